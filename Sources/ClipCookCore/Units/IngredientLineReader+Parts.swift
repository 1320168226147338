/// The parts of a line `IngredientLineReader.read` takes apart: bullets,
/// blanks, words, a size or qualifier before a unit, a second measure after
/// it, and the name with its notes.
extension IngredientLineReader {
    package static let bullets: Set<Character> = ["-", "*", "•", "·", "▪", "◦", "‣", "–", "—", "+"]
    package static let boxes: Set<Character> = ["▢", "☐", "□", "◻"]

    package static func trimmed(_ text: Substring) -> Substring {
        var start = text.startIndex
        var end = text.endIndex
        while start < end, text[start].isWhitespace { start = text.index(after: start) }
        while end > start, text[text.index(before: end)].isWhitespace { end = text.index(before: end) }
        return text[start..<end]
    }

    package static func skipBlanks(_ text: Substring, from index: Substring.Index) -> Substring.Index {
        var i = index
        while i < text.endIndex, text[i].isWhitespace { i = text.index(after: i) }
        return i
    }

    /// `- 2 eggs`, `• 2 eggs`, `▢ 2 eggs`: the text after the bullet.
    package static func withoutBullet(_ text: Substring) -> Substring {
        guard let first = text.first else { return text }
        let next = text.index(after: text.startIndex)
        if boxes.contains(first) { return trimmed(text[next...]) }
        if bullets.contains(first), next < text.endIndex, text[next].isWhitespace { return trimmed(text[next...]) }
        if first == "-", next < text.endIndex, QuantityScanner.isDigit(text[next]) { return text[next...] }  // -2 cups: no amount is less than none
        // 4. teaspoons peanut butter: a point after the number, before a unit
        let bytes = text.utf8
        var end = bytes.startIndex
        var count = 0
        while end < bytes.endIndex, count < 4, bytes[end] >= 0x30 && bytes[end] <= 0x39 { (end, count) = (bytes.index(after: end), count + 1) }
        if (1...3).contains(count), text[end...].utf8.starts(with: [0x2E, 0x20]),
            UnitTable.match(in: text, at: text.index(end, offsetBy: 2)) != nil
        {
            return Substring(String(text[..<end]) + text[text.index(after: end)...])
        }
        // **1 c Marsala wine: a mark stuck to the amount
        if first == "*", let digit = text.first(where: { $0 != "*" }), QuantityScanner.isDigit(digit) { return text.drop { $0 == "*" } }
        return text
    }

    /// Whether the word `of` follows (after blanks) at `index`.
    package static func followedByOf(_ text: Substring, _ index: Substring.Index) -> Bool {
        let i = skipBlanks(text, from: index)
        guard i > index, i < text.endIndex, text[i...].prefix(2).lowercased() == "of" else { return false }
        let afterOf = text.index(i, offsetBy: 2)
        return afterOf < text.endIndex && text[afterOf].isWhitespace
    }

    /// `pinch of salt`, `Pinch black pepper`, `good pinch ground nutmeg`: a
    /// unit with no number, and where it ends.
    package static func measureUnit(in text: Substring) -> (MeasureUnit, Substring.Index)? {
        var start = text.startIndex
        if let (word, end) = firstWord(of: text), qualifiers.contains(word.lowercased()) { start = skipBlanks(text, from: end) }
        guard let (unit, end) = UnitTable.match(in: text, at: start) else { return nil }
        if followedByOf(text, end)
            || (IngredientWords.measureUnits.contains(unit.symbol) && skipBlanks(text, from: end) > end
                && skipBlanks(text, from: end) < text.endIndex)
        {
            return (unit, end)
        }
        return nil
    }

    /// Where the run of `qualifiers` from `index` on (`heaped`, `very thin`) ends; `index` when there is none.
    package static func skipQualifiers(_ text: Substring, from index: Substring.Index) -> Substring.Index {
        var at = index
        while let (word, end) = word(in: text, at: at), qualifiers.contains(word.lowercased()) { at = skipBlanks(text, from: end) }
        return at
    }

    /// `a pinch`, `an 8 oz`... only `a`/`an` followed by a unit.
    package static func articleUnit(in text: Substring) -> (MeasureUnit, Substring.Index)? {
        let lower = text.prefix(3).lowercased()
        let length: Int
        if lower.hasPrefix("a ") {
            length = 2
        } else if lower.hasPrefix("an ") {
            length = 3
        } else {
            return nil
        }
        guard let afterArticle = text.index(text.startIndex, offsetBy: length, limitedBy: text.endIndex) else { return nil }
        let start = skipBlanks(text, from: afterArticle)
        guard let (unit, end) = unit(in: text, at: start) else { return nil }
        return (unit, end)
    }

    package static let approximations: Set<String> = ["about", "approx.", "approximately", "around", "roughly", "~"]
    package static let qualifiers: Set<String> = [
        "heaped", "heaping", "level", "rounded", "scant", "generous", "good", "small", "large", "big", "medium",
        "very", "thin", "thick", "extra-large", "thumb-size", "thumb-sized", "thumb-length", "fat", "long", "whole",
        "lg", "lge", "sm", "med", "md", "few", "couple", "packed", "giant", "slightly", "generously", "mounded",
    ]
    package static let numberWords: [String: Double] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "quarter": 0.25,
    ]

    /// The first run of non-blank characters and where it ends.
    package static func firstWord(of text: Substring) -> (Substring, Substring.Index)? {
        word(in: text, at: text.startIndex)
    }

    package static func word(in text: Substring, at index: Substring.Index) -> (Substring, Substring.Index)? {
        var end = index
        while end < text.endIndex, !text[end].isWhitespace { end = text.index(after: end) }
        return end > index ? (text[index..<end], end) : nil
    }

    /// What may stand between a quantity and its unit: a qualifier
    /// (`heaped tbsp`), a size (`x 400g can`, `28 oz can`, `14-ounce can`,
    /// `(14 oz) can`), or the cook's `T` / `t` for tablespoon / teaspoon.
    /// Returns the note it makes, the unit, and where the unit starts and ends.
    package static func sizedUnit(
        in text: Substring, at index: Substring.Index
    ) -> (String, MeasureUnit, Substring.Index, Substring.Index)? {
        // 1, 14 oz can: a comma between the count and the size
        let comma = index < text.endIndex && text[index] == "," ? text.index(after: index) : nil
        let from = comma ?? index
        var start = skipBlanks(text, from: from)
        guard start > from, start < text.endIndex, let (first, firstEnd) = word(in: text, at: start) else { return nil }
        if comma != nil, first.first?.isNumber != true { return nil }
        if first.first == "T", first == "T" || first == "T." || first.hasPrefix("Tbs") && ["Tbs", "Tbs.", "Tbsp", "Tbsp."].contains(first) {
            return ("", MeasureUnit(symbol: "tbsp"), start, firstEnd)
        }
        if first == "t" || first == "t." { return ("", MeasureUnit(symbol: "tsp"), start, firstEnd) }
        // ½ a cup of stock, ½ a bunch of dill: the article between the share and its unit
        if first == "a" || first == "an", let (unit, end) = unit(in: text, at: skipBlanks(text, from: firstEnd)) {
            return ("", unit, start, end)
        }
        // 1 heaped tbsp, 8 very thin slices, 1 thumb-sized piece
        let afterQualifiers = skipQualifiers(text, from: start)
        if afterQualifiers > start, let (unit, end) = unit(in: text, at: afterQualifiers) {
            return (collapsed(String(text[start..<afterQualifiers])), unit, afterQualifiers, end)
        }
        if text[start] == "(", let close = text[start...].firstIndex(of: ")") {
            // (14 oz) can, (28-ounce) can
            let inner = trimmed(text[text.index(after: start)..<close])
            // (about 14 oz each) packages: a rough size is a size too
            var size = inner
            if let (lead, end) = firstWord(of: inner),
                ["about", "approx.", "approx", "approximately", "around", "roughly"]
                    .contains(lead.lowercased())
            {
                size = inner[skipBlanks(inner, from: end)...]
            }
            guard size.first?.isNumber == true else { return nil }
            let after = skipBlanks(text, from: text.index(after: close))
            guard let (unit, end) = unit(in: text, at: after) else { return nil }
            return (String(trimmed(inner)), unit, after, end)
        }
        if first == "x" || first == "×" {
            start = skipBlanks(text, from: firstEnd)
        }
        // 400g can, 28 oz can, 14-ounce can
        var sizeEnd: Substring.Index?
        if let (_, unit, end) = leadingAmount(in: text, from: start), unit != nil {
            sizeEnd = end
        } else if let (word, end) = word(in: text, at: start), word.first?.isNumber == true, word.contains("-") {
            sizeEnd = end
        }
        guard let sizeEnd else { return nil }
        var unitStart = skipBlanks(text, from: sizeEnd)
        var note = String(text[start..<sizeEnd])
        if unitStart < text.endIndex, text[unitStart] == "(", let close = text[unitStart...].firstIndex(of: ")") {
            // Three 8-ounce (680g) packages
            note += " (" + trimmed(text[text.index(after: unitStart)..<close]) + ")"
            unitStart = skipBlanks(text, from: text.index(after: close))
        }
        guard let (unit, end) = unit(in: text, at: unitStart), unit.dimension == .count else { return nil }
        return (note, unit, unitStart, end)
    }

    /// `2 oz` after `1 lb` (the same kind of measure), or `plus 2 tablespoons` / `+ 1 tsp`.
    package static func additionalMeasure(
        in text: Substring, at index: Substring.Index, like unit: MeasureUnit
    ) -> (String, Substring.Index)? {
        let start = skipBlanks(text, from: index)
        guard start > index, start < text.endIndex else { return nil }
        var amountStart = start
        var joinedByAnd = false
        if let (word, end) = word(in: text, at: start), ["plus", "+", "minus"].contains(word.lowercased()) {
            amountStart = skipBlanks(text, from: end)
        } else if let (word, end) = word(in: text, at: start), word.lowercased() == "and" || word == "&" {
            // 1 cup and 2 tablespoons: a measure right after a measure; `and` before a food is no sum
            amountStart = skipBlanks(text, from: end)
            joinedByAnd = true
        } else if text[start] == "+", text.index(after: start) < text.endIndex {
            amountStart = text.index(after: start)  // ⅓ cup +1½ tablespoons: a plus against the number
        }
        guard let (_, more, end) = leadingAmount(in: text, from: amountStart), let more,
            more.dimension == unit.dimension, more.dimension != .count || (more == unit && !joinedByAnd)
        else { return nil }
        return (String(text[start..<end]), end)
    }

    /// `(5 fl. oz./160 ml)` between an amount and `plus 2 Tbs.`: the echo in parentheses and where it ends,
    /// only when a second measure to add follows it.
    package static func echoBeforePlus(in text: Substring, at index: Substring.Index, like unit: MeasureUnit) -> (String, Substring.Index)? {
        let open = skipBlanks(text, from: index)
        guard open < text.endIndex, text[open] == "(", let close = text[open...].firstIndex(of: ")") else { return nil }
        let end = text.index(after: close)
        guard let (more, _) = additionalMeasure(in: text, at: end, like: unit), more.lowercased().hasPrefix("plus") || more.hasPrefix("+"),
            leadingAmount(in: text, from: skipBlanks(text, from: text.index(after: open))) != nil
        else { return nil }
        return (String(trimmed(text[text.index(after: open)..<close])), end)
    }

    /// `-1.5kg` or ` to 1 litre` right after a unit: the number and unit that end a range of measures, and where.
    package static func measureRangeEnd(in text: Substring, at index: Substring.Index) -> (Double, MeasureUnit, Substring.Index)? {
        var start = skipBlanks(text, from: index)
        guard start < text.endIndex else { return nil }
        if text[start] == "-" || text[start] == "–" {
            start = text.index(after: start)
        } else if text[start] == "t" || text[start] == "T", start > index, text[start...].prefix(3).lowercased() == "to " {
            start = text.index(start, offsetBy: 2)
        } else {
            return nil
        }
        guard let (quantity, unit, end) = leadingAmount(in: text, from: skipBlanks(text, from: start)), let unit, quantity.high == nil
        else { return nil }
        return (quantity.low, unit, end)
    }

    /// `/7oz` or ` / 7 oz` right after a unit: the alternative measure and where it ends.
    package static func alternativeMeasure(in text: Substring, at index: Substring.Index) -> (String, Substring.Index)? {
        let slash = skipBlanks(text, from: index)
        guard slash < text.endIndex, text[slash] == "/" else { return nil }
        let start = skipBlanks(text, from: text.index(after: slash))
        guard let (_, unit, end) = leadingAmount(in: text, from: start), unit != nil else { return nil }
        return (String(text[start..<end]), end)
    }

    /// The name (parenthesised parts taken out into `parenthesised`) and the text after the first comma.
    package static func nameAndNotes(
        _ text: Substring, parenthesised: inout [String], squared: Bool = false
    ) -> (String, String?) {
        var name = ""
        var notes: String?
        var depth = 0
        var group = ""
        // a comma after a digit waits for the next character: `poulet de 1,5 kg` keeps its decimal comma
        var commaAfterDigit = false
        for c in text {
            if commaAfterDigit {
                commaAfterDigit = false
                if c.isNumber {
                    name.append(",")
                    name.append(c)
                    continue
                }
                notes = ""
            }
            if c == "(" || squared && c == "[" {  // [500g / 1.1 lbs]: square brackets as round ones
                if depth > 0 { group.append(c) }
                depth += 1
            } else if c == ")" || squared && c == "]", depth > 0 {
                depth -= 1
                if depth == 0 {
                    parenthesised.append(String(trimmed(Substring(group))))
                    group = ""
                } else {
                    group.append(c)
                }
            } else if depth > 0 {
                group.append(c)
            } else if notes != nil {
                notes?.append(c)
            } else if c == "," {
                if name.last?.isNumber == true { commaAfterDigit = true } else { notes = "" }
            } else {
                name.append(c)
            }
        }
        if commaAfterDigit { notes = "" }
        if depth > 0 {
            // milk (enough to make it runny: a bracket never closed after the food holds a note too
            if notes != nil {
                notes?.append("(" + group)
            } else if name.contains(where: \.isLetter), group.contains(where: \.isLetter) {
                parenthesised.append(String(trimmed(Substring(group))))
            } else {
                name += "(" + group
            }
        }
        let cleanNotes = notes.map(collapsed).flatMap { $0.isEmpty ? nil : $0 }
        return (collapsed(name), cleanNotes)
    }

    /// Trimmed, with each run of blanks made one space.
    package static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// `large, boneless, skinless chicken breasts`: adjectives listed with
    /// commas before the name go to the notes; true when there were some.
    package static func adjectiveList(_ rest: inout Substring, notes: inout [String]) -> Bool {
        var listed = false
        while let comma = rest.firstIndex(of: ",") {
            // (2 l) chopped, stemmed kale: a group in parentheses among the adjectives is a note too
            var groups: [String] = []
            var outside = ""
            var depth = 0
            var group = ""
            for c in rest[..<comma] {
                if c == "(" {
                    depth += 1
                } else if c == ")", depth > 0 {
                    depth -= 1
                    if depth == 0 {
                        groups.append(collapsed(group))
                        group = ""
                    }
                } else if depth > 0 {
                    group.append(c)
                } else {
                    outside.append(c)
                }
            }
            guard depth == 0 else { break }
            let words = outside.split(whereSeparator: { $0 == " " || $0 == "\t" })
            // large or 8 small bone-in, skin-on thighs: a second count and its size before the adjectives
            let sized = words.count >= 4 && words.count <= 6 && words[1] == "or" && words[2].first?.isNumber == true
            guard sized || (1...2).contains(words.count),
                words.indices.allSatisfy({ (sized && ($0 == 1 || $0 == 2)) || IngredientWords.isListedAdjective(words[$0].lowercased()) })
            else { break }
            let after = rest[rest.index(after: comma)...]
            let next = after.prefix(while: { $0 != "," && $0 != "(" })
            guard next.contains(where: \.isLetter) else { break }
            notes += groups.filter { !$0.isEmpty }
            notes.append(collapsed(outside))
            rest = after
            listed = true
        }
        return listed
    }

    /// After the amount: `of` (`2 cups of flour`, `¼ of an onion`), `a`
    /// (`½ a lemon`) and `each` (`1 teaspoon each ginger and turmeric`), skipped.
    package static func afterAmountWords(
        _ text: Substring, from index: Substring.Index, result: ParsedIngredientLine, notes: inout [String]
    ) -> Substring.Index {
        guard result.quantity != nil || result.unit != nil else { return index }
        var cursor = index
        if followedByOf(text, cursor) {
            cursor = skipBlanks(text, from: cursor)
            cursor = text.index(cursor, offsetBy: 2)
        }
        let start = skipBlanks(text, from: cursor)
        if start > cursor || start == text.startIndex, let (word, end) = word(in: text, at: start) {
            let lower = word.lowercased()
            let next = skipBlanks(text, from: end)
            if next > end, next < text.endIndex {
                if lower == "a" || lower == "an", result.unit == nil, result.quantity != nil { return next }
                if lower == "each" || lower == "each:" {
                    notes.append("each")
                    return next
                }
            }
        }
        return cursor
    }
}

/// Amounts written with a size: a measure glued to its other system
/// (`15g¼oz`), a pack named by its size (`400g tin`, `400-gram tin`), a
/// piece named by its length (`5cm/2in piece`), and lines that open with
/// a note (`Juice of 1 lemon`, `Optional:`).
extension IngredientLineReader {
    /// `15g¼oz flour`: a measure followed at once by a number (its other
    /// system). The first measure, ending before the number; nil otherwise.
    package static func gluedAmount(in text: Substring) -> (Quantity, MeasureUnit?, end: Substring.Index)? {
        var scanner = QuantityScanner(text)
        guard scanner.quantity() != nil else { return nil }
        var i = scanner.index
        let letters = i
        while i < text.endIndex, text[i].isLetter { i = text.index(after: i) }
        guard i > letters, i < text.endIndex,
            QuantityScanner.isDigit(text[i]) || QuantityScanner.vulgarFractions[text[i]] != nil,
            let found = leadingAmount(in: text[..<i], from: text.startIndex), found.1 != nil, found.end == i
        else { return nil }
        return found
    }

    /// A pack unit (`tin`, `can`, `sachet`...) after a size, with a name after it: the unit, the word as written, its end.
    package static func packAfterSize(in text: Substring, at index: Substring.Index) -> (MeasureUnit, String, Substring.Index)? {
        let start = skipBlanks(text, from: index)
        guard start > index, let (unit, end) = unit(in: text, at: start),
            IngredientWords.packUnits.contains(unit.symbol)
        else { return nil }
        let after = skipBlanks(text, from: end)
        guard after > end, after < text.endIndex, text[after].isLetter else { return nil }
        return (unit, String(text[start..<end]), end)
    }

    /// ` (400 ml)` after `13.5 ounce`: a measure in parentheses, alone in them; its text and the end of the `)`.
    package static func bracketedMeasure(in text: Substring, at index: Substring.Index) -> (String, Substring.Index)? {
        let open = skipBlanks(text, from: index)
        guard open < text.endIndex, text[open] == "(", let close = text[open...].firstIndex(of: ")") else { return nil }
        let inner = text[text.index(after: open)..<close]
        // only before a pack is it an echo worth reading
        guard packAfterSize(in: text, at: text.index(after: close)) != nil,
            let (_, unit, end) = leadingAmount(in: inner, from: inner.startIndex), unit != nil,
            skipBlanks(inner, from: end) == inner.endIndex
        else { return nil }
        return (String(inner), text.index(after: close))
    }

    /// `400-gram tin chopped tomatoes`: a size of one word, number and unit joined by a dash, before a pack.
    package static func hyphenatedSize(in text: Substring) -> (size: String, end: Substring.Index)? {
        guard let (first, end) = word(in: text, at: text.startIndex), let dash = first.firstIndex(of: "-"),
            let quantity = Quantity(String(first[..<dash])), quantity.low > 0,
            // 8-oz. can: an abbreviation's point
            let unit = UnitTable.unit(named: first[first.index(after: dash)...].dropLast(first.last == "." ? 1 : 0)), unit.dimension != .count
        else { return nil }
        return (String(first), end)
    }

    /// `2 - 14 oz cans`, `2 – 14.5 oz. Cans`: a range before a pack whose word is plural counts the packs with its low
    /// end, and its high end is the size of one. nil otherwise (`1-2 lb bag`).
    package static func packCount(
        in text: Substring, before cursor: Substring.Index, result: ParsedIngredientLine, packWord: String
    ) -> (count: Double, size: String)? {
        guard result.quantityMax != nil, let low = result.quantity, low >= 1, low == low.rounded(), packWord.lowercased().hasSuffix("s"),
            let dash = text[..<cursor].firstIndex(where: { $0 == "-" || $0 == "–" })
        else { return nil }
        return (low, String(trimmed(text[text.index(after: dash)..<cursor])))
    }

    /// `5cm`, `2 in`, `1 inch`, `2"` at `index`: where the length ends.
    package static func length(in text: Substring, at index: Substring.Index) -> Substring.Index? {
        var scanner = QuantityScanner(text[index...])
        guard scanner.quantity() != nil else { return nil }
        var i = scanner.index
        if i < text.endIndex, text[i] == "\"" { return text.index(after: i) }
        if i < text.endIndex, text[i] == "-" { i = text.index(after: i) }  // 1-inch piece
        i = skipBlanks(text, from: i)
        let start = i
        while i < text.endIndex, text[i].isLetter { i = text.index(after: i) }
        guard IngredientWords.lengths.contains(text[start..<i].lowercased()) else { return nil }
        return i
    }

    /// `5cm/2in piece`, `2.5cm piece`: a length, maybe its other system, then a count unit.
    package static func lengthPiece(
        in text: Substring, at index: Substring.Index
    ) -> (size: String, unit: MeasureUnit, written: String, end: Substring.Index)? {
        let start = skipBlanks(text, from: index)
        guard var sizeEnd = length(in: text, at: start) else { return nil }
        let slash = skipBlanks(text, from: sizeEnd)
        if slash < text.endIndex, text[slash] == "/", let other = length(in: text, at: skipBlanks(text, from: text.index(after: slash))) {
            sizeEnd = other
        }
        let unitStart = skipBlanks(text, from: sizeEnd)
        guard let (unit, end) = unit(in: text, at: unitStart), unit.dimension == .count else { return nil }
        return (String(text[start..<sizeEnd]), unit, String(text[unitStart..<end]), end)
    }

    /// `1:1`, `2:1:1*`: numbers joined by colons, a ratio (a time, `1:30`, has two digits after its colon).
    static func isRatio(_ word: Substring) -> Bool {
        guard word.utf8.count >= 3, word.utf8.count <= 8, word.utf8[word.utf8.index(after: word.utf8.startIndex)] == 0x3A
        else { return false }
        let parts = word.utf8.last == 0x2A ? word.dropLast().split(separator: ":") : word.split(separator: ":")
        return parts.count >= 2 && parts.count == word.utf8.filter({ $0 == 0x3A }).count + 1
            && parts.allSatisfy { $0.count == 1 && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
    }

    /// What a line may open with that is a note, not the food: `Optional:`,
    /// `about`, and `Juice of` / `Zest from` before a number (`Juice of 1 lemon` is 1 lemon).
    package static func withoutLeadingNotes(_ text: Substring, notes: inout [String]) -> Substring {
        var text = text
        // (a digit then a colon first: no word is cut out of any other line)
        let bytes = text.utf8
        if let first = bytes.first, first >= 0x31, first <= 0x39, case let second = bytes.index(after: bytes.startIndex),
            second < bytes.endIndex, bytes[second] == 0x3A, let (word, end) = firstWord(of: text), isRatio(word), end < text.endIndex
        {
            // 1:1:1* Sugar: a share of a mix, no amount of its own
            notes.append(String(word))
            text = text[skipBlanks(text, from: end)...]
        }
        if let (word, end) = firstWord(of: text), case let lower = word.lowercased(), lower == "optional:" || lower == "optional;",
            end < text.endIndex
        {
            notes.append("optional")
            text = text[skipBlanks(text, from: end)...]
        }
        if let (word, end) = firstWord(of: text), approximations.contains(word.lowercased()) {
            // About 2 cups broth
            notes.append(word.lowercased())
            text = text[skipBlanks(text, from: end)...]
        } else if text.utf8.first == 0x7E, let next = text.dropFirst().first, QuantityScanner.opensNumber(next) {
            // ~½ cup ice water: about
            notes.append("about")
            text = text.dropFirst()
        }
        text = withoutVagueLead(text, notes: &notes)
        // every part a line may open with is a word: a line that opens with a number is done
        guard let opening = text.first, opening.isLetter else { return text }
        let lower = text.prefix(40).lowercased()
        // Every joint starts with a blank, so a line that opens with LEAD and
        // a joint opens with LEAD: the joints are tried only after it.
        for lead in leadingParts where lower.hasPrefix(lead) {
            for joint in [" of ", " from ", " von ", " de ", " d'", " d’", " di ", " "] where lower.hasPrefix(lead + joint) {
                guard let rest = text.index(text.startIndex, offsetBy: lead.count + joint.count, limitedBy: text.endIndex),
                    let first = text[rest...].first,
                    QuantityScanner.isDigit(first) || QuantityScanner.vulgarFractions[first] != nil
                        || countWord(in: text[rest...])
                else { continue }
                notes.append(String(text[..<text.index(text.startIndex, offsetBy: lead.count)]).lowercased())
                return text[rest...]
            }
        }
        return text
    }

    /// Whether `text` opens with a word that counts (`one`, `a`, `un`, `une`).
    package static func countWord(in text: Substring) -> Bool {
        guard let (word, end) = firstWord(of: text), end < text.endIndex else { return false }
        let lower = word.lowercased()
        return numberWords[lower] != nil || IngredientWords.foreignNumbers[lower] != nil || lower == "a" || lower == "an"
    }

    /// `etwas`, `q.b.`, `Some`, `up to`, `Garnish:`, `a good pinch`: words
    /// that open a line and are no part of its amount or food, as notes.
    package static func withoutVagueLead(_ text: Substring, notes: inout [String]) -> Substring {
        var text = text
        var changed = true
        while changed {
            changed = false
            let lower = text.prefix(24).lowercased()
            let head = lower.utf8.first ?? 0
            // `vague + " "` opens the line only if `vague` does: the text is made only then.
            // (only the leads that may open with the line's first byte are looked at)
            for vague in head < 0x80 ? IngredientWords.vagueLeadsByStart[head] ?? [] : IngredientWords.vagueLeadsNotASCII
            where lower.hasPrefix(vague)
                && (lower.hasPrefix(vague + " ") || vague.hasSuffix("'") || vague.hasSuffix("’"))
            {
                let rest = skipBlanks(text, from: text.index(text.startIndex, offsetBy: vague.count))
                guard rest < text.endIndex else { break }
                notes.append(String(text[..<text.index(text.startIndex, offsetBy: vague.count)]))
                text = text[rest...]
                changed = true
                break
            }
            // a good pinch of salt: the article goes with the qualifier
            for article in ["a ", "an "] where lower.hasPrefix(article) {
                let after = text.dropFirst(article.count)
                if let (word, _) = firstWord(of: after),
                    ["good", "generous", "heaped", "heaping", "large", "small", "big"]
                        .contains(word.lowercased()), measureUnit(in: after) != nil
                {
                    text = after
                    changed = true
                }
            }
            // Garnish: celery, optional sweetener: simple syrup
            if let colon = text.prefix(30).firstIndex(of: ":"), colon > text.startIndex,
                !text[text.index(before: colon)].isWhitespace, !text[..<colon].contains(where: \.isNumber),
                text[..<colon].split(separator: " ").count <= 2
            {
                let rest = skipBlanks(text, from: text.index(after: colon))
                // CHIPOTLE MAYO: 1 cup raw cashews: a section's name before an amount and a food
                let amountFirst =
                    rest < text.endIndex && rest > colon && !text[rest].isLetter
                    && leadingAmount(in: text, from: rest).map { amount in
                        text[skipBlanks(text, from: amount.2)...].first?.isLetter == true
                    } == true
                if rest < text.endIndex, rest > colon, text[rest].isLetter || amountFirst {
                    notes.append(String(text[..<colon]).lowercased())
                    text = text[rest...]
                    changed = true
                }
            }
            if !changed, let (label, rest) = labelBeforeAmount(text) {  // Pour la pâte : 250 g de farine
                (text, changed) = (rest, true)
                notes.append(label)
            }
        }
        return text
    }

    /// The parts of a fruit a line may ask for before its count.
    package static let leadingParts = [
        "juice", "zest", "zest and juice", "juice and zest", "grated zest", "finely grated zest", "rind", "grated rind",
        "finely grated rind", "the juice", "the zest", "peel", "grated peel", "finely grated peel", "saft",
        "abrieb", "saft und abrieb", "schale", "le jus", "le zeste", "les zestes", "le jus et les zestes", "jus", "zeste",
        "zumo", "ralladura", "el zumo", "succo", "il succo", "scorza", "la scorza", "la ralladura", "scorza grattugiata",
        "la scorza grattugiata", "buccia", "la buccia", "buccia grattugiata", "zeste râpé", "le zeste râpé", "el jugo", "jugo",
        "seeds", "the seeds",
    ]

    /// `3 to 4-tablespoons`, `2-cups`: a quantity joined to its unit by a dash.
    /// The amount text reads it back with a blank for the dash.
    package static func dashedUnitAmount(in text: Substring) -> (Quantity, MeasureUnit, String, Substring.Index)? {
        var scanner = QuantityScanner(text)
        guard let quantity = scanner.quantity() else { return nil }
        let dash = scanner.index
        guard dash < text.endIndex, text[dash] == "-" else { return nil }
        let unitStart = text.index(after: dash)
        guard let (unit, end) = unit(in: text, at: unitStart) else { return nil }
        let written = String(text[..<dash]) + " " + String(text[unitStart..<end])
        guard let back = Amount(written), back.quantity == quantity, back.unit == unit else { return nil }
        return (quantity, unit, written, end)
    }

    /// `a`, `an` and `half` as a count (`a lemon`, `half an onion`); nil
    /// before the words that make them part of a vaguer amount (`a few`, `half and half`).
    package static func articleCount(_ word: Substring, in text: Substring, after end: Substring.Index) -> Double? {
        let lower = word.lowercased()
        guard lower == "a" || lower == "an" || lower == "half",
            let (next, _) = self.word(in: text, at: skipBlanks(text, from: end))
        else { return nil }
        let following = next.lowercased()
        if lower == "half" { return following == "and" || following == "&" ? nil : 0.5 }
        return vagueAfterArticle.contains(following) ? nil : 1
    }

    package static let vagueAfterArticle: Set<String> = [
        "few", "couple", "little", "bit", "drizzle", "sprinkle", "sprinkling", "splash", "knob", "dash", "pinch",
        "handful", "good", "generous", "dozen", "half", "quarter", "third", "lot", "squeeze", "glug",
        "touch", "hint", "dusting", "scattering", "of",
    ]

    /// ` or 4 drops` after a quantity: the range's high end, its unit, and its text (`4 drops`).
    package static func orRange(in text: Substring, at index: Substring.Index) -> (Double, MeasureUnit?, String, Substring.Index)? {
        let start = skipBlanks(text, from: index)
        guard start > index, let (word, wordEnd) = word(in: text, at: start), word.lowercased() == "or" else { return nil }
        let numberStart = skipBlanks(text, from: wordEnd)
        guard numberStart > wordEnd, let (quantity, unit, end) = leadingAmount(in: text, from: numberStart),
            quantity.high == nil
        else { return nil }
        return (quantity.low, unit, String(text[numberStart..<end]), end)
    }

    /// The size of one among the notes: `about 150g each`, or a pack's size
    /// (`375g`, `14 oz`, `8-ounce (680g)`) when the unit counts packs.
    package static func sizeOfOne(in notes: [String], packed: Bool) -> Amount? {
        for note in notes {
            var text = Substring(note)
            if let (word, end) = firstWord(of: text), approximations.contains(word.lowercased()) {
                text = text[skipBlanks(text, from: end)...]
            }
            let lower = text.lowercased()
            if lower.hasSuffix(" each") {
                text = trimmed(text.dropLast(5))
            } else if !packed {
                continue
            }
            if let size = measure(text) { return size }
        }
        return nil
    }

    /// The size of one of a counted amount (`2`, `2 packets`) as its notes
    /// give it (`375g`, `about 150g each`), as text `FoodAmount` reads; nil
    /// when the amount is measured or the notes give no size.
    public static func sizeOfOne(in amount: Amount, notes: String?) -> String? {
        guard amount.unit.map({ $0.dimension == .count }) ?? true, let notes, !notes.isEmpty else { return nil }
        let parts = notes.split(separator: ",").map { String(trimmed(Substring($0))) }
        guard let size = sizeOfOne(in: parts, packed: amount.unit != nil), let unit = size.unit else { return nil }
        return QuantityFormatter.format(Amount(quantity: size.quantity, unit: unit))
    }

    /// A mass or volume at the start of `text` (`375g`, `8-ounce`); nil otherwise.
    package static func measure(_ text: Substring) -> Amount? {
        if let (quantity, unit, _) = leadingAmount(in: text, from: text.startIndex), let unit, unit.dimension != .count {
            return Amount(quantity: quantity, unit: unit)
        }
        guard let (first, _) = firstWord(of: text), let dash = first.firstIndex(of: "-"),
            let quantity = Quantity(String(first[..<dash])),
            let unit = UnitTable.unit(named: first[first.index(after: dash)...].prefix(while: \.isLetter)),
            unit.dimension != .count
        else { return nil }
        return Amount(quantity: quantity, unit: unit)
    }

    /// `1 15.5 -Ounce Can`, `1 3.4- ounce package`: a size whose dash stands apart from its number or unit,
    /// written joined (`15.5-Ounce`) so that it reads as a size; nil when the line has none.
    package static func joinedSizes(_ text: Substring) -> String? {
        guard text.contains(" -") || text.contains("- ") || text.contains(" – ") else { return nil }
        var out = ""
        var changed = false
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            out.append(c)
            i = text.index(after: i)
            guard c == "-" || c == "–", out.count >= 2 else { continue }
            let before = out.dropLast()
            let blankBefore = before.last == " "
            let digitBefore = before.last?.isNumber == true || (blankBefore && before.dropLast().last?.isNumber == true)
            let after = skipBlanks(text, from: i)
            // 13.5 – ounce can: a long dash spaced on both sides joins a size too
            guard digitBefore, blankBefore != (after > i) || (c == "–" && blankBefore), after < text.endIndex, text[after].isLetter,
                let (unit, _) = UnitTable.match(in: text, at: after), unit.dimension != .count
            else { continue }
            if blankBefore {
                out.removeLast(2)
                out.append("-")
            } else if c == "–" {
                out.removeLast()
                out.append("-")
            }
            i = after
            changed = true
        }
        return changed ? out : nil
    }
}

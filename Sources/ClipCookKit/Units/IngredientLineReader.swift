/// What one free-form ingredient line says, split into its parts.
///
/// `1 1/2 cups (180 g) flour, sifted` → quantity 1.5, unit cup, name
/// "flour", notes "180 g, sifted", amount text "1 1/2 cups".
public struct ParsedIngredientLine: Hashable, Sendable {
    /// The number, or a range's low end; nil when the line has none.
    public var quantity: Double?
    /// A range's high end (`2-3` → 3).
    public var quantityMax: Double?
    /// The unit from the unit table; nil when none is named.
    public var unit: MeasureUnit?
    public var name: String
    /// Text after the first comma and inside parentheses, joined by ", ".
    public var notes: String?
    /// The quantity and unit as written (`1 1/2 cups`, `200g`), so that
    /// `Amount(amountText)` reads them back; "" when there is no amount.
    public var amountText: String

    public init(
        quantity: Double? = nil, quantityMax: Double? = nil, unit: MeasureUnit? = nil,
        name: String, notes: String? = nil, amountText: String = ""
    ) {
        self.quantity = quantity
        self.quantityMax = quantityMax
        self.unit = unit
        self.name = name
        self.notes = notes
        self.amountText = amountText
    }

    /// The quantity and unit as an `Amount`; nil when there is no quantity.
    public var amount: Amount? {
        quantity.map { Amount(quantity: Quantity($0, quantityMax), unit: unit) }
    }
}

/// The one reader of ingredient amounts and lines. The language reads an
/// item's natural amount with `AmountByteReader`, which reads the line's
/// bytes exactly as `leadingAmount` reads characters and hands over to
/// `leadingAmount` where only Unicode tables can decide; every importer
/// reads a whole line with `read`.
///
/// An amount is a quantity (see `Quantity`: integers, decimals with `.` or
/// `,`, fractions, Unicode fractions, mixed numbers, ranges), optional
/// blanks, and an optional unit from `UnitTable` ending at a word boundary.
/// A unit may be attached (`500g`) and an abbreviation may end in a point
/// (`2 tbsp.`). The quantity must be followed by the end, a blank, an
/// attached unit, or punctuation other than `- – — / ⁄ .`; so `2026-11-23`,
/// `1.2.3`, `3D` or `7up` are not amounts, while `2 large eggs` is the
/// amount `2` followed by other words.
///
/// A whole line (`read`) may also have: a bullet (`-`, `*`, `•`, `▢`...);
/// `about` (or `approximately`...) first, kept as a note; a number word
/// (`two cups`); `a`/`an` as the quantity 1 before a unit (`a pinch of
/// salt`); a unit with no quantity before `of` (`pinch of salt`); between
/// the quantity and its unit a qualifier (`1 heaped tbsp`), a size
/// (`1 (14 oz) can`, `1 x 400g can`, `1 28 oz can`, `one 14-ounce can`) or
/// the cook's `T` / `t` (tablespoon / teaspoon); after the unit an
/// alternative measure (`200g/7oz flour`) or a second one (`1 lb 2 oz`,
/// `1 cup plus 2 tablespoons`), kept as notes; `of` after the unit; notes in
/// parentheses or after the first comma; and a trailing `to taste`, `to
/// serve`, `for garnish` or `optional` as notes. A Cooklang-style
/// `@name{qty%unit}` is read too.
public enum IngredientLineReader {
    /// Reads a whole ingredient line.
    public static func read(_ line: Substring) -> ParsedIngredientLine {
        var text = trimmed(line)
        text = withoutBullet(text)
        if text.first == "@", let cooklang = cooklangStyle(text) { return cooklang }

        var result = ParsedIngredientLine(name: "")
        var notes: [String] = []
        if let (word, end) = firstWord(of: text), approximations.contains(word.lowercased()) {
            // About 2 cups broth
            notes.append(word.lowercased())
            text = text[skipBlanks(text, from: end)...]
        }
        var cursor = text.startIndex
        var quantityEnd: Substring.Index?
        if let (quantity, unit, end) = leadingAmount(in: text, from: text.startIndex) {
            result.quantity = quantity.low
            result.quantityMax = quantity.high
            result.unit = unit
            quantityEnd = end
        } else if let (word, end) = firstWord(of: text), let value = numberWords[word.lowercased()],
                  end < text.endIndex, text[end].isWhitespace {
            // Two cups stock
            result.quantity = value
            quantityEnd = end
            if let (unit, unitEnd) = unit(in: text, at: skipBlanks(text, from: end)) {
                result.unit = unit
                quantityEnd = unitEnd
            }
        }
        if let end = quantityEnd {
            result.amountText = String(text[..<end])
            cursor = end
            if result.unit == nil, let (note, unit, unitStart, unitEnd) = sizedUnit(in: text, at: cursor) {
                // 1 heaped tbsp, 1 x 400g can, 1 28 oz can, 1 (14 oz) can, One 14-ounce can, 1 T
                result.unit = unit
                // The cook's `T` / `t` reads as a unit only here: the amount keeps the symbol, so that it reads back.
                let written = text[unitStart..<unitEnd]
                let readsBack = UnitTable.match(in: written, at: written.startIndex).map { $0.0 == unit && $0.1 == written.endIndex } ?? false
                result.amountText += " " + (readsBack ? String(written) : unit.symbol)
                if !note.isEmpty { notes.append(note) }
                cursor = unitEnd
            }
            if let unit = result.unit {
                if let (alternative, end) = alternativeMeasure(in: text, at: cursor) {
                    notes.append(alternative)  // 200g/7oz
                    cursor = end
                } else if let (more, end) = additionalMeasure(in: text, at: cursor, like: unit) {
                    notes.append(more)  // 1 lb 2 oz, 1 cup plus 2 tablespoons
                    cursor = end
                }
            }
        } else if let (unit, end) = articleUnit(in: text) {
            result.quantity = 1
            result.unit = unit
            result.amountText = String(text[..<end])
            cursor = end
        } else if let (unit, end) = UnitTable.match(in: text, at: text.startIndex), followedByOf(text, end) {
            result.unit = unit
            result.amountText = String(text[..<end])
            cursor = end
        }
        if result.unit != nil, followedByOf(text, cursor) {
            cursor = skipBlanks(text, from: cursor)
            cursor = text.index(cursor, offsetBy: 2)
        }
        var (name, commaNotes) = nameAndNotes(text[cursor...], parenthesised: &notes)
        if commaNotes == nil, let (shorter, phrase) = trailingNotePhrase(name) {
            name = shorter
            commaNotes = phrase
        }
        if let commaNotes { notes.append(commaNotes) }
        result.name = name
        let kept = notes.filter { !$0.isEmpty }
        result.notes = kept.isEmpty ? nil : kept.joined(separator: ", ")
        return result
    }

    public static func read(_ line: String) -> ParsedIngredientLine { read(Substring(line)) }

    /// The natural amount at `start`: a quantity, and a unit when the next
    /// word names one; with where it ends (trailing blanks not included).
    /// nil when no quantity starts there.
    public static func leadingAmount(
        in text: Substring, from start: Substring.Index
    ) -> (Quantity, MeasureUnit?, end: Substring.Index)? {
        var scanner = QuantityScanner(text[start...])
        guard let quantity = scanner.quantity() else { return nil }
        let afterQuantity = scanner.index
        guard let next = scanner.current else { return (quantity, nil, afterQuantity) }
        if QuantityScanner.isBlank(next) {
            scanner.skipBlanks()
            if let (unit, end) = unit(in: text, at: scanner.index) { return (quantity, unit, end) }
            return (quantity, nil, afterQuantity)
        }
        if next.isLetter {
            guard let (unit, end) = unit(in: text, at: afterQuantity) else { return nil }
            return (quantity, unit, end)
        }
        if "-–—/⁄.".contains(next) || QuantityScanner.isDigit(next) || QuantityScanner.vulgarFractions[next] != nil {
            return nil
        }
        return (quantity, nil, afterQuantity)
    }

    /// A unit name at `index`, with a point after an abbreviation ("tbsp.") included.
    static func unit(in text: Substring, at index: Substring.Index) -> (MeasureUnit, Substring.Index)? {
        guard index < text.endIndex, text[index].isLetter,
              let (unit, end) = UnitTable.match(in: text, at: index) else { return nil }
        if end < text.endIndex, text[end] == ".", text.distance(from: index, to: end) <= 4 {
            let afterPoint = text.index(after: end)
            if afterPoint == text.endIndex || QuantityScanner.isBlank(text[afterPoint]) { return (unit, afterPoint) }
        }
        return (unit, end)
    }

    // MARK: - Parts of a line

    private static let bullets: Set<Character> = ["-", "*", "•", "·", "▪", "◦", "‣", "–", "—", "+"]
    private static let boxes: Set<Character> = ["▢", "☐", "□", "◻"]

    private static func trimmed(_ text: Substring) -> Substring {
        var start = text.startIndex
        var end = text.endIndex
        while start < end, text[start].isWhitespace { start = text.index(after: start) }
        while end > start, text[text.index(before: end)].isWhitespace { end = text.index(before: end) }
        return text[start..<end]
    }

    private static func skipBlanks(_ text: Substring, from index: Substring.Index) -> Substring.Index {
        var i = index
        while i < text.endIndex, text[i].isWhitespace { i = text.index(after: i) }
        return i
    }

    /// `- 2 eggs`, `• 2 eggs`, `▢ 2 eggs`: the text after the bullet.
    private static func withoutBullet(_ text: Substring) -> Substring {
        guard let first = text.first else { return text }
        let next = text.index(after: text.startIndex)
        if boxes.contains(first) { return trimmed(text[next...]) }
        if bullets.contains(first), next < text.endIndex, text[next].isWhitespace { return trimmed(text[next...]) }
        return text
    }

    /// Whether the word `of` follows (after blanks) at `index`.
    private static func followedByOf(_ text: Substring, _ index: Substring.Index) -> Bool {
        let i = skipBlanks(text, from: index)
        guard i > index, i < text.endIndex, text[i...].prefix(2).lowercased() == "of" else { return false }
        let afterOf = text.index(i, offsetBy: 2)
        return afterOf < text.endIndex && text[afterOf].isWhitespace
    }

    /// `a pinch`, `an 8 oz`... only `a`/`an` followed by a unit.
    private static func articleUnit(in text: Substring) -> (MeasureUnit, Substring.Index)? {
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

    private static let approximations: Set<String> = ["about", "approx.", "approximately", "around", "roughly", "~"]
    private static let qualifiers: Set<String> = [
        "heaped", "heaping", "level", "rounded", "scant", "generous", "good", "small", "large", "big", "medium",
    ]
    private static let numberWords: [String: Double] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12,
    ]

    /// The first run of non-blank characters and where it ends.
    private static func firstWord(of text: Substring) -> (Substring, Substring.Index)? {
        word(in: text, at: text.startIndex)
    }

    private static func word(in text: Substring, at index: Substring.Index) -> (Substring, Substring.Index)? {
        var end = index
        while end < text.endIndex, !text[end].isWhitespace { end = text.index(after: end) }
        return end > index ? (text[index..<end], end) : nil
    }

    /// What may stand between a quantity and its unit: a qualifier
    /// (`heaped tbsp`), a size (`x 400g can`, `28 oz can`, `14-ounce can`,
    /// `(14 oz) can`), or the cook's `T` / `t` for tablespoon / teaspoon.
    /// Returns the note it makes, the unit, and where the unit starts and ends.
    private static func sizedUnit(
        in text: Substring, at index: Substring.Index
    ) -> (String, MeasureUnit, Substring.Index, Substring.Index)? {
        var start = skipBlanks(text, from: index)
        guard start > index, start < text.endIndex, let (first, firstEnd) = word(in: text, at: start) else { return nil }
        if first == "T" || first == "Tbs" || first == "Tbsp" { return ("", MeasureUnit(symbol: "tbsp"), start, firstEnd) }
        if first == "t" { return ("", MeasureUnit(symbol: "tsp"), start, firstEnd) }
        if qualifiers.contains(first.lowercased()), let (unit, end) = unit(in: text, at: skipBlanks(text, from: firstEnd)) {
            return (String(first), unit, skipBlanks(text, from: firstEnd), end)
        }
        if text[start] == "(", let close = text[start...].firstIndex(of: ")") {
            // (14 oz) can, (28-ounce) can
            let inner = text[text.index(after: start)..<close]
            guard inner.first?.isNumber == true else { return nil }
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
        guard let sizeEnd, let (unit, end) = unit(in: text, at: skipBlanks(text, from: sizeEnd)),
              unit.dimension == .count else { return nil }
        return (String(text[start..<sizeEnd]), unit, skipBlanks(text, from: sizeEnd), end)
    }

    /// `2 oz` after `1 lb` (the same kind of measure), or `plus 2 tablespoons` / `+ 1 tsp`.
    private static func additionalMeasure(
        in text: Substring, at index: Substring.Index, like unit: MeasureUnit
    ) -> (String, Substring.Index)? {
        let start = skipBlanks(text, from: index)
        guard start > index, start < text.endIndex else { return nil }
        var amountStart = start
        if let (word, end) = word(in: text, at: start), word.lowercased() == "plus" || word == "+" {
            amountStart = skipBlanks(text, from: end)
        }
        guard let (_, more, end) = leadingAmount(in: text, from: amountStart), let more,
              more.dimension == unit.dimension, more.dimension != .count || more == unit else { return nil }
        return (String(text[start..<end]), end)
    }

    /// `/7oz` or ` / 7 oz` right after a unit: the alternative measure and where it ends.
    private static func alternativeMeasure(in text: Substring, at index: Substring.Index) -> (String, Substring.Index)? {
        let slash = skipBlanks(text, from: index)
        guard slash < text.endIndex, text[slash] == "/" else { return nil }
        let start = skipBlanks(text, from: text.index(after: slash))
        guard let (_, unit, end) = leadingAmount(in: text, from: start), unit != nil else { return nil }
        return (String(text[start..<end]), end)
    }

    /// The name (parenthesised parts taken out into `parenthesised`) and the text after the first comma.
    private static func nameAndNotes(
        _ text: Substring, parenthesised: inout [String]
    ) -> (String, String?) {
        var name = ""
        var notes: String?
        var depth = 0
        var group = ""
        for c in text {
            if c == "(" {
                if depth > 0 { group.append(c) }
                depth += 1
            } else if c == ")", depth > 0 {
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
                notes = ""
            } else {
                name.append(c)
            }
        }
        if depth > 0 {
            if notes != nil { notes?.append("(" + group) } else { name += "(" + group }
        }
        let cleanNotes = notes.map(collapsed).flatMap { $0.isEmpty ? nil : $0 }
        return (collapsed(name), cleanNotes)
    }

    /// Trimmed, with each run of blanks made one space.
    private static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    private static let notePhrases = ["to taste", "to serve", "for serving", "for garnish", "optional"]

    /// `salt to taste` → ("salt", "to taste").
    private static func trailingNotePhrase(_ name: String) -> (String, String)? {
        let lower = name.lowercased()
        for phrase in notePhrases where lower.hasSuffix(" " + phrase) {
            let shorter = String(name.dropLast(phrase.count + 1))
            return (collapsed(shorter), phrase)
        }
        return nil
    }

    /// `@flour{200%g}`, `@salt`, `@olive oil{}`: a Cooklang-style ingredient.
    private static func cooklangStyle(_ text: Substring) -> ParsedIngredientLine? {
        let body = text.dropFirst()
        guard let open = body.firstIndex(of: "{") else {
            return ParsedIngredientLine(name: collapsed(String(body)))
        }
        guard let close = body[open...].firstIndex(of: "}") else { return nil }
        let name = collapsed(String(body[..<open]))
        let inside = body[body.index(after: open)..<close]
        let parts = inside.split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false)
        var quantityText = trimmed(parts[0])
        if quantityText.first == "=" { quantityText = trimmed(quantityText.dropFirst()) }  // a fixed amount
        let unitText = parts.count > 1 ? trimmed(parts[1]) : ""
        var result = ParsedIngredientLine(name: name)
        let afterClose = trimmed(body[body.index(after: close)...])
        if afterClose.first == "(", afterClose.last == ")" {
            result.notes = String(trimmed(afterClose.dropFirst().dropLast()))
        }
        if let quantity = Quantity(quantityText) {
            result.quantity = quantity.low
            result.quantityMax = quantity.high
        }
        result.unit = unitText.isEmpty ? nil : UnitTable.unit(named: unitText)
        result.amountText = [String(quantityText), String(unitText)].filter { !$0.isEmpty }.joined(separator: " ")
        if result.quantity != nil, let read = Amount(result.amountText) {
            // The amount is what its text reads as (`1 c&ps` reads as 1 cup), as for every other line.
            result.quantity = read.quantity.low
            result.quantityMax = read.quantity.high
            result.unit = read.unit
        }
        return result
    }
}

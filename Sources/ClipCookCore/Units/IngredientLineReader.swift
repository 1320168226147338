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
    /// The size of one, when the line gives it in the notes: a pack's
    /// (`2 x 375g packets` → 375 g) or a piece's (`2 salmon fillets (about
    /// 150g each)` → 150 g).
    public var each: Amount?

    public init(
        quantity: Double? = nil, quantityMax: Double? = nil, unit: MeasureUnit? = nil,
        name: String, notes: String? = nil, amountText: String = "", each: Amount? = nil
    ) {
        self.quantity = quantity
        self.quantityMax = quantityMax
        self.unit = unit
        self.name = name
        self.notes = notes
        self.amountText = amountText
        self.each = each
    }

    /// The quantity and unit as an `Amount`; nil when there is no quantity.
    public var amount: Amount? {
        quantity.map { Amount(quantity: Quantity($0, quantityMax), unit: unit) }
    }

    /// How much all of it weighs or holds, when the line gives the size of
    /// one: `2 x 375g packets` → 750 g. nil otherwise.
    public var measured: Amount? {
        guard let each, let quantity, each.quantity.high == nil else { return nil }
        let total = quantity * each.quantity.low
        guard total.isFinite else { return nil }
        return Amount(quantity: Quantity(total), unit: each.unit)
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
        // Peter­silie, water⁣: a soft hyphen or another invisible format character (U+2063, U+200B, U+FEFF) is no
        // character of the name; a no-break or thin space is a blank (looked at by its bytes first: every such
        // character but a control byte opens with 0xC2, 0xE1, 0xE2, 0xE3 or 0xEF)
        let blanked: String? =
            line.utf8.contains(where: { $0 < 0x20 || $0 == 0xC2 || (0xE1...0xE3).contains($0) || $0 == 0xEF })
                && line.unicodeScalars.contains(where: { isInvisible($0) || ($0.properties.isWhitespace && $0 != " ") })
            ? String(
                String.UnicodeScalarView(
                    line.unicodeScalars.compactMap { isInvisible($0) ? nil : $0.properties.isWhitespace ? " " : $0 })) : nil
        var text = trimmed(blanked.map { Substring($0) } ?? line)
        text = withoutBullet(text)
        text = withoutFootnote(text) ?? text
        if text.first == "@", let cooklang = cooklangStyle(text) { return cooklang }

        var result = ParsedIngredientLine(name: "")
        var notes: [String] = []
        let marks = LineMarks(text)
        if marks.braced { text = Substring(String(text.map { $0 == "{" ? "(" : $0 == "}" ? ")" : $0 })) }
        if marks.lostBlanks, let parted = rejoined(text, marks) { text = Substring(parted) }
        if marks.dashAfterLetter, let spaced = spacedDash(text) { text = Substring(spaced) }
        text = withSizesJoined(text, dashed: marks.dashAfterDigit)
        if marks.dashAfterDigit, let parted = withoutDashAfterCount(text) { text = parted }
        if marks.plusAfterDigit, let atLeast = withoutAtLeast(text, notes: &notes) { text = atLeast }
        if marks.minus, let moved = withMinusMoved(text) { text = moved }
        let dashed = marks.spacedSign ? amountAfterDash(text) : nil
        if let moved = dashed ?? amountAfterColon(text) ?? amountAfterComma(text) { text = Substring(moved) }
        text = withoutLeadingNotes(withoutCountParentheses(text), notes: &notes)
        var cursor = text.startIndex
        if !readForeignAmount(text, into: &result, cursor: &cursor, notes: &notes) {
            cursor = readAmount(text, into: &result, notes: &notes)
        }
        if result.quantity == nil, result.unit == nil, let found = trailingAmount(text) {
            // Zucchero 105 g, Farine : 70 g: the amount after the name
            result.quantity = found.quantity.low
            result.quantityMax = found.quantity.high
            result.unit = found.unit
            result.amountText = amountText(found.quantity, found.unit)
            var rest = trimmed(found.rest)
            while let first = rest.first, first == "," || first == ";" || first == "+" || first == "." { rest = trimmed(rest.dropFirst()) }
            text = Substring(String(found.name) + (rest.isEmpty ? "" : ", " + rest))
            cursor = text.startIndex
        }
        if result.quantity == 0, result.quantityMax == nil, result.unit == nil {
            // 0 As required salt: a page's placeholder, no amount
            result.quantity = nil
            result.amountText = ""
        }
        if result.unit != nil, cursor < text.endIndex, text[cursor] == ".", text[text.index(after: cursor)...].first?.isWhitespace == true {
            cursor = text.index(after: cursor)  // 3 tbsps. olive oil: the abbreviation's point
        }
        cursor = afterForeignAmount(text, from: cursor, result: &result, notes: &notes)
        cursor = afterAmountWords(text, from: cursor, result: result, notes: &notes)
        var rest = text[cursor...]
        if adjectiveList(&rest, notes: &notes), let (first, end) = firstWord(of: trimmed(rest)),
            IngredientWords.isListedAdjective(first.lowercased()), !IngredientWords.soldKinds.contains(first.lowercased()),
            let (_, _) = word(in: rest, at: skipBlanks(rest, from: end))
        {
            // crisp, sweet apples: the last adjective of the list opens the name
            notes.append(String(first))
            rest = rest[skipBlanks(rest, from: end)...]
        }
        let beforeParentheses = notes.count
        var (whole, commaNotes) = nameAndNotes(withoutPlurals(rest), parenthesised: &notes, squared: marks.squared)
        takeFoodAfterComma(&whole, &commaNotes, into: &result, notes: &notes)
        var name = IngredientName(whole)
        name.refine(unit: result.unit, counted: result.quantity != nil)
        if let (unit, written) = name.unitAfter {
            result.unit = unit
            result.amountText = result.amountText.isEmpty ? written : result.amountText + " " + written
        }
        // What the name gave up comes before what stood in parentheses after it.
        notes.insert(contentsOf: name.notes, at: beforeParentheses)
        if let commaNotes { notes.append(commaNotes) }
        result.name = name.text
        if result.quantity == nil, let (first, other) = firstServed(name.words, notes: notes + [commaNotes ?? ""]) {
            (result.name, notes) = (first, notes + [other])
        }
        if let fruit = fruitForItsSeeds(result) { (result.name, notes) = (fruit, notes + ["seeds"]) }
        if let unit = result.unit, unit.dimension == .count, result.quantity != nil,
            result.name.isEmpty || IngredientWords.isListedAdjective(result.name.lowercased()),
            let written = result.amountText.split(separator: " ").last, UnitTable.unit(named: written) == unit
        {
            // 4 (6-ounce) fillets, 2 Cloves, whole: the count unit is the food
            if !result.name.isEmpty { notes.append(result.name) }
            result.name = String(written)
            result.unit = nil
            result.amountText = String(trimmed(result.amountText.dropLast(written.count)))
        }
        if let unit = result.unit, let symbol = Self.sameAs[unit.symbol] {
            // a sachet, an envelope: a pack
            result.unit = MeasureUnit(symbol: symbol)
            result.amountText = result.quantity.map { amountText(Quantity($0, result.quantityMax), MeasureUnit(symbol: symbol)) } ?? symbol
        }
        amountInParentheses(&notes, from: beforeParentheses + name.notes.count, into: &result)
        result.each = sizeOfOne(in: notes, packed: result.unit.map { $0.dimension == .count } ?? false)
        if let amount = result.amount, let again = Amount(result.amountText), again != amount {
            // What the reader worked out is written so that it reads back.
            result.amountText = amountText(amount.quantity, amount.unit)
            if let written = Amount(result.amountText), written != amount {
                result.quantity = written.quantity.low
                result.quantityMax = written.quantity.high
                result.unit = written.unit
            }
        }
        let kept = notes.filter { !$0.isEmpty }
        result.notes = kept.isEmpty ? nil : kept.joined(separator: ", ")
        return result
    }

    /// Reads the amount at the start of `text` into `result` (its quantity,
    /// unit and text as written) and the notes it makes; returns where it ends.
    package static func readAmount(_ text: Substring, into result: inout ParsedIngredientLine, notes: inout [String]) -> Substring.Index {
        var cursor = text.startIndex
        var quantityEnd: Substring.Index?
        let glued = leadingAmount(in: text, from: text.startIndex) == nil ? gluedAmount(in: text) : nil
        if let piece = lengthPiece(in: text, at: text.startIndex) {
            // 5cm/2in piece root ginger, 1 inch piece ginger: one piece
            result.quantity = 1
            result.unit = piece.unit
            result.amountText = "1 " + piece.written
            notes.append(piece.size)
            return piece.end
        } else if let (quantity, unit, end) = glued ?? leadingAmount(in: text, from: text.startIndex) {
            result.quantity = quantity.low
            result.quantityMax = quantity.high
            result.unit = unit
            quantityEnd = end
        } else if let (size, end) = hyphenatedSize(in: text), let (unit, written, packEnd) = packAfterSize(in: text, at: end) {
            // 400-gram tin chopped tomatoes: one tin
            result.quantity = 1
            result.unit = unit
            result.amountText = "1 " + written
            notes.append(size)
            return packEnd
        } else if let (quantity, unit, written, end) = dashedUnitAmount(in: text) {
            // 3 to 4-tablespoons: the amount reads as if the dash were a blank
            result.quantity = quantity.low
            result.quantityMax = quantity.high
            result.unit = unit
            result.amountText = written
            return end
        } else if let (word, end) = firstWord(of: text), let value = numberWords[word.lowercased()] ?? articleCount(word, in: text, after: end),
            end < text.endIndex, text[end].isWhitespace
        {
            // Two cups stock
            result.quantity = value
            quantityEnd = end
            if let (unit, unitEnd) = unit(in: text, at: skipBlanks(text, from: end)) {
                result.unit = unit
                quantityEnd = unitEnd
            }
        } else if let (unit, end) = articleUnit(in: text) {
            result.quantity = 1
            result.unit = unit
            result.amountText = String(text[..<end])
            return end
        } else if let (unit, end) = measureUnit(in: text) {
            // pinch of salt, Dash ground ginger, good pinch nutmeg
            result.unit = unit
            result.amountText = String(text[..<end])
            return end
        }
        guard let end = quantityEnd else { return cursor }
        result.amountText = String(text[..<end])
        cursor = end
        if result.unit == nil, result.quantityMax == nil, let first = result.quantity, let (part, unit, partEnd) = plusQuantity(in: text, at: end) {
            // 1/4 + 1/8 teaspoon: one quantity, the sum
            let sum = ((first + part) * 1000).rounded() / 1000
            result.quantity = sum
            result.unit = unit
            result.amountText = amountText(Quantity(sum), unit)
            cursor = partEnd
        } else if result.unit == nil, result.quantityMax == nil, let whole = result.quantity, whole == whole.rounded(),
            let (part, unit, partEnd) = andFraction(in: text, at: end)
        {
            // 1 and 1/2 teaspoons: one quantity
            result.quantity = whole + part
            result.unit = unit
            result.amountText = amountText(Quantity(whole + part), unit)
            cursor = partEnd
        }
        if result.unit == nil, result.quantityMax == nil, let low = result.quantity, result.amountText.first?.isNumber == true,
            let (high, unit, highText, orEnd) = orRange(in: text, at: end), high > low
        {
            // 3 or 4 drops: a range, written with a dash so that it reads back
            result.quantityMax = high
            result.unit = unit
            result.amountText += "-" + highText
            cursor = orEnd
        }
        let sizedFrom = result.unit == nil ? shareOfOne(in: text, at: cursor, quantity: result.quantity) ?? cursor : cursor
        if result.unit == nil, let (note, unit, unitStart, unitEnd) = sizedUnit(in: text, at: sizedFrom) {
            // 1 heaped tbsp, 1 x 400g can, 1 28 oz can, 1 (14 oz) can, One 14-ounce can, 1 T
            result.unit = unit
            // The cook's `T` / `t` reads as a unit only here: the amount keeps the symbol, so that it reads back.
            let written = text[unitStart..<unitEnd]
            let readsBack = UnitTable.match(in: written, at: written.startIndex).map { $0.0 == unit && $0.1 == written.endIndex } ?? false
            result.amountText += " " + (readsBack ? String(written) : unit.symbol)
            if !note.isEmpty { notes.append(note) }
            cursor = unitEnd
        }
        guard let unit = result.unit else {
            // 2 x 200g salmon fillets: the size of each is a note
            let x = skipBlanks(text, from: cursor)
            guard x > cursor, let (word, end) = word(in: text, at: x), word == "x" || word == "×",
                let (_, size, sizeEnd) = leadingAmount(in: text, from: skipBlanks(text, from: end)), let size,
                size.dimension != .count
            else { return cursor }
            notes.append(String(text[skipBlanks(text, from: end)..<sizeEnd]) + " each")
            // 2 x 400 g / 14 oz can of plum tomatoes: the count is of cans
            let echo = alternativeMeasure(in: text, at: sizeEnd)
            if let (pack, written, packEnd) = packAfterSize(in: text, at: echo?.1 ?? sizeEnd) {
                if let echo { notes.append(echo.0) }
                result.unit = pack
                result.amountText += " " + written
                return packEnd
            }
            return sizeEnd
        }
        let echo = unit.dimension != .count ? alternativeMeasure(in: text, at: cursor) ?? bracketedMeasure(in: text, at: cursor) : nil
        if unit.dimension != .count, let (pack, written, packEnd) = packAfterSize(in: text, at: echo?.1 ?? cursor) {
            // 400g tin chopped tomatoes, 400 g / 14 oz can of tomatoes, 2 x ... is read above: one tin of 400 g
            let packs = packCount(in: text, before: cursor, result: result, packWord: written)
            notes.append(packs?.size ?? String(text[..<cursor]))
            if let echo { notes.append(echo.0) }
            result.quantity = packs?.count ?? 1
            result.quantityMax = nil
            result.unit = pack
            result.amountText = (packs.map { amountText(Quantity($0.count), nil) } ?? "1") + " " + written
            return packEnd
        }
        if glued != nil, let (_, other, end) = leadingAmount(in: text, from: cursor), other != nil {
            notes.append(String(text[cursor..<end]))  // 15g¼oz
            cursor = end
        }
        // 200g/7oz, 1 lb 2 oz, 1 cup plus 2 tablespoons, 1.5kg/3lb 5oz, 1 cup plus 1 tablespoon / 235 g
        for _ in 0..<3 {
            if let (alternative, end) = alternativeMeasure(in: text, at: cursor) ?? echoBeforePlus(in: text, at: cursor, like: unit) {
                // 200g/7oz; 2/3 cup (160 ml) plus 2 Tbs.: the echo is a note
                notes.append(alternative)
                cursor = end
            } else if result.quantityMax == nil, let low = result.quantity, let (high, other, end) = measureRangeEnd(in: text, at: cursor),
                other.dimension == unit.dimension
            {
                // 1kg-1.5kg beef is a range; 750ml-1 litre milk keeps its other end as a note
                if other == unit, high > low {
                    (result.quantityMax, result.amountText) = (high, amountText(Quantity(low, high), unit))
                } else {
                    notes.append("to " + text[cursor..<end].drop { !$0.isNumber })
                }
                cursor = end
            } else if let (more, end) = additionalMeasure(in: text, at: cursor, like: unit)
                ?? (unit.symbol == "stick" ? stickPlus(in: text, at: cursor) : nil)
            {
                // 1 lb 1 oz, 1 cup plus 2 tablespoons: one amount, the sum
                if !add(more, to: &result) { notes.append(more) }
                cursor = end
            } else {
                break
            }
        }
        if text[cursor...].hasPrefix("(s)") { cursor = text.index(cursor, offsetBy: 3) }  // 300 milliliter(s)
        return cursor
    }

    public static func read(_ line: String) -> ParsedIngredientLine { read(Substring(line)) }

    /// Units a shopper counts as another: a sachet or an envelope is a pack, a rasher a slice.
    package static let sameAs = ["sachet": "pack", "envelope": "pack", "rasher": "slice"]

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
    package static func unit(in text: Substring, at index: Substring.Index) -> (MeasureUnit, Substring.Index)? {
        guard index < text.endIndex, text[index].isLetter,
            let (unit, end) = UnitTable.match(in: text, at: index) ?? UnitTable.misspelled(in: text, at: index)
        else { return nil }
        if end < text.endIndex, text[end] == ".", text.distance(from: index, to: end) <= 4 {
            let afterPoint = text.index(after: end)
            if afterPoint == text.endIndex || QuantityScanner.isBlank(text[afterPoint]) { return (unit, afterPoint) }
        }
        return (unit, end)
    }

}

import ClipCookCore

/// `- [AMOUNT] NAME[, NOTES] [id ID]`: what one ingredient line says.
package struct IngredientLine {
    package var amount: String
    package var amountRange: Range<Int>
    package var name: String
    package var nameRange: Range<Int>
    package var notes: String?
    package var notesRange: Range<Int>?
    package var id: String?
    package var idRange: Range<Int>?
    package var food: String?
    package var foodRange: Range<Int>?
    /// The trailing annotations, as read.
    package var annotations: [Annotation] = []
    package var comment: Range<Int>?

    /// Reads the line after its `-` (natural or explicit amount, name, notes, annotations).
    package static func read(_ lexer: inout Lexer) throws(LineError) -> IngredientLine {
        lexer.skipBlanks()
        let (amount, amountRange) = try lexer.readAmount()
        let (name, nameRange) = try lexer.readText(
            BareStops(comma: true, annotations: Keywords.ingredientAnnotations),
            what: "ingredient name")
        // The parts are read into locals and the line is made once at the
        // end (not copied on the way).
        var notes: String?
        var notesRange: Range<Int>?
        lexer.skipBlanks()
        if lexer.peek() == ByteClass.comma {
            lexer.position += 1
            (notes, notesRange) = try lexer.readText(
                BareStops(annotations: Keywords.ingredientAnnotations),
                what: "notes after ','")
        }
        let annotations = try lexer.readAnnotations(Keywords.ingredientAnnotations)
        var id: String?
        var idRange: Range<Int>?
        var food: String?
        var foodRange: Range<Int>?
        for annotation in annotations {
            if annotation.keyword == "food" {
                food = annotation.text
                foodRange = annotation.valueRange
            } else {
                id = annotation.text
                idRange = annotation.valueRange
            }
        }
        let comment = try lexer.finish(after: "the ingredient")
        return IngredientLine(
            amount: amount ?? "", amountRange: amountRange, name: name, nameRange: nameRange,
            notes: notes, notesRange: notesRange, id: id, idRange: idRange, food: food,
            foodRange: foodRange, annotations: annotations, comment: comment)
    }
}

extension IngredientLine {
    /// The model's ingredient at `position` of the list. Its strings move
    /// out of the line, which keeps empty ones: a copy would cost a retain
    /// now and a release when the line goes.
    package mutating func takeIngredient(position: Int) -> Ingredient {
        Ingredient(
            id: id.take() ?? DerivedID.ingredient(position: position), name: exchange(&name, with: ""),
            amount: exchange(&amount, with: ""), notes: notes.take(), food: food.take())
    }
}

extension Lexer {
    /// An amount at the start of an item: `[TEXT]`, `["TEXT"]`, `[]`, or a
    /// natural quantity with its unit (`Amount.leadingAmountEnd`). nil when there is none.
    package mutating func readAmount() throws(LineError) -> (String?, Range<Int>) {
        let start = position
        if peek() == ByteClass.openBracket {
            position += 1
            skipBlanks()
            var value: String
            var range: Range<Int>
            if peek() == ByteClass.quote {
                (value, range) = try readQuoted()
            } else {
                range = readBare(BareStops(closeBracket: true))
                value = text(range)
            }
            skipBlanks()
            guard peek() == ByteClass.closeBracket else {
                throw LineError("missing ']' to end the amount", atEnd ? start..<position : position..<position + 1)
            }
            position += 1
            if range.isEmpty { range = start..<position }
            return (value, range)
        }
        guard let b = peek(), ByteClass.isDigit(b) || b >= 0x80 else { return (nil, start..<start) }
        // A bounded prefix (a few words) is enough to find a quantity and its unit.
        let (stop, isASCII) = Lexer.endOfWords(6, bytes, from: position, end: end)
        let length: Int
        // Only the end is needed here: the amount is kept as text.
        switch AmountByteReader.readEnd(bytes, from: position, end: stop, knownASCII: isASCII) {
        case .end(let amountEnd): length = amountEnd - position
        case .none: return (nil, start..<start)
        case .undecided:
            // Letters outside ASCII or combining marks next to the amount: the `Character` reader decides.
            let prefix = Substring(text(position..<stop))
            guard let amountEnd = Amount.leadingAmountEnd(in: prefix) else { return (nil, start..<start) }
            length = prefix.utf8.distance(from: prefix.startIndex, to: amountEnd)
        }
        guard length > 0 else { return (nil, start..<start) }
        var e = position + length
        while e > position, ByteClass.isBlank(bytes[e - 1]) { e -= 1 }
        let range = position..<e
        position += length
        return (text(range), range)
    }
}

extension Lexer {
    /// Where `count` words (runs of non-blanks, each with the blanks after
    /// it) from `start` end, or `end` when the text ends first; and whether
    /// every byte up to there is ASCII (seen on the way).
    package static func endOfWords(_ count: Int, _ bytes: [UInt8], from start: Int, end: Int) -> (stop: Int, isASCII: Bool) {
        bytes.withUnsafeBufferPointer { buffer in
            // Every read below is at an offset in max(start, 0)..<min(end, buffer.count).
            let end = min(end, buffer.count)
            var stop = max(start, 0)
            var words = 0
            var seen: UInt8 = 0
            while stop < end, words < count {
                while stop < end, !ByteClass.isBlank(buffer[stop]) {
                    seen |= buffer[stop]
                    stop += 1
                }
                words += 1
                while stop < end, ByteClass.isBlank(buffer[stop]) { stop += 1 }
            }
            return (stop, seen < 0x80)
        }
    }
}

/// `- [AMOUNT] NAME[, NOTES] [id ID]`: what one ingredient line says.
struct IngredientLine {
    var amount: String
    var amountRange: Range<Int>
    var name: String
    var nameRange: Range<Int>
    var notes: String?
    var notesRange: Range<Int>?
    var id: String?
    var idRange: Range<Int>?
    var food: String?
    var foodRange: Range<Int>?
    /// The trailing annotations, as read.
    var annotations: [Annotation] = []
    var comment: Range<Int>?

    /// Reads the line after its `-` (natural or explicit amount, name, notes, annotations).
    static func read(_ lexer: inout Lexer) throws(LineError) -> IngredientLine {
        lexer.skipBlanks()
        let (amount, amountRange) = try lexer.readAmount()
        let (name, nameRange) = try lexer.readText(BareStops(comma: true, annotations: Keywords.ingredientAnnotations),
                                                   what: "ingredient name")
        var line = IngredientLine(amount: amount ?? "", amountRange: amountRange, name: name, nameRange: nameRange)
        lexer.skipBlanks()
        if lexer.peek() == ByteClass.comma {
            lexer.position += 1
            let (notes, notesRange) = try lexer.readText(BareStops(annotations: Keywords.ingredientAnnotations),
                                                         what: "notes after ','")
            line.notes = notes
            line.notesRange = notesRange
        }
        line.annotations = try lexer.readAnnotations(Keywords.ingredientAnnotations)
        for annotation in line.annotations {
            if annotation.keyword == "food" {
                line.food = annotation.text
                line.foodRange = annotation.valueRange
            } else {
                line.id = annotation.text
                line.idRange = annotation.valueRange
            }
        }
        line.comment = try lexer.finish(after: "the ingredient")
        return line
    }
}

extension Lexer {
    /// An amount at the start of an item: `[TEXT]`, `["TEXT"]`, `[]`, or a
    /// natural quantity with its unit (`Amount.leadingAmountEnd`). nil when there is none.
    mutating func readAmount() throws(LineError) -> (String?, Range<Int>) {
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
        var stop = position
        var words = 0
        while stop < end, words < 6 {
            while stop < end, !ByteClass.isBlank(bytes[stop]) { stop += 1 }
            words += 1
            while stop < end, ByteClass.isBlank(bytes[stop]) { stop += 1 }
        }
        let length: Int
        switch AmountByteReader.read(bytes, from: position, end: stop) {
        case .amount(_, _, let amountEnd): length = amountEnd - position
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

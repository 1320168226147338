import ClipCookCore

/// `- [ ] [AMOUNT] NAME [recipe ID] [from NAME] [id ID] [created TIMESTAMP]`.
package struct ShoppingLine {
    package var checked: Bool
    package var checkboxRange: Range<Int>
    package var amount: String?
    package var amountRange: Range<Int>
    package var name: String
    package var nameRange: Range<Int>
    package var annotations: [Annotation] = []
    package var comment: Range<Int>?

    package func annotation(_ keyword: String) -> Annotation? { annotations.first { $0.keyword == keyword } }

    /// Reads the line after its `-`.
    package static func read(_ lexer: inout Lexer) throws(LineError) -> ShoppingLine {
        lexer.skipBlanks()
        let start = lexer.position
        guard lexer.peek() == ByteClass.openBracket else {
            throw LineError("missing checkbox '[ ]' or '[x]'", start..<max(start + 1, lexer.nonBlankRun().upperBound))
        }
        let checked: Bool
        switch (lexer.peek(1), lexer.peek(2)) {
        case (ByteClass.space, ByteClass.closeBracket): checked = false
        case (0x78, ByteClass.closeBracket), (0x58, ByteClass.closeBracket): checked = true
        default:
            var stop = start + 1
            while stop < lexer.end, lexer.bytes[stop] != ByteClass.closeBracket, stop - start < 12 { stop += 1 }
            let range = start..<min(lexer.end, stop + 1)
            throw LineError("bad checkbox '\(lexer.text(range))', expected '[ ]' or '[x]'", range)
        }
        lexer.position += 3
        lexer.skipBlanks()
        let (amount, amountRange) = try lexer.readAmount()
        let (name, nameRange) = try lexer.readText(BareStops(annotations: Keywords.shoppingAnnotations), what: "item name")
        var line = ShoppingLine(
            checked: checked, checkboxRange: start..<start + 3, amount: amount,
            amountRange: amountRange, name: name, nameRange: nameRange)
        line.annotations = try lexer.readAnnotations(Keywords.shoppingAnnotations)
        line.comment = try lexer.finish(after: "the item")
        return line
    }
}

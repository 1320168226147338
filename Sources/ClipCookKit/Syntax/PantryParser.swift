/// The lines of a pantry: `- [AMOUNT] NAME` items, the amount optional and
/// read as an ingredient's (`2 kg plain flour`, `[1 bottle] olive oil`, `salt`).
final class PantryParser: BodyParser {
    var items: [PantryItem] = []

    func parse(_ lexer: inout Lexer, _ session: ParseSession) throws(LineError) -> LineOutcome {
        let start = lexer.position
        guard lexer.peek() == ByteClass.dash, lexer.peek(1).map(ByteClass.isBlank) ?? true else {
            throw LineError("expected a pantry item such as '- 2 kg plain flour'", lexer.nonBlankRun())
        }
        lexer.position += 1
        let line = try PantryLine.read(&lexer)
        let path = SourcePath(.pantryItems, items.count)
        session.record(path, start..<DocumentParser.trimEnd(lexer.bytes, start, line.comment?.lowerBound ?? lexer.end))
        if line.amount != nil { session.record(path + .amount, line.amountRange) }
        session.record(path + .name, line.nameRange)
        items.append(PantryItem(name: line.name, amount: line.amount))
        return LineOutcome(.pantryItem, comment: line.comment, itemIndex: items.count - 1)
    }

    func finish(_ session: ParseSession) -> Document {
        .pantry(Pantry(items: items))
    }
}

/// `- [AMOUNT] NAME` after the dash, as in a pantry.
struct PantryLine {
    var amount: String?
    var amountRange: Range<Int>
    var name: String
    var nameRange: Range<Int>
    var comment: Range<Int>?

    static func read(_ lexer: inout Lexer) throws(LineError) -> PantryLine {
        lexer.skipBlanks()
        let (amount, amountRange) = try lexer.readAmount()
        let (name, nameRange) = try lexer.readText(.lineEnd, what: "item name")
        let comment = try lexer.finish(after: "the item")
        return PantryLine(amount: amount, amountRange: amountRange, name: name, nameRange: nameRange, comment: comment)
    }
}

import ClipCookCore

/// The lines of a pantry: `- [AMOUNT] NAME [expires DATE]` items, the amount
/// optional and read as an ingredient's (`2 kg plain flour`, `[1 bottle]
/// olive oil`, `salt`), the day it is best used by optional (`- 6 eggs
/// expires 2026-12-01`).
package final class PantryParser: BodyParser {
    package var items: [PantryItem] = []

    package func parse(_ lexer: inout Lexer, _ session: ParseSession) throws(LineError) -> LineOutcome {
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
        if let range = line.expiresRange { session.record(path + .expires, range) }
        items.append(PantryItem(name: line.name, amount: line.amount, expires: line.expires))
        return LineOutcome(.pantryItem, comment: line.comment, itemIndex: items.count - 1)
    }

    package func finish(_ session: ParseSession) -> Document {
        .pantry(Pantry(items: items))
    }
}

/// `- [AMOUNT] NAME [expires DATE]` after the dash, as in a pantry.
package struct PantryLine {
    package var amount: String?
    package var amountRange: Range<Int>
    package var name: String
    package var nameRange: Range<Int>
    package var expires: Day?
    /// The date after `expires`.
    package var expiresRange: Range<Int>?
    /// The word `expires`.
    package var expiresKeyword: Range<Int>?
    package var comment: Range<Int>?

    package static let expiresWord = Array("expires".utf8)
    package static let nameStops = BareStops(word: expiresWord)

    package static func read(_ lexer: inout Lexer) throws(LineError) -> PantryLine {
        lexer.skipBlanks()
        let (amount, amountRange) = try lexer.readAmount()
        let (name, nameRange) = try lexer.readText(nameStops, what: "item name")
        var line = PantryLine(amount: amount, amountRange: amountRange, name: name, nameRange: nameRange)
        lexer.skipBlanks()
        if lexer.startsWithWord(expiresWord) {
            let keyword = lexer.position..<lexer.position + expiresWord.count
            lexer.position = keyword.upperBound
            lexer.skipBlanks()
            let run = lexer.nonBlankRun()
            guard !run.isEmpty, !lexer.isCommentStart(at: run.lowerBound) else {
                throw LineError("missing date after 'expires'", keyword, notes: ["write the day as yyyy-MM-dd, as in 'expires 2026-12-01'"])
            }
            let text = lexer.text(run)
            guard let day = Day(text) else {
                throw LineError(
                    "invalid expiry date '\(Excerpt.of(text))'", run, notes: ["expected a real day written yyyy-MM-dd, as in 'expires 2026-12-01'"])
            }
            lexer.position = run.upperBound
            line.expires = day
            line.expiresRange = run
            line.expiresKeyword = keyword
        }
        line.comment = try lexer.finish(after: line.expires == nil ? "the item" : "the expiry date")
        return line
    }
}

import ClipCookCore

/// The lines of an aisles file: `aisle NAME` lines (one of the aisles), each
/// followed by `- ITEM` lines naming what is found there.
package final class AislesParser: BodyParser {
    package var entries: [AisleEntry] = []

    package func parse(_ lexer: inout Lexer, _ session: ParseSession) throws(LineError) -> LineOutcome {
        let start = lexer.position
        if lexer.peek() == ByteClass.dash, lexer.peek(1).map(ByteClass.isBlank) ?? true {
            guard !entries.isEmpty else {
                throw LineError(
                    "an item before any 'aisle' line", lexer.nonBlankRun(),
                    notes: ["start with a line such as 'aisle produce'"])
            }
            lexer.position += 1
            let (name, range) = try lexer.readText(.lineEnd, what: "item name")
            let comment = try lexer.finish(after: "the item")
            let index = entries.count - 1
            session.record(SourcePath(.aisles, index).appending(.names, entries[index].names.count), range)
            entries[index].names.append(name)
            return LineOutcome(.aisleItem, comment: comment, itemIndex: index)
        }
        let word = lexer.text(lexer.readWord())
        guard word == "aisle" else {
            lexer.position = start
            throw LineError(
                "expected 'aisle NAME' or an item such as '- lemongrass'", lexer.nonBlankRun(),
                notes: Suggestion.notes(for: word, in: ["aisle"]))
        }
        let (aisle, range, comment) = try lexer.readEnumValue(Aisle.self, "aisle")
        session.record(SourcePath(.aisles, entries.count), start..<range.upperBound)
        session.record(SourcePath(.aisles, entries.count) + .aisle, range)
        entries.append(AisleEntry(aisle: aisle, names: []))
        return LineOutcome(.aisle, comment: comment, itemIndex: entries.count - 1)
    }

    package func finish(_ session: ParseSession) -> Document {
        .aisles(AisleList(entries: entries))
    }
}

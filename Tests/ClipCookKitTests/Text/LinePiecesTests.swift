import Testing

@testable import ClipCookInterop

/// The one piece writer the card, `nutrition` and Markdown share: pieces
/// end at a line's end, are handed on once they reach the size, and joined
/// give the text.
@Suite struct LinePiecesTests {
    private func pieces(_ layout: LinePieces.Layout, size: Int, lines: [String], tail: String? = nil) -> [String] {
        var made: [String] = []
        var writer = LinePieces(size: size, layout: layout)
        for line in lines { writer.add(line) { made.append($0) } }
        if let tail { writer.extend(tail) }
        writer.finish { made.append($0) }
        return made
    }

    @Test func joinedLinesHaveNoFeedAfterTheLast() {
        let made = pieces(.joined, size: 8, lines: ["alpha", "beta", "gamma", "delta"], tail: " [5 min]")
        #expect(made == ["alpha\nbeta", "\ngamma\ndelta [5 min]"])
        #expect(made.joined() == "alpha\nbeta\ngamma\ndelta [5 min]")
    }

    @Test func terminatedLinesEachEndWithAFeed() {
        let made = pieces(.terminated, size: 8, lines: ["# Soup", "", "- 2 leeks", "- salt"])
        #expect(made == ["# Soup\n\n", "- 2 leeks\n", "- salt\n"])
    }

    @Test func theLargestSizeGivesOnePiece() {
        let lines = (1...500).map { "line \($0)" }
        let made = pieces(.joined, size: .max, lines: lines)
        #expect(made == [lines.joined(separator: "\n")])
    }

    @Test func nothingAddedHandsOnNothing() {
        #expect(pieces(.joined, size: 8, lines: []).isEmpty)
    }
}

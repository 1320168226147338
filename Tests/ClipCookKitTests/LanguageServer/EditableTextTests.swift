@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit
import Testing

/// Issue 22, item 6: the language server's incremental edits, applied on
/// `EditableText`, give the text the plain way gives (rebuild the line
/// table, copy the bytes around the change), whatever the sequence.
@Suite struct EditableTextTests {
    /// The plain way: each change against the whole text, as the server did before.
    static func naive(_ bytes: [UInt8], _ start: (Int, Int), _ end: (Int, Int), _ text: [UInt8]) -> [UInt8] {
        let positions = TextPositions(bytes)
        let from = positions.offset(line: start.0, character: start.1)
        let to = max(from, positions.offset(line: end.0, character: end.1))
        return Array(bytes[..<from]) + text + Array(bytes[to...])
    }

    static let pieces = ["a", "bc", "\n", "\r\n", "é", "€", "😀", " ", "recipe Toast\n", "\n\n", "\r", "x😀y\n"]

    static func randomText<G: RandomNumberGenerator>(_ generator: inout G, pieces count: Int) -> [UInt8] {
        var text: [UInt8] = []
        for _ in 0..<count { text += Array((pieces.randomElement(using: &generator) ?? "a").utf8) }
        return text
    }

    @Test(arguments: 0..<40) func randomEditSequencesGiveTheNaiveText(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        var expected = Self.randomText(&generator, pieces: Int.random(in: 0...60, using: &generator))
        var text = EditableText(expected)
        for _ in 0..<300 {
            let lines = expected.filter { $0 == 0x0A }.count + 1
            // Positions in the text, and some past a line's end or the last line.
            func position() -> (Int, Int) {
                (Int.random(in: -1...(lines + 1), using: &generator), Int.random(in: -1...12, using: &generator))
            }
            var start = position()
            var end = position()
            if Bool.random(using: &generator), start > end { swap(&start, &end) }
            let inserted = Self.randomText(&generator, pieces: Int.random(in: 0...3, using: &generator))
            expected = Self.naive(expected, start, end, inserted)
            let from = text.offset(line: start.0, character: start.1)
            text.replace(from..<max(from, text.offset(line: end.0, character: end.1)), with: inserted)
            #expect(text.bytes == expected)
            #expect(text.count == expected.count)
            if text.bytes != expected { return }
        }
    }

    /// A batch in the order editors send multi-cursor edits (last first),
    /// and the other way round, each change against the text the one before left.
    @Test func aBatchOfManyChangesInEitherOrderMatchesTheNaiveText() {
        let line = Array("  Add @salt{1%g} and 😀 more\n".utf8)
        let document = Array((0..<400).map { _ in line }.joined())
        for descending in [true, false] {
            var expected = document
            var text = EditableText(document)
            for step in 0..<400 {
                let row = descending ? 399 - step : step
                let change: ((Int, Int), (Int, Int), [UInt8]) = ((row, 2), (row, 5), Array("Stir\n".utf8))
                // Ascending, each earlier change added a line above.
                let shifted = descending ? change : ((row * 2, 2), (row * 2, 5), change.2)
                expected = Self.naive(expected, shifted.0, shifted.1, shifted.2)
                let from = text.offset(line: shifted.0.0, character: shifted.0.1)
                text.replace(from..<text.offset(line: shifted.1.0, character: shifted.1.1), with: shifted.2)
            }
            #expect(text.bytes == expected)
            #expect(String(decoding: text.bytes, as: UTF8.self).components(separatedBy: "Stir\n").count == 401)
        }
    }
}

import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// `UnifiedDiff` compares lines on bytes; its output is the one the
/// `String`-per-line version gave (`UnifiedDiffReference`), canonically
/// equivalent lines included.
@Suite struct UnifiedDiffEquivalenceTests {
    func expectSame(_ old: String, _ new: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let reference = UnifiedDiffReference.diff(old, new, oldName: "a", newName: "b")
        #expect(UnifiedDiff.diff(old, new, oldName: "a", newName: "b") == reference, sourceLocation: sourceLocation)
        #expect(
            UnifiedDiff.diff(Array(old.utf8), Array(new.utf8), oldName: "a", newName: "b") == reference,
            sourceLocation: sourceLocation)
    }

    @Test func everyFormatFixtureDiffsAsBefore() throws {
        let sources = StreamingFormatterTests.sources(under: StreamingFormatterTests.fixtures)
        let inputs = sources.filter { $0.path.contains(".input.") }
        #expect(inputs.count >= 10)
        for input in inputs {
            let old = String(decoding: input.bytes, as: UTF8.self)
            let new = try Formatter.format(input)
            #expect(!UnifiedDiff.diff(old, new, oldName: "a", newName: "b").isEmpty || old == new)
            expectSame(old, new)
            expectSame(new, old)
        }
    }

    @Test func canonicallyEquivalentLinesAreTheSameLine() {
        // "é" precomposed and decomposed: equal as strings, different bytes.
        expectSame("caf\u{E9}\nx\n", "cafe\u{301}\ny\n")
        expectSame("caf\u{E9}\n", "cafe\u{301}\n")
        #expect(UnifiedDiff.diff(Array("caf\u{E9}\n".utf8), Array("cafe\u{301}\n".utf8), oldName: "a", newName: "b").isEmpty)
        // The Kelvin sign is canonically "K": a non-ASCII line equal to an ASCII one.
        expectSame("\u{212A}\nend\n", "K\nend\n")
    }

    @Test func invalidUTF8IsShownRepairedAsBefore() {
        let old: [UInt8] = Array("a\n".utf8) + [0xFF, 0x0A] + Array("c\n".utf8)
        let new: [UInt8] = Array("a\nb\nc\n".utf8)
        #expect(
            UnifiedDiff.diff(old, new, oldName: "a", newName: "b")
                == UnifiedDiffReference.diff(
                    String(decoding: old, as: UTF8.self), String(decoding: new, as: UTF8.self),
                    oldName: "a", newName: "b"))
    }

    @Test func randomEditsDiffAsBefore() {
        var random = SplitMix64(seed: 0xD1FF)
        let words = ["a", "b", "c", "  d", "", "e\r", "caf\u{E9}", "cafe\u{301}", "-- x"]
        for _ in 0..<400 {
            let count = Int.random(in: 0...30, using: &random)
            let old = (0..<count).map { _ in words[Int.random(in: 0..<words.count, using: &random)] }
            var new = old
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let at = Int.random(in: 0...new.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: new.insert(words[Int.random(in: 0..<words.count, using: &random)], at: at)
                case 1: if at < new.count { new.remove(at: at) }
                default: if at < new.count { new[at] += "!" }
                }
            }
            let oldText = old.joined(separator: "\n") + (Bool.random(using: &random) ? "\n" : "")
            let newText = new.joined(separator: "\n") + (Bool.random(using: &random) ? "\n" : "")
            expectSame(oldText, newText)
        }
    }

    @Test func moreChangesThanTheLimitMakeOneHunkAsBefore() {
        let old = (0..<(UnifiedDiff.maxEditDistance + 10)).map { "old \($0)" }.joined(separator: "\n") + "\n"
        let new = (0..<(UnifiedDiff.maxEditDistance + 10)).map { "new \($0)" }.joined(separator: "\n") + "\n"
        expectSame(old, new)
    }
}

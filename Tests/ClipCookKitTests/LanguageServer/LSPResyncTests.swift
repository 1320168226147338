@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit
import Testing

/// Issue 22, items 4 and 5: the framing reader finds its way back after a
/// wrong `Content-Length` or junk, and a lone surrogate is read as U+FFFD.
@Suite struct LSPResyncTests {
    static func request(_ id: Int) -> [UInt8] {
        Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///x/a.recipe"}}}"#.utf8)
    }

    /// A message framed with a length `delta` bytes off.
    static func misframed(_ body: [UInt8], by delta: Int) -> [UInt8] {
        Array("Content-Length: \(body.count + delta)\r\n\r\n".utf8) + body
    }

    @Test(arguments: [-5, 5, -1, 1, -40]) func aWrongLengthLosesNoLaterMessage(delta: Int) {
        var stream = Self.misframed(Self.request(0), by: delta)
        for id in 1...23 { stream += LSPMessageReader.frame(Self.request(id)) }
        var reader = LSPMessageReader()
        reader.append(stream)
        var bodies: [[UInt8]] = []
        while let body = reader.next() { bodies.append(body) }
        // Each of the 23 after it reads back whole; the misframed one reads back whole too.
        #expect(bodies.count == 24)
        #expect(Array(bodies.suffix(23)) == (1...23).map(Self.request))
        #expect(bodies.first == Self.request(0))
    }

    @Test func aWrongLengthSentAloneIsSortedOutWhenTheNextMessageComes() {
        var reader = LSPMessageReader()
        reader.append(Self.misframed(Self.request(0), by: 5))
        #expect(reader.next() == nil)
        for id in 1...3 {
            reader.append(LSPMessageReader.frame(Self.request(id)))
        }
        var bodies: [[UInt8]] = []
        while let body = reader.next() { bodies.append(body) }
        #expect(bodies == (0...3).map(Self.request))
    }

    @Test func junkBeforeAMessageInTheSameReadIsSkipped() {
        var generator = SplitMix64(seed: 22)
        let junk = (0..<9_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        var reader = LSPMessageReader()
        reader.append(junk + LSPMessageReader.frame(Self.request(7)))
        #expect(reader.next() == Self.request(7))
        #expect(reader.next() == nil)
        // Junk that looks like header text, and a header cut in two by the reads.
        var second = LSPMessageReader()
        let framed = LSPMessageReader.frame(Self.request(8))
        second.append(Array(String(repeating: "Content-Lengthy: x ", count: 500).utf8) + framed.prefix(9))
        #expect(second.next() == nil)
        second.append(framed.dropFirst(9))
        #expect(second.next() == Self.request(8))
    }

    @Test func aBodyThatIsNotJSONIsHandedOnAndTheNextMessageRead() {
        var reader = LSPMessageReader()
        reader.append(
            Self.misframed(Array("{\"text\":\"cut".utf8), by: 0) + Array("\r\nmore junk".utf8)
                + LSPMessageReader.frame(Self.request(1)))
        var bodies: [[UInt8]] = []
        while let body = reader.next() { bodies.append(body) }
        #expect(bodies.last == Self.request(1))
    }

    @Test func aLoneSurrogateIsReadAsAReplacementCharacter() {
        let server = LanguageServer()
        _ = server.handle(
            Array(
                #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///x/a.recipe","languageId":"clipcook","version":1,"text":"recipe A\n"}}}"#
                    .utf8))
        let replies = server.handle(
            Array(
                #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///x/a.recipe","version":2},"contentChanges":[{"text":"X\ud83dY"}]}}"#
                    .utf8))
        #expect(replies.isEmpty)
        #expect(server.openBytes("file:///x/a.recipe") == Array("X\u{FFFD}Y".utf8))
        // A low half alone, a pair split by other text, and a whole pair (kept).
        _ = server.handle(
            Array(
                #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///x/a.recipe","version":3},"contentChanges":[{"range":{"start":{"line":0,"character":1},"end":{"line":0,"character":1}},"text":"\udc00-\ud83d\\ud83d-\ud83d\ude00"}]}}"#
                    .utf8))
        #expect(server.openBytes("file:///x/a.recipe") == Array("X\u{FFFD}-\u{FFFD}\\ud83d-\u{1F600}\u{FFFD}Y".utf8))
    }
}

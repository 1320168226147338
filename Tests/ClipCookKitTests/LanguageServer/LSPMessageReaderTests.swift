import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Testing

/// The language server's framing reader: `Content-Length: N`, a blank line, N bytes.
@Suite struct LSPMessageReaderTests {
    static let initialize = Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8)

    @Test func aMessageSplitAcrossReadsComesOutWhole() {
        var reader = LSPMessageReader()
        let framed = LSPMessageReader.frame(Self.initialize)
        reader.append(framed.prefix(30))
        #expect(reader.next() == nil)
        reader.append(framed.dropFirst(30))
        #expect(reader.next() == Self.initialize)
        #expect(reader.next() == nil)
    }

    /// Found while writing the `lsp` fuzz target: a header without a usable
    /// Content-Length made `next()` answer nil although a complete message
    /// followed it, so the server waited for input that its client, waiting
    /// for the answer, would never send.
    @Test func aBadHeaderDoesNotHoldBackTheMessageAfterIt() {
        for bad in [
            "Content-Length: lots\r\n\r\n", "Content-Length: -1\r\n\r\n", "Content-Type: x\r\n\r\n",
            "Content-Length: 99999999999\r\n\r\n",
        ] {
            var reader = LSPMessageReader()
            reader.append(Array(bad.utf8) + LSPMessageReader.frame(Self.initialize))
            #expect(reader.next() == Self.initialize, "after \(bad.debugDescription)")
            #expect(reader.next() == nil)
        }
    }

    @Test func manyBadHeadersInARowAreAllSkipped() {
        var reader = LSPMessageReader()
        let bad = Array(String(repeating: "Content-Length: x\r\n\r\n", count: 20_000).utf8)
        reader.append(bad + LSPMessageReader.frame(Self.initialize) + LSPMessageReader.frame([0x7B, 0x7D]))
        #expect(reader.next() == Self.initialize)
        #expect(reader.next() == [0x7B, 0x7D])
        #expect(reader.next() == nil)
    }
}

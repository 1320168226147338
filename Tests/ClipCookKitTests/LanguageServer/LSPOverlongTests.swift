@testable import ClipCookCore
@testable import ClipCookKit
import Testing

/// Issue 40, item 6: a `Content-Length` longer than everything sent does
/// not silence the server until that many more bytes arrive.
@Suite struct LSPOverlongTests {
    static func request(_ id: Int) -> [UInt8] { LSPResyncTests.request(id) }

    @Test(arguments: [1, 100, 1_000, 60_000]) func anOverlongLengthHoldsBackNoLaterMessage(extra: Int) {
        var reader = LSPMessageReader()
        reader.append(LSPResyncTests.misframed(Self.request(0), by: extra))
        #expect(reader.next() == nil)  // perhaps the rest is on its way
        // The next three messages (far fewer bytes than claimed) are read at once.
        for id in 1...3 { reader.append(LSPMessageReader.frame(Self.request(id))) }
        var bodies: [[UInt8]] = []
        while let body = reader.next() { bodies.append(body) }
        #expect(bodies == (0...3).map(Self.request))
    }

    @Test func anOverlongBodyThatIsNotJSONIsHandedOnAndTheNextMessageRead() {
        var reader = LSPMessageReader()
        let junk = Array("this is not json".utf8)
        reader.append(Array("Content-Length: 5000\r\n\r\n".utf8) + Array("{\"a\": \"".utf8) + junk + [10])
        reader.append(LSPMessageReader.frame(Self.request(9)))
        var bodies: [[UInt8]] = []
        while let body = reader.next() { bodies.append(body) }
        #expect(bodies.count == 2)
        #expect(bodies.last == Self.request(9))
    }

    @Test func aBodyStillArrivingIsWaitedForEvenWithAHeaderInsideAString() {
        // A real message whose text holds a header line: nothing is cut while it arrives.
        let text =
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///x/a.recipe","text":"Content-Length: 12\r\n\r\n{\"id\":1}"}}}"#
        let body = Array(text.utf8)
        let framed = LSPMessageReader.frame(body)
        var reader = LSPMessageReader()
        reader.append(framed.prefix(framed.count - 10))
        #expect(reader.next() == nil)
        reader.append(framed.suffix(10))
        #expect(reader.next() == body)
        #expect(reader.next() == nil)
    }
}

import Foundation
import Testing

/// `clipcook lsp` after framing errors and odd text (issue 22, items 4 and
/// 5): it finds the next message and goes on answering.
@Suite struct LanguageServerResyncTests {
    typealias Client = LanguageServerTests.Client

    static func body(_ object: [String: Any]) throws -> Data {
        var message = object
        message["jsonrpc"] = "2.0"
        return try JSONSerialization.data(withJSONObject: message)
    }

    static func framed(_ body: Data, lengthOff delta: Int = 0) -> Data {
        Data("Content-Length: \(body.count + delta)\r\n\r\n".utf8) + body
    }

    /// Opens a recipe and returns its URI.
    static func open(_ client: Client, in root: URL, text: String) throws -> String {
        _ = try client.request("initialize", ["capabilities": [:]])
        let uri = root.appendingPathComponent("recipes/toast.recipe").absoluteString
        try client.send([
            "method": "textDocument/didOpen",
            "params": [
                "textDocument": ["uri": uri, "languageId": "clipcook", "version": 1, "text": text]
            ],
        ])
        return uri
    }

    static func symbols(_ id: Int, _ uri: String) throws -> Data {
        try framed(body(["id": id, "method": "textDocument/documentSymbol", "params": ["textDocument": ["uri": uri]]]))
    }

    @Test(arguments: [-5, 5]) func aWrongLengthThenTwentyThreeRequestsAllAnswered(delta: Int) throws {
        let root = try Executable.temporaryDirectory(holding: ["settings": "settings\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let client = try Client(in: root)
        let uri = try Self.open(client, in: root, text: "recipe Toast\n  category breakfast\n  servings 1\n")
        var stream = Self.framed(
            try Self.body([
                "id": 100, "method": "textDocument/hover",
                "params": [
                    "textDocument": ["uri": uri], "position": ["line": 0, "character": 8],
                ],
            ]), lengthOff: delta)
        for id in 1000..<1023 { stream += try Self.symbols(id, uri) }
        client.input.fileHandleForWriting.write(stream)
        for id in 1000..<1023 {
            let reply = try client.receive { ($0["id"] as? Int) == id }
            let symbols = reply["result"] as? [[String: Any]]
            #expect((symbols?.first?["name"] as? String)?.hasSuffix("Toast") == true, "reply \(id): \(reply)")
        }
        #expect(try client.stop() == 0)
    }

    @Test func nineThousandJunkBytesThenAMessageInOneWrite() throws {
        let root = try Executable.temporaryDirectory(holding: ["settings": "settings\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let client = try Client(in: root)
        let uri = try Self.open(client, in: root, text: "recipe Toast\n  category breakfast\n  servings 1\n")
        var junk = Data()
        var state: UInt64 = 22
        for _ in 0..<9_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            junk.append(UInt8(truncatingIfNeeded: state >> 33))
        }
        client.input.fileHandleForWriting.write(junk + (try Self.symbols(77, uri)))
        let reply = try client.receive { ($0["id"] as? Int) == 77 }
        #expect(((reply["result"] as? [[String: Any]])?.first?["name"] as? String)?.hasSuffix("Toast") == true)
        #expect(try client.stop() == 0)
    }

    @Test func aChangeHoldingALoneSurrogateIsApplied() throws {
        let root = try Executable.temporaryDirectory(holding: ["settings": "settings\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let client = try Client(in: root)
        let uri = try Self.open(client, in: root, text: "recipe Toast\n  category breakfast\n  servings 1\n")
        // The title gains "X\ud83dY" (half an emoji): U+FFFD in the server's copy.
        let change =
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":12},"end":{"line":0,"character":12}},"text":" X\ud83dY"}]}}"#
        client.input.fileHandleForWriting.write(Self.framed(Data(change.utf8)))
        var errors: [[String: Any]] = []
        let reply = try client.receive { message in
            if message["error"] != nil { errors.append(message) }
            return (message["id"] as? Int) == 5
        } sending: {
            try Self.symbols(5, uri)
        }
        #expect(errors.isEmpty, "\(errors)")
        #expect(((reply["result"] as? [[String: Any]])?.first?["name"] as? String)?.hasSuffix("Toast X\u{FFFD}Y") == true, "\(reply)")
        #expect(try client.stop() == 0)
    }
}

extension LanguageServerTests.Client {
    /// Sends what `sending` makes, then waits for the message that `matches`.
    func receive(_ matches: ([String: Any]) -> Bool, sending: () throws -> Data) throws -> [String: Any] {
        input.fileHandleForWriting.write(try sending())
        return try receive(matches)
    }
}

import Foundation
import Testing

/// `clipcook mcp` through the built executable: a scripted JSON-RPC session
/// on standard input, one message a line, the answers read from standard
/// output as an MCP client would.
@Suite struct MCPExecutableTests {
    static let initialize =
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"script","version":"1"}}}"#
    static let initialized = #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#

    /// The answers by id (as text), and the answers with no usable id.
    static func session(_ lines: [String], in folder: URL, readOnly: Bool = false) throws -> (
        byID: [String: [String: Any]], other: [[String: Any]], exit: Int32
    ) {
        let result = try Executable.run(
            ["mcp", "-C", folder.path] + (readOnly ? ["--read-only"] : []),
            stdin: lines.joined(separator: "\n") + "\n", environment: ["CLIPCOOK_TODAY": "2026-11-25"])
        var byID: [String: [String: Any]] = [:]
        var other: [[String: Any]] = []
        for line in result.stdout.split(separator: "\n") {
            guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else { continue }
            if let id = object["id"] as? NSNumber { byID[id.stringValue] = object } else { other.append(object) }
        }
        return (byID, other, result.exitCode)
    }

    static func copyOfExamples() throws -> URL {
        let folder = try Executable.temporaryDirectory().appendingPathComponent("kitchen")
        try FileManager.default.copyItem(at: Executable.examplesDirectory, to: folder)
        return folder
    }

    static func toolText(_ answer: [String: Any]?) -> String {
        let content = (answer?["result"] as? [String: Any])?["content"] as? [[String: Any]] ?? []
        return content.compactMap { $0["text"] as? String }.joined(separator: "\n")
    }

    @Test func aScriptedSessionListsCallsAndWrites() throws {
        let folder = try Self.copyOfExamples()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let (answers, _, exit) = try Self.session(
            [
                Self.initialize, Self.initialized,
                #"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#,
                #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"search_recipes","arguments":{"query":"hummus"}}}"#,
                #"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"pantry_add","arguments":{"name":"red lentils","amount":"500 g"}}}"#,
                #"{"jsonrpc":"2.0","id":5,"method":"resources/list"}"#,
            ], in: folder)
        #expect(exit == 0)
        let serverInfo = ((answers["1"]?["result"] as? [String: Any])?["serverInfo"] as? [String: Any])?["name"] as? String
        #expect(serverInfo == "clipcook")
        let tools = ((answers["2"]?["result"] as? [String: Any])?["tools"] as? [[String: Any]]) ?? []
        #expect(tools.count >= 20)
        #expect(Self.toolText(answers["3"]).contains("Classic Hummus"))
        let pantry = try String(contentsOf: folder.appendingPathComponent("pantry"), encoding: .utf8)
        #expect(pantry.contains("red lentils"), "the pantry file was not written: \(Self.toolText(answers["4"]))")
        let resources = ((answers["5"]?["result"] as? [String: Any])?["resources"] as? [[String: Any]]) ?? []
        #expect(resources.contains { ($0["uri"] as? String) == "clipcook://recipe/classic-hummus" })
    }

    @Test func garbageAndOversizedMessagesGetErrorsAndTheServerGoesOn() throws {
        let folder = try Self.copyOfExamples()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let huge =
            #"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"search_recipes","arguments":{"query":""#
            + String(repeating: "a", count: 5_000_000) + #""}}}"#
        let (answers, other, _) = try Self.session(
            [
                Self.initialize, Self.initialized,
                "this is not json",
                #"{"jsonrpc":"2.0","id":3,"method":"no/such/method"}"#,
                huge,
                #"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"search_recipes","arguments":{"query":"oats"}}}"#,
            ], in: folder)
        let errors =
            other.compactMap { ($0["error"] as? [String: Any])?["code"] as? Int }
            + answers.values.compactMap { ($0["error"] as? [String: Any])?["code"] as? Int }
        #expect(errors.contains(-32700), "no parse error for the garbage line: \(other)")
        #expect(errors.contains(-32600), "no error for the oversized line")
        #expect(answers["3"]?["error"] != nil, "an unknown method got no error")
        #expect(answers["9"] == nil, "the oversized message was read")
        #expect(Self.toolText(answers["4"]).contains("Overnight Oats"), "the server stopped answering")
    }

    @Test func readOnlyRefusesAWriteAndLeavesTheFiles() throws {
        let folder = try Self.copyOfExamples()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let before = try Data(contentsOf: folder.appendingPathComponent("pantry"))
        let (answers, _, _) = try Self.session(
            [
                Self.initialize, Self.initialized,
                #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"pantry_add","arguments":{"name":"eggs","amount":"6"}}}"#,
            ], in: folder, readOnly: true)
        #expect(((answers["2"]?["result"] as? [String: Any])?["isError"] as? Bool) == true)
        #expect(Self.toolText(answers["2"]).contains("read-only"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("pantry")) == before)
    }
}

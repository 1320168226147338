import Foundation
import Testing

/// `clipcook lsp` spoken to as an editor would: framed JSON-RPC over pipes.
@Suite struct LanguageServerTests {
    /// A running server: send messages, read what comes back.
    final class Client {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        var buffer: [UInt8] = []
        var nextId = 1

        init(in folder: URL) throws {
            process.executableURL = Executable.productsDirectory.appendingPathComponent("clipcook")
            process.arguments = ["lsp"]
            process.currentDirectoryURL = folder
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        func send(_ object: [String: Any]) throws {
            var message = object
            message["jsonrpc"] = "2.0"
            let body = try JSONSerialization.data(withJSONObject: message)
            input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        }

        @discardableResult
        func request(_ method: String, _ params: [String: Any]) throws -> [String: Any] {
            let id = nextId
            nextId += 1
            try send(["id": id, "method": method, "params": params])
            return try receive { ($0["id"] as? Int) == id }
        }

        /// The next message that `matches` (others are dropped), within 20 seconds.
        func receive(_ matches: ([String: Any]) -> Bool) throws -> [String: Any] {
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline {
                if let message = try takeMessage() {
                    if matches(message) { return message }
                    continue
                }
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                buffer += chunk
            }
            throw CocoaError(.fileReadUnknown)
        }

        private func takeMessage() throws -> [String: Any]? {
            guard let separator = buffer.firstRange(of: Array("\r\n\r\n".utf8)) else { return nil }
            let header = String(decoding: buffer[..<separator.lowerBound], as: UTF8.self)
            guard let length = header.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
                buffer.count >= separator.upperBound + length
            else { return nil }
            let body = Data(buffer[separator.upperBound..<separator.upperBound + length])
            buffer.removeSubrange(..<(separator.upperBound + length))
            return try JSONSerialization.jsonObject(with: body) as? [String: Any]
        }

        func diagnostics(for uri: String) throws -> [[String: Any]] {
            let message = try receive {
                ($0["method"] as? String) == "textDocument/publishDiagnostics"
                    && (($0["params"] as? [String: Any])?["uri"] as? String) == uri
            }
            return ((message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
        }

        func stop() throws -> Int32 {
            _ = try request("shutdown", [:])
            try send(["method": "exit"])
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    static let kitchen: [String: String] = [
        "settings": "settings\n  units metric\n",
        "recipes/wrap.recipe":
            "recipe Chicken Caesar Wrap\n  category lunch\n  servings 2\n\nnutrition per serving\n  calories 520  protein 38  carbs 40  fats 22\n",
        "plans/2026-W48.plan": "plan\nday 2026-11-23\n  lunch: chicken-caesar-wrap\n",
    ]

    static func range(_ diagnostic: [String: Any]) -> (Int, Int, Int, Int) {
        let range = diagnostic["range"] as? [String: Any]
        let start = range?["start"] as? [String: Int]
        let end = range?["end"] as? [String: Int]
        return (start?["line"] ?? -1, start?["character"] ?? -1, end?["line"] ?? -1, end?["character"] ?? -1)
    }

    @Test func diagnosticsCountUTF16UnitsAndFollowIncrementalChanges() throws {
        let root = try Executable.temporaryDirectory(holding: Self.kitchen)
        defer { try? FileManager.default.removeItem(at: root) }
        let client = try Client(in: root)
        let initialize = try client.request("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [:]])
        let capabilities = (initialize["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        #expect(capabilities?["documentFormattingProvider"] as? Bool == true)
        try client.send(["method": "initialized", "params": [:]])

        let uri = root.appendingPathComponent("recipes/soup.recipe").absoluteString
        // An emoji (two UTF-16 units) and an accented letter before the error.
        let text = "recipe Soupe 🍲 à l'oignon\n  category brunch\n  servings 2\n"
        try client.send([
            "method": "textDocument/didOpen",
            "params": [
                "textDocument": ["uri": uri, "languageId": "clipcook", "version": 1, "text": text]
            ],
        ])
        let first = try client.diagnostics(for: uri)
        let category = try #require(first.first { ($0["message"] as? String)?.contains("unknown category 'brunch'") == true })
        #expect(Self.range(category) == (1, 11, 1, 17))
        #expect(category["severity"] as? Int == 1)

        // Replace "brunch" with "dinner" through an incremental change.
        try client.send([
            "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [["range": ["start": ["line": 1, "character": 11], "end": ["line": 1, "character": 17]], "text": "dinner"]],
            ],
        ])
        let second = try client.diagnostics(for: uri)
        #expect(!second.contains { ($0["message"] as? String)?.contains("category") == true })

        // A title with an emoji, then a lint finding on the same line: columns in UTF-16.
        try client.send([
            "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": uri, "version": 3],
                "contentChanges": [["text": "recipe 🍲 Soup\n  category dinner\n  servings 0\n"]],
            ],
        ])
        let third = try client.diagnostics(for: uri)
        let servings = try #require(third.first { ($0["message"] as? String)?.contains("servings") == true })
        #expect(Self.range(servings).0 == 2)
        #expect(try client.stop() == 0)
    }

    @Test func formattingCompletionHoverDefinitionSymbols() throws {
        let root = try Executable.temporaryDirectory(holding: Self.kitchen)
        defer { try? FileManager.default.removeItem(at: root) }
        let client = try Client(in: root)
        _ = try client.request("initialize", ["capabilities": [:]])
        let planURL = root.appendingPathComponent("plans/2026-W48.plan")
        let uri = planURL.absoluteString
        let text = "plan\nday 2026-11-23\n  lunch:   chicken-caesar-wrap\n"
        try client.send([
            "method": "textDocument/didOpen",
            "params": [
                "textDocument": ["uri": uri, "languageId": "clipcook", "version": 1, "text": text]
            ],
        ])
        let formatting = try client.request(
            "textDocument/formatting", ["textDocument": ["uri": uri], "options": ["tabSize": 2, "insertSpaces": true]])
        let edits = formatting["result"] as? [[String: Any]]
        #expect(edits?.first?["newText"] as? String == "plan\nday 2026-11-23\n  lunch: chicken-caesar-wrap\n")
        // The user starts a dinner line.
        try client.send([
            "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [["range": ["start": ["line": 3, "character": 0], "end": ["line": 3, "character": 0]], "text": "  dinner: "]],
            ],
        ])

        let completion = try client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": 3, "character": 10]])
        let labels = (completion["result"] as? [[String: Any]])?.compactMap { $0["label"] as? String } ?? []
        #expect(labels.contains("chicken-caesar-wrap"))
        #expect(labels.contains("quick"))
        let slots = try client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": 3, "character": 2]])
        let slotLabels = (slots["result"] as? [[String: Any]])?.compactMap { $0["label"] as? String } ?? []
        #expect(slotLabels.contains("morning snack:"))

        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 2, "character": 14]])
        let value = ((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
        #expect(value?.contains("**Chicken Caesar Wrap**") == true)
        #expect(value?.contains("520 kcal") == true)

        let definition = try client.request("textDocument/definition", ["textDocument": ["uri": uri], "position": ["line": 2, "character": 14]])
        #expect(((definition["result"] as? [String: Any])?["uri"] as? String)?.hasSuffix("recipes/wrap.recipe") == true)

        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
        let names = (symbols["result"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
        #expect(names.contains("day 2026-11-23"))
        #expect(try client.stop() == 0)
    }

    /// A completion request at line -1 indexed the line table with it and
    /// trapped; positions out of the document now clamp to its ends.
    @Test func positionsOutsideTheDocumentDoNotCrashTheServer() throws {
        let root = try Executable.temporaryDirectory(holding: Self.kitchen)
        defer { try? FileManager.default.removeItem(at: root) }
        let client = try Client(in: root)
        _ = try client.request("initialize", ["capabilities": [:]])
        let uri = root.appendingPathComponent("plans/2026-W48.plan").absoluteString
        try client.send([
            "method": "textDocument/didOpen",
            "params": [
                "textDocument": ["uri": uri, "languageId": "clipcook", "version": 1, "text": "plan\nday 2026-11-23\n  lunch: \n"]
            ],
        ])
        for (line, character) in [(-1, 0), (-1, Int.max), (999_999_999_999, -5), (2, -1)] {
            let reply = try client.request(
                "textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": line, "character": character]])
            #expect(reply["result"] is [Any], "line \(line), character \(character)")
            _ = try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": line, "character": character]])
        }
        // Still serving: slot completion at the end of the lunch line.
        let completion = try client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": 2, "character": 9]])
        let labels = (completion["result"] as? [[String: Any]])?.compactMap { $0["label"] as? String } ?? []
        #expect(labels.contains("chicken-caesar-wrap"))
        #expect(try client.stop() == 0)
    }

    @Test func aLintFixIsACodeAction() throws {
        let root = try Executable.temporaryDirectory(holding: Self.kitchen)
        defer { try? FileManager.default.removeItem(at: root) }
        let client = try Client(in: root)
        _ = try client.request("initialize", ["capabilities": [:]])
        let uri = root.appendingPathComponent("recipes/toast.recipe").absoluteString
        let text =
            "recipe Toast\n  category breakfast\n  servings 1\n\ningredients\n  - 1 slice bread\n\nsteps\n  1. Toast the bread for 3 minutes.\n"
        try client.send([
            "method": "textDocument/didOpen",
            "params": [
                "textDocument": ["uri": uri, "languageId": "clipcook", "version": 1, "text": text]
            ],
        ])
        let diagnostics = try client.diagnostics(for: uri)
        #expect(diagnostics.contains { $0["code"] as? String == "step-duration-without-timer" })
        let actions = try client.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": uri],
                "range": ["start": ["line": 8, "character": 0], "end": ["line": 8, "character": 10]],
                "context": ["diagnostics": []],
            ])
        let action = (actions["result"] as? [[String: Any]])?.first
        let changes = ((action?["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]]
        #expect((changes?.first?["newText"] as? String)?.contains("[timer 3 min]") == true)
        #expect(try client.stop() == 0)
    }
}

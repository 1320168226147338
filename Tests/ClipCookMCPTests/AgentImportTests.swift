import Foundation
import MCP
import Testing

/// The MCP `import` tool against the link test server (`LinkTestServer`,
/// saved recipe pages on 127.0.0.1), through the SDK's client.
@Suite(.serialized) struct AgentImportTests {
    @Test func aLinkAndACaptionAreImportedOnceAndBadLinksAreToolErrors() async throws {
        let pages = await LinkTestServer.started()
        let connection = try await AgentServerTests.connect()
        defer { try? FileManager.default.removeItem(at: connection.folder) }
        let tools = try await connection.client.listTools().tools
        let tool = try #require(tools.first { $0.name == "import" })
        #expect(tool.annotations.readOnlyHint != true)

        let link = "\(pages.base)/pages/marmiton.html"
        let imported = try await connection.call("import", ["link": .string(link)])
        #expect(imported.isError == false, "\(connection.text(imported))")
        #expect(
            connection.text(imported).contains("imported 'Ratatouille' from Marmiton (JSON-LD, 11 ingredients)"),
            "\(connection.text(imported))")
        #expect(imported.structuredContent?.objectValue?["path"] == .string("recipes/ratatouille.recipe"))
        let recipe = try #require(connection.file("recipes/ratatouille.recipe"))
        #expect(recipe.contains("thumbnail images/ratatouille.webp"))
        #expect(FileManager.default.fileExists(atPath: connection.folder.appendingPathComponent("images/ratatouille.webp").path))

        // The same link again writes nothing new.
        let twice = try await connection.call("import", ["link": .string(link)])
        #expect(connection.text(twice).contains("already in the collection as 'ratatouille'"), "\(connection.text(twice))")

        let caption = "Lemon orzo\nIngredients:\n- 1 cup orzo\n- 2 cloves garlic\nMethod:\n1. Boil the orzo.\n2. Stir in the garlic."
        let fromCaption = try await connection.call("import", ["caption": .string(caption)])
        #expect(fromCaption.isError == false, "\(connection.text(fromCaption))")
        #expect(connection.file("recipes/lemon-orzo.recipe")?.contains("  - 2 cloves garlic\n") == true)

        // Failures are tool errors with the one line, and write nothing.
        let missing = try await connection.call("import", ["link": .string(pages.base + "/missing")])
        #expect(missing.isError == true)
        #expect(connection.text(missing).hasPrefix("\(pages.base)/missing: 404 Not Found"), "\(connection.text(missing))")
        let both = try await connection.call("import", ["link": .string(link), "caption": .string(caption)])
        #expect(both.isError == true)
        let scheme = try await connection.call("import", ["link": "file:///etc/passwd"])
        #expect(scheme.isError == true)
        #expect(connection.text(scheme).contains("only http and https"), "\(connection.text(scheme))")
    }

    @Test func readOnlyHasNoImport() async throws {
        let connection = try await AgentServerTests.connect(readOnly: true)
        defer { try? FileManager.default.removeItem(at: connection.folder) }
        let tools = try await connection.client.listTools().tools
        #expect(!tools.contains { $0.name == "import" })
        let refused = try await connection.call("import", ["caption": "Toast\nIngredients:\n- 1 slice bread\n"])
        #expect(refused.isError == true)
        #expect(connection.text(refused).contains("read-only"))
    }
}

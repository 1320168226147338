import ClipCookCore
import ClipCookMCP
import Foundation
import MCP
import Testing

/// The MCP server in process, through the SDK's own client over an
/// in-memory transport, on a copy of examples/ (fixed day 2026-11-25).
@Suite struct AgentServerTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let today = Day("2026-11-25")

    /// A copy of the examples and a client connected to a server on it.
    struct Connection {
        let folder: URL
        let client: Client

        func call(_ name: String, _ arguments: [String: Value] = [:]) async throws -> CallTool.Result {
            let context: RequestContext<CallTool.Result> = try await client.callTool(name: name, arguments: arguments)
            return try await context.value
        }

        func text(_ result: CallTool.Result) -> String {
            result.content.compactMap { content -> String? in
                if case .text(let text, _, _) = content { return text }
                return nil
            }.joined(separator: "\n")
        }

        func file(_ relative: String) -> String? {
            try? String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
        }
    }

    static func connect(readOnly: Bool = false) async throws -> Connection {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clipcook-mcp-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: root.appendingPathComponent("examples"), to: folder)
        let server = await AgentServer.make(root: folder.path, readOnly: readOnly, today: today, version: "test")
        let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
        try await server.start(transport: serverSide)
        let client = Client(name: "tests", version: "1")
        _ = try await client.connect(transport: clientSide)
        return Connection(folder: folder, client: client)
    }

    @Test func everyToolHasADescriptionAndAnObjectSchema() async throws {
        let connection = try await Self.connect()
        defer { try? FileManager.default.removeItem(at: connection.folder) }
        let tools = try await connection.client.listTools().tools
        let names = Set(tools.map(\.name))
        for expected in [
            "search_recipes", "list_recipes", "show_recipe", "recipe_nutrition", "plan_day", "plan_week", "macros",
            "shopping_list", "pantry", "cookable", "suggest", "food_search", "plan_add", "plan_remove", "plan_move",
            "plan_fill", "mark_eaten", "shop_add", "shop_check", "pantry_add", "pantry_use", "favourite", "rate",
            "undo", "create_recipe",
        ] {
            #expect(names.contains(expected), "no tool \(expected)")
        }
        for tool in tools {
            #expect((tool.description ?? "").count > 20, "\(tool.name) has no description a model can act on")
            #expect(tool.inputSchema.objectValue?["type"] == .string("object"), "\(tool.name)'s schema is not an object")
        }
    }

    @Test func readOnlyOffersOnlyTheReadingToolsAndRefusesTheOthers() async throws {
        let connection = try await Self.connect(readOnly: true)
        defer { try? FileManager.default.removeItem(at: connection.folder) }
        let tools = try await connection.client.listTools().tools
        #expect(tools.allSatisfy { $0.annotations.readOnlyHint == true })
        #expect(!tools.contains { $0.name == "plan_add" })
        let before = connection.file("plans/2026-W48.plan")
        let refused = try await connection.call("plan_add", ["date": "today", "slot": "dinner", "recipe": "red-lentil-soup"])
        #expect(refused.isError == true)
        #expect(connection.text(refused).contains("read-only"))
        #expect(connection.file("plans/2026-W48.plan") == before)
    }

    @Test func searchAndShowAnswerAsTheReplDoes() async throws {
        let connection = try await Self.connect()
        defer { try? FileManager.default.removeItem(at: connection.folder) }
        let found = try await connection.call("search_recipes", ["query": "oats"])
        #expect(found.isError == false)
        #expect(connection.text(found).contains("Overnight Oats"))
        #expect(found.structuredContent?.objectValue?["ok"] == .bool(true))
        let card = try await connection.call("show_recipe", ["recipe": "overnight-oats", "servings": 2])
        #expect(connection.text(card).contains("Ingredients"))
        #expect(connection.text(card).contains("serves 2"))
    }

    @Test func badCallsAreToolErrorsWithOneLine() async throws {
        let connection = try await Self.connect()
        defer { try? FileManager.default.removeItem(at: connection.folder) }
        let unknownTool = try await connection.call("bake_cake")
        #expect(unknownTool.isError == true && connection.text(unknownTool).contains("no tool named 'bake_cake'"))
        let missing = try await connection.call("show_recipe")
        #expect(missing.isError == true && connection.text(missing).contains("needs 'recipe'"))
        let wrongType = try await connection.call("show_recipe", ["recipe": "overnight-oats", "servings": "many"])
        #expect(wrongType.isError == true && connection.text(wrongType).contains("whole number"))
        let extra = try await connection.call("pantry", ["colour": "red"])
        #expect(extra.isError == true && connection.text(extra).contains("no argument 'colour'"))
        let unknownRecipe = try await connection.call("show_recipe", ["recipe": "no-such-dish"])
        #expect(unknownRecipe.isError == true && connection.text(unknownRecipe).contains("no-such-dish"))
    }

    @Test func aPlannedMealIsWrittenCountedAndUndone() async throws {
        let connection = try await Self.connect()
        defer { try? FileManager.default.removeItem(at: connection.folder) }
        let planPath = "plans/2026-W48.plan"
        let before = connection.file(planPath)
        let added = try await connection.call(
            "plan_add", ["date": "2026-11-29", "slot": "morning-snack", "recipe": "red-lentil-soup", "servings": 2])
        #expect(added.isError == false, "\(connection.text(added))")
        let after = try #require(connection.file(planPath))
        #expect(after != before && after.contains("red-lentil-soup x2"), "\(after)")
        let day = try await connection.call("plan_day", ["date": "2026-11-29"])
        #expect(connection.text(day).contains("Red Lentil Soup"))
        let undone = try await connection.call("undo")
        #expect(undone.isError == false)
        #expect(connection.file(planPath) == before)
    }

    @Test func aMealIsMarkedEatenAndAnotherRemoved() async throws {
        let connection = try await Self.connect()
        defer { try? FileManager.default.removeItem(at: connection.folder) }
        let eaten = try await connection.call("mark_eaten", ["date": "2026-11-24", "slot": "breakfast"])
        #expect(eaten.isError == false, "\(connection.text(eaten))")
        let removed = try await connection.call("plan_remove", ["date": "2026-11-29", "slot": "lunch", "index": 1])
        #expect(removed.isError == false, "\(connection.text(removed))")
        let plan = try #require(connection.file("plans/2026-W48.plan"))
        let monday = plan.components(separatedBy: "day 2026-11-24")[1].components(separatedBy: "day 2026-11-25")[0]
        #expect(monday.contains("breakfast: overnight-oats") && monday.contains("[eaten]"), "\(monday)")
        let sunday = plan.components(separatedBy: "day 2026-11-29")[1]
        #expect(!sunday.contains("chicken-caesar-wrap"), "\(sunday)")
    }

    @Test func aChangeMadeOnDiskMeanwhileIsKeptNotOverwritten() async throws {
        let connection = try await Self.connect()
        defer { try? FileManager.default.removeItem(at: connection.folder) }
        _ = try await connection.call("pantry")
        let path = connection.folder.appendingPathComponent("pantry")
        let edited = try #require(connection.file("pantry")) + "  - 3 limes  -- bought by someone else\n"
        try Data(edited.utf8).write(to: path)
        let added = try await connection.call("pantry_add", ["name": "red lentils", "amount": "500 g"])
        #expect(added.isError == false, "\(connection.text(added))")
        let after = try #require(connection.file("pantry"))
        #expect(after.contains("3 limes  -- bought by someone else"), "the other change was lost")
        #expect(after.contains("red lentils"))
    }

    @Test func anAssistantPlansAWeekToTheGoalsAndMakesTheShoppingList() async throws {
        let connection = try await Self.connect()
        defer { try? FileManager.default.removeItem(at: connection.folder) }
        let dryRun = try await connection.call("plan_fill", ["range": "week 2026-12-07"])
        #expect(dryRun.isError == false, "\(connection.text(dryRun))")
        #expect(connection.file("plans/2026-W50.plan") == nil, "a dry run wrote the plan")
        let applied = try await connection.call("plan_fill", ["range": "week 2026-12-07", "apply": true])
        #expect(applied.isError == false, "\(connection.text(applied))")
        let plan = try #require(connection.file("plans/2026-W50.plan"))
        #expect(plan.contains("2026-12-07") || plan.contains("mon"))
        let listBefore = connection.file("shopping.list")
        let shopped = try await connection.call("shop_add", ["week": "2026-12-07"])
        #expect(shopped.isError == false, "\(connection.text(shopped))")
        #expect(connection.file("shopping.list") != listBefore)
        let list = try await connection.call("shopping_list")
        #expect(!connection.text(list).isEmpty)
    }

    @Test func aRecipeIsCreatedFromCleanTextAndRefusedWithItsErrors() async throws {
        let connection = try await Self.connect()
        defer { try? FileManager.default.removeItem(at: connection.folder) }
        let good = """
            recipe Quick Lentil Salad
              category lunch
              servings 2

            ingredients
              - 200 g cooked lentils
              - 1 tbsp olive oil

            steps
              1. Toss the lentils with the oil.
            """
        let created = try await connection.call("create_recipe", ["text": .string(good)])
        #expect(created.isError == false, "\(connection.text(created))")
        let written = try #require(connection.file("recipes/quick-lentil-salad.recipe"))
        #expect(written.hasPrefix("recipe Quick Lentil Salad\n"))
        let resources = try await connection.client.listResources().resources
        #expect(resources.contains { $0.uri == "clipcook://recipe/quick-lentil-salad" })
        let bad = "recipe Broken\n  category lunch\n  servings zero\n"
        let refused = try await connection.call("create_recipe", ["text": .string(bad)])
        #expect(refused.isError == true)
        #expect(connection.text(refused).contains(":3:"), "\(connection.text(refused))")
        #expect(connection.file("recipes/broken.recipe") == nil)
    }

    @Test func recipesAndTheWeekAreResources() async throws {
        let connection = try await Self.connect()
        defer { try? FileManager.default.removeItem(at: connection.folder) }
        let resources = try await connection.client.listResources().resources
        #expect(resources.contains { $0.uri == "clipcook://recipe/overnight-oats" })
        #expect(resources.contains { $0.uri == "clipcook://plan/week" })
        let contents = try await connection.client.readResource(uri: "clipcook://recipe/overnight-oats")
        #expect(contents.first?.text == connection.file("recipes/overnight-oats.recipe"))
        await #expect(throws: (any Error).self) { _ = try await connection.client.readResource(uri: "clipcook://recipe/../../settings") }
    }

    @Test func thePromptsNameTheToolsToUse() async throws {
        let connection = try await Self.connect()
        defer { try? FileManager.default.removeItem(at: connection.folder) }
        let prompts = try await connection.client.listPrompts().prompts
        #expect(Set(prompts.map(\.name)) == ["plan-my-week", "cook-tonight"])
        let week = try await connection.client.getPrompt(name: "plan-my-week", arguments: ["wishes": "no mushrooms"])
        guard case .text(let text)? = week.messages.first?.content else {
            Issue.record("the prompt has no text")
            return
        }
        #expect(text.contains("plan_fill") && text.contains("no mushrooms"))
    }
}

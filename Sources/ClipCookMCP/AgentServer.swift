import ClipCookCore
import MCP

/// `clipcook mcp`: the Model Context Protocol server of a collection. Tools
/// answer with a REPL command's text and JSON; resources are the recipes'
/// files and the week's plan; prompts start the two common conversations.
public enum AgentServer {
    public static let name = "clipcook"

    /// A server for the collection at `root`, its handlers registered, not
    /// yet started (the tests start it on an in-memory transport).
    public static func make(root: String, readOnly: Bool, today: Day?, version: String) async -> Server {
        let agent = AgentSession(root: root, readOnly: readOnly, today: today)
        let server = Server(
            name: name, version: version,
            instructions: """
                ClipCook keeps recipes, meal plans, the pantry and the shopping list as plain-text files. \
                Use the tools rather than guessing: they give amounts and macros as the collection's own \
                tables compute them, and every change is checked and written safely. Recipes are named by id \
                or title; days by words such as 'today', 'next monday' or yyyy-MM-dd.
                """,
            capabilities: .init(
                prompts: .init(listChanged: false), resources: .init(subscribe: false, listChanged: false),
                tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: await agent.tools.map(\.definition))
        }
        await server.withMethodHandler(CallTool.self) { parameters in
            await agent.call(parameters.name, parameters.arguments)
        }
        await server.withMethodHandler(ListResources.self) { _ in
            ListResources.Result(resources: await agent.resources())
        }
        await server.withMethodHandler(ReadResource.self) { parameters in
            ReadResource.Result(contents: [try await agent.read(parameters.uri)])
        }
        await server.withMethodHandler(ListPrompts.self) { _ in
            ListPrompts.Result(prompts: AgentPrompts.list)
        }
        await server.withMethodHandler(GetPrompt.self) { parameters in
            try AgentPrompts.messages(parameters.name, parameters.arguments)
        }
        return server
    }

    /// Serves on standard input and output until the input ends.
    public static func serve(root: String, readOnly: Bool, today: Day?, version: String) async throws {
        let server = await make(root: root, readOnly: readOnly, today: today, version: version)
        try await server.start(transport: LineTransport())
        await server.waitUntilCompleted()
        await server.stop()
    }
}

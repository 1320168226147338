import ArgumentParser
import ClipCookCore
import ClipCookMCP
import Foundation

/// `clipcook mcp [-C DIR] [--read-only]`: the collection for AI assistants,
/// as a Model Context Protocol server on standard input and output.
struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the collection to AI assistants (Model Context Protocol, on standard input and output).",
        discussion: """
            Tools search, show, plan, fill the week to the goals, keep the shopping list and the pantry, \
            and create recipes; resources are the recipes' files and this week's plan. Every change goes \
            through the same checks and atomic writes as the REPL. With --read-only, only the reading \
            tools are offered. See docs/assistants.md for a client's configuration.
            """)

    @Option(
        name: .customShort("C"),
        help: ArgumentHelp("The collection folder (default: $CLIPCOOK_COLLECTION, else the current folder).", valueName: "dir"))
    var collection: String?

    @Flag(help: "Offer only the tools that read; refuse every change.")
    var readOnly = false

    func run() async throws {
        let root = try CollectionLocation.resolve(collection)
        try await AgentServer.serve(root: root, readOnly: readOnly, today: CollectionLocation.today(), version: ClipCookCommand.version)
    }
}

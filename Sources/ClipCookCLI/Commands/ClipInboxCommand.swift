import ArgumentParser
import ClipCookCore
import ClipCookKit
import Foundation

/// `clipcook inbox [add URL|TEXT | retry ID | remove ID] [-C DIR]`: the
/// REPL's `inbox` command from the shell (the same words, run by the
/// session on the collection).
struct ClipInboxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inbox",
        abstract: "List the links and captions waiting to be imported, or add, retry or remove one.",
        discussion: """
            With no action, lists every entry of inbox.list with its status (pending, ready, failed) and, \
            for a failed one, the reason. 'add URL' adds a link, 'add TEXT' a pasted caption; \
            'retry ID' makes a failed entry pending again; 'remove ID' takes it out. \
            'clipcook import inbox' imports the pending entries.
            """)

    @Argument(help: ArgumentHelp("add URL|TEXT, retry ID or remove ID (none: list).", valueName: "action"))
    var words: [String] = []

    @Option(
        name: .customShort("C"),
        help: ArgumentHelp("The collection folder (default: $CLIPCOOK_COLLECTION, else the current folder).", valueName: "dir"))
    var collection: String?

    func run() throws {
        let root = try CollectionLocation.resolve(collection)
        let quoted = words.map { word in
            "\""
                + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t") + "\""
        }
        let runner = ScriptRunner(session: try CollectionLocation.openSession(at: root, json: false), keepGoing: false)
        let ok = runner.run(text: (["inbox"] + quoted).joined(separator: " "), name: "inbox")
        ScriptRunner.finish(ok ? 0 : 1, keeping: runner)
    }
}

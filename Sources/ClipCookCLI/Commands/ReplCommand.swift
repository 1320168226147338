import ArgumentParser
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import LineEditing

struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Open the collection and read commands (the default).",
        discussion: "Interactive on a terminal; otherwise the commands come from -c or standard input.")

    @OptionGroup var options: SessionOptions

    func run() throws {
        let root = try CollectionLocation.resolve(options.collection)
        if let commands = options.commands {
            let runner = ScriptRunner(session: try CollectionLocation.openSession(at: root, json: options.json), keepGoing: options.keepGoing)
            ScriptRunner.finish(runner.run(text: commands, name: "-c") ? 0 : 1, keeping: runner)
        }
        if LineEditor.standardInputIsTerminal && LineEditor.standardOutputIsTerminal {
            let loop = try InteractiveLoop(root: root, json: options.json)
            throw ExitCode(loop.run())
        }
        let runner = ScriptRunner(session: try CollectionLocation.openSession(at: root, json: options.json), keepGoing: options.keepGoing)
        ScriptRunner.finish(runner.runStandardInput() ? 0 : 1, keeping: runner)
    }
}

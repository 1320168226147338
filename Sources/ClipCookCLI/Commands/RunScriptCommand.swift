import ArgumentParser
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

struct RunScriptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the REPL commands in a script file.",
        discussion: """
            One command per line or per ';', '#' comment lines, a line ending in '\\' continues. \
            The first failing command stops the script (exit 1) unless --keep-going. \
            Make a script executable with the first line: #!/usr/bin/env -S clipcook run
            """)

    @Argument(help: ArgumentHelp("The script ('-' for standard input).", valueName: "file"))
    var file: String

    @OptionGroup var options: SessionOptions

    func run() throws {
        let root = try CollectionLocation.resolve(options.collection)
        let text: String
        if file == "-" {
            let runner = ScriptRunner(session: try CollectionLocation.openSession(at: root, json: options.json), keepGoing: options.keepGoing)
            ScriptRunner.finish(runner.runStandardInput() ? 0 : 1, keeping: runner)
        }
        do {
            text = try ScriptRunner.readScript(at: file)
        } catch {
            ScriptRunner.report("\(file): error: \(error.message)")
            throw ExitCode(1)
        }
        let runner = ScriptRunner(session: try CollectionLocation.openSession(at: root, json: options.json), keepGoing: options.keepGoing)
        var ok = runner.run(text: text, name: file)
        if ok, let commands = options.commands { ok = runner.run(text: commands, name: "-c") }
        ScriptRunner.finish(ok ? 0 : 1, keeping: runner)
    }
}

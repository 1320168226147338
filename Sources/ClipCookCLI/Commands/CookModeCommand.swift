import ArgumentParser
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import LineEditing

struct CookModeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cook",
        abstract: "Cook a recipe step by step, with timers.",
        discussion: """
            The REPL, opened in cook mode on RECIPE (an id, a title or a prefix), optionally scaled: \
            'clipcook cook shakshuka servings 4'. Leaving cook mode returns to the REPL prompt, where \
            running timers go on. With standard input not a terminal (or with -c), the cook-mode \
            commands are read from it, on a virtual clock that only 'wait N' moves.
            """)

    @Argument(
        help: ArgumentHelp("The recipe, then optionally 'servings N'.", valueName: "recipe"),
        completion: .custom { ShellCompletion.cook($0, $1, $2) })
    var words: [String]

    @OptionGroup var options: SessionOptions

    func run() throws {
        let root = try CollectionLocation.resolve(options.collection)
        let opening = "cook " + words.map(CommandLexer.quoteIfNeeded).joined(separator: " ")
        if options.commands == nil, LineEditor.standardInputIsTerminal && LineEditor.standardOutputIsTerminal {
            let loop = try InteractiveLoop(root: root, json: options.json)
            loop.openingCommand = opening
            throw ExitCode(loop.run())
        }
        let runner = ScriptRunner(session: try CollectionLocation.openSession(at: root, json: options.json), keepGoing: options.keepGoing)
        guard runner.run(text: opening, name: "cook") else { throw ExitCode(1) }
        if let commands = options.commands { throw ExitCode(runner.run(text: commands, name: "-c") ? 0 : 1) }
        throw ExitCode(runner.runStandardInput() ? 0 : 1)
    }
}

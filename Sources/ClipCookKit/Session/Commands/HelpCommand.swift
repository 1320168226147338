import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

struct HelpCommand: SessionCommand {
    let spec = CommandSpec(
        "help", aliases: ["?"], synopsis: "help [COMMAND]", summary: "list the commands, or explain one",
        argument: .command)

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        session.help(arguments)
    }
}

extension Session {
    static let quotingHelp = """
        words are separated by blanks; ';' separates commands, and '#' starts a comment line in a script
        "..." keeps blanks in one word (\\" and \\\\ inside); '...' at the start of a word quotes literally
        an apostrophe inside a word is a letter: search nonna's, show grandma's crepes
        in a script a quote must close on its line; at the prompt an open quote continues on the next line
        """

    func help(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        guard let name = arguments.first else {
            let width = CommandRegistry.specs.map(\.name.count).max() ?? 0
            let lines = CommandRegistry.specs.map { spec in
                "  " + style.bold(pad(spec.name, width)) + "  " + spec.summary
            }
            let text = "commands:\n" + lines.joined(separator: "\n")
                + "\n\n" + Session.quotingHelp
                + "\ntype 'help COMMAND' for details; Tab completes, Ctrl-R searches the history, Ctrl-D quits"
            let data: [String: JSONValue] = [
                "commands": .array(CommandRegistry.specs.map { spec in
                    .object(["name": .string(spec.name), "synopsis": .string(spec.synopsis), "summary": .string(spec.summary)])
                })
            ]
            return .success(CommandOutcome(command: "", text: text, data: data))
        }
        guard let spec = CommandRegistry.command(named: name)?.spec else {
            let suggestion = Suggestion.closest(to: name, in: CommandRegistry.names).map { "did you mean '\($0)'?" }
            return .failure(CommandError("no command '\(name)'", suggestion: suggestion ?? "type 'help' to see the commands", kind: .notFound))
        }
        var lines = ["usage: " + spec.synopsis, "", spec.summary]
        lines += spec.details
        if !spec.subcommands.isEmpty {
            let width = spec.subcommands.map(\.synopsis.count).max() ?? 0
            lines.append("")
            lines += spec.subcommands.map { "  " + pad($0.synopsis, width) + "  " + $0.summary }
        }
        if !spec.aliases.isEmpty { lines.append("also: " + spec.aliases.joined(separator: ", ")) }
        if spec.argument == .recipe {
            lines.append("RECIPE is an id, a title, or an unambiguous prefix of either")
        }
        let data: [String: JSONValue] = [
            "name": .string(spec.name), "synopsis": .string(spec.synopsis), "summary": .string(spec.summary),
            "aliases": .array(spec.aliases.map(JSONValue.string)),
        ]
        return .success(CommandOutcome(command: "", text: lines.joined(separator: "\n"), data: data))
    }
}

import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

struct HelpCommand: SessionCommand {
    let spec = CommandSpec(
        "help", aliases: ["?"], synopsis: "help [COMMAND [SUB-COMMAND]]", summary: "list the commands, or explain one",
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

    /// `help`, `help COMMAND` and `help COMMAND SUB-COMMAND`, from the
    /// commands' specs, in lines of at most 80 columns.
    func help(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        guard let name = arguments.first else {
            let rows = CommandRegistry.specs.map { (name: $0.name, text: $0.summary) }
            let text =
                "commands:\n" + HelpLayout.rows(rows, emphasis: style.bold).joined(separator: "\n")
                + "\n\n" + HelpLayout.wrapped(Session.quotingHelp)
                + "\n" + HelpLayout.wrapped("type 'help COMMAND' for details; Tab completes, Ctrl-R searches the history, Ctrl-D quits")
            let data: [String: JSONValue] = [
                "commands": .array(
                    CommandRegistry.specs.map { spec in
                        .object(["name": .string(spec.name), "synopsis": .string(spec.synopsis), "summary": .string(spec.summary)])
                    })
            ]
            return .success(CommandOutcome(command: "", text: text, data: data))
        }
        guard let command = CommandRegistry.command(named: name)?.spec else {
            let suggestion = Suggestion.closest(to: name, in: CommandRegistry.names).map { "did you mean '\($0)'?" }
            return .failure(CommandError("no command '\(name)'", suggestion: suggestion ?? "type 'help' to see the commands", kind: .notFound))
        }
        var spec = command
        if arguments.count > 1 {
            guard let sub = command.subcommand(named: arguments[1]) else {
                let names = command.subcommands.map(\.name)
                let listing = names.isEmpty ? "'\(command.name)' has no sub-commands" : "sub-commands: " + names.joined(separator: ", ")
                return .failure(CommandError("no sub-command '\(arguments[1])' of '\(command.name)'", suggestion: listing))
            }
            spec = sub
        }
        var lines = HelpLayout.synopsis("usage: " + spec.synopsis, indent: "       ") + [""] + HelpLayout.wrap(spec.summary)
        lines += spec.details.flatMap { HelpLayout.wrap($0) }
        if !spec.subcommands.isEmpty {
            lines.append("")
            lines += HelpLayout.rows(
                spec.subcommands.map { sub in
                    (name: sub.synopsis, text: sub.summary + (sub.aliases.isEmpty ? "" : " (also: \(sub.aliases.joined(separator: ", ")))"))
                })
        }
        if !spec.aliases.isEmpty { lines.append("also: " + spec.aliases.joined(separator: ", ")) }
        if spec.argument == .recipe {
            lines.append("RECIPE is an id, a title, or an unambiguous prefix of either")
        }
        let data: [String: JSONValue] = [
            "name": .string(spec.name), "synopsis": .string(spec.synopsis), "summary": .string(spec.summary),
            "aliases": .array(spec.aliases.map(JSONValue.string)),
            "subcommands": .array(
                spec.subcommands.map { sub in
                    .object([
                        "name": .string(sub.name), "aliases": .array(sub.aliases.map(JSONValue.string)),
                        "synopsis": .string(sub.synopsis), "summary": .string(sub.summary),
                    ])
                }),
        ]
        return .success(CommandOutcome(command: "", text: lines.joined(separator: "\n"), data: data))
    }
}

extension Session {
    func help(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        guard let name = arguments.first else {
            let width = CommandTable.commands.map(\.name.count).max() ?? 0
            let lines = CommandTable.commands.map { spec in
                "  " + style.bold(pad(spec.name, width)) + "  " + spec.summary
            }
            let text = "commands:\n" + lines.joined(separator: "\n")
                + "\n\ntype 'help COMMAND' for details; Tab completes, Ctrl-R searches the history, Ctrl-D quits"
            let data: [String: JSONValue] = [
                "commands": .array(CommandTable.commands.map { spec in
                    .object(["name": .string(spec.name), "synopsis": .string(spec.synopsis), "summary": .string(spec.summary)])
                })
            ]
            return .success(CommandOutcome(command: "", text: text, data: data))
        }
        guard let spec = CommandTable.command(named: name) else {
            let suggestion = Suggestion.closest(to: name, in: CommandTable.names).map { "did you mean '\($0)'?" }
            return .failure(CommandError("no command '\(name)'", suggestion: suggestion ?? "type 'help' to see the commands"))
        }
        var lines = ["usage: " + spec.synopsis, "", spec.summary]
        lines += spec.details
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

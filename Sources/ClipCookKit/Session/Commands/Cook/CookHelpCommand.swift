import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `help` in cook mode: the cook-mode commands.
struct CookHelpCommand: SessionCommand {
    let spec = CommandSpec("help", aliases: ["?"], synopsis: "help", summary: "list the cook-mode commands")

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        let specs = CookModeRegistry.all.map(\.spec)
        // `timer` is listed as its four actions.
        let rows = specs.flatMap { $0.subcommands.isEmpty ? [$0] : $0.subcommands }
        var lines = ["cook-mode commands:"]
        lines += HelpLayout.rows(rows.map { (name: $0.synopsis, text: $0.summary) }, emphasis: session.style.bold)
        lines.append("Return is 'next'; Tab completes commands and timer names")
        let data: [String: JSONValue] = [
            "commands": .array(specs.map { .object(["name": .string($0.name), "synopsis": .string($0.synopsis), "summary": .string($0.summary)]) })
        ]
        return .success(CommandOutcome(command: "", text: lines.joined(separator: "\n"), data: data))
    }
}

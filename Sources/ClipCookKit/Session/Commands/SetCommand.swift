import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

struct SetCommand: SessionCommand {
    let spec = CommandSpec(
        "set", synopsis: "set format text|json", summary: "change a session setting",
        subcommands: [
            CommandSpec(
                "format", synopsis: "set format text|json", summary: "print results as text, or as one JSON document each",
                argument: .choices(["text", "json"]), handler: { $1.setFormat($0) })
        ])

    /// Without a setting, or with a word that is none: how to use it.
    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        .failure(CommandError("usage: set format text|json"))
    }
}

extension Session {
    func setFormat(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        guard arguments.count == 1 else {
            return .failure(CommandError("usage: set format text|json"))
        }
        guard let chosen = OutputFormat(rawValue: arguments[0].lowercased()) else {
            return .failure(CommandError("unknown format '\(arguments[0])'", suggestion: "formats: text, json"))
        }
        format = chosen
        return .success(CommandOutcome(command: "", text: "format: \(chosen.rawValue)", data: ["format": .string(chosen.rawValue)]))
    }
}

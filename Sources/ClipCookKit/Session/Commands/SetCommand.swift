import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

struct SetCommand: SessionCommand {
    let spec = CommandSpec(
        "set", synopsis: "set format text|json", summary: "change a session setting",
        argument: .choices(["format"]), keywords: ["format": .choices(["text", "json"])])

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        session.set(arguments)
    }
}

extension Session {
    func set(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        guard arguments.count == 2, arguments[0].lowercased() == "format" else {
            return .failure(CommandError("usage: set format text|json"))
        }
        guard let chosen = OutputFormat(rawValue: arguments[1].lowercased()) else {
            return .failure(CommandError("unknown format '\(arguments[1])'", suggestion: "formats: text, json"))
        }
        format = chosen
        return .success(CommandOutcome(command: "", text: "format: \(chosen.rawValue)", data: ["format": .string(chosen.rawValue)]))
    }
}

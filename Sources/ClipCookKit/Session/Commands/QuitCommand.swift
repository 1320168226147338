import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

struct QuitCommand: SessionCommand {
    let spec = CommandSpec("quit", aliases: ["exit", "q"], synopsis: "quit", summary: "leave the REPL (Ctrl-D does too)")

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        var result = CommandOutcome(command: "quit", text: "")
        result.quits = true
        return .success(result)
    }
}

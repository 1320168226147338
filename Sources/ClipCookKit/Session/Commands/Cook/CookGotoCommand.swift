import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `goto N`: shows step N.
struct CookGotoCommand: SessionCommand {
    let spec = CommandSpec("goto", aliases: ["go", "step"], synopsis: "goto N", summary: "go to step N", argument: .number)

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        guard let word = arguments.first else { return .failure(CommandError("'goto' needs a step number")) }
        guard arguments.count == 1 else { return .failure(CommandError("'goto' takes one step number, got '\(arguments[1])'")) }
        guard let number = Int(word) else { return .failure(CommandError("'goto' needs a step number, not '\(word)'")) }
        return session.moveCook { cooking throws(CookError) in try cooking.go(to: number) }
    }
}

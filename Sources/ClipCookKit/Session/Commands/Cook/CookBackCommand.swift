import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `back`: shows the previous step.
struct CookBackCommand: SessionCommand {
    let spec = CommandSpec("back", aliases: ["b", "previous", "prev"], synopsis: "back", summary: "go back to the previous step")

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        if let error = session.noArguments(arguments, "back") { return .failure(error) }
        return session.moveCook { cooking throws(CookError) in try cooking.back() }
    }
}

extension Session {
    /// Applies a move to the cook session and shows the step it lands on.
    func moveCook(_ move: (inout CookSession) throws(CookError) -> Void) -> Result<CommandOutcome, CommandError> {
        guard var cooking = cookSession else { return .failure(CommandError("not cooking")) }
        do throws(CookError) {
            try move(&cooking)
        } catch {
            return .failure(CommandError(error))
        }
        cookSession = cooking
        var outcome = CommandOutcome(command: "", text: stepScreen())
        outcome.attach("cook", cookStateMember())
        return .success(outcome)
    }
}

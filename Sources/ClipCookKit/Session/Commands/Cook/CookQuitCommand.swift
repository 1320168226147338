import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `quit` in cook mode: leaves cook mode (not the REPL); timers keep running.
struct CookQuitCommand: SessionCommand {
    let spec = CommandSpec(
        "quit", aliases: ["q", "exit", "leave"], synopsis: "quit",
        summary: "leave cook mode (Ctrl-D, or Ctrl-C twice, too); timers keep running")

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        if let error = session.noArguments(arguments, "quit") { return .failure(error) }
        return .success(session.leaveCookMode())
    }
}

extension Session {
    /// Leaves cook mode where it is; the timers keep running.
    public func leaveCookMode() -> CommandOutcome {
        guard isCooking, let cooking = cookSession else { return CommandOutcome(command: "quit", text: "") }
        isCooking = false
        var text = "left cook mode at step \(cooking.stepNumber) of \(cooking.stepCount)"
        let live = timerBoard.live
        if !live.isEmpty { text += "; still counting: " + live.map { timerSummary($0) }.joined(separator: ", ") }
        var outcome = CommandOutcome(command: "quit", text: text)
        outcome.attach("cook", cookStateMember())
        return outcome
    }
}

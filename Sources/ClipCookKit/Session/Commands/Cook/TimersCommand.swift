import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `timers`: every timer with its time left: the recipe's, and any still
/// counting from before.
struct TimersCommand: SessionCommand {
    let spec = CommandSpec("timers", synopsis: "timers", summary: "list the timers and the time they have left")

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        if let error = session.noArguments(arguments, "timers") { return .failure(error) }
        let rows = session.timerRows()
        let text = rows.isEmpty ? "no timers" : rows.joined(separator: "\n")
        var data: [String: JSONValue] = ["timers": session.timersJSON()]
        if session.isCooking { data["cook"] = session.cookState() }
        return .success(CommandOutcome(command: "", text: text, data: data))
    }
}

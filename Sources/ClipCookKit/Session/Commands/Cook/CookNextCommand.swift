import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `next` (or Return): marks the step done and shows the next; on the last
/// step, finishes the recipe and leaves cook mode, asking at the keyboard
/// whether to take the ingredients from the pantry (`cook done`).
struct CookNextCommand: SessionCommand {
    let spec = CommandSpec(
        "next", aliases: ["n", "done"], synopsis: "next",
        summary: "mark this step done and go to the next (Return does too)")

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        if let error = session.noArguments(arguments, "next") { return .failure(error) }
        return session.cookNext()
    }
}

extension Session {
    func cookNext() -> Result<CommandOutcome, CommandError> {
        guard var cooking = cookSession else { return .failure(CommandError("not cooking")) }
        cooking.next()
        cookSession = cooking
        guard cooking.isFinished else {
            var outcome = CommandOutcome(command: "", text: stepScreen())
            outcome.attach("cook", cookStateMember())
            return .success(outcome)
        }
        isCooking = false
        var lines = [style.bold("Finished \(cooking.recipe.title)") + ": all \(plural(cooking.stepCount, "step")) done. Enjoy!"]
        let live = timerBoard.live
        if !live.isEmpty {
            lines.append("still counting: " + live.map { timerSummary($0) }.joined(separator: ", ") + " (see 'timers')")
        }
        // The state as it is now, before 'cook done' may change the pantry.
        let state = cookStateMember()
        var data: [String: JSONValue] = [:]
        // At the keyboard, with a pantry to take from: ask, and on yes do what 'cook done' does.
        if interaction.isInteractive, !(shopping.pantry?.items.isEmpty ?? true),
            interaction.confirm("take the ingredients from the pantry and record the meal in \(CookLog.fileName)?", defaultAnswer: true)
        {
            switch cookDone([]) {
            case .success(let done):
                lines.append(done.text)
                data["done"] = .object(done.data)
            case .failure(let error):
                lines.append("not recorded: " + error.message)
            }
        } else {
            lines.append(style.dim("'cook done' records the meal in \(CookLog.fileName) and takes its ingredients from the pantry"))
        }
        var outcome = CommandOutcome(command: "", text: lines.joined(separator: "\n"), data: data)
        outcome.attach("cook", state)
        return .success(outcome)
    }
}

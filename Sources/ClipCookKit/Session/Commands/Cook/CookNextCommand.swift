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
            return .success(CommandOutcome(command: "", text: stepScreen(), data: ["cook": cookState()]))
        }
        isCooking = false
        var lines = [style.bold("Finished \(cooking.recipe.title)") + ": all \(plural(cooking.stepCount, "step")) done. Enjoy!"]
        let live = timerBoard.live
        if !live.isEmpty {
            lines.append("still counting: " + live.map { timerSummary($0) }.joined(separator: ", ") + " (see 'timers')")
        }
        var data: [String: JSONValue] = ["cook": cookState()]
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
        return .success(CommandOutcome(command: "", text: lines.joined(separator: "\n"), data: data))
    }
}

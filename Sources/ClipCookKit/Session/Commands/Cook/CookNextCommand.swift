/// `next` (or Return): marks the step done and shows the next; on the last
/// step, finishes the recipe and leaves cook mode.
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
        lines.append(style.dim("'cook done' records the meal in \(CookLog.fileName)"))
        return .success(CommandOutcome(command: "", text: lines.joined(separator: "\n"), data: ["cook": cookState()]))
    }
}

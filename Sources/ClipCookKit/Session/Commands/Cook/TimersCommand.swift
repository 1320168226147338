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
        // The rows and the JSON list are made as they are written, from the
        // typed timers: a recipe of 75,030 timers is never held as rows or
        // JSON values (issue 40), nor its list twice beside cook mode's state.
        let list = session.timerList()
        var outcome = CommandOutcome(
            command: "",
            writingText: { emit in
                if list.isEmpty { return emit("no timers") }
                list.writeRows(inPiecesOf: RecipeCard.pieceSize, emit)
            },
            lazyData: { ["timers": list.jsonElements().whole] },
            jsonPieces: { JSONPieces(["timers": list.jsonElements()]) })
        if session.isCooking { outcome.attach("cook", session.cookStateMember()) }
        return .success(outcome)
    }
}

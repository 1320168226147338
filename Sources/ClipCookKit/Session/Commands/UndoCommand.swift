import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

struct UndoCommand: SessionCommand {
    let spec = CommandSpec("undo", synopsis: "undo", summary: "revert the last change (repeat to go further back)")

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        session.undo(arguments)
    }
}

extension Session {
    func undo(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        if let error = noArguments(arguments, "undo") { return .failure(error) }
        guard let change = undoStack.last else { return .failure(CommandError("nothing to undo")) }
        let reverted = resolvingConflicts(
            { overwrite throws(StoreError) in try store.revert(change, overwrite: overwrite) },
            suggestion: "run 'reload' to read the new version")
        switch reverted {
        case .failure(let error):
            return .failure(error)
        case .success(nil):
            undoStack.removeLast()
            refresh()
            return .success(CommandOutcome(command: "", text: "kept the version on disk; '\(change.summary)' not undone"))
        case .success:
            undoStack.removeLast()
            refresh()
            var data: [String: JSONValue] = ["undone": .string(change.summary), "id": .string(change.recipeId)]
            if let path = change.path { data["path"] = .string(path) }
            return .success(CommandOutcome(command: "", text: "undid: \(change.summary)", data: data))
        }
    }
}

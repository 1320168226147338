extension Session {
    func undo(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        if let error = noArguments(arguments, "undo") { return .failure(error) }
        guard let change = undoStack.last else { return .failure(CommandError("nothing to undo")) }
        var overwrite = false
        while true {
            do {
                try store.revert(change, overwrite: overwrite)
                undoStack.removeLast()
                refresh()
                var data: [String: JSONValue] = ["undone": .string(change.summary), "id": .string(change.recipeId)]
                if let path = change.path { data["path"] = .string(path) }
                return .success(CommandOutcome(command: "", text: "undid: \(change.summary)", data: data))
            } catch {
                guard case .conflict(let conflict) = error else {
                    if case .failed(let message) = error { return .failure(CommandError(message)) }
                    return .failure(CommandError("the change failed"))
                }
                guard !overwrite else { return .failure(CommandError("\(conflict.path): cannot overwrite the file")) }
                switch interaction.resolve(conflict) {
                case .keepMine: overwrite = true
                case .keepTheirs:
                    undoStack.removeLast()
                    refresh()
                    return .success(CommandOutcome(command: "", text: "kept the version on disk; '\(change.summary)' not undone"))
                case nil:
                    return .failure(
                        CommandError(
                            "\(conflict.path) changed on disk since it was read; not overwriting it",
                            suggestion: "run 'reload' to read the new version"))
                }
            }
        }
    }
}

extension Session {
    func setFlag(_ flag: RecipeFlag, _ value: Bool, _ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        let entry: RecipeEntry
        switch resolve(arguments.joined(separator: " ")) {
        case .success(let found): entry = found
        case .failure(let error): return .failure(error)
        }
        let current = flag == .favourite ? entry.recipe.isFavourite : entry.recipe.isArchived
        let title = entry.recipe.title
        guard current != value else {
            let state: String
            switch (flag, value) {
            case (.favourite, true): state = "is already a favourite"
            case (.favourite, false): state = "is not a favourite"
            case (.archived, true): state = "is already archived"
            case (.archived, false): state = "is not archived"
            }
            return .success(CommandOutcome(command: "", text: "'\(title)' \(state)", data: ["recipe": RecipeSummary.json(entry), "changed": .bool(false)]))
        }
        switch applyChange({ overwrite throws(StoreError) in try store.setFlag(flag, to: value, in: entry, overwrite: overwrite) }) {
        case .failure(let error): return .failure(error)
        case .success(nil):
            return .success(CommandOutcome(command: "", text: "kept the version on disk; nothing changed", data: ["changed": .bool(false)]))
        case .success(let change?):
            let done: String
            switch (flag, value) {
            case (.favourite, true): done = "added '\(title)' to the favourites"
            case (.favourite, false): done = "removed '\(title)' from the favourites"
            case (.archived, true): done = "archived '\(title)'"
            case (.archived, false): done = "restored '\(title)'"
            }
            let updated = kitchen.recipes.first { $0.recipe.id == entry.recipe.id }
            var data: [String: JSONValue] = ["changed": .bool(true)]
            if let updated { data["recipe"] = RecipeSummary.json(updated) }
            if let path = change.path { data["path"] = .string(path) }
            return .success(CommandOutcome(command: "", text: done + undoHint, data: data))
        }
    }

    var undoHint: String { interaction.isInteractive ? style.dim(" (undo to revert)") : "" }

    /// Runs a store operation, asking the user what to do if the file changed
    /// on disk. Success with nil: the user kept the version on disk.
    func applyChange(_ operation: (Bool) throws(StoreError) -> StoreChange) -> Result<StoreChange?, CommandError> {
        let result = resolvingConflicts(operation, suggestion: "run 'reload' to read the new version, then try again")
        switch result {
        case .success(let change?):
            undoStack.append(change)
            if undoStack.count > undoLimit { undoStack.removeFirst(undoStack.count - undoLimit) }
            refresh()
        case .success(nil):
            refresh()
        case .failure:
            break
        }
        return result
    }

    /// Runs `operation` (given whether to overwrite a file changed on disk)
    /// and, on a conflict, asks the user: keep mine runs it again
    /// overwriting, keep theirs gives success with nil, no answer fails with
    /// `suggestion`.
    func resolvingConflicts<Value>(
        _ operation: (Bool) throws(StoreError) -> Value, suggestion: String
    ) -> Result<Value?, CommandError> {
        var overwrite = false
        while true {
            do {
                return .success(try operation(overwrite))
            } catch {
                guard case .conflict(let conflict) = error else {
                    if case .failed(let message) = error { return .failure(CommandError(message)) }
                    return .failure(CommandError("the change failed"))
                }
                guard !overwrite else { return .failure(CommandError("\(conflict.path): cannot overwrite the file")) }
                switch interaction.resolve(conflict) {
                case .keepMine:
                    overwrite = true
                case .keepTheirs:
                    return .success(nil)
                case nil:
                    return .failure(CommandError(
                        "\(conflict.path) changed on disk since it was read; not overwriting it", suggestion: suggestion))
                }
            }
        }
    }
}

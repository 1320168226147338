extension Session {
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

import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

extension Session {
    var undoHint: String { interaction.isInteractive ? style.dim(" (undo to revert)") : "" }

    /// Runs a store operation, asking the user what to do if the file changed
    /// on disk. Success with nil: the user kept the version on disk.
    /// `onTop` makes the same edit on top of the disk version, for changes
    /// that are one element (`ConflictChoice.applyOnTop`).
    func applyChange(
        _ operation: (Bool) throws(StoreError) -> StoreChange,
        onTop: ((Conflict) throws(StoreError) -> StoreChange)? = nil
    ) -> Result<StoreChange?, CommandError> {
        let result = resolvingConflicts(operation, onTop: onTop, suggestion: "run 'reload' to read the new version, then try again")
        switch result {
        case .success(let change?):
            remember(change)
            refresh()
        case .success(nil):
            refresh()
        case .failure:
            break
        }
        return result
    }

    /// Keeps `change` for `undo`: on this session's stack and in the
    /// collection's undo journal, for a later session.
    func remember(_ change: StoreChange) {
        var change = change
        change.journalEntry = store.recordInJournal(change, face: face)
        undoStack.append(change)
        if undoStack.count > undoLimit { undoStack.removeFirst(undoStack.count - undoLimit) }
    }

    /// Runs `operation` (given whether to overwrite a file changed on disk)
    /// and, on a conflict, asks the user: keep mine runs it again
    /// overwriting, keep theirs gives success with nil, apply on top runs
    /// `onTop`, no answer fails with `suggestion`.
    func resolvingConflicts<Value>(
        _ operation: (Bool) throws(StoreError) -> Value,
        onTop: ((Conflict) throws(StoreError) -> Value)? = nil, suggestion: String
    ) -> Result<Value?, CommandError> {
        var overwrite = false
        while true {
            do {
                return .success(try operation(overwrite))
            } catch {
                guard case .conflict(var conflict) = error else {
                    if case .failed(let message, let kind) = error { return .failure(CommandError(message, kind: kind)) }
                    return .failure(CommandError("the change failed", kind: error.kind))
                }
                guard !overwrite else { return .failure(CommandError("\(conflict.path): cannot overwrite the file", kind: .conflict)) }
                if onTop == nil { conflict.rebased = nil }
                switch interaction.resolve(conflict) {
                case .keepMine:
                    overwrite = true
                case .keepTheirs:
                    return .success(nil)
                case .applyOnTop:
                    guard let onTop, conflict.rebased != nil else {
                        return .failure(
                            CommandError(
                                "\(conflict.path): this change cannot be applied on top of the version on disk", kind: .conflict))
                    }
                    do {
                        return .success(try onTop(conflict))
                    } catch {
                        if case .failed(let message, let kind) = error { return .failure(CommandError(message, kind: kind)) }
                        return .failure(
                            CommandError(
                                "\(conflict.path) changed on disk again; not overwriting it", suggestion: suggestion, kind: .conflict))
                    }
                case nil:
                    let what = conflict.isDeletedOnDisk ? "was deleted on disk" : "changed on disk since it was read"
                    return .failure(CommandError("\(conflict.path) \(what); not overwriting it", suggestion: suggestion, kind: .conflict))
                }
            }
        }
    }
}

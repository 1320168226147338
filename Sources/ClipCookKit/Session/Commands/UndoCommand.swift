import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

struct UndoCommand: SessionCommand {
    let spec = CommandSpec(
        "undo", synopsis: "undo",
        summary: "revert the last change, even another session's (repeat to go further back)")

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        session.undo(arguments)
    }
}

extension Session {
    func undo(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        if let error = noArguments(arguments, "undo") { return .failure(error) }
        guard let change = undoStack.last else { return undoFromJournal() }
        let reverted = resolvingConflicts(
            { overwrite throws(StoreError) in try store.revert(change, overwrite: overwrite) },
            suggestion: "run 'reload' to read the new version")
        switch reverted {
        case .failure(let error):
            return .failure(error)
        case .success(nil):
            undoStack.removeLast()
            if let name = change.journalEntry { store.forgetJournalEntry(name) }
            refresh()
            return .success(CommandOutcome(command: "", text: "kept the version on disk; '\(change.summary)' not undone"))
        case .success:
            undoStack.removeLast()
            if let name = change.journalEntry { store.forgetJournalEntry(name) }
            refresh()
            var data: [String: JSONValue] = ["undone": .string(change.summary), "id": .string(change.recipeId)]
            if let path = change.path { data["path"] = .string(path) }
            return .success(CommandOutcome(command: "", text: "undid: \(change.summary)", data: data))
        }
    }

    /// Reverts the newest change of the collection's undo journal (made by
    /// an earlier session or another face), only over files still as that
    /// change left them: else the person chooses (in a terminal) or it is
    /// refused.
    private func undoFromJournal() -> Result<CommandOutcome, CommandError> {
        guard let (name, newest) = store.newestJournalEntry() else { return .failure(CommandError("nothing to undo")) }
        let made = Self.madeBy(newest.face)
        var overwrite = false
        while true {
            do {
                let entry = try store.revertJournalEntry(name, overwrite: overwrite)
                refresh()
                let paths = entry.files.map(\.path)
                let data: [String: JSONValue] = [
                    "undone": .string(entry.summary), "face": .string(entry.face.rawValue), "paths": .array(paths.map { .string($0) }),
                    "madeAt": .string(ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: entry.madeAt))),
                ]
                return .success(CommandOutcome(command: "", text: "undid: \(entry.summary) (\(made))", data: data))
            } catch {
                guard case .conflict(var conflict) = error, !overwrite else {
                    if case .failed(let message, let kind) = error { return .failure(CommandError(message, kind: kind)) }
                    return .failure(CommandError("'\(newest.summary)' could not be undone", kind: error.kind))
                }
                conflict.rebased = nil
                switch interaction.resolve(conflict) {
                case .keepMine:
                    overwrite = true
                case .keepTheirs:
                    store.forgetJournalEntry(name)
                    return .success(CommandOutcome(command: "", text: "kept the version on disk; '\(newest.summary)' not undone"))
                case .applyOnTop, nil:
                    return .failure(
                        CommandError(
                            "\(conflict.path) changed since '\(newest.summary)' (\(made)); not undoing it",
                            suggestion: "put the file back as that change left it, or run 'undo' in the REPL to choose a version",
                            kind: .conflict))
                }
            }
        }
    }

    /// Which face made a change, as `undo` says it.
    static func madeBy(_ face: ChangeFace) -> String {
        switch face {
        case .repl: "made in the REPL"
        case .cli: "made by clipcook -c or a script"
        case .mcp: "made through clipcook mcp"
        case .web: "made in the kitchen view"
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

/// The collection's undo journal (`UndoJournal`) as this store writes and
/// reverts it: a change is kept with its files' before-images, and undone
/// (by any later process) only over files still as the change left them,
/// through the same writer as every other write.
extension WriteBackStore {
    public var journal: UndoJournal { UndoJournal(writer: writer) }

    public func recordInJournal(_ change: StoreChange, face: ChangeFace) -> String? {
        var files: [UndoJournalFile] = []
        for part in Self.inOrder(change) {
            guard let path = part.path, let relative = journalPath(path) else { return nil }
            if let index = files.firstIndex(where: { $0.path == relative }) {
                // The same file changed twice by one command: before the first, after the last.
                files[index].setAfter(part.writtenBytes)
            } else {
                files.append(UndoJournalFile(path: relative, before: part.previousBytes, after: part.writtenBytes))
            }
        }
        guard !files.isEmpty else { return nil }
        let entry = UndoJournalEntry(summary: change.summary, face: face, madeAt: Date().timeIntervalSince1970, files: files)
        return journal.append(entry)
    }

    public func newestJournalEntry() -> (name: String, entry: UndoJournalEntry)? {
        let journal = self.journal
        for name in journal.names().reversed() {
            if let entry = journal.entry(name) { return (name, entry) }
            // An entry that cannot be read can never be undone.
            journal.remove(name)
        }
        return nil
    }

    public func revertJournalEntry(_ name: String, overwrite: Bool) throws(StoreError) -> UndoJournalEntry {
        try locked(root) { () throws(StoreError) -> UndoJournalEntry in
            guard let entry = journal.entry(name) else {
                throw .failed("that change was already undone elsewhere", kind: .notFound)
            }
            if !overwrite {
                for file in entry.files {
                    let path = absolutePath(file.path)
                    let current = try? FileBytes.load(atPath: path).bytes
                    guard file.isAsLeft(current) else {
                        throw .conflict(Conflict(path: displayPath(path), mine: file.before.map { Array($0) } ?? [], theirs: current))
                    }
                }
            }
            for file in entry.files.reversed() {
                let path = absolutePath(file.path)
                let shown = displayPath(path)
                if let before = file.before {
                    try write(Array(before), to: path, shownAs: shown, expecting: nil)
                } else {
                    do throws(AtomicWriter.WriteError) {
                        try writer.remove(path)
                    } catch {
                        throw .failed("\(shown): \(error.message)", kind: error.kind)
                    }
                    noteChange(path)
                }
            }
            journal.remove(name)
            return entry
        }
    }

    public func forgetJournalEntry(_ name: String) {
        journal.remove(name)
    }

    /// The single-file changes of `change` in the order they were made.
    private static func inOrder(_ change: StoreChange) -> [StoreChange] {
        if !change.parts.isEmpty { return change.parts.flatMap(inOrder) }
        var own = change
        own.parts = []
        own.alsoChanged = []
        return [own] + change.alsoChanged.flatMap(inOrder)
    }

    /// `path` relative to the collection folder; nil when it is not in it.
    private func journalPath(_ path: String) -> String? {
        for prefix in [root, collection.absoluteRoot].map({ $0.hasSuffix("/") ? $0 : $0 + "/" }) where path.hasPrefix(prefix) {
            let relative = String(path.dropFirst(prefix.count))
            return UndoJournal.isJournalPath(relative) ? relative : nil
        }
        return nil
    }
}

import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookStore

/// The undo journal's bounds by size: the oldest entries go once the
/// journal would hold more than 16 MB, and a change larger than 4 MB is
/// not kept at all (the count bound is tested through the executable, in
/// `UndoJournalTests`).
@Suite struct UndoJournalBoundTests {
    static func entry(_ number: Int, bytes: Int) -> UndoJournalEntry {
        UndoJournalEntry(
            summary: "change \(number)", face: .cli, madeAt: 0,
            files: [UndoJournalFile(path: "recipes/big.recipe", before: Array(repeating: UInt8(ascii: "a"), count: bytes), after: [])])
    }

    @Test func theOldestEntriesGoPastSixteenMegabytesAndAHugeChangeIsNotKept() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("clipcook-journal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let journal = UndoJournal(writer: CollectionWriter(root: root.path))
        // Each entry is 2.5 MB of before-image, about 3.3 MB once encoded: four fit in 16 MB, not five.
        for number in 1...6 {
            #expect(journal.append(Self.entry(number, bytes: 5 * 512 * 1024)) != nil)
        }
        let kept = journal.names().compactMap { journal.entry($0)?.summary }
        #expect(kept == ["change 3", "change 4", "change 5", "change 6"])
        let total = journal.names().reduce(0) { sum, name in
            sum + Int(FileStamp.current(atPath: root.path + "/.clipcook/undo/" + name)?.size ?? 0)
        }
        #expect(total <= UndoJournal.sizeLimit)
        #expect(journal.append(Self.entry(7, bytes: UndoJournal.imageLimit + 1)) == nil)
        #expect(journal.names().count == 4)
        // An entry naming a path outside the collection is neither kept nor read.
        var outside = Self.entry(8, bytes: 10)
        outside.files[0].path = "../elsewhere"
        #expect(journal.append(outside) == nil)
    }
}

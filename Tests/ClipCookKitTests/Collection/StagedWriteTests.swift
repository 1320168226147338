import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct StagedWriteTests {
    static func files(_ texts: [String: String], expecting: [String: FileFingerprint] = [:]) -> [StagedWrite.File] {
        texts.keys.sorted().map { StagedWrite.File(relativePath: $0, bytes: Array((texts[$0] ?? "").utf8), expecting: expecting[$0]) }
    }

    @Test func writesEveryFileAndLeavesNoStaging() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("settings", "settings\n")
        let old = try FileBytes.load(atPath: folder.path + "/settings").fingerprint
        try StagedWrite.commit(
            Self.files(["recipes/a.recipe": "a", "settings": "new"], expecting: ["settings": old]),
            root: folder.path)
        #expect(folder.allFiles() == ["recipes/a.recipe", "settings"])
        #expect(folder.read("settings") == "new")
    }

    @Test func aChangedFileStopsEverythingBeforeAnythingIsWritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("settings", "theirs\n")
        let stale = FileFingerprint(bytes: Array("mine\n".utf8))
        #expect(throws: AtomicWriter.WriteError.changedOnDisk(folder.path + "/settings")) {
            try StagedWrite.commit(
                Self.files(["recipes/a.recipe": "a", "settings": "new"], expecting: ["settings": stale]),
                root: folder.path)
        }
        #expect(folder.allFiles() == ["settings"])
        #expect(folder.read("settings") == "theirs\n")
    }

    @Test func aKillBeforeTheCommitIsUndoneAtTheNextStart() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("settings", "old\n")
        // What a process killed while staging leaves.
        try folder.write(".clipcook-staging/0", "half")
        try folder.write(".clipcook-staging/.1.tmp-1-a", "ha")
        let note = StagedWrite.recover(root: folder.path)
        #expect(note == "removed the staged files of an interrupted import (nothing had been changed)")
        #expect(folder.allFiles() == ["settings"])
        #expect(folder.read("settings") == "old\n")
    }

    @Test func aKillAfterTheCommitIsFinishedAtTheNextStart() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("settings", "old\n")
        try folder.write("recipes/a.recipe", "new a")  // already renamed into place
        try folder.write(".clipcook-staging/COMMIT", "recipes/a.recipe\nsettings\nplans/p.plan\n")
        try folder.write(".clipcook-staging/1", "new settings")
        try folder.write(".clipcook-staging/2", "new plan")
        let note = StagedWrite.recover(root: folder.path)
        #expect(note == "finished an interrupted import (2 of 3 files were still to be put in place)")
        #expect(folder.allFiles() == ["plans/p.plan", "recipes/a.recipe", "settings"])
        #expect(folder.read("settings") == "new settings")
        #expect(StagedWrite.recover(root: folder.path) == nil)
    }

    /// Finishing moves each file with one rename: a staged file already gone
    /// is passed over without making its folder, a missing folder is made.
    @Test func finishingAfterAKillMakesOnlyTheFoldersOfFilesStillStaged() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(".clipcook-staging/COMMIT", "plans/gone.plan\nrecipes/deep/b.recipe\n")
        try folder.write(".clipcook-staging/1", "new b")
        let note = StagedWrite.recover(root: folder.path)
        #expect(note == "finished an interrupted import (1 of 2 files was still to be put in place)")
        #expect(folder.allFiles() == ["recipes/deep/b.recipe"])
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/plans"))
    }

    @Test func manyFilesInSeveralFoldersAreAllWritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var texts: [String: String] = [:]
        for k in 0..<300 { texts["\(k % 3 == 0 ? "recipes" : "plans/\(k % 2)")/f\(k)"] = "file \(k)\n" }
        var counted = 0
        try StagedWrite.commit(Self.files(texts), root: folder.path) { counted = $0 }
        #expect(counted == 300)
        #expect(folder.allFiles() == texts.keys.sorted())
        for (path, text) in texts { #expect(folder.read(path) == text) }
    }

    @Test func aStagingFolderThatLeadsOutOfTheCollectionIsRefused() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        defer { folder.remove(); outside.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/.clipcook-staging", withDestinationPath: outside.path)
        #expect(throws: AtomicWriter.WriteError.self) {
            try StagedWrite.commit(Self.files(["recipes/a.recipe": "a"]), root: folder.path)
        }
        #expect(outside.allFiles().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/recipes/a.recipe"))
    }

    @Test func pathsLeavingTheCollectionAreRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(throws: AtomicWriter.WriteError.self) {
            try StagedWrite.commit(Self.files(["../escape.recipe": "x"]), root: folder.path)
        }
        #expect(folder.allFiles().isEmpty)
    }
}

import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookStore
@testable import ClipCookKit

/// `clipcook sync` through the built executable: what it refuses, the
/// commit it makes, what it says, and a conflict finished and reported.
@Suite struct SyncCommandTests {
    private func sync(_ folder: URL) throws -> Executable.Result {
        try Executable.run(["sync", "-C", folder.path])
    }

    private func head(_ folder: URL) throws -> String {
        try SyncRig.git(["rev-parse", "HEAD"], in: folder)
    }

    @Test func refusesAFolderThatIsNotAGitWorkTree() throws {
        let folder = try Executable.temporaryDirectory(holding: ["settings": "settings\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try sync(folder)
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("is not in a git work tree"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".gitattributes").path))
    }

    @Test func refusesARepositoryWithoutARemoteOrWithStagedChanges() throws {
        let rig = try SyncRig()
        defer { rig.remove() }
        let seed = rig.root.appendingPathComponent("seed")
        let noRemote = try sync(seed)
        #expect(noRemote.exitCode == 1)
        #expect(noRemote.stderr.contains("has no remote"), "\(noRemote.stderr)")

        let clone = try rig.clone("laptop-1")
        try Data("pantry\n  - saffron\n".utf8).write(to: clone.appendingPathComponent("pantry"))
        try SyncRig.git(["add", "pantry"], in: clone)
        let before = try head(clone)
        let staged = try sync(clone)
        #expect(staged.exitCode == 1)
        #expect(staged.stderr.contains("staged changes"), "\(staged.stderr)")
        #expect(try head(clone) == before)
        #expect(try SyncRig.git(["status", "--porcelain"], in: clone) == "M  pantry\n")
    }

    @Test func refusesInTheMiddleOfAMergeOrWithADetachedHead() throws {
        let rig = try SyncRig()
        defer { rig.remove() }
        let clone = try rig.clone("laptop-1")
        try SyncRig.git(["checkout", "-q", "--detach"], in: clone)
        let detached = try sync(clone)
        #expect(detached.exitCode == 1)
        #expect(detached.stderr.contains("HEAD is detached"), "\(detached.stderr)")
        try SyncRig.git(["checkout", "-q", "main"], in: clone)
        let gitDir = clone.appendingPathComponent(".git")
        try Data((try head(clone)).utf8).write(to: gitDir.appendingPathComponent("MERGE_HEAD"))
        let merging = try sync(clone)
        #expect(merging.exitCode == 1)
        #expect(merging.stderr.contains("in the middle of a merge"), "\(merging.stderr)")
    }

    @Test func aChangeGoesOutWithAMessageAndComesInOnTheOtherClone() throws {
        let rig = try SyncRig()
        defer { rig.remove() }
        let laptop = try rig.clone("laptop-1")
        let kitchen = try rig.clone("kitchen")
        // A fresh clone has no driver: sync sets it up itself.
        try SyncRig.git(["config", "--unset", "merge.clipcook.driver"], in: kitchen)
        let session = Session(store: WriteBackStore(root: laptop.path), interaction: ScriptInteraction(), today: Day("2026-11-28"))
        #expect(session.execute("shop add 2 lemons").succeeded)
        #expect(session.execute("shop check lemons").succeeded)
        #expect(session.execute("fav banana-bread").succeeded)
        #expect(session.execute("plan add 2026-12-01 dinner shakshuka-with-feta").succeeded)

        let out = try sync(laptop)
        #expect(out.exitCode == 0, "\(out.stderr)")
        #expect(out.stdout == "out: 1 change\n")
        let subject = try SyncRig.git(["log", "-1", "--format=%s"], in: laptop)
        #expect(subject == "plan: 1 meal added (2026-W49, new); recipe banana-bread: favourited; shopping: 1 item added\n")

        let into = try sync(kitchen)
        #expect(into.exitCode == 0, "\(into.stderr)")
        #expect(into.stdout.hasPrefix("set merge.clipcook.driver: "))
        #expect(into.stdout.hasSuffix("in: 1 change from laptop-1 (plan, recipes, shopping); out: 0 changes\n"), "\(into.stdout)")
        #expect(try SyncRig.git(["config", "merge.clipcook.driver"], in: kitchen).contains(" merge --path %P %O %A %B"))
        #expect(try SyncRig.trackedFiles(kitchen) == (try SyncRig.trackedFiles(laptop)))
        #expect(try sync(kitchen).stdout == "up to date\n")
        let history = session.execute("history shopping 5")
        #expect(history.succeeded)
        let entries = history.text.split(separator: "\n")
        #expect(entries.count == 2, "\(history.text)")
        #expect(entries.first?.hasSuffix("  laptop-1  " + subject.dropLast()) == true, "\(history.text)")
        #expect(entries.last?.hasSuffix("  seed  the examples") == true)
        #expect(session.execute("history plan 2026-W49").text.split(separator: "\n").count == 1)
        #expect(session.execute("history nonesuch-recipe").error != nil)
    }

    /// `git clone URL kitchen && clipcook -C kitchen sync` is all a second
    /// device needs: the driver that sync sets up merges two items added at
    /// the same place of the list, where git's line merge would stop.
    @Test func aFreshCloneNeedsNothingButSync() throws {
        let rig = try SyncRig()
        defer { rig.remove() }
        let laptop = try rig.clone("laptop-1")
        let kitchen = rig.root.appendingPathComponent("kitchen")
        try SyncRig.git(["clone", "-q", rig.bare.path, kitchen.path], in: rig.root)
        try SyncRig.git(["config", "user.name", "kitchen"], in: kitchen)
        try SyncRig.git(["config", "user.email", "kitchen@example.com"], in: kitchen)
        let first = try Executable.run(["-C", kitchen.path, "sync"])
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("set merge.clipcook.driver: "), "\(first.stdout)")
        #expect(first.stdout.hasSuffix("\nup to date\n"), "\(first.stdout)")
        for (folder, item) in [(laptop, "2 lemons"), (kitchen, "1 bunch of mint")] {
            let session = Session(store: WriteBackStore(root: folder.path), interaction: ScriptInteraction(), today: Day("2026-11-28"))
            #expect(session.execute("shop add \(item)").succeeded)
        }
        #expect(try Executable.run(["-C", laptop.path, "sync"]).exitCode == 0)
        let second = try Executable.run(["-C", kitchen.path, "sync"])
        #expect(second.stdout == "in: 1 change from laptop-1 (shopping); out: 1 change\n", "\(second.stdout) \(second.stderr)")
        let list = try String(contentsOf: kitchen.appendingPathComponent("shopping.list"), encoding: .utf8)
        #expect(list.contains("2 lemons") && list.contains("1 bunch of mint") && !list.contains("<<<<<<<"), "\(list)")
    }

    @Test func aConflictIsFinishedMarkedAndReported() throws {
        let rig = try SyncRig()
        defer { rig.remove() }
        let laptop = try rig.clone("laptop-1")
        let kitchen = try rig.clone("kitchen")
        // The same meal given a different note on each side: a real conflict.
        for (folder, note) in [(laptop, "with berries"), (kitchen, "with honey")] {
            let session = Session(store: WriteBackStore(root: folder.path), interaction: ScriptInteraction(), today: Day("2026-11-28"))
            #expect(session.execute("plan note 2026-11-23 breakfast \"\(note)\"").succeeded)
        }
        #expect(try sync(laptop).exitCode == 0)
        let result = try sync(kitchen)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("conflict: plans/2026-W48.plan:") == true, "\(result.stdout)")
        #expect(
            lines.first?.contains("ours ") == true && lines.first?.contains("with honey") == true && lines.first?.contains(" / theirs ") == true
                && lines.first?.contains("with berries") == true, "\(result.stdout)")
        #expect(lines.last == "in: 1 change from laptop-1 (plan); out: 1 change")
        let gitDir = kitchen.appendingPathComponent(".git")
        #expect(!FileManager.default.fileExists(atPath: gitDir.appendingPathComponent("MERGE_HEAD").path))
        #expect(try SyncRig.git(["status", "--porcelain"], in: kitchen).isEmpty)
        let text = try String(contentsOf: kitchen.appendingPathComponent("plans/2026-W48.plan"), encoding: .utf8)
        #expect(text.contains("<<<<<<< ours"))
    }
}

import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookStore
@testable import ClipCookKit

/// A push another device overtakes (issue 36): sync fetches and merges
/// again and pushes again, three times at most, and refuses a rebase of
/// the user's own. The race is made real with a `pre-push` hook in which
/// another clone pushes first.
@Suite struct SyncPushRetryTests {
    /// Makes `laptop`'s next `overtaken` pushes race another clone's push
    /// (each a commit to `notes.txt`); returns the file counting the pushes tried.
    private func overtake(_ laptop: URL, by other: URL, times overtaken: Int) throws -> URL {
        let counter = laptop.deletingLastPathComponent().appendingPathComponent("pushes-tried")
        let hook = laptop.appendingPathComponent(".git/hooks/pre-push")
        let script = """
            #!/bin/sh
            unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE GIT_PREFIX
            n=$(cat '\(counter.path)' 2>/dev/null || echo 0)
            n=$((n + 1))
            echo "$n" > '\(counter.path)'
            if [ "$n" -le \(overtaken) ]; then
              cd '\(other.path)' || exit 1
              echo "note $n" >> notes.txt
              git add notes.txt && git commit -qm "note $n" && git push -q origin main || exit 1
            fi
            exit 0

            """
        try Data(script.utf8).write(to: hook)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
        return counter
    }

    private func pushesTried(_ counter: URL) -> String {
        ((try? String(contentsOf: counter, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func aPushOvertakenTwiceIsMergedAndPushedTheThirdTime() throws {
        let rig = try SyncRig()
        defer { rig.remove() }
        let laptop = try rig.clone("laptop-1")
        let other = try rig.clone("laptop-2")
        let counter = try overtake(laptop, by: other, times: 2)
        let session = Session(store: WriteBackStore(root: laptop.path), interaction: ScriptInteraction(), today: Day("2026-11-28"))
        #expect(session.execute("shop add 2 lemons").succeeded)
        let result = try Executable.run(["sync", "-C", laptop.path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout == "in: 2 changes from laptop-2 (other files); out: 1 change\n", "\(result.stdout)")
        #expect(pushesTried(counter) == "3")
        let remoteList = try SyncRig.git(["--git-dir", rig.bare.path, "show", "main:shopping.list"], in: rig.root)
        #expect(remoteList.contains("2 lemons"))
        #expect(try SyncRig.git(["--git-dir", rig.bare.path, "show", "main:notes.txt"], in: rig.root) == "note 1\nnote 2\n")
        #expect(try SyncRig.git(["status", "--porcelain"], in: laptop).isEmpty)
    }

    @Test func aPushOvertakenThreeTimesFailsWithGitsMessage() throws {
        let rig = try SyncRig()
        defer { rig.remove() }
        let laptop = try rig.clone("laptop-1")
        let other = try rig.clone("laptop-2")
        let counter = try overtake(laptop, by: other, times: 5)
        let session = Session(store: WriteBackStore(root: laptop.path), interaction: ScriptInteraction(), today: Day("2026-11-28"))
        #expect(session.execute("shop add 2 lemons").succeeded)
        let result = try Executable.run(["sync", "-C", laptop.path])
        #expect(result.exitCode == 1)
        #expect(result.stderr.hasPrefix("clipcook sync: error: push failed after 3 tries: error: failed to push some refs to "), "\(result.stderr)")
        // Git's line for the branch: "! [rejected] … (fetch first)", or "! [remote rejected] … (failed to update ref)"
        // when the other push lands while this one is under way.
        #expect(result.stderr.contains("; git said: ! [") && result.stderr.contains("rejected]"), "\(result.stderr)")
        #expect(pushesTried(counter) == "3")
        // Nothing half done: the change is committed and merged, ready for the next sync.
        let gitDir = laptop.appendingPathComponent(".git")
        #expect(!FileManager.default.fileExists(atPath: gitDir.appendingPathComponent("MERGE_HEAD").path))
        #expect(try SyncRig.git(["status", "--porcelain"], in: laptop).isEmpty)
        #expect(try SyncRig.git(["log", "-1", "--no-merges", "--format=%s", "--author=laptop-1"], in: laptop) == "shopping: 1 item added\n")
    }

    @Test func refusesInTheMiddleOfARebase() throws {
        let rig = try SyncRig()
        defer { rig.remove() }
        let laptop = try rig.clone("laptop-1")
        let before = try SyncRig.git(["rev-parse", "HEAD"], in: laptop)
        try FileManager.default.createDirectory(at: laptop.appendingPathComponent(".git/rebase-merge"), withIntermediateDirectories: true)
        try Data("pantry\n  - 1 saffron\n".utf8).write(to: laptop.appendingPathComponent("pantry"))
        let result = try Executable.run(["sync", "-C", laptop.path])
        #expect(result.exitCode == 1)
        #expect(result.stderr == "clipcook sync: error: the repository is in the middle of a rebase; finish or abort it first, then sync\n")
        #expect(try SyncRig.git(["rev-parse", "HEAD"], in: laptop) == before)
        #expect(try SyncRig.git(["status", "--porcelain"], in: laptop) == " M pantry\n")
    }
}

import Foundation
import Testing

/// The merge driver as `init --git` sets it up: it runs this very
/// executable by its absolute path (nothing put `clipcook` on the PATH), and
/// names the real file (git's `%P`), not git's temporary copy, in messages.
@Suite struct MergeDriverSetupTests {
    typealias Git = MergeDriverTests

    @Test func gitMergeRunsTheDriverWithoutClipcookOnThePathAndNamesTheRealFile() throws {
        let repo = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: repo) }
        try FileManager.default.createDirectory(at: repo.appendingPathComponent("plans"), withIntermediateDirectories: true)
        let plan = repo.appendingPathComponent("plans/2026-W48.plan")
        let (initialised, message) = try Git.git(["init", "-q", "-b", "main"], in: repo)
        try #require(initialised == 0, "git init failed: \(message)")
        let setUp = try Executable.run(["init", "--git", repo.path])
        #expect(setUp.exitCode == 0, "\(setUp.stderr)")
        let (_, driver) = try Git.git(["config", "merge.clipcook.driver"], in: repo)
        #expect(driver.hasPrefix("/"), "the driver should name clipcook by its absolute path: \(driver)")
        #expect(driver.hasSuffix(" merge --path %P %O %A %B\n"), "\(driver)")
        #expect(setUp.stdout.contains("set merge.clipcook.driver in the repository's git config: /"))

        let base = "plan\nday 2026-11-23\n  breakfast: overnight-oats\n  lunch: chicken-caesar-wrap x2\n"
        try base.write(to: plan, atomically: true, encoding: .utf8)
        #expect(try Git.git(["add", "-A"], in: repo).0 == 0)
        #expect(try Git.git(["commit", "-qm", "week 48"], in: repo).0 == 0)
        #expect(try Git.git(["checkout", "-qb", "jo"], in: repo).0 == 0)
        try base.replacingOccurrences(of: "x2", with: "x4").write(to: plan, atomically: true, encoding: .utf8)
        #expect(try Git.git(["commit", "-qam", "hungrier still"], in: repo).0 == 0)
        #expect(try Git.git(["checkout", "-q", "main"], in: repo).0 == 0)
        try base.replacingOccurrences(of: "x2", with: "x3").write(to: plan, atomically: true, encoding: .utf8)
        #expect(try Git.git(["commit", "-qam", "hungrier"], in: repo).0 == 0)

        let (status, output) = try Git.git(["merge", "-q", "--no-edit", "jo"], in: repo, clipcookOnPath: false)
        #expect(status != 0)  // a real conflict
        #expect(!output.contains("not found"), "\(output)")
        #expect(output.contains("plans/2026-W48.plan: 1 conflict marked"), "\(output)")
        #expect(!output.contains(".merge_file"), "\(output)")
        // The driver's markers: around the one meal, not git's around lines.
        #expect(
            try String(contentsOf: plan, encoding: .utf8) == """
                plan
                day 2026-11-23
                  breakfast: overnight-oats
                <<<<<<< ours
                  lunch: chicken-caesar-wrap x3
                =======
                  lunch: chicken-caesar-wrap x4
                >>>>>>> theirs

                """)
    }

    @Test func mergeNamesThePathItIsGivenInEveryMessage() throws {
        let folder = try Executable.temporaryDirectory(holding: [
            ".merge_file_base": "shopping\n  - [ ] milk\n",
            ".merge_file_ours": "shopping\n  - [ ] 1 l milk\n",
            ".merge_file_theirs": "shopping\n  - [ ] 2 l milk\n",
            ".merge_file_broken": "shopping\n  - [ ] milk\nnonsense\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        let conflict = try Executable.run([
            "merge", path(".merge_file_base"), path(".merge_file_ours"), path(".merge_file_theirs"), "--path", "lists/week.list",
        ])
        #expect(conflict.exitCode == 1)
        #expect(conflict.stderr == "lists/week.list: 1 conflict marked\n")
        let broken = try Executable.run([
            "merge", path(".merge_file_base"), path(".merge_file_broken"), path(".merge_file_theirs"), "--path", "lists/week.list",
        ])
        #expect(broken.exitCode == 1)
        #expect(broken.stderr.contains("lists/week.list"), "\(broken.stderr)")
        #expect(!broken.stderr.contains(".merge_file"), "\(broken.stderr)")
    }
}

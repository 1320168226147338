import Foundation
import Testing

/// The merge driver in a real git repository: two branches edit the same
/// week's plan on neighbouring lines; `git merge` runs `clipcook merge`.
@Suite struct MergeDriverTests {
    /// `clipcookOnPath` false: a PATH of the system's folders alone, as a
    /// user who never put `clipcook` on it has.
    static func git(_ arguments: [String], in folder: URL, clipcookOnPath: Bool = true) throws -> (Int32, String) {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] =
            clipcookOnPath
            ? Executable.productsDirectory.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin") : "/usr/local/bin:/usr/bin:/bin"
        for (key, value) in [
            ("GIT_AUTHOR_NAME", "Sam"), ("GIT_AUTHOR_EMAIL", "sam@example.com"),
            ("GIT_COMMITTER_NAME", "Sam"), ("GIT_COMMITTER_EMAIL", "sam@example.com"), ("GIT_CONFIG_NOSYSTEM", "1"),
            ("HOME", folder.path),
        ] { environment[key] = value }
        return try Executable.runProgram("/usr/bin/env", ["git"] + arguments, environment: environment, in: folder)
    }

    @Test func gitMergeUsesTheDriverForAWeeksPlan() throws {
        let repo = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: repo) }
        let plan = repo.appendingPathComponent("plans/2026-W48.plan")
        // git is installed by scripts/ensure-deps: without it this test fails rather than passing untested.
        let (initialised, message) = try Self.git(["init", "-q", "-b", "main"], in: repo)
        try #require(initialised == 0, "git init failed: \(message)")
        let setUp = try Executable.run(["init", "--git", repo.path])
        #expect(setUp.exitCode == 0, "\(setUp.stderr)")
        #expect(setUp.stdout.contains("set merge.clipcook.driver"))
        #expect(try String(contentsOf: repo.appendingPathComponent(".gitattributes"), encoding: .utf8).contains("*.plan merge=clipcook"))
        let base = "-- week 48\nplan\nday 2026-11-23\n  breakfast: overnight-oats\n  lunch: chicken-caesar-wrap x2\n"
        try base.write(to: plan, atomically: true, encoding: .utf8)
        #expect(try Self.git(["add", "-A"], in: repo).0 == 0)
        #expect(try Self.git(["commit", "-qm", "week 48"], in: repo).0 == 0)
        #expect(try Self.git(["checkout", "-qb", "jo"], in: repo).0 == 0)
        try base.replacingOccurrences(of: "x2\n", with: "x2\n  dinner: thai-green-curry\n")
            .write(to: plan, atomically: true, encoding: .utf8)
        #expect(try Self.git(["commit", "-qam", "curry on Monday"], in: repo).0 == 0)
        #expect(try Self.git(["checkout", "-q", "main"], in: repo).0 == 0)
        try base.replacingOccurrences(of: "x2\n", with: "x3\n").write(to: plan, atomically: true, encoding: .utf8)
        #expect(try Self.git(["commit", "-qam", "hungrier"], in: repo).0 == 0)
        let (status, output) = try Self.git(["merge", "-q", "--no-edit", "jo"], in: repo)
        #expect(status == 0, "\(output)")
        #expect(
            try String(contentsOf: plan, encoding: .utf8)
                == "-- week 48\nplan\nday 2026-11-23\n  breakfast: overnight-oats\n  lunch: chicken-caesar-wrap x3\n  dinner: thai-green-curry\n")
    }

    @Test func aConflictExitsOneWithMarkersAroundTheElement() throws {
        let folder = try Executable.temporaryDirectory(holding: [
            "base.list": "shopping\n  - [ ] milk\n  - [ ] eggs\n",
            "ours.list": "shopping\n  - [ ] 1 l milk\n  - [ ] eggs\n",
            "theirs.list": "shopping\n  - [ ] 2 l milk\n  - [x] eggs\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        let result = try Executable.run(["merge", path("base.list"), path("ours.list"), path("theirs.list")])
        #expect(result.exitCode == 1)
        #expect(
            try String(contentsOfFile: path("ours.list"), encoding: .utf8)
                == "shopping\n<<<<<<< ours\n  - [ ] 1 l milk\n=======\n  - [ ] 2 l milk\n>>>>>>> theirs\n  - [x] eggs\n")
    }

    @Test func aPlanMergedInStretchesGoesToAFileOrStandardOutputAlike() throws {
        let days = (1...9).map { "day 2026-11-2\($0)\n  lunch: red-lentil-soup\n  dinner: green-curry x2\n" }
        let base = "-- the month\nplan\n" + days.joined(separator: "\n")
        let ours = base.replacingOccurrences(of: "day 2026-11-21\n  lunch: red-lentil-soup", with: "day 2026-11-21\n  lunch: classic-hummus")
        let theirs = base.replacingOccurrences(of: "day 2026-11-29\n  lunch: red-lentil-soup", with: "day 2026-11-29\n  lunch: banana-bread")
        // The same day written twice: merged whole, the same way.
        let twice = base + "\nday 2026-11-21\n  breakfast: overnight-oats\n"
        let folder = try Executable.temporaryDirectory(holding: [
            "base.plan": base, "ours.plan": ours, "theirs.plan": theirs,
            "base2.plan": twice, "ours2.plan": twice.replacingOccurrences(of: "overnight-oats", with: "classic-hummus"),
            "theirs2.plan": twice.replacingOccurrences(of: "day 2026-11-29\n  lunch: red-lentil-soup", with: "day 2026-11-29\n  lunch: banana-bread"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        let expected = base.replacingOccurrences(of: "day 2026-11-21\n  lunch: red-lentil-soup", with: "day 2026-11-21\n  lunch: classic-hummus")
            .replacingOccurrences(of: "day 2026-11-29\n  lunch: red-lentil-soup", with: "day 2026-11-29\n  lunch: banana-bread")
        let toOutput = try Executable.run(["merge", path("base.plan"), path("ours.plan"), path("theirs.plan"), "-o", "-"])
        #expect(toOutput.exitCode == 0 && toOutput.stdout == expected, "\(toOutput.stderr)")
        let toFile = try Executable.run(["merge", path("base.plan"), path("ours.plan"), path("theirs.plan")])
        #expect(toFile.exitCode == 0)
        #expect(try String(contentsOfFile: path("ours.plan"), encoding: .utf8) == expected)
        let whole = try Executable.run(["merge", path("base2.plan"), path("ours2.plan"), path("theirs2.plan")])
        #expect(whole.exitCode == 0)
        let merged = try String(contentsOfFile: path("ours2.plan"), encoding: .utf8)
        #expect(merged.contains("  breakfast: classic-hummus\n") && merged.contains("  lunch: banana-bread\n"))
    }
}

import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct DocumentMergeTests {
    func merge(_ c: MergeCase) throws -> DocumentMerge.Result {
        try DocumentMerge.merge(
            base: SourceFile(path: "base", text: c.base), ours: SourceFile(path: "ours", text: c.ours),
            theirs: SourceFile(path: "theirs", text: c.theirs))
    }

    @Test(arguments: MergeCase.all)
    func mergesElementByElement(_ c: MergeCase) throws {
        let result = try merge(c)
        if let expected = c.merged {
            #expect(result.conflicts == 0)
            #expect(result.text == expected)
            // Clean results are canonical and parse.
            #expect(try Formatter.format(SourceFile(path: "merged", text: result.text)) == result.text)
        } else {
            #expect(result.conflicts == c.conflicts)
            #expect(result.text.components(separatedBy: "<<<<<<< ours\n").count - 1 == c.conflicts)
            #expect(result.text.contains("=======\n") && result.text.contains(">>>>>>> theirs\n"))
        }
    }

    @Test func aConflictMarksTheOneElementAndKeepsTheRest() throws {
        let c = MergeCase.all[3]
        let result = try merge(c)
        #expect(
            result.text == """
                -- week 48: pasta on Monday
                plan
                day 2026-11-23
                  breakfast: overnight-oats
                <<<<<<< ours
                  lunch: chicken-caesar-wrap x3  -- gym day
                =======
                  lunch: classic-hummus
                >>>>>>> theirs

                day 2026-11-24
                  lunch: red-lentil-soup

                """)
    }

    @Test func differentKindsOrBrokenVersionsAreRefused() {
        #expect(throws: DocumentMerge.Failure.differentKinds) {
            try DocumentMerge.merge(
                base: SourceFile(path: "b", text: MergeCase.plan), ours: SourceFile(path: "o", text: MergeCase.list),
                theirs: SourceFile(path: "t", text: MergeCase.recipe))
        }
        #expect(throws: DocumentMerge.Failure.self) {
            try DocumentMerge.merge(
                base: SourceFile(path: "b", text: MergeCase.plan), ours: SourceFile(path: "o", text: MergeCase.plan + "day 2026-02-30\n"),
                theirs: SourceFile(path: "t", text: MergeCase.plan + "day 2026-11-25\n"))
        }
    }
}

import Foundation

/// The same cases through git's own line merge (`git merge-file`), to count
/// how many git alone leaves in conflict that the driver merges cleanly.
@Suite struct GitLineMergeComparisonTests {
    static func gitMergeConflicts(_ c: MergeCase) throws -> Bool {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clipcook-mergefile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in [("base", c.base), ("ours", c.ours), ("theirs", c.theirs)] {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "merge-file", "-p", "ours", "base", "theirs"]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus != 0
    }

    @Test func theDriverMergesCasesGitLeavesInConflict() throws {
        let clean = MergeCase.all.filter { $0.merged != nil }
        let gitConflicts = try clean.filter(Self.gitMergeConflicts).map(\.name)
        // Adjacent lines changed on both sides: git's line merge cannot tell them apart.
        // 3 of the 9 cases the driver merges cleanly.
        #expect(
            gitConflicts == [
                "plan: servings changed here, another meal removed there",
                "list: an item added on each side",
                "list: one item checked on both sides, one removed there",
            ], "git merge-file conflicts on: \(gitConflicts)")
    }
}

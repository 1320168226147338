import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct UnifiedDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.diff("a\nb\n", "a\nb\n", oldName: "x", newName: "x").isEmpty)
    }

    @Test func oneChangedLineWithContext() {
        let old = (1...9).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5", with: "line five")
        #expect(
            UnifiedDiff.diff(old, new, oldName: "a.recipe", newName: "a.recipe") == """
                --- a.recipe
                +++ a.recipe
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
    }

    @Test func distantChangesMakeTwoHunksAndAMissingNewlineIsMarked() {
        let old = (1...12).map { "l\($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "l1\n", with: "L1\n") + "\n"
        #expect(
            UnifiedDiff.diff(old, new, oldName: "f", newName: "f") == """
                --- f
                +++ f
                @@ -1,4 +1,4 @@
                -l1
                +L1
                 l2
                 l3
                 l4
                @@ -9,4 +9,4 @@
                 l9
                 l10
                 l11
                -l12
                \\ No newline at end of file
                +l12

                """)
    }

    @Test func insertionIntoAnEmptyFile() {
        #expect(UnifiedDiff.diff("", "a\n", oldName: "f", newName: "f") == "--- f\n+++ f\n@@ -0,0 +1 @@\n+a\n")
    }

    @Test func editScriptIsShortest() {
        let script = UnifiedDiff.edits(["a", "b", "c", "a", "b", "b", "a"], ["c", "b", "a", "b", "a", "c"])
        #expect(script.filter { if case .same = $0 { false } else { true } }.count == 5)
    }
}

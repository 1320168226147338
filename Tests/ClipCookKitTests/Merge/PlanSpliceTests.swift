import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The merge of a plan's days that differ (`PlanSplice`) gives what the
/// merge of the whole files gives, byte for byte, conflicts and refusals
/// included; it cuts where it should, and falls back to the whole files
/// where the cut could change the result.
@Suite struct PlanSpliceTests {
    typealias Outcome = Result<DocumentMerge.Result, DocumentMerge.Failure>

    static func merge(_ base: String, _ ours: String, _ theirs: String, pieces: Int?) -> Outcome {
        Result { () throws(DocumentMerge.Failure) -> DocumentMerge.Result in
            try DocumentMerge.merge(
                base: SourceFile(path: "week.plan", text: base), ours: SourceFile(path: "week.plan", text: ours),
                theirs: SourceFile(path: "week.plan", text: theirs), planPieces: pieces)
        }
    }

    static func same(_ a: Outcome, _ b: Outcome) -> Bool {
        switch (a, b) {
        case (.success(let x), .success(let y)): x.text == y.text && x.conflicts == y.conflicts
        case (.failure(let x), .failure(let y)): x == y
        default: false
        }
    }

    static func prepared(_ base: String, _ ours: String, _ theirs: String, pieces: Int = 200) -> PlanSplice.Prepared? {
        PlanSplice.prepare(
            base: SourceFile(path: "b", text: base), ours: SourceFile(path: "o", text: ours), theirs: SourceFile(path: "t", text: theirs),
            pieceSize: pieces)
    }

    @Test(arguments: 0..<8)
    func givesWhatTheWholeFilesGive(batch: Int) {
        var spliced = 0
        var conflicted = 0
        for n in 0..<40 {
            var cases = PlanSpliceCases(seed: UInt64(batch * 1000 + n))
            guard let first = Day(year: 2026, month: 1, day: 5) else { return }
            let days = 10 + cases.draw.next(40)
            let base = cases.plan(days: days, from: first)
            let ours = cases.changed(base, first: first, days: days)
            let theirs = cases.changed(base, first: first, days: days)
            let (b, o, t) = (base.joined(), ours.joined(), theirs.joined())
            let whole = Self.merge(b, o, t, pieces: nil)
            for pieces in [1, 150, 1 << 20] {
                let cut = Self.merge(b, o, t, pieces: pieces)
                #expect(Self.same(whole, cut), "case \(batch)/\(n), pieces of \(pieces) bytes:\n\(b)\n---\n\(o)\n---\n\(t)")
            }
            if Self.prepared(b, o, t) != nil {
                spliced += 1
                if case .success(let result) = whole, result.conflicts > 0 { conflicted += 1 }
            }
        }
        // Most cases take the cut (the rest fall back to the whole files).
        #expect(spliced >= 24, "\(spliced) of 40 cut (\(conflicted) with conflicts)")
    }

    static let plan = """
        -- the plan
        plan
        day 2026-11-23
          breakfast: overnight-oats
          lunch: chicken-caesar-wrap x2  -- gym day

        -- the soup week
        day 2026-11-24
          lunch: red-lentil-soup

        day 2026-11-25
          dinner: green-curry

        day 2026-11-26
          dinner: banana-bread

        """

    @Test func cutsAtTheDaysThatDiffer() throws {
        let ours = Self.plan.replacingOccurrences(of: "red-lentil-soup", with: "red-lentil-soup x3")
        let theirs = Self.plan.replacingOccurrences(of: "  dinner: green-curry\n", with: "  dinner: green-curry\n  evening snack: none\n")
        let prepared = try #require(Self.prepared(Self.plan, ours, theirs, pieces: 1))
        let bytes = Array(ours.utf8)
        // From the blank line and the comment above 2026-11-24 to the blank line above 2026-11-26.
        let text = String(decoding: bytes[prepared.middle], as: UTF8.self)
        #expect(text == "\n-- the soup week\nday 2026-11-24\n  lunch: red-lentil-soup x3\n\nday 2026-11-25\n  dinner: green-curry\n")
        let merged = try DocumentMerge.merge(
            base: SourceFile(path: "p", text: Self.plan), ours: SourceFile(path: "p", text: ours), theirs: SourceFile(path: "p", text: theirs))
        #expect(merged.conflicts == 0)
        #expect(
            merged.text
                == Self.plan.replacingOccurrences(of: "red-lentil-soup", with: "red-lentil-soup x3")
                .replacingOccurrences(of: "  dinner: green-curry\n", with: "  dinner: green-curry\n  evening snack: none\n"))
    }

    @Test func aDayWrittenTwiceMergesTheWholeFiles() {
        // 2026-11-23 again at the end: its meals are counted over the whole file.
        let plan = Self.plan + "\nday 2026-11-23\n  dinner: green-curry\n"
        // The middle is 2026-11-23 and 2026-11-24; the second 2026-11-23 is outside it.
        let ours = plan.replacingOccurrences(of: "  breakfast: overnight-oats\n", with: "  breakfast: classic-hummus\n")
        let theirs = plan.replacingOccurrences(of: "  lunch: red-lentil-soup\n", with: "  lunch: red-lentil-soup x2\n")
        #expect(Self.prepared(plan, ours, theirs) == nil)
        #expect(Self.same(Self.merge(plan, ours, theirs, pieces: nil), Self.merge(plan, ours, theirs, pieces: 1)))
    }

    @Test func aNewDayAfterTheMiddleMergesTheWholeFiles() {
        // Theirs adds 2026-11-27, written before 2026-11-25; ours changes
        // 2026-11-24. No later day is in the middle and 2026-11-26 follows
        // it, so the new day's place (the end of the file) is outside the
        // middle: the whole files are merged.
        let ours = Self.plan.replacingOccurrences(of: "  lunch: red-lentil-soup\n", with: "  lunch: red-lentil-soup x2\n")
        let theirs = Self.plan.replacingOccurrences(of: "day 2026-11-25\n", with: "day 2026-11-27\n  lunch: none\n\nday 2026-11-25\n")
        let whole = Self.merge(Self.plan, ours, theirs, pieces: nil)
        #expect(Self.same(whole, Self.merge(Self.plan, ours, theirs, pieces: 1)))
        #expect(Self.prepared(Self.plan, ours, theirs) == nil)
    }

    @Test func aVersionThatDoesNotParseIsRefusedAsBefore() {
        let broken = Self.plan.replacingOccurrences(of: "day 2026-11-26", with: "day 2026-11-31")
        let ours = broken.replacingOccurrences(of: "overnight-oats", with: "classic-hummus")
        let theirs = broken.replacingOccurrences(of: "banana-bread", with: "green-curry")
        let cut = Self.merge(broken, ours, theirs, pieces: 1)
        #expect(Self.same(Self.merge(broken, ours, theirs, pieces: nil), cut))
        guard case .failure(.unreadable(let message)) = cut else {
            Issue.record("expected a refusal, got \(cut)")
            return
        }
        #expect(message.contains("the common ancestor"))
    }
}

import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The merge of a plan's stretches of days that differ (`PlanStretches`)
/// gives what the merge of the whole files gives, byte for byte, conflicts
/// included; where the cut could change the result it declines, and the
/// whole files are merged.
@Suite struct PlanStretchTests {
    typealias Outcome = Result<DocumentMerge.Result, DocumentMerge.Failure>

    static func whole(_ base: String, _ ours: String, _ theirs: String) -> Outcome {
        Result { () throws(DocumentMerge.Failure) -> DocumentMerge.Result in
            try DocumentMerge.merge(
                base: SourceFile(path: "week.plan", text: base), ours: SourceFile(path: "week.plan", text: ours),
                theirs: SourceFile(path: "week.plan", text: theirs))
        }
    }

    /// The streamed merge's text, conflicts and number of writes; nil when it declines.
    static func streamed(_ base: String, _ ours: String, _ theirs: String, pieces: Int = PlanCut.pieceSize) -> (
        text: String, conflicts: Int, writes: Int
    )? {
        var out: [UInt8] = []
        var writes = 0
        guard
            let conflicts = PlanStretches.merge(
                base: SourceFile(path: "week.plan", text: base), ours: SourceFile(path: "week.plan", text: ours),
                theirs: SourceFile(path: "week.plan", text: theirs), pieceSize: pieces,
                write: {
                    out += $0
                    writes += 1
                })
        else { return nil }
        return (String(decoding: out, as: UTF8.self), conflicts, writes)
    }

    /// Whether the streamed merge, when it does not decline, gives what the whole files give.
    static func agrees(_ base: String, _ ours: String, _ theirs: String, pieces: Int) -> Bool? {
        agrees(base, ours, theirs, pieces: pieces, whole: whole(base, ours, theirs))
    }

    /// The same, against the whole files' merge made once by the caller
    /// (it is the costly half, and the same for every size of piece).
    static func agrees(_ base: String, _ ours: String, _ theirs: String, pieces: Int, whole: Outcome) -> Bool? {
        guard let cut = streamed(base, ours, theirs, pieces: pieces) else { return nil }
        guard case .success(let result) = whole else { return false }
        return result.text == cut.text && result.conflicts == cut.conflicts
    }

    @Test(arguments: 0..<8)
    func givesWhatTheWholeFilesGive(batch: Int) throws {
        var streamed = 0
        var conflicted = 0
        for n in 0..<40 {
            var cases = PlanStretchCases(seed: UInt64(batch * 1000 + n))
            let first = try #require(Day(year: 2026, month: 1, day: 5))
            let days = 10 + cases.draw.next(40)
            let base = cases.plan(days: days, from: first)
            let ours = cases.changed(base, first: first, days: days)
            let theirs = cases.changed(base, first: first, days: days)
            let (b, o, t) = (base.joined(), ours.joined(), theirs.joined())
            let whole = Self.whole(b, o, t)
            var took = false
            for pieces in [1, 150, 1 << 16] {
                let agreed = Self.agrees(b, o, t, pieces: pieces, whole: whole)
                #expect(agreed != false, "case \(batch)/\(n), pieces of \(pieces) bytes:\n\(b)\n---\n\(o)\n---\n\(t)")
                took = took || agreed == true
            }
            if took {
                streamed += 1
                if case .success(let result) = whole, result.conflicts > 0 { conflicted += 1 }
            }
        }
        // Most cases are streamed (33 to 37 of 40; the rest fall back to
        // the whole files, for a written id found outside its stretch, say).
        #expect(streamed >= 30, "\(streamed) of 40 streamed (\(conflicted) with conflicts)")
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

        day 2026-11-27
          lunch: classic-hummus

        """

    @Test func mergesEachStretchInItsPlace() throws {
        // Ours changes the first day, theirs the fourth and adds a day after the last.
        let ours = Self.plan.replacingOccurrences(of: "breakfast: overnight-oats", with: "breakfast: classic-hummus")
        let theirs =
            Self.plan.replacingOccurrences(of: "dinner: banana-bread", with: "dinner: banana-bread x2")
            + "\nday 2026-11-29\n  dinner: green-curry\n"
        let cut = try #require(Self.streamed(Self.plan, ours, theirs, pieces: 1))
        #expect(cut.conflicts == 0)
        #expect(
            cut.text
                == Self.plan.replacingOccurrences(of: "breakfast: overnight-oats", with: "breakfast: classic-hummus")
                .replacingOccurrences(of: "dinner: banana-bread", with: "dinner: banana-bread x2")
                + "\nday 2026-11-29\n  dinner: green-curry\n")
        #expect(Self.agrees(Self.plan, ours, theirs, pieces: 1) == true)
        // Pieces of one day each: the header and first day, then every unchanged day and stretch apart.
        #expect(cut.writes >= 4)
    }

    @Test func aNewDayGoesBeforeTheNextLaterDayEvenFarFromTheChanges() throws {
        // Theirs adds 2026-11-28 written before 2026-11-25 (its place in ours
        // is the end of the file) and ours changes 2026-11-23.
        let ours = Self.plan.replacingOccurrences(of: "lunch: chicken-caesar-wrap x2", with: "lunch: chicken-caesar-wrap x3")
        let theirs = Self.plan.replacingOccurrences(of: "day 2026-11-25\n", with: "day 2026-11-28\n  lunch: none\n\nday 2026-11-25\n")
        #expect(Self.agrees(Self.plan, ours, theirs, pieces: 1) == true)
        let cut = try #require(Self.streamed(Self.plan, ours, theirs, pieces: 1))
        #expect(cut.text.hasSuffix("day 2026-11-27\n  lunch: classic-hummus\n\nday 2026-11-28\n  lunch: none\n"))
    }

    @Test func conflictsInTwoStretchesAreMarkedInTheirPlaces() throws {
        let ours = Self.plan.replacingOccurrences(of: "x2  -- gym day", with: "x3  -- gym day")
            .replacingOccurrences(of: "dinner: banana-bread", with: "dinner: green-curry")
        let theirs = Self.plan.replacingOccurrences(of: "x2  -- gym day", with: "x4  -- gym day")
            .replacingOccurrences(of: "dinner: banana-bread", with: "dinner: classic-hummus")
        let cut = try #require(Self.streamed(Self.plan, ours, theirs, pieces: 1))
        #expect(cut.conflicts == 2)
        #expect(Self.agrees(Self.plan, ours, theirs, pieces: 1) == true)
        #expect(cut.text.contains("<<<<<<< ours\n  dinner: green-curry\n=======\n  dinner: classic-hummus\n>>>>>>> theirs\n"))
    }

    @Test func aNonCanonicalUnchangedDayIsLaidOutAsFmtDoes() throws {
        let messy = Self.plan.replacingOccurrences(of: "  lunch: red-lentil-soup\n", with: "    lunch:   red-lentil-soup\n\n\n")
        let ours = messy.replacingOccurrences(of: "breakfast: overnight-oats", with: "breakfast: classic-hummus")
        let theirs = messy.replacingOccurrences(of: "lunch: classic-hummus", with: "lunch: classic-hummus x2")
        #expect(Self.agrees(messy, ours, theirs, pieces: 1) == true)
        #expect(try #require(Self.streamed(messy, ours, theirs)).text.contains("\n  lunch: red-lentil-soup\n\nday 2026-11-25"))
    }

    @Test func aDayWrittenTwiceIsMergedWhole() {
        let plan = Self.plan + "\nday 2026-11-23\n  dinner: green-curry\n"
        let ours = plan.replacingOccurrences(of: "  breakfast: overnight-oats\n", with: "  breakfast: classic-hummus\n")
        let theirs = plan.replacingOccurrences(of: "  lunch: red-lentil-soup\n", with: "  lunch: red-lentil-soup x2\n")
        #expect(Self.streamed(plan, ours, theirs) == nil)
    }

    @Test func aWrittenIdElsewhereIsMergedWhole() {
        // The meal `soup` moves from 2026-11-24 to 2026-11-26 in ours: both
        // days are changed, but far apart they are two stretches.
        let plan = Self.plan.replacingOccurrences(of: "lunch: red-lentil-soup\n", with: "lunch: red-lentil-soup  [id soup]\n")
        let ours = plan.replacingOccurrences(of: "  lunch: red-lentil-soup  [id soup]\n", with: "")
            .replacingOccurrences(of: "  dinner: banana-bread\n", with: "  dinner: banana-bread\n  lunch: red-lentil-soup  [id soup]\n")
        let theirs = plan.replacingOccurrences(of: "lunch: classic-hummus", with: "lunch: classic-hummus x2")
        #expect(Self.streamed(plan, ours, theirs, pieces: 1) == nil)
    }

    @Test func aVersionThatDoesNotParseIsLeftToTheWholeMerge() {
        let broken = Self.plan.replacingOccurrences(of: "  dinner: green-curry\n", with: "  dinner: green-curry\n  supper: toast\n")
        let ours = broken.replacingOccurrences(of: "overnight-oats", with: "classic-hummus")
        let theirs = broken.replacingOccurrences(of: "lunch: classic-hummus", with: "lunch: classic-hummus x2")
        #expect(Self.streamed(broken, ours, theirs, pieces: 1) == nil)
        guard case .failure(.unreadable(let message)) = Self.whole(broken, ours, theirs) else {
            Issue.record("expected a refusal")
            return
        }
        #expect(message.contains("the common ancestor"))
    }

    @Test func anUnchangedSideIsLeftToTheWholeMerge() {
        let ours = Self.plan.replacingOccurrences(of: "overnight-oats", with: "classic-hummus")
        let source = { (text: String) in SourceFile(path: "week.plan", text: text) }
        #expect(DocumentMerge.merge(base: source(Self.plan), ours: source(ours), theirs: source(Self.plan), writing: { _ in }) == nil)
        #expect(PlanStretches.occurrences(of: Array("soup".utf8), in: Array("soup, soupe".utf8), 0..<11) == 2)
    }
}

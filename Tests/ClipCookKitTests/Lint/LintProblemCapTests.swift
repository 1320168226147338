import Testing
@testable import ClipCookCore
@testable import ClipCookDomain
@testable import ClipCookLanguage

/// Issue 40, item 3: `lint` keeps at most `Linter.problemsPerFile` problems
/// of a file and counts the rest by severity, so that a file of bad lines
/// costs no more than its first thousand while the totals stay exact.
@Suite struct LintProblemCapTests {
    /// A recipe of `good` ingredients no step uses (a warning each), then
    /// `bad` ingredient lines that do not parse (an error each).
    static func recipe(good: Int, bad: Int) -> SourceFile {
        let goodLines = (0..<good).map { "  - \($0 + 1) g flour\($0)\n" }.joined()
        let badLines = (0..<bad).map { "  - 2 g flour \u{7}\($0) [[[\n" }.joined()
        let text =
            "recipe Lots\n  category dinner\n  servings 2\n\ningredients\n" + goodLines + badLines
            + "\nsteps\n  1. Serve.\n"
        return SourceFile(path: "lots.recipe", text: text)
    }

    static func counts(_ problems: [LintProblem]) -> OmittedProblems {
        var counts = OmittedProblems()
        for problem in problems { counts.add(problem.diagnostic.severity) }
        return counts
    }

    /// The capped run against the whole one: at most the cap kept, the
    /// same first problems, and kept plus left out is the whole count of
    /// each severity (also under `--strict`).
    @Test(arguments: [(0, 3_000), (500, 2_500), (1_200, 40), (1_500, 0), (0, 400)], [false, true])
    func keepsAtMostTheCapAndCountsTheRestExactly(lines: (good: Int, bad: Int), strict: Bool) {
        let source = Self.recipe(good: lines.good, bad: lines.bad)
        let linter = Linter(configuration: LintConfiguration(strict: strict))
        let whole = LintFile(source: source, parse: Language.parse(source, keeping: .all))
        let capped = LintFile(source: source, parse: Language.parse(source, keeping: ParseParts.all.union(.cappedDiagnostics)))
        let all = linter.lint(whole, in: LintContext(files: [whole]))
        let found = linter.lint(capped, in: LintContext(files: [capped]), keepingAtMost: Linter.problemsPerFile)

        #expect(capped.parseDiagnostics.count <= Language.diagnosticCap)
        // The cap, and past it only the rules' own "and N more" lines (one a rule).
        let more = found.problems.filter(\.countsMore).count
        #expect(more <= linter.rules.count)
        #expect(found.problems.dropFirst(Linter.problemsPerFile).allSatisfy { $0.countsMore })
        #expect(found.problems.count >= min(all.count, Linter.problemsPerFile))
        let kept = Self.counts(found.problems)
        let expected = Self.counts(all)
        #expect(kept.errors + found.omitted.errors == expected.errors)
        #expect(kept.warnings + found.omitted.warnings == expected.warnings)
        #expect(kept.notes + found.omitted.notes == expected.notes)
        #expect(found.problems.count + found.omitted.count == all.count)
        if strict { #expect(expected.warnings == 0) }
        if all.count <= Linter.problemsPerFile {
            #expect(found.problems == all)
            #expect(found.omitted == OmittedProblems())
        }
    }

    @Test func aRulesOwnCountIsKeptPastTheCap() {
        // 1,500 unused ingredients: the rule lists 1,000 and one line counts
        // the other 500; that line is kept, so the report is as before the cap.
        let source = Self.recipe(good: 1_500, bad: 0)
        let file = LintFile(source: source, parse: Language.parse(source, keeping: ParseParts.all.union(.cappedDiagnostics)))
        let found = Linter().lint(file, in: LintContext(files: [file]), keepingAtMost: Linter.problemsPerFile)
        #expect(found.problems.count == 1_001)
        #expect(found.problems.last?.diagnostic.message == "and 500 more 'ingredient-unused' findings in this file")
        #expect(found.omitted == OmittedProblems())
    }

    @Test func theWorkedExampleCountsEveryBadLine() {
        // 1,000 unused ingredients (warnings, lines 6 to 1,005) come first by
        // position, so every one of the 2,000 bad lines is left out, and
        // counted: the report is still one of errors.
        let source = Self.recipe(good: 1_000, bad: 2_000)
        let file = LintFile(source: source, parse: Language.parse(source, keeping: ParseParts.all.union(.cappedDiagnostics)))
        let found = Linter().lint(file, in: LintContext(files: [file]), keepingAtMost: Linter.problemsPerFile)
        #expect(found.problems.count == 1_000)
        #expect(found.problems.allSatisfy { $0.diagnostic.severity == .warning })
        #expect(found.omitted == OmittedProblems(errors: 2_000))
        let report = LintReport(entries: [LintReport.Entry(source: source, problems: found.problems, omitted: found.omitted)])
        #expect(report.hasErrors)
        #expect(report.summary == "2000 errors and 1000 warnings in 1 file")
    }

    @Test func theParsesLeftOutCountAsLintReportsThem() {
        var parse = OmittedDiagnostics()
        parse.add(.warning, at: 10) { nil }
        parse.add(.error, at: 20) { nil }
        parse.add(.error, at: 45) { nil }
        parse.add(.note, at: 30) { nil }
        #expect(OmittedProblems(parse, strict: false) == OmittedProblems(errors: 2, warnings: 1, notes: 1))
        #expect(OmittedProblems(parse, strict: true) == OmittedProblems(errors: 3, notes: 1))
        // The errors' lines, from their offsets: 20 is on line 3, 45 on line 5.
        let source = SourceFile(path: "x.recipe", text: "0123456789\n0123456\n0123456789\n0123456789\n0123\n")
        #expect(parse.errorLines(in: source) == [3, 5])
    }
}

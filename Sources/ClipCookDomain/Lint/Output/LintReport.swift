import ClipCookCore
import ClipCookLanguage

/// The problems of one run, file by file, with the sources they point into
/// (for excerpts). What every output format renders.
public struct LintReport: Sendable {
    public struct Entry: Sendable {
        public var source: SourceFile?
        public var problems: [LintProblem]
        /// The file's problems past `Linter.problemsPerFile`, counted and not kept.
        public var omitted: OmittedProblems

        public init(source: SourceFile?, problems: [LintProblem], omitted: OmittedProblems = OmittedProblems()) {
            self.source = source
            self.problems = problems
            self.omitted = omitted
        }

        /// Whether the file has any problem, kept or not.
        public var hasProblems: Bool { !problems.isEmpty || omitted.count > 0 }

        /// The exact count of each severity: the kept problems and those left out.
        public var totals: OmittedProblems {
            var all = omitted
            for problem in problems { all.add(problem.diagnostic.severity) }
            return all
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) { self.entries = entries }

    public var problems: [LintProblem] { entries.flatMap(\.problems) }

    public var isClean: Bool { entries.allSatisfy { !$0.hasProblems } }

    /// Whether any problem is an error (what makes `lint` exit 1; warnings
    /// count only under `--strict`, which makes them errors), kept or not.
    public var hasErrors: Bool {
        entries.contains { entry in entry.omitted.errors > 0 || entry.problems.contains { $0.diagnostic.severity == .error } }
    }

    /// Whether some file's problems were left out past the cap.
    public var hasOmitted: Bool { entries.contains { $0.omitted.count > 0 } }

    /// The exact count of each severity over every file.
    public var totals: OmittedProblems {
        var all = OmittedProblems()
        for entry in entries {
            let totals = entry.totals
            all.errors += totals.errors
            all.warnings += totals.warnings
            all.notes += totals.notes
        }
        return all
    }

    /// "2 errors and 1 warning in 2 files"
    public var summary: String {
        let totals = totals
        let (errors, warnings) = (totals.errors, totals.warnings)
        let files = entries.filter(\.hasProblems).count
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        if errors == 0, warnings == 0, totals.count == 0 { return "no problems in \(plural(entries.count, "file"))" }
        var parts: [String] = []
        if errors > 0 { parts.append(plural(errors, "error")) }
        if warnings > 0 { parts.append(plural(warnings, "warning")) }
        if parts.isEmpty { parts.append(plural(totals.count, "note")) }
        return parts.joined(separator: " and ") + " in " + plural(files, "file")
    }
}

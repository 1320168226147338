import ClipCookCore
import ClipCookLanguage

/// The problems of one run, file by file, with the sources they point into
/// (for excerpts). What every output format renders.
public struct LintReport: Sendable {
    public struct Entry: Sendable {
        public var source: SourceFile?
        public var problems: [LintProblem]

        public init(source: SourceFile?, problems: [LintProblem]) {
            self.source = source
            self.problems = problems
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) { self.entries = entries }

    public var problems: [LintProblem] { entries.flatMap(\.problems) }

    public var isClean: Bool { entries.allSatisfy { $0.problems.isEmpty } }

    /// Whether any problem is an error (what makes `lint` exit 1; warnings
    /// count only under `--strict`, which makes them errors).
    public var hasErrors: Bool { problems.contains { $0.diagnostic.severity == .error } }

    /// "2 errors and 1 warning in 2 files"
    public var summary: String {
        let all = problems.map(\.diagnostic)
        let errors = all.filter { $0.severity == .error }.count
        let warnings = all.filter { $0.severity == .warning }.count
        let files = entries.filter { !$0.problems.isEmpty }.count
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        if errors == 0, warnings == 0, all.isEmpty { return "no problems in \(plural(entries.count, "file"))" }
        var parts: [String] = []
        if errors > 0 { parts.append(plural(errors, "error")) }
        if warnings > 0 { parts.append(plural(warnings, "warning")) }
        if parts.isEmpty { parts.append(plural(all.count, "note")) }
        return parts.joined(separator: " and ") + " in " + plural(files, "file")
    }
}

import ClipCookCore
import ClipCookLanguage

/// The problems of one file that `lint` counted but did not keep: past
/// `Linter.problemsPerFile`, and the parse's own left out past its cap. The
/// counts are by severity as reported (a warning is an error under
/// `--strict`), so that the summary and the exit status stay exact.
public struct OmittedProblems: Hashable, Sendable {
    public var errors = 0
    public var warnings = 0
    public var notes = 0

    public init(errors: Int = 0, warnings: Int = 0, notes: Int = 0) {
        self.errors = errors
        self.warnings = warnings
        self.notes = notes
    }

    /// The parse's diagnostics left out, counted as `lint` reports them.
    public init(_ parse: OmittedDiagnostics, strict: Bool) {
        errors = parse.errors + (strict ? parse.warnings : 0)
        warnings = strict ? 0 : parse.warnings
        notes = parse.notes
    }

    public var count: Int { errors + warnings + notes }

    /// The worst severity among them; nil when there are none.
    public var severity: Diagnostic.Severity? {
        if errors > 0 { return .error }
        if warnings > 0 { return .warning }
        return notes > 0 ? .note : nil
    }

    public mutating func add(_ severity: Diagnostic.Severity) {
        switch severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .note: notes += 1
        }
    }
}

import ClipCookCore
import ClipCookLanguage

/// A finding as reported: a diagnostic (severity from the configuration,
/// rule id attached) and its fix, if the rule offers one.
public struct LintProblem: Hashable, Sendable {
    public var diagnostic: Diagnostic
    public var fix: LintFix?
    /// Whether this is a rule's "and N more" line (`Linter.findingsPerRule`):
    /// kept past the file's cap (`Linter.problemsPerFile`), one a rule at most.
    public var countsMore = false

    public init(_ diagnostic: Diagnostic, fix: LintFix? = nil) {
        self.diagnostic = diagnostic
        self.fix = fix
    }

    public var ruleID: String? { diagnostic.id }
}

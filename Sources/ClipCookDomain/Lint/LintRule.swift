import ClipCookCore
import ClipCookLanguage

/// What a lint rule is, as `clipcook lint --rules` lists it.
public struct RuleDescription: Hashable, Sendable {
    /// Stable, kebab-case: used in output, settings and suppression comments.
    public var id: String
    /// A readable name ("Calories match macros").
    public var name: String
    /// The severity when the settings say nothing about the rule.
    public var defaultSeverity: Diagnostic.Severity
    /// One line: why the rule exists.
    public var rationale: String
    /// Whether `--fix` can repair what the rule finds without a human choice.
    public var hasSafeFix: Bool

    public init(id: String, name: String, defaultSeverity: Diagnostic.Severity, rationale: String, hasSafeFix: Bool = false) {
        self.id = id
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.rationale = rationale
        self.hasSafeFix = hasSafeFix
    }
}

/// A check that finds a mistake the parser cannot: it reads one parsed file
/// (with its model and source map) against the whole collection.
public protocol LintRule: Sendable {
    var description: RuleDescription { get }

    /// The findings in `file`; rules never report on other files (each file
    /// is checked in turn, against the same context).
    func check(_ file: LintFile, in context: LintContext) -> [LintFinding]
}

import ClipCookCore
import ClipCookLanguage

/// One thing a rule found, before configuration and suppressions decide its
/// fate. The rule id and severity are added by `Linter`.
public struct LintFinding: Hashable, Sendable {
    public var message: String
    /// Where in the file; nil when the file has no source (a model built in code).
    public var range: SourceRange?
    /// Remedies and explanations, printed after the excerpt.
    public var notes: [String]
    public var fix: LintFix?
    /// How many more findings like this one the rule left out rather than
    /// build (a rule that would report every line of a huge file stops at
    /// `Linter.findingsPerRule`); the linter reports them as one summary.
    public var omitted: Int

    public init(_ message: String, at range: SourceRange?, notes: [String] = [], fix: LintFix? = nil, omitted: Int = 0) {
        self.message = message
        self.range = range
        self.notes = notes
        self.fix = fix
        self.omitted = omitted
    }
}

/// A safe repair: byte edits on the file's source, which must not overlap.
public struct LintFix: Hashable, Sendable {
    public var description: String
    public var edits: [TextEdit]

    public init(_ description: String, edits: [TextEdit]) {
        self.description = description
        self.edits = edits
    }
}

/// Replace the bytes `range` of a source with `replacement`.
public struct TextEdit: Hashable, Sendable {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

import ClipCookCore
import ClipCookLanguage

/// Which rules run and how loud they are: the `lint` section of the
/// settings (rule id -> off | warning | error) and `--strict`.
public struct LintConfiguration: Hashable, Sendable {
    public var levels: [String: RuleLevel]
    /// Turns every warning into an error.
    public var strict: Bool

    public init(levels: [String: RuleLevel] = [:], strict: Bool = false) {
        self.levels = levels
        self.strict = strict
    }

    public init(settings: Settings, strict: Bool = false) {
        self.init(levels: settings.lint, strict: strict)
    }

    /// The severity a rule reports at, or nil when it is off.
    public func severity(for rule: RuleDescription) -> Diagnostic.Severity? {
        let base: Diagnostic.Severity
        switch levels[rule.id] {
        case .off: return nil
        case .warning: base = .warning
        case .error: base = .error
        case nil: base = rule.defaultSeverity
        }
        return strict && base == .warning ? .error : base
    }
}

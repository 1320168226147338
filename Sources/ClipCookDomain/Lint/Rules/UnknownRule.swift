import ClipCookCore
import ClipCookLanguage

/// The settings' `lint` section should name rules that exist; a typo there
/// silently leaves the rule at its default.
public struct UnknownRule: LintRule {
    public let description = RuleDescription(
        id: "unknown-rule", name: "Unknown rule in settings", defaultSeverity: .warning,
        rationale: "a misspelt rule id in the settings silently leaves that rule at its default")

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard let settings = file.settings else { return [] }
        let known = LintRegistry.ids
        return settings.lint.keys.sorted().filter { !known.contains($0) }.map { id in
            let guess = Suggestion.closest(to: id, in: known.sorted(), orPrefixed: false)
            return LintFinding(
                "unknown lint rule '\(id)'", at: file.range(atFirstOf: "lint.\(id)", "lint"),
                notes: [guess.map { "did you mean '\($0)'?" } ?? "`clipcook lint --rules` lists the rules"])
        }
    }
}

import ClipCookCore
import ClipCookLanguage

/// The table `clipcook lint --rules` prints: id, name, default severity,
/// whether `--fix` repairs it, and the one-line rationale.
public struct RuleCatalogRenderer: Sendable {
    public init() {}

    public func render(_ descriptions: [RuleDescription] = LintRegistry.descriptions) -> String {
        let idWidth = descriptions.map(\.id.count).max() ?? 0
        let severityWidth = "severity".count
        func pad(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(0, width - text.count))
        }
        var out = pad("id", idWidth) + "  " + pad("severity", severityWidth) + "  fix  name\n"
        for rule in descriptions {
            out +=
                pad(rule.id, idWidth) + "  " + pad(rule.defaultSeverity.rawValue, severityWidth) + "  "
                + (rule.hasSafeFix ? "yes" : "no ") + "  " + rule.name + "\n"
            out += String(repeating: " ", count: idWidth + 2) + rule.rationale + "\n"
        }
        return out
    }
}

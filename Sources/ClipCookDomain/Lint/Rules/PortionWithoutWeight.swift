import ClipCookCore
import ClipCookLanguage

/// A portion of 0 g: every amount in that unit would count as nothing.
public struct PortionWithoutWeight: LintRule {
    public let description = RuleDescription(
        id: "portion-without-weight", name: "Portion of 0 g", defaultSeverity: .warning,
        rationale: "a portion that weighs 0 g makes every amount in that unit count as nothing, silently")

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .foods(let list)? = file.document else { return [] }
        var findings: [LintFinding] = []
        for (index, food) in list.foods.enumerated() {
            for (k, portion) in food.portions.enumerated() where portion.grams == 0 {
                let path = "foods[\(index)].portions[\(k)]"
                findings.append(
                    LintFinding(
                        "portion '\(portion.unit)' of '\(food.name)' weighs 0 g",
                        at: file.range(atFirstOf: path + ".grams", path),
                        notes: ["weigh one and write its grams, or remove the portion"]))
            }
        }
        return findings
    }
}

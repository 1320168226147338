import ClipCookCore
import ClipCookLanguage

/// Servings divide totals and scale recipes: it must be a whole number >= 1.
public struct ServingsAtLeastOne: LintRule {
    public let description = RuleDescription(
        id: "servings-at-least-one", name: "Servings at least 1", defaultSeverity: .error,
        rationale: "servings divide totals and scale recipes, so fewer than one serving makes every number wrong")

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard let recipe = file.recipe, recipe.servings < 1 else { return [] }
        return [
            LintFinding(
                "servings is \(recipe.servings), but a recipe makes at least 1 serving",
                at: file.range(atFirstOf: "servings", "title"), notes: ["write `servings 1` or more"])
        ]
    }
}

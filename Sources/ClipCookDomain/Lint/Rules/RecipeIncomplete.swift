import ClipCookCore
import ClipCookLanguage

/// A recipe needs ingredients and steps to be cooked (and counted).
public struct RecipeIncomplete: LintRule {
    public let description = RuleDescription(
        id: "recipe-incomplete", name: "Recipe without steps or ingredients", defaultSeverity: .warning,
        rationale: "a recipe with no ingredients or no steps cannot be shopped for, counted or cooked")

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard let recipe = file.recipe else { return [] }
        var findings: [LintFinding] = []
        let at = file.range(atFirstOf: "title")
        if recipe.ingredients.isEmpty {
            findings.append(
                LintFinding(
                    "recipe '\(recipe.title)' has no ingredients", at: at,
                    notes: ["add an `ingredients` section with one `- ` line per ingredient"]))
        }
        if recipe.steps.isEmpty {
            findings.append(
                LintFinding(
                    "recipe '\(recipe.title)' has no steps", at: at,
                    notes: ["add a `steps` section with numbered lines: `1. ...`"]))
        }
        return findings
    }
}

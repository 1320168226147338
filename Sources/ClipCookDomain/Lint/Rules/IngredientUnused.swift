import ClipCookCore
import ClipCookLanguage

/// Every ingredient should be used by some step; one that is never
/// mentioned is often forgotten at the stove. Hand-written steps name
/// ingredients loosely, so a step that stands for the rest ("add everything
/// else", "the remaining ingredients") uses them all, and general words
/// stand for the ingredients they cover ("season" for salt and pepper,
/// "spices", "herbs", "cheese", "vegetables").
public struct IngredientUnused: LintRule {
    public let description = RuleDescription(
        id: "ingredient-unused", name: "Ingredient never used in a step", defaultSeverity: .warning,
        rationale: "an ingredient no step mentions is easy to forget while cooking, or was left over from an edit")

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard let recipe = file.recipe, !recipe.steps.isEmpty else { return [] }
        // "Add everything else", "the remaining ingredients": every ingredient is used.
        guard let vocabulary = IngredientMention.vocabulary(ofSplit: recipe.steps) else { return [] }
        var findings: [LintFinding] = []
        for (index, ingredient) in recipe.ingredients.enumerated() {
            let keys = IngredientMention.keyWords(of: ingredient.name)
            // A name of filler words only ("1 large") cannot be checked.
            guard !keys.isEmpty, !keys.contains(where: vocabulary.contains) else { continue }
            // Past the linter's limit one more finding is kept, with a count of the rest.
            if findings.count > Linter.findingsPerRule, let last = findings.indices.last {
                findings[last].omitted += 1
                continue
            }
            findings.append(
                LintFinding(
                    "ingredient '\(ingredient.name)' is not mentioned in any step",
                    at: file.range(atFirstOf: "ingredients[\(index)].name", "ingredients[\(index)]"),
                    notes: ["say in a step when it goes in, or remove it"]))
        }
        return findings
    }
}

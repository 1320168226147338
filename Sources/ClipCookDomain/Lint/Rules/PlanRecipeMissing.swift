import ClipCookCore
import ClipCookLanguage

/// A meal slot must name a recipe that exists in the collection.
public struct PlanRecipeMissing: LintRule {
    public let description = RuleDescription(
        id: "plan-recipe-missing", name: "Plan refers to a missing recipe", defaultSeverity: .error,
        rationale: "a plan entry whose recipe does not exist has no ingredients, no macros and nothing to cook")

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard let plan = file.plan, context.isWholeCollection else { return [] }
        return plan.mealSlots.enumerated().compactMap { index, slot in
            guard let id = slot.recipeId, context.recipesByID[id] == nil else { return nil }
            var notes: [String] = []
            // Looked up once per collection (`LintContext`); a context that
            // did not see this plan compares with every id.
            let suggestion =
                context.missingRecipeSuggestions[id]
                ?? Suggestion.closest(to: id, in: context.sortedRecipeIDs, orPrefixed: false)
            if let guess = suggestion {
                notes.append("did you mean '\(guess)'?")
            } else {
                notes.append("add the recipe to recipes/, or correct the id")
            }
            return LintFinding(
                "\(slot.meal.rawValue.lowercased()) on \(slot.day) refers to recipe '\(id)', which is not in the collection",
                at: file.range(atFirstOf: "mealSlots[\(index)].recipeId", "mealSlots[\(index)]"), notes: notes)
        }
    }
}

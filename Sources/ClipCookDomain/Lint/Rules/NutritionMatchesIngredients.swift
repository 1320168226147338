import ClipCookCore
import ClipCookLanguage

/// A recipe's stated nutrition should be near what its ingredients compute
/// to (see `RecipeNutrition`); checked only when the ingredients say enough:
/// every ingredient with a measurable amount counted, and at least three.
public struct NutritionMatchesIngredients: LintRule {
    public let description = RuleDescription(
        id: "nutrition-vs-ingredients", name: "Nutrition matches the ingredients", defaultSeverity: .warning,
        rationale: "stated calories far from what the ingredients add up to usually mean the wrong servings or a copied number")

    public init() {}

    /// How far apart before it is reported: a quarter of the larger value, and at least 100 kcal.
    package static func tolerance(_ a: Int, _ b: Int) -> Int { max(100, max(a, b) / 4) }

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        // Fewer than three ingredients can never be enough: not worth mapping them.
        guard case .recipe(let recipe)? = file.document, let stated = recipe.nutrition, recipe.ingredients.count >= 3 else { return [] }
        let result = RecipeNutrition(recipe, table: FoodTable.scoped ?? FoodTable.standard)
        let measurable = result.unmatched.filter { !$0.isUnmeasurable }
        guard measurable.isEmpty, result.mapped.count >= 3, let computed = result.perServing?.rounded else { return [] }
        let gap = stated.calories - computed.calories
        guard abs(gap) > Self.tolerance(stated.calories, computed.calories) else { return [] }
        let counted = "\(result.mapped.count) of \(result.recipe.ingredients.count) ingredients"
        return [
            LintFinding(
                "stated \(stated.calories) kcal a serving is \(abs(gap)) kcal \(gap > 0 ? "above" : "below") the \(computed.calories) kcal its ingredients add up to (\(counted), serves \(recipe.servings))",
                at: file.range(atFirstOf: "nutrition.calories", "nutrition"),
                notes: [
                    "check the servings and the stated numbers; 'nutrition \(recipe.id)' in the REPL shows each ingredient's share",
                    Self.matches(result),
                ])
        ]
    }

    /// The foods the ingredients were matched to, the largest share first
    /// (a wrong match is the other usual cause).
    package static func matches(_ result: RecipeNutrition) -> String {
        let largest = result.mapped.sorted { ($0.values.calories ?? 0) > ($1.values.calories ?? 0) }.prefix(5)
        let named = largest.map { "\($0.ingredient.name) as '\($0.food.name)'" }
        return "matched: " + named.joined(separator: "; ") + (result.mapped.count > 5 ? "; and \(result.mapped.count - 5) more" : "")
    }
}

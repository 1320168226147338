import ClipCookCore
import ClipCookLanguage

/// An ingredient whose food has a price that its amount cannot be converted
/// to (`1 cup` of a food priced `per 1 kg` with no cup portion to weigh
/// it; `250 g` of eggs priced `each` with no portion saying what one
/// weighs): the recipe's cost leaves it out.
public struct PriceUnconvertible: LintRule {
    public let description = RuleDescription(
        id: "price-unconvertible", name: "Price does not convert to the recipe's unit", defaultSeverity: .warning,
        rationale: "an amount that cannot be converted into its food's price unit is left out of every cost, silently")

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .recipe(let recipe)? = file.document else { return [] }
        // Only collections with prices pay for mapping the ingredients.
        let own = FoodTable.scopedOwnFoods
        guard own.contains(where: { $0.price != nil }) else { return [] }
        let table = FoodTable.collection(own)
        var findings: [LintFinding] = []
        for (index, ingredient) in recipe.ingredients.enumerated() {
            guard case .failure(let failure) = FoodCost.cost(of: ingredient, table: table), failure.unconvertible else { continue }
            let path = "ingredients[\(index)]"
            findings.append(
                LintFinding(
                    "the cost of '\(ingredient.name)' is left out: \(failure.reason)",
                    at: file.range(atFirstOf: path + ".amount", path),
                    notes: ["give the food a portion that weighs this unit (portion 1 cup = 125 g), or a price in a unit the amount converts to"]))
        }
        return findings
    }
}

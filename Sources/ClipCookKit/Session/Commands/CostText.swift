import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// How costs are shown: two decimals in the settings' currency, and only
/// in a collection where some food has a price (a collection without
/// prices shows no cost lines at all).
extension Session {
    /// Whether any food of the collection's foods files has a price.
    var hasPrices: Bool { kitchen.ownFoods.contains { $0.price != nil } }

    func money(_ amount: Money) -> String { amount.formatted(currency: kitchen.settings.currency) }

    /// The costs of the collection's recipes and planned meals.
    func planCost() -> PlanCost {
        PlanCost(table: foods, recipes: Dictionary(recipes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The card's cost lines: the recipe (scaled by `factor`) and a serving,
    /// and the ingredients left out.
    func costLines(_ cost: RecipeCost, factor: Double) -> [String] {
        costLines(RecipeCostTotals(cost), factor: factor)
    }

    /// The same from the sums alone; past the names kept, the unpriced
    /// ingredients are counted ("and 12 more").
    func costLines(_ cost: RecipeCostTotals, factor: Double) -> [String] {
        var lines = ["", style.accent("Cost")]
        guard cost.pricedCount > 0 else {
            lines.append("  unpriced: no ingredient's food has a price")
            return lines
        }
        var line = "  \(money(cost.total.scaled(by: factor))) the recipe, \(money(cost.perServing)) a serving"
        if !cost.isComplete { line += " (from \(cost.pricedCount) of \(plural(cost.ingredientCount, "ingredient")))" }
        lines.append(line)
        if cost.unpricedCount > 0 {
            var names = cost.unpricedNames.map { TerminalText.line($0) }
            let left = cost.unpricedCount - cost.unpricedNames.count
            if left > 0 { names.append("and \(left) more") }
            lines.append("  unpriced: " + names.joined(separator: ", "))
        }
        return lines
    }

    /// An amount as JSON: the number shown (two decimals).
    static func moneyJSON(_ amount: Money) -> JSONValue { .double(Double(amount.hundredths) / 100) }

    func costJSON(_ cost: RecipeCost, factor: Double = 1) -> JSONValue {
        Self.costJSON(cost, factor: factor, currency: kitchen.settings.currency)
    }

    /// The same in `currency` (the settings'), for a summary made later.
    static func costJSON(_ cost: RecipeCost, factor: Double, currency: String?) -> JSONValue {
        var object: [String: JSONValue] = [
            "recipe": Self.moneyJSON(cost.total.scaled(by: factor)), "perServing": Self.moneyJSON(cost.perServing),
            "complete": .bool(cost.isComplete),
            "priced": .array(cost.priced.map { pricedJSON($0.ingredient, food: $0.food, cost: $0.cost) }),
            "unpriced": .array(cost.unpriced.map { unpricedJSON($0.ingredient, reason: $0.reason) }),
        ]
        object["currency"] = currency.map(JSONValue.string) ?? .null
        return .object(object)
    }

    /// A priced ingredient in `costJSON`.
    static func pricedJSON(_ ingredient: Ingredient, food: Food, cost: Money) -> JSONValue {
        .object(["ingredient": .string(NutritionText.ingredient(ingredient)), "food": .string(food.name), "cost": moneyJSON(cost)])
    }

    /// An unpriced ingredient in `costJSON`.
    static func unpricedJSON(_ ingredient: Ingredient, reason: String) -> JSONValue {
        .object(["ingredient": .string(NutritionText.ingredient(ingredient)), "reason": .string(reason)])
    }

    /// The shopping list's estimate: the total of the priced items still
    /// to buy, then each unpriced one with the reason.
    func shoppingCostLines(_ cost: ShoppingCost) -> [String] {
        var lines = [
            "estimated total: \(money(cost.total)) for \(cost.pricedCount) of \(plural(cost.count, "item")) to buy"
                + (cost.unpriced.isEmpty ? "" : "; unpriced:")
        ]
        lines += cost.unpriced.map { TerminalText.line("  \($0.name): \($0.reason)") }
        return lines
    }
}

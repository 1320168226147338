import Foundation

/// A recipe's nutrition per serving computed from its ingredients: each
/// ingredient mapped to a food of the table (its `[food NAME]` annotation,
/// else the food `IngredientMatch` chooses for its name), its amount converted to grams,
/// the values summed and divided by the servings. Nothing is guessed: an
/// ingredient that cannot be mapped or converted is left out and reported
/// with the reason.
public struct RecipeNutrition: Sendable {
    public struct Mapped: Sendable {
        public var ingredient: Ingredient
        public var food: Food
        public var grams: Double
        public var values: FoodValues
    }

    public struct Unmatched: Hashable, Sendable {
        public var ingredient: Ingredient
        public var reason: String
    }

    public var recipe: Recipe
    public var mapped: [Mapped]
    public var unmatched: [Unmatched]

    public init(_ recipe: Recipe, table: FoodTable) {
        self.recipe = recipe
        var mapped: [Mapped] = []
        var unmatched: [Unmatched] = []
        for ingredient in recipe.ingredients {
            switch RecipeNutrition.map(ingredient, table: table) {
            case .success(let found): mapped.append(found)
            case .failure(let reason): unmatched.append(Unmatched(ingredient: ingredient, reason: reason.text))
            }
        }
        self.mapped = mapped
        self.unmatched = unmatched
    }

    /// Per serving, from the mapped ingredients only; nil when none maps.
    public var perServing: MacroTotals? {
        guard !mapped.isEmpty else { return nil }
        let servings = Double(max(1, recipe.servings))
        let sum = mapped.reduce(MacroTotals.zero) { total, item in
            total + MacroTotals(calories: item.values.calories ?? 0, protein: item.values.protein ?? 0,
                                carbs: item.values.carbs ?? 0, fats: item.values.fats ?? 0)
        }
        return sum * (1 / servings)
    }

    /// Every ingredient maps, so the computed values are the whole recipe.
    public var isComplete: Bool { unmatched.isEmpty && !mapped.isEmpty }

    struct Reason: Error { var text: String }

    static func map(_ ingredient: Ingredient, table: FoodTable) -> Result<Mapped, Reason> {
        let food: Food
        if let named = ingredient.food {
            guard let exact = table.food(named: named) ?? FoodSearch.best(named, in: table) else {
                return .failure(Reason(text: "no food in the table matches its [food \(named)]"))
            }
            food = exact
        } else {
            guard let best = FoodSearch.ingredientMatch(ingredient.name, in: table) else {
                return .failure(Reason(text: "no food in the table matches '\(ingredient.name)'"))
            }
            food = best
        }
        let amount = ingredient.amount.trimmingCharacters(in: .whitespaces)
        guard !amount.isEmpty, let parsed = Amount(amount) else {
            return .failure(Reason(text: amount.isEmpty ? "no amount" : "'\(amount)' is not a measurable amount"))
        }
        guard !parsed.quantity.isRange || parsed.quantity.midpoint.isFinite else { return .failure(Reason(text: "no amount")) }
        var grams: Result<Double, CommandError> = .failure(CommandError(""))
        if parsed.unit == nil, let first = TextFolding.words(ingredient.name).first {
            grams = FoodAmount.grams(amount + " " + first, of: food, explaining: false)  // "2 large eggs": 2 large
        }
        if case .failure = grams { grams = FoodAmount.grams(amount, of: food, explaining: false) }
        switch grams {
        case .failure(let error):
            return .failure(Reason(text: error.message))
        case .success(let value):
            let values = food.values(grams: value)
            guard values.isComplete else { return .failure(Reason(text: "the table gives no complete values for '\(food.name)'")) }
            return .success(Mapped(ingredient: ingredient, food: food, grams: value, values: values))
        }
    }
}

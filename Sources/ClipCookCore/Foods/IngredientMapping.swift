/// What the nutrition of a recipe makes of one ingredient, remembered in
/// the food table (`FoodTable.ingredientMappings`) so that lint over a large
/// collection converts each distinct ingredient once. The mapping itself is
/// `RecipeNutrition`'s (ClipCookDomain); the table only keeps its results.
package enum IngredientMapping {
    package enum Outcome: Sendable {
        case mapped(food: Food, grams: Double, values: FoodValues)
        case unmatched(String)
        /// The food is known but the amount is none, or no measure (`a
        /// handful`, `to taste`): nothing to weigh, which is not a mistake.
        case unmeasurable(String)
    }

    /// What a mapping depends on.
    package struct Key: Hashable, Sendable {
        package var food: String?
        package var name: String
        package var amount: String

        package init(food: String?, name: String, amount: String) {
            self.food = food
            self.name = name
            self.amount = amount
        }
    }
}

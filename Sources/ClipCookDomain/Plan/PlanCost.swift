import ClipCookCore
import ClipCookLanguage

/// What planned meals cost: a recipe its cost per serving (`RecipeCost`)
/// times the meal's servings multiplier; a food line (`food egg 2 large`)
/// its amount at the food's price (`FoodCost`); a quick-add with literal
/// values nothing, marked unpriced. Each recipe is costed once.
public final class PlanCost {
    /// One meal's cost, and whether every part of it had a price.
    public struct Meal: Hashable, Sendable {
        public var cost: Money
        public var isComplete: Bool

        public static let none = Meal(cost: .zero, isComplete: true)

        public static func + (lhs: Meal, rhs: Meal) -> Meal {
            Meal(cost: lhs.cost + rhs.cost, isComplete: lhs.isComplete && rhs.isComplete)
        }
    }

    package let table: FoodTable
    package let recipes: [String: Recipe]
    private var perServing: [String: Meal] = [:]

    public init(table: FoodTable, recipes: [String: Recipe]) {
        self.table = table
        self.recipes = recipes
    }

    /// One serving of a recipe of the collection; an unknown id costs nothing, unpriced.
    public func serving(of recipeId: String) -> Meal {
        if let known = perServing[recipeId] { return known }
        guard let recipe = recipes[recipeId] else { return Meal(cost: .zero, isComplete: false) }
        let cost = RecipeCost(recipe, table: table)
        let meal = Meal(cost: cost.perServing, isComplete: cost.isComplete)
        perServing[recipeId] = meal
        return meal
    }

    /// A planned meal: its recipe times its servings, and its food or quick-add.
    public func cost(of slot: MealSlot) -> Meal {
        var meal = Meal.none
        if let id = slot.recipeId {
            let multiplier = slot.servings.map { $0.isFinite && $0 >= 0 ? $0 : 0 } ?? 1
            let one = serving(of: id)
            meal = meal + Meal(cost: one.cost.scaled(by: multiplier), isComplete: one.isComplete)
        }
        if let food = slot.food {
            if case .success(let found) = table.resolve(food.name), let price = found.price,
                case .success(let cost) = FoodCost.cost(food.amount, of: found, at: price)
            {
                meal = meal + Meal(cost: cost, isComplete: true)
            } else {
                meal.isComplete = false
            }
        } else if slot.quickAdd != nil {
            meal.isComplete = false
        }
        return meal
    }

    /// The meals of a day summed.
    public func cost(of plan: DayPlan) -> Meal {
        plan.items.reduce(Meal.none) { $0 + cost(of: $1.slot) }
    }
}

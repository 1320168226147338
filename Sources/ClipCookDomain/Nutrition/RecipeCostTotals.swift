import ClipCookCore

/// A recipe's cost as sums only: what a card's cost lines say (the total,
/// a serving, how many ingredients are priced, the unpriced ones' names),
/// made in one pass over the ingredients without keeping each one's food
/// and cost as `RecipeCost` does. At most `namesKept` names of unpriced
/// ingredients are kept, the rest only counted, so its memory does not
/// grow with a huge recipe; `Sendable`, so a server can sum a huge recipe
/// away from the requests it is answering.
public struct RecipeCostTotals: Sendable, Equatable {
    /// The priced ingredients' costs, summed in the recipe's order.
    public var total = Money.zero
    public var servings: Int
    public var ingredientCount: Int
    public var pricedCount = 0
    public var unpricedCount = 0
    /// The first unpriced ingredients' names, in order.
    public var unpricedNames: [String] = []

    /// Sums `recipe`'s costs at the prices of `table`.
    public init(_ recipe: Recipe, table: FoodTable, namesKept: Int = .max) {
        servings = recipe.servings
        ingredientCount = recipe.ingredients.count
        for ingredient in recipe.ingredients {
            switch FoodCost.cost(of: ingredient, table: table) {
            case .success(let found):
                total = total + found.cost
                pricedCount += 1
            case .failure:
                if unpricedNames.count < namesKept { unpricedNames.append(ingredient.name) }
                unpricedCount += 1
            }
        }
    }

    /// The sums of a cost already worked out ingredient by ingredient.
    public init(_ cost: RecipeCost) {
        servings = cost.recipe.servings
        ingredientCount = cost.recipe.ingredients.count
        total = cost.total
        pricedCount = cost.priced.count
        unpricedCount = cost.unpriced.count
        unpricedNames = cost.unpriced.map(\.ingredient.name)
    }

    /// One serving: the total divided by the servings (as `RecipeCost`'s).
    public var perServing: Money { total.scaled(by: 1 / Double(max(1, servings))) }

    /// Every ingredient is priced, so the total is the whole recipe's cost.
    public var isComplete: Bool { unpricedCount == 0 && pricedCount > 0 }
}

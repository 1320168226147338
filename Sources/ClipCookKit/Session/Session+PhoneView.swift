import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// The costs the kitchen web view shows, worked out as `show` and
/// `plan week` work them out (the same prices, factors and marks).
extension Session {
    /// The lines of `show RECIPE servings N`'s cost section without its
    /// heading ("€4.20 the recipe, €1.05 a serving", the unpriced
    /// ingredients); empty in a collection where no food has a price.
    public func recipeCostLines(_ recipe: Recipe, servings: Int?) -> [String] {
        guard hasPrices else { return [] }
        let card = RecipeCard(recipe: recipe, servings: servings, units: nil, style: .plain, foods: foods)
        let lines = costLines(RecipeCost(recipe, table: foods), factor: card.factor)
        return lines.dropFirst(2).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Each day's cost of `plans` as `plan week` shows it (`?` after a day
    /// with a meal not wholly priced) and the week's line; nil in a
    /// collection where no food has a price.
    public func planCosts(_ plans: [DayPlan]) -> PlanCostLines? {
        guard hasPrices else { return nil }
        let costs = planCost()
        let days = plans.map(costs.cost(of:))
        let week = days.reduce(PlanCost.Meal.none, +)
        let partly = plans.reduce(0) { sum, plan in sum + plan.items.filter { !costs.cost(of: $0.slot).isComplete }.count }
        return PlanCostLines(
            days: days.map { money($0.cost) + ($0.isComplete ? "" : "?") },
            week: "week cost: \(money(week.cost))"
                + (partly == 0 ? "" : " (?: \(plural(partly, "meal")) not wholly priced, only their priced ingredients counted)"))
    }
}

/// A week's costs as text: one a day, and the week's line.
public struct PlanCostLines: Sendable, Equatable {
    public var days: [String]
    public var week: String
}

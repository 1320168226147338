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
    ///
    /// `totals`, when given, are the recipe's sums made before
    /// (`costTotalsWork`); else they are made here, keeping at most
    /// `namesKept` names of unpriced ingredients.
    public func recipeCostLines(_ recipe: Recipe, servings: Int?, totals: RecipeCostTotals? = nil, namesKept: Int = .max) -> [String] {
        guard hasPrices else { return [] }
        let factor = AmountPresentation.factor(of: recipe, servings: servings)
        let lines = costLines(totals ?? RecipeCostTotals(recipe, table: foods, namesKept: namesKept), factor: factor)
        return lines.dropFirst(2).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The sums behind `recipeCostLines` as work that reads only the food
    /// table, to be done away from the session (a huge recipe's take
    /// seconds); nil in a collection where no food has a price.
    public func costTotalsWork(of recipe: Recipe, namesKept: Int) -> (@Sendable () -> RecipeCostTotals)? {
        guard hasPrices else { return nil }
        let table = foods
        return { RecipeCostTotals(recipe, table: table, namesKept: namesKept) }
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

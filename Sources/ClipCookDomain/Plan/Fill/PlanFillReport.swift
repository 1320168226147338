import ClipCookCore
import ClipCookLanguage

/// What `plan fill` shows: each day's new meals, the day's totals against
/// the goals, whether the day is within the tolerances, and for a day that
/// is not, which nutrient misses by how much and why.
package struct PlanFillReport {
    package struct DayReport {
        package var day: Day
        /// `amount` is a food's grams ("150 g"); nil for a recipe.
        package var meals: [(meal: MealType, title: String, id: String, servings: Double, amount: String?)]
        package var total: MacroTotals
        package var deviations: [Double]
        package var withinTolerance: Bool
        package var misses: [String]
        /// The goals missed, by how much ("protein 18% under (92 g of 112 g)").
        package var missedGoals: [String] = []
        /// What the day's filled meals cost.
        package var cost: Money
    }

    package var days: [DayReport] = []
    package var repeats: [String] = []
    package var goals: MacroTotals
    package var candidateCount: Int
    /// Shown when the collection has prices: each day's cost and the range's.
    package var showsCost = false
    package var currency: String?
    package var budget: Money?
    package var fixedCost: Money = .zero
    package var totalCost: Money = .zero
    /// The least the range could cost: the planned meals and each open meal's cheapest candidate.
    package var cheapestCost: Money = .zero
    package var varietyDays = 3
    /// Filled meals whose recipe is not wholly priced (counted at their priced part).
    package var partlyPriced: [String] = []

    package static let nutrientNames = ["calories", "protein", "carbs", "fats"]
    package static let nutrientUnits = ["kcal", "g", "g", "g"]

    package init(problem: PlanFillProblem, fill: PlanFillProblem.Fill, days: [Day]) {
        goals = problem.goals
        candidateCount = problem.candidates.count
        let totals = problem.totals(of: fill)
        let dayCosts = problem.dayCosts(of: fill)
        budget = problem.budget
        fixedCost = problem.fixedCost
        totalCost = problem.cost(of: fill)
        varietyDays = problem.varietyDays
        cheapestCost = problem.openings.reduce(problem.fixedCost) { sum, opening in
            let costs = opening.candidates.map { c in
                problem.candidates[c].cost(servings: problem.candidates[c].servingChoices(problem.servings).min() ?? 1)
            }
            return sum + (costs.min() ?? .zero)
        }
        var unpriced = Set<String>()
        for choice in fill.choices where !problem.candidates[choice.candidate].isPriced {
            if unpriced.insert(problem.candidates[choice.candidate].id).inserted { partlyPriced.append(problem.candidates[choice.candidate].title) }
        }
        for (index, day) in days.enumerated() {
            let meals = zip(problem.openings, fill.choices)
                .filter { $0.0.day == index }
                .map { opening, choice in
                    let candidate = problem.candidates[choice.candidate]
                    let amount = candidate.foodAmount(servings: choice.servings)
                    return (opening.meal, candidate.food ?? candidate.title, candidate.id, amount == nil ? choice.servings : 1, amount)
                }
            let total = totals.indices.contains(index) ? totals[index] : .zero
            let deviations = problem.deviations(total)
            let fixed = problem.fixed.indices.contains(index) ? problem.fixed[index].values : [0, 0, 0, 0]
            var misses: [String] = []
            var missedGoals: [String] = []
            for (k, deviation) in deviations.enumerated() where abs(deviation) > problem.tolerance(k) + 1e-9 {
                let goal = problem.goals.values[k]
                let what = Self.miss(k, deviation: deviation, value: total.values[k], goal: goal, tolerance: problem.tolerance(k))
                let why: String
                if fixed[k] > goal * (1 + problem.tolerance(k)) {
                    why = "the meals planned before already give \(Self.whole(fixed[k]))"
                } else if meals.isEmpty {
                    why = "no meal of this day was empty"
                } else {
                    why = "the closest the collection's recipes for these slots allow" + (problem.budget == nil ? "" : " within the budget")
                }
                misses.append("\(what): \(why)")
                missedGoals.append(what)
            }
            self.days.append(
                DayReport(
                    day: day, meals: meals, total: total, deviations: deviations,
                    withinTolerance: misses.isEmpty, misses: misses, missedGoals: missedGoals,
                    cost: dayCosts.indices.contains(index) ? dayCosts[index] : .zero))
        }
        repeats = problem.repeats(in: fill).map { repeatInfo in
            let first = days.indices.contains(repeatInfo.first) ? days[repeatInfo.first].description : "?"
            let second = days.indices.contains(repeatInfo.second) ? days[repeatInfo.second].description : "?"
            let index = problem.candidates.firstIndex { $0.id == repeatInfo.id }
            let name = index.flatMap { problem.candidates[$0].food } ?? repeatInfo.id
            let window = index.map(problem.varietyWindow) ?? problem.varietyDays
            return "'\(name)' on \(first) and \(second): too few recipes for these slots to keep \(CountWords.of(window, "day")) apart"
        }
    }

    package static func percent(_ share: Double) -> String {
        let tenths = (share * 1000).rounded()
        let value = tenths.isFinite && abs(tenths) < 1e9 ? Int(tenths) : 0
        let sign = value > 0 ? "+" : value < 0 ? "-" : "±"
        return "\(sign)\(abs(value) / 10).\(abs(value) % 10)%"
    }

    /// "protein 18% under (92 g of 112 g)": a goal missed, by how much; a
    /// miss that rounds to the tolerance or less is shown to a tenth.
    package static func miss(_ k: Int, deviation: Double, value: Double, goal: Double, tolerance: Double) -> String {
        let percent = abs(deviation) * 100
        var shown = "\(whole(percent))"
        if Double(whole(percent)) <= tolerance * 100 {
            let tenths = whole(percent * 10)
            shown = "\(tenths / 10).\(tenths % 10)"
        }
        let unit = nutrientUnits[k]
        return "\(nutrientNames[k]) \(shown)% \(deviation > 0 ? "over" : "under") (\(whole(value)) \(unit) of \(whole(goal)) \(unit))"
    }

    package static func whole(_ value: Double) -> Int {
        let rounded = value.rounded()
        return rounded.isFinite && abs(rounded) < 1e12 ? Int(rounded) : 0
    }

    package var withinCount: Int { days.filter(\.withinTolerance).count }

    package func text(style: TextStyle) -> String {
        var lines: [String] = []
        let width = days.flatMap(\.meals).map { SlotName.spelling($0.meal).count }.max() ?? 0
        for report in days {
            lines.append(style.bold("\(Day.weekdayNames[report.day.weekday - 1]) \(report.day)"))
            for meal in report.meals {
                let servings = meal.amount.map { " " + $0 } ?? (meal.servings == 1 ? "" : " ×" + PlanPrinter.servings(meal.servings))
                let slot = SlotName.spelling(meal.meal)
                lines.append(
                    "  " + slot + String(repeating: " ", count: max(width - slot.count, 0)) + "  "
                        + TerminalText.escaped(meal.title) + servings)
            }
            let cells = report.total.values.enumerated().map { k, value in
                (k == 0 ? "\(Self.whole(value)) kcal" : "\(Self.nutrientNames[k]) \(Self.whole(value)) g")
                    + " (" + Self.percent(report.deviations[k]) + ")"
            }
            let mark = report.withinTolerance ? (style.unicode ? "✓" : "ok") : style.warn(style.unicode ? "✗" : "miss")
            let cost = showsCost ? "  cost " + report.cost.formatted(currency: currency) : ""
            lines.append("  day: " + cells.joined(separator: "  ") + "  " + mark + cost)
            lines += report.misses.map { "  misses " + $0 }
        }
        lines.append(
            "\(withinCount) of \(CountWords.of(days.count, "day")) within ±5% calories and ±10% each macro "
                + "(goals \(Self.whole(goals.calories)) kcal, protein \(Self.whole(goals.protein)) g, "
                + "carbs \(Self.whole(goals.carbs)) g, fats \(Self.whole(goals.fats)) g)")
        for report in days where !report.withinTolerance {
            lines.append("missed \(Day.weekdayNames[report.day.weekday - 1]) \(report.day): " + report.missedGoals.joined(separator: ", "))
        }
        lines += repeats.map { "repeats " + TerminalText.escaped($0) }
        if showsCost { lines += costLines(style: style) }
        return lines.joined(separator: "\n")
    }

    package var json: [String: JSONValue] {
        var object: [String: JSONValue] = [
            "days": .array(
                days.map { report in
                    .object([
                        "day": .string(report.day.description),
                        "meals": .array(
                            report.meals.map { meal in
                                meal.amount.map { amount in
                                    .object([
                                        "meal": .string(meal.meal.rawValue), "food": .string(meal.title),
                                        "amount": .string(amount), "title": .string(meal.title),
                                    ])
                                }
                                    ?? .object([
                                        "meal": .string(meal.meal.rawValue), "recipeId": .string(meal.id),
                                        "title": .string(meal.title), "servings": .double(meal.servings),
                                    ])
                            }),
                        "calories": .int(Self.whole(report.total.calories)), "protein": .int(Self.whole(report.total.protein)),
                        "carbs": .int(Self.whole(report.total.carbs)), "fats": .int(Self.whole(report.total.fats)),
                        "withinTolerance": .bool(report.withinTolerance),
                        "misses": .array(report.misses.map(JSONValue.string)),
                        "missedGoals": .array(report.missedGoals.map(JSONValue.string)),
                    ])
                }),
            "daysWithinTolerance": .int(withinCount), "dayCount": .int(days.count),
            "repeats": .array(repeats.map(JSONValue.string)),
        ]
        if showsCost { object.merge(costJSON) { first, _ in first } }
        return object
    }

    /// The range's cost against the budget, and the meals counted only in part.
    package func costLines(style: TextStyle) -> [String] {
        var line = "cost: \(totalCost.formatted(currency: currency))"
        if fixedCost > .zero { line += " (\(fixedCost.formatted(currency: currency)) of it planned before)" }
        if let budget {
            line +=
                totalCost <= budget
                ? ", within the budget of \(budget.formatted(currency: currency))"
                : style.warn(
                    ", \((totalCost - budget).formatted(currency: currency)) over the budget of \(budget.formatted(currency: currency)): "
                        + (cheapestCost > budget
                            ? "even the cheapest recipes for these slots cost \(cheapestCost.formatted(currency: currency))"
                            : "no fill found within it keeps each recipe \(CountWords.of(varietyDays, "day")) apart"))
        }
        var lines = [line]
        if !partlyPriced.isEmpty {
            lines.append(
                "not wholly priced (only their priced ingredients counted): "
                    + partlyPriced.map { TerminalText.escaped($0) }.joined(separator: ", "))
        }
        return lines
    }

    package var costJSON: [String: JSONValue] {
        var object: [String: JSONValue] = [
            "cost": .double(Double(totalCost.hundredths) / 100),
            "dayCosts": .array(days.map { .double(Double($0.cost.hundredths) / 100) }),
            "plannedCost": .double(Double(fixedCost.hundredths) / 100),
            "partlyPriced": .array(partlyPriced.map(JSONValue.string)),
        ]
        object["budget"] = budget.map { .double(Double($0.hundredths) / 100) } ?? .null
        object["withinBudget"] = budget.map { .bool(totalCost <= $0) } ?? .null
        object["currency"] = currency.map(JSONValue.string) ?? .null
        return object
    }
}

import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `plan fill`: fills the empty meals of a range of days with recipes of the
/// collection so that each day meets the goals (`MealPlanSolver`), within a
/// budget when one is given, and writes them as one undoable change, or
/// only shows them with `dry-run`. The settings give the variety window
/// (`variety-days`) and the categories of each slot (`slots`).
extension Session {
    static let planFillUsage = "plan fill [DATE | week [DATE] | FROM..TO] [slots SLOT... | slots all] [budget N] [dry-run]"
    /// The slots filled when none are named.
    static let planFillDefaultSlots: [MealType] = [.breakfast, .lunch, .dinner]
    static let planFillMaxDays = 31
    /// The least budget: a cent.
    static let planFillLeastBudget = Money(tenThousandths: Money.scale / 100)

    func planFill(_ words: inout ArraySlice<String>, today: Day) -> Result<CommandOutcome, CommandError> {
        var rangeWords: [String] = []
        // Every slot of the settings: the three meals and any slot the settings' `slots` section names.
        var slots = Set(Self.planFillDefaultSlots).union(kitchen.settings.slotCategories.keys).sorted()
        var dryRun = false
        var budget: Money?
        var rest = words
        while let word = rest.first, !["slots", "dry-run", "--dry-run", "budget"].contains(word.lowercased()) {
            rangeWords.append(word)
            rest.removeFirst()
        }
        while let word = rest.popFirst()?.lowercased() {
            switch word {
            case "dry-run", "--dry-run":
                dryRun = true
            case "budget":
                guard let value = rest.popFirst() else {
                    return .failure(CommandError("'budget' needs an amount", suggestion: "for example: budget 60 or budget 55.50"))
                }
                guard let amount = Money(text: value), amount >= Self.planFillLeastBudget, amount <= Money.maxPrice else {
                    return .failure(
                        CommandError(
                            "'\(value)' is not a budget",
                            suggestion: "an amount from \(Self.planFillLeastBudget) to \(Money.maxPrice) with at most 4 decimals, "
                                + "such as 60 or 55.50 (no currency sign)"))
                }
                guard hasPrices else {
                    return .failure(
                        CommandError(
                            "'budget' needs prices, and no food of the collection has one",
                            suggestion: "give foods a price in a .foods file ('price 2.49 per 1 kg'), or leave 'budget' out"))
                }
                budget = amount
            case "slots":
                var named: [MealType] = []
                while let next = rest.first, !["dry-run", "--dry-run", "budget"].contains(next.lowercased()) {
                    rest.removeFirst()
                    if next.lowercased() == "all" { named = MealType.allCases; continue }
                    var one = ArraySlice([next])
                    switch SlotName.read(&one) {
                    case .success(let meal): if !named.contains(meal) { named.append(meal) }
                    case .failure(let error): return .failure(error)
                    }
                }
                guard !named.isEmpty else {
                    return .failure(CommandError("'slots' needs at least one slot", suggestion: "expected \(SlotName.accepted) or all"))
                }
                slots = named.sorted()
            default:
                return .failure(CommandError("unexpected '\(word)'", suggestion: "usage: \(Self.planFillUsage)"))
            }
        }
        words = []
        let days: [Day]
        switch planFillDays(rangeWords, today: today) {
        case .success(let found): days = found
        case .failure(let error): return .failure(error)
        }
        var builder = PlanFillBuilder(days: days, slots: slots, goals: kitchen.settings.nutritionGoals)
        builder.varietyDays = kitchen.settings.varietyDays
        builder.slotCategories = kitchen.settings.slotCategories
        builder.budget = budget
        builder.expiringSoon = pantryExpiringSoon()
        builder.lastCooked = lastCookedDays()
        let costs = hasPrices ? planCost() : nil
        // A food the cook quick-added under the same name is theirs, with their values.
        let quickAdds = planFillQuickAdds()
        let logged = Set(quickAdds.compactMap { $0.food.map(TextFolding.fold) })
        builder.snackFoods = planFillSnackFoods(costs: costs, day: days[0]).filter { !logged.contains(TextFolding.fold($0.food ?? "")) } + quickAdds
        let problem = builder.problem(recipes: recipes, plan: kitchen.mealSlots, costs: costs)
        let range = days.count == 1 ? "\(days[0])" : "\(days[0])..\(days[days.count - 1])"
        guard !problem.openings.isEmpty else {
            return .failure(
                CommandError(
                    "no empty \(slots.map(SlotName.spelling).joined(separator: ", ")) meals in \(range)",
                    suggestion: "name other slots with 'slots', or another range"))
        }
        if let meal = problem.openings.first(where: { $0.candidates.isEmpty })?.meal {
            let categories = builder.categories(for: meal).map(\.rawValue).joined(separator: " or ")
            return .failure(
                CommandError(
                    "no recipe can fill \(SlotName.spelling(meal)): none is \(categories), not archived and with nutrition",
                    suggestion: "add a recipe of that category with its nutrition, or leave the slot out with 'slots'"))
        }
        guard let fill = MealPlanSolver.solve(problem) else {
            return .failure(CommandError("the solver found no fill for \(range)"))
        }
        var report = PlanFillReport(problem: problem, fill: fill, days: days)
        report.showsCost = costs != nil
        report.currency = kitchen.settings.currency
        if dryRun {
            return .success(CommandOutcome(command: "", text: report.text(style: style) + "\ndry run: nothing written", data: report.json))
        }
        // A budget is kept or nothing is written; the dry run shows the closest fill.
        if let budget, problem.cost(of: fill) > budget {
            let currency = kitchen.settings.currency
            return .failure(
                CommandError(
                    "no fill of \(range) stays within the budget of \(budget.formatted(currency: currency)): the closest fill found costs "
                        + problem.cost(of: fill).formatted(currency: currency) + ", "
                        + (problem.cost(of: fill) - budget).formatted(currency: currency) + " over",
                    suggestion: "a larger budget, fewer slots ('slots'), or no 'budget'; add 'dry-run' to see that fill"))
        }
        var slotsToWrite: [MealSlot] = []
        for (opening, choice) in zip(problem.openings, fill.choices) {
            let candidate = problem.candidates[choice.candidate]
            if let quick = candidate.quickAdd {
                var slot = MealSlot(id: "", day: days[opening.day], meal: opening.meal)
                slot.quickAdd = quick
                slotsToWrite.append(slot)
                continue
            }
            if candidate.food != nil {
                guard let slot = planFillFoodSlot(candidate, servings: choice.servings, day: days[opening.day], meal: opening.meal) else {
                    return .failure(CommandError("the food '\(TerminalText.line(candidate.title))' has no values for its amount"))
                }
                slotsToWrite.append(slot)
                continue
            }
            var slot = MealSlot(id: "", day: days[opening.day], meal: opening.meal)
            slot.recipeId = candidate.id
            slot.servings = choice.servings == 1 ? nil : choice.servings
            slotsToWrite.append(slot)
        }
        let summary = "plan fill: \(plural(slotsToWrite.count, "meal")) in \(range)"
        let result = writePlan(summary: summary, weeks: days.map(\.isoWeek)) { edits throws(StoreError) in
            for slot in slotsToWrite { edits[slot.day.isoWeek]?.insert(slot) }
        }
        return result.map { outcome in
            var outcome = outcome
            outcome.text = report.text(style: style) + "\n" + outcome.text
            outcome.data = report.json
            return outcome
        }
    }

    /// The days of `plan fill`: the rest of this week when none are named.
    func planFillDays(_ words: [String], today: Day) -> Result<[Day], CommandError> {
        var first: Day
        var last: Day
        if words.isEmpty {
            first = today
            last = today.isoWeek.monday?.adding(days: 6) ?? today
        } else if words[0].lowercased() == "week" {
            var rest = ArraySlice(words.dropFirst())
            let day: Day
            switch optionalDay(&rest, today: today) {
            case .success(let found): day = found
            case .failure(let error): return .failure(error)
            }
            if let error = extraWords(rest, Self.planFillUsage) { return .failure(error) }
            guard let monday = day.isoWeek.monday, let sunday = monday.adding(days: 6) else {
                return .failure(CommandError("no week for \(day)"))
            }
            (first, last) = (monday, sunday)
        } else if words.joined(separator: " ").contains("..") || words.contains(where: { $0.lowercased() == "to" }) {
            switch ShopDays.range(words, today: today, order: dateOrder) {
            case .success(let range): (first, last) = (range.lowerBound, range.upperBound)
            case .failure(let error): return .failure(error)
            }
        } else {
            var rest = ArraySlice(words)
            switch DateExpression.require(&rest, today: today, order: dateOrder) {
            case .success(let day): (first, last) = (day, day)
            case .failure(let error): return .failure(error)
            }
            if let error = extraWords(rest, Self.planFillUsage) { return .failure(error) }
        }
        var days: [Day] = []
        var day = first
        while day <= last {
            guard days.count < Self.planFillMaxDays else {
                return .failure(
                    CommandError(
                        "\(first)..\(last) is more than \(Self.planFillMaxDays) days", suggestion: "fill a week or a month at a time", kind: .limit))
            }
            days.append(day)
            guard let next = day.adding(days: 1) else { break }
            day = next
        }
        return .success(days)
    }
}

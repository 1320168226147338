import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

extension PageRenderer {
    // MARK: The week

    static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    func week(_ day: Day?, session: Session, context: PageContext) -> PageResult {
        let links = context.links
        guard let day else { return .notFound("today's date is unknown") }
        let plans = session.weekPlans(of: day, recipes: context.cache.recipesById)
        let goals = session.kitchen.settings.nutritionGoals
        let costs = links.isStatic ? nil : session.planCosts(plans)
        let days: [[String: Any]] = plans.enumerated().map { position, plan in
            let total = plan.total.rounded
            let bars: [[String: Any]] = [
                Self.bar("kcal", total.calories, goals.calories, row: 0),
                Self.bar("protein g", total.protein, goals.protein, row: 1),
                Self.bar("carbs g", total.carbs, goals.carbs, row: 2),
                Self.bar("fats g", total.fats, goals.fats, row: 3),
            ]
            let slots: [[String: Any]] = MealType.allCases.compactMap { meal in
                let items = plan.items(in: meal)
                guard !items.isEmpty else { return nil }
                return [
                    "meal": meal.rawValue,
                    "items": items.map { item in
                        var values: [String: Any] = ["label": VisibleText.shown(item.label), "eaten": item.slot.isEaten]
                        if let id = item.slot.recipeId, let recipe = context.cache.recipesById[id] {
                            // A meal of ×2 opens the recipe at twice its servings.
                            let servings = Self.mealServings(item.slot.servings, base: recipe.servings)
                            values["url"] = links.recipe(id, RecipeOptions(servings: servings))
                        }
                        if let unknown = item.unknown { values["unknown"] = VisibleText.shown(unknown) }
                        return values
                    },
                ] as [String: Any]
            }
            let isToday = !links.isStatic && plan.day == session.today
            var values: [String: Any] = [
                "name": Self.weekdayNames[max(0, min(6, plan.day.weekday - 1))], "date": plan.day.description,
                "bars": bars, "slots": slots, "empty": slots.isEmpty, "over": total.calories > goals.calories,
                "today": isToday, "anchor": isToday ? "today" : "day-\(plan.day)",
            ]
            if let costs, position < costs.days.count { values["cost"] = VisibleText.shown(costs.days[position]) }
            return values
        }
        var values = context.layout(title: "Week \(day.isoWeek)", page: "week")
        if !links.isStatic {
            let planProblems = session.kitchen.problems.filter { $0.path.hasSuffix(".plan") }
            values["problems"] = Self.problemMarks(planProblems, root: session.kitchen.root, links: links)
        }
        values["week"] = day.isoWeek.description
        values["days"] = days
        values["weekCost"] = costs.map { VisibleText.shown($0.week) }
        values["goals"] = "\(goals.calories) kcal, protein \(goals.protein) g, carbs \(goals.carbs) g, fats \(goals.fats) g"
        if !links.isStatic {
            values["prevURL"] = day.adding(days: -7).map(links.week) ?? ""
            values["nextURL"] = day.adding(days: 7).map(links.week) ?? ""
            if let today = session.today, today.isoWeek == day.isoWeek { values["todayURL"] = "#today" }
        }
        return render("week", values)
    }

    /// The servings a planned meal is eaten at: the recipe's times the
    /// meal's factor (`x2`), rounded to a whole serving, nil when it has none.
    static func mealServings(_ factor: Double?, base: Int) -> Int? {
        guard let factor, factor != 1 else { return nil }
        let servings = (factor * Double(base)).rounded()
        guard servings.isFinite, servings >= 1, servings <= 10_000 else { return nil }
        return Int(exactly: servings)
    }

    /// How much of a bar's length stands for the goal, and how far past it
    /// a bar goes at most (half as much again).
    static let goalLength = 100.0
    static let maxOver = 0.5

    /// One bar of a day: the value up to the goal in the bar's colour (the
    /// goal is `goalLength` long), and the part past the goal in red after
    /// the goal's mark, as long as it is over (5% over is 5 long, 35% over
    /// 35), up to `maxOver`; the figure says how far over, in per cent.
    static func bar(_ name: String, _ value: Int, _ goal: Int, row: Int) -> [String: Any] {
        let ratio = goal > 0 ? max(0, Double(value) / Double(goal)) : (value > 0 ? 1 + maxOver : 0)
        let within = ratio.isFinite ? min(1, ratio) : 1
        let over = ratio.isFinite ? min(maxOver, max(0, ratio - 1)) : maxOver
        var values: [String: Any] = [
            "name": name, "value": value, "goal": goal, "width": String(format: "%.0f", within * goalLength),
            "over": value > goal, "y": row * 14, "textY": row * 14 + 10, "goalX": 56 + goalLength,
        ]
        if value > goal {
            values["overWidth"] = String(format: "%.0f", over * goalLength)
            let percent = goal > 0 ? (Double(value) / Double(goal) - 1) * 100 : 0
            values["overText"] = goal > 0 && percent.isFinite ? String(format: "+%.0f%%", min(percent, 1_000_000)) : "over"
        }
        return values
    }

    // MARK: The shopping list

    func shopping(session: Session, context: PageContext) -> PageResult {
        let view = session.shoppingListView()
        let sections: [[String: Any]] = view.sections.map { section in
            [
                "aisle": section.aisle.title,
                "rows": section.rows.map { row in
                    var values: [String: Any] = [
                        "id": row.item.id, "name": VisibleText.shown(row.name),
                        "checked": row.item.checked, "nextChecked": row.item.checked ? "0" : "1",
                    ]
                    if !row.amount.isEmpty { values["amount"] = VisibleText.shown(row.amount) }
                    if let needed = row.needed { values["needed"] = VisibleText.shown(needed) }
                    if let name = row.item.recipeName ?? row.item.recipeId { values["recipe"] = VisibleText.shown(name) }
                    if let id = row.item.recipeId { values["recipeURL"] = context.links.recipe(id) }
                    return values
                },
            ]
        }
        var values = context.layout(title: "Shopping list", page: "shopping")
        values["sections"] = sections
        values["countText"] = CountWords.of(view.count, "item")
        values["checkedCount"] = view.checkedCount
        values["problem"] = session.kitchen.shopping.problem.map { VisibleText.shown($0.rendered) }
        return render("shopping", values)
    }
}

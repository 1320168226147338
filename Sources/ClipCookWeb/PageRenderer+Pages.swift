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
        let days: [[String: Any]] = plans.map { plan in
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
                        if let id = item.slot.recipeId, context.cache.recipesById[id] != nil {
                            values["url"] = links.recipe(id)
                        }
                        if let unknown = item.unknown { values["unknown"] = VisibleText.shown(unknown) }
                        return values
                    },
                ] as [String: Any]
            }
            return [
                "name": Self.weekdayNames[max(0, min(6, plan.day.weekday - 1))], "date": plan.day.description,
                "bars": bars, "slots": slots, "empty": slots.isEmpty, "over": total.calories > goals.calories,
            ] as [String: Any]
        }
        var values = context.layout(title: "Week \(day.isoWeek)", page: "week")
        values["week"] = day.isoWeek.description
        values["days"] = days
        values["goals"] = "\(goals.calories) kcal, protein \(goals.protein) g, carbs \(goals.carbs) g, fats \(goals.fats) g"
        if !links.isStatic {
            values["prevURL"] = day.adding(days: -7).map(links.week) ?? ""
            values["nextURL"] = day.adding(days: 7).map(links.week) ?? ""
        }
        return render("week", values)
    }

    /// One bar of a day: the value against the goal as a width out of 110
    /// (full past the goal), red past the goal.
    static func bar(_ name: String, _ value: Int, _ goal: Int, row: Int) -> [String: Any] {
        let fraction = goal > 0 ? min(1, max(0, Double(value) / Double(goal))) : (value > 0 ? 1 : 0)
        let width = (fraction * 110).rounded()
        return [
            "name": name, "value": value, "goal": goal, "width": width.isFinite ? String(format: "%.0f", width) : "0",
            "over": value > goal, "y": row * 14, "textY": row * 14 + 10,
        ]
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
        values["count"] = view.count
        values["checkedCount"] = view.checkedCount
        values["problem"] = session.kitchen.shopping.problem.map { VisibleText.shown($0.rendered) }
        return render("shopping", values)
    }
}

import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation
import Hummingbird

/// Today (`/today?day=YYYY-MM-DD`): the day's calories and macros planned
/// and eaten against the goals (as `macros`), each planned meal with Eaten
/// and Not eaten (`plan done` / `plan undone`), quick-add of a food from the
/// table (`food search`, then `plan add DATE SLOT also food NAME AMOUNT`),
/// and the recipes that fit what is left (`suggest DATE`).
extension Routes {
    static let maxFoodSearchLength = 100

    func today(_ request: Request, _ context: KitchenContext) async -> Response {
        let fields = query(request)
        let day: Day?
        switch Self.day(fields["day"]) {
        case .success(let found): day = found
        case .failure(let refusal): return await message(refusal.message, title: "Bad request", status: .badRequest, context)
        }
        let food = String((fields["food"] ?? "").trimmingCharacters(in: .whitespaces).prefix(Self.maxFoodSearchLength))
        return await phonePage(.today(day, food: food), context)
    }

    /// `plan done DATE SLOT N` (`eaten` true) or `plan undone DATE SLOT N`.
    func todayMark(_ request: Request, _ context: KitchenContext, eaten: Bool) async -> Response {
        await phoneChange(request, context) { fields in
            Self.plannedMeal(fields).map { day, slot, number in
                PhoneChange(
                    words: ["plan", eaten ? "done" : "undone", day.description, SlotName.spelling(slot), number],
                    file: .planWeek(day.isoWeek), back: .today(day, food: ""))
            }
        }
    }

    /// `plan add DATE SLOT also food NAME AMOUNT`: the food as one word, so
    /// that a name with a number in it ("2% milkfat") stays whole.
    func todayAdd(_ request: Request, _ context: KitchenContext) async -> Response {
        await phoneChange(request, context) { fields in
            Self.requiredDay(fields).flatMap { day in
                Self.slot(fields["slot"]).flatMap { slot in
                    Self.text(fields, "food", what: "a food").flatMap { food in
                        Self.text(fields, "amount", what: "an amount").flatMap { amount -> Result<PhoneChange, PhoneRefusal> in
                            guard amount.first?.isNumber == true || amount.first == "." else {
                                return .failure(PhoneRefusal("an amount starts with a number: 150 g, 2 large, 1 cup"))
                            }
                            let words = ["plan", "add", day.description, SlotName.spelling(slot), "also", "food", food] + Self.words(amount)
                            return .success(PhoneChange(words: words, file: .planWeek(day.isoWeek), back: .today(day, food: "")))
                        }
                    }
                }
            }
        }
    }

    /// `plan add DATE SLOT also RECIPE`: a suggestion added to the day, in
    /// the meal the form names (the page offers the next empty one first);
    /// `also`, since a meal chosen on purpose may already hold something.
    func todayPlan(_ request: Request, _ context: KitchenContext) async -> Response {
        await phoneChange(request, context) { fields in
            Self.requiredDay(fields).flatMap { day in
                Self.slot(fields["slot"]).flatMap { slot in
                    Self.text(fields, "recipe", what: "a recipe").map { recipe in
                        PhoneChange(
                            words: ["plan", "add", day.description, SlotName.spelling(slot), "also", recipe],
                            file: .planWeek(day.isoWeek), back: .today(day, food: ""))
                    }
                }
            }
        }
    }

    /// The `day` field, which a change needs.
    static func requiredDay(_ fields: [String: String]) -> Result<Day, PhoneRefusal> {
        switch day(fields["day"]) {
        case .success(let day?): return .success(day)
        case .success(nil): return .failure(PhoneRefusal("which day? a date as yyyy-MM-dd"))
        case .failure(let refusal): return .failure(refusal)
        }
    }

    /// `day`, `slot` and `n`: one planned meal.
    static func plannedMeal(_ fields: [String: String]) -> Result<(Day, MealType, String), PhoneRefusal> {
        requiredDay(fields).flatMap { day in
            slot(fields["slot"]).flatMap { slot in number(fields["n"]).map { (day, slot, $0) } }
        }
    }
}

extension PageRenderer {
    func today(_ day: Day, food: String, session: Session, context: PageContext, version: String) -> PageResult {
        let goals = session.kitchen.settings.nutritionGoals
        let plan = session.weekPlans(of: day).first { $0.day == day } ?? DayPlan(day: day, slots: [], recipes: [:])
        let planned = plan.total.rounded
        let eaten = plan.eaten.rounded
        let weekday = Self.weekdayNames[max(0, min(6, day.weekday - 1))]
        var values = context.layout(title: day == session.today ? "Today" : "\(weekday) \(day)", page: "today")
        values["day"] = day.description
        values["weekday"] = weekday
        values["isToday"] = day == session.today
        values["version"] = version
        values["prevURL"] = day.adding(days: -1).map { "/today?day=\($0)" }
        values["nextURL"] = day.adding(days: 1).map { "/today?day=\($0)" }
        values["planURL"] = "/plan?day=\(day)#day-\(day)"
        values["rows"] = [
            Self.trackerRow("Calories", "kcal", planned.calories, eaten.calories, goals.calories, row: 0),
            Self.trackerRow("Protein", "g", planned.protein, eaten.protein, goals.protein, row: 1),
            Self.trackerRow("Carbs", "g", planned.carbs, eaten.carbs, goals.carbs, row: 2),
            Self.trackerRow("Fats", "g", planned.fats, eaten.fats, goals.fats, row: 3),
        ]
        let meals = Self.meals(of: plan, session: session, links: context.links)
        values["meals"] = meals
        values["nothingPlanned"] = meals.isEmpty
        values["slots"] = Self.slotChoices(selected: nil)
        values["food"] = VisibleText.shown(food)
        if !food.isEmpty {
            let found = session.execute(words: ["food", "search", food])
            let foods = TemplateJSON.objects(found.data["foods"])
            values["foods"] = foods
            values["noFoods"] = foods.isEmpty && found.error == nil
            values["foodProblem"] = found.error.map { VisibleText.shown($0.oneLine) }
        }
        let suggested = session.execute(words: ["suggest", day.description])
        let next = Self.nextEmptyMeal(of: plan)
        values["addLabel"] = day == session.today ? "Add to today" : "Add to \(weekday)"
        values["suggestions"] = TemplateJSON.objects(suggested.data["suggestions"]).map { row -> [String: Any] in
            var row = row
            if let id = row["id"] as? String { row["url"] = context.links.recipe(id) }
            row["mealChoices"] = MealType.allCases.map { meal in
                let name = meal == next ? meal.rawValue + " (next empty)" : meal.rawValue
                return ["value": SlotName.spelling(meal), "name": name, "selected": meal == next] as [String: Any]
            }
            return row
        }
        if case .object(let left)? = suggested.data["left"] { values["left"] = left.compactMapValues(TemplateJSON.value) }
        values["suggestProblem"] = suggested.error.map { VisibleText.shown($0.oneLine) }
        return render("today", values)
    }

    /// Where a suggestion goes unless the cook picks another meal: the
    /// first main meal (breakfast, lunch, dinner) with nothing planned, else
    /// the first empty snack, else dinner (beside what is there).
    static func nextEmptyMeal(of plan: DayPlan) -> MealType {
        let main: [MealType] = [.breakfast, .lunch, .dinner]
        let order = main + MealType.allCases.filter { !main.contains($0) }
        return order.first { plan.items(in: $0).isEmpty } ?? .dinner
    }

    /// The six slots for a form's choice, `selected` chosen.
    static func slotChoices(selected: MealType?) -> [[String: Any]] {
        MealType.allCases.map { ["value": SlotName.spelling($0), "name": $0.rawValue, "selected": $0 == selected] as [String: Any] }
    }

    /// The day's meals by slot, each item with what a form needs to name
    /// it (`day`, `slot`, `n`) and a link to its recipe at the meal's servings.
    static func meals(of plan: DayPlan, session: Session, links: Links) -> [[String: Any]] {
        MealType.allCases.compactMap { meal in
            let items = plan.items(in: meal)
            guard !items.isEmpty else { return nil }
            return [
                "meal": meal.rawValue, "slot": SlotName.spelling(meal),
                "items": items.map { item in
                    var values: [String: Any] = [
                        "label": VisibleText.shown(item.label), "eaten": item.slot.isEaten, "n": item.number,
                        "day": plan.day.description, "slot": SlotName.spelling(meal), "kcal": item.values.rounded.calories,
                        "servings": item.slot.servings.map(TemplateJSON.number) ?? 1,
                        "hasServings": item.slot.recipeId != nil || item.slot.food != nil,
                    ]
                    if let id = item.slot.recipeId, session.hasRecipe(id: id) {
                        values["url"] = links.recipe(id, RecipeOptions(servings: mealServings(item.slot.servings)))
                    }
                    if let unknown = item.unknown { values["unknown"] = VisibleText.shown(unknown) }
                    return values
                },
            ] as [String: Any]
        }
    }

    /// A meal's servings as a recipe card takes them: whole, rounded up
    /// (a meal of 1.5 servings links to the card for 2), 1 when none is written.
    static func mealServings(_ servings: Double?) -> Int {
        guard let servings, servings.isFinite, servings > 0 else { return 1 }
        return Int(exactly: min(10_000, servings.rounded(.up))) ?? 1
    }

    /// A row of the tracker: planned, eaten, the goal and what is left of
    /// it after what was eaten (as `macros`), with a bar of eaten (solid)
    /// and planned (shaded) against the goal, red when the plan is past it.
    static func trackerRow(_ name: String, _ unit: String, _ planned: Int, _ eaten: Int, _ goal: Int, row: Int) -> [String: Any] {
        let left = goal - eaten
        func width(_ value: Int) -> String {
            let fraction = goal > 0 ? min(1, max(0, Double(value) / Double(goal))) : (value > 0 ? 1 : 0)
            let width = (fraction * 200).rounded()
            return width.isFinite ? String(format: "%.0f", width) : "0"
        }
        return [
            "name": name, "unit": unit, "planned": planned, "eaten": eaten, "goal": goal,
            "left": left >= 0 ? "\(left)" : "\(-left) over", "over": planned > goal,
            "eatenWidth": width(eaten), "plannedWidth": width(planned), "y": row * 18,
        ]
    }
}

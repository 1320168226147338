import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation
import Hummingbird

/// The plan (`/plan?day=YYYY-MM-DD`): the ISO week of the day, today
/// marked, with previous and next weeks. Add a recipe to a day and slot
/// (`plan add`, the recipe picked from a plain search form), change a
/// meal's servings (`plan servings`), move it within the week (`plan
/// move`), remove it (`plan remove`), and fill the empty breakfasts,
/// lunches and dinners of the days to come (`plan fill … dry-run`, then Apply).
extension Routes {
    func plan(_ request: Request, _ context: KitchenContext) async -> Response {
        let fields = query(request)
        let day: Day?
        switch Self.day(fields["day"]) {
        case .success(let found): day = found
        case .failure(let refusal): return await message(refusal.message, title: "Bad request", status: .badRequest, context)
        }
        let text = String((fields["q"] ?? "").trimmingCharacters(in: .whitespaces).prefix(Self.maxSearchLength))
        return await phonePage(.plan(day, query: text, fill: fields["fill"] == "1"), context)
    }

    /// `week`: a day of the week the page shows; the day a change names must be in it.
    static func dayOfWeek(_ fields: [String: String], _ name: String = "day") -> Result<Day, PhoneRefusal> {
        guard case .success(let shown?) = day(fields["week"]) else { return .failure(PhoneRefusal("which week? a date as yyyy-MM-dd")) }
        switch day(fields[name]) {
        case .success(let day?) where day.isoWeek == shown.isoWeek: return .success(day)
        case .success(let day?): return .failure(PhoneRefusal("\(day) is not in \(shown.isoWeek), the week of the page"))
        case .success(nil): return .failure(PhoneRefusal("which day? a date as yyyy-MM-dd"))
        case .failure(let refusal): return .failure(refusal)
        }
    }

    /// Servings as `plan servings` takes them: a number from 0.01 to 100.
    static func servings(_ text: String?) -> Result<String?, PhoneRefusal> {
        let text = (text ?? "").trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return .success(nil) }
        guard text.count <= 8, let value = Double(text), value.isFinite, value >= 0.01, value <= 100 else {
            return .failure(PhoneRefusal("servings are a number from 0.01 to 100, not '\(text.prefix(40))'"))
        }
        return .success(text)
    }

    /// `plan add DATE SLOT [also] RECIPE [xN]`.
    func planAdd(_ request: Request, _ context: KitchenContext) async -> Response {
        await phoneChange(request, context) { fields in
            Self.dayOfWeek(fields).flatMap { day in
                Self.slot(fields["slot"]).flatMap { slot in
                    Self.text(fields, "recipe", what: "a recipe").flatMap { recipe in
                        Self.servings(fields["servings"]).map { servings in
                            var words = ["plan", "add", day.description, SlotName.spelling(slot)]
                            if fields["also"] == "1" { words.append("also") }
                            words.append(recipe)
                            if let servings { words.append("x" + servings) }
                            return PhoneChange(words: words, file: .planWeek(day.isoWeek), back: .plan(day, query: "", fill: false))
                        }
                    }
                }
            }
        }
    }

    /// `plan servings DATE SLOT N SERVINGS`.
    func planServings(_ request: Request, _ context: KitchenContext) async -> Response {
        await phoneChange(request, context) { fields in
            Self.plannedMeal(fields).flatMap { day, slot, number in
                Self.servings(fields["servings"]).flatMap { servings -> Result<PhoneChange, PhoneRefusal> in
                    guard let servings else { return .failure(PhoneRefusal("how many servings? a number from 0.01 to 100")) }
                    return .success(
                        PhoneChange(
                            words: ["plan", "servings", day.description, SlotName.spelling(slot), number, servings],
                            file: .planWeek(day.isoWeek), back: .plan(day, query: "", fill: false)))
                }
            }
        }
    }

    /// `plan move DATE SLOT N to DATE SLOT`, within the page's week.
    func planMove(_ request: Request, _ context: KitchenContext) async -> Response {
        await phoneChange(request, context) { fields in
            Self.plannedMeal(fields).flatMap { day, slot, number in
                Self.dayOfWeek(fields, "to-day").flatMap { toDay in
                    Self.slot(fields["to-slot"]).flatMap { toSlot -> Result<PhoneChange, PhoneRefusal> in
                        guard toDay.isoWeek == day.isoWeek else { return .failure(PhoneRefusal("a meal moves within its week")) }
                        let words = [
                            "plan", "move", day.description, SlotName.spelling(slot), number, "to", toDay.description, SlotName.spelling(toSlot),
                        ]
                        return .success(PhoneChange(words: words, file: .planWeek(day.isoWeek), back: .plan(toDay, query: "", fill: false)))
                    }
                }
            }
        }
    }

    /// `plan remove DATE SLOT N`.
    func planRemove(_ request: Request, _ context: KitchenContext) async -> Response {
        await phoneChange(request, context) { fields in
            Self.plannedMeal(fields).map { day, slot, number in
                PhoneChange(
                    words: ["plan", "remove", day.description, SlotName.spelling(slot), number],
                    file: .planWeek(day.isoWeek), back: .plan(day, query: "", fill: false))
            }
        }
    }

    /// `plan fill FROM..TO`: what the dry run showed, written.
    func planFill(_ request: Request, _ context: KitchenContext) async -> Response {
        await phoneChange(request, context) { fields in
            Self.dayOfWeek(fields).flatMap { day -> Result<PhoneChange, PhoneRefusal> in
                guard let range = Self.fillRange(day, today: Self.fillToday(fields)) else {
                    return .failure(PhoneRefusal("the week of \(day) is past; plan fill fills days to come"))
                }
                return .success(PhoneChange(words: ["plan", "fill", range], file: .planWeek(day.isoWeek), back: .plan(day, query: "", fill: false)))
            }
        }
    }

    /// The day the page took for today (the range of a fill must be the one previewed).
    static func fillToday(_ fields: [String: String]) -> Day? {
        guard case .success(let day?) = day(fields["from"]) else { return nil }
        return day
    }

    /// `FROM..TO`: the days of the week of `day` from `today` (or its Monday) on; nil when none are left.
    static func fillRange(_ day: Day, today: Day?) -> String? {
        guard let monday = day.isoWeek.monday, let sunday = monday.adding(days: 6) else { return nil }
        let first = max(monday, today ?? monday)
        guard first <= sunday else { return nil }
        return "\(first)..\(sunday)"
    }
}

extension PageRenderer {
    static let maxRecipeChoices = 300

    func plan(_ day: Day, query: String, fill: Bool, session: Session, context: PageContext, version: String) -> PageResult {
        let links = context.links
        let plans = session.weekPlans(of: day)
        let today = session.today
        var values = context.layout(title: "Plan \(day.isoWeek)", page: "plan")
        values["week"] = day.isoWeek.description
        values["weekDay"] = day.description
        values["version"] = version
        values["prevURL"] = day.adding(days: -7).map { "/plan?day=\($0)" }
        values["nextURL"] = day.adding(days: 7).map { "/plan?day=\($0)" }
        let chosen = plans.contains { $0.day == today } ? (today ?? day) : day
        let dayChoices = plans.map { plan in
            [
                "value": plan.day.description, "name": Self.weekdayNames[max(0, min(6, plan.day.weekday - 1))] + " " + plan.day.description,
                "selected": plan.day == chosen,
            ] as [String: Any]
        }
        values["dayChoices"] = dayChoices
        values["slots"] = Self.slotChoices(selected: nil)
        values["days"] = plans.map { plan -> [String: Any] in
            let total = plan.total.rounded
            return [
                "name": Self.weekdayNames[max(0, min(6, plan.day.weekday - 1))], "date": plan.day.description,
                "isToday": plan.day == today, "kcal": total.calories,
                "meals": Self.meals(of: plan, session: session, links: links), "empty": plan.items.isEmpty,
            ]
        }
        // The add form's recipes: the search's hits, else the first in title order.
        values["query"] = VisibleText.shown(query)
        let entries: [RecipeEntry]
        if query.isEmpty {
            entries = session.kitchen.recipes.filter { !$0.recipe.isArchived }
                .sorted { $0.recipe.title.lowercased() < $1.recipe.title.lowercased() }
        } else {
            entries = session.searchEntries(query).map { $0.entry }
        }
        values["recipes"] = entries.prefix(Self.maxRecipeChoices).map { entry in
            ["id": entry.recipe.id, "title": VisibleText.shown(entry.recipe.title)] as [String: Any]
        }
        values["searching"] = !query.isEmpty
        values["noRecipes"] = entries.isEmpty
        values["moreRecipes"] = entries.count > Self.maxRecipeChoices ? entries.count - Self.maxRecipeChoices : nil
        if let range = Routes.fillRange(day, today: today) {
            values["canFill"] = true
            values["fillURL"] = "/plan?day=\(day)&fill=1#fill"
            values["fillFrom"] = today.map { max($0, day.isoWeek.monday ?? $0).description } ?? ""
            values["fillRange"] = range
            if fill { values.merge(Self.fillPreview(range, session: session, links: links)) { $1 } }
        }
        return render("plan", values)
    }

    /// `plan fill FROM..TO dry-run`: the meals it would write, nothing written.
    static func fillPreview(_ range: String, session: Session, links: Links) -> [String: Any] {
        let outcome = session.execute(words: ["plan", "fill", range, "dry-run"])
        var values: [String: Any] = ["showsFill": true]
        if let error = outcome.error {
            values["fillProblem"] = VisibleText.shown(error.oneLine)
            return values
        }
        values["fillDays"] = TemplateJSON.objects(outcome.data["days"]).map { day -> [String: Any] in
            var day = day
            if let meals = day["meals"] as? [[String: Any]] {
                day["meals"] = meals.map { meal -> [String: Any] in
                    var meal = meal
                    if let id = meal["recipeId"] as? String { meal["url"] = links.recipe(id) }
                    return meal
                }
            }
            return day
        }
        values["canApply"] = !(values["fillDays"] as? [[String: Any]] ?? []).isEmpty
        return values
    }
}

import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

extension PageRenderer {
    // MARK: Cook mode

    /// Every step of the recipe in the page (one shown at a time by the
    /// stylesheet, `step` first), so that timers keep running across steps;
    /// without scripts the step links load the page at another step. The
    /// browser's started timers (`timers`) are shown as the server counts
    /// them: what is left and when each ends, so a page made without
    /// scripts is right when it is made, and the script counts on from it.
    func cook(
        _ entry: RecipeEntry, _ options: RecipeOptions, step: Int, timers: [KitchenTimer] = [], session: Session, context: PageContext
    ) -> PageResult {
        let links = context.links
        let original = entry.recipe
        let units = options.units ?? session.cardUnits
        let count = original.steps.count
        let current = min(max(1, step), max(1, count))
        // A long recipe's page holds at most `maxShown` steps around the
        // current one (the step links load the page at the others), and
        // matches them against at most `maxShown` ingredients.
        let first = min(max(0, current - 1 - Self.maxShown / 2), max(0, count - Self.maxShown))
        var part = original
        part.steps = Array(original.steps[first..<min(count, first + Self.maxShown)])
        part.ingredients = Array(original.ingredients.prefix(Self.maxShown))
        let recipe = session.cardRecipe(part, servings: options.servings, units: units)
        let definitions = TimerDefinition.all(for: original.steps, recipe: original.id)
        let started = Dictionary(timers.map { ($0.name, $0) }) { first, _ in first }
        var steps = Self.steps(of: recipe, units: units, from: first)
        for index in steps.indices {
            let number = first + index + 1
            let used = Session.ingredientsUsed(by: recipe.steps[index].text, in: recipe.ingredients)
            steps[index]["ingredients"] = used.map { position in
                let ingredient = recipe.ingredients[position]
                var row: [String: Any] = ["amount": VisibleText.shown(ingredient.amount), "name": VisibleText.shown(ingredient.name)]
                if let notes = ingredient.notes, !notes.isEmpty { row["notes"] = VisibleText.shown(notes) }
                return row
            }
            steps[index]["hasIngredients"] = !used.isEmpty
            steps[index]["current"] = number == current
            steps[index]["count"] = count
            steps[index]["timers"] = definitions.filter { $0.step == number }.map { definition in
                var row: [String: Any] = [
                    "name": definition.name, "back": number,
                    "duration": VisibleText.shown(DurationText.format(seconds: definition.seconds, upTo: definition.upperSeconds)),
                    "label": VisibleText.shown(definition.label ?? "step \(number)"),
                ]
                if let timer = started[definition.name] { row["startedState"] = timer.stateName }
                return row
            }
            if number > 1 { steps[index]["prevURL"] = links.cook(original.id, options, step: number - 1) }
            if number < count { steps[index]["nextURL"] = links.cook(original.id, options, step: number + 1) }
            if number == count { steps[index]["isLast"] = true }
        }
        var values = context.layout(title: "Cook: " + original.title, page: "cook")
        values["title"] = VisibleText.shown(original.title)
        values["steps"] = steps
        values["recipeURL"] = links.recipe(original.id, options)
        values["servings"] = recipe.servings
        values["servingsField"] = options.servings
        values["unitsField"] = options.units?.rawValue
        let path = "/cook/" + Links.pathComponent(original.id)
        values["timerAction"] = path + "/timer"
        values["doneAction"] = path + "/done"
        let now = CookTimers.now()
        let labels = Dictionary(definitions.map { ($0.name, $0.label ?? "step \($0.step)") }) { first, _ in first }
        values["startedTimers"] = timers.map { Self.timerRow($0, label: labels[$0.name] ?? $0.name, now: now, back: current) }
        values["hasTimers"] = !timers.isEmpty
        return render("cook", values)
    }

    /// One started timer as the timer bar shows it.
    static func timerRow(_ timer: KitchenTimer, label: String, now: Duration, back: Int) -> [String: Any] {
        let left = timer.remaining(at: now)
        var row: [String: Any] = [
            "name": timer.name, "back": back, "label": VisibleText.shown(label), "state": timer.stateName,
            "left": CookTime.clock(CookTime.wholeSecondsUp(left)),
            "leftMS": String(Int64(clamping: left.components.seconds) &* 1000 &+ left.components.attoseconds / 1_000_000_000_000_000),
        ]
        switch timer.state {
        case .running(let deadline): row["running"] = true; row["end"] = clockTime(deadline)
        case .paused: row["paused"] = true
        case .expired(let at): row["done"] = true; row["end"] = clockTime(at)
        }
        return row
    }

    /// The wall-clock time of `instant` (time since 1970) in the server's
    /// time zone, as `14:05:09`.
    static func clockTime(_ instant: Duration) -> String {
        let date = Date(timeIntervalSince1970: CookTime.seconds(instant))
        let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String {
            let number = value ?? 0
            return number < 10 ? "0\(number)" : "\(number)"
        }
        return two(parts.hour) + ":" + two(parts.minute) + ":" + two(parts.second)
    }
}

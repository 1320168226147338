import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `plan`: show a day or a week of the meal plan, and change it. Every
/// change is written to the plan file of the day's ISO week.
struct PlanCommand: SessionCommand {
    let spec = CommandSpec(
        "plan", synopsis: "plan [DATE] | plan week [DATE] | plan add|remove|move|copy|servings ...",
        summary: "show or change the meal plan",
        details: [
            "DATE: \(DateExpression.accepted)",
            "SLOT: \(SlotName.accepted) (case ignored; '-', '_' or a space)",
            "changes go to the plan file holding that ISO week (plans/2026-W48.plan, created when missing)",
        ],
        argument: .day,
        subcommands: [
            CommandSpec("week", synopsis: "plan week [DATE]", summary: "the ISO week as a table of days and slots with daily totals", argument: .day),
            CommandSpec("add", synopsis: "plan add DATE SLOT [also] RECIPE [xN] | plan add DATE SLOT [also] food NAME AMOUNT | plan add DATE SLOT [also] quick \"NAME\" KCAL P C F",
                        summary: "add a recipe, a food or a quick item to a meal ('also' for a second item in a meal that has one)", positionals: [.day, .mealSlot, .recipe]),
            CommandSpec("remove", synopsis: "plan remove DATE SLOT [N]", summary: "remove a meal's item (the Nth when it has several)", positionals: [.day, .mealSlot, .number]),
            CommandSpec("move", synopsis: "plan move DATE SLOT [N] to DATE SLOT", summary: "move an item to another day or meal", positionals: [.day, .mealSlot, .choices(["to"]), .day, .mealSlot]),
            CommandSpec("done", synopsis: "plan done DATE SLOT [N]", summary: "mark a planned meal as eaten ([eaten])", positionals: [.day, .mealSlot, .number]),
            CommandSpec("servings", synopsis: "plan servings DATE SLOT [N] SERVINGS", summary: "change a planned meal's servings (2, 1.5 or x2)", positionals: [.day, .mealSlot, .number]),
            CommandSpec("note", synopsis: "plan note DATE SLOT [N] TEXT", summary: "put a note on a planned meal ('\"\"' removes it)", positionals: [.day, .mealSlot, .text]),
            CommandSpec("fill", synopsis: Session.planFillUsage,
                        summary: "fill the empty meals with recipes that meet the day's goals, within a budget (dry-run: only show)",
                        positionals: [.day], keywords: ["slots": .mealSlot, "budget": .number, "dry-run": nil]),
            CommandSpec("copy", synopsis: "plan copy DATE to DATE | plan copy week DATE to DATE", summary: "copy a day's (or a week's) meals onto another day (week)", positionals: [.day, .choices(["to"]), .day]),
        ])

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        var words = ArraySlice(arguments)
        guard let today = session.today else { return .failure(CommandError("today's date is unknown")) }
        switch words.first?.lowercased() {
        case "week":
            words.removeFirst()
            return session.planWeek(&words, today: today)
        case "add":
            words.removeFirst()
            return session.planAdd(&words, today: today)
        case "remove", "rm":
            words.removeFirst()
            return session.planRemove(&words, today: today)
        case "move", "mv":
            words.removeFirst()
            return session.planMove(&words, today: today)
        case "copy", "cp":
            words.removeFirst()
            return session.planCopy(&words, today: today)
        case "done", "eaten":
            words.removeFirst()
            return session.planDone(&words, today: today)
        case "note":
            words.removeFirst()
            return session.planNote(&words, today: today)
        case "servings":
            words.removeFirst()
            return session.planServings(&words, today: today)
        case "fill":
            words.removeFirst()
            return session.planFill(&words, today: today)
        default:
            return session.planDayView(&words, today: today)
        }
    }

    func completions(after arguments: [String], typed: String, in session: Session) -> [String]? {
        guard let sub = arguments.first?.lowercased(), ["add", "remove", "move", "copy", "done", "note", "servings"].contains(sub) else { return nil }
        var rest = ArraySlice(arguments.dropFirst())
        guard let today = session.today else { return nil }
        func dayThenSlot() -> [String]? {
            if rest.isEmpty { return session.values(of: .day, typed: typed, quoted: false) }
            guard case .success? = DateExpression.read(&rest, today: today, order: session.dateOrder) else { return [] }
            if rest.isEmpty { return session.values(of: .mealSlot, typed: typed, quoted: false) }
            guard case .success = SlotName.read(&rest) else { return [] }
            return nil
        }
        if sub == "copy" {
            if rest.first?.lowercased() == "week" { rest.removeFirst() }
            if rest.isEmpty { return session.values(of: .day, typed: typed, quoted: false) + (arguments.count == 1 ? ["week"] : []) }
            return rest.count == 1 ? ["to"] : session.values(of: .day, typed: typed, quoted: false)
        }
        if let early = dayThenSlot() { return CompletionEngine.matching(typed, early) }
        switch sub {
        case "add":
            if rest.isEmpty { return session.values(of: .recipe, typed: typed, quoted: false) + CompletionEngine.matching(typed, ["food", "quick"]) }
            if rest.first?.lowercased() == "food", rest.count == 1 { return session.values(of: .food, typed: typed, quoted: false) }
            return []
        case "move":
            if let to = rest.firstIndex(where: { $0.lowercased() == "to" }) {
                var target = rest[(to + 1)...]
                if target.isEmpty { return session.values(of: .day, typed: typed, quoted: false) }
                guard case .success? = DateExpression.read(&target, today: today, order: session.dateOrder) else { return [] }
                return target.isEmpty ? session.values(of: .mealSlot, typed: typed, quoted: false) : []
            }
            return CompletionEngine.matching(typed, ["to"])
        default:
            return []
        }
    }
}

extension Session {
    var recipesById: [String: Recipe] {
        Dictionary(kitchen.recipes.map { ($0.recipe.id, $0.recipe) }, uniquingKeysWith: { first, _ in first })
    }

    /// How `03/12` reads in this collection: by its settings' units.
    var dateOrder: DateExpression.Order { DateExpression.Order(units: kitchen.settings.units) }

    func dayPlan(_ day: Day) -> DayPlan {
        DayPlan(day: day, slots: kitchen.mealSlots, recipes: recipesById)
    }

    /// A day at the front of `words`, today when there is none.
    func optionalDay(_ words: inout ArraySlice<String>, today: Day) -> Result<Day, CommandError> {
        if words.isEmpty { return .success(today) }
        return DateExpression.require(&words, today: today, order: dateOrder)
    }

    func extraWords(_ words: ArraySlice<String>, _ usage: String) -> CommandError? {
        guard let extra = words.first else { return nil }
        return CommandError("unexpected '\(extra)'", suggestion: "usage: \(usage)")
    }
}

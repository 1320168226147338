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
            CommandSpec(
                "week", synopsis: "plan week [DATE]", summary: "the ISO week as a table of days and slots with daily totals", argument: .day,
                handler: PlanCommand.dated { $0.planWeek(&$1, today: $2) }),
            CommandSpec(
                "add",
                synopsis:
                    "plan add DATE SLOT [also] RECIPE [xN] | plan add DATE SLOT [also] food NAME AMOUNT | plan add DATE SLOT [also] quick \"NAME\" KCAL P C F",
                summary: "add a recipe, a food or a quick item to a meal ('also' for a second item in a meal that has one)",
                positionals: [.day, .mealSlot, .recipe],
                completer: { $2.planAddCompletions($0, typed: $1) }, handler: PlanCommand.dated { $0.planAdd(&$1, today: $2) }),
            CommandSpec(
                "remove", aliases: ["rm"], synopsis: "plan remove DATE SLOT [N]", summary: "remove a meal's item (the Nth when it has several)",
                positionals: [.day, .mealSlot, .number],
                completer: { $2.planSlotCompletions($0, typed: $1) }, handler: PlanCommand.dated { $0.planRemove(&$1, today: $2) }),
            CommandSpec(
                "move", aliases: ["mv"], synopsis: "plan move DATE SLOT [N] to DATE SLOT", summary: "move an item to another day or meal",
                positionals: [.day, .mealSlot, .choices(["to"]), .day, .mealSlot],
                completer: { $2.planMoveCompletions($0, typed: $1) }, handler: PlanCommand.dated { $0.planMove(&$1, today: $2) }),
            CommandSpec(
                "done", aliases: ["eaten"], synopsis: "plan done DATE SLOT [N]", summary: "mark a planned meal as eaten ([eaten])",
                positionals: [.day, .mealSlot, .number],
                completer: { $2.planSlotCompletions($0, typed: $1) }, handler: PlanCommand.dated { $0.planDone(&$1, today: $2) }),
            CommandSpec(
                "undone", synopsis: "plan undone DATE SLOT [N]", summary: "take back 'eaten' from a planned meal",
                positionals: [.day, .mealSlot, .number],
                completer: { $2.planSlotCompletions($0, typed: $1) }, handler: PlanCommand.dated { $0.planUndone(&$1, today: $2) }),
            CommandSpec(
                "servings", synopsis: "plan servings DATE SLOT [N] SERVINGS", summary: "change a planned meal's servings (2, 1.5 or x2)",
                positionals: [.day, .mealSlot, .number],
                completer: { $2.planSlotCompletions($0, typed: $1) }, handler: PlanCommand.dated { $0.planServings(&$1, today: $2) }),
            CommandSpec(
                "note", synopsis: "plan note DATE SLOT [N] TEXT", summary: "put a note on a planned meal ('\"\"' removes it)",
                positionals: [.day, .mealSlot, .text],
                completer: { $2.planSlotCompletions($0, typed: $1) }, handler: PlanCommand.dated { $0.planNote(&$1, today: $2) }),
            CommandSpec(
                "fill", synopsis: Session.planFillUsage,
                summary: "fill the empty meals with recipes and snack foods that meet the day's goals, within a budget (dry-run: only show)",
                positionals: [.day], keywords: ["slots": .mealSlot, "budget": .number, "dry-run": nil],
                handler: PlanCommand.dated { $0.planFill(&$1, today: $2) }),
            CommandSpec(
                "copy", aliases: ["cp"], synopsis: "plan copy DATE to DATE | plan copy week DATE to DATE",
                summary: "copy a day's (or a week's) meals onto another day (week)", positionals: [.day, .choices(["to"]), .day],
                completer: { $2.planCopyCompletions($0, typed: $1) }, handler: PlanCommand.dated { $0.planCopy(&$1, today: $2) }),
        ])

    /// Without a sub-command: the plan of a day (today when none is named).
    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        PlanCommand.dated { $0.planDayView(&$1, today: $2) }(arguments, session)
    }

    /// A handler that knows today's date (every date word is read from it),
    /// or fails when it is unknown.
    static func dated(
        _ body: @escaping @Sendable (Session, inout ArraySlice<String>, Day) -> Result<CommandOutcome, CommandError>
    ) -> CommandHandler {
        { arguments, session in
            guard let today = session.today else { return .failure(CommandError("today's date is unknown")) }
            var words = ArraySlice(arguments)
            return body(session, &words, today)
        }
    }
}

extension Session {
    /// How `03/12` reads in this collection: by its settings' units.
    var dateOrder: DateExpression.Order { DateExpression.Order(units: kitchen.settings.units) }

    func dayPlan(_ day: Day) -> DayPlan {
        let slots = kitchen.mealSlots
        return DayPlan(day: day, slots: slots, recipes: recipesById(naming: slots.lazy.filter { $0.day == day }))
    }

    /// The recipes `slots` name, by id (the first of two recipes with one
    /// id): a day's or a week's few recipes, where a table of the whole
    /// collection (10,000 recipes copied into a dictionary) made most of a
    /// day's totals (`suggest`, the Today page).
    func recipesById<Slots: Sequence<MealSlot>>(naming slots: Slots) -> [String: Recipe] {
        let wanted = Set(slots.compactMap(\.recipeId))
        guard !wanted.isEmpty else { return [:] }
        let recipes = kitchen.recipes
        var found: [String: Recipe] = [:]
        found.reserveCapacity(wanted.count)
        for index in recipes.indices where wanted.contains(recipes[index].recipe.id) && found[recipes[index].recipe.id] == nil {
            found[recipes[index].recipe.id] = recipes[index].recipe
        }
        return found
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

import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `macros [DATE]` and `macros week [DATE]`: the day's calories and macros
/// against the goals (SYS-009.2), planned and eaten side by side.
///
/// Planned is every meal of the day; eaten is the meals marked `[eaten]`;
/// left is the goal less what was eaten. Each bar shows eaten (solid),
/// planned but not yet eaten (shaded) and the rest of the goal (light); it
/// turns red when the plan goes past the goal.
struct MacrosCommand: SessionCommand {
    let spec = CommandSpec(
        "macros", synopsis: "macros [DATE] | macros week [DATE]",
        summary: "the day's calories and macros against the goals, planned and eaten",
        details: [
            "bars: eaten, then planned but not eaten, then what is left of the goal; red past the goal",
            "with --json or 'set format json': {day, calories, protein, carbs, fats, goals, slots}",
        ],
        argument: .day,
        subcommands: [
            CommandSpec(
                "week", synopsis: "macros week [DATE]", summary: "calories of each day of the ISO week against the goal", argument: .day,
                handler: PlanCommand.dated { $0.macrosWeek(&$1, today: $2) })
        ])

    /// Without `week`: one day, today when none is named.
    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        PlanCommand.dated { $0.macrosDay(&$1, today: $2) }(arguments, session)
    }
}

extension Session {
    static let barWidth = 24

    func macrosDay(_ words: inout ArraySlice<String>, today: Day) -> Result<CommandOutcome, CommandError> {
        let day: Day
        switch optionalDay(&words, today: today) {
        case .success(let found): day = found
        case .failure(let error): return .failure(error)
        }
        if let error = extraWords(words, "macros [DATE]") { return .failure(error) }
        let plan = dayPlan(day)
        let goals = kitchen.settings.nutritionGoals
        let planned = plan.total.rounded
        let eaten = plan.eaten.rounded
        func row(_ name: String, _ planned: Int, _ eaten: Int, _ goal: Int, _ unit: String) -> [String] {
            let left = goal - eaten
            return [
                name, bar(eaten: eaten, planned: planned, goal: goal), "\(planned)", "\(eaten)", "\(goal) \(unit)",
                left >= 0 ? "\(left) left" : "\(-left) over",
            ]
        }
        let rows = [
            row("calories", planned.calories, eaten.calories, goals.calories, "kcal"),
            row("protein", planned.protein, eaten.protein, goals.protein, "g"),
            row("carbs", planned.carbs, eaten.carbs, goals.carbs, "g"),
            row("fats", planned.fats, eaten.fats, goals.fats, "g"),
        ]
        let title = "\(Session.weekdayNames[day.weekday - 1]) \(day) (\(day.isoWeek))"
        var lines = [style.bold(title)]
        lines += PlanText.table(header: ["", "", "planned", "eaten", "goal", "left"], rows: rows).map { line in
            // Colour after aligning, so escape codes do not count as width.
            line
        }
        lines = lines.map(paintBars)
        if planned.calories > goals.calories {
            lines.append(style.error("the plan is \(planned.calories - goals.calories) kcal over the \(goals.calories) kcal goal"))
        }
        if plan.items.isEmpty { lines.append("nothing planned on \(day)") }
        var data = MacrosText.json(plan, goals: goals)
        if plan.isUncertain {
            let meals = plan.items.filter { $0.slot.conflictSide != nil }.map { SlotName.spelling($0.slot.meal) }
            lines.append(
                style.warn(
                    "uncertain: \(meals.joined(separator: ", ")) \(meals.count == 1 ? "is" : "are") in a merge conflict "
                        + "and counted as neither side; keep one side in the plan file to count it"))
            data["uncertain"] = .bool(true)
        }
        return .success(CommandOutcome(command: "", text: lines.joined(separator: "\n"), data: data))
    }

    func macrosWeek(_ words: inout ArraySlice<String>, today: Day) -> Result<CommandOutcome, CommandError> {
        let day: Day
        switch optionalDay(&words, today: today) {
        case .success(let found): day = found
        case .failure(let error): return .failure(error)
        }
        if let error = extraWords(words, "macros week [DATE]") { return .failure(error) }
        guard let monday = day.isoWeek.monday else { return .failure(CommandError("no week for \(day)")) }
        let goals = kitchen.settings.nutritionGoals
        let plans = (0..<7).compactMap { monday.adding(days: $0) }.map(dayPlan)
        var lines = [style.bold("\(day.isoWeek): calories against the \(goals.calories) kcal goal")]
        for plan in plans {
            let total = plan.total.rounded
            let name = String(Session.weekdayNames[plan.day.weekday - 1].prefix(3)) + " " + Day.padded(plan.day.day, 2)
            let cells = bar(eaten: plan.eaten.rounded.calories, planned: total.calories, goal: goals.calories)
            let macros = "P \(total.protein)  C \(total.carbs)  F \(total.fats)"
            let kcal = String(repeating: " ", count: max(0, 5 - String(total.calories).count)) + "\(total.calories)"
            lines.append(paintBars("\(name)  \(cells)  \(kcal) kcal  \(macros)"))
        }
        let average = plans.reduce(MacroTotals.zero) { $0 + $1.total } * (1.0 / 7)
        lines.append("average \(average.rounded.calories) kcal a day, goal \(goals.calories)")
        let data: [String: JSONValue] = [
            "week": .string(day.isoWeek.description),
            "days": .array(plans.map { .object(MacrosText.json($0, goals: goals)) }),
        ]
        return .success(CommandOutcome(command: "", text: lines.joined(separator: "\n"), data: data))
    }

    /// `[████▓▓▓░░░]`: eaten, planned not eaten, rest of the goal; past the
    /// goal the bar is full and ends in `+` (`>` in ASCII) .
    func bar(eaten: Int, planned: Int, goal: Int) -> String {
        let width = Session.barWidth
        func cells(_ value: Int) -> Int {
            guard goal > 0 else { return value > 0 ? width : 0 }
            return min(width, max(0, Int((Double(value) * Double(width) / Double(goal)).rounded())))
        }
        let solid = cells(min(eaten, planned))
        let shaded = max(0, cells(planned) - solid)
        let light = max(0, width - solid - shaded)
        let over = planned > goal
        let (s, m, l) = style.unicode ? ("█", "▓", "░") : ("#", "=", ".")
        let body = String(repeating: s, count: solid) + String(repeating: m, count: shaded) + String(repeating: l, count: light)
        return "[" + body + (over ? (style.unicode ? "▶" : ">") : "]")
    }

    /// Paints red the bars that end past the goal (after alignment).
    func paintBars(_ line: String) -> String {
        guard style.color else { return line }
        let marker = style.unicode ? "▶" : ">"
        guard let start = line.firstIndex(of: "["), let end = line[start...].firstIndex(where: { String($0) == marker }) else { return line }
        let range = start...end
        return line.replacingCharacters(in: range, with: style.error(String(line[range])))
    }
}

enum MacrosText {
    /// `{"day", "calories", "protein", "carbs", "fats", "goals", "slots"}`: the planned totals.
    static func json(_ plan: DayPlan, goals: NutritionGoals) -> [String: JSONValue] {
        var object = PlanText.numbers(plan.total.rounded)
        object["day"] = .string(plan.day.description)
        object["goals"] = .object(PlanText.numbers(Nutrition(calories: goals.calories, protein: goals.protein, carbs: goals.carbs, fats: goals.fats)))
        object["slots"] = .array(
            MealType.allCases.map { meal in
                var slot = PlanText.numbers(plan.total(of: meal).rounded)
                slot["meal"] = .string(meal.rawValue)
                return .object(slot)
            })
        return object
    }
}

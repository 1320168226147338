import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `plan [DATE]` and `plan week [DATE]`: a day grouped by slot, and a week
/// as a table of days and slots.
extension Session {
    static let weekdayNames = Day.weekdayNames

    func planDayView(_ words: inout ArraySlice<String>, today: Day) -> Result<CommandOutcome, CommandError> {
        let day: Day
        switch optionalDay(&words, today: today) {
        case .success(let found): day = found
        case .failure(let error): return .failure(error)
        }
        if let error = extraWords(words, "plan [DATE]") { return .failure(error) }
        let plan = dayPlan(day)
        var rows: [[String]] = []
        var notes: [String] = []
        for meal in MealType.allCases {
            let items = plan.items(in: meal)
            if items.isEmpty {
                rows.append([SlotName.spelling(meal), "", "", "", ""])
                continue
            }
            rows.append([SlotName.spelling(meal)] + PlanText.cells(plan.total(of: meal)))
            for item in items {
                let mark = item.slot.isEaten ? " " + style.eatenMark : ""
                rows.append(["  \(item.number). " + PlanText.clip(item.label, 36) + mark] + PlanText.cells(item.values, unknown: item.unknown != nil))
                if let note = item.slot.notes { rows.append(["     note: " + PlanText.clip(note, 40)]) }
                if let unknown = item.unknown { notes.append("? \(TerminalText.line(unknown)): counted as 0") }
            }
        }
        rows.append(["day total"] + PlanText.cells(plan.total))
        let goals = kitchen.settings.nutritionGoals
        rows.append(
            ["goal"] + PlanText.cells(MacroTotals(Nutrition(calories: goals.calories, protein: goals.protein, carbs: goals.carbs, fats: goals.fats))))
        let title = "\(Session.weekdayNames[day.weekday - 1]) \(day) (\(day.isoWeek))"
        let table = PlanText.table(header: [title, "kcal", "protein", "carbs", "fats"], rows: rows)
        let text = ([style.bold(table[0])] + table.dropFirst() + notes + planFileNotes).joined(separator: "\n")
        return .success(CommandOutcome(command: "", text: text, data: PlanText.json(plan, goals: goals)))
    }

    func planWeek(_ words: inout ArraySlice<String>, today: Day) -> Result<CommandOutcome, CommandError> {
        let day: Day
        switch optionalDay(&words, today: today) {
        case .success(let found): day = found
        case .failure(let error): return .failure(error)
        }
        if let error = extraWords(words, "plan week [DATE]") { return .failure(error) }
        let week = day.isoWeek
        guard let monday = week.monday else { return .failure(CommandError("no week for \(day)")) }
        let days = (0..<7).compactMap { monday.adding(days: $0) }
        let plans = days.map(dayPlan)
        var header = [week.description]
        header += days.map { String(Session.weekdayNames[$0.weekday - 1].prefix(3)) + " " + Day.padded($0.day, 2) }
        // A meal without nutrition (a recipe that states none, or one not in
        // the collection) counts 0 and is marked `?`, as in the day view.
        var notes: [String] = []
        var rows: [[String]] = MealType.allCases.map { meal in
            [SlotName.spelling(meal)]
                + plans.map { plan in
                    let items = plan.items(in: meal)
                    guard !items.isEmpty else { return "-" }
                    return String(plan.total(of: meal).rounded.calories) + (items.contains { $0.unknown != nil } ? "?" : "")
                }
        }
        for plan in plans {
            for item in plan.items {
                if let unknown = item.unknown {
                    notes.append("? \(plan.day) \(SlotName.spelling(item.slot.meal)): \(TerminalText.line(unknown)), counted as 0")
                }
            }
        }
        rows.append(["kcal"] + plans.map { String($0.total.rounded.calories) + ($0.items.contains { $0.unknown != nil } ? "?" : "") })
        rows.append(["protein g"] + plans.map { String($0.total.rounded.protein) })
        rows.append(["carbs g"] + plans.map { String($0.total.rounded.carbs) })
        rows.append(["fats g"] + plans.map { String($0.total.rounded.fats) })
        let total = plans.reduce(MacroTotals.zero) { $0 + $1.total }.rounded
        var footer = ["week: \(total.calories) kcal, protein \(total.protein) g, carbs \(total.carbs) g, fats \(total.fats) g"]
        var costData: JSONValue?
        if hasPrices {
            let costs = planCost()
            let days = plans.map(costs.cost(of:))
            // A day with a meal that is not wholly priced is marked `?`, as unknown calories are.
            rows.append(["cost"] + days.map { Money.formatted(hundredths: $0.cost.hundredths) + ($0.isComplete ? "" : "?") })
            let week = days.reduce(PlanCost.Meal.none, +)
            let partly = plans.reduce(0) { sum, plan in sum + plan.items.filter { !costs.cost(of: $0.slot).isComplete }.count }
            footer.append(
                "week cost: \(money(week.cost))"
                    + (partly == 0 ? "" : " (?: \(plural(partly, "meal")) not wholly priced, only their priced ingredients counted)"))
            costData = .object([
                "week": Self.moneyJSON(week.cost), "complete": .bool(week.isComplete),
                "days": .array(days.map(\.cost).map(Self.moneyJSON)),
                "currency": kitchen.settings.currency.map(JSONValue.string) ?? .null,
            ])
        }
        let table = PlanText.table(header: header, rows: rows)
        let text = ([style.bold(table[0])] + table.dropFirst() + footer + notes + planFileNotes).joined(separator: "\n")
        var data: [String: JSONValue] = [
            "week": .string(week.description),
            "days": .array(plans.map { .object(PlanText.json($0, goals: kitchen.settings.nutritionGoals)) }),
        ]
        if let costData { data["cost"] = costData }
        return .success(CommandOutcome(command: "", text: text, data: data))
    }
}

extension Session {
    /// A note for each plan file with errors (a merge left with conflict
    /// markers): its meals are shown as far as they read.
    var planFileNotes: [String] {
        kitchen.problems.filter { $0.errorCount > 0 && $0.path.hasSuffix(".plan") }.map { problem in
            style.warn("note: \(TerminalText.line(problem.path)) has \(plural(problem.errorCount, "error")); its meals are shown as far as they read")
        }
    }
}

/// The text and JSON shapes of plans.
enum PlanText {
    static func cells(_ values: MacroTotals, unknown: Bool = false) -> [String] {
        let n = values.rounded
        let mark = unknown ? "?" : ""
        return ["\(n.calories)\(mark)", "\(n.protein) g", "\(n.carbs) g", "\(n.fats) g"]
    }

    /// A one-line field as a cell: escaped (`TerminalText.line`), cut to
    /// `width` terminal columns with "…".
    static func clip(_ text: String, _ width: Int) -> String {
        let shown = TerminalText.line(text)
        guard ColumnWidth.of(shown) > width else { return shown }
        return ColumnWidth.prefix(shown, fitting: max(0, width - 1)).text + "…"
    }

    /// Rows of cells: the first column left-aligned, the others
    /// right-aligned, by terminal columns (`ColumnWidth`).
    static func table(header: [String], rows: [[String]]) -> [String] {
        let all = [header] + rows
        let columns = all.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in all { for (k, cell) in row.enumerated() { widths[k] = max(widths[k], ColumnWidth.of(cell)) } }
        return all.map { row($0, widths: widths) }
    }

    /// One row of `table` given its columns' widths (each the widest
    /// cell's), so that a long table can be written a row at a time.
    static func row(_ cells: [String], widths: [Int]) -> String {
        var line = ""
        for (k, cell) in cells.enumerated() {
            let pad = String(repeating: " ", count: max(0, (k < widths.count ? widths[k] : 0) - ColumnWidth.of(cell)))
            line += k == 0 ? cell + pad : "  " + pad + cell
        }
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }

    static func numbers(_ n: Nutrition) -> [String: JSONValue] {
        ["calories": .int(n.calories), "protein": .int(n.protein), "carbs": .int(n.carbs), "fats": .int(n.fats)]
    }

    static func json(_ plan: DayPlan, goals: NutritionGoals) -> [String: JSONValue] {
        var object = numbers(plan.total.rounded)
        object["day"] = .string(plan.day.description)
        object["goals"] = .object(numbers(Nutrition(calories: goals.calories, protein: goals.protein, carbs: goals.carbs, fats: goals.fats)))
        object["meals"] = .array(
            plan.items.map { item in
                var meal = numbers(item.values.rounded)
                meal["meal"] = .string(item.slot.meal.rawValue)
                meal["number"] = .int(item.number)
                meal["name"] = .string(item.label)
                meal["id"] = .string(item.slot.id)
                if let id = item.slot.recipeId { meal["recipeId"] = .string(id) }
                if let servings = item.slot.servings { meal["servings"] = .double(servings) }
                if let unknown = item.unknown { meal["unknown"] = .string(unknown) }
                if let note = item.slot.notes { meal["notes"] = .string(note) }
                meal["eaten"] = .bool(item.slot.isEaten)
                return .object(meal)
            })
        return object
    }
}

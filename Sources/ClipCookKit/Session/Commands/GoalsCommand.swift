import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `goals`: show the daily goals, or change one and recalculate the others
/// (SYS-011.1, see `GoalCalculator`); changes are written to `settings`.
struct GoalsCommand: SessionCommand {
    let spec = CommandSpec(
        "goals", synopsis: "goals [calories N | protein N | carbs N | fats N]",
        summary: "show the daily goals, or change one and recalculate the rest",
        details: [
            "calories 1200-4000: the macros keep their share of the calories (30/40/30 when they are all 0)",
            "protein, carbs or fats in grams: calories stay, the rest goes to the other two in proportion",
            "1 g protein or carbs = 4 kcal, 1 g fats = 9 kcal",
        ],
        subcommands: [
            CommandSpec(
                "calories", aliases: ["kcal"], synopsis: "goals calories N", summary: "set the calorie goal; the macros keep their share",
                argument: .number,
                handler: { $1.setGoal("calories", $0) { value, goals in GoalCalculator.settingCalories(value, in: goals) } })
        ]
            + GoalCalculator.Macro.allCases.map { macro in
                CommandSpec(
                    macro.rawValue, synopsis: "goals \(macro.rawValue) N",
                    summary: "set the \(macro.rawValue) goal in grams; the calories stay", argument: .number,
                    handler: { $1.setGoal(macro.rawValue, $0) { value, goals in GoalCalculator.setting(macro, to: value, in: goals) } })
            })

    /// Without a goal: the goals; any other word is not one.
    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        guard let name = arguments.first else {
            let goals = session.kitchen.settings.nutritionGoals
            return .success(CommandOutcome(command: "", text: session.goalsText(goals), data: GoalsText.json(goals)))
        }
        return .failure(CommandError("unknown goal '\(name)'", suggestion: "expected calories, protein, carbs or fats"))
    }
}

extension Session {
    /// `goals NAME N`: one goal changed, the others recalculated by `change`, written to `settings`.
    func setGoal(
        _ name: String, _ arguments: [String],
        _ change: (Int, NutritionGoals) -> Result<NutritionGoals, CommandError>
    ) -> Result<CommandOutcome, CommandError> {
        let usage = "usage: goals [calories N | protein N | carbs N | fats N]"
        guard arguments.count == 1 else {
            return .failure(CommandError("'goals \(name)' needs one number", suggestion: usage))
        }
        guard arguments[0].count <= 9, let value = Int(arguments[0]) else {
            return .failure(CommandError("'\(arguments[0])' is not a whole number", suggestion: usage))
        }
        switch change(value, kitchen.settings.nutritionGoals) {
        case .failure(let error): return .failure(error)
        case .success(let updated): return writeGoals(updated, summary: "goals \(name) \(value)")
        }
    }
}

extension Session {
    func goalsText(_ goals: NutritionGoals) -> String {
        let total = goals.macroCalories
        func row(_ name: String, _ grams: Int, _ perGram: Int) -> [String] {
            let kcal = MacroArithmetic.product(grams, perGram)
            let share = total > 0 ? Int((Double(kcal) * 100 / Double(total)).rounded()) : 0
            return [name, "\(grams) g", "\(kcal) kcal", "\(share) %"]
        }
        var lines = PlanText.table(
            header: ["calories", "\(goals.calories) kcal", "", ""],
            rows: [
                row("protein", goals.protein, 4), row("carbs", goals.carbs, 4), row("fats", goals.fats, 9),
            ])
        let gap = MacroArithmetic.difference(goals.calories, total)
        lines.append(
            gap == 0
                ? "the macros add up to the calorie goal"
                : "the macros add up to \(total) kcal, \(MacroArithmetic.magnitude(gap)) kcal \(gap > 0 ? "below" : "above") the calorie goal")
        return lines.joined(separator: "\n")
    }

    func writeGoals(_ goals: NutritionGoals, summary: String) -> Result<CommandOutcome, CommandError> {
        guard let files = store as? any FileEditingStore else { return .failure(CommandError("this collection cannot be changed")) }
        var path = ""
        let outcome = applyChange { overwrite throws(StoreError) -> StoreChange in
            path = files.settingsFilePath()
            let before = files.loadedBytes(of: path)
            let after = try SettingsEdit.setting(goals, in: before, path: path)
            return try files.writeFile(path, bytes: after, previous: before, summary: summary, overwrite: overwrite)
        }
        switch outcome {
        case .failure(let error): return .failure(error)
        case .success(nil):
            return .success(CommandOutcome(command: "", text: "kept the version on disk; nothing changed", data: ["changed": .bool(false)]))
        case .success:
            var data = GoalsText.json(goals)
            data["changed"] = .bool(true)
            data["path"] = .string(path)
            return .success(CommandOutcome(command: "", text: goalsText(goals) + "\n" + "written to \(path)" + undoHint, data: data))
        }
    }
}

enum GoalsText {
    static func json(_ goals: NutritionGoals) -> [String: JSONValue] {
        ["goals": .object(["calories": .int(goals.calories), "protein": .int(goals.protein), "carbs": .int(goals.carbs), "fats": .int(goals.fats)])]
    }
}

import ClipCookCore
import ClipCookLanguage

/// The daily goals' macros should add up to the calorie goal, or the tool
/// reports two different targets for the same day.
public struct GoalsMatchCalories: LintRule {
    public let description = RuleDescription(
        id: "goals-match-calories", name: "Goals' macros match the calorie goal", defaultSeverity: .warning,
        rationale: "macro goals that do not add up to the calorie goal cannot all be met on the same day")

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard let settings = file.settings else { return [] }
        // Goals the user never wrote are the defaults, not a mistake in this file.
        if file.hasSource, !file.sourceMap.contains(valuesOf: .nutritionGoals) { return [] }
        let goals = settings.nutritionGoals
        // Absurd values are `value-out-of-range`'s; the sums below stay small.
        guard MacroArithmetic.inRange(goals.protein, goals.carbs, goals.fats, limit: DomainBounds.maxGoalGrams),
            MacroArithmetic.inRange(goals.calories, limit: DomainBounds.maxNutritionValue)
        else { return [] }
        let computed = MacroArithmetic.calories(protein: goals.protein, carbs: goals.carbs, fats: goals.fats)
        let gap = MacroArithmetic.difference(goals.calories, computed)
        guard abs(gap) > MacroArithmetic.goalTolerance(stated: goals.calories) else { return [] }
        let formula = MacroArithmetic.formula(protein: goals.protein, carbs: goals.carbs, fats: goals.fats)
        let direction = gap > 0 ? "less" : "more"
        let carbs = (abs(gap) + 3) / 4
        let fats = (abs(gap) + 8) / 9
        let remedy =
            gap > 0
            ? "set calories to \(computed), or add \(carbs) g carbs (or \(fats) g fats) to reach \(goals.calories)"
            : "set calories to \(computed), or remove \(carbs) g carbs (or \(fats) g fats) to stay at \(goals.calories)"
        return [
            LintFinding(
                "goals' macros add up to \(computed) kcal (\(formula)), \(abs(gap)) kcal \(direction) than the \(goals.calories) kcal goal",
                at: file.range(atFirstOf: "nutritionGoals.calories", "nutritionGoals"),
                notes: [remedy])
        ]
    }
}

import ClipCookCore
import ClipCookLanguage

/// Stated calories should agree with 4·protein + 4·carbs + 9·fats: a big gap
/// means a typo in one of the four numbers.
public struct CaloriesMatchMacros: LintRule {
    public let description = RuleDescription(
        id: "calories-match-macros", name: "Calories match macros", defaultSeverity: .warning,
        rationale: "calories far from 4·protein + 4·carbs + 9·fats usually hide a typo in one of the four numbers")

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        switch file.document {
        case .recipe(let recipe):
            guard let n = recipe.nutrition,
                let finding = compare(
                    stated: n.calories, protein: n.protein, carbs: n.carbs, fats: n.fats,
                    what: "stated calories",
                    at: file.range(atFirstOf: "nutrition.calories", "nutrition"))
            else { return [] }
            return [finding]
        case .plan(let plan):
            return plan.mealSlots.enumerated().compactMap { index, slot in
                guard let q = slot.quickAdd else { return nil }
                return compare(
                    stated: q.calories, protein: q.protein, carbs: q.carbs, fats: q.fats,
                    what: "calories of quick-add '\(q.name)'",
                    at: file.range(
                        atFirstOf: "mealSlots[\(index)].quickAdd.calories",
                        "mealSlots[\(index)].quickAdd", "mealSlots[\(index)]"))
            }
        case .foods(let list):
            return list.foods.enumerated().compactMap { index, food in
                // Per 100 g, within the bounds: whole numbers compare as the other values do.
                guard food.calories.isFinite, (0...DomainBounds.maxFoodCalories).contains(food.calories),
                    food.values.dropFirst().allSatisfy({ $0.value.isFinite && (0...DomainBounds.maxFoodGrams).contains($0.value) })
                else { return nil }
                let whole = food.values.map { Int($0.value.rounded()) }
                return compare(
                    stated: whole[0], protein: whole[1], carbs: whole[2], fats: whole[3],
                    what: "calories in 100 g of '\(food.name)'",
                    at: file.range(atFirstOf: "foods[\(index)].calories", "foods[\(index)]"))
            }
        default:
            return []
        }
    }

    /// The finding when the stated calories are too far from the macros'.
    /// `range` and `what` are worked out only then: asking a file read
    /// without its items' positions where every quick-add of a clean plan
    /// is would read the whole plan again for nothing.
    private func compare(
        stated: Int, protein: Int, carbs: Int, fats: Int, what: @autoclosure () -> String,
        at range: @autoclosure () -> SourceRange?
    ) -> LintFinding? {
        // Absurd values are `value-out-of-range`'s; the sums below stay small.
        guard MacroArithmetic.inRange(stated, protein, carbs, fats, limit: DomainBounds.maxNutritionValue) else { return nil }
        let computed = MacroArithmetic.calories(protein: protein, carbs: carbs, fats: fats)
        let gap = MacroArithmetic.magnitude(MacroArithmetic.difference(stated, computed))
        guard gap > MacroArithmetic.itemTolerance(stated: stated) else { return nil }
        let formula = MacroArithmetic.formula(protein: protein, carbs: carbs, fats: fats)
        return LintFinding(
            "\(what()) \(stated) kcal differ by \(gap) kcal from the macros' \(computed) kcal (\(formula))",
            at: range(),
            notes: ["check each of the four numbers; if the grams are right, the calories are about \(computed)"])
    }
}

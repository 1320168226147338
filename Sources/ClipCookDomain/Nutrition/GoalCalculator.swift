import ClipCookCore
import ClipCookLanguage

/// SYS-011.1: daily goals recalculated when one of them changes.
///
/// - 1 g protein = 4 kcal, 1 g carbs = 4 kcal, 1 g fats = 9 kcal.
/// - Changing calories keeps the current percentage split of the macros'
///   calories (30 % protein / 40 % carbs / 30 % fats when the macros are all
///   zero) and gives each macro its share of the new calories, in grams
///   rounded to the nearest gram (halves away from zero).
/// - Changing one macro keeps calories; the calories left after it go to
///   the other two in proportion to their current calories (in the default
///   40:30 carbs:fats, 30:30 or 30:40 proportion when both are zero), each
///   rounded to the nearest gram.
/// - The split is always that of the macros' own calories, not of the
///   stated calorie goal, so goals whose macros do not add up to the calories
///   (the seed's defaults: 120/250/70 g = 2110 kcal for 2200 kcal) keep their
///   proportions: 480 : 1000 : 630.
public enum GoalCalculator {
    public static let kcalPerGram: [Macro: Int] = [.protein: 4, .carbs: 4, .fats: 9]
    package static let defaultSplit: [Macro: Double] = [.protein: 0.30, .carbs: 0.40, .fats: 0.30]

    public enum Macro: String, CaseIterable, Sendable {
        case protein, carbs, fats
    }

    /// Goals with `calories` (1200-4000) and macros in the current split.
    public static func settingCalories(_ calories: Int, in goals: NutritionGoals) -> Result<NutritionGoals, CommandError> {
        guard NutritionGoals.calorieRange.contains(calories) else {
            return .failure(CommandError("a calorie goal of \(calories) is out of range", suggestion: "expected 1200 to 4000 kcal"))
        }
        let split = shares(of: Macro.allCases, in: goals)
        var result = goals
        result.calories = calories
        for macro in Macro.allCases {
            result[macro] = grams(Double(calories) * (split[macro] ?? 0), macro)
        }
        return .success(result)
    }

    /// Goals with `macro` at `value` grams, the remaining calories shared by the other two.
    public static func setting(_ macro: Macro, to value: Int, in goals: NutritionGoals) -> Result<NutritionGoals, CommandError> {
        let perGram = kcalPerGram[macro] ?? 4
        guard value >= 0, value <= goals.calories / perGram else {
            return .failure(
                CommandError(
                    "a \(macro.rawValue) goal of \(value) g is out of range",
                    suggestion: "expected 0 to \(goals.calories / perGram) g (\(perGram) kcal a gram, within the \(goals.calories) kcal goal)"))
        }
        let others = Macro.allCases.filter { $0 != macro }
        let split = shares(of: others, in: goals)
        let remaining = Double(goals.calories - value * perGram)
        var result = goals
        result[macro] = value
        for other in others {
            result[other] = grams(remaining * (split[other] ?? 0), other)
        }
        return .success(result)
    }

    /// Each macro's share of the macros' calories, among `macros`; the
    /// default split's proportions when they have none.
    package static func shares(of macros: [Macro], in goals: NutritionGoals) -> [Macro: Double] {
        // In Double: goals the parser accepts reach Int.max, whose calories do not fit an Int.
        let calories = macros.map { Double(goals[$0]) * Double(kcalPerGram[$0] ?? 4) }
        var total = calories.reduce(0, +)
        var parts = Dictionary(uniqueKeysWithValues: zip(macros, calories))
        if total <= 0 {
            parts = Dictionary(uniqueKeysWithValues: macros.map { ($0, defaultSplit[$0] ?? 0) })
            total = parts.values.reduce(0, +)
        }
        return parts.mapValues { $0 / total }
    }

    package static func grams(_ calories: Double, _ macro: Macro) -> Int {
        let value = calories / Double(kcalPerGram[macro] ?? 4)
        guard value.isFinite, value > 0 else { return 0 }
        return Int(min(value.rounded(), 10_000))
    }
}

extension NutritionGoals {
    public subscript(macro: GoalCalculator.Macro) -> Int {
        get {
            switch macro {
            case .protein: protein
            case .carbs: carbs
            case .fats: fats
            }
        }
        set {
            switch macro {
            case .protein: protein = newValue
            case .carbs: carbs = newValue
            case .fats: fats = newValue
            }
        }
    }

    /// The calories of the macros: 4 × protein + 4 × carbs + 9 × fats (saturating at Int.max / Int.min).
    public var macroCalories: Int { MacroArithmetic.calories(protein: protein, carbs: carbs, fats: fats) }
}

/// Nutrition per serving: kilocalories and grams, integers >= 0 (DATA-002).
public struct Nutrition: Codable, Hashable, Sendable {
    public var calories: Int
    public var protein: Int
    public var carbs: Int
    public var fats: Int

    public init(calories: Int, protein: Int, carbs: Int, fats: Int) {
        self.calories = calories
        self.protein = protein
        self.carbs = carbs
        self.fats = fats
    }

    /// Calories implied by the macros: 4 kcal/g protein and carbs, 9 kcal/g fat (saturating).
    public var caloriesFromMacros: Int { MacroArithmetic.calories(protein: protein, carbs: carbs, fats: fats) }
}

/// A meal-plan item with literal macros (DATA-004 `quickAdd`).
public struct QuickAddItem: Codable, Hashable, Sendable {
    public var name: String
    public var calories: Int
    public var protein: Int
    public var carbs: Int
    public var fats: Int

    public init(name: String, calories: Int, protein: Int, carbs: Int, fats: Int) {
        self.name = name
        self.calories = calories
        self.protein = protein
        self.carbs = carbs
        self.fats = fats
    }
}

/// Daily goals (DATA-006): calories 1200-4000, macros in grams >= 0.
public struct NutritionGoals: Codable, Hashable, Sendable {
    public var calories: Int
    public var protein: Int
    public var carbs: Int
    public var fats: Int

    public static let defaultGoals = NutritionGoals(calories: 2200, protein: 120, carbs: 250, fats: 70)
    public static let calorieRange = 1200...4000

    public init(calories: Int, protein: Int, carbs: Int, fats: Int) {
        self.calories = calories
        self.protein = protein
        self.carbs = carbs
        self.fats = fats
    }
}

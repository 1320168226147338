/// The largest values that make sense in a kitchen. The parser accepts any
/// 64-bit integer; the linter's `value-out-of-range` rule reports values
/// beyond these bounds, and the arithmetic of the other rules is only done
/// on values within them (so it cannot overflow). grammar/README.md,
/// "Validation limits", lists them.
public enum DomainBounds {
    /// A recipe's `servings`: a party of a thousand is the most anyone batch-cooks.
    public static let maxServings = 1_000
    /// Kilocalories or grams of one macro in one serving or quick-add.
    public static let maxNutritionValue = 100_000
    /// Daily goal grams of protein, carbs or fats.
    public static let maxGoalGrams = 10_000
    /// A timer, or a duration mentioned in a step: 31 days (long ferments).
    public static let maxDurationSeconds = 31 * 24 * 3600
    /// A meal's servings multiplier.
    public static let maxMealServings = 1_000.0
    /// Kilocalories in 100 g of a food of a foods file: pure fat has about 900.
    public static let maxFoodCalories = 1_000.0
    /// Grams of protein, carbs or fats in 100 g of a food.
    public static let maxFoodGrams = 100.0
    /// The amount of one portion of a food ("1000 slices" is a typo).
    public static let maxPortionAmount = 1_000.0
    /// The weight of one portion of a food: 100 kg (SR28's largest is a 5.7 kg bird).
    public static let maxPortionGrams = 100_000.0
}

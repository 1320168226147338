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
}

import ClipCookCore
import ClipCookLanguage

/// Every rule, in the order `--rules` lists them.
public enum LintRegistry {
    public static let rules: [any LintRule] = [
        CaloriesMatchMacros(),
        GoalsMatchCalories(),
        NutritionMatchesIngredients(),
        PlanRecipeMissing(),
        PlanRecipeArchived(),
        PlanDayOutsideWeek(),
        StepDurationWithoutTimer(),
        StepNumbering(),
        IngredientUnused(),
        RecipeIncomplete(),
        DuplicateID(),
        DuplicateTitle(),
        DuplicateFood(),
        PortionWithoutWeight(),
        PriceUnconvertible(),
        PriceUnknownFood(),
        PriceUnknownUnit(),
        DuplicatePrice(),
        ServingsAtLeastOne(),
        ValueOutOfRange(),
        TitleTooLong(),
        UnknownUnit(),
        UnknownRule(),
    ]

    /// Reported by the linter itself rather than by a rule.
    public static let unusedSuppression = RuleDescription(
        id: "unused-suppression", name: "Unused suppression", defaultSeverity: .warning,
        rationale: "a clipcook-ignore comment that silences nothing hides the next real finding")

    /// Every description, rules first, then the linter's own checks.
    public static var descriptions: [RuleDescription] {
        rules.map(\.description) + [unusedSuppression]
    }

    public static var ids: Set<String> { Set(descriptions.map(\.id)) }

    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}

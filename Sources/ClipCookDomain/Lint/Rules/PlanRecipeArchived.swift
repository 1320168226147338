import ClipCookCore
import ClipCookLanguage

/// Archived recipes are put away on purpose; planning one is usually an
/// oversight.
public struct PlanRecipeArchived: LintRule {
    public let description = RuleDescription(
        id: "plan-recipe-archived", name: "Plan refers to an archived recipe", defaultSeverity: .warning,
        rationale: "an archived recipe was put away on purpose, so planning it is usually an oversight")

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard let plan = file.plan else { return [] }
        return plan.mealSlots.enumerated().compactMap { index, slot in
            guard let id = slot.recipeId, let entries = context.recipesByID[id],
                entries.allSatisfy(\.recipe.isArchived), let entry = entries.first
            else { return nil }
            return LintFinding(
                "\(slot.meal.rawValue.lowercased()) on \(slot.day) refers to archived recipe '\(id)'",
                at: file.range(atFirstOf: "mealSlots[\(index)].recipeId", "mealSlots[\(index)]"),
                notes: ["unarchive \(entry.file.path) (remove its `archived` line) or plan another recipe"])
        }
    }
}

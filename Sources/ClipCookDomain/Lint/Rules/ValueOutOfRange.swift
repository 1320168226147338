import ClipCookCore
import ClipCookLanguage

/// Numbers beyond `DomainBounds`: servings, nutrition, goals, timers and
/// meal servings that no kitchen has (usually a typo or a unit mix-up).
public struct ValueOutOfRange: LintRule {
    public let description = RuleDescription(
        id: "value-out-of-range", name: "Value out of range", defaultSeverity: .error,
        rationale:
            "servings over 1,000, nutrition over 100,000, goal grams over 10,000 timers over 31 days, or a food over 1,000 kcal or 100 g of a macro in 100 g are typos, and no total or scaling built on them means anything"
    )

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        func check(_ value: Int, _ limit: Int, _ what: String, _ paths: String...) {
            guard value > limit else { return }
            let range = paths.lazy.compactMap { file.range(at: $0) }.first
            findings.append(
                LintFinding(
                    "\(what) is \(value), more than the \(limit) allowed", at: range,
                    notes: ["check the number for a typo"]))
        }
        switch file.document {
        case .recipe(let recipe):
            check(recipe.servings, DomainBounds.maxServings, "servings", "servings", "title")
            if let n = recipe.nutrition {
                for (name, value) in [("calories", n.calories), ("protein", n.protein), ("carbs", n.carbs), ("fats", n.fats)] {
                    check(value, DomainBounds.maxNutritionValue, name, "nutrition.\(name)", "nutrition")
                }
            }
            for (k, step) in recipe.steps.enumerated() {
                for (t, timer) in step.timers.enumerated() {
                    check(
                        timer.seconds, DomainBounds.maxDurationSeconds, "timer seconds",
                        "steps[\(k)].timers[\(t)].seconds", "steps[\(k)].timers[\(t)]", "steps[\(k)]")
                }
            }
        case .plan(let plan):
            for (k, slot) in plan.mealSlots.enumerated() {
                if let servings = slot.servings, servings.isFinite, servings > DomainBounds.maxMealServings {
                    findings.append(
                        LintFinding(
                            "meal servings is \(servings), more than the \(Int(DomainBounds.maxMealServings)) allowed",
                            at: file.range(atFirstOf: "mealSlots[\(k)].servings", "mealSlots[\(k)]"),
                            notes: ["check the number for a typo"]))
                }
                if let q = slot.quickAdd {
                    for (name, value) in [("calories", q.calories), ("protein", q.protein), ("carbs", q.carbs), ("fats", q.fats)] {
                        check(
                            value, DomainBounds.maxNutritionValue, "\(name) of quick-add '\(q.name)'",
                            "mealSlots[\(k)].quickAdd.\(name)", "mealSlots[\(k)].quickAdd", "mealSlots[\(k)]")
                    }
                }
            }
        case .foods(let list):
            findings += FoodBounds.findings(list, in: file)
        case .settings(let settings):
            let goals = settings.nutritionGoals
            for (name, value) in [("protein", goals.protein), ("carbs", goals.carbs), ("fats", goals.fats)] {
                check(value, DomainBounds.maxGoalGrams, "goal \(name)", "nutritionGoals.\(name)", "nutritionGoals")
            }
        default:
            break
        }
        return findings
    }
}

import ClipCookCore
import ClipCookLanguage

/// The part of `value-out-of-range` for foods files: values of 100 g that no
/// food has, and portions no kitchen weighs (`DomainBounds`).
package enum FoodBounds {
    package static func findings(_ list: FoodList, in file: LintFile) -> [LintFinding] {
        var findings: [LintFinding] = []
        func check(_ value: Double, _ limit: Double, _ what: String, _ paths: String...) {
            guard value.isFinite, value > limit else { return }
            findings.append(
                LintFinding(
                    "\(what) is \(FoodsPrinter.number(value)), more than the \(FoodsPrinter.number(limit)) allowed",
                    at: paths.lazy.compactMap { file.range(at: $0) }.first, notes: ["check the number for a typo"]))
        }
        for (index, food) in list.foods.enumerated() {
            let base = "foods[\(index)]"
            check(food.calories, DomainBounds.maxFoodCalories, "calories in 100 g of '\(food.name)'", base + ".calories", base)
            for (name, value) in food.values.dropFirst() {
                check(value, DomainBounds.maxFoodGrams, "\(name) in 100 g of '\(food.name)'", base + "." + name, base)
            }
            for (k, portion) in food.portions.enumerated() {
                let path = base + ".portions[\(k)]"
                check(portion.amount, DomainBounds.maxPortionAmount, "the amount of portion '\(portion.unit)'", path + ".amount", path)
                check(portion.grams, DomainBounds.maxPortionGrams, "the weight of portion '\(portion.unit)'", path + ".grams", path)
            }
        }
        return findings
    }
}

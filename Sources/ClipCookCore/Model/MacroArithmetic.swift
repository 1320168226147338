/// The 4/4/9 arithmetic behind the calorie rules, saturating: values the
/// parser accepts (any 64-bit integer) never trap, however large.
package enum MacroArithmetic {
    /// Whether every value is within 0...limit, the range the rules compare
    /// (larger ones are `value-out-of-range`'s business).
    package static func inRange(_ values: Int..., limit: Int) -> Bool {
        values.allSatisfy { (0...limit).contains($0) }
    }

    /// kcal from grams: 4 per gram of protein and carbs, 9 per gram of fat
    /// (Int.max / Int.min when the sum does not fit).
    package static func calories(protein: Int, carbs: Int, fats: Int) -> Int {
        add(add(multiply(4, protein), multiply(4, carbs)), multiply(9, fats))
    }

    /// `grams × kcalPerGram`, saturating.
    package static func product(_ grams: Int, _ kcalPerGram: Int) -> Int {
        multiply(kcalPerGram, grams)
    }

    /// `a - b`, saturating.
    package static func difference(_ a: Int, _ b: Int) -> Int {
        let (value, overflow) = a.subtractingReportingOverflow(b)
        return overflow ? (b < 0 ? Int.max : Int.min) : value
    }

    /// |value|, saturating (|Int.min| is Int.max).
    package static func magnitude(_ value: Int) -> Int {
        value == Int.min ? Int.max : abs(value)
    }

    /// "4×42 + 4×55 + 9×22"
    package static func formula(protein: Int, carbs: Int, fats: Int) -> String {
        "4×\(protein) + 4×\(carbs) + 9×\(fats)"
    }

    /// How far stated calories may be from the macros' sum before a recipe
    /// or quick-add is flagged: labels round every number, so 10 % or 20 kcal.
    package static func itemTolerance(stated: Int) -> Int {
        max(20, stated / 10)
    }

    /// Goals are set by hand from round numbers: 2 % or 25 kcal.
    package static func goalTolerance(stated: Int) -> Int {
        max(25, stated / 50)
    }

    private static func multiply(_ factor: Int, _ value: Int) -> Int {
        let (product, overflow) = value.multipliedReportingOverflow(by: factor)
        return overflow ? (value < 0 ? Int.min : Int.max) : product
    }

    private static func add(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b < 0 ? Int.min : Int.max) : sum
    }
}

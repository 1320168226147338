/// The 4/4/9 arithmetic behind the calorie rules.
enum MacroArithmetic {
    /// kcal from grams: 4 per gram of protein and carbs, 9 per gram of fat.
    static func calories(protein: Int, carbs: Int, fats: Int) -> Int {
        4 * protein + 4 * carbs + 9 * fats
    }

    /// "4×42 + 4×55 + 9×22"
    static func formula(protein: Int, carbs: Int, fats: Int) -> String {
        "4×\(protein) + 4×\(carbs) + 9×\(fats)"
    }

    /// How far stated calories may be from the macros' sum before a recipe
    /// or quick-add is flagged: labels round every number, so 10 % or 20 kcal.
    static func itemTolerance(stated: Int) -> Int {
        max(20, stated / 10)
    }

    /// Goals are set by hand from round numbers: 2 % or 25 kcal.
    static func goalTolerance(stated: Int) -> Int {
        max(25, stated / 50)
    }
}

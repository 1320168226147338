/// What a foods document must hold, however it was written: a name, values
/// that are numbers from zero up, and portions of more than zero units.
/// (Values beyond `DomainBounds` are the linter's `value-out-of-range`.)
enum FoodsValidation {
    static func check(_ list: FoodList, _ problems: inout [ValidationProblem]) {
        for (index, food) in list.foods.enumerated() {
            let base = "foods[\(index)]"
            if isBlank(food.name) {
                problems.append(.init(path: base + ".name", message: "a food needs a name"))
            }
            for (name, value) in food.values where !(value.isFinite && value >= 0) {
                problems.append(.init(path: base + "." + name, message: "\(name) must be a number from 0 up"))
            }
            for (k, portion) in food.portions.enumerated() {
                let path = base + ".portions[\(k)]"
                if !(portion.amount.isFinite && portion.amount > 0) {
                    problems.append(.init(path: path + ".amount", message: "a portion is more than 0 units"))
                }
                if isBlank(portion.unit) {
                    problems.append(.init(path: path + ".unit", message: "a portion needs a unit"))
                }
                if !(portion.grams.isFinite && portion.grams >= 0) {
                    problems.append(.init(path: path + ".grams", message: "a portion's weight must be a number of grams from 0 up"))
                }
            }
        }
    }

    private static func isBlank(_ text: String) -> Bool {
        text.allSatisfy { $0 == " " || $0 == "\t" }
    }
}

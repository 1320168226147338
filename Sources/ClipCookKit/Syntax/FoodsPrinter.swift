/// Canonical text of a foods file: `food` lines at the left, each food's
/// `portion` lines indented under it, numbers in their shortest form.
enum FoodsPrinter {
    static func print(_ list: FoodList, into out: inout TextBuilder) {
        out.line("foods")
        for food in list.foods {
            out.line(line(food))
            for portion in food.portions { out.line("  " + line(portion)) }
        }
    }

    static func line(_ food: OwnFood) -> String {
        let values = food.values.map { "\($0.name) \(number($0.value))" }.joined(separator: LineRenderer.macroGap)
        let candidates = [TextQuoting.field(food.name, FoodLine.nameStops), TextQuoting.quoted(food.name)].map {
            "food " + $0 + " " + values
        }
        return Printer.firstReadingBack(candidates) { text in
            var lexer = Lexer(line: text)
            lexer.position = FoodLine.keyword.count
            guard let read = try? FoodLine.read(&lexer) else { return false }
            return read.food == OwnFood(name: food.name, calories: food.calories, protein: food.protein,
                                        carbs: food.carbs, fats: food.fats)
        }
    }

    static func line(_ portion: PortionWeight) -> String {
        let candidates = [(TextQuoting.isBare(portion.unit, .lineEnd) ? portion.unit : TextQuoting.quoted(portion.unit)), TextQuoting.quoted(portion.unit)].map {
            "portion " + number(portion.amount) + " " + $0 + " = " + number(portion.grams) + " g"
        }
        return Printer.firstReadingBack(candidates) { text in
            var lexer = Lexer(line: text)
            lexer.position = PortionLine.keyword.count
            guard let read = try? PortionLine.read(&lexer) else { return false }
            return read.portion == portion
        }
    }

    /// The shortest decimal that reads back as `value`: `61`, `6.6`, `0.25`.
    /// (Values the language cannot write, negative or not finite, come only
    /// from JSON, whose validation refuses them first.)
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}

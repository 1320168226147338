/// Canonical text of a foods file: `food` lines at the left, each food's
/// `portion` lines indented under it, numbers in their shortest form.
enum FoodsPrinter {
    static func print(_ list: FoodList, into out: inout TextBuilder) {
        out.put("foods\n")
        for food in list.foods {
            line(food, into: &out)
            out.endLine()
            for portion in food.portions {
                out.put("  ")
                line(portion, into: &out)
                out.endLine()
            }
        }
    }

    /// `food NAME calories N  protein N ...`: the name bare where that reads back, else quoted.
    static func line(_ food: OwnFood, into out: inout TextBuilder) {
        Printer.firstReadingBack(2, into: &out, write: { k, out in
            out.put("food ")
            if k == 0 { out.appendField(food.name, FoodLine.nameStops) } else { out.appendQuoted(food.name) }
            out.put(" ")
            for (n, value) in food.values.enumerated() {
                if n > 0 { out.append(LineRenderer.macroGap) }
                out.append(value.name)
                out.put(" ")
                out.append(number(value.value))
            }
        }, readsBack: { _, bytes, line in
            var lexer = Lexer(bytes: bytes, lineStart: line.lowerBound, position: line.lowerBound + FoodLine.keyword.count,
                              end: line.upperBound)
            guard let read = try? FoodLine.read(&lexer) else { return false }
            return read.food == OwnFood(name: food.name, calories: food.calories, protein: food.protein,
                                        carbs: food.carbs, fats: food.fats)
        })
    }

    /// `portion AMOUNT UNIT = GRAMS g`: the unit bare where that reads back, else quoted.
    static func line(_ portion: Portion, into out: inout TextBuilder) {
        Printer.firstReadingBack(2, into: &out, write: { k, out in
            out.put("portion ")
            out.append(number(portion.amount))
            out.put(" ")
            if k == 0 { out.appendField(portion.unit, .lineEnd) } else { out.appendQuoted(portion.unit) }
            out.put(" = ")
            out.append(number(portion.grams))
            out.put(" g")
        }, readsBack: { _, bytes, line in
            var lexer = Lexer(bytes: bytes, lineStart: line.lowerBound, position: line.lowerBound + PortionLine.keyword.count,
                              end: line.upperBound)
            guard let read = try? PortionLine.read(&lexer) else { return false }
            return read.portion == portion
        })
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

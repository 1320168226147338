import ClipCookCore

/// Canonical text of a foods file: `food` lines at the left, each food's
/// `price` and `portion` lines indented under it, numbers in their shortest
/// form; then the prices alone (`food NAME` and its price line).
package enum FoodsPrinter {
    package static func print(_ list: FoodList, into out: inout TextBuilder) {
        out.put("foods\n")
        for food in list.foods {
            line(food, into: &out)
            out.endLine()
            if let price = food.price {
                out.put("  ")
                line(price, into: &out)
                out.endLine()
            }
            for portion in food.portions {
                out.put("  ")
                line(portion, into: &out)
                out.endLine()
            }
        }
        for entry in list.prices {
            line(named: entry.name, into: &out)
            out.endLine()
            out.put("  ")
            line(entry.price, into: &out)
            out.endLine()
        }
    }

    /// `food NAME` with no values, for a price alone: the name bare where
    /// that reads back, else quoted.
    package static func line(named name: String, into out: inout TextBuilder) {
        Printer.firstReadingBack(
            2, into: &out,
            write: { k, out in
                out.put("food ")
                if k == 0 { out.appendField(name, FoodLine.nameStops) } else { out.appendQuoted(name) }
            },
            readsBack: { _, bytes, line in
                var lexer = Lexer(
                    bytes: bytes, lineStart: line.lowerBound, position: line.lowerBound + FoodLine.keyword.count,
                    end: line.upperBound)
                guard let read = try? FoodLine.read(&lexer) else { return false }
                return read.values.isEmpty && read.name == name
            })
    }

    /// `food NAME calories N  protein N ...`: the name bare where that reads back, else quoted.
    package static func line(_ food: OwnFood, into out: inout TextBuilder) {
        Printer.firstReadingBack(
            2, into: &out,
            write: { k, out in
                out.put("food ")
                if k == 0 { out.appendField(food.name, FoodLine.nameStops) } else { out.appendQuoted(food.name) }
                out.put(" ")
                for (n, value) in food.values.enumerated() {
                    if n > 0 { out.append(LineRenderer.macroGap) }
                    out.append(value.name)
                    out.put(" ")
                    out.append(number(value.value))
                }
            },
            readsBack: { _, bytes, line in
                var lexer = Lexer(
                    bytes: bytes, lineStart: line.lowerBound, position: line.lowerBound + FoodLine.keyword.count,
                    end: line.upperBound)
                guard let read = try? FoodLine.read(&lexer) else { return false }
                return read.food
                    == OwnFood(
                        name: food.name, calories: food.calories, protein: food.protein,
                        carbs: food.carbs, fats: food.fats)
            })
    }

    /// `portion AMOUNT UNIT = GRAMS g`: the unit bare where that reads back, else quoted.
    package static func line(_ portion: Portion, into out: inout TextBuilder) {
        Printer.firstReadingBack(
            2, into: &out,
            write: { k, out in
                out.put("portion ")
                out.append(number(portion.amount))
                out.put(" ")
                if k == 0 { out.appendField(portion.unit, .lineEnd) } else { out.appendQuoted(portion.unit) }
                out.put(" = ")
                out.append(number(portion.grams))
                out.put(" g")
            },
            readsBack: { _, bytes, line in
                var lexer = Lexer(
                    bytes: bytes, lineStart: line.lowerBound, position: line.lowerBound + PortionLine.keyword.count,
                    end: line.upperBound)
                guard let read = try? PortionLine.read(&lexer) else { return false }
                return read.portion == portion
            })
    }

    /// `price AMOUNT each` for one piece, else `price AMOUNT per QUANTITY
    /// [UNIT]`: the amount with two decimals at least (`2.10`), the unit
    /// bare where that reads back, else quoted.
    package static func line(_ price: Price, into out: inout TextBuilder) {
        Printer.firstReadingBack(
            2, into: &out,
            write: { k, out in
                out.put("price ")
                out.append(priceText(price.amount))
                guard price.unit != nil || price.quantity != 1 else {
                    out.put(" each")
                    return
                }
                out.put(" per ")
                out.append(number(price.quantity))
                if let unit = price.unit {
                    out.put(" ")
                    if k == 0 { out.appendField(unit, .lineEnd) } else { out.appendQuoted(unit) }
                }
            },
            readsBack: { _, bytes, line in
                var lexer = Lexer(
                    bytes: bytes, lineStart: line.lowerBound, position: line.lowerBound + PriceLine.keyword.count,
                    end: line.upperBound)
                guard let read = try? PriceLine.read(&lexer) else { return false }
                return read.price == price
            })
    }

    /// An amount of money as a price is written: `2.49`, `2.10`, `12`, `0.0025`.
    package static func priceText(_ amount: Money) -> String {
        let text = amount.description
        guard let dot = text.firstIndex(of: ".") else { return text }
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        return decimals == 1 ? text + "0" : text
    }

    /// The shortest decimal that reads back as `value`: `61`, `6.6`, `0.25`.
    /// (Values the language cannot write, negative or not finite, come only
    /// from JSON, whose validation refuses them first.)
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}

/// Compound amounts written as one: `1 Tbsp. plus 1½ tsp.` (1.5 tbsp),
/// `1 lb 1 oz` (17 oz), `1 stick plus 2 tablespoons` (10 tbsp).
extension IngredientLineReader {
    /// Tablespoons in a stick of butter (a US stick is 8 tablespoons).
    package static let tablespoonsInAStick = 8.0

    /// The amount `result` holds with `more` (`plus 2 tablespoons`, `2 oz`)
    /// added; false, leaving `result` alone, when the two do not add up as
    /// one amount. The sum is kept in the first unit when it is exact there
    /// to three decimals, otherwise in the smaller unit.
    package static func add(_ more: String, to result: inout ParsedIngredientLine) -> Bool {
        var text = trimmed(Substring(more))
        var joined = false
        var sign = 1.0
        if let (word, end) = firstWord(of: text), ["plus", "+", "and", "&", "minus"].contains(word.lowercased()) {
            text = text[skipBlanks(text, from: end)...]
            joined = true
            sign = word.lowercased() == "minus" ? -1 : 1  // ½ cup minus 1 tablespoon: 7 tbsp
        } else if text.first == "+" {
            text = text.dropFirst()  // +1½ tablespoons
            joined = true
        }
        guard let low = result.quantity, result.quantityMax == nil, let first = result.unit,
            let (quantity, unit, _) = leadingAmount(in: text, from: text.startIndex), let second = unit,
            quantity.high == nil
        else { return false }
        var total: Double
        var unitOfTotal: MeasureUnit
        if first.symbol == "stick", second.symbol == "tbsp", joined {
            total = low * tablespoonsInAStick + sign * quantity.low
            unitOfTotal = second
        } else {
            // ¼ teaspoon + ⅛ teaspoon: the same unit twice adds up as well, when joined
            guard first.dimension == second.dimension, first.dimension != .count, first != second || joined,
                joined || (first.system == .imperial && second.system == .imperial && second.factor < first.factor)
            else { return false }
            let inFirst = low + sign * quantity.low * second.factor / first.factor
            if isExact(inFirst) {
                total = inFirst
                unitOfTotal = first
            } else {
                unitOfTotal = second.factor < first.factor ? second : first
                total = (low * first.factor + sign * quantity.low * second.factor) / unitOfTotal.factor
            }
        }
        guard total.isFinite, total > 0 else { return false }
        total = (total * 1000).rounded() / 1000
        result.quantity = total
        result.unit = unitOfTotal
        result.amountText = amountText(Quantity(total), unitOfTotal)
        return true
    }

    /// Text for an amount the reader worked out (a sum, a number word, a
    /// unit in another language) that `Amount` reads back as exactly that
    /// amount: three decimals at most, else a fraction, else two decimals.
    package static func amountText(_ quantity: Quantity, _ unit: MeasureUnit?) -> String {
        let wanted = Amount(quantity: quantity, unit: unit)
        let suffix = unit.map { " " + $0.symbol } ?? ""
        var candidates: [String] = []
        if isExact(quantity.low), quantity.high.map(isExact) ?? true {
            candidates.append(decimal(quantity.low) + (quantity.high.map { "-" + decimal($0) } ?? "") + suffix)
        }
        candidates.append(QuantityFormatter.format(quantity, style: .fractions) + suffix)
        candidates.append(QuantityFormatter.format(quantity, style: .decimals) + suffix)
        return candidates.first { Amount($0) == wanted } ?? candidates[candidates.count - 1]
    }

    /// A value with at most three decimals, written with a point and no trailing zeros (`12.667`, `0.5`, `17`).
    package static func decimal(_ value: Double) -> String {
        let thousandths = (value * 1000).rounded()
        guard thousandths.isFinite, abs(thousandths) < 1e15 else { return "\(value)" }
        let whole = (thousandths / 1000).rounded(.towardZero)
        var fraction = abs(thousandths - whole * 1000)
        var text = String(Int64(whole))
        if fraction > 0 {
            var digits = ""
            for _ in 0..<3 {
                let digit = (fraction / 100).rounded(.towardZero)
                digits.append(String(Int64(digit)))
                fraction = (fraction - digit * 100) * 10
            }
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }

    /// Whether a value has at most three decimals.
    package static func isExact(_ value: Double) -> Bool {
        abs(value * 1000 - (value * 1000).rounded()) < 1e-6
    }

    /// `½ cup sugar minus 1 tablespoon`: the line with the measure taken
    /// away moved next to the amount (`½ cup minus 1 tablespoon sugar`), or
    /// nil when the line has no amount first and no `minus` and a measure after the food.
    package static func withMinusMoved(_ text: Substring) -> Substring? {
        guard let minus = text.range(of: " minus ", options: .caseInsensitive),
            let (_, unit, amountEnd) = leadingAmount(in: text, from: text.startIndex),
            unit != nil, amountEnd < minus.lowerBound, let (_, other, end) = leadingAmount(in: text, from: minus.upperBound), other != nil
        else { return nil }
        let clause = text[text.index(after: minus.lowerBound)..<end]
        return text[..<amountEnd] + " " + clause + text[amountEnd..<minus.lowerBound] + text[end...]
    }

    /// `plus 2 tablespoons` after `1 stick`: the second measure, and where it ends.
    package static func stickPlus(in text: Substring, at index: Substring.Index) -> (String, Substring.Index)? {
        let start = skipBlanks(text, from: index)
        guard let (word, end) = word(in: text, at: start), word.lowercased() == "plus" || word == "+",
            let (_, unit, amountEnd) = leadingAmount(in: text, from: skipBlanks(text, from: end)),
            unit?.symbol == "tbsp"
        else { return nil }
        return (String(text[start..<amountEnd]), amountEnd)
    }

    /// ` + 1/8 teaspoon` after a quantity with no unit: the second quantity, its unit (there must be one), and where
    /// they end.
    package static func plusQuantity(in text: Substring, at index: Substring.Index) -> (Double, MeasureUnit, Substring.Index)? {
        let start = skipBlanks(text, from: index)
        guard start > index, start < text.endIndex, text[start] == "+" else { return nil }
        let next = skipBlanks(text, from: text.index(after: start))
        guard let (part, unit, partEnd) = leadingAmount(in: text, from: next), let unit, part.high == nil, part.low > 0
        else { return nil }
        return (part.low, unit, partEnd)
    }

    /// `and 1/2 teaspoons` after a whole number: the fraction, its unit, and where they end.
    package static func andFraction(in text: Substring, at index: Substring.Index) -> (Double, MeasureUnit?, Substring.Index)? {
        let start = skipBlanks(text, from: index)
        guard start > index, let (word, end) = word(in: text, at: start), word.lowercased() == "and" || word == "&" else { return nil }
        let next = skipBlanks(text, from: end)
        guard next > end, let (part, unit, partEnd) = leadingAmount(in: text, from: next), part.high == nil,
            part.low > 0, part.low < 1
        else { return nil }
        return (part.low, unit, partEnd)
    }
}

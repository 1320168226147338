import ClipCookCore

/// Quantities written so that they read back as the same number: as a
/// recipe card writes them where that is exact (`2 ⅓`, `0.3`, `1.5`), else
/// with the list's three decimals where those are exact (`1.533 kg`, never
/// `1 533/1000 kg`), else as a whole and a small fraction (`1 7/60`), else
/// as the card writes it. The list stores these, and rounds only
/// when it shows them.
package enum ExactQuantityText {
    /// The largest denominator written: past it a fraction is no longer
    /// one a cook reads, and the card's writing is kept.
    static let largestDenominator: Int64 = 100

    package static func format(_ value: Double, style: QuantityFormatter.Style) -> String {
        let usual = QuantityFormatter.format(value, style: style)
        guard value.isFinite, value > 0, value < 1e12 else { return usual }
        if let back = Quantity(usual), close(back.low, value) { return usual }
        let decimals = QuantityFormatter.format(value, style: .decimals, places: 3)
        if let back = Quantity(decimals), close(back.low, value) { return decimals }
        guard let (numerator, denominator) = fraction(of: value) else {
            // Past the small fractions the card's writing is kept; less
            // than the list holds is the least it writes (never under-buy).
            if usual != "0" { return usual }
            return decimals == "0" ? "0.001" : decimals
        }
        let whole = numerator / denominator
        let rest = numerator % denominator
        if rest == 0 { return String(whole) }
        return (whole > 0 ? "\(whole) " : "") + "\(rest)/\(denominator)"
    }

    /// `value` as n/d with the smallest d that gives it back, within a
    /// rounding error; nil when no d up to `largestDenominator` does.
    static func fraction(of value: Double) -> (Int64, Int64)? {
        var denominator: Int64 = 1
        while denominator <= largestDenominator {
            let scaled = (value * Double(denominator)).rounded()
            if let numerator = Int64(exactly: scaled), numerator > 0, close(Double(numerator) / Double(denominator), value) {
                return (numerator, denominator)
            }
            denominator += 1
        }
        return nil
    }

    static func close(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-9 * max(1, abs(b))
    }

    /// An amount written exactly: its quantity as above, then its unit.
    package static func format(_ amount: Amount) -> String {
        let style: QuantityFormatter.Style = amount.unit?.system == .metric ? .decimals : .fractions
        var number = format(amount.quantity.low, style: style)
        if let high = amount.quantity.high { number += "-" + format(high, style: style) }
        guard let unit = amount.unit else { return number }
        return number + " " + unit.name(for: amount.quantity)
    }
}

extension ShoppingAmount.Term {
    /// The term as the list stores it, its quantity exact.
    package var exactDescription: String {
        guard let amount else { return words }
        let number = ExactQuantityText.format(amount)
        return words.isEmpty ? number : number + " " + words
    }
}

extension ShoppingAmount {
    /// What is needed of the things `shown` rounds up to a whole, where the
    /// whole is more (`2.1` of 3 bananas): the note beside the list's line,
    /// nil when nothing was rounded up.
    public func exactNeed(counted: Bool = true) -> String? {
        guard counted else { return nil }
        var needs: [String] = []
        for term in terms {
            guard let amount = term.amount, amount.unit == nil || amount.unit?.dimension == .count,
                !(amount.unit.map { Self.littleMeasures.contains($0.symbol) } ?? false)
            else { continue }
            let rounded = Self.shownCount(term, amount, counted: counted)
            guard let shown = rounded.amount,
                shown.quantity.low - amount.quantity.low > 0.005
                    || (shown.quantity.high ?? 0) - (amount.quantity.high ?? 0) > 0.005
            else { continue }
            needs.append(Term(amount: amount, words: term.words).neededDescription)
        }
        return needs.isEmpty ? nil : needs.joined(separator: " + ") + " needed"
    }
}

extension ShoppingAmount.Term {
    /// The exact need as a cook reads it: `2.1`, `1 ⅓ tins`.
    var neededDescription: String {
        guard let amount else { return words }
        var number = QuantityFormatter.format(amount.quantity, style: .fractions)
        if let unit = amount.unit { number += " " + unit.name(for: amount.quantity) }
        return number
    }
}

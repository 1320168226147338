/// Prints quantities and amounts the way a recipe card shows them.
///
/// Fractions style (bare numbers, counts, imperial units, spoons): a whole
/// part and one of ⅛ ¼ ⅓ ⅜ ½ ⅝ ⅔ ¾ ⅞ when the value is within 0.004 of it
/// (`0.5` -> `½`, `1.5` -> `1 ½`, `0.333` -> `⅓`). Decimals style (metric
/// units, and any value the fractions do not fit): at most two decimals,
/// trailing zeros dropped (`17.636` -> `17.64`, `2.50` -> `2.5`). Ranges are
/// `LOW-HIGH`. The unit follows after a space, in the plural unless the
/// quantity is more than 0 and at most 1 (`1 cup`, `½ cup`, `2 cups`).
/// Everything printed reads back as the same amount.
public enum QuantityFormatter {
    public enum Style: Sendable {
        case fractions
        case decimals
    }

    package static let fractions: [(value: Double, glyph: String)] = [
        (1.0 / 8, "⅛"), (1.0 / 4, "¼"), (1.0 / 3, "⅓"), (3.0 / 8, "⅜"), (1.0 / 2, "½"),
        (5.0 / 8, "⅝"), (2.0 / 3, "⅔"), (3.0 / 4, "¾"), (7.0 / 8, "⅞"),
    ]

    /// `places`: the most decimals (2; a shopping list keeps 3, so that
    /// what it stores is rounded once, when it is shown).
    public static func format(_ amount: Amount, places: Int = 2) -> String {
        let style: Style = amount.unit?.system == .metric ? .decimals : .fractions
        let number = format(amount.quantity, style: style, places: places)
        guard let unit = amount.unit else { return number }
        return number + " " + unit.name(for: amount.quantity)
    }

    public static func format(_ quantity: Quantity, style: Style, places: Int = 2) -> String {
        let low = format(quantity.low, style: style, places: places)
        guard let high = quantity.high else { return low }
        return low + "-" + format(high, style: style, places: places)
    }

    public static func format(_ value: Double, style: Style, places: Int = 2) -> String {
        guard value.isFinite else { return value.isNaN ? "0" : value > 0 ? "∞" : "-∞" }
        if value < 0 { return "-" + format(-value, style: style, places: places) }
        // Beyond 15 digits a Double holds no fraction worth printing.
        guard value < 1e15 else { return String(Int64(min(value, 9.2e18))) }
        let whole = value.rounded(.down)
        let rest = value - whole
        if style == .fractions, let match = fractions.first(where: { abs($0.value - rest) < 0.004 }) {
            return whole == 0 ? match.glyph : String(Int64(whole)) + " " + match.glyph
        }
        let scale: Int64 = places >= 3 ? 1000 : 100
        let parts = Int64((value * Double(scale)).rounded())
        let integer = parts / scale
        var fraction = String(parts % scale)
        if fraction == "0" { return String(integer) }
        fraction = String(repeating: "0", count: String(scale).count - 1 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(integer).\(fraction)"
    }
}

/// A number or a range of numbers, as parsed from "2", "1 1/2", "½", "2-3".
///
/// Written forms (see `QuantityScanner`): integers `2`; decimals `1.5`,
/// `.5` and, with a decimal comma, `1,5` (a comma directly followed by a
/// digit; `3, beaten` is the number 3 and then a comma);
/// fractions `1/2` and `1⁄2`; mixed numbers `1 1/2` and, US style, `1-1/2`; the Unicode fractions
/// `¼ ½ ¾ ⅐ ⅑ ⅒ ⅓ ⅔ ⅕ ⅖ ⅗ ⅘ ⅙ ⅚ ⅛ ⅜ ⅝ ⅞`, alone or after a whole number
/// (`1½`, `1 ½`); ranges of two of these joined by `-`, `–`, `—` (spaces
/// allowed around) or the word `to` (`2 to 3`), whose high end must be
/// greater than the low end. Each run of digits is at most 15 digits.
public struct Quantity: Hashable, Sendable, CustomStringConvertible {
    public var low: Double
    /// The upper end of a range; nil for a single number.
    public var high: Double?

    public init(_ low: Double, _ high: Double? = nil) {
        self.low = low
        self.high = high
    }

    /// Parses a whole quantity text ("1 1/2", "2-3"); nil when anything else is in it.
    public init?(_ text: some StringProtocol) {
        let text = Substring(text)
        var scanner = QuantityScanner(text)
        scanner.skipBlanks()
        guard let quantity = scanner.quantity() else { return nil }
        scanner.skipBlanks()
        guard scanner.index == text.endIndex else { return nil }
        self = quantity
    }

    public var isRange: Bool { high != nil }

    /// The middle of a range, or the number.
    public var midpoint: Double { high.map { (low + $0) / 2 } ?? low }

    public func scaled(by factor: Double) -> Quantity {
        Quantity(low * factor, high.map { $0 * factor })
    }

    public static func + (lhs: Quantity, rhs: Quantity) -> Quantity {
        if lhs.high == nil, rhs.high == nil { return Quantity(lhs.low + rhs.low) }
        return Quantity(lhs.low + rhs.low, (lhs.high ?? lhs.low) + (rhs.high ?? rhs.low))
    }

    /// Fractions where they read well: "1 ½", "⅓", "2-3".
    public var description: String { QuantityFormatter.format(self, style: .fractions) }
}

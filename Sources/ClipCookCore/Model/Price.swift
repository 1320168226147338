/// An amount of money, exact to a ten-thousandth of the currency's unit:
/// prices are written with at most four decimals, so every price reads and
/// writes back exactly, and sums of costs are sums of integers. A cost
/// worked out from a price (250 g at 2.49 per kg) is rounded once, to the
/// nearest ten-thousandth, and shown rounded to two decimals.
public struct Money: Hashable, Sendable, Comparable, CustomStringConvertible {
    public static let scale = 10_000
    /// The largest amount held (a hundred billion); sums stop there.
    public static let limit = 1_000_000_000_000_000
    /// The largest price a foods file may state: a million.
    public static let maxPrice = Money(tenThousandths: 1_000_000 * scale)

    public private(set) var tenThousandths: Int

    public init(tenThousandths: Int) {
        self.tenThousandths = min(max(tenThousandths, -Self.limit), Self.limit)
    }

    public static let zero = Money(tenThousandths: 0)

    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.tenThousandths < rhs.tenThousandths }

    /// Sums saturate at `limit` (both terms are within it, so the integer sum cannot overflow).
    public static func + (lhs: Money, rhs: Money) -> Money {
        Money(tenThousandths: lhs.tenThousandths + rhs.tenThousandths)
    }

    public static func - (lhs: Money, rhs: Money) -> Money {
        Money(tenThousandths: lhs.tenThousandths - rhs.tenThousandths)
    }

    /// This amount times `factor`, rounded to the nearest ten-thousandth
    /// (halves away from zero); 0 for a factor that is not a finite number.
    public func scaled(by factor: Double) -> Money {
        guard factor.isFinite else { return .zero }
        let value = (Double(tenThousandths) * factor).rounded()
        guard value.isFinite else { return .zero }
        let limit = Double(Self.limit)
        return Money(tenThousandths: Int(min(max(value, -limit), limit)))
    }

    /// The amount as a number of the currency's units (for a solver or JSON).
    public var value: Double { Double(tenThousandths) / Double(Self.scale) }

    /// The amount of `value` currency units when that is a whole number of
    /// ten-thousandths (2.49, 0.0025) within `limit`; nil otherwise.
    public init?(exactly value: Double) {
        guard value.isFinite, abs(value) <= Double(Self.limit / Self.scale) else { return nil }
        let scaled = (value * Double(Self.scale)).rounded()
        guard abs(scaled / Double(Self.scale) - value) <= abs(value) * 1e-12 else { return nil }
        self.init(tenThousandths: Int(scaled))
    }

    /// A price as written: digits, then optionally `.` and one to four
    /// digits (`2.49`, `12`, `0.0025`); nil for anything else.
    public init?(text: some StringProtocol) {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.count <= 12, whole.allSatisfy(\.isASCIIDigit) else { return nil }
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        guard parts.count == 1 || (1...4).contains(fraction.count), fraction.allSatisfy(\.isASCIIDigit) else { return nil }
        fraction += String(repeating: "0", count: 4 - fraction.count)
        guard let units = Int(whole), let part = Int(fraction) else { return nil }
        self.init(tenThousandths: units * Self.scale + part)
    }

    /// The shortest decimal that reads back as this amount: `2.49`, `12`, `0.0025`.
    public var description: String {
        let sign = tenThousandths < 0 ? "-" : ""
        let magnitude = tenThousandths.magnitude
        let whole = magnitude / UInt(Self.scale)
        var fraction = String(magnitude % UInt(Self.scale))
        fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// Rounded to hundredths (halves away from zero): `0.62` for 0.6225.
    public var hundredths: Int {
        let step = Self.scale / 100
        let magnitude = (tenThousandths.magnitude + UInt(step / 2)) / UInt(step)
        return tenThousandths < 0 ? -Int(magnitude) : Int(magnitude)
    }

    /// Two decimals and the currency: `0.62 EUR`, `€0.62`, or `0.62`
    /// without one. A currency made of letters (a code such as EUR) follows
    /// the amount; a symbol ($, €, £) comes before it.
    public func formatted(currency: String?) -> String {
        let cents = hundredths
        let digits = Self.formatted(hundredths: Int(clamping: cents.magnitude))
        let sign = cents < 0 ? "-" : ""
        guard let currency, !currency.isEmpty else { return sign + digits }
        return currency.contains(where: \.isLetter) ? sign + digits + " " + currency : sign + currency + digits
    }

    /// `12.40` for 1240 hundredths, no currency.
    public static func formatted(hundredths: Int) -> String {
        let magnitude = hundredths.magnitude
        let digits = String(magnitude / 100) + "." + (magnitude % 100 < 10 ? "0" : "") + String(magnitude % 100)
        return (hundredths < 0 ? "-" : "") + digits
    }
}

extension Character {
    package var isASCIIDigit: Bool { isASCII && isNumber }
}

/// What a food costs: `amount` for `quantity` of `unit` (`2.49` for `1`
/// `kg`), or for `quantity` pieces when `unit` is nil (`0.35` each).
/// The extension field `price` of a food in JSON:
/// `{"amount": 2.49, "per": 1, "unit": "kg"}`, `unit` left out for pieces.
public struct Price: Hashable, Sendable {
    public var amount: Money
    public var quantity: Double
    public var unit: String?

    public init(amount: Money, quantity: Double = 1, unit: String? = nil) {
        self.amount = amount
        self.quantity = quantity
        self.unit = unit
    }

    /// The largest `quantity` a price is for.
    public static let maxQuantity = 1_000_000.0

    /// Whether it is a price for pieces (`each`, `per 6`).
    public var isPerPiece: Bool { unit == nil }
}

extension Price: Codable {
    package enum CodingKeys: String, CodingKey { case amount, per, unit }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let value = try c.decode(Double.self, forKey: .amount)
        guard let amount = Money(exactly: value) else {
            throw DecodingError.dataCorruptedError(
                forKey: .amount, in: c, debugDescription: "a price is a number with at most 4 decimals, not \(value)")
        }
        self.amount = amount
        quantity = try c.decodeIfPresent(Double.self, forKey: .per) ?? 1
        unit = try c.decodeIfPresent(String.self, forKey: .unit)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(amount.value, forKey: .amount)
        try c.encode(quantity, forKey: .per)
        try c.encodeIfPresent(unit, forKey: .unit)
    }
}

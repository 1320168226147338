// PLACEHOLDER — the Units work replaces this file with the real parser.
// The interface below is the contract the language parser relies on.

/// A number or a range of numbers, as parsed from "2", "1 1/2", "½", "2-3".
public struct Quantity: Hashable, Sendable {
    public var low: Double
    public var high: Double?

    public init(_ low: Double, _ high: Double? = nil) {
        self.low = low
        self.high = high
    }
}

/// A unit of measure from the unit table.
public struct MeasureUnit: Hashable, Sendable {
    /// Canonical symbol: "g", "kg", "ml", "cup", "tbsp", "clove", ...
    public var symbol: String

    public init(symbol: String) { self.symbol = symbol }
}

/// The parsed reading of an ingredient's free-form amount text.
public struct Amount: Hashable, Sendable {
    public var quantity: Quantity
    public var unit: MeasureUnit?

    /// Parses a whole amount text ("500 g", "1 1/2 cups", "2-3", "2 large");
    /// nil when it does not start with a quantity ("a pinch", "").
    public init?(_ text: String) {
        guard let end = Amount.leadingAmountEnd(in: Substring(text)) else { return nil }
        let digits = text[..<end].trimmingSpaces()
        guard let value = Double(digits) else { return nil }
        quantity = Quantity(value)
        unit = nil
    }

    /// Where a natural amount at the start of `text` ends: a quantity followed
    /// by an optional known unit word ("500 g chicken" -> after "g",
    /// "2 large eggs" -> after "2"). nil when `text` does not start with a quantity.
    public static func leadingAmountEnd(in text: Substring) -> Substring.Index? {
        var i = text.startIndex
        while i < text.endIndex, text[i].isASCII, text[i].isNumber { i = text.index(after: i) }
        return i == text.startIndex ? nil : i
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return String(s)
    }
}

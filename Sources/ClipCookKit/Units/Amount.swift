/// The parsed reading of an ingredient's free-form amount text: a quantity
/// and, when the word after it is a known unit, that unit.
///
/// Reading rules (`leadingAmountEnd`): a quantity (see `Quantity`), then
/// optional blanks and a unit name from `UnitTable` ending at a word
/// boundary; a unit may be attached (`500g`) and an abbreviation may end in
/// a point (`2 tbsp.`). The quantity must be followed by the end, a blank,
/// an attached unit, or punctuation other than `- – — / ⁄ .`; so text such
/// as `2026-11-23`, `1.2.3`, `3D` or `7up` is not an amount at all, while
/// `2 large eggs` is the amount `2` followed by other words.
public struct Amount: Hashable, Sendable, CustomStringConvertible {
    public var quantity: Quantity
    public var unit: MeasureUnit?

    public init(quantity: Quantity, unit: MeasureUnit? = nil) {
        self.quantity = quantity
        self.unit = unit
    }

    /// Parses the amount at the start of a text ("500 g", "1 1/2 cups",
    /// "2-3", "2 large" -> 2 with no unit); nil when it does not start with
    /// a quantity ("a pinch", "").
    public init?(_ text: String) {
        let text = Substring(text)
        var scanner = QuantityScanner(text)
        scanner.skipBlanks()
        guard let (quantity, unit, _) = Amount.read(text, from: scanner.index) else { return nil }
        self.init(quantity: quantity, unit: unit)
    }

    /// Where a natural amount at the start of `text` ends: a quantity
    /// followed by an optional known unit word ("500 g chicken" -> after
    /// "g", "2 large eggs" -> after "2", "500g flour" -> after "500g").
    /// nil when `text` does not start with a quantity. Leading blanks are
    /// not skipped; trailing blanks are not included.
    public static func leadingAmountEnd(in text: Substring) -> Substring.Index? {
        read(text, from: text.startIndex)?.end
    }

    static func read(_ text: Substring, from start: Substring.Index) -> (Quantity, MeasureUnit?, end: Substring.Index)? {
        var scanner = QuantityScanner(text[start...])
        guard let quantity = scanner.quantity() else { return nil }
        let afterQuantity = scanner.index
        guard let next = scanner.current else { return (quantity, nil, afterQuantity) }
        if QuantityScanner.isBlank(next) {
            scanner.skipBlanks()
            if let (unit, end) = unit(in: text, at: scanner.index) { return (quantity, unit, end) }
            return (quantity, nil, afterQuantity)
        }
        if next.isLetter {
            guard let (unit, end) = unit(in: text, at: afterQuantity) else { return nil }
            return (quantity, unit, end)
        }
        if "-–—/⁄.".contains(next) || QuantityScanner.isDigit(next) || QuantityScanner.vulgarFractions[next] != nil {
            return nil
        }
        return (quantity, nil, afterQuantity)
    }

    /// A unit name at `index`, with a point after an abbreviation ("tbsp.") included.
    private static func unit(in text: Substring, at index: Substring.Index) -> (MeasureUnit, Substring.Index)? {
        guard index < text.endIndex, text[index].isLetter,
              let (unit, end) = UnitTable.match(in: text, at: index) else { return nil }
        if end < text.endIndex, text[end] == ".", text.distance(from: index, to: end) <= 4 {
            let afterPoint = text.index(after: end)
            if afterPoint == text.endIndex || QuantityScanner.isBlank(text[afterPoint]) { return (unit, afterPoint) }
        }
        return (unit, end)
    }

    /// "1 ½ cups", "500 g", "2-3 cloves", "3".
    public var description: String { QuantityFormatter.format(self) }
}

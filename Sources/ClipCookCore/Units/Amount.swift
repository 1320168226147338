/// The parsed reading of an ingredient's free-form amount text: a quantity
/// and, when the word after it is a known unit, that unit.
///
/// Reading rules: those of `IngredientLineReader.leadingAmount`, the one
/// reader of amounts that the language and every importer share.
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

    package static func read(_ text: Substring, from start: Substring.Index) -> (Quantity, MeasureUnit?, end: Substring.Index)? {
        IngredientLineReader.leadingAmount(in: text, from: start)
    }

    /// "1 ½ cups", "500 g", "2-3 cloves", "3".
    public var description: String { QuantityFormatter.format(self) }
}

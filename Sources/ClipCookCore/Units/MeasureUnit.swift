/// A unit of measure from the unit table (`UnitTable`).
///
/// Mass units convert through grams and volume units through millilitres;
/// count-like units ("clove", "can", "pinch"...) convert to nothing but
/// themselves.
public struct MeasureUnit: Hashable, Sendable, CustomStringConvertible {
    public enum Dimension: String, Hashable, Sendable {
        /// Base unit: gram.
        case mass
        /// Base unit: millilitre.
        case volume
        /// Pieces, pinches, cans...: only the same unit adds up.
        case count
    }

    /// Canonical symbol: "g", "kg", "ml", "cup", "tbsp", "fl oz", "clove", ...
    public var symbol: String
    /// The name used for more than one ("cups", "cloves"; "g" stays "g").
    public var plural: String
    public var dimension: Dimension
    /// How many grams (mass) or millilitres (volume) one of this unit is; 1 for counts.
    public var factor: Double
    /// The system the unit belongs to; nil for units every cook uses
    /// (teaspoon, tablespoon) and for counts.
    public var system: MeasurementSystem?

    public init(symbol: String, plural: String, dimension: Dimension, factor: Double, system: MeasurementSystem?) {
        self.symbol = symbol
        self.plural = plural
        self.dimension = dimension
        self.factor = factor
        self.system = system
    }

    /// The table's unit with this canonical symbol, or a count unit named
    /// `symbol` when the table has none.
    public init(symbol: String) {
        self =
            UnitTable.unit(symbol: symbol)
            ?? MeasureUnit(symbol: symbol, plural: symbol, dimension: .count, factor: 1, system: nil)
    }

    /// The unit a word or abbreviation stands for ("Tbsp", "grams", "fl oz"); nil when unknown.
    public static func named(_ word: some StringProtocol) -> MeasureUnit? {
        UnitTable.unit(named: word)
    }

    /// Whether amounts in both units can be added or converted into each other.
    public func isCompatible(with other: MeasureUnit) -> Bool {
        dimension == other.dimension && (dimension != .count || symbol == other.symbol)
    }

    /// "cup" for ½ or 1, "cups" otherwise (0, 1 ½, 2-3).
    public func name(for quantity: Quantity) -> String {
        let most = quantity.high ?? quantity.low
        return most > 0 && most <= 1 ? symbol : plural
    }

    public var description: String { symbol }
}

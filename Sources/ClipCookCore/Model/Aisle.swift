/// The part of the shop an item is found in; the list is shown aisle by
/// aisle in this order.
public enum Aisle: String, CaseIterable, Codable, Hashable, Sendable {
    case produce
    case dairyAndEggs = "dairy and eggs"
    case meatAndFish = "meat and fish"
    case bakery
    case pantry
    case spices
    case frozen
    case drinks
    case other

    /// Reads an aisle name as the language does enum values: case ignored, `-` or `_` for a space.
    public init?(name: String) {
        let folded = String(name.lowercased().map { $0 == "-" || $0 == "_" ? " " : $0 })
            .split(separator: " ").joined(separator: " ")
        guard let aisle = Aisle(rawValue: folded) else { return nil }
        self = aisle
    }

    /// The name as a heading: `Dairy and eggs`.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

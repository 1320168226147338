/// What is at home (`pantry` file): items, each with an optional amount.
/// Lists made from recipes and plans leave these out, or buy only what is
/// missing.
/// JSON: `{"pantryItems": [{"name", "amount", "expires"}]}` (`amount` and
/// the extension field `expires` left out when absent).
public struct Pantry: Codable, Hashable, Sendable {
    public var items: [PantryItem]

    public init(items: [PantryItem] = []) { self.items = items }

    package enum CodingKeys: String, CodingKey { case items = "pantryItems" }
}

public struct PantryItem: Codable, Hashable, Sendable {
    public var name: String
    /// Free-form, read like an ingredient's amount; nil: some, enough.
    public var amount: String?
    /// The day it is best used by (`expires 2026-12-01`); nil when not given.
    public var expires: Day?

    public init(name: String, amount: String? = nil, expires: Day? = nil) {
        self.name = name
        self.amount = amount
        self.expires = expires
    }
}

/// The collection's own aisle entries (`aisles` file).
/// JSON: `{"aisles": [{"aisle": "produce", "names": [...]}]}`.
public struct AisleList: Codable, Hashable, Sendable {
    public var entries: [AisleEntry]

    public init(entries: [AisleEntry] = []) { self.entries = entries }

    package enum CodingKeys: String, CodingKey { case entries = "aisles" }
}

/// One `aisle NAME` block: the aisle and the item names placed in it.
public struct AisleEntry: Codable, Hashable, Sendable {
    public var aisle: Aisle
    public var names: [String]

    public init(aisle: Aisle, names: [String]) {
        self.aisle = aisle
        self.names = names
    }
}

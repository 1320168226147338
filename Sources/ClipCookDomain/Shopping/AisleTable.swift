import ClipCookCore
import ClipCookLanguage

/// Where each item is found: the collection's own `aisles` entries first,
/// then the built-in table (`DefaultAisles`). A name is looked up by its
/// longest run of words that the table knows (`coconut milk` before `milk`,
/// `garlic powder` before `garlic`), the later run when two are as long
/// (`chicken stock` is stock if only `chicken` and `stock` are known: the
/// last word names the thing). Unknown names go to `other`; a name with the
/// word `frozen` goes to `frozen` unless its own entry says otherwise.
public struct AisleTable: Sendable {
    /// Names (as `ShoppingName.key` makes them) the collection places itself.
    public var custom: [String: Aisle]

    public init(custom: [String: Aisle] = [:]) {
        self.custom = custom
    }

    /// The table with the entries of an `aisles` document over the built-in ones.
    public init(_ aisles: AisleList?) {
        var custom: [String: Aisle] = [:]
        for entry in aisles?.entries ?? [] {
            for name in entry.names { custom[ShoppingName.key(name)] = entry.aisle }
        }
        self.init(custom: custom)
    }

    public func aisle(of name: String) -> Aisle {
        let key = ShoppingName.key(name)
        if let exact = custom[key] { return exact }
        if let found = longestRun(in: key, custom) { return found }
        if key.split(separator: " ").contains("frozen") { return .frozen }
        return DefaultAisles.table[key] ?? longestRun(in: key, DefaultAisles.table) ?? .other
    }

    private func longestRun(in key: String, _ table: [String: Aisle]) -> Aisle? {
        let words = key.split(separator: " ").map(String.init)
        guard !words.isEmpty else { return nil }
        for length in stride(from: min(words.count, 4), through: 1, by: -1) {
            for start in stride(from: words.count - length, through: 0, by: -1) {
                let run = words[start..<start + length].joined(separator: " ")
                // A run that is not the whole name is looked up with its last word singular too.
                if let aisle = table[run] ?? table[ShoppingName.key(run)] { return aisle }
            }
        }
        return nil
    }
}

import ClipCookCore
import ClipCookLanguage

/// Prices given alone in foods files (`food eggs` / `price 0.35 each`)
/// joined to the foods they name.
///
/// A price entry names its food as an ingredient does: the food of that
/// exact name (case and accents ignored), else the one an ingredient of
/// that name maps to (`IngredientMatch`), so that `food eggs` prices what
/// `- 3 eggs` counts. A food's own price line comes first; otherwise the
/// first entry that names it, in path order and then line order, is used
/// (lint's `duplicate-price` reports the others).
public enum FoodPricing {
    /// One price entry and the foods file it is in.
    public struct Entry: Sendable {
        public var price: FoodPrice
        public var file: String

        public init(_ price: FoodPrice, file: String) {
            self.price = price
            self.file = file
        }
    }

    /// The food `name` prices in `table`, or nil when there is none.
    public static func target(of name: String, in table: FoodTable) -> Food? {
        guard !FoodSearch.words(name).isEmpty else { return nil }
        return table.food(named: name) ?? FoodSearch.ingredientMatch(name, in: table)
    }

    /// `own` (the foods files' foods, in path order) with the entries'
    /// prices: an own food without a price takes its entry's; a table food
    /// is added as a copy of itself with the price, its SR28 id kept, which
    /// `FoodTable.adding` puts in the table food's place. Entries naming no
    /// food, or a food already priced, change nothing.
    public static func applying(_ entries: [Entry], to own: [Food]) -> [Food] {
        let usable = entries.filter { $0.price.price.isUsable }
        guard !usable.isEmpty else { return own }
        let table = FoodTable.collection(own)
        var foods = own
        var priced: [Food] = []
        var pricedIDs: Set<String> = []
        for entry in usable {
            guard let food = target(of: entry.price.name, in: table) else { continue }
            if food.file != nil {
                // The first own food of the name is the one the table holds.
                guard let index = foods.firstIndex(where: { $0.id.isEmpty && $0.name == food.name && $0.file == food.file }),
                    foods[index].price == nil
                else { continue }
                foods[index].price = entry.price.price
            } else if !food.id.isEmpty, pricedIDs.insert(food.id).inserted {
                var copy = food
                copy.price = entry.price.price
                priced.append(copy)
            }
        }
        return foods + priced
    }
}

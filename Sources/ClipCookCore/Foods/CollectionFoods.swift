import Foundation

/// The collection's own foods (its `.foods` files) joined to the SR28 table.
extension FoodTable {
    /// The foods of the collection being read or changed: the loader, the
    /// session's commands, `fmt`, `lint` and the language server bind them
    /// around their parsing (the parser itself never touches the disk), so
    /// that plan lines `food NAME AMOUNT` are read against them.
    @TaskLocal public static var scopedOwnFoods: [Food] = []

    /// The table plan lines are read against: SR28 plus `scopedOwnFoods`,
    /// made the first time a plan line needs it; nil (SR28 alone) when no
    /// collection foods are bound.
    public static var scoped: FoodTable? {
        let own = scopedOwnFoods
        return own.isEmpty ? nil : collection(own)
    }

    /// SR28 with `own` foods added (or replacing SR28 foods of the same
    /// name). The last table made is kept, so a session, its commands and
    /// reloads of an unchanged collection share one.
    public static func collection(_ own: [Food]) -> FoodTable {
        guard !own.isEmpty else { return standard }
        return CollectionTableCache.shared.table(for: own)
    }
}

extension OwnFood {
    /// The food as the nutrition table holds it, marked with its file.
    public func food(file: String?) -> Food {
        let portions = self.portions.filter { portion in
            portion.amount.isFinite && portion.amount > 0 && portion.grams.isFinite && portion.grams >= 0
        }
        return Food(
            id: "", name: name, group: "", per100g: FoodValues(calories: calories, protein: protein, carbs: carbs, fats: fats),
            portions: portions, file: file, price: price.flatMap { $0.isUsable ? $0 : nil })
    }
}

/// The last collection tables made, and the foods each was made from.
///
/// A table is made in two steps: SR28 with the collection's foods without
/// their prices (indexed by name, the costly part), then priced (a copy of
/// the foods). So a collection with prices given alone, whose entries are
/// read against the table of its foods before the table with their prices
/// is made, and a collection whose prices change, index the table once.
package final class CollectionTableCache: @unchecked Sendable {
    package static let shared = CollectionTableCache()
    private let lock = NSLock()
    private var recent: [(own: [Food], table: FoodTable)] = []
    private var unpriced: (own: [Food], table: FoodTable)?

    package func table(for own: [Food]) -> FoodTable {
        lock.lock()
        if let index = recent.firstIndex(where: { $0.own == own }) {
            let found = recent.remove(at: index)
            recent.insert(found, at: 0)
            lock.unlock()
            return found.table
        }
        lock.unlock()
        // The own foods without prices (a priced table food is that food).
        let defined = own.filter { $0.id.isEmpty }
        let plain = defined.map { food in
            var food = food
            food.price = nil
            return food
        }
        lock.lock()
        var base = unpriced.flatMap { $0.own == plain ? $0.table : nil }
        lock.unlock()
        if base == nil {
            let made = FoodTable.standard.adding(plain)
            lock.lock()
            unpriced = (plain, made)
            lock.unlock()
            base = made
        }
        var overlays: [String: Price] = [:]
        for food in own where !food.id.isEmpty && overlays[food.id] == nil {
            if let price = food.price { overlays[food.id] = price }
        }
        // `adding` puts the own foods first, in order, then the table's.
        let table = (base ?? FoodTable.standard).repriced { index, food in
            index < defined.count ? defined[index].price : overlays[food.id] ?? food.price
        }
        lock.lock()
        recent.insert((own, table), at: 0)
        if recent.count > 2 { recent.removeLast(recent.count - 2) }
        lock.unlock()
        return table
    }
}

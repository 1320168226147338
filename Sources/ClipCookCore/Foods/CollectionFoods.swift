import Foundation

/// The collection's own foods (its `.foods` files) joined to the SR28 table.
extension FoodTable {
    /// The foods of the collection being read or changed: the loader, the
    /// session's commands, `fmt`, `lint` and the language server bind them
    /// around their parsing (the parser itself never touches the disk), so
    /// that plan lines `food NAME AMOUNT` are read against them.
    @TaskLocal public static var scopedOwnFoods: CollectionFoods = []

    /// The table plan lines are read against: SR28 plus `scopedOwnFoods`,
    /// made the first time a plan line needs it; nil (SR28 alone) when no
    /// collection foods are bound.
    public static var scoped: FoodTable? {
        let own = scopedOwnFoods
        return own.isEmpty ? nil : collection(own.foods)
    }

    /// The table of a collection's foods (see `collection(_:)` of an array).
    public static func collection(_ own: CollectionFoods) -> FoodTable {
        own.isEmpty ? standard : collection(own.foods)
    }

    /// SR28 with `own` foods added (or replacing SR28 foods of the same
    /// name). The last table made is kept, so a session, its commands and
    /// reloads of an unchanged collection share one.
    public static func collection(_ own: [Food]) -> FoodTable {
        guard !own.isEmpty else { return standard }
        return CollectionTableCache.shared.table(for: own)
    }
}

/// The foods of a collection's foods files: the foods they define, and the
/// prices they give alone joined to the foods those name (`FoodPricing`).
/// The join looks each name up in the nutrition table, and building the
/// table is most of the cost of starting on a collection; so it is done
/// the first time the foods are read, not when the files are: `list` or
/// `search` on a collection with prices never builds the table. Two lists
/// are equal when they are made of the same foods and prices (the join of
/// the same ones is the same).
public final class CollectionFoods: Sequence, Equatable, ExpressibleByArrayLiteral, @unchecked Sendable {
    /// The foods the files define, in path order, with their own prices.
    public let defined: [Food]
    /// The prices given alone and their files, in path order.
    private let prices: [FoodPrice]
    private let priceFiles: [String]
    private let join: (@Sendable () -> [Food])?
    // Guards `joined`: the list is read by the threads that read a collection's files.
    private let lock = NSLock()
    private var joined: [Food]?

    /// Foods already joined to their prices.
    public init(_ foods: [Food]) {
        defined = foods
        prices = []
        priceFiles = []
        join = nil
    }

    public convenience init(arrayLiteral foods: Food...) { self.init(foods) }

    /// `defined` and the prices given alone in `files` (one a price), which
    /// `join` joins to their foods when first asked for.
    public init(_ defined: [Food], prices: [FoodPrice], files: [String], join: @escaping @Sendable () -> [Food]) {
        self.defined = defined
        self.prices = prices
        priceFiles = files
        self.join = prices.isEmpty ? nil : join
    }

    /// The foods as the table takes them: joined on the first call (two
    /// threads may both join them, and agree), kept from then on.
    public var foods: [Food] {
        guard let join else { return defined }
        lock.lock()
        if let joined {
            lock.unlock()
            return joined
        }
        lock.unlock()
        let made = join()
        lock.lock()
        defer { lock.unlock() }
        if joined == nil { joined = made }
        return joined ?? made
    }

    /// No foods and no prices: SR28 alone, known without the join.
    public var isEmpty: Bool { defined.isEmpty && prices.isEmpty }

    public func makeIterator() -> IndexingIterator<[Food]> { foods.makeIterator() }

    public static func == (lhs: CollectionFoods, rhs: CollectionFoods) -> Bool {
        lhs === rhs || (lhs.defined == rhs.defined && lhs.prices == rhs.prices && lhs.priceFiles == rhs.priceFiles)
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

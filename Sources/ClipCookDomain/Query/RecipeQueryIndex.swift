import ClipCookCore
import ClipCookLanguage

/// What `list` filters, sorts and shows, worked out once per recipe and kept
/// column by column: a byte of flags, every numeric sort key as a number,
/// and for each sort field the order of all recipes by it. Made once and
/// then updated by the few edits of each change (`update`), and used by
/// every query in between, so a query over 10,000 recipes walks ready
/// orders and compares numbers instead of folding titles, parsing times and
/// sorting in every query.
public struct RecipeQueryIndex: Sendable {
    public internal(set) var recipes: [Recipe]
    package var count: Int
    /// Bit 0: archived; bit 1: favourite; bits 2-3: the category's index in `RecipeCategory.allCases`.
    package var flags: [UInt8]
    package var foldedTags: [[String]]
    /// The folded titles and the ids, which break the ties of every order;
    /// kept here because an update compares a changed recipe with others
    /// by them, after the recipes themselves have been let go.
    package var titles: [String]
    package var ids: [String]
    /// Sort keys of the numeric fields, `keys[field.column][position]`
    /// (NaN where the recipe does not say).
    package var keys: [[Double]]
    /// For each sort column, every position ordered by the key, ties by
    /// folded title, then id, then position; recipes without the key last.
    package var orders: [[Int32]]
    /// The same for `desc`: the largest key first, ties still by title and
    /// id, recipes without the key still last. Kept ready so that a query
    /// reads its order front to back and never looks up a key at random.
    package var descendingOrders: [[Int32]]
    /// For each position, the first position with the same recipe id.
    package var firstOfSameId: [Int32]
    /// The pieces of each recipe's line in a `list` table.
    package var rows: RecipeRows
    /// For each recipe id, the position of the first recipe with it.
    public internal(set) var firstPosition: [String: Int]

    package static let columnCount = 11
    /// The columns of the numeric fields come first; then title, then category.
    package static let numericColumnCount = 9
    package static let titleColumn = 9

    /// For each category (by its index in `RecipeCategory.allCases`), how
    /// many category names sort before its own: its place in `sort category`.
    package static let categoryRank: [Double] = {
        let names = RecipeCategory.allCases.map(\.rawValue)
        return names.map { name in Double(names.filter { $0 < name }.count) }
    }()

    public init(_ recipes: [Recipe]) {
        self.recipes = recipes
        let count = recipes.count
        self.count = count
        let categories = RecipeCategory.allCases
        flags = recipes.map(RecipeQueryIndex.flags)
        foldedTags = recipes.map { $0.tags.map(TextFolding.fold) }

        // The order by folded title, then id, then position.
        let titles = recipes.map { TextFolding.fold($0.title) }
        self.titles = titles
        ids = recipes.map(\.id)
        let byTitle = RecipeQueryIndex.orderByTitle(titles, recipes)
        var titleRank = [Int32](repeating: 0, count: count)
        var titleGroup = [Double](repeating: 0, count: count)
        var group = 0.0
        for (rank, position) in byTitle.enumerated() {
            titleRank[position] = Int32(truncatingIfNeeded: rank)
            if rank > 0, titles[byTitle[rank - 1]] != titles[position] { group += 1 }
            titleGroup[position] = group
        }

        // Every column's keys, the title and category ones only for making the orders.
        var keys: [[Double]] = RecipeField.numeric.map { field in
            // The total time from the prep and cook columns, not their texts read again.
            guard field != .time else { return [] }
            return recipes.map { field.number(of: $0) ?? .nan }
        }
        keys[RecipeField.time.column] = zip(keys[RecipeField.prep.column], keys[RecipeField.cook.column]).map { prep, cook in
            RecipeField.total(prep.isNaN ? nil : prep, cook.isNaN ? nil : cook) ?? .nan
        }
        keys.append(titleGroup)
        keys.append(recipes.map { RecipeQueryIndex.categoryRank[categories.firstIndex(of: $0.category) ?? 0] })

        var orders: [[Int32]] = []
        var descendingOrders: [[Int32]] = []
        for column in 0..<Self.columnCount {
            let key = keys[column]
            var present = byTitle.filter { !key[$0].isNaN }
            let missing = byTitle.filter { key[$0].isNaN }
            present.sort { a, b in
                let (x, y) = (key[a], key[b])
                return x == y ? titleRank[a] < titleRank[b] : x < y
            }
            orders.append((present + missing).map { Int32(truncatingIfNeeded: $0) })
            // Runs of equal keys, last run first, each in its own order.
            var descending: [Int32] = []
            descending.reserveCapacity(count)
            var end = present.count
            while end > 0 {
                let last = key[present[end - 1]]
                var start = end - 1
                while start > 0, key[present[start - 1]] == last { start -= 1 }
                for index in start..<end { descending.append(Int32(truncatingIfNeeded: present[index])) }
                end = start
            }
            for position in missing { descending.append(Int32(truncatingIfNeeded: position)) }
            descendingOrders.append(descending)
        }
        keys.removeLast(Self.columnCount - Self.numericColumnCount)
        self.keys = keys
        self.orders = orders
        self.descendingOrders = descendingOrders

        var first: [String: Int] = [:]
        first.reserveCapacity(count)
        var firstOfSameId = [Int32](repeating: 0, count: count)
        for position in recipes.indices {
            if let earlier = first[recipes[position].id] {
                firstOfSameId[position] = Int32(truncatingIfNeeded: earlier)
            } else {
                first[recipes[position].id] = position
                firstOfSameId[position] = Int32(truncatingIfNeeded: position)
            }
        }
        firstPosition = first
        self.firstOfSameId = firstOfSameId
        rows = RecipeRows(recipes)
    }

    /// The flags byte of `recipe` (see `flags`).
    package static func flags(_ recipe: Recipe) -> UInt8 {
        let category = UInt8(RecipeCategory.allCases.firstIndex(of: recipe.category) ?? 0)
        return (recipe.isArchived ? 1 : 0) | (recipe.isFavourite ? 2 : 0) | category << 2
    }

    /// Every position of `recipes`, ordered by folded title (`titles`), then
    /// id, then position: the order that breaks every tie of a query.
    package static func orderByTitle(_ titles: [String], _ recipes: [Recipe]) -> [Int] {
        // Read in place: a recipe read from the array in the comparison was
        // copied whole (a retain and a release of each of its texts) for
        // every pair of equal titles, which a collection of copies has many of.
        titles.withUnsafeBufferPointer { titles in
            recipes.withUnsafeBufferPointer { recipes in
                recipes.indices.sorted { a, b in
                    if titles[a] != titles[b] { return titles[a] < titles[b] }
                    if recipes[a].id != recipes[b].id { return recipes[a].id < recipes[b].id }
                    return a < b
                }
            }
        }
    }

    /// The number `field` holds for the recipe at `position` (nil for title and category).
    package func number(_ field: RecipeField, at position: Int) -> Double? {
        guard field.isNumeric else { return nil }
        let value = keys[field.column][position]
        return value.isNaN ? nil : value
    }

    /// The first position with the id of the recipe at `position`.
    public func firstWithSameId(_ position: Int) -> Int {
        Int(firstOfSameId[position])
    }

    /// Every position in the order of `field`, ascending or descending
    /// (the largest key first, ties still by title and id; recipes without
    /// the key last either way).
    package func order(_ field: RecipeField, descending: Bool) -> [Int32] {
        descending ? descendingOrders[field.column] : orders[field.column]
    }
}

extension RecipeField {
    /// The column of the field's sort key in a `RecipeQueryIndex`.
    package var column: Int {
        switch self {
        case .calories: 0
        case .protein: 1
        case .carbs: 2
        case .fats: 3
        case .servings: 4
        case .prep: 5
        case .cook: 6
        case .time: 7
        case .rating: 8
        case .title: 9
        case .category: 10
        }
    }
}

/// What `list` filters, sorts and shows, worked out once per recipe and kept
/// column by column: a byte of flags, every sort key as a number, and for
/// each sort field the order of all recipes by it. Made once after the
/// recipes change and used by every query until the next change, so a query
/// over 10,000 recipes walks ready orders and compares numbers instead of
/// folding titles, parsing times and sorting in every query.
public struct RecipeQueryIndex: Sendable {
    public let recipes: [Recipe]
    let count: Int
    /// Bit 0: archived; bit 1: favourite; bits 2-3: the category's index in `RecipeCategory.allCases`.
    let flags: [UInt8]
    let foldedTags: [[String]]
    /// Sort keys, `keys[field.column * count + position]`: the numeric fields
    /// (NaN where the recipe does not say), then the rank of the folded
    /// title (equal titles share one), then the rank of the category name.
    let keys: [Double]
    /// For each sort column, every position ordered by the key, ties by
    /// folded title, then id, then position; recipes without the key last.
    let orders: [[Int32]]
    /// How many recipes of each column's order have the key.
    let keyed: [Int]
    /// For each position, the first position with the same recipe id.
    let firstOfSameId: [Int32]
    /// The pieces of each recipe's line in a `list` table.
    let rows: RecipeRows
    /// For each recipe id, the position of the first recipe with it.
    public let firstPosition: [String: Int]

    static let columnCount = 9

    public init(_ recipes: [Recipe]) {
        self.recipes = recipes
        let count = recipes.count
        self.count = count
        let categories = RecipeCategory.allCases
        flags = recipes.map { recipe in
            let category = UInt8(categories.firstIndex(of: recipe.category) ?? 0)
            return (recipe.isArchived ? 1 : 0) | (recipe.isFavourite ? 2 : 0) | category << 2
        }
        foldedTags = recipes.map { $0.tags.map(TextFolding.fold) }

        // The order by folded title, then id, then position.
        let titles = recipes.map { TextFolding.fold($0.title) }
        let byTitle = RecipeQueryIndex.orderByTitle(titles, recipes)
        var titleRank = [Int32](repeating: 0, count: count)
        var titleGroup = [Double](repeating: 0, count: count)
        var group = 0.0
        for (rank, position) in byTitle.enumerated() {
            titleRank[position] = Int32(truncatingIfNeeded: rank)
            if rank > 0, titles[byTitle[rank - 1]] != titles[position] { group += 1 }
            titleGroup[position] = group
        }
        let categoryNames = categories.map(\.rawValue)
        let categoryRank = categories.map { category in
            Double(categoryNames.filter { $0 < category.rawValue }.count)
        }

        var keys: [Double] = []
        keys.reserveCapacity(count * Self.columnCount)
        for field in RecipeField.numeric {
            for recipe in recipes { keys.append(field.number(of: recipe) ?? .nan) }
        }
        keys += titleGroup
        for recipe in recipes { keys.append(categoryRank[categories.firstIndex(of: recipe.category) ?? 0]) }
        self.keys = keys

        var orders: [[Int32]] = []
        var keyed: [Int] = []
        for column in 0..<Self.columnCount {
            let base = column * count
            var present = byTitle.filter { !keys[base + $0].isNaN }
            let missing = byTitle.filter { keys[base + $0].isNaN }
            present.sort { a, b in
                let (x, y) = (keys[base + a], keys[base + b])
                return x == y ? titleRank[a] < titleRank[b] : x < y
            }
            keyed.append(present.count)
            orders.append((present + missing).map { Int32(truncatingIfNeeded: $0) })
        }
        self.orders = orders
        self.keyed = keyed

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

    /// Every position of `recipes`, ordered by folded title (`titles`), then
    /// id, then position: the order that breaks every tie of a query.
    static func orderByTitle(_ titles: [String], _ recipes: [Recipe]) -> [Int] {
        recipes.indices.sorted { a, b in
            if titles[a] != titles[b] { return titles[a] < titles[b] }
            if recipes[a].id != recipes[b].id { return recipes[a].id < recipes[b].id }
            return a < b
        }
    }

    /// The number `field` holds for the recipe at `position` (nil for title and category).
    func number(_ field: RecipeField, at position: Int) -> Double? {
        guard field.isNumeric else { return nil }
        let value = keys[field.column * count + position]
        return value.isNaN ? nil : value
    }

    /// The first position with the id of the recipe at `position`.
    public func firstWithSameId(_ position: Int) -> Int {
        Int(firstOfSameId[position])
    }

    /// Calls `body` with every position in the order of `field` (descending:
    /// the largest key first, ties still by title and id; recipes without
    /// the key last either way) until it returns false.
    func walk(_ field: RecipeField, descending: Bool, _ body: (Int) -> Bool) {
        let column = field.column
        let order = orders[column]
        let keyed = self.keyed[column]
        let base = column * count
        if descending {
            // Runs of equal keys, last run first, each in its own order.
            var end = keyed
            while end > 0 {
                let key = keys[base + Int(order[end - 1])]
                var start = end - 1
                while start > 0, keys[base + Int(order[start - 1])] == key { start -= 1 }
                for index in start..<end where !body(Int(order[index])) { return }
                end = start
            }
        } else {
            for index in 0..<keyed where !body(Int(order[index])) { return }
        }
        for index in keyed..<order.count where !body(Int(order[index])) { return }
    }
}

extension RecipeField {
    /// The column of the field's sort key in a `RecipeQueryIndex`.
    var column: Int {
        switch self {
        case .calories: 0
        case .protein: 1
        case .carbs: 2
        case .fats: 3
        case .servings: 4
        case .prep: 5
        case .cook: 6
        case .title: 7
        case .category: 8
        }
    }
}

extension RecipeQuery {
    /// Where the recipes `apply` returns are in `index.recipes`, in its order.
    public func positions(in index: RecipeQueryIndex) -> [Int] {
        let limit = self.limit.map { max(0, $0) } ?? Int.max
        guard limit > 0 else { return [] }
        let wantedTags = tags.map(TextFolding.fold)
        let wantedCategory = category.flatMap { RecipeCategory.allCases.firstIndex(of: $0) }.map(UInt8.init)
        let flags = index.flags
        let keys = index.keys
        let count = index.count
        func holds(_ expression: WhereExpression, _ position: Int) -> Bool {
            switch expression {
            case .compare(let field, let comparison, let value):
                guard field.isNumeric else { return false }
                let actual = keys[field.column * count + position]
                return !actual.isNaN && comparison.holds(actual, value)
            case .all(let parts): return parts.allSatisfy { holds($0, position) }
            case .any(let parts): return parts.contains { holds($0, position) }
            }
        }
        var result: [Int] = []
        index.walk(sortField, descending: descending) { position in
            let flag = flags[position]
            switch archive {
            case .active where flag & 1 != 0: return true
            case .archivedOnly where flag & 1 == 0: return true
            default: break
            }
            if let wantedCategory, flag >> 2 != wantedCategory { return true }
            if favouritesOnly, flag & 2 == 0 { return true }
            if !wantedTags.isEmpty, !wantedTags.allSatisfy(index.foldedTags[position].contains) { return true }
            if let condition, !holds(condition, position) { return true }
            result.append(position)
            return result.count < limit
        }
        return result
    }
}

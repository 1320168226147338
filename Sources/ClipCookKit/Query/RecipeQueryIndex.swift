/// What `list` filters, sorts and shows, worked out once per recipe and kept
/// column by column: a byte of flags, every sort key as a number, and for
/// each sort field the order of all recipes by it. Made once after the
/// recipes change and used by every query until the next change, so a query
/// over 10,000 recipes walks ready orders and compares numbers instead of
/// folding titles, parsing times and sorting in every query.
public struct RecipeQueryIndex: Sendable {
    public private(set) var recipes: [Recipe]
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
    /// The same for `desc`: the largest key first, ties still by title and
    /// id, recipes without the key still last. Kept ready so that a query
    /// reads its order front to back and never looks up a key at random.
    let descendingOrders: [[Int32]]
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
        var descendingOrders: [[Int32]] = []
        for column in 0..<Self.columnCount {
            let base = column * count
            var present = byTitle.filter { !keys[base + $0].isNaN }
            let missing = byTitle.filter { keys[base + $0].isNaN }
            present.sort { a, b in
                let (x, y) = (keys[base + a], keys[base + b])
                return x == y ? titleRank[a] < titleRank[b] : x < y
            }
            orders.append((present + missing).map { Int32(truncatingIfNeeded: $0) })
            // Runs of equal keys, last run first, each in its own order.
            var descending: [Int32] = []
            descending.reserveCapacity(count)
            var end = present.count
            while end > 0 {
                let key = keys[base + present[end - 1]]
                var start = end - 1
                while start > 0, keys[base + present[start - 1]] == key { start -= 1 }
                for index in start..<end { descending.append(Int32(truncatingIfNeeded: present[index])) }
                end = start
            }
            for position in missing { descending.append(Int32(truncatingIfNeeded: position)) }
            descendingOrders.append(descending)
        }
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

    /// Every position in the order of `field`, ascending or descending
    /// (the largest key first, ties still by title and id; recipes without
    /// the key last either way).
    func order(_ field: RecipeField, descending: Bool) -> [Int32] {
        descending ? descendingOrders[field.column] : orders[field.column]
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
    ///
    /// First the filters, column by column in position order (each a
    /// front-to-back pass over bytes or numbers, into one bit per recipe),
    /// then the ready order of the sort field, front to back, keeping the
    /// positions whose bit is set. Nothing is looked up at random in
    /// columns that outgrow the processor's caches at 100,000 recipes: the
    /// bits of 100,000 recipes take 12.5 KB.
    public func positions(in index: RecipeQueryIndex) -> [Int] {
        let limit = self.limit.map { max(0, $0) } ?? Int.max
        guard limit > 0 else { return [] }
        let selected = selection(in: index)
        let total = selected.reduce(0) { $0 + $1.nonzeroBitCount }
        let wanted = min(total, limit)
        guard wanted > 0 else { return [] }
        let order = index.order(sortField, descending: descending)
        // Every position of the order is written at the end of the result
        // and kept (the count moves past it) only when its bit is set: no
        // branch on the data, whose outcome a processor cannot guess.
        return [Int](unsafeUninitializedCapacity: wanted + 1) { result, kept in
            kept = 0
            guard let out = result.baseAddress else { return }
            order.withUnsafeBufferPointer { order in
                selected.withUnsafeBufferPointer { selected in
                    for element in order {
                        let position = Int(element)
                        (out + kept).initialize(to: position)
                        kept &+= Int(truncatingIfNeeded: selected[position &>> 6] &>> UInt64(position & 63) & 1)
                        if kept == wanted { return }
                    }
                }
            }
        }
    }

    /// One bit per position (bit `p & 63` of word `p >> 6`), set where the
    /// recipe passes every filter of the query.
    func selection(in index: RecipeQueryIndex) -> [UInt64] {
        let count = index.count
        let wordCount = (count + 63) / 64
        var bits = [UInt64](repeating: 0, count: wordCount)
        // Archive, category and favourites: one pass over the flags.
        let (mask, wanted) = flagTest()
        index.flags.withUnsafeBufferPointer { flags in
            bits.withUnsafeMutableBufferPointer { bits in
                RecipeQuery.fill(bits, count) { flags[$0] & mask == wanted }
            }
        }
        if let condition {
            let holds = RecipeQuery.bits(condition, index, wordCount)
            for word in 0..<wordCount { bits[word] &= holds[word] }
        }
        if !tags.isEmpty {
            let wantedTags = tags.map(TextFolding.fold)
            for word in 0..<wordCount where bits[word] != 0 {
                var remaining = bits[word]
                while remaining != 0 {
                    let bit = remaining.trailingZeroBitCount
                    remaining &= remaining - 1
                    let position = word << 6 | bit
                    if !wantedTags.allSatisfy(index.foldedTags[position].contains) {
                        bits[word] &= ~(1 << UInt64(bit))
                    }
                }
            }
        }
        return bits
    }

    /// Sets bit `p & 63` of word `p >> 6` of `bits` for each position `p`
    /// below `count` where `holds(p)`, 64 positions to a word: each test
    /// adds its outcome to the word as a number, so that the loop has no
    /// branch on the data (a branch taken at random costs more than the
    /// test, and a processor that runs the same query again and again learns
    /// the outcomes of a small collection but not those of a large one).
    @inline(__always)
    static func fill(_ bits: UnsafeMutableBufferPointer<UInt64>, _ count: Int, _ holds: (Int) -> Bool) {
        var start = 0
        for word in 0..<bits.count {
            let end = min(count, start + 64)
            var value: UInt64 = 0
            for position in start..<end {
                value |= UInt64(truncatingIfNeeded: holds(position) ? 1 : 0) &<< UInt64(position - start)
            }
            bits[word] = value
            start = end
        }
    }

    /// The bits of the flags byte (see `RecipeQueryIndex.flags`) the
    /// query looks at, and the values they must have.
    func flagTest() -> (mask: UInt8, wanted: UInt8) {
        var mask: UInt8 = 0
        var wanted: UInt8 = 0
        switch archive {
        case .active: mask |= 1
        case .archivedOnly: mask |= 1; wanted |= 1
        case .all: break
        }
        if favouritesOnly {
            mask |= 2
            wanted |= 2
        }
        if let category {
            mask |= 0b1100
            wanted |= UInt8(RecipeCategory.allCases.firstIndex(of: category) ?? 0) << 2
        }
        return (mask, wanted)
    }

    /// The bits of the positions where `expression` holds, a comparison
    /// being one pass over its column.
    static func bits(_ expression: WhereExpression, _ index: RecipeQueryIndex, _ wordCount: Int) -> [UInt64] {
        switch expression {
        case .compare(let field, let comparison, let value):
            var bits = [UInt64](repeating: 0, count: wordCount)
            guard field.isNumeric else { return bits }
            let count = index.count
            let base = field.column * count
            index.keys.withUnsafeBufferPointer { keys in
                bits.withUnsafeMutableBufferPointer { bits in
                    let column = UnsafeBufferPointer(rebasing: keys[base..<base + count])
                    // One loop for each comparison, each without a branch on
                    // the keys. NaN (no value) fails every comparison but
                    // `!=`, where it is ruled out by `x == x`.
                    switch comparison {
                    case .less: fill(bits, count) { column[$0] < value }
                    case .lessOrEqual: fill(bits, count) { column[$0] <= value }
                    case .greater: fill(bits, count) { column[$0] > value }
                    case .greaterOrEqual: fill(bits, count) { column[$0] >= value }
                    case .equal: fill(bits, count) { column[$0] == value }
                    case .notEqual: fill(bits, count) { (column[$0] != value) && (column[$0] == column[$0]) }
                    }
                }
            }
            return bits
        case .all(let parts):
            var bits = [UInt64](repeating: ~0, count: wordCount)
            for part in parts {
                let more = RecipeQuery.bits(part, index, wordCount)
                for word in 0..<wordCount { bits[word] &= more[word] }
            }
            return bits
        case .any(let parts):
            var bits = [UInt64](repeating: 0, count: wordCount)
            for part in parts {
                let more = RecipeQuery.bits(part, index, wordCount)
                for word in 0..<wordCount { bits[word] |= more[word] }
            }
            return bits
        }
    }
}

extension RecipeQueryIndex {
    /// Lets go of the recipes before `update`, so that the caller's copy of
    /// them is the only one and changes in place.
    mutating func releaseRecipes() {
        recipes = []
    }

    /// Brings the index to `recipes`, which `edits` made from the recipes
    /// it was made from. The same as a new index of `recipes`.
    mutating func update(_ edits: [RecipeEdit], recipes: [Recipe]) {
        self = RecipeQueryIndex(recipes)
    }
}

/// What `list` filters, sorts and shows, worked out once per recipe and kept
/// column by column: a byte of flags, every numeric sort key as a number,
/// and for each sort field the order of all recipes by it. Made once and
/// then updated by the few edits of each change (`update`), and used by
/// every query in between, so a query over 10,000 recipes walks ready
/// orders and compares numbers instead of folding titles, parsing times and
/// sorting in every query.
public struct RecipeQueryIndex: Sendable {
    public private(set) var recipes: [Recipe]
    private(set) var count: Int
    /// Bit 0: archived; bit 1: favourite; bits 2-3: the category's index in `RecipeCategory.allCases`.
    private(set) var flags: [UInt8]
    private(set) var foldedTags: [[String]]
    /// The folded titles and the ids, which break the ties of every order;
    /// kept here because an update compares a changed recipe with others
    /// by them, after the recipes themselves have been let go.
    private(set) var titles: [String]
    private(set) var ids: [String]
    /// Sort keys of the numeric fields, `keys[field.column][position]`
    /// (NaN where the recipe does not say).
    private(set) var keys: [[Double]]
    /// For each sort column, every position ordered by the key, ties by
    /// folded title, then id, then position; recipes without the key last.
    private(set) var orders: [[Int32]]
    /// The same for `desc`: the largest key first, ties still by title and
    /// id, recipes without the key still last. Kept ready so that a query
    /// reads its order front to back and never looks up a key at random.
    private(set) var descendingOrders: [[Int32]]
    /// For each position, the first position with the same recipe id.
    private(set) var firstOfSameId: [Int32]
    /// The pieces of each recipe's line in a `list` table.
    private(set) var rows: RecipeRows
    /// For each recipe id, the position of the first recipe with it.
    public private(set) var firstPosition: [String: Int]

    static let columnCount = 11
    /// The columns of the numeric fields come first; then title, then category.
    static let numericColumnCount = 9
    static let titleColumn = 9

    /// For each category (by its index in `RecipeCategory.allCases`), how
    /// many category names sort before its own: its place in `sort category`.
    static let categoryRank: [Double] = {
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
    static func flags(_ recipe: Recipe) -> UInt8 {
        let category = UInt8(RecipeCategory.allCases.firstIndex(of: recipe.category) ?? 0)
        return (recipe.isArchived ? 1 : 0) | (recipe.isFavourite ? 2 : 0) | category << 2
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
        case .time: 7
        case .rating: 8
        case .title: 9
        case .category: 10
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
            index.keys[field.column].withUnsafeBufferPointer { column in
                bits.withUnsafeMutableBufferPointer { bits in
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
    ///
    /// Each edit changes the entry of one recipe: its flags, tags, title,
    /// id and keys are put in place (an insert or a remove moves the
    /// entries after it, arrays of one number or reference per recipe), and
    /// in each order the recipe is taken out and put back where a binary
    /// search with the comparison the orders were made with says; orders
    /// whose key, title and id did not change are left as they are (a
    /// `fav` moves nothing). Nothing of the other recipes is looked at but
    /// the few titles, ids and keys the searches compare with.
    mutating func update(_ edits: [RecipeEdit], recipes: [Recipe]) {
        for edit in edits {
            switch edit {
            case .replace(let position, let recipe) where position >= 0 && position < count:
                replace(at: position, with: recipe)
            case .insert(let position, let recipe) where position >= 0 && position <= count:
                insert(recipe, at: position)
            case .remove(let position) where position >= 0 && position < count:
                remove(at: position)
            default:
                // Edits that do not fit the recipes held: they cannot be
                // followed, so the index is made from the recipes instead.
                self = RecipeQueryIndex(recipes)
                return
            }
        }
        guard count == recipes.count else {
            self = RecipeQueryIndex(recipes)
            return
        }
        self.recipes = recipes
    }

    private mutating func replace(at position: Int, with recipe: Recipe) {
        let title = TextFolding.fold(recipe.title)
        let newKeys = RecipeField.numeric.map { $0.number(of: recipe) ?? .nan }
        let newFlags = RecipeQueryIndex.flags(recipe)
        // The orders the recipe moves in: all of them when its title or id
        // changed (they break every tie), else those whose key changed.
        let tiesChanged = title != titles[position] || recipe.id != ids[position]
        var moved: [Int] = []
        for column in 0..<Self.numericColumnCount {
            let (old, new) = (keys[column][position], newKeys[column])
            if tiesChanged || !(old == new || (old.isNaN && new.isNaN)) { moved.append(column) }
        }
        if tiesChanged { moved.append(Self.titleColumn) }
        if tiesChanged || flags[position] >> 2 != newFlags >> 2 { moved.append(Self.titleColumn + 1) }
        // Where the recipe is in those orders, found with its old entry.
        let places = moved.map { column in
            (ascending: place(of: position, column, descending: false), descending: place(of: position, column, descending: true))
        }

        if recipe.id != ids[position] {
            forgetId(at: position)
            ids[position] = recipe.id
            noteId(at: position)
        }
        titles[position] = title
        for column in 0..<Self.numericColumnCount { keys[column][position] = newKeys[column] }
        flags[position] = newFlags
        foldedTags[position] = recipe.tags.map(TextFolding.fold)
        rows.replace(at: position, with: recipe)

        for (column, place) in zip(moved, places) {
            let ascending = newPlace(of: position, column, descending: false, leaving: place.ascending)
            RecipeQueryIndex.move(in: &orders[column], from: place.ascending, to: ascending)
            let descending = newPlace(of: position, column, descending: true, leaving: place.descending)
            RecipeQueryIndex.move(in: &descendingOrders[column], from: place.descending, to: descending)
        }
    }

    private mutating func insert(_ recipe: Recipe, at position: Int) {
        count += 1
        titles.insert(TextFolding.fold(recipe.title), at: position)
        ids.insert(recipe.id, at: position)
        for (column, field) in RecipeField.numeric.enumerated() {
            keys[column].insert(field.number(of: recipe) ?? .nan, at: position)
        }
        flags.insert(RecipeQueryIndex.flags(recipe), at: position)
        foldedTags.insert(recipe.tags.map(TextFolding.fold), at: position)
        rows.insert(recipe, at: position)

        // The recipes from `position` on moved up by one.
        let moved = Int32(truncatingIfNeeded: position)
        RecipeQueryIndex.renumber(&firstOfSameId, from: moved, by: 1)
        firstOfSameId.insert(moved, at: position)
        renumberFirstPositions(from: position, by: 1)
        noteId(at: position)
        for column in 0..<Self.columnCount {
            RecipeQueryIndex.renumber(&orders[column], from: moved, by: 1)
            RecipeQueryIndex.renumber(&descendingOrders[column], from: moved, by: 1)
            let ascending = newPlace(of: position, column, descending: false, leaving: nil)
            orders[column].insert(moved, at: ascending)
            let descending = newPlace(of: position, column, descending: true, leaving: nil)
            descendingOrders[column].insert(moved, at: descending)
        }
    }

    private mutating func remove(at position: Int) {
        let removed = Int32(truncatingIfNeeded: position)
        for column in 0..<Self.columnCount {
            let ascending = place(of: position, column, descending: false)
            let descending = place(of: position, column, descending: true)
            orders[column].remove(at: ascending)
            descendingOrders[column].remove(at: descending)
            // The recipes after it moved down by one.
            RecipeQueryIndex.renumber(&orders[column], from: removed + 1, by: -1)
            RecipeQueryIndex.renumber(&descendingOrders[column], from: removed + 1, by: -1)
        }
        forgetId(at: position)
        firstOfSameId.remove(at: position)
        RecipeQueryIndex.renumber(&firstOfSameId, from: removed + 1, by: -1)
        renumberFirstPositions(from: position + 1, by: -1)

        count -= 1
        titles.remove(at: position)
        ids.remove(at: position)
        for column in 0..<Self.numericColumnCount { keys[column].remove(at: position) }
        flags.remove(at: position)
        foldedTags.remove(at: position)
        rows.remove(at: position)
    }

    // MARK: Orders

    /// Whether the recipe at `a` comes before the one at `b` in the order
    /// of `column`: what `init` sorts by, one pair at a time. Recipes
    /// without the key last either way; equal keys (and every title of the
    /// title column, every category of the category one) by folded title,
    /// then id, then position.
    func precedes(_ a: Int, _ b: Int, _ column: Int, descending: Bool) -> Bool {
        if column < Self.numericColumnCount {
            let (x, y) = (keys[column][a], keys[column][b])
            switch (x.isNaN, y.isNaN) {
            case (false, true): return true
            case (true, false): return false
            case (false, false) where x != y: return descending ? x > y : x < y
            default: break
            }
        } else if column == Self.titleColumn {
            if descending, titles[a] != titles[b] { return titles[a] > titles[b] }
        } else {
            let x = Self.categoryRank[Int(flags[a] >> 2)]
            let y = Self.categoryRank[Int(flags[b] >> 2)]
            if x != y { return descending ? x > y : x < y }
        }
        if titles[a] != titles[b] { return titles[a] < titles[b] }
        if ids[a] != ids[b] { return ids[a] < ids[b] }
        return a < b
    }

    /// Where `position` is in the order of `column`, found by a binary
    /// search with the recipe's entry as it is now (which must be the one
    /// the order was made or last updated with).
    func place(of position: Int, _ column: Int, descending: Bool) -> Int {
        let order = descending ? descendingOrders[column] : orders[column]
        var (low, high) = (0, order.count)
        while low < high {
            let middle = (low + high) / 2
            if precedes(Int(order[middle]), position, column, descending: descending) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        if low < order.count, Int(order[low]) == position { return low }
        // Only when the order and the entries disagree, which updates keep
        // from happening; a search then still finds it.
        return order.firstIndex(of: Int32(truncatingIfNeeded: position)) ?? low
    }

    /// Where `position` goes in the order of `column` with the recipe's
    /// entry as it is now: the number of other recipes before it, leaving
    /// out the one at index `leaving` of the order (the recipe itself, still
    /// at its old place) when given.
    func newPlace(of position: Int, _ column: Int, descending: Bool, leaving: Int?) -> Int {
        let order = descending ? descendingOrders[column] : orders[column]
        let skipped = leaving ?? order.count
        // The order without the one at `skipped`: index `i` of it is `i`
        // of the order below `skipped`, `i + 1` from there on.
        var (low, high) = (0, leaving == nil ? order.count : order.count - 1)
        while low < high {
            let middle = (low + high) / 2
            let other = Int(order[middle < skipped ? middle : middle + 1])
            if precedes(other, position, column, descending: descending) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// Moves the element at index `from` of `order` to index `to` of the
    /// order without it: one shift of the elements between the two.
    static func move(in order: inout [Int32], from: Int, to: Int) {
        guard from != to else { return }
        order.withUnsafeMutableBufferPointer { order in
            guard let base = order.baseAddress else { return }
            let element = order[from]
            if to < from {
                (base + to + 1).update(from: base + to, count: from - to)
            } else {
                (base + from).update(from: base + from + 1, count: to - from)
            }
            order[to] = element
        }
    }

    /// Adds `change` to every element of `positions` from `first` on: the
    /// positions after an insert or a remove.
    static func renumber(_ positions: inout [Int32], from first: Int32, by change: Int32) {
        positions.withUnsafeMutableBufferPointer { positions in
            for index in positions.indices {
                // Without a branch, so that the loop is made of vector instructions.
                positions[index] &+= positions[index] >= first ? change : 0
            }
        }
    }

    // MARK: Ids

    /// Takes the id of the recipe at `position` out of `firstPosition` and
    /// `firstOfSameId`, before the recipe goes or gets another id: when it
    /// was the first with its id, the next one with it (found by a pass over
    /// `firstOfSameId`) becomes the first.
    private mutating func forgetId(at position: Int) {
        let moved = Int32(truncatingIfNeeded: position)
        guard firstOfSameId[position] == moved else { return }
        var next: Int32?
        firstOfSameId.withUnsafeMutableBufferPointer { first in
            for index in first.indices where index != position && first[index] == moved {
                if next == nil { next = Int32(truncatingIfNeeded: index) }
                first[index] = next ?? moved
            }
        }
        firstPosition[ids[position]] = next.map(Int.init)
    }

    /// Puts the id of the recipe at `position` into `firstPosition` and
    /// `firstOfSameId`, after it came or got that id (and `forgetId` took
    /// out any id it had).
    private mutating func noteId(at position: Int) {
        let here = Int32(truncatingIfNeeded: position)
        guard let first = firstPosition[ids[position]] else {
            firstPosition[ids[position]] = position
            firstOfSameId[position] = here
            return
        }
        if first < position {
            firstOfSameId[position] = Int32(truncatingIfNeeded: first)
            return
        }
        // The recipe comes before the others with its id: it is their first now.
        let was = Int32(truncatingIfNeeded: first)
        firstOfSameId.withUnsafeMutableBufferPointer { firsts in
            for index in firsts.indices where firsts[index] == was { firsts[index] = here }
        }
        firstOfSameId[position] = here
        firstPosition[ids[position]] = position
    }

    /// Adds `change` to every position of `firstPosition` from `first` on,
    /// through its values alone (no id is hashed again).
    private mutating func renumberFirstPositions(from first: Int, by change: Int) {
        var index = firstPosition.values.startIndex
        while index != firstPosition.values.endIndex {
            if firstPosition.values[index] >= first { firstPosition.values[index] += change }
            firstPosition.values.formIndex(after: &index)
        }
    }
}

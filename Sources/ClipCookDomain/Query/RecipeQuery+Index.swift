import ClipCookCore
import ClipCookLanguage

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
    package func selection(in index: RecipeQueryIndex) -> [UInt64] {
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
    package static func fill(_ bits: UnsafeMutableBufferPointer<UInt64>, _ count: Int, _ holds: (Int) -> Bool) {
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
    package func flagTest() -> (mask: UInt8, wanted: UInt8) {
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
    package static func bits(_ expression: WhereExpression, _ index: RecipeQueryIndex, _ wordCount: Int) -> [UInt64] {
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

import ClipCookCore
import ClipCookLanguage

extension RecipeQueryIndex {
    // MARK: Orders

    /// Whether the recipe at `a` comes before the one at `b` in the order
    /// of `column`: what `init` sorts by, one pair at a time. Recipes
    /// without the key last either way; equal keys (and every title of the
    /// title column, every category of the category one) by folded title,
    /// then id, then position.
    package func precedes(_ a: Int, _ b: Int, _ column: Int, descending: Bool) -> Bool {
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
    package func place(of position: Int, _ column: Int, descending: Bool) -> Int {
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
    package func newPlace(of position: Int, _ column: Int, descending: Bool, leaving: Int?) -> Int {
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
    package static func move(in order: inout [Int32], from: Int, to: Int) {
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
    package static func renumber(_ positions: inout [Int32], from first: Int32, by change: Int32) {
        positions.withUnsafeMutableBufferPointer { positions in
            for index in positions.indices {
                // Without a branch, so that the loop is made of vector instructions.
                positions[index] &+= positions[index] >= first ? change : 0
            }
        }
    }
}

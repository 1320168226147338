import ClipCookCore

/// Where each key first occurs in a stretch of a list, in four bytes a key.
///
/// Merging a list of a million items needs each version's items by id. A
/// `[String: Int]` holds a copy of every id (on the heap once it is longer
/// than the 15 bytes a string keeps inline) and, to find the ids in order,
/// a set and a list of them again; that was most of what a long shopping
/// list's merge took. This index keeps only positions in an open-addressed
/// table of twice the stretch's length and reads the keys from the list
/// itself when it compares them (`key`), so a lookup costs one hash and,
/// nearly always, one comparison.
package struct FirstPositionIndex {
    /// Positions plus one; 0 is an empty slot.
    private var slots: [UInt32]
    private let mask: Int

    /// The index of `range`, or nil when a position would not fit in four
    /// bytes (far past the largest file ClipCook reads).
    package init?(_ range: Range<Int>, key: (Int) -> String) {
        guard UInt32(exactly: range.upperBound) != nil else { return nil }
        var capacity = 16
        while capacity < range.count * 2 { capacity *= 2 }
        slots = Array(repeating: 0, count: capacity)
        mask = capacity - 1
        for position in range {
            let id = key(position)
            var slot = Self.start(id, mask)
            while true {
                let stored = slots[slot]
                if stored == 0 {
                    slots[slot] = UInt32(truncatingIfNeeded: position) + 1
                    break
                }
                // A key seen before keeps its first position.
                if key(Int(stored) - 1) == id { break }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Where `id` first occurs, or nil when it does not.
    package func first(_ id: String, key: (Int) -> String) -> Int? {
        var slot = Self.start(id, mask)
        while true {
            let stored = slots[slot]
            if stored == 0 { return nil }
            let position = Int(stored) - 1
            if key(position) == id { return position }
            slot = (slot + 1) & mask
        }
    }

    private static func start(_ id: String, _ mask: Int) -> Int {
        var hasher = Hasher()
        hasher.combine(id)
        return hasher.finalize() & mask
    }
}

import ClipCookCore

/// The ids of one list of a file (a recipe's ingredients or steps, a
/// plan's meal slots...), and where each id was first used, found without
/// a table of every id.
///
/// An item without an `[id ...]` has the id derived from its position
/// (`i3` for the third ingredient), and no two positions derive the same
/// id: only an item whose id is not its derived one (a written id) can
/// repeat another. Those alone go into a table of item numbers (4 bytes a
/// slot, the ids compared where they are kept); a derived id is looked up
/// in it, and a written one is also checked against the position it would
/// be derived at. A recipe of 1.4 million ingredients without written ids
/// builds no table at all (a table of every id as a `String` key was
/// twice the file).
struct ItemIDList {
    let count: Int
    let id: (Int) -> String
    /// The id derived for a position, for lists that derive them.
    var derived: ((Int) -> String)?
    /// The letter before the number of a derived id (`i`, `s`).
    var prefix: UInt8 = 0

    init(count: Int, id: @escaping (Int) -> String) {
        self.count = count
        self.id = id
    }

    init(count: Int, id: @escaping (Int) -> String, derived: @escaping (Int) -> String, prefix: Character) {
        self.init(count: count, id: id)
        self.derived = derived
        self.prefix = prefix.asciiValue ?? 0
    }

    /// Calls `body(index, first)` for each item, in order, whose id an
    /// earlier item (the first at `first`) already has.
    func forEachRepeat(_ body: (Int, Int) -> Void) {
        var table = ItemIndexTable(room: writtenCount)
        for index in 0..<count {
            let value = id(index)
            if !isWritten(index) {
                // Derived: only a written id before it can be the same.
                if let first = table.first(of: value, ids: id), first < index { body(index, first) }
                continue
            }
            var first = table.first(of: value, ids: id)
            if let position = derivedPosition(of: value), position < index, position < first ?? .max,
                !isWritten(position)
            {
                first = position
            }
            if let first {
                body(index, first)
            } else {
                table.insert(index, id: value)
            }
        }
    }

    /// Whether item `index`'s id is not the one its position derives (every id, in a list without derived ids).
    private func isWritten(_ index: Int) -> Bool {
        guard let derived else { return true }
        return id(index) != derived(index)
    }

    /// How many items have a written id: the table's room.
    var writtenCount: Int {
        var written = 0
        for index in 0..<count where isWritten(index) { written += 1 }
        return written
    }

    /// The position whose derived id `value` would be (`i12` -> 11), if any.
    private func derivedPosition(of value: String) -> Int? {
        guard derived != nil, prefix != 0 else { return nil }
        var utf8 = value.utf8.makeIterator()
        guard utf8.next() == prefix else { return nil }
        var number = 0
        var digits = 0
        while let byte = utf8.next() {
            guard byte >= 0x30, byte <= 0x39, digits < 12, !(digits == 0 && byte == 0x30) else { return nil }
            number = number * 10 + Int(byte - 0x30)
            digits += 1
        }
        guard digits > 0, number <= count else { return nil }
        return number - 1
    }
}

/// An open-addressing table of item numbers keyed by their ids' hashes:
/// each slot holds an item's index plus one (0: empty), the id itself is
/// read from the list when two hashes meet.
private struct ItemIndexTable {
    private var slots: [UInt32]
    private let mask: Int

    init(room: Int) {
        var size = 8
        while size < room * 2, size < 1 << 30 { size *= 2 }
        slots = room == 0 ? [] : [UInt32](repeating: 0, count: size)
        mask = size - 1
    }

    /// The index of the item inserted with `value`, if any.
    func first(of value: String, ids: (Int) -> String) -> Int? {
        guard !slots.isEmpty else { return nil }
        var slot = value.hashValue & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if ids(index) == value { return index }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Adds item `index` (its id not in the table yet).
    mutating func insert(_ index: Int, id value: String) {
        guard !slots.isEmpty, let stored = UInt32(exactly: index + 1) else { return }
        var slot = value.hashValue & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = stored
    }
}

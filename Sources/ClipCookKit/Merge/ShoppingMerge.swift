import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// The items of two shopping lists merged into ours' text (see `DocumentMerge`).
///
/// The decisions and ours' line edits are worked out while the three lists
/// and ours' syntax tree are at hand (`decide`); the edits are made and the
/// result formatted once they are let go (`result`), so that formatting,
/// which costs what `fmt` does, does not add to them.
enum ShoppingMerge {
    /// What is left to do once the lists are let go.
    struct Pending {
        /// Ours' edits (nil: ours' text stays as it is, `unchanged`).
        var edit: ShoppingEdit.Prepared?
        var unchanged: [UInt8]
        var conflicts: [(ours: ShoppingItem?, theirs: ShoppingItem?)]
    }

    static func decide(base: ShoppingList, ours: ShoppingList, oursTree: SyntaxTree, theirs: ShoppingList) -> Pending {
        let (bi, oi, ti) = (base.shoppingItems, ours.shoppingItems, theirs.shoppingItems)
        // The items equal in all three at the start and at the end are
        // neither keyed nor looked at again; the others are indexed by id.
        let shortest = min(bi.count, oi.count, ti.count)
        var prefix = 0
        while prefix < shortest, bi[prefix] == oi[prefix], oi[prefix] == ti[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shortest - prefix, bi[bi.count - 1 - suffix] == oi[oi.count - 1 - suffix],
            oi[oi.count - 1 - suffix] == ti[ti.count - 1 - suffix]
        {
            suffix += 1
        }
        let middle = { (items: [ShoppingItem]) in prefix..<(items.count - suffix) }
        guard let bx = FirstPositionIndex(middle(bi), key: { bi[$0].id }),
            let ox = FirstPositionIndex(middle(oi), key: { oi[$0].id }),
            let tx = FirstPositionIndex(middle(ti), key: { ti[$0].id })
        else {
            // Past four billion items (a list far over the largest file read):
            // left as ours with an empty conflict, never merged wrongly.
            return Pending(edit: nil, unchanged: oursTree.source.bytes, conflicts: [(nil, nil)])
        }
        let inBase = { (id: String) in bx.first(id) { bi[$0].id } }
        let inOurs = { (id: String) in ox.first(id) { oi[$0].id } }
        let inTheirs = { (id: String) in tx.first(id) { ti[$0].id } }
        var changes: [ShoppingChange] = []
        var conflicts: [(ours: ShoppingItem?, theirs: ShoppingItem?)] = []
        func decide(_ id: String) {
            let position = inOurs(id)
            let mine = position.map { oi[$0] }
            switch ThreeWay.decide(base: inBase(id).map { bi[$0] }, ours: mine, theirs: inTheirs(id).map { ti[$0] }) {
            case .keepOurs:
                return
            case .takeTheirs(let item):
                if let position {
                    changes.append(item.map { .replace(position, $0) } ?? .remove(position))
                } else if let item {
                    changes.append(.append(item))
                }
            case .addBoth(let item):
                // The same item added on both sides, differently (another amount).
                conflicts.append((mine, item))
            case .conflict(let mine, let their):
                conflicts.append((mine, their))
            }
        }
        // Each id once, in the order the base, then ours, then theirs first
        // name it, without a list of the ids.
        for index in middle(bi) where inBase(bi[index].id) == index { decide(bi[index].id) }
        for index in middle(oi) where inOurs(oi[index].id) == index && inBase(oi[index].id) == nil { decide(oi[index].id) }
        for index in middle(ti) {
            let id = ti[index].id
            if inTheirs(id) == index && inBase(id) == nil && inOurs(id) == nil { decide(id) }
        }
        if changes.isEmpty { return Pending(edit: nil, unchanged: oursTree.source.bytes, conflicts: conflicts) }
        return Pending(edit: ShoppingEdit.prepare(changes, to: ours, in: oursTree), unchanged: [], conflicts: conflicts)
    }

    /// Ours' text with the changes made (left as it was when they would not
    /// read back), with conflict markers.
    static func result(_ pending: consuming Pending) -> DocumentMerge.Result {
        let conflicts = pending.conflicts
        var bytes = pending.unchanged
        if let edit = pending.edit { bytes = edit.applied() ?? edit.source }
        pending = Pending(edit: nil, unchanged: [], conflicts: [])
        var text = String(decoding: bytes, as: UTF8.self)
        bytes = []
        if !conflicts.isEmpty { text = marked(text, conflicts: conflicts) }
        return DocumentMerge.Result(text: text, conflicts: conflicts.count)
    }

    static func marked(_ text: String, conflicts: [(ours: ShoppingItem?, theirs: ShoppingItem?)]) -> String {
        let parsed = Language.parse(SourceFile(path: "merged.list", text: text))
        guard case .shoppingList(let list)? = parsed.document else { return text }
        var lines = parsed.tree.lines.map { parsed.tree.text($0.fullRange) }
        var lineOfItem: [String: Int] = [:]
        for (index, line) in parsed.tree.lines.enumerated() where line.kind == .shoppingItem {
            if let item = line.itemIndex, item < list.shoppingItems.count { lineOfItem[list.shoppingItems[item].id] = index }
        }
        var appended: [String] = []
        var blocks: [Int: [String]] = [:]
        for conflict in conflicts {
            let theirs = conflict.theirs.map { ["  " + ShoppingPrinter.line($0, derivedID: $0.id) + "\n"] } ?? []
            if let mine = conflict.ours, let line = lineOfItem[mine.id] {
                blocks[line] = ConflictMarkers.block(ours: [lines[line]], theirs: theirs)
            } else {
                appended += ConflictMarkers.block(ours: [], theirs: theirs)
            }
        }
        for line in blocks.keys.sorted(by: >) {
            if let block = blocks[line] { lines.replaceSubrange(line...line, with: block) }
        }
        return (lines + appended).joined()
    }
}

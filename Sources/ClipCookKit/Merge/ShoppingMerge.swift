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
              oi[oi.count - 1 - suffix] == ti[ti.count - 1 - suffix] {
            suffix += 1
        }
        func byId(_ items: [ShoppingItem]) -> [String: Int] {
            var found: [String: Int] = [:]
            for index in prefix..<(items.count - suffix) where found[items[index].id] == nil { found[items[index].id] = index }
            return found
        }
        let (bx, ox, tx) = (byId(bi), byId(oi), byId(ti))
        let b = { (id: String) in bx[id].map { bi[$0] } }
        let o = { (id: String) in ox[id].map { oi[$0] } }
        let t = { (id: String) in tx[id].map { ti[$0] } }
        var order: [String] = []
        var seen: Set<String> = []
        for items in [bi, oi, ti] {
            for index in prefix..<(items.count - suffix) where seen.insert(items[index].id).inserted { order.append(items[index].id) }
        }
        let position = ox
        var changes: [ShoppingChange] = []
        var conflicts: [(ours: ShoppingItem?, theirs: ShoppingItem?)] = []
        for id in order {
            switch ThreeWay.decide(base: b(id), ours: o(id), theirs: t(id)) {
            case .keepOurs:
                continue
            case .takeTheirs(let item):
                if let index = position[id] {
                    changes.append(item.map { .replace(index, $0) } ?? .remove(index))
                } else if let item {
                    changes.append(.append(item))
                }
            case .addBoth(let item):
                // The same item added on both sides, differently (another amount).
                conflicts.append((o(id), item))
            case .conflict(let mine, let their):
                conflicts.append((mine, their))
            }
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

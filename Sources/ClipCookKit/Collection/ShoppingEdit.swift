/// Line-level edits of a shopping-list file: an item's line replaced or
/// removed, new items after the last one. Comments, blank lines and every
/// other line stay; the result is then laid out as `clipcook fmt` would.
public enum ShoppingEdit {
    /// The file a collection's list lives in when it has none yet.
    public static let fileName = "shopping.list"

    /// The items after `changes`: replaced in place, removed, appended in order.
    public static func items(_ items: [ShoppingItem], after changes: [ShoppingChange]) -> [ShoppingItem] {
        itemsWithOrigins(items, changes).0
    }

    /// The new bytes of a shopping-list file (`tree` nil: no file yet) with
    /// `changes` applied to `list`, the list it holds; nil when the result
    /// would not read back as the expected list.
    public static func apply(_ changes: [ShoppingChange], to list: ShoppingList, in tree: SyntaxTree?) -> [UInt8]? {
        let before = list.shoppingItems
        let after = items(before, after: changes)
        let printed = printedLines(before: before, changes: changes)
        var bytes = tree?.source.bytes ?? Array("shopping\n".utf8)
        let lines = tree?.lines ?? []
        // Replace and remove, last line first so earlier offsets hold.
        var byItem: [Int: SyntaxLine] = [:]
        for line in lines where line.kind == .shoppingItem {
            if let index = line.itemIndex { byItem[index] = line }
        }
        var edits: [(range: Range<Int>, bytes: [UInt8])] = []
        for change in changes {
            switch change {
            case .replace(let index, _):
                guard let line = byItem[index], let text = printed[index] else { continue }
                edits.append((line.contentRange, Array(text.utf8)))
            case .remove(let index):
                guard let line = byItem[index] else { continue }
                if let comment = line.commentRange {
                    // The comment stays, on a line of its own.
                    edits.append((line.contentRange.lowerBound..<comment.lowerBound, []))
                } else {
                    edits.append((line.fullRange, []))
                }
            case .append: continue
            }
        }
        // New items after the last item (or after the header line), indented like it.
        let appendedTexts = appendedLines(before: before, after: after, changes: changes)
        if !appendedTexts.isEmpty {
            let anchor = byItem.keys.max().flatMap { byItem[$0] } ?? lines.first { if case .header = $0.kind { true } else { false } }
            var insertAt = bytes.count
            var prefix: [UInt8] = []
            if let anchor {
                insertAt = anchor.fullRange.upperBound
                if SourceEdit.lineEnding(of: anchor, in: bytes) == nil { prefix = SourceEdit.lineEnding(in: bytes) }
            } else if let last = bytes.last, last != 0x0A {
                prefix = [0x0A]
            }
            var inserted = prefix
            for text in appendedTexts { inserted += Array(("  " + text).utf8) + SourceEdit.lineEnding(in: bytes) }
            edits.append((insertAt..<insertAt, inserted))
        }
        for edit in edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) > ($1.range.lowerBound, $1.range.upperBound) }) {
            bytes.replaceSubrange(edit.range, with: edit.bytes)
        }
        let path = tree?.source.path ?? fileName
        guard let formatted = try? Formatter.format(SourceFile(path: path, bytes: bytes)) else { return nil }
        let reread = Language.parse(SourceFile(path: path, text: formatted))
        guard case .shoppingList(let written)? = reread.document, !reread.diagnostics.hasErrors,
              written.shoppingItems.map(Self.comparable) == after.map(Self.comparable) else { return nil }
        return Array(formatted.utf8)
    }

    /// What must survive a write: everything but derived ids.
    private static func comparable(_ item: ShoppingItem) -> [String?] {
        [item.name, item.amount, item.recipeId, item.recipeName, item.checked ? "x" : nil, item.createdAt?.text]
    }

    /// The printed text of each replaced item, with ids derived from the list after the change.
    private static func printedLines(before: [ShoppingItem], changes: [ShoppingChange]) -> [Int: String] {
        let (after, origins) = itemsWithOrigins(before, changes)
        let derivedBefore = DerivedID.shoppingItems(names: before.map(\.name))
        let derivedAfter = DerivedID.shoppingItems(names: after.map(\.name))
        var result: [Int: String] = [:]
        let replaced = Set(changes.compactMap { change -> Int? in
            if case .replace(let index, _) = change { return index }
            return nil
        })
        for (position, origin) in origins.enumerated() {
            guard let index = origin, replaced.contains(index) else { continue }
            var item = after[position]
            // An id the file did not write stays unwritten: it follows the name.
            if before[index].id == derivedBefore[index] || item.id.isEmpty { item.id = derivedAfter[position] }
            result[index] = ShoppingPrinter.line(item, derivedID: derivedAfter[position])
        }
        return result
    }

    private static func appendedLines(before: [ShoppingItem], after: [ShoppingItem], changes: [ShoppingChange]) -> [String] {
        let (items, origins) = itemsWithOrigins(before, changes)
        let derived = DerivedID.shoppingItems(names: items.map(\.name))
        return origins.enumerated().compactMap { position, origin in
            guard origin == nil else { return nil }
            var item = items[position]
            if item.id.isEmpty { item.id = derived[position] }
            return ShoppingPrinter.line(item, derivedID: derived[position])
        }
    }

    /// The list after the changes, with the index each item had before (nil: new).
    private static func itemsWithOrigins(_ items: [ShoppingItem], _ changes: [ShoppingChange]) -> ([ShoppingItem], [Int?]) {
        var result: [(ShoppingItem, Int?)?] = items.enumerated().map { ($0.element, $0.offset) }
        var appended: [(ShoppingItem, Int?)] = []
        for change in changes {
            switch change {
            case .replace(let index, let item) where result.indices.contains(index): result[index] = (item, index)
            case .remove(let index) where result.indices.contains(index): result[index] = nil
            case .append(let item): appended.append((item, nil))
            default: break
            }
        }
        let all = result.compactMap { $0 } + appended
        return (all.map(\.0), all.map(\.1))
    }
}

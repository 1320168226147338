import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

/// Line-level edits of a shopping-list file: an item's line replaced or
/// removed, new items after the last one. Comments, blank lines and every
/// other line stay; the result is then laid out as `clipcook fmt` would.
public enum ShoppingEdit {
    /// The file a collection's list lives in when it has none yet.
    public static let fileName = "shopping.list"

    /// The items after `changes`: replaced in place, removed, appended in order.
    public static func items(_ items: [ShoppingItem], after changes: [ShoppingChange]) -> [ShoppingItem] {
        let changed = Changed(items, changes)
        var after: [ShoppingItem] = []
        after.reserveCapacity(changed.count)
        changed.forEach { item, _ in after.append(item) }
        return after
    }

    /// The new bytes of a shopping-list file (`tree` nil: no file yet) with
    /// `changes` applied to `list`, the list it holds; nil when the result
    /// would not read back as the expected list.
    public static func apply(_ changes: [ShoppingChange], to list: ShoppingList, in tree: SyntaxTree?) -> [UInt8]? {
        prepare(changes, to: list, in: tree).applied()
    }

    /// `apply` in two steps, so that the list and its syntax tree can be let
    /// go before the file is formatted and read back (a merge of a long list):
    /// the line edits, the file's bytes and a digest of the expected items.
    public struct Prepared: Sendable {
        /// The file's bytes before the edits.
        public let source: [UInt8]
        package let path: String
        package let edits: [(range: Range<Int>, bytes: [UInt8])]
        package let expected: Digest

        /// The edited, formatted bytes; nil when they would not read back
        /// as the expected list.
        public func applied() -> [UInt8]? {
            var bytes = source
            for edit in edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) > ($1.range.lowerBound, $1.range.upperBound) }) {
                bytes.replaceSubrange(edit.range, with: edit.bytes)
            }
            guard let formatted = try? Formatter.formatBytes(SourceFile(path: path, bytes: bytes)) else { return nil }
            bytes = []
            let reread = Language.parse(SourceFile(path: path, bytes: formatted), keeping: [])
            guard case .shoppingList(let written)? = reread.document, !reread.diagnostics.hasErrors,
                Digest(written.shoppingItems) == expected
            else { return nil }
            return formatted
        }
    }

    /// The items' count and a hash of what must survive a write of each.
    package struct Digest: Equatable, Sendable {
        package let count: Int
        package let hash: Int

        package init(_ items: [ShoppingItem]) {
            var hasher = Hasher()
            for item in items { hasher.combine(ShoppingEdit.comparable(item)) }
            count = items.count
            hash = hasher.finalize()
        }

        package init(_ changed: Changed) {
            var hasher = Hasher()
            var count = 0
            changed.forEach { item, _ in
                hasher.combine(ShoppingEdit.comparable(item))
                count += 1
            }
            self.count = count
            hash = hasher.finalize()
        }
    }

    /// The line edits of `apply`, worked out while `list` and `tree` are at hand.
    public static func prepare(_ changes: [ShoppingChange], to list: ShoppingList, in tree: SyntaxTree?) -> Prepared {
        // The list after the changes is walked, never held: a merge of a long
        // list calls this while three versions of it are in memory.
        let before = list.shoppingItems
        let changed = Changed(before, changes)
        let printed = printedLines(before: before, changed: changed)
        let bytes = tree?.source.bytes ?? Array("shopping\n".utf8)
        let lines = tree?.lines ?? []
        // The lines of the changed items, and the last item's line.
        var byItem: [Int: SyntaxLine] = [:]
        var lastItemLine: SyntaxLine?
        for line in lines where line.kind == .shoppingItem {
            guard let index = line.itemIndex else { continue }
            if changed.touches(index) { byItem[index] = line }
            if (lastItemLine?.itemIndex ?? -1) < index { lastItemLine = line }
        }
        var edits: [(range: Range<Int>, bytes: [UInt8])] = []
        for change in changes {
            switch change {
            case .replace(let index, let item):
                guard let line = byItem[index], let text = printed[index] else { continue }
                // A tick changes the box alone: the rest of the line stays byte for byte.
                if before.indices.contains(index), let box = checkbox(in: line.contentRange, of: bytes),
                    before[index].checked != item.checked, sameButChecked(before[index], item)
                {
                    edits.append((box..<(box + 1), [item.checked ? UInt8(ascii: "x") : UInt8(ascii: " ")]))
                    continue
                }
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
        let appendedTexts = appendedLines(changed)
        if !appendedTexts.isEmpty {
            let anchor = lastItemLine ?? lines.first { if case .header = $0.kind { true } else { false } }
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
        return Prepared(source: bytes, path: tree?.source.path ?? fileName, edits: edits, expected: Digest(changed))
    }

    /// Where the mark of an item line's box is (` ` or `x` in `- [ ]`); nil when the line has none.
    static func checkbox(in content: Range<Int>, of bytes: [UInt8]) -> Int? {
        var at = content.lowerBound
        guard at < content.upperBound, bytes[at] == UInt8(ascii: "-") else { return nil }
        at += 1
        while at < content.upperBound, bytes[at] == UInt8(ascii: " ") || bytes[at] == UInt8(ascii: "\t") { at += 1 }
        guard at + 2 < content.upperBound, bytes[at] == UInt8(ascii: "["), bytes[at + 2] == UInt8(ascii: "]"),
            [UInt8(ascii: " "), UInt8(ascii: "x"), UInt8(ascii: "X")].contains(bytes[at + 1])
        else { return nil }
        return at + 1
    }

    /// Whether two items differ in nothing but their box.
    static func sameButChecked(_ a: ShoppingItem, _ b: ShoppingItem) -> Bool {
        var a = a
        a.checked = b.checked
        return comparable(a) == comparable(b)
    }

    /// What must survive a write: everything but derived ids.
    package static func comparable(_ item: ShoppingItem) -> [String?] {
        [item.name, item.amount, item.recipeId, item.recipeName, item.checked ? "x" : nil, item.createdAt?.text]
    }

    /// The printed text of each replaced item, with ids derived from the list after the change.
    private static func printedLines(before: [ShoppingItem], changed: Changed) -> [Int: String] {
        var result: [Int: String] = [:]
        guard !changed.replaced.isEmpty else { return result }
        // Derived ids one at a time, kept only for the replaced items.
        var derivedBefore: [Int: String] = [:]
        var numbering = DerivedID.ShoppingItemNumbering()
        for (index, item) in before.enumerated() {
            let id = numbering.next(name: item.name)
            if changed.replaced[index] != nil { derivedBefore[index] = id }
        }
        numbering = DerivedID.ShoppingItemNumbering()
        changed.forEach { after, origin in
            let derivedAfter = numbering.next(name: after.name)
            guard let index = origin, changed.replaced[index] != nil else { return }
            var item = after
            // An id the file did not write stays unwritten: it follows the name.
            if before[index].id == derivedBefore[index] || item.id.isEmpty { item.id = derivedAfter }
            result[index] = ShoppingPrinter.line(item, derivedID: derivedAfter)
        }
        return result
    }

    private static func appendedLines(_ changed: Changed) -> [String] {
        guard !changed.appended.isEmpty else { return [] }
        var numbering = DerivedID.ShoppingItemNumbering()
        var lines: [String] = []
        changed.forEach { item, origin in
            let derived = numbering.next(name: item.name)
            guard origin == nil else { return }
            var item = item
            if item.id.isEmpty { item.id = derived }
            lines.append(ShoppingPrinter.line(item, derivedID: derived))
        }
        return lines
    }

    /// A list and its changes, read as the list after them: replaced in
    /// place, removed, appended in order.
    package struct Changed {
        package let items: [ShoppingItem]
        package var replaced: [Int: ShoppingItem] = [:]
        package var removed: Set<Int> = []
        package var appended: [ShoppingItem] = []

        package init(_ items: [ShoppingItem], _ changes: [ShoppingChange]) {
            self.items = items
            for change in changes {
                switch change {
                case .replace(let index, let item) where items.indices.contains(index):
                    replaced[index] = item
                    removed.remove(index)
                case .remove(let index) where items.indices.contains(index):
                    removed.insert(index)
                    replaced[index] = nil
                case .append(let item): appended.append(item)
                default: break
                }
            }
        }

        /// How many items the list has after the changes.
        package var count: Int { items.count - removed.count + appended.count }

        /// Whether a change replaces or removes item `index`.
        package func touches(_ index: Int) -> Bool { replaced[index] != nil || removed.contains(index) }

        /// Each item after the changes, with the index it had before (nil: new).
        package func forEach(_ body: (ShoppingItem, Int?) -> Void) {
            for index in items.indices where !removed.contains(index) { body(replaced[index] ?? items[index], index) }
            for item in appended { body(item, nil) }
        }
    }
}

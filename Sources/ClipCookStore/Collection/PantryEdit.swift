import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

/// Line-level edits of a pantry file: an item's line replaced or removed,
/// new items after the last one. Comments, blank lines and every other line
/// stay; the result is laid out as `clipcook fmt` would.
public enum PantryEdit {
    /// The file a collection's pantry lives in when it has none yet.
    public static let fileName = "pantry"

    /// The new bytes of a pantry file (`tree` nil: no file yet) holding
    /// `pantry`, with `changes` applied; nil when the result would not read
    /// back as the expected pantry.
    public static func apply(_ changes: [PantryChange], to pantry: Pantry, in tree: SyntaxTree?) -> [UInt8]? {
        let bytes = tree?.source.bytes ?? Array("pantry\n".utf8)
        let lines = tree?.lines ?? []
        var byItem: [Int: SyntaxLine] = [:]
        for line in lines where line.kind == .pantryItem {
            if let index = line.itemIndex { byItem[index] = line }
        }
        var expected = pantry.items.map(Optional.some)
        var appended: [PantryItem] = []
        var edits: [(range: Range<Int>, bytes: [UInt8])] = []
        for change in changes {
            switch change {
            case .replace(let index, let item):
                guard let line = byItem[index], expected.indices.contains(index) else { return nil }
                expected[index] = item
                edits.append((line.contentRange, Array(text(item).utf8)))
            case .remove(let index):
                guard let line = byItem[index], expected.indices.contains(index) else { return nil }
                expected[index] = nil
                if let comment = line.commentRange {
                    // The comment stays, on a line of its own.
                    edits.append((line.contentRange.lowerBound..<comment.lowerBound, []))
                } else {
                    edits.append((line.fullRange, []))
                }
            case .append(let item):
                appended.append(item)
            }
        }
        if !appended.isEmpty {
            let anchor = byItem.keys.max().flatMap { byItem[$0] } ?? lines.first { if case .header = $0.kind { true } else { false } }
            var insertAt = bytes.count
            var inserted: [UInt8] = []
            if let anchor {
                insertAt = anchor.fullRange.upperBound
                if SourceEdit.lineEnding(of: anchor, in: bytes) == nil { inserted = SourceEdit.lineEnding(in: bytes) }
            } else if let last = bytes.last, last != 0x0A {
                inserted = [0x0A]
            }
            for item in appended { inserted += Array(("  " + text(item)).utf8) + SourceEdit.lineEnding(in: bytes) }
            edits.append((insertAt..<insertAt, inserted))
        }
        var out = bytes
        for edit in edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) > ($1.range.lowerBound, $1.range.upperBound) }) {
            out.replaceSubrange(edit.range, with: edit.bytes)
        }
        let path = tree?.source.path ?? fileName
        guard let formatted = try? Formatter.formatBytes(SourceFile(path: path, bytes: out)) else { return nil }
        let reread = Language.parse(SourceFile(path: path, bytes: formatted), keeping: [])
        guard case .pantry(let written)? = reread.document, !reread.diagnostics.hasErrors,
            written.items == expected.compactMap({ $0 }) + appended
        else { return nil }
        return formatted
    }

    /// An item's line as the printer writes it, without indentation.
    package static func text(_ item: PantryItem) -> String {
        var out = TextBuilder()
        PantryPrinter.line(item, into: &out)
        return String(decoding: out.bytes, as: UTF8.self)
    }
}

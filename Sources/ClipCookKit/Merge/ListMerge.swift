import ClipCookCore
import ClipCookLanguage

/// The three-way decisions for a list of elements known by a key (a
/// pantry's items by name, a foods file's foods, an inbox's links by id):
/// what to do to ours' list, and the elements changed differently on both
/// sides. A key met twice in one list is told apart by its occurrence
/// (the second "salt" is "salt" number 2), so duplicates merge one by one.
enum ListMerge {
    struct Changes<Value> {
        /// Ours' index -> theirs' version.
        var replacements: [(index: Int, value: Value)] = []
        /// Ours' indices to remove.
        var removals: [Int] = []
        /// Theirs' additions, in theirs' order, after ours' elements.
        var additions: [Value] = []
        /// Ours' index (nil: ours removed it, and theirs' version is among
        /// `additions`) and theirs' version (nil: theirs removed it).
        var conflicts: [(ours: Int?, theirs: Value?)] = []

        /// Where ours' element `index` stands once the removals are made.
        func placeAfterRemovals(_ index: Int) -> Int {
            index - removals.filter { $0 < index }.count
        }
    }

    /// The keys of `list`, each told apart from the same key earlier in the list.
    static func keys<Value>(_ list: [Value], _ key: (Value) -> String) -> [String] {
        var seen: [String: Int] = [:]
        return list.map { value in
            let plain = key(value)
            let count = seen[plain, default: 0] + 1
            seen[plain] = count
            return count == 1 ? plain : plain + "\u{0}\(count)"
        }
    }

    static func changes<Value: Equatable>(base: [Value], ours: [Value], theirs: [Value], key: (Value) -> String) -> Changes<Value> {
        let (bk, ok, tk) = (keys(base, key), keys(ours, key), keys(theirs, key))
        let b = Dictionary(zip(bk, base.indices), uniquingKeysWith: { first, _ in first })
        let o = Dictionary(zip(ok, ours.indices), uniquingKeysWith: { first, _ in first })
        let t = Dictionary(zip(tk, theirs.indices), uniquingKeysWith: { first, _ in first })
        var changes = Changes<Value>()
        func decide(_ key: String) {
            let mine = o[key]
            switch ThreeWay.decide(base: b[key].map { base[$0] }, ours: mine.map { ours[$0] }, theirs: t[key].map { theirs[$0] }) {
            case .keepOurs:
                return
            case .takeTheirs(let value):
                if let mine {
                    if let value { changes.replacements.append((mine, value)) } else { changes.removals.append(mine) }
                } else if let value {
                    changes.additions.append(value)
                }
            case .addBoth(let value):
                // The same key added on both sides, differently.
                changes.conflicts.append((mine, value))
            case .conflict(_, let value):
                if mine == nil, let value { changes.additions.append(value) }
                changes.conflicts.append((mine, value))
            }
        }
        for key in ok { decide(key) }
        for key in bk where o[key] == nil { decide(key) }
        for key in tk where o[key] == nil && b[key] == nil { decide(key) }
        return changes
    }

    /// `list` (ours) with `changes` made.
    static func applied<Value>(_ changes: Changes<Value>, to list: [Value]) -> [Value] {
        var result = list
        for (index, value) in changes.replacements where result.indices.contains(index) { result[index] = value }
        for index in changes.removals.sorted(by: >) where result.indices.contains(index) { result.remove(at: index) }
        return result + changes.additions
    }

    /// One conflict to mark in a merged text: the element's source-map path
    /// there, whether that line is ours (else it is theirs, which ours
    /// removed), and theirs' lines.
    struct Mark {
        var path: String
        var isOurs: Bool
        var theirs: [String]
    }

    /// `text` with each marked element's first line between conflict markers.
    static func marked(_ text: String, _ marks: [Mark]) -> String {
        let parsed = Language.parse(text, path: "merged")
        var lines = parsed.tree.lines.map { parsed.tree.text($0.fullRange) }
        var blocks: [Int: [String]] = [:]
        var appended: [String] = []
        for mark in marks {
            guard let range = parsed.sourceMap[mark.path], range.start.line >= 1, range.start.line <= lines.count else {
                appended += ConflictMarkers.block(ours: [], theirs: mark.theirs)
                continue
            }
            let line = range.start.line - 1
            blocks[line] =
                mark.isOurs
                ? ConflictMarkers.block(ours: [lines[line]], theirs: mark.theirs)
                : ConflictMarkers.block(ours: [], theirs: [lines[line]])
        }
        for line in blocks.keys.sorted(by: >) {
            if let block = blocks[line] { lines.replaceSubrange(line...line, with: block) }
        }
        if !appended.isEmpty, let last = lines.last, !last.hasSuffix("\n") { lines[lines.count - 1] = last + "\n" }
        return (lines + appended).joined()
    }

    /// The marks of `changes`' conflicts in a list printed at `field`, the
    /// merged list being `applied(changes, to: ours)`; `line` prints theirs' element.
    static func marks<Value>(_ changes: Changes<Value>, oursCount: Int, field: String, line: (Value) -> String) -> [Mark] {
        let kept = oursCount - changes.removals.count
        return changes.conflicts.compactMap { conflict in
            if let index = conflict.ours {
                return Mark(
                    path: "\(field)[\(changes.placeAfterRemovals(index))]", isOurs: true,
                    theirs: conflict.theirs.map { [line($0)] } ?? [])
            }
            guard let theirs = conflict.theirs,
                let added = changes.additions.lastIndex(where: { line($0) == line(theirs) })
            else { return nil }
            return Mark(path: "\(field)[\(kept + added)]", isOurs: false, theirs: [])
        }
    }
}

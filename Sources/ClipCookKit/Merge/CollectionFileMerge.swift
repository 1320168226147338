import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// The pantry, the aisles, a foods file and the inbox merged element by
/// element (see `DocumentMerge`). The pantry's changes are made to ours'
/// text (`PantryEdit`), so its comments and layout stay; the others are
/// printed in canonical form, as recipes are.
///
/// - Pantry: each item, known by its name (case ignored).
/// - Aisles: each aisle, and within an aisle each name: two sides that put
///   different foods in one aisle both keep theirs, so the aisles never conflict.
/// - Foods: each food and each price, known by the food's name (case ignored).
/// - Inbox: each pending link, known by its id.
enum CollectionFileMerge {
    static func pantry(base: Pantry, ours: Pantry, oursTree: SyntaxTree, theirs: Pantry) -> DocumentMerge.Result {
        let changes = ListMerge.changes(base: base.items, ours: ours.items, theirs: theirs.items) { $0.name.lowercased() }
        let edits: [PantryChange] =
            changes.replacements.map { .replace($0.index, $0.value) }
            + changes.removals.map { .remove($0) } + changes.additions.map { .append($0) }
        let bytes =
            edits.isEmpty
            ? oursTree.source.bytes
            : PantryEdit.apply(edits, to: ours, in: oursTree)
                ?? Language.printBytes(.pantry(Pantry(items: ListMerge.applied(changes, to: ours.items))))
        let text = String(decoding: bytes, as: UTF8.self)
        let marks = ListMerge.marks(changes, oursCount: ours.items.count, field: "pantryItems") { "  " + PantryEdit.text($0) + "\n" }
        return DocumentMerge.Result(text: marks.isEmpty ? text : ListMerge.marked(text, marks), conflicts: marks.count)
    }

    static func aisles(base: AisleList, ours: AisleList, theirs: AisleList) -> DocumentMerge.Result {
        let key = { (entry: AisleEntry) in entry.aisle.rawValue }
        var changes = ListMerge.changes(base: base.entries, ours: ours.entries, theirs: theirs.entries, key: key)
        // An aisle both sides changed: its names merged one by one.
        for conflict in changes.conflicts {
            guard let index = conflict.ours, let their = conflict.theirs else { continue }
            let mine = ours.entries[index]
            let common = base.entries.first { key($0) == key(mine) }?.names ?? []
            let names = ListMerge.changes(base: common, ours: mine.names, theirs: their.names) { $0.lowercased() }
            changes.replacements.append((index, AisleEntry(aisle: mine.aisle, names: ListMerge.applied(names, to: mine.names))))
        }
        changes.conflicts = []
        let merged = AisleList(entries: ListMerge.applied(changes, to: ours.entries))
        return DocumentMerge.Result(text: Language.print(.aisles(merged)), conflicts: 0)
    }

    static func foods(base: FoodList, ours: FoodList, theirs: FoodList) -> DocumentMerge.Result {
        let foods = ListMerge.changes(base: base.foods, ours: ours.foods, theirs: theirs.foods) { $0.name.lowercased() }
        let prices = ListMerge.changes(base: base.prices, ours: ours.prices, theirs: theirs.prices) { $0.name.lowercased() }
        let merged = FoodList(foods: ListMerge.applied(foods, to: ours.foods), prices: ListMerge.applied(prices, to: ours.prices))
        let text = Language.print(.foods(merged))
        let marks =
            ListMerge.marks(foods, oursCount: ours.foods.count, field: "foods") { elementLine(.foods(FoodList(foods: [$0]))) }
            + ListMerge.marks(prices, oursCount: ours.prices.count, field: "prices") { elementLine(.foods(FoodList(prices: [$0]))) }
        return DocumentMerge.Result(text: marks.isEmpty ? text : ListMerge.marked(text, marks), conflicts: marks.count)
    }

    static func inbox(base: Inbox, ours: Inbox, theirs: Inbox) -> DocumentMerge.Result {
        let changes = ListMerge.changes(base: base.pendingImports, ours: ours.pendingImports, theirs: theirs.pendingImports) { $0.id }
        let merged = Inbox(pendingImports: ListMerge.applied(changes, to: ours.pendingImports))
        let text = Language.print(.inbox(merged))
        let marks = ListMerge.marks(changes, oursCount: ours.pendingImports.count, field: "pendingImports") {
            elementLine(.inbox(Inbox(pendingImports: [$0])))
        }
        return DocumentMerge.Result(text: marks.isEmpty ? text : ListMerge.marked(text, marks), conflicts: marks.count)
    }

    /// The first line of a document of one element after its header: that element's line.
    static func elementLine(_ document: Document) -> String {
        let lines = Language.print(document).split(separator: "\n", omittingEmptySubsequences: true)
            .filter { !$0.hasPrefix("--") }
        return lines.dropFirst().first.map { String($0) + "\n" } ?? ""
    }
}

/// `cooked.log` merged as the union of the cookings, in the order of their
/// days: ours' lines stay as they are, the lines theirs removed go, and the
/// entries theirs added go after ours' last entry of the same day or
/// before (other lines theirs added go at the end). A cooking logged on
/// both sides is two cookings, so the log never conflicts.
enum CookLogMerge {
    /// Whether the file at `path` is a cooking log.
    static func handles(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name == CookLog.fileName || name.hasSuffix(".log")
    }

    static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8]) -> DocumentMerge.Result {
        let (b, o, t) = (lines(base), lines(ours), lines(theirs))
        var counts: [String: Int] = [:]
        for line in b where !isBlank(line) { counts[line, default: 0] += 1 }
        var theirsCounts: [String: Int] = [:]
        for line in t where !isBlank(line) { theirsCounts[line, default: 0] += 1 }
        var result = o
        // Theirs removed these lines: so many fewer of each in ours, from the last.
        for (line, count) in counts.sorted(by: { $0.key < $1.key }) where count > theirsCounts[line, default: 0] {
            var toRemove = count - theirsCounts[line, default: 0]
            for index in result.indices.reversed() where toRemove > 0 && result[index] == line {
                result.remove(at: index)
                toRemove -= 1
            }
        }
        var added = counts
        for line in t where !isBlank(line) {
            if added[line, default: 0] > 0 { added[line, default: 0] -= 1; continue }
            if let day = entryDay(line) {
                result.insert(line, at: place(of: day, in: result))
            } else {
                result.append(line)
            }
        }
        let text = result.isEmpty ? "" : result.joined(separator: "\n") + "\n"
        return DocumentMerge.Result(text: text, conflicts: 0)
    }

    /// After the last entry of `day` or before; before the first later entry when there is none.
    static func place(of day: Day, in lines: [String]) -> Int {
        var after: Int?
        var firstLater: Int?
        for (index, line) in lines.enumerated() {
            guard let other = entryDay(line) else { continue }
            if other <= day { after = index } else if firstLater == nil { firstLater = index }
        }
        if let after { return after + 1 }
        return firstLater ?? lines.count
    }

    static func entryDay(_ line: String) -> Day? {
        CookLog(bytes: Array(line.utf8)).entries.first?.day
    }

    static func lines(_ bytes: [UInt8]) -> [String] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    static func isBlank(_ line: String) -> Bool {
        line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    }
}

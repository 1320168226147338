import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// The meals of two plans merged into ours' text (see `DocumentMerge`).
///
/// Work and memory follow the meals that differ, not the plan: the meals
/// equal in all three versions at the start and at the end are left out
/// before anything is keyed, ours' text is edited line by line in place
/// (its syntax tree says which line holds which meal), and the file is read
/// again only to place inserted meals and to format the result.
enum PlanMerge {
    /// What the three versions decide for ours' text, kept apart from the
    /// plans so that they can be let go before the result is formatted.
    struct Changes {
        /// Ours' meal (its index, then its line) -> theirs' version of it and its derived id in ours.
        var replacements: [(item: Int, slot: MealSlot, derivedID: String)] = []
        /// Ours' meals to remove (their indices, then their lines).
        var removals: [(item: Int, slot: MealSlot)] = []
        /// Meals to insert, and whether each keeps its written id.
        var insertions: [(slot: MealSlot, keepingId: Bool)] = []
        /// Meals whose lines end up between conflict markers: the slot in the result, and theirs' version.
        var conflicts: [(shown: MealSlot?, theirs: MealSlot?)] = []
    }

    /// A meal's key: the id written in the file, else its place (day, slot
    /// and number there: its derived id), held without spelling the id out.
    enum Key: Hashable {
        case written(String)
        case place(Day, MealType, Int)
    }

    /// How many meals at the start and at the end are equal in all three.
    static func commonEnds(_ b: [MealSlot], _ o: [MealSlot], _ t: [MealSlot]) -> (prefix: Int, suffix: Int) {
        let shortest = min(b.count, o.count, t.count)
        var prefix = 0
        while prefix < shortest, b[prefix] == o[prefix], o[prefix] == t[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shortest - prefix,
            b[b.count - 1 - suffix] == o[o.count - 1 - suffix], o[o.count - 1 - suffix] == t[t.count - 1 - suffix]
        {
            suffix += 1
        }
        return (prefix, suffix)
    }

    /// Calls `body` with each meal's key, index and number for the meals
    /// from `prefix` to `count - suffix` (the others are equal in all three
    /// versions), without keeping the keys.
    static func forEachKey(_ plan: Plan, prefix: Int, suffix: Int, _ body: (Key, Int, Int) -> Void) {
        var numbering = DerivedID.MealSlotNumbering()
        let end = plan.mealSlots.count - suffix
        for (index, slot) in plan.mealSlots.enumerated() {
            if index >= end { break }
            let number = numbering.advance(day: slot.day, meal: slot.meal)
            guard index >= prefix else { continue }
            body(slot.hasDerivedID(number: number) ? .place(slot.day, slot.meal, number) : .written(slot.id), index, number)
        }
    }

    /// The decisions of a three-way merge of the meals. Only the common
    /// ancestor's and theirs' meals are indexed by key; ours' are visited in
    /// turn, then the ancestor's that ours lacks, then theirs' that neither has.
    static func changes(base: Plan, ours: Plan, theirs: Plan) -> Changes {
        let (prefix, suffix) = commonEnds(base.mealSlots, ours.mealSlots, theirs.mealSlots)
        func index(_ plan: Plan) -> [Key: Int] {
            var keys: [Key: Int] = [:]
            keys.reserveCapacity(max(0, plan.mealSlots.count - prefix - suffix))
            forEachKey(plan, prefix: prefix, suffix: suffix) { key, index, _ in
                if keys[key] == nil { keys[key] = index }
            }
            return keys
        }
        let b = index(base)
        let t = index(theirs)
        var seenInBase = [Bool](repeating: false, count: base.mealSlots.count)
        var seenInTheirs = [Bool](repeating: false, count: theirs.mealSlots.count)
        var changes = Changes()
        forEachKey(ours, prefix: prefix, suffix: suffix) { key, index, number in
            let (inBase, inTheirs) = (b[key], t[key])
            if let inBase { seenInBase[inBase] = true }
            if let inTheirs { seenInTheirs[inTheirs] = true }
            decide(key, inBase, (index, number), inTheirs, base, ours, theirs, into: &changes)
        }
        forEachKey(base, prefix: prefix, suffix: suffix) { key, index, _ in
            guard !seenInBase[index], b[key] == index else { return }
            let inTheirs = t[key]
            if let inTheirs { seenInTheirs[inTheirs] = true }
            decide(key, index, nil, inTheirs, base, ours, theirs, into: &changes)
        }
        forEachKey(theirs, prefix: prefix, suffix: suffix) { key, index, _ in
            guard !seenInTheirs[index], t[key] == index else { return }
            decide(key, nil, nil, index, base, ours, theirs, into: &changes)
        }
        return changes
    }

    private static func decide(
        _ key: Key, _ inBase: Int?, _ mine: (index: Int, number: Int)?, _ inTheirs: Int?,
        _ base: Plan, _ ours: Plan, _ theirs: Plan, into changes: inout Changes
    ) {
        var keepsId = false
        if case .written = key { keepsId = true }
        let oursSlot = mine.map { ours.mealSlots[$0.index] }
        switch ThreeWay.decide(
            base: inBase.map { base.mealSlots[$0] }, ours: oursSlot,
            theirs: inTheirs.map { theirs.mealSlots[$0] })
        {
        case .keepOurs:
            return
        case .takeTheirs(let slot):
            if let mine, let oursSlot {
                if let slot {
                    let derived = MealSlot.derivedID(day: oursSlot.day, meal: oursSlot.meal, number: mine.number)
                    changes.replacements.append((mine.index, slot, derived))
                } else {
                    changes.removals.append((mine.index, oursSlot))
                }
            } else if let slot {
                changes.insertions.append((slot, keepsId))
            }
        case .addBoth(let slot):
            changes.insertions.append((slot, keepsId))
        case .conflict(let mine, let their):
            if mine == nil, let their {
                changes.insertions.append((their, keepsId))
                changes.conflicts.append((nil, their))
            } else {
                changes.conflicts.append((mine, their))
            }
        }
    }

    /// An edit of ours' lines (`tree` is its syntax tree), with the meals of
    /// `changes` given by their lines instead of their indices, so that the
    /// tree can be let go.
    static func edit(of tree: SyntaxTree, placing changes: inout Changes) -> PlanEdit {
        var lineOfItem: [Int: Int] = [:]
        let wanted = Set(changes.replacements.map(\.item) + changes.removals.map(\.item))
        for (index, line) in tree.lines.enumerated() where line.kind == .meal {
            if let item = line.itemIndex, wanted.contains(item) { lineOfItem[item] = index }
        }
        changes.replacements = changes.replacements.compactMap { change in lineOfItem[change.item].map { ($0, change.slot, change.derivedID) } }
        changes.removals = changes.removals.compactMap { removal in lineOfItem[removal.item].map { ($0, removal.slot) } }
        return PlanEdit(lines: tree.lines.map { tree.text($0.fullRange) }, path: tree.source.path)
    }

    /// `changes` (placed by `edit(of:placing:)`) made to ours' lines,
    /// formatted, with conflict markers.
    static func apply(_ changes: Changes, to edit: consuming PlanEdit) throws(DocumentMerge.Failure) -> DocumentMerge.Result {
        make(changes, in: &edit)
        let bytes: [UInt8]
        do {
            bytes = try edit.formattedLettingGo()
        } catch {
            throw .unreadable("the merged plan does not read back")
        }
        guard !changes.conflicts.isEmpty else { return DocumentMerge.Result(text: String(decoding: bytes, as: UTF8.self), conflicts: 0) }
        return DocumentMerge.Result(text: marked(bytes, conflicts: changes.conflicts), conflicts: changes.conflicts.count)
    }

    /// Makes `changes` (placed by `edit(of:placing:)`) to ours' lines.
    static func make(_ changes: Changes, in edit: inout PlanEdit) {
        for change in changes.replacements {
            edit.replace(PlanEdit.MealRef(line: change.item, slot: change.slot), with: change.slot, derivedID: change.derivedID)
        }
        // From the last line up, so that the lines still to remove stay where they were.
        for removal in changes.removals.sorted(by: { $0.item > $1.item }) {
            edit.remove(PlanEdit.MealRef(line: removal.item, slot: removal.slot))
        }
        for insertion in changes.insertions {
            edit.insert(insertion.slot, keepingId: insertion.keepingId)
        }
    }

    /// The merged text with each conflicting meal's line between markers.
    static func marked(_ bytes: [UInt8], conflicts: [(shown: MealSlot?, theirs: MealSlot?)]) -> String {
        let parsed = Language.parse(SourceFile(path: "merged.plan", bytes: bytes), keeping: .syntaxTree)
        var lines = parsed.tree.lines.map { parsed.tree.text($0.fullRange) }
        guard case .plan(let plan)? = parsed.document else { return String(decoding: bytes, as: UTF8.self) }
        var lineOfSlot: [Int: Int] = [:]
        for (index, line) in parsed.tree.lines.enumerated() where line.kind == .meal {
            if let item = line.itemIndex { lineOfSlot[item] = index }
        }
        var blocks: [Int: [String]] = [:]
        for conflict in conflicts {
            let text = { (slot: MealSlot?) -> [String] in slot.map { ["  " + PlanPrinter.meal($0, derivedID: $0.id) + "\n"] } ?? [] }
            if let shown = conflict.shown, let item = plan.mealSlots.firstIndex(of: shown), let line = lineOfSlot[item] {
                blocks[line] = ConflictMarkers.block(ours: [lines[line]], theirs: text(conflict.theirs))
            } else if conflict.shown == nil, let their = conflict.theirs,
                let item = plan.mealSlots.firstIndex(of: their), let line = lineOfSlot[item]
            {
                blocks[line] = ConflictMarkers.block(ours: [], theirs: [lines[line]])
            }
        }
        for line in blocks.keys.sorted(by: >) {
            if let block = blocks[line] { lines.replaceSubrange(line...line, with: block) }
        }
        return lines.joined()
    }
}

/// The meals of two plans merged into ours' text (see `DocumentMerge`).
enum PlanMerge {
    /// Each meal's key: `id:ID` for an id written in the file, else
    /// `at:DAY-MEAL-N` (its derived id: the day, the slot and its place there).
    static func keyed(_ plan: Plan) -> [(key: String, slot: MealSlot)] {
        let derived = DerivedID.mealSlots(plan.mealSlots.map { ($0.day, $0.meal) })
        return plan.mealSlots.enumerated().map { index, slot in
            (slot.id == derived[index] ? "at:" + slot.id : "id:" + slot.id, slot)
        }
    }

    static func merge(base: Plan, ours: Plan, oursSource: SourceFile, theirs: Plan) throws(DocumentMerge.Failure) -> DocumentMerge.Result {
        let (kb, ko, kt) = (keyed(base), keyed(ours), keyed(theirs))
        func index(_ keyed: [(key: String, slot: MealSlot)]) -> [String: MealSlot] {
            Dictionary(keyed.map { ($0.key, $0.slot) }, uniquingKeysWith: { first, _ in first })
        }
        let (b, o, t) = (index(kb), index(ko), index(kt))
        var order: [String] = []
        var seen: Set<String> = []
        for (key, _) in kb + ko + kt where seen.insert(key).inserted { order.append(key) }

        guard var edit = try? PlanEdit(bytes: oursSource.bytes, path: oursSource.path) else {
            throw .unreadable("ours (\(oursSource.path)) cannot be edited")
        }
        /// Meals whose lines end up between conflict markers: the slot in the result, and theirs' version.
        var conflicts: [(shown: MealSlot?, theirs: MealSlot?)] = []
        for key in order {
            switch ThreeWay.decide(base: b[key], ours: o[key], theirs: t[key]) {
            case .keepOurs:
                continue
            case .takeTheirs(let slot):
                let ref = edit.allMeals().first { $0.slot == o[key] }
                if let slot {
                    if let ref {
                        edit.replace(ref, with: slot, derivedID: PlanEdit.derivedID(of: ref, in: edit))
                    } else {
                        edit.insert(slot, keepingId: key.hasPrefix("id:"))
                    }
                } else if let ref {
                    edit.remove(ref)
                }
            case .addBoth(let slot):
                edit.insert(slot, keepingId: key.hasPrefix("id:"))
            case .conflict(let mine, let their):
                if mine == nil, let their {
                    edit.insert(their, keepingId: key.hasPrefix("id:"))
                    conflicts.append((nil, their))
                } else {
                    conflicts.append((mine, their))
                }
            }
        }
        let bytes: [UInt8]
        do {
            bytes = try edit.formatted()
        } catch {
            throw .unreadable("the merged plan does not read back")
        }
        guard !conflicts.isEmpty else { return DocumentMerge.Result(text: String(decoding: bytes, as: UTF8.self), conflicts: 0) }
        return DocumentMerge.Result(text: marked(bytes, conflicts: conflicts), conflicts: conflicts.count)
    }

    /// The merged text with each conflicting meal's line between markers.
    static func marked(_ bytes: [UInt8], conflicts: [(shown: MealSlot?, theirs: MealSlot?)]) -> String {
        let parsed = Language.parse(SourceFile(path: "merged.plan", bytes: bytes))
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
                      let item = plan.mealSlots.firstIndex(of: their), let line = lineOfSlot[item] {
                blocks[line] = ConflictMarkers.block(ours: [], theirs: [lines[line]])
            }
        }
        for line in blocks.keys.sorted(by: >) {
            if let block = blocks[line] { lines.replaceSubrange(line...line, with: block) }
        }
        return lines.joined()
    }
}

/// Edits of a plan file's text that keep everything else of it: meal lines
/// are inserted, replaced or removed one at a time, each day in date order
/// and each meal among its day's meals in slot order; comments stay. The
/// result is then put in the canonical layout (what `clipcook fmt` writes).
public struct PlanEdit {
    public struct MealRef: Hashable, Sendable {
        /// Index of the meal line in `lines`.
        public var line: Int
        public var slot: MealSlot
    }

    /// The file's lines, each with its terminator.
    var lines: [String]
    let path: String

    /// A plan file's bytes (nil: a new file). Fails when the file does not
    /// read cleanly: edits are made only to plans that parse.
    public init(bytes: [UInt8]?, path: String) throws(StoreError) {
        self.path = path
        guard let bytes else {
            lines = ["plan\n"]
            return
        }
        let parsed = Language.parse(SourceFile(path: path, bytes: bytes))
        guard case .plan? = parsed.document, !parsed.diagnostics.hasErrors else {
            throw .failed("\(path) has errors; fix them before changing the plan (run 'lint \(path)')")
        }
        lines = parsed.tree.lines.map { parsed.tree.text($0.fullRange) }
        if let last = lines.last, !last.hasSuffix("\n") { lines[lines.count - 1] = last + "\n" }
    }

    /// The meals of `day` as the file holds them now, in file order.
    public func meals(on day: Day) -> [MealRef] {
        allMeals().filter { $0.slot.day == day }
    }

    /// Every meal line with what it says.
    func allMeals() -> [MealRef] {
        let parsed = Language.parse(SourceFile(path: path, text: lines.joined()))
        guard case .plan(let plan)? = parsed.document else { return [] }
        return parsed.tree.lines.enumerated().compactMap { index, line in
            guard line.kind == .meal, let item = line.itemIndex, item < plan.mealSlots.count else { return nil }
            return MealRef(line: index, slot: plan.mealSlots[item])
        }
    }

    /// The days of the file with the index of their `day` line.
    func dayLines() -> [(day: Day, line: Int)] {
        lines.enumerated().compactMap { index, text in
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            guard words.count >= 2, words[0] == "day", let day = Day(String(words[1])) else { return nil }
            return (day, index)
        }
    }

    /// Adds `slot` (its day and meal say where): replaces a `none` line of
    /// that meal, else goes after the day's last meal that comes no later in
    /// the day; a missing day is added in date order.
    public mutating func insert(_ slot: MealSlot) {
        let text = "  " + PlanPrinter.meal(slot, derivedID: slot.id) + "\n"
        let meals = meals(on: slot.day)
        if let none = meals.first(where: { $0.slot.meal == slot.meal && $0.slot.recipeId == nil && $0.slot.quickAdd == nil }) {
            replace(none.line, with: text)
            return
        }
        let days = dayLines()
        if let found = days.first(where: { $0.day == slot.day }) {
            let after = meals.last(where: { $0.slot.meal <= slot.meal })?.line ?? found.line
            lines.insert(text, at: after + 1)
            return
        }
        let block = ["day \(slot.day)\n", text]
        if let next = days.first(where: { $0.day > slot.day }) {
            // Before the next day and the comment lines just above it.
            var at = next.line
            while at > 0, lines[at - 1].trimmingLeadingBlanks.hasPrefix("--") { at -= 1 }
            lines.insert(contentsOf: block + ["\n"], at: at)
        } else {
            lines.append("\n")
            lines.append(contentsOf: block)
        }
    }

    /// Removes a meal line; a comment it carried stays on a line of its own.
    public mutating func remove(_ ref: MealRef) {
        let line = lines[ref.line]
        if let comment = PlanEdit.comment(of: line) {
            lines[ref.line] = "  " + comment + "\n"
        } else {
            lines.remove(at: ref.line)
        }
    }

    /// Puts `slot` in place of a meal line, keeping the line's comment;
    /// its id is written only when it is not `derivedID`.
    public mutating func replace(_ ref: MealRef, with slot: MealSlot, derivedID: String) {
        replace(ref.line, with: "  " + PlanPrinter.meal(slot, derivedID: derivedID) + "\n")
    }

    /// The id the meal would have without an `[id ...]`.
    static func derivedID(of ref: MealRef, in edit: PlanEdit) -> String {
        let meals = edit.allMeals()
        let derived = DerivedID.mealSlots(meals.map { ($0.slot.day, $0.slot.meal) })
        return meals.firstIndex(of: ref).map { derived[$0] } ?? ref.slot.id
    }

    private mutating func replace(_ index: Int, with text: String) {
        if let comment = PlanEdit.comment(of: lines[index]) {
            lines[index] = String(text.dropLast()) + "  " + comment + "\n"
        } else {
            lines[index] = text
        }
    }

    /// The `-- comment` at the end of a meal line, read the way the parser reads it.
    static func comment(of line: String) -> String? {
        let parsed = Language.parse(SourceFile(path: "", text: "plan\nday 2000-01-03\n" + line))
        guard let meal = parsed.tree.lines.last(where: { $0.kind == .meal }), let range = meal.commentRange else { return nil }
        return parsed.tree.text(range).trimmedOfBlanks
    }

    /// The canonical text of the edited file.
    public func formatted() throws(StoreError) -> [UInt8] {
        do {
            return Array(try Formatter.format(SourceFile(path: path, text: lines.joined())).utf8)
        } catch {
            throw .failed("\(path): the change would not make a valid plan")
        }
    }
}

extension String {
    var trimmingLeadingBlanks: Substring { drop { $0 == " " || $0 == "\t" } }
}

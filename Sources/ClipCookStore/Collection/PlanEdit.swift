import ClipCookDomain
import ClipCookCore
import ClipCookLanguage

/// Edits of a plan file's text that keep everything else of it: meal lines
/// are inserted, replaced or removed one at a time, each day in date order
/// and each meal among its day's meals in slot order; comments stay. The
/// result is then put in the canonical layout (what `clipcook fmt` writes).
public struct PlanEdit {
    public struct MealRef: Hashable, Sendable {
        /// Index of the meal line in `lines`.
        public var line: Int
        public var slot: MealSlot

        package init(line: Int, slot: MealSlot) {
            self.line = line
            self.slot = slot
        }
    }

    /// The file's lines, each with its terminator.
    package var lines: [String]
    package let path: String

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
            throw .failed("\(path) has errors; fix them before changing the plan (run 'lint \(path)')", kind: .invalidInput)
        }
        lines = parsed.tree.lines.map { parsed.tree.text($0.fullRange) }
        if let last = lines.last, !last.hasSuffix("\n") { lines[lines.count - 1] = last + "\n" }
    }

    /// An edit of lines already read (each with its terminator), as
    /// `clipcook merge` has them from ours' syntax tree.
    package init(lines: [String], path: String) {
        self.path = path
        self.lines = lines.isEmpty ? ["plan\n"] : lines
        if let last = self.lines.last, !last.hasSuffix("\n") { self.lines[self.lines.count - 1] = last + "\n" }
    }

    /// The meals of `day` as the file holds them now, in file order.
    public func meals(on day: Day) -> [MealRef] {
        allMeals().filter { $0.slot.day == day }
    }

    /// Every meal line with what it says.
    package func allMeals() -> [MealRef] {
        // Neither the source map nor the positions are read: the tree says which line holds which meal.
        let parsed = Language.parse(SourceFile(path: path, text: lines.joined()), keeping: .syntaxTree)
        guard case .plan(let plan)? = parsed.document else { return [] }
        return parsed.tree.lines.enumerated().compactMap { index, line in
            guard line.kind == .meal, let item = line.itemIndex, item < plan.mealSlots.count else { return nil }
            return MealRef(line: index, slot: plan.mealSlots[item])
        }
    }

    /// The days of the file with the index of their `day` line.
    package func dayLines() -> [(day: Day, line: Int)] {
        lines.enumerated().compactMap { index, text in
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            guard words.count >= 2, words[0] == "day", let day = Day(String(words[1])) else { return nil }
            return (day, index)
        }
    }

    /// Where the meals and days of the file stand, kept up to date by
    /// `insert` so that a run of inserts (an import of a week of meals)
    /// reads the file once, not once an insert; any other edit drops it.
    private var placements: Placements?

    /// What `insert` needs to know of each meal line and day line.
    private struct Placements: Equatable {
        struct Meal: Equatable {
            var line: Int
            var day: Day
            var meal: MealType
            /// A `none` meal: no recipe and no quick-add.
            var isNone: Bool
        }

        var meals: [Meal]
        var days: [DayLine]

        struct DayLine: Equatable {
            var day: Day
            var line: Int
        }

        /// Every line at or after `at` moves down by `count`.
        mutating func shift(from at: Int, by count: Int) {
            for index in meals.indices where meals[index].line >= at { meals[index].line += count }
            for index in days.indices where days[index].line >= at { days[index].line += count }
        }
    }

    private func readPlacements() -> Placements {
        Placements(
            meals: allMeals().map { ref in
                Placements.Meal(
                    line: ref.line, day: ref.slot.day, meal: ref.slot.meal,
                    isNone: ref.slot.recipeId == nil && ref.slot.quickAdd == nil)
            },
            days: dayLines().map { Placements.DayLine(day: $0.day, line: $0.line) })
    }

    /// Adds `slot` (its day and meal say where): replaces a `none` line of
    /// that meal, else goes after the day's last meal that comes no later in
    /// the day; a missing day is added in date order. With `keepingId` the
    /// slot's id is written unless it is the one its place derives (an
    /// imported meal keeps its id); otherwise the slot takes its place's id.
    public mutating func insert(_ slot: MealSlot, keepingId: Bool = false) {
        var placed = placements ?? readPlacements()
        placements = nil
        let meals = placed.meals.filter { $0.day == slot.day }.sorted { $0.line < $1.line }
        let isNone = slot.recipeId == nil && slot.quickAdd == nil
        var derived = slot.id
        if keepingId {
            let sameMeal = meals.filter { $0.meal == slot.meal }
            let none = sameMeal.firstIndex { $0.isNone }
            derived =
                DerivedID.mealSlots([(slot.day, slot.meal)]).first.map { id in
                    String(id.dropLast(2)) + "-\((none ?? sameMeal.count) + 1)"
                } ?? slot.id
        }
        let text = "  " + PlanPrinter.meal(slot, derivedID: derived) + "\n"
        if let none = meals.first(where: { $0.meal == slot.meal && $0.isNone }) {
            replace(none.line, with: text)
            if let index = placed.meals.firstIndex(of: none) { placed.meals[index].isNone = isNone }
        } else if let found = placed.days.first(where: { $0.day == slot.day }) {
            let after = meals.last(where: { $0.meal <= slot.meal })?.line ?? found.line
            lines.insert(text, at: after + 1)
            placed.shift(from: after + 1, by: 1)
            placed.meals.append(.init(line: after + 1, day: slot.day, meal: slot.meal, isNone: isNone))
        } else {
            let block = ["day \(slot.day)\n", text]
            let at: Int
            if let next = placed.days.filter({ $0.day > slot.day }).min(by: { $0.line < $1.line }) {
                // Before the next day and the comment lines just above it.
                var before = next.line
                while before > 0, lines[before - 1].trimmingLeadingBlanks.hasPrefix("--") { before -= 1 }
                lines.insert(contentsOf: block + ["\n"], at: before)
                placed.shift(from: before, by: 3)
                at = before
            } else {
                lines.append("\n")
                lines.append(contentsOf: block)
                at = lines.count - 2
            }
            placed.days.append(.init(day: slot.day, line: at))
            placed.meals.append(.init(line: at + 1, day: slot.day, meal: slot.meal, isNone: isNone))
        }
        placed.meals.sort { $0.line < $1.line }
        placed.days.sort { $0.line < $1.line }
        #if DEBUG
            // The kept placements are what reading the text again gives.
            assert(placed == readPlacements(), "PlanEdit placements out of step with \(path)")
        #endif
        placements = placed
    }

    /// Removes a meal line; a comment it carried stays on a line of its own.
    public mutating func remove(_ ref: MealRef) {
        placements = nil
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
        placements = nil
        replace(ref.line, with: "  " + PlanPrinter.meal(slot, derivedID: derivedID) + "\n")
    }

    /// The id the meal would have without an `[id ...]`.
    package static func derivedID(of ref: MealRef, in edit: PlanEdit) -> String {
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
    package static func comment(of line: String) -> String? {
        let parsed = Language.parse(SourceFile(path: "", text: "plan\nday 2000-01-03\n" + line))
        guard let meal = parsed.tree.lines.last(where: { $0.kind == .meal }), let range = meal.commentRange else { return nil }
        return parsed.tree.text(range).trimmedOfBlanks
    }

    /// `formatted()`, letting the lines go once they are joined (a merge
    /// of a long plan holds no more than the text and its formatting).
    package consuming func formattedLettingGo() throws(StoreError) -> [UInt8] {
        let text = lines.joined()
        lines = []
        placements = nil
        do {
            return Array(try Formatter.format(SourceFile(path: path, text: text)).utf8)
        } catch {
            throw .failed("\(path): the change would not make a valid plan", kind: .invalidInput)
        }
    }

    /// The canonical text of the edited file.
    public func formatted() throws(StoreError) -> [UInt8] {
        do {
            return Array(try Formatter.format(SourceFile(path: path, text: lines.joined())).utf8)
        } catch {
            throw .failed("\(path): the change would not make a valid plan", kind: .invalidInput)
        }
    }
}

extension String {
    package var trimmingLeadingBlanks: Substring { drop { $0 == " " || $0 == "\t" } }
}

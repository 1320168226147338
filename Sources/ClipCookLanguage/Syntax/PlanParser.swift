import ClipCookCore

/// The lines of a plan: `day yyyy-MM-dd` lines, each followed by meal lines.
package final class PlanParser: BodyParser {
    package var slots: [MealSlot] = []
    /// One copy of each recipe id, quick-add name and food name met so far:
    /// a plan names the same few hundred recipes a million times, and each
    /// id longer than 15 bytes would otherwise take its own heap block.
    package var known = StringPool()
    package var day: Day?
    /// The last `day` line could not be read: its meals are skipped quietly.
    package var dayIsBroken = false
    package static let dayWord = Array("day".utf8)

    package func parse(_ lexer: inout Lexer, _ session: ParseSession) throws(LineError) -> LineOutcome {
        let start = lexer.position
        if lexer.startsWithWord(PlanParser.dayWord) {
            lexer.position += PlanParser.dayWord.count
            day = nil
            dayIsBroken = true
            let (text, range) = try lexer.readText(.lineEnd, what: "day (yyyy-MM-dd)")
            guard let value = Day(text) else {
                throw LineError("invalid day '\(Excerpt.of(text))'", range, notes: ["expected a real day written yyyy-MM-dd"])
            }
            let comment = try lexer.finish(after: "the day")
            day = value
            dayIsBroken = false
            return LineOutcome(.day, comment: comment)
        }
        guard let colon = MealLine.colon(in: lexer) else {
            let run = lexer.nonBlankRun()
            let wordEnd = min(run.upperBound, start + max(1, lexer.readWordLength()))
            throw LineError.unknownKeyword(
                lexer.text(start..<wordEnd), start..<wordEnd,
                candidates: ["day"] + Keywords.mealNames, property: false)
        }
        let item = try MealLine.read(&lexer, colon: colon)
        guard let day else {
            if dayIsBroken { throw LineError("", start..<start) }
            throw LineError("meal line outside a day", item.mealRange, notes: ["start the day with a line such as 'day 2026-11-23'"])
        }
        if slots.isEmpty { slots.reserveCapacity(PlanParser.mealLineEstimate(lexer.bytes)) }
        let index = slots.count
        let path = SourcePath(.mealSlots, index)
        session.record(path, start..<DocumentParser.trimEnd(lexer.bytes, start, item.comment?.lowerBound ?? lexer.end))
        session.record(path + .meal, item.mealRange)
        if let r = item.recipeIdRange { session.record(path + .recipeId, r) }
        if let r = item.servingsRange { session.record(path + .servings, r) }
        if let r = item.quickRange { session.record(path + .quickAdd, r) }
        if let r = item.quickName { session.record(path + .quickAdd + .name, r) }
        for (name, entry) in item.macros.values { session.record(path + .quickAdd, macro: name, entry.range) }
        if let r = item.idRange { session.record(path + .id, r) }
        if let r = item.createdRange { session.record(path + .createdAt, r) }
        if let r = item.noteRange { session.record(path + .notes, r) }
        if let r = item.foodRange { session.record(path + .food, r) }
        if let r = item.eatenRange { session.record(path + .isCompleted, r) }
        var quickAdd = item.quickAdd
        if let name = quickAdd?.name { quickAdd?.name = known.shared(name) }
        var food = item.food
        if let name = food?.name { food?.name = known.shared(name) }
        slots.append(
            MealSlot(
                id: item.id ?? "", day: day, meal: item.meal, recipeId: item.recipeId.map { known.shared($0) },
                quickAdd: quickAdd, createdAt: item.createdAt, servings: item.servings, notes: item.note,
                isEaten: item.eaten, food: food))
        if let side = session.conflictSide { slots[index].conflictSide = side }
        // Without `[id ...]` the meal is numbered in `finish`.
        if item.id == nil { slots[index].clearID() }
        return LineOutcome(.meal, comment: item.comment, itemIndex: index)
    }

    package func finish(_ session: ParseSession) -> Document {
        // A meal without `[id ...]` keeps its derived id as a number: a long
        // plan never holds a million id strings.
        var numbering = DerivedID.MealSlotNumbering()
        for k in slots.indices {
            let number = numbering.advance(day: slots[k].day, meal: slots[k].meal)
            if slots[k].awaitsNumber { slots[k].setDerivedID(number: number) }
        }
        known = StringPool()
        let plan = Plan(mealSlots: slots)
        slots = []
        return .plan(plan)
    }

    /// How many meal lines `bytes` can hold at most, to reserve the list of
    /// meals once rather than have it double as it grows (for a moment the
    /// old and the new buffer both): the lines with a colon.
    package static func mealLineEstimate(_ bytes: [UInt8]) -> Int {
        var lines = 0
        var seen = false
        for b in bytes {
            if b == ByteClass.colon {
                if !seen { lines += 1 }
                seen = true
            } else if b == 0x0A {
                seen = false
            }
        }
        return lines
    }
}

/// Strings shared rather than copied: `shared` gives the copy already met
/// when there is one. At most `limit` strings are kept, so text with no
/// repeats costs no more than a bounded table.
package struct StringPool {
    private var strings = Set<String>()
    package static let limit = 1 << 16

    package mutating func shared(_ text: String) -> String {
        // Short strings are held inline in a `String`: nothing to share.
        guard text.utf8.count > 15 else { return text }
        if let met = strings.firstIndex(of: text) { return strings[met] }
        if strings.count < StringPool.limit { strings.insert(text) }
        return text
    }
}

extension Lexer {
    /// The length of the word at the cursor (not consumed).
    package func readWordLength() -> Int {
        var copy = self
        return copy.readWord().count
    }
}

/// The lines of a plan: `day yyyy-MM-dd` lines, each followed by meal lines.
final class PlanParser: BodyParser {
    var slots: [MealSlot] = []
    var explicitIDs: [String?] = []
    var day: Day?
    /// The last `day` line could not be read: its meals are skipped quietly.
    var dayIsBroken = false
    static let dayWord = Array("day".utf8)

    func parse(_ lexer: inout Lexer, _ session: ParseSession) throws(LineError) -> LineOutcome {
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
            throw LineError.unknownKeyword(lexer.text(start..<wordEnd), start..<wordEnd,
                                           candidates: ["day"] + Keywords.mealNames, property: false)
        }
        let item = try MealLine.read(&lexer, colon: colon)
        guard let day else {
            if dayIsBroken { throw LineError("", start..<start) }
            throw LineError("meal line outside a day", item.mealRange, notes: ["start the day with a line such as 'day 2026-11-23'"])
        }
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
        slots.append(MealSlot(id: "", day: day, meal: item.meal, recipeId: item.recipeId, quickAdd: item.quickAdd,
                              createdAt: item.createdAt, servings: item.servings, notes: item.note, isEaten: item.eaten, food: item.food))
        explicitIDs.append(item.id)
        return LineOutcome(.meal, comment: item.comment, itemIndex: index)
    }

    func finish(_ session: ParseSession) -> Document {
        // Ids are put in place one meal at a time: a long plan never holds
        // a second list of a million ids.
        var numbering = DerivedID.MealSlotNumbering()
        for k in slots.indices {
            if let written = explicitIDs[k] {
                _ = numbering.advance(day: slots[k].day, meal: slots[k].meal)
                slots[k].id = written
            } else {
                slots[k].id = numbering.next(day: slots[k].day, meal: slots[k].meal)
            }
        }
        explicitIDs = []
        return .plan(Plan(mealSlots: slots))
    }
}

extension Lexer {
    /// The length of the word at the cursor (not consumed).
    func readWordLength() -> Int {
        var copy = self
        return copy.readWord().count
    }
}

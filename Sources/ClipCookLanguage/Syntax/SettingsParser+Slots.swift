import ClipCookCore

/// The settings' `slots` section: which recipe categories `plan fill` may
/// put in a slot, one `SLOT: CATEGORY...` a line (`lunch: lunch dinner`,
/// `afternoon snack: snack breakfast`), the slot named as in a plan, the
/// categories (`breakfast`, `lunch`, `dinner`, `snack`) apart by blanks,
/// the first preferred. In JSON the extension `slotCategories`:
/// `{"Lunch": ["Lunch", "Dinner"]}`.
extension SettingsParser {
    package static let slotExample = "write 'SLOT: CATEGORY...', e.g. 'lunch: lunch dinner'"

    package func slotCategories(_ lexer: inout Lexer, _ session: ParseSession) throws(LineError) -> LineOutcome {
        let start = lexer.position
        var colon = start
        while colon < lexer.end, lexer.bytes[colon] != ByteClass.colon, !lexer.isCommentStart(at: colon) { colon += 1 }
        guard colon < lexer.end, lexer.bytes[colon] == ByteClass.colon else {
            throw LineError(
                "expected a slot, ':' and categories", start..<max(lexer.nonBlankRun().upperBound, start + 1),
                notes: [Self.slotExample])
        }
        let name = lexer.text(start..<colon).trimmingBlanks()
        guard let meal = MealType.lenient(name) else {
            throw LineError(
                "unknown slot '\(Excerpt.of(name))'", start..<colon,
                notes: Suggestion.notes(for: name, in: Keywords.mealNames) + ["expected \(Keywords.choices(Keywords.mealNames))"])
        }
        try slots.claim(Keywords.spelling(meal), line: session.source.location(of: start).line, range: start..<colon, what: "slot")
        lexer.position = colon + 1
        var categories: [RecipeCategory] = []
        let names = RecipeCategory.allCases.map { Keywords.spelling($0) }
        while !lexer.atLineEnd {
            lexer.skipBlanks()
            let range = lexer.nonBlankRun()
            let word = lexer.text(range)
            guard let category = RecipeCategory.lenient(word) else {
                throw LineError(
                    "unknown category '\(Excerpt.of(word))'", range,
                    notes: Suggestion.notes(for: word, in: names) + ["expected \(Keywords.choices(names))"])
            }
            guard !categories.contains(category) else { throw LineError("duplicate category '\(Excerpt.of(word))'", range) }
            categories.append(category)
            lexer.position = range.upperBound
        }
        guard !categories.isEmpty else {
            throw LineError("missing categories after '\(Keywords.spelling(meal)):'", colon..<colon + 1, notes: [Self.slotExample])
        }
        settings.slotCategories[meal] = categories
        session.record(named: "slotCategories.\(meal.rawValue)", start..<lexer.position)
        return LineOutcome(.slotCategories, comment: try lexer.finish(after: "the categories"))
    }
}

/// The canonical layout of settings lines `LineLayout` does not lay out by keyword.
package enum SettingsLayout {
    /// `SLOT: CATEGORY...`: the slot as written, `:` right after it, the
    /// categories one blank apart.
    package static func slotCategories(_ content: String) -> String {
        guard let colon = content.firstIndex(of: ":") else { return content }
        let slot = content[..<colon].split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        let categories = content[content.index(after: colon)...].split(whereSeparator: { $0 == " " || $0 == "\t" })
        return slot + ":" + (categories.isEmpty ? "" : " " + categories.joined(separator: " "))
    }
}

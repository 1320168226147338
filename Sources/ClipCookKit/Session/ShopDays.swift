/// The days `shop add plan` and `shop add week` understand, until the plan
/// commands' date expressions are shared: `yyyy-MM-dd`, `today`,
/// `tomorrow`, `yesterday`. nil for anything else.
enum ShopDays {
    static func day(_ word: String, today: Day?) -> Day? {
        switch word.lowercased() {
        case "today": return today
        case "tomorrow": return today?.adding(days: 1)
        case "yesterday": return today?.adding(days: -1)
        default: return Day(word)
        }
    }

    /// `FROM..TO` (or `FROM .. TO`, `FROM to TO`) from the words after `plan`.
    static func range(_ words: [String], today: Day?) -> Result<ClosedRange<Day>, CommandError> {
        let joined = words.joined(separator: " ")
        let parts: [String]
        if joined.contains("..") {
            parts = joined.components(separatedBy: "..").map { $0.trimmingBlanks() }
        } else {
            parts = words.filter { $0.lowercased() != "to" }
        }
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            return .failure(CommandError(
                joined.isEmpty ? "missing dates" : "'\(joined)' is not a range of days",
                suggestion: "shop add plan 2026-11-23..2026-11-29"))
        }
        guard let from = day(parts[0], today: today) else { return .failure(notADay(parts[0])) }
        guard let to = day(parts[1], today: today) else { return .failure(notADay(parts[1])) }
        guard from <= to else { return .failure(CommandError("the range ends (\(to)) before it starts (\(from))")) }
        return .success(from...to)
    }

    static func notADay(_ word: String) -> CommandError {
        CommandError("'\(word)' is not a day", suggestion: "write yyyy-MM-dd, today or tomorrow")
    }
}

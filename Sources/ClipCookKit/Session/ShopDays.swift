import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// The days `shop add plan` and `shop add week` take, read by the plan
/// commands' `DateExpression` (`today`, `tomorrow`, `friday`, `+3`,
/// `2026-11-23`...), and `FROM..TO` ranges of them.
enum ShopDays {
    static func day(_ word: String, today: Day?) -> Result<Day, CommandError> {
        if let today, let read = DateExpression.parse(word, today: today) { return read }
        if let day = Day(word) { return .success(day) }
        return .failure(CommandError("unknown day '\(word)'", suggestion: "expected \(DateExpression.accepted)"))
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
                joined.isEmpty ? "missing days" : "'\(joined)' is not a range of days",
                suggestion: "shop add plan 2026-11-23..2026-11-29, or shop add plan today..+6"))
        }
        let from: Day
        switch day(parts[0], today: today) {
        case .success(let found): from = found
        case .failure(let error): return .failure(error)
        }
        switch day(parts[1], today: today) {
        case .failure(let error): return .failure(error)
        case .success(let to):
            guard from <= to else { return .failure(CommandError("the range ends (\(to)) before it starts (\(from))")) }
            return .success(from...to)
        }
    }
}

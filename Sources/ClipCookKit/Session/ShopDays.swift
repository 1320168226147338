import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// The days `shop add plan`, `shop add week` and `plan fill` take, read by
/// the plan commands' `DateExpression` (`today`, `tomorrow`, `friday`,
/// `next monday`, `+3`, `2026-11-23`...), and ranges of them (`FROM..TO`,
/// `FROM to TO`).
enum ShopDays {
    static func day(_ word: String, today: Day?, order: DateExpression.Order = .dayFirst) -> Result<Day, CommandError> {
        if let today, let read = DateExpression.parse(word, today: today, order: order) { return read }
        if let day = Day(word) { return .success(day) }
        return .failure(CommandError("unknown day '\(word)'", suggestion: "expected \(DateExpression.accepted)"))
    }

    /// Days as words (`next`, `monday`), every word read; nil when the
    /// first word is no day at all.
    static func days(_ words: ArraySlice<String>, today: Day?, order: DateExpression.Order) -> Result<Day, CommandError>? {
        guard let today else { return words.count == 1 ? words.first.map { day($0, today: nil) } : nil }
        var rest = words
        guard let read = DateExpression.read(&rest, today: today, order: order) else { return nil }
        if case .success = read, let extra = rest.first {
            return .failure(CommandError("unexpected '\(extra)' after the day", suggestion: "expected \(DateExpression.accepted)"))
        }
        return read
    }

    /// `FROM..TO` (or `FROM .. TO`, `FROM to TO`, or one day alone) from the
    /// words after `plan`.
    static func range(_ words: [String], today: Day?, order: DateExpression.Order = .dayFirst) -> Result<ClosedRange<Day>, CommandError> {
        let joined = words.joined(separator: " ")
        let usage = "shop add plan 2026-11-23..2026-11-29, shop add plan today..+6, or shop add plan next monday to next friday"
        var parts: [ArraySlice<String>] = []
        // One day in words (`next monday`, `friday`) is a range of that day alone.
        if !joined.contains(".."), !words.contains(where: { $0.lowercased() == "to" }),
            case .success(let one)? = days(ArraySlice(words), today: today, order: order)
        {
            return .success(one...one)
        }
        if joined.contains("..") {
            parts = joined.components(separatedBy: "..").map { ArraySlice($0.split(separator: " ").map(String.init)) }
        } else if let to = words.firstIndex(where: { $0.lowercased() == "to" }) {
            parts = [ArraySlice(words[..<to]), ArraySlice(words[(to + 1)...])]
        } else if words.count == 2 {
            parts = [[words[0]], [words[1]]]
        }
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            return .failure(CommandError(joined.isEmpty ? "missing days" : "'\(joined)' is not a range of days", suggestion: usage))
        }
        var ends: [Day] = []
        for part in parts {
            switch days(part, today: today, order: order) {
            case .success(let found)?: ends.append(found)
            case .failure(let error)?: return .failure(error)
            case nil: return .failure(CommandError("unknown day '\(part.joined(separator: " "))'", suggestion: "expected \(DateExpression.accepted)"))
            }
        }
        guard ends[0] <= ends[1] else { return .failure(CommandError("the range ends (\(ends[1])) before it starts (\(ends[0]))")) }
        return .success(ends[0]...ends[1])
    }
}

import Foundation
import ClipCookCore
import ClipCookLanguage

/// A day as a person types it in a command: `today`, `tomorrow`,
/// `yesterday`, a weekday name, `+N` / `-N` days from today, `yyyy-MM-dd`, or
/// a day and month with slashes (`03/12`, `3/12/2026`) in the collection's
/// date order.
///
/// A weekday name (`friday`, `fri`, `this friday`) is that day of the week
/// `plan week` shows: the ISO week (Monday to Sunday) holding today, so on
/// a Wednesday `monday` is two days ago and `sunday` four days on. `next
/// friday` is the Friday of the week after, `last friday` the Friday of the
/// week before. One rule for every command: what `plan add monday` writes is
/// in the week `plan week` shows.
///
/// A date in the future tense (an expiry: `pantry add milk expires monday`)
/// reads with `future` set: a bare weekday is then the next such day, today
/// or after, never one just gone.
public enum DateExpression {
    package static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// Which number comes first in `03/12`: the day (metric settings: 3
    /// December) or the month (imperial settings: March 12).
    public enum Order: Sendable, Equatable {
        case dayFirst
        case monthFirst

        /// The order that goes with a collection's units.
        public init(units: MeasurementSystem) {
            self = units == .imperial ? .monthFirst : .dayFirst
        }

        package var pattern: String { self == .dayFirst ? "dd/mm" : "mm/dd" }
    }

    /// What is accepted, for error messages.
    public static let accepted = "today, tomorrow, yesterday, a weekday (friday, last monday), +N or -N days, or yyyy-MM-dd"

    /// Reads a day from the front of `words` (one word, or two for `next
    /// monday`) and removes what it read; nil without consuming when the
    /// first word is no day at all.
    public static func read(
        _ words: inout ArraySlice<String>, today: Day, order: Order = .dayFirst, future: Bool = false
    ) -> Result<Day, CommandError>? {
        guard let first = words.first else { return nil }
        let weeks = ["this": 0, "next": 1, "last": -1]
        if let shift = weeks[first.lowercased()], words.count > 1, let weekday = weekday(words[words.startIndex + 1]) {
            let name = first + " " + words[words.startIndex + 1]
            words.removeFirst(2)
            return shifted(today, by: weekday - today.weekday + 7 * shift, name)
        }
        guard let result = parse(first, today: today, order: order, future: future) else { return nil }
        words.removeFirst()
        return result
    }

    /// One word as a day; nil when it does not look like a day; a failure
    /// when it does but is not one (`2026-02-30`, `+99999999`).
    public static func parse(_ text: String, today: Day, order: Order = .dayFirst, future: Bool = false) -> Result<Day, CommandError>? {
        let word = text.lowercased()
        switch word {
        case "today": return .success(today)
        case "tomorrow": return shifted(today, by: 1, text)
        case "yesterday": return shifted(today, by: -1, text)
        default: break
        }
        if let weekday = weekday(word) {
            // The weekday of this week; in the future tense the next one, today or after.
            let days = weekday - today.weekday
            return shifted(today, by: future && days < 0 ? days + 7 : days, text)
        }
        // `next monday` as one word (a range's end: `shop add plan next monday..next friday`).
        let parts = word.split(separator: " ", omittingEmptySubsequences: true)
        if parts.count == 2, let shift = ["this": 0, "next": 1, "last": -1][String(parts[0])], let weekday = weekday(String(parts[1])) {
            return shifted(today, by: weekday - today.weekday + 7 * shift, text)
        }
        if word.contains("/") { return slashed(word, text, today: today, order: order) }
        if let sign = word.first, sign == "+" || sign == "-" {
            let digits = word.dropFirst()
            guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
            guard digits.count <= 6, let count = Int(digits) else {
                return .failure(CommandError("'\(text)' is too far from today", suggestion: "use at most 999999 days", kind: .limit))
            }
            return shifted(today, by: sign == "+" ? count : -count, text)
        }
        let bytes = Array(word.utf8)
        if bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") {
            guard let day = Day(word) else {
                return .failure(CommandError("'\(text)' is not a real day", suggestion: "expected \(accepted)"))
            }
            return .success(day)
        }
        return nil
    }

    /// `03/12` or `03/12/2026` (`3/12/26`: 2026) in `order`; without a
    /// year, the one of the three around today's (last year's, this year's,
    /// next year's) nearest to today.
    package static func slashed(_ word: String, _ text: String, today: Day, order: Order) -> Result<Day, CommandError>? {
        let parts = word.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3,
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            parts[0].count <= 2, parts[1].count <= 2, let a = Int(parts[0]), let b = Int(parts[1])
        else { return nil }
        let (day, month) = order == .dayFirst ? (a, b) : (b, a)
        let invalid = CommandError(
            "'\(text)' is not a real day", suggestion: "\(order.pattern) with these settings' units; expected \(accepted)")
        if parts.count == 3 {
            guard let written = Int(parts[2]), parts[2].count == 2 || parts[2].count == 4 else { return .failure(invalid) }
            let year = parts[2].count == 2 ? 2000 + written : written
            return Day(year: year, month: month, day: day).map { .success($0) } ?? .failure(invalid)
        }
        let candidates = [today.year - 1, today.year, today.year + 1].compactMap { Day(year: $0, month: month, day: day) }
        guard let nearest = candidates.min(by: { abs($0.ordinal - today.ordinal) < abs($1.ordinal - today.ordinal) }) else {
            return .failure(invalid)
        }
        return .success(nearest)
    }

    /// Like `read`, but a word that is no day is an error too.
    public static func require(
        _ words: inout ArraySlice<String>, today: Day, order: Order = .dayFirst, future: Bool = false
    ) -> Result<Day, CommandError> {
        if let result = read(&words, today: today, order: order, future: future) { return result }
        guard let first = words.first else {
            return .failure(CommandError("missing day", suggestion: "expected \(accepted)"))
        }
        return .failure(CommandError("unknown day '\(first)'", suggestion: "expected \(accepted)"))
    }

    /// 1 = Monday ... 7 = Sunday for a weekday name or its first three letters.
    package static func weekday(_ text: String) -> Int? {
        let word = text.lowercased()
        guard word.count >= 3 else { return nil }
        return weekdays.firstIndex { $0 == word || ($0.hasPrefix(word) && word.count == 3) }.map { $0 + 1 }
    }

    private static func shifted(_ day: Day, by days: Int, _ text: String) -> Result<Day, CommandError> {
        guard let result = day.adding(days: days) else {
            return .failure(CommandError("'\(text)' is outside the calendar", suggestion: "expected \(accepted)"))
        }
        return .success(result)
    }
}

/// A meal slot as a person types it: the six slots of the day, case
/// ignored, with `-`, `_` or a space between words (`morning-snack`,
/// `Morning_Snack`, `morning snack`).
public enum SlotName {
    public static let accepted = "breakfast, morning-snack, lunch, afternoon-snack, dinner, evening-snack"

    /// Reads a slot from the front of `words` (one word, or two for
    /// `morning snack`) and removes what it read.
    public static func read(_ words: inout ArraySlice<String>) -> Result<MealType, CommandError> {
        guard let first = words.first else {
            return .failure(CommandError("missing meal slot", suggestion: "expected one of: \(accepted)"))
        }
        if words.count > 1, let slot = MealType.lenient(first + " " + words[words.startIndex + 1]) {
            words.removeFirst(2)
            return .success(slot)
        }
        if let slot = MealType.lenient(first) {
            words.removeFirst()
            return .success(slot)
        }
        let suggestion = Suggestion.closest(
            to: first, in: MealType.allCases.map { $0.rawValue.lowercased().replacingOccurrences(of: " ", with: "-") })
        return .failure(
            CommandError(
                "unknown meal slot '\(first)'",
                suggestion: (suggestion.map { "did you mean '\($0)'? " } ?? "") + "expected one of: \(accepted)"))
    }

    /// `morning-snack`: how commands and their output spell a slot.
    public static func spelling(_ slot: MealType) -> String {
        slot.rawValue.lowercased().replacingOccurrences(of: " ", with: "-")
    }
}

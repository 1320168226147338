import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// A meal plan as iCalendar (RFC 5545): one VEVENT per meal slot, at the
/// meal's time of day (`MealTimes`, set in the settings), in floating local
/// time. UIDs are the slot ids with `@clipcook`, so a second export of the
/// same plan updates the same events; DTSTAMP is the export time (UTC).
/// Text values are escaped (`\\ \; \, \n`) and lines folded at 75 octets,
/// never inside a UTF-8 sequence, with CRLF line ends.
public enum ICalendarWriter {
    public struct Stamp: Sendable, Hashable {
        /// `YYYYMMDDTHHMMSSZ`.
        public var text: String
        public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
            func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
            let y = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
            text = "\(y)\(two(month))\(two(day))T\(two(hour))\(two(minute))\(two(second))Z"
        }
    }

    public static func write(
        _ plan: Plan, titles: [String: String] = [:], times: MealTimes = MealTimes(), stamp: Stamp
    ) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//ClipCook//clipcook//EN", "CALSCALE:GREGORIAN",
            "X-WR-CALNAME:ClipCook meal plan",
        ]
        let slots = plan.mealSlots.sorted { ($0.day, $0.meal.position) < ($1.day, $1.meal.position) }
        for slot in slots {
            let time = times.time(of: slot.meal)
            let start = startText(slot.day, minutes: time.start)
            let end = endText(slot.day, minutes: time.start, plus: time.duration)
            var summary: String
            var description: [String] = []
            if let id = slot.recipeId {
                summary = titles[id] ?? id
                if let servings = slot.servings { summary += " ×" + QuantityFormatter.format(servings, style: .decimals) }
                description.append("Recipe: \(id)")
            } else if let quick = slot.quickAdd {
                summary = quick.name
                description.append("\(quick.calories) kcal, protein \(quick.protein) g, carbs \(quick.carbs) g, fats \(quick.fats) g")
            } else {
                summary = "(nothing planned)"
            }
            lines += [
                "BEGIN:VEVENT",
                "UID:" + escape(slot.id) + "@clipcook",
                "DTSTAMP:" + stamp.text,
                "DTSTART:" + start,
                "DTEND:" + end,
                "SUMMARY:" + escape(slot.meal.rawValue + ": " + summary),
                "DESCRIPTION:" + escape(description.joined(separator: "\n")),
                "CATEGORIES:" + escape(slot.meal.rawValue),
                "END:VEVENT",
            ]
        }
        lines.append("END:VCALENDAR")
        return lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    /// `20261123T073000`: a floating local date-time.
    package static func startText(_ day: Day, minutes: Int) -> String {
        dayText(day) + "T" + clock(minutes)
    }

    /// The end, on the next day when the meal runs past midnight.
    package static func endText(_ day: Day, minutes: Int, plus duration: Int) -> String {
        let total = minutes + duration
        if total < 24 * 60 { return dayText(day) + "T" + clock(total) }
        guard let next = day.adding(days: 1) else { return dayText(day) + "T235900" }
        return dayText(next) + "T" + clock(total - 24 * 60)
    }

    package static func dayText(_ day: Day) -> String {
        day.description.filter { $0 != "-" }
    }

    package static func clock(_ minutes: Int) -> String {
        let m = max(0, min(minutes, 24 * 60 - 1))
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return two(m / 60) + two(m % 60) + "00"
    }

    /// RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and line breaks escaped; other controls dropped.
    package static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// RFC 5545 §3.1: lines longer than 75 octets are split, each further
    /// part starting with one space; a split never falls inside a UTF-8
    /// sequence (it moves back to the start of the character's bytes).
    package static func fold(_ line: String) -> String {
        let bytes = Array(line.utf8)
        guard bytes.count > 75 else { return line }
        var parts: [[UInt8]] = []
        var start = 0
        var limit = 75
        while start < bytes.count {
            var end = min(bytes.count, start + limit)
            if end < bytes.count {
                // Back off while `end` points at a continuation byte (10xxxxxx).
                while end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            }
            parts.append(Array(bytes[start..<end]))
            start = end
            limit = 74  // the leading space counts
        }
        return parts.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\r\n ")
    }
}

/// The time of day and length of each meal in calendar exports: the
/// settings' `meals` section, else `MealTime.defaultTime(of:)`.
public struct MealTimes: Hashable, Sendable {
    public var overrides: [MealType: MealTime]

    public init(_ overrides: [MealType: MealTime] = [:]) {
        self.overrides = overrides
    }

    public func time(of meal: MealType) -> MealTime {
        overrides[meal] ?? MealTime.defaultTime(of: meal)
    }
}

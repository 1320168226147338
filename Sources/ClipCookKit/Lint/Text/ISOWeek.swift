/// An ISO-8601 week (`2026-W48`): Monday to Sunday, week 1 being the week
/// that holds January 4th.
struct ISOWeek: Hashable {
    var year: Int
    var week: Int

    /// Reads the week from a plan's file name, `plans/2026-W48.plan`.
    init?(fileName path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let b = Array(name.utf8)
        guard b.count == 13, name.hasSuffix(".plan"), b[4] == UInt8(ascii: "-"), b[5] == UInt8(ascii: "W") || b[5] == UInt8(ascii: "w")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for i in range {
                guard b[i] >= 0x30, b[i] <= 0x39 else { return nil }
                value = value * 10 + Int(b[i] - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), let week = number(6..<8), year >= 1 else { return nil }
        self.year = year
        self.week = week
    }

    /// The number of ISO weeks in `year` (52 or 53): the week of December 28th.
    static func weeks(in year: Int) -> Int {
        guard let jan4 = Day(year: year, month: 1, day: 4), let next = Day(year: year + 1, month: 1, day: 4),
              let monday = jan4.adding(days: 1 - jan4.weekday),
              let nextMonday = next.adding(days: 1 - next.weekday) else { return 52 }
        return (nextMonday.ordinal - monday.ordinal) / 7
    }

    var isValid: Bool { week >= 1 && week <= ISOWeek.weeks(in: year) }

    /// Monday of the week.
    var monday: Day? {
        guard let jan4 = Day(year: year, month: 1, day: 4) else { return nil }
        return jan4.adding(days: 1 - jan4.weekday + (week - 1) * 7)
    }

    var days: ClosedRange<Day>? {
        guard let monday, let sunday = monday.adding(days: 6) else { return nil }
        return monday...sunday
    }

    var name: String { "\(year)-W\(week < 10 ? "0" : "")\(week)" }
}

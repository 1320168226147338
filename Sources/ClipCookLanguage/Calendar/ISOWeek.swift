import ClipCookCore

/// An ISO 8601 week (`2026-W48`): Monday to Sunday, week 1 being the week
/// that holds January 4th, so a week belongs to the year of its Thursday.
/// Plans are filed by week (`plans/2026-W48.plan`).
public struct ISOWeek: Hashable, Sendable, CustomStringConvertible {
    /// The week-numbering year, which differs from the calendar year for a
    /// few days around New Year (2027-01-01 is in 2026-W53).
    public var year: Int
    /// 1 to 52 or 53; unchecked (see `isValid`).
    public var week: Int

    public init(year: Int, week: Int) {
        self.year = year
        self.week = week
    }

    /// The week a day falls in.
    public init(containing day: Day) {
        let thursday = day.ordinal + 4 - day.weekday
        let year = Day(ordinal: thursday)?.year ?? day.year
        let januaryFirst = Day(year: year, month: 1, day: 1)?.ordinal ?? thursday
        self.init(year: year, week: (thursday - januaryFirst) / 7 + 1)
    }

    /// Reads `yyyy-Www` (or `yyyy-wWW`); nil for anything else. The week
    /// number is not checked against the year (see `isValid`).
    public init?(_ text: some StringProtocol) {
        let b = Array(text.utf8)
        guard b.count == 8, b[4] == UInt8(ascii: "-"), b[5] == UInt8(ascii: "W") || b[5] == UInt8(ascii: "w"),
            let year = Day.number(b, 0..<4), let week = Day.number(b, 6..<8), year >= 1
        else { return nil }
        self.init(year: year, week: week)
    }

    /// The number of ISO weeks in `year` (52 or 53).
    public static func weeks(in year: Int) -> Int {
        guard let monday = ISOWeek(year: year, week: 1).monday,
            let nextMonday = ISOWeek(year: year + 1, week: 1).monday
        else { return 52 }
        return (nextMonday.ordinal - monday.ordinal) / 7
    }

    public var isValid: Bool { week >= 1 && week <= ISOWeek.weeks(in: year) }

    /// Monday of the week.
    public var monday: Day? {
        guard let jan4 = Day(year: year, month: 1, day: 4) else { return nil }
        return jan4.adding(days: 1 - jan4.weekday + (week - 1) * 7)
    }

    /// Monday to Sunday.
    public var days: ClosedRange<Day>? {
        guard let monday, let sunday = monday.adding(days: 6) else { return nil }
        return monday...sunday
    }

    /// `2026-W48`.
    public var description: String {
        Day.padded(year, 4) + "-W" + Day.padded(week, 2)
    }
}

extension Day {
    /// The ISO week the day falls in (`2026-11-23` is in `2026-W48`).
    public var isoWeek: ISOWeek { ISOWeek(containing: self) }
}

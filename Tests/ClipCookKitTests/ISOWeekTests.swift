import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct ISOWeekTests {
    @Test func readsAndWritesTheWeekNotation() {
        #expect(ISOWeek("2026-W48") == ISOWeek(year: 2026, week: 48))
        #expect(ISOWeek("2026-w05") == ISOWeek(year: 2026, week: 5))
        #expect(ISOWeek("2026-W5") == nil)
        #expect(ISOWeek("2026-48") == nil)
        #expect(ISOWeek("0000-W01") == nil)
        #expect(ISOWeek(year: 812, week: 3).description == "0812-W03")
    }

    @Test func everyDayLiesInsideItsOwnWeek() throws {
        // Four years around two 53-week years (2020, 2026), day by day.
        var day = try #require(Day("2019-12-20"))
        let last = try #require(Day("2027-01-10"))
        while day <= last {
            let week = day.isoWeek
            #expect(week.isValid)
            #expect(try #require(week.days).contains(day))
            #expect(ISOWeek(week.description) == week)
            day = try #require(day.adding(days: 1))
        }
    }

    @Test func theEdgesOfTheCalendarHaveAWeek() throws {
        #expect(try #require(Day("0001-01-01")).isoWeek == ISOWeek(year: 1, week: 1))  // a Monday
        #expect(try #require(Day("9999-12-31")).isoWeek == ISOWeek(year: 9999, week: 52))
    }
}

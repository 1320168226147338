import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct PlanDayOutsideWeekTests {
    let rule = PlanDayOutsideWeek()

    func messages(_ path: String, _ days: [String]) throws -> [String] {
        let plan = Plan(mealSlots: try days.map { try LintFixture.slot($0) })
        return LintFixture.messages(rule, [LintFixture.file(path, .plan(plan))])
    }

    @Test func week48Of2026RunsFromMonday23rdToSunday29th() throws {
        #expect(try messages("plans/2026-W48.plan", ["2026-11-23", "2026-11-29"]).isEmpty)
        #expect(
            try messages("plans/2026-W48.plan", ["2026-11-22", "2026-11-30", "2026-11-30"]) == [
                "day 2026-11-22 is outside week 2026-W48 (2026-11-23 to 2026-11-29)",
                "day 2026-11-30 is outside week 2026-W48 (2026-11-23 to 2026-11-29)",
            ])
    }

    @Test func week1CanStartInTheYearBefore() throws {
        // 2026-01-04 is a Sunday, so week 1 of 2026 starts on Monday 2025-12-29.
        #expect(try messages("2026-W01.plan", ["2025-12-29", "2026-01-04"]).isEmpty)
        #expect(try messages("2026-W01.plan", ["2026-01-05"]).count == 1)
    }

    @Test func week53ExistsOnlyInLongYears() throws {
        #expect(ISOWeek.weeks(in: 2026) == 53)  // 2026 starts on a Thursday
        #expect(ISOWeek.weeks(in: 2025) == 52)
        #expect(try messages("plans/2026-W53.plan", ["2026-12-28"]).isEmpty)
        #expect(
            try messages("plans/2025-W53.plan", ["2025-12-29"])
                == ["file name names week 53, but 2025 has 52 ISO weeks"])
    }

    @Test func plansNotFiledByWeekAreNotChecked() throws {
        #expect(try messages("plans/november.plan", ["2026-11-01", "2026-11-30"]).isEmpty)
        #expect(try messages("plans/2026-11.plan", ["2026-01-01"]).isEmpty)
    }
}

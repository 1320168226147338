import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct DayTests {
    @Test(arguments: ["2026-02-30", "2026-13-01", "2025-02-29", "26-01-01", "2026-1-01", ""])
    func rejectsImpossibleDays(_ text: String) {
        #expect(Day(text) == nil)
    }

    @Test func leapDayAndWeekday() throws {
        let day = try #require(Day("2024-02-29"))
        #expect(day.description == "2024-02-29")
        #expect(Day("2026-11-23")?.weekday == 1)  // a Monday
        #expect(day.adding(days: 1)?.description == "2024-03-01")
    }
}

@Suite struct TimestampTests {
    @Test(arguments: ["2026-02-25T10:15:00Z", "2026-02-25T10:15:00.123+01:00", "2026-12-31T23:59:60Z"])
    func accepts(_ text: String) { #expect(Timestamp(text)?.text == text) }

    @Test(arguments: ["2026-02-30T10:15:00Z", "2026-02-25 10:15:00Z", "2026-02-25T10:15:00", "yesterday"])
    func rejects(_ text: String) { #expect(Timestamp(text) == nil) }
}

@Suite struct JSONShapeTests {
    @Test func optionalSeedFieldsAreNullAndExtensionsAbsent() throws {
        let recipe = Recipe(id: "r", title: "Toast", category: .breakfast)
        let data = try JSONEncoder().encode(recipe)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["caption"] is NSNull)
        #expect(object["tags"] == nil)
        #expect(object["createdAt"] == nil)
        #expect(object["category"] as? String == "Breakfast")
    }
}

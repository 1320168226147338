import Testing
@testable import ClipCookKit

@Suite struct DateExpressionTests {
    // Monday 2026-11-23.
    let today = Day(year: 2026, month: 11, day: 23) ?? Day(ordinal: 0)!

    func day(_ text: String) -> String {
        var words = ArraySlice(text.split(separator: " ").map(String.init))
        switch DateExpression.require(&words, today: today) {
        case .success(let day): return words.isEmpty ? day.description : "\(day) + \(words.joined(separator: " "))"
        case .failure(let error): return error.oneLine
        }
    }

    @Test func wordsAndOffsets() {
        #expect(day("today") == "2026-11-23")
        #expect(day("Tomorrow") == "2026-11-24")
        #expect(day("yesterday") == "2026-11-22")
        #expect(day("+7") == "2026-11-30")
        #expect(day("-30") == "2026-10-24")
        #expect(day("2026-12-31") == "2026-12-31")
        #expect(day("2028-02-29") == "2028-02-29")
    }

    @Test func weekdaysAreTheNextOneTodayIncludedAndLastIsTheOneBefore() {
        #expect(day("monday") == "2026-11-23")
        #expect(day("wednesday") == "2026-11-25")
        #expect(day("Sun") == "2026-11-29")
        #expect(day("last monday") == "2026-11-16")
        #expect(day("last sunday") == "2026-11-22")
        #expect(day("last friday lunch") == "2026-11-20 + lunch")
    }

    @Test func badDaysSayWhatIsAccepted() {
        let accepted = "expected today, tomorrow, yesterday, a weekday (friday, last monday), +N or -N days, or yyyy-MM-dd"
        #expect(day("2026-02-30") == "'2026-02-30' is not a real day; " + accepted)
        #expect(day("someday") == "unknown day 'someday'; " + accepted)
        #expect(day("+99999999") == "'+99999999' is too far from today; use at most 999999 days")
    }

    @Test func slotsAcceptDashUnderscoreAndSpaceInAnyCase() {
        func slot(_ text: String) -> String {
            var words = ArraySlice(text.split(separator: " ").map(String.init))
            switch SlotName.read(&words) {
            case .success(let meal): return meal.rawValue + (words.isEmpty ? "" : " + " + words.joined(separator: " "))
            case .failure(let error): return error.oneLine
            }
        }
        #expect(slot("morning-snack") == "Morning Snack")
        #expect(slot("Morning_Snack") == "Morning Snack")
        #expect(slot("morning snack 2") == "Morning Snack + 2")
        #expect(slot("DINNER") == "Dinner")
        #expect(slot("brunch") == "unknown meal slot 'brunch'; did you mean 'lunch'? expected one of: breakfast, morning-snack, lunch, afternoon-snack, dinner, evening-snack")
    }
}

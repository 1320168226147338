import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct DateExpressionTests {
    // Monday 2026-11-23.
    let today: Day

    init() throws {
        today = try #require(Day(year: 2026, month: 11, day: 23))
    }

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

    /// A weekday name is that day of today's ISO week, whichever day today is.
    @Test func aWeekdayIsTheOneOfTheWeekShownWhateverTheDay() {
        // Wednesday 2026-11-25.
        guard let wednesday = Day(year: 2026, month: 11, day: 25) else { Issue.record("no day"); return }
        func on(_ text: String) -> String {
            var words = ArraySlice(text.split(separator: " ").map(String.init))
            switch DateExpression.require(&words, today: wednesday) {
            case .success(let day): return day.description
            case .failure(let error): return error.oneLine
            }
        }
        #expect(on("monday") == "2026-11-23")
        #expect(on("mon") == "2026-11-23")
        #expect(on("this monday") == "2026-11-23")
        #expect(on("wednesday") == "2026-11-25")
        #expect(on("sunday") == "2026-11-29")
        #expect(on("next monday") == "2026-11-30")
        #expect(on("next sunday") == "2026-12-06")
        #expect(on("last monday") == "2026-11-16")
        #expect(on("last friday") == "2026-11-20")
        if case .success(let day)? = DateExpression.parse("next Monday", today: wednesday) {
            #expect(day.description == "2026-11-30")
        } else {
            Issue.record("'next monday' as one word (a range's end) is not read")
        }
        #expect(on("this") == "unknown day 'this'; " + "expected \(DateExpression.accepted)")
    }

    @Test func slashesFollowTheDateOrderAndTakeTheNearestYear() {
        func on(_ text: String, _ order: DateExpression.Order, today: Day = Day(year: 2026, month: 11, day: 25) ?? Day(ordinal: 0)!) -> String {
            var words = ArraySlice([text])
            switch DateExpression.require(&words, today: today, order: order) {
            case .success(let day): return day.description
            case .failure(let error): return error.oneLine
            }
        }
        #expect(on("03/12", .dayFirst) == "2026-12-03")
        #expect(on("3/12", .monthFirst) == "2027-03-12")
        #expect(on("12/3", .monthFirst) == "2026-12-03")
        #expect(on("03/01", .dayFirst) == "2027-01-03")
        #expect(on("03/12/2026", .monthFirst) == "2026-03-12")
        #expect(on("03/12/26", .dayFirst) == "2026-12-03")
        #expect(on("29/02", .dayFirst, today: Day(year: 2027, month: 11, day: 1) ?? Day(ordinal: 0)!) == "2028-02-29")
        #expect(on("31/02", .dayFirst).hasPrefix("'31/02' is not a real day; dd/mm with these settings' units"))
        #expect(on("13/03", .monthFirst).hasPrefix("'13/03' is not a real day; mm/dd"))
        #expect(on("1/2/3", .dayFirst).hasPrefix("'1/2/3' is not a real day"))
        #expect(on("a/b", .dayFirst).hasPrefix("unknown day 'a/b'"))
        #expect(on("999999999/1", .dayFirst).hasPrefix("unknown day"))
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
        #expect(
            slot("brunch")
                == "unknown meal slot 'brunch'; did you mean 'lunch'? expected one of: breakfast, morning-snack, lunch, afternoon-snack, dinner, evening-snack"
        )
    }
}

import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

extension SyntaxTests {
    @Suite struct DurationTextTests {
        @Test(arguments: [
            ("90 s", 90), ("90s", 90), ("10 min", 600), ("1 h 30 min", 5400), ("1h30min", 5400), ("2 hours 1 second", 7201),
            ("1 hr 5 mins", 3900), ("0 s", 0), ("45 secs", 45), ("1.5 h", 5400), ("0.25 min", 15), ("1.50 hours", 5400),
            ("5-7 min", 300), ("5 - 7 min", 300), ("1.5-2 h", 5400),
        ])
        func parses(_ text: String, _ seconds: Int) {
            #expect(DurationText.seconds(in: text) == seconds)
        }

        @Test(arguments: [
            "", "5", "5 parsecs", "min", "5 minx", "99999999999999999999 s", "1.5 s", "0.0000000001 h",
            "7-5 min", "5-5 min", "1 h 5-7 min", "5m", "1.5",
        ])
        func rejects(_ text: String) {
            #expect(DurationText.seconds(in: text) == nil)
        }

        @Test(arguments: [
            (5400, "1 h 30 min"), (660, "11 min"), (45, "45 s"), (0, "0 s"), (3601, "1 h 1 s"),
            (Int.max, "2562047788015215 h 30 min 7 s"), (-5, "-5 s"),
        ])
        func formats(_ seconds: Int, _ text: String) {
            #expect(DurationText.format(seconds: seconds) == text)
            #expect(DurationText.seconds(in: text) == seconds)
        }

        @Test(arguments: [
            (300, 420, "5-7 min"), (5400, 7200, "90-120 min"), (3600, 7200, "1-2 h"), (30, 45, "30-45 s"),
            (90, 150, "90-150 s"), (300, 300, "5 min"),
        ])
        func formatsRanges(_ low: Int, _ high: Int, _ text: String) {
            #expect(DurationText.format(seconds: low, upTo: high) == text)
            if low != high, case .duration(let s, let m, _) = DurationText.read(Array(text.utf8), from: 0, end: text.utf8.count) {
                #expect(s == low && m == high)
            }
        }

        @Test func misspeltUnitsSuggestTheUnit() {
            guard case .failure(_, _, let notes) = DurationText.read(Array("5m".utf8), from: 0, end: 2) else {
                Issue.record("5m read as a duration")
                return
            }
            #expect(notes == ["did you mean 'min'"])
        }
    }
}

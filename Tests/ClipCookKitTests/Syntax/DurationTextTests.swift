import Testing
@testable import ClipCookKit

extension SyntaxTests {
    @Suite struct DurationTextTests {
        @Test(arguments: [
            ("90 s", 90), ("90s", 90), ("10 min", 600), ("1 h 30 min", 5400), ("1h30min", 5400), ("2 hours 1 second", 7201),
            ("1 hr 5 mins", 3900), ("0 s", 0), ("45 secs", 45),
        ])
        func parses(_ text: String, _ seconds: Int) {
            #expect(DurationText.seconds(in: text) == seconds)
        }

        @Test(arguments: ["", "5", "5 parsecs", "min", "1.5 h", "5 minx", "99999999999999999999 s"])
        func rejects(_ text: String) {
            #expect(DurationText.seconds(in: text) == nil)
        }

        @Test(arguments: [(5400, "1 h 30 min"), (660, "11 min"), (45, "45 s"), (0, "0 s"), (3601, "1 h 1 s"),
                          (Int.max, "2562047788015215 h 30 min 7 s"), (-5, "-5 s")])
        func formats(_ seconds: Int, _ text: String) {
            #expect(DurationText.format(seconds: seconds) == text)
            #expect(DurationText.seconds(in: text) == seconds)
        }
    }
}

import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The settings' `meals` section: parsed, printed, formatted, in JSON and back.
@Suite struct MealTimesSettingsTests {
    static let text = """
        settings
          units metric

        meals
          breakfast 07:30 20 min
          morning snack  10:00
          dinner 18:45 1 h 30 min  -- late on weekdays
        """

    @Test func parsedWithDefaultsForMissingLengths() throws {
        let result = Language.parse(Self.text)
        #expect(result.diagnostics.isEmpty)
        guard case .settings(let s)? = result.document else { throw CancellationError() }
        #expect(
            s.mealTimes == [
                .breakfast: MealTime(start: 450, duration: 20), .morningSnack: MealTime(start: 600, duration: 15),
                .dinner: MealTime(start: 1125, duration: 90),
            ])
        let printed = Language.print(.settings(s))
        #expect(printed.hasSuffix("meals\n  breakfast 07:30 20 min\n  morning snack 10:00 15 min\n  dinner 18:45 1 h 30 min\n"))
        #expect(Language.parse(printed).document == .settings(s))
        let formatted = try Formatter.format(SourceFile(path: "settings", text: Self.text))
        #expect(formatted.contains("  morning snack 10:00\n  dinner 18:45 1 h 30 min  -- late on weekdays\n"))
        let json = try JSONDocumentEncoder.encode(.document(.settings(s)))
        #expect(json.contains("\"Morning Snack\" : {\n      \"minutes\" : 15,\n      \"start\" : \"10:00\"\n    }"))
        let back = JSONDocumentDecoder.decode(SourceFile(path: "s.json", text: json))
        #expect(back.content == .document(.settings(s)))
    }

    @Test(arguments: [
        (
            "supper 19:00",
            "settings:5:3: error: expected a meal (breakfast, morning snack, lunch, afternoon snack, dinner, evening snack) and a time such as 07:30"
        ),
        ("lunch 25:00", "settings:5:9: error: expected a time of day such as 07:30 after 'lunch'"),
        ("lunch 12:00 0 min", "settings:5:15: error: a meal lasts whole minutes, from 1 min to 24 h"),
        ("lunch 12:00 soon", "settings:5:15: error: unexpected 'soon' after the meal time"),
    ])
    func mistakesAreReportedWhereTheyAre(_ line: String, _ headline: String) {
        let result = Language.parse("settings\n  units metric\n\nmeals\n  \(line)\n", path: "settings")
        #expect(result.document == nil)
        #expect(result.diagnostics.first?.headline == headline)
    }

    @Test func aMealTwiceIsAnError() {
        let result = Language.parse("settings\nmeals\n  lunch 12:00\n  lunch 13:00\n", path: "settings")
        #expect(result.diagnostics.first?.message.contains("lunch") == true)
        #expect(result.document == nil)
    }
}

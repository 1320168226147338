import Foundation
import Testing

/// Numbers the parser accepts but no kitchen has: lint reports them as
/// `value-out-of-range` instead of trapping in the 4/4/9 arithmetic.
@Suite struct OverflowTests {
    static let huge = "2305843009213693952"

    static let files: [String: String] = [
        "recipes/big.recipe": """
        recipe Big
          category dinner
          servings 1

        steps
          1. Simmer 2562047788015216 hours.
          2. Rest 99999999999999999999999999999 min.

        nutrition per serving
          calories 1  protein \(huge)  carbs 0  fats 0

        """,
        "plans/p.plan": """
        plan
        day 2026-11-23
          lunch: quick Brick calories 1  protein 0  carbs \(huge)  fats \(huge)

        """,
        "settings": """
        settings
        goals
          calories 2200  protein \(huge)  carbs 9223372036854775807  fats 9223372036854775807

        """,
    ]

    @Test func lintReportsAbsurdNumbersInsteadOfTrapping() throws {
        let kitchen = try Executable.temporaryDirectory(holding: Self.files)
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run(["lint", kitchen.path])
        #expect(result.exitCode == 1)
        #expect(result.stdout.contains("protein is \(Self.huge), more than the 100000 allowed [value-out-of-range]"))
        #expect(result.stdout.contains("carbs of quick-add 'Brick' is \(Self.huge), more than the 100000 allowed"))
        #expect(result.stdout.contains("goal carbs is 9223372036854775807, more than the 10000 allowed"))
        #expect(!result.stdout.contains("calories-match-macros"))
        #expect(!result.stdout.contains("goals-match-calories"))
    }

    /// The REPL's `goals` did 4/4/9 arithmetic in Int on goals read from the
    /// settings file and trapped (signal 4) on these values.
    @Test func goalsCommandsSurviveAbsurdGoals() throws {
        let kitchen = try Executable.temporaryDirectory(holding: ["settings": Self.files["settings"] ?? ""])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let shown = try Executable.run(["-C", kitchen.path, "-c", "goals"])
        #expect(shown.exitCode == 0, "stderr: \(shown.stderr)")
        #expect(shown.stdout.contains("carbs     9223372036854775807 g  9223372036854775807 kcal"))
        #expect(shown.stdout.contains("the macros add up to 9223372036854775807 kcal, 9223372036854773607 kcal above the calorie goal"))

        // Recalculating keeps the (saturated) 4:9 proportion of carbs to fats' calories.
        let set = try Executable.run(["-C", kitchen.path, "-c", "goals protein 100"])
        #expect(set.exitCode == 0, "stderr: \(set.stderr)")
        #expect(
            try String(contentsOf: kitchen.appendingPathComponent("settings"), encoding: .utf8)
                == "settings\n\ngoals\n  calories 2200  protein 100  carbs 138  fats 138\n")
    }

    @Test func settingCaloriesSurvivesAbsurdGoals() throws {
        let kitchen = try Executable.temporaryDirectory(holding: ["settings": Self.files["settings"] ?? ""])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run(["-C", kitchen.path, "-c", "goals calories 2000"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("calories  2000 kcal"))
        #expect(
            try String(contentsOf: kitchen.appendingPathComponent("settings"), encoding: .utf8)
                .contains("calories 2000  protein 36  carbs 143  fats 143"))
    }

    /// A JSON settings document's meal length went unchecked to the printer,
    /// which multiplied it by 60 and trapped; now it is a diagnostic.
    @Test func absurdMealLengthInJSONSettingsIsADiagnostic() throws {
        for minutes in ["9223372036854775807", "-9223372036854775808", "0", "1441"] {
            let json = #"{"displayName":null,"email":null,"id":null,"mealTimes":{"Dinner":{"minutes":"# + minutes + #","start":"23:59"}}}"#
            let result = try Executable.run(["convert", "-", "--from", "json", "--to", "clipcook"], stdin: json)
            #expect(result.exitCode == 1, "minutes \(minutes): \(result.stderr)")
            #expect(result.stderr.contains("<stdin>:1:77: error: mealTimes.Dinner.minutes: a meal lasts whole minutes, from 1 min to 24 h"))
            #expect(result.stdout.isEmpty)
        }
        let longest = try Executable.run(
            ["convert", "-", "--from", "json", "--to", "clipcook"],
            stdin: #"{"mealTimes":{"Dinner":{"minutes":1440,"start":"23:59"}},"displayName":null,"email":null,"id":null}"#)
        #expect(longest.exitCode == 0)
        #expect(longest.stdout == "settings\n\nmeals\n  dinner 23:59 24 h\n")
    }

    @Test func fixLeavesAbsurdDurationsAlone() throws {
        let kitchen = try Executable.temporaryDirectory(holding: ["recipes/big.recipe": Self.files["recipes/big.recipe"] ?? ""])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run(["lint", "--fix", kitchen.path])
        #expect(result.exitCode == 1)
        #expect(
            try String(contentsOf: kitchen.appendingPathComponent("recipes/big.recipe"), encoding: .utf8)
                == Self.files["recipes/big.recipe"])
    }
}

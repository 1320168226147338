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

    @Test func fixLeavesAbsurdDurationsAlone() throws {
        let kitchen = try Executable.temporaryDirectory(holding: ["recipes/big.recipe": Self.files["recipes/big.recipe"] ?? ""])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run(["lint", "--fix", kitchen.path])
        #expect(result.exitCode == 1)
        #expect(try String(contentsOf: kitchen.appendingPathComponent("recipes/big.recipe"), encoding: .utf8)
            == Self.files["recipes/big.recipe"])
    }
}

import Foundation
import Testing

/// A plan left with conflict markers (issue 35, item 13): the meal both
/// sides changed counts as neither side, is shown as "conflict: ours … /
/// theirs …", and `macros` says the day is uncertain.
@Suite struct PlanConflictTests {
    static let files: [String: String] = [
        "settings": "settings\n  units metric\n  goals\n    calories 2000\n    protein 150\n    carbs 200\n    fats 67\n",
        "recipes/oats.recipe":
            "recipe Oats\n  category breakfast\n  servings 1\n\nnutrition per serving\n  calories 500  protein 30  carbs 60  fats 15\n",
        "recipes/wrap.recipe":
            "recipe Wrap\n  category lunch\n  servings 1\n\nnutrition per serving\n  calories 700  protein 50  carbs 70  fats 25\n",
        "recipes/salmon.recipe":
            "recipe Salmon\n  category dinner\n  servings 1\n\nnutrition per serving\n  calories 800  protein 70  carbs 70  fats 27\n",
        "plans/2026-W49.plan": """
        plan
        day 2026-12-01
          breakfast: oats
        <<<<<<< ours
          lunch: wrap x3
        =======
          lunch: wrap x1.5
        >>>>>>> theirs
          dinner: salmon
        day 2026-12-02
          lunch: wrap

        """,
    ]

    @Test func aConflictedMealCountsAsNeitherSide() throws {
        let folder = try Executable.temporaryDirectory(holding: Self.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let macros = try Executable.run(["-C", folder.path, "--json", "-c", "macros 2026-12-01"])
        let line = try #require(macros.stdout.split(separator: "\n").first, "\(macros.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        // Oats and salmon only: 500 + 800, not the wrap of either side (×3 + ×1.5 made 4,450).
        #expect(object["calories"] as? Int == 1300, "\(line)")
        #expect(object["uncertain"] as? Bool == true)

        let text = try Executable.run(["-C", folder.path, "-c", "macros 2026-12-01"])
        #expect(text.stdout.contains("uncertain: lunch is in a merge conflict and counted as neither side"), "\(text.stdout)")
        let settled = try Executable.run(["-C", folder.path, "-c", "macros 2026-12-02"])
        #expect(!settled.stdout.contains("uncertain"), "\(settled.stdout)")

        let day = try Executable.run(["-C", folder.path, "-c", "plan 2026-12-01"])
        #expect(day.stdout.contains("conflict: ours Wrap ×3 / theirs Wrap ×1.5"), "\(day.stdout)")
        let week = try Executable.run(["-C", folder.path, "-c", "plan week 2026-12-01"])
        let kcal = try #require(week.stdout.split(separator: "\n").first { $0.hasPrefix("kcal") }, "\(week.stdout)")
        #expect(kcal.contains("1300?"), "the day's total leaves both sides out and is marked: \(kcal)")
        #expect(kcal.contains(" 700 ") || kcal.hasSuffix(" 700"), "the settled day counts as before: \(kcal)")
    }
}

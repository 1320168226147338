import Foundation
import Testing

/// What a new user asked of `list`, `show`, `plan add`, `plan week` and
/// `stats`, through the executable (issue 23 items 10, 13 and 14; issue 22
/// item 10).
@Suite struct QueryAndPlanAnswerTests {
    static let today = ["CLIPCOOK_TODAY": "2026-11-25"]

    static func recipe(_ id: String, _ title: String, _ properties: String = "") -> String {
        "recipe \(title)\n  id \(id)\n  category dinner\n  servings 2\n" + properties
    }

    @Test func listWhereTimeComparesPrepPlusCook() throws {
        let root = try Executable.temporaryDirectory(holding: [
            "recipes/a.recipe": Self.recipe("quick-one", "Quick One", "  prep 10 min\n  cook 15 min\n"),
            "recipes/b.recipe": Self.recipe("slow-one", "Slow One", "  prep 20 min\n  cook 20 min\n"),
            "recipes/c.recipe": Self.recipe("cook-only", "Cook Only", "  cook 25 min\n"),
            "recipes/d.recipe": Self.recipe("prep-hour", "Prep Hour", "  prep 1 h\n"),
            "recipes/e.recipe": Self.recipe("untimed", "Untimed"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["-C", root.path, "--json", "-c", "list where time < 30; list sort time desc"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let outcomes = result.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let ids = outcomes.map { outcome in
            (outcome["recipes"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        }
        #expect(ids == [["cook-only", "quick-one"], ["prep-hour", "slow-one", "cook-only", "quick-one", "untimed"]])
    }

    @Test func showAndFavSuggestTheRecipeAMisspeltWordMeans() throws {
        for command in ["show chiken", "fav chiken", "show chiken caesar"] {
            let result = try Executable.run(["-C", Executable.examplesDirectory.path, "-c", command])
            #expect(result.exitCode != 0)
            #expect(result.stderr.contains("no recipe '\(command.dropFirst(command.hasPrefix("fav") ? 4 : 5))'"), "\(result.stderr)")
            #expect(result.stderr.contains("did you mean 'chicken-caesar-wrap'?"), "\(command): \(result.stderr)")
        }
    }

    @Test func planAddWithSeveralMatchesFailsInAScriptListingThem() throws {
        let root = try Executable.temporaryDirectory(holding: [
            "recipes/a.recipe": Self.recipe("salmon-teriyaki", "Salmon Teriyaki"),
            "recipes/b.recipe": Self.recipe("garlic-butter-salmon", "Garlic Butter Salmon"),
            "plans/2026-W48.plan": "plan\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = root.appendingPathComponent("plans/2026-W48.plan")
        let ambiguous = try Executable.run(["-C", root.path, "-c", "plan add 2026-11-25 dinner salmon"], environment: Self.today)
        #expect(ambiguous.exitCode != 0)
        #expect(ambiguous.stderr.contains("'salmon' matches 2 recipes"), "\(ambiguous.stderr)")
        #expect(ambiguous.stderr.contains("salmon-teriyaki (Salmon Teriyaki)"))
        #expect(ambiguous.stderr.contains("garlic-butter-salmon (Garlic Butter Salmon)"))
        #expect(try String(contentsOf: plan, encoding: .utf8) == "plan\n")
        // One match, by the start of a title or of one of its words, is taken.
        let one = try Executable.run(
            ["-C", root.path, "-c", "plan add 2026-11-25 dinner salmon teri; plan add 2026-11-25 lunch butter"], environment: Self.today)
        #expect(one.exitCode == 0, "\(one.stderr)")
        let written = try String(contentsOf: plan, encoding: .utf8)
        #expect(written.contains("dinner: salmon-teriyaki") && written.contains("lunch: garlic-butter-salmon"), "\(written)")
    }

    @Test func planWeekMarksAMealWithoutNutrition() throws {
        let root = try Executable.temporaryDirectory(holding: [
            "recipes/a.recipe": Self.recipe("mystery-stew", "Mystery Stew"),
            "plans/2026-W48.plan": """
            plan
            day 2026-11-25
              lunch: quick "Soup" calories 300  protein 10  carbs 40  fats 8
              dinner: mystery-stew

            """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["-C", root.path, "-c", "plan week"], environment: Self.today)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("dinner                -       -      0?       -       -       -       -"), "\(result.stdout)")
        #expect(lines.contains("lunch                 -       -     300       -       -       -       -"))
        #expect(lines.contains("kcal                  0       0    300?       0       0       0       0"))
        #expect(lines.contains("? 2026-11-25 dinner: 'Mystery Stew' states no nutrition, counted as 0"))
    }

    static let conflicted = """
        plan
        day 2026-11-25
        <<<<<<< ours
          lunch: quick "Soup" calories 300  protein 10  carbs 40  fats 8
        =======
          lunch: quick "Salad" calories 200  protein 5  carbs 20  fats 9
        >>>>>>> theirs
          dinner: quick "Pasta" calories 700  protein 25  carbs 90  fats 20

        """

    @Test func conflictMarkersAreCalledAnUnresolvedMergeConflict() throws {
        let root = try Executable.temporaryDirectory(holding: ["plans/2026-W48.plan": Self.conflicted])
        defer { try? FileManager.default.removeItem(at: root) }
        let lint = try Executable.run(["lint", root.path])
        #expect(lint.exitCode != 0)
        let output = lint.stdout + lint.stderr
        for line in [3, 5, 7] {
            #expect(output.contains("2026-W48.plan:\(line):1: error: unresolved merge conflict"), "\(output)")
        }
        #expect(!output.contains("unknown keyword"))
    }

    @Test func planWeekShowsWhatAConflictedPlanHolds() throws {
        let root = try Executable.temporaryDirectory(holding: ["plans/2026-W48.plan": Self.conflicted])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["-C", root.path, "-c", "plan week"], environment: Self.today)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // Both sides of the lunch are read, and count as neither (issue 35,
        // item 13); the dinner after them counts.
        #expect(lines.contains("lunch                 -       -      0?       -       -       -       -"), "\(result.stdout)")
        #expect(lines.contains("? 2026-11-25 lunch: conflict: ours Soup / theirs Salad (neither side counts until one is kept), counted as 0"))
        #expect(lines.contains("dinner                -       -     700       -       -       -       -"))
        #expect(
            lines.contains { $0.hasPrefix("note: ") && $0.hasSuffix("plans/2026-W48.plan has 3 errors; its meals are shown as far as they read") })
        #expect(result.stderr.contains("unresolved merge conflict"))
    }

    @Test func statsCallsLinkWarningsWarnings() throws {
        let root = try Executable.temporaryDirectory()
        let outside = try Executable.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        #expect(try Executable.run(["init", root.path]).exitCode == 0)
        let plans = root.appendingPathComponent("plans")
        try FileManager.default.removeItem(at: plans)
        try FileManager.default.createSymbolicLink(at: plans, withDestinationURL: outside)
        let result = try Executable.run(["-C", root.path, "-c", "stats"])
        #expect(result.exitCode == 0)
        #expect(!result.stdout.contains("files with errors"), "\(result.stdout)")
        #expect(result.stdout.contains("1 warning:\n  "), "\(result.stdout)")
        #expect(result.stdout.contains("/plans: symbolic link leads outside the collection (or nowhere); not read"))
        // A file with an error is still one.
        try Data("recipe Broken\n  category brunch\n".utf8).write(to: root.appendingPathComponent("recipes/broken.recipe"))
        let broken = try Executable.run(["-C", root.path, "-c", "stats"])
        #expect(broken.stdout.contains("files with errors: "), "\(broken.stdout)")
        #expect(broken.stdout.contains("broken.recipe"))
    }
}

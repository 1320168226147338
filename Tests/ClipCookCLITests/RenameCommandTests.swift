import Foundation
import Testing

/// `rename`: one undoable change across the recipe, the plans and the list.
@Suite struct RenameCommandTests {
    static let kitchen: [String: String] = [
        "recipes/hummus.recipe": "-- from Nadia\nrecipe Classic Hummus\n  category snack\n  servings 4\n",
        "plans/2026-W48.plan":
            "plan\nday 2026-11-23\n  lunch: classic-hummus x2  -- with pita\n  dinner: quick \"Soup\" calories 300  protein 10  carbs 40  fats 9\nday 2026-11-24\n  afternoon snack: classic-hummus\n",
        "shopping.list": "shopping\n  - [ ] 400 g chickpeas  [recipe classic-hummus]\n  - [ ] milk\n",
    ]

    @Test func renameUpdatesEveryReferenceAndUndoPutsEveryFileBack() throws {
        let root = try Executable.temporaryDirectory(holding: Self.kitchen)
        defer { try? FileManager.default.removeItem(at: root) }
        func read(_ path: String) throws -> String { try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }
        let result = try Executable.run(["-C", root.path, "-c", "rename classic-hummus to hummus; list"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("renamed 'classic-hummus' to 'hummus'; updated 2 planned meals and 1 shopping item\n"))
        #expect(try read("recipes/hummus.recipe") == "-- from Nadia\nrecipe Classic Hummus\n  id hummus\n  category snack\n  servings 4\n")
        #expect(try read("plans/2026-W48.plan").contains("  lunch: hummus x2  -- with pita\n"))
        #expect(try read("plans/2026-W48.plan").contains("  afternoon snack: hummus\n"))
        #expect(try read("shopping.list") == "shopping\n  - [ ] 400 g chickpeas  [recipe hummus]\n  - [ ] milk\n")
        let fmt = try Executable.run(["fmt", "--check", root.path])
        #expect(fmt.exitCode == 0, "\(fmt.stdout)")
        let lint = try Executable.run(["lint", "--strict", root.path])
        #expect(!lint.stdout.contains("plan-recipe-missing"))

        let undone = try Executable.run(["-C", root.path, "-c", "rename hummus to chickpea-dip; undo"])
        #expect(undone.exitCode == 0, "\(undone.stderr)")
        #expect(undone.stdout.contains("undid: rename 'hummus' to 'chickpea-dip'"))
        #expect(try read("plans/2026-W48.plan").contains("  lunch: hummus x2  -- with pita\n"))
        #expect(try read("shopping.list").contains("[recipe hummus]"))
    }

    @Test func aTakenOrBadIdChangesNothing() throws {
        var files = Self.kitchen
        files["recipes/dip.recipe"] = "recipe Dip\n  category snack\n"
        let root = try Executable.temporaryDirectory(holding: files)
        defer { try? FileManager.default.removeItem(at: root) }
        let taken = try Executable.run(["-C", root.path, "-c", "rename classic-hummus to dip"])
        #expect(taken.exitCode == 1)
        #expect(taken.stderr.contains("the id 'dip' is already used by another recipe"))
        let bad = try Executable.run(["-C", root.path, "-c", "rename classic-hummus to \"two words\""])
        #expect(bad.exitCode == 1)
        #expect(try String(contentsOf: root.appendingPathComponent("plans/2026-W48.plan"), encoding: .utf8) == Self.kitchen["plans/2026-W48.plan"])
    }
}

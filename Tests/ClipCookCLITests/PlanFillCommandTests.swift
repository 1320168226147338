import Foundation
import Testing

/// `plan fill` as a user runs it: a dry run shows the week and writes
/// nothing, a real fill writes the plan files and undoes as one change, and
/// bad requests fail with a one-line error and leave every file alone.
@Suite struct PlanFillCommandTests {
    static let today = ["CLIPCOOK_TODAY": "2026-11-25"]

    /// A small collection whose best day is known by hand (see PlanFillTests):
    /// oats + wrap + salmon = 2000 kcal, 150 / 200 / 67 g, the goals exactly.
    static let files: [String: String] = [
        "settings": "settings\n  units metric\n  goals\n    calories 2000\n    protein 150\n    carbs 200\n    fats 67\n",
        "recipes/oats.recipe":
            "recipe Oats\n  category breakfast\n  servings 1\n\nnutrition per serving\n  calories 500  protein 30  carbs 60  fats 15\n",
        "recipes/toast.recipe":
            "recipe Toast\n  category breakfast\n  servings 1\n\nnutrition per serving\n  calories 310  protein 8  carbs 52  fats 8\n",
        "recipes/wrap.recipe":
            "recipe Wrap\n  category lunch\n  servings 1\n\nnutrition per serving\n  calories 700  protein 50  carbs 70  fats 25\n",
        "recipes/pie.recipe": "recipe Pie\n  category lunch\n  servings 1\n\nnutrition per serving\n  calories 930  protein 22  carbs 118  fats 41\n",
        "recipes/salmon.recipe":
            "recipe Salmon\n  category dinner\n  servings 1\n\nnutrition per serving\n  calories 800  protein 70  carbs 70  fats 27\n",
        "recipes/stew.recipe":
            "recipe Stew\n  category dinner\n  servings 1\n\nnutrition per serving\n  calories 610  protein 28  carbs 82  fats 19\n",
    ]

    func snapshot(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if let data = try? Data(contentsOf: url) { files[url.path] = data }
        }
        return files
    }

    @Test func aDryRunShowsTheKnownBestDayAndWritesNothing() throws {
        let folder = try Executable.temporaryDirectory(holding: Self.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = snapshot(folder)
        let result = try Executable.run(["-C", folder.path, "-c", "plan fill 2026-11-30 dry-run"], environment: Self.today)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                Monday 2026-11-30
                  breakfast  Oats
                  lunch      Wrap
                  dinner     Salmon
                  day: 2000 kcal (±0.0%)  protein 150 g (±0.0%)  carbs 200 g (±0.0%)  fats 67 g (±0.0%)  ok
                1 of 1 day within ±5% calories and ±10% each macro (goals 2000 kcal, protein 150 g, carbs 200 g, fats 67 g)
                dry run: nothing written

                """)
        #expect(snapshot(folder) == before)
    }

    @Test func aFillIsWrittenAndUndoneAsOneChange() throws {
        let folder = try Executable.temporaryDirectory(holding: Self.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plan = folder.appendingPathComponent("plans/2026-W49.plan")
        let filled = try Executable.run(["-C", folder.path, "-c", "plan fill 2026-11-30"], environment: Self.today)
        #expect(filled.exitCode == 0, "\(filled.stderr)")
        let text = try String(contentsOf: plan, encoding: .utf8)
        #expect(text.contains("breakfast: oats") && text.contains("lunch: wrap") && text.contains("dinner: salmon"))
        let formatted = try Executable.run(["fmt", "--check", plan.path])
        #expect(formatted.exitCode == 0, "what plan fill writes is what fmt writes")
        let again = try Executable.run(["-C", folder.path, "-c", "plan fill 2026-11-30 dry-run"], environment: Self.today)
        #expect(again.exitCode == 1)
        #expect(again.stderr.contains("no empty breakfast, lunch, dinner meals in 2026-11-30"), "\(again.stderr)")
        // Two days in two weeks' files, then one undo takes both back.
        let two = try Executable.run(
            ["-C", folder.path, "--json", "-c", "plan fill 2026-12-13..2026-12-14; undo; plan week 2026-12-13; plan week 2026-12-14"],
            environment: Self.today)
        #expect(two.exitCode == 0, "\(two.stderr)")
        let lines = two.stdout.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.first?.contains("\"daysWithinTolerance\":") == true)
        #expect(lines.first?.contains("\"recipeId\"") == true, "the fill's JSON names its recipes")
        #expect(lines.dropFirst(2).allSatisfy { $0.contains("\"meals\":[]") && !$0.contains("\"meals\":[{") }, "undo took the whole fill back")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("plans/2026-W50.plan").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("plans/2026-W51.plan").path))
    }

    @Test(arguments: [
        ("plan fill 2026-11-30 slots brunch", "unknown meal slot"),
        ("plan fill 2026-11-01..2026-12-31", "more than 31 days"),
        ("plan fill 2026-11-30 budget 50", "'budget' needs prices"),
        ("plan fill 2026-11-30 slots evening-snack", "no recipe can fill evening-snack"),
        ("plan fill 2026-11-30 sideways", "unexpected 'sideways'"),
        ("plan fill someday", "someday"),
    ])
    func badRequestsFailAndWriteNothing(_ command: String, _ message: String) throws {
        let folder = try Executable.temporaryDirectory(holding: Self.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = snapshot(folder)
        let result = try Executable.run(["-C", folder.path, "-c", command], environment: Self.today)
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(snapshot(folder) == before)
    }

    /// Two breakfasts that fit the goals equally: Oats is chosen, until the
    /// pantry holds eggs expiring within three days; then the breakfast
    /// made with eggs is.
    @Test func aRecipeUsingPantryFoodExpiringSoonIsPreferred() throws {
        var files = Self.files
        files["recipes/zesty-eggs.recipe"] =
            "recipe Zesty Eggs\n  category breakfast\n  servings 1\n\ningredients\n  - 3 eggs\n\nnutrition per serving\n  calories 500  protein 30  carbs 60  fats 15\n"
        let folder = try Executable.temporaryDirectory(holding: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = try Executable.run(["-C", folder.path, "-c", "plan fill 2026-11-30 dry-run"], environment: Self.today)
        #expect(plain.stdout.contains("breakfast  Oats\n"), "\(plain.stdout)")
        try Data("pantry\n  - 6 eggs  expires 2026-11-27\n".utf8).write(to: folder.appendingPathComponent("pantry"))
        let eggs = try Executable.run(["-C", folder.path, "-c", "plan fill 2026-11-30 dry-run"], environment: Self.today)
        #expect(eggs.stdout.contains("breakfast  Zesty Eggs\n"), "\(eggs.stdout)")
        try Data("pantry\n  - 6 eggs  expires 2026-12-20\n".utf8).write(to: folder.appendingPathComponent("pantry"))
        let later = try Executable.run(["-C", folder.path, "-c", "plan fill 2026-11-30 dry-run"], environment: Self.today)
        #expect(later.stdout.contains("breakfast  Oats\n"), "not expiring soon: \(later.stdout)")
    }
}

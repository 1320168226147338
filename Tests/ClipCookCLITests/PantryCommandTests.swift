import Foundation
import Testing

/// The pantry as an inventory (issue 26, item 1), through the built
/// executable: what is at home, adding and using with worked numbers,
/// `cook done` taking a recipe's ingredients across units, the setting
/// that stocks the pantry from the shopping list, and bad input.
@Suite struct PantryCommandTests {
    static let today = ["CLIPCOOK_TODAY": "2026-11-25"]
    static let pantry = """
        -- what is at home
        pantry
          - 1 kg plain flour
          - 6 eggs  expires 2026-11-27
          - 500 ml milk  expires 2026-11-20  -- the old carton
          - salt
          - 1 kg sugar

        """
    static let collection = [
        "settings": "settings\n  units metric\n",
        "pantry": pantry,
        "recipes/pancakes.recipe": """
        recipe Pancakes
          category breakfast
          servings 2

        ingredients
          - 200 g plain flour
          - 2 eggs
          - 300 ml milk
          - 30 g butter
          - [a pinch] salt
          - 1 cup sugar

        steps
          1. Mix and fry.

        """,
    ]

    func read(_ root: URL, _ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func thePantryListsExpiringFoodFirstAndMarksWhatIsPastItsDate() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["-C", root.path, "-c", "pantry"], environment: Self.today)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                Pantry: 5 items, 1 item past its date
                  500 ml milk       expires 2026-11-20  past its date
                  6 eggs            expires 2026-11-27  soon
                  1 kg plain flour
                  salt
                  1 kg sugar

                """)
        let json = try Executable.run(["-C", root.path, "--json", "-c", "pantry"], environment: Self.today)
        #expect(json.stdout.contains("\"expired\":1"))
        #expect(json.stdout.contains("\"expired\":true"))
    }

    /// 200 g from 1 kg flour leaves 800 g; 2 of 6 eggs leave 4; 300 ml of
    /// 500 ml milk leave 200 ml; 1 cup of sugar is 200 g (the table's
    /// portion), so 800 g of 1 kg are left; the butter is not at home; the
    /// salt (no amount: always there) is not reduced. One undo takes back
    /// the pantry and the log.
    @Test func cookDoneTakesTheIngredientsAcrossUnitsAndUndoPutsThemBack() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["-C", root.path, "-c", "cook done pancakes"], environment: Self.today)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                recorded 2026-11-25: 'Pancakes' (2 servings) in cooked.log
                taken from the pantry: 200 g plain flour (800 g left), 2 eggs (4 left), 300 ml milk (200 ml left), 1 cup sugar (800 g left)
                not in the pantry: 30 g butter

                """)
        #expect(
            try read(root, "pantry") == """
                -- what is at home
                pantry
                  - 800 g plain flour
                  - 4 eggs  expires 2026-11-27
                  - 200 ml milk  expires 2026-11-20  -- the old carton
                  - salt
                  - 800 g sugar

                """)
        #expect(try read(root, "cooked.log") == "2026-11-25  pancakes  servings 2\n")
        let formatted = try Executable.run(["fmt", "--check", root.appendingPathComponent("pantry").path])
        #expect(formatted.exitCode == 0, "what cook done writes is what fmt writes")

        // Twice the servings: the milk runs out, 100 ml short, never negative.
        let fresh = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: fresh) }
        let double = try Executable.run(["-C", fresh.path, "-c", "cook done pancakes servings 4; undo"], environment: Self.today)
        #expect(double.exitCode == 0, "\(double.stderr)")
        #expect(
            double.stdout.contains(
                "taken from the pantry: 400 g plain flour (600 g left), 4 eggs (2 left), milk (used up), 2 cups sugar (600 g left)\n"))
        #expect(double.stdout.contains("not in the pantry: 100 ml milk, 60 g butter\n"))
        #expect(double.stdout.contains("undid: cook done 'Pancakes'"))
        #expect(try read(fresh, "pantry") == Self.pantry)
        #expect(!FileManager.default.fileExists(atPath: fresh.appendingPathComponent("cooked.log").path))
    }

    @Test func addUseAndRemoveWithWorkedNumbers() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(
            [
                "-C", root.path, "-c",
                """
                pantry use 2 eggs; pantry add 500 g plain flour; pantry add 250 g butter expires 2026-12-01; \
                pantry add 2 eggs expires 2026-11-30; pantry use 10 eggs; pantry remove milk
                """,
            ], environment: Self.today)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                took 2 eggs from the pantry: 4 eggs left
                the pantry now holds 1.5 kg plain flour
                added '250 g butter, expires 2026-12-01' to the pantry
                the pantry now holds 6 eggs, expires 2026-11-27
                took all the eggs there was: 4 short
                removed 'milk' from the pantry

                """)
        #expect(
            try read(root, "pantry") == """
                -- what is at home
                pantry
                  - 1.5 kg plain flour
                  -- the old carton
                  - salt
                  - 1 kg sugar
                  - 250 g butter  expires 2026-12-01

                """)
        // Each change is undone on its own, last first.
        let undone = try Executable.run(["-C", root.path, "-c", "pantry add 1 kg rice; pantry use 100 g rice; undo; undo"], environment: Self.today)
        #expect(undone.exitCode == 0, "\(undone.stderr)")
        #expect(undone.stdout.contains("took 100 g rice from the pantry: 900 g rice left"))
        #expect(try !read(root, "pantry").contains("rice"))
        // A food the table does not know is kept, with a warning.
        let unknown = try Executable.run(["-C", root.path, "-c", "pantry add 2 zorblax"], environment: Self.today)
        #expect(unknown.exitCode == 0)
        #expect(unknown.stdout.contains("warning: no food in the table matches 'zorblax'"), "\(unknown.stdout)")
        #expect(try read(root, "pantry").hasSuffix("  - 2 zorblax\n"))
    }

    @Test(arguments: [
        ("pantry add 6 eggs expires 2026-02-30", "2026-02-30"),
        ("pantry add -2 eggs", "'-2' is a negative amount"),
        ("pantry add 2000000 g flour", "is not a usable amount"),
        ("pantry use 2 unicorns", "no 'unicorns' in the pantry"),
        ("pantry use 1 tin plain flour", "does not convert"),
        ("pantry remove caviar", "no 'caviar' in the pantry"),
        ("pantry use eggs", "missing amount"),
    ])
    func badInputSaysWhatIsWrongAndWritesNothing(_ command: String, _ message: String) throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["-C", root.path, "-c", command], environment: Self.today)
        #expect(result.exitCode != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try read(root, "pantry") == Self.pantry)
    }

    @Test func aPantryWithABadDateIsReportedWithItsPlaceAndCookDoneWritesNothing() throws {
        var files = Self.collection
        files["pantry"] = "pantry\n  - 6 eggs  expires 2026-13-01\n"
        let root = try Executable.temporaryDirectory(holding: files)
        defer { try? FileManager.default.removeItem(at: root) }
        let lint = try Executable.run(["fmt", "--check", root.appendingPathComponent("pantry").path])
        #expect(lint.exitCode != 0)
        #expect(lint.stderr.contains("pantry:2:21: error: invalid expiry date '2026-13-01'"), "\(lint.stderr)")
        let done = try Executable.run(["-C", root.path, "-c", "cook done pancakes"], environment: Self.today)
        #expect(done.exitCode != 0)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("cooked.log").path))
    }

    /// With `pantry-from-shopping` on, checking an item off adds it to the
    /// pantry (500 g flour onto 1 kg: 1.5 kg); one undo takes back both
    /// files. Off (the default), the pantry is left alone.
    @Test func checkingOffStocksThePantryWhenTheSettingIsOn() throws {
        var files = Self.collection
        files["shopping.list"] = "shopping\n  - [ ] 500 g plain flour\n  - [ ] 2 lemons\n"
        let off = try Executable.temporaryDirectory(holding: files)
        defer { try? FileManager.default.removeItem(at: off) }
        let plain = try Executable.run(["-C", off.path, "-c", "shop check flour"], environment: Self.today)
        #expect(plain.exitCode == 0, "\(plain.stderr)")
        #expect(try read(off, "pantry") == Self.pantry)

        files["settings"] = "settings\n  units metric\n  pantry-from-shopping\n"
        let on = try Executable.temporaryDirectory(holding: files)
        defer { try? FileManager.default.removeItem(at: on) }
        let checked = try Executable.run(["-C", on.path, "-c", "shop check flour; shop check lemons"], environment: Self.today)
        #expect(checked.exitCode == 0, "\(checked.stderr)")
        #expect(
            checked.stdout == """
                checked 'plain flour'; the pantry now holds 1.5 kg plain flour
                checked 'lemons'; the pantry now holds 2 lemons

                """)
        let pantry = try read(on, "pantry")
        #expect(pantry.contains("  - 1.5 kg plain flour\n") && pantry.hasSuffix("  - 1 kg sugar\n  - 2 lemons\n"), "\(pantry)")
        #expect(try read(on, "shopping.list") == "shopping\n  - [x] 500 g plain flour\n  - [x] 2 lemons\n")

        let again = try Executable.temporaryDirectory(holding: files)
        defer { try? FileManager.default.removeItem(at: again) }
        let undone = try Executable.run(["-C", again.path, "-c", "shop check flour; undo"], environment: Self.today)
        #expect(undone.exitCode == 0, "\(undone.stderr)")
        #expect(try read(again, "pantry") == Self.pantry)
        #expect(try read(again, "shopping.list") == files["shopping.list"])
    }
}

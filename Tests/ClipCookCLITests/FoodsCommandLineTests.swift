import Foundation
import Testing

/// A collection's own foods file as users meet it: the built executable
/// shows the collection's food in place of the SR28 one, and a plan that
/// names it totals with its values, in the REPL and from the shell.
@Suite struct FoodsCommandLineTests {
    static let kitchen = [
        "foods/own.foods": """
        foods
        -- Our eggs are bigger than SR28's (1 large = 50 g, 143 kcal).
        food Egg, whole, raw, fresh calories 150  protein 13  carbs 1  fats 10
          portion 1 large = 60 g
        food Kombucha, original calories 21  protein 0  carbs 5  fats 0
          portion 1 bottle = 330 g

        """,
        "plans/2026-W48.plan": """
        plan
        day 2026-11-23
          breakfast: food egg 2 large
          lunch: food kombucha 1 bottle

        """,
    ]

    @Test func aCollectionFoodOverridesSR28InFoodShowAndMacros() throws {
        let folder = try Executable.temporaryDirectory(holding: Self.kitchen)
        defer { try? FileManager.default.removeItem(at: folder) }

        let shown = try Executable.run(["-C", folder.path, "-c", "food show egg"])
        #expect(shown.exitCode == 0, "\(shown.stderr)")
        #expect(
            shown.stdout == """
                Egg, whole, raw, fresh  (collection: foods/own.foods)
                per 100 g: 150 kcal  protein 13 g  carbs 1 g  fats 10 g
                portions:
                  1 large = 60 g

                """)

        // Breakfast: 2 large = 120 g -> 180 kcal, 15.6 -> 16 g protein, 1.2 -> 1 g carbs, 12 g fats.
        // Lunch: 330 g of kombucha -> 69.3 -> 69 kcal, 16.5 -> 17 g carbs.
        let macros = try Executable.run(["macros", "2026-11-23", "--json", "-C", folder.path])
        #expect(macros.exitCode == 0, "\(macros.stderr)")
        #expect(
            macros.stdout
                == #"{"calories":249,"carbs":18,"day":"2026-11-23","fats":12,"goals":{"calories":2200,"carbs":250,"fats":70,"protein":120},"protein":16,"slots":[{"calories":180,"carbs":1,"fats":12,"meal":"Breakfast","protein":16},{"calories":0,"carbs":0,"fats":0,"meal":"Morning Snack","protein":0},{"calories":69,"carbs":17,"fats":0,"meal":"Lunch","protein":0},{"calories":0,"carbs":0,"fats":0,"meal":"Afternoon Snack","protein":0},{"calories":0,"carbs":0,"fats":0,"meal":"Dinner","protein":0},{"calories":0,"carbs":0,"fats":0,"meal":"Evening Snack","protein":0}]}"#
                + "\n")

        // fmt and lint read the plan against the collection's foods too.
        #expect(try Executable.run(["fmt", "--check", folder.path]).exitCode == 0)
        let lint = try Executable.run(["lint", "--strict", "-C", folder.path])
        #expect(lint.exitCode == 0, "\(lint.stdout)")
        // So does convert: the quick-add carries the collection food's values.
        let json = try Executable.run(["convert", folder.appendingPathComponent("plans/2026-W48.plan").path, "--to", "json"])
        #expect(json.exitCode == 0, "\(json.stderr)")
        #expect(json.stdout.contains(#""calories" : 69"#) && json.stdout.contains(#""name" : "Kombucha, original""#), "\(json.stdout)")
    }

    @Test func withoutTheFoodsFileThePlanNamesAnUnknownFood() throws {
        var files = Self.kitchen
        files["foods/own.foods"] = nil
        let folder = try Executable.temporaryDirectory(holding: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try Executable.run(["lint", "-C", folder.path])
        #expect(lint.exitCode == 1)
        #expect(lint.stdout.contains("plans/2026-W48.plan:4:15: error: unknown food 'kombucha'"), "\(lint.stdout)")
    }

    @Test func aBadFoodsLineIsReportedWithItsPosition() throws {
        var files = Self.kitchen
        files["foods/own.foods"] = "foods\nfood Tofu calories 76  protein 8  carbs 1.9\n"
        let folder = try Executable.temporaryDirectory(holding: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fmt = try Executable.run(["fmt", "--check", folder.appendingPathComponent("foods/own.foods").path])
        #expect(fmt.exitCode == 1)
        #expect(
            fmt.stderr.contains(
                "own.foods:2:41: error: missing fats of food 'Tofu'\n 2 | food Tofu calories 76  protein 8  carbs 1.9\n   |                                         ^~~"
            ), "\(fmt.stderr)")
    }
}

extension FoodsCommandLineTests {
    /// A foods file as JSON goes to `foods/foods.foods` beside the collection's own.
    @Test func foodsJSONImportsBesideTheCollectionsFoods() throws {
        let folder = try Executable.temporaryDirectory(holding: Self.kitchen)
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("more.json")
        try
            #"{"foods": [{"name": "Tempeh", "calories": 192, "protein": 20.3, "carbs": 7.6, "fats": 10.8, "portions": [{"amount": 1, "unit": "block", "grams": 200}]}]}"#
            .write(to: json, atomically: true, encoding: .utf8)
        let imported = try Executable.run(["import", json.path, "--into", folder.path])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let written = try String(contentsOf: folder.appendingPathComponent("foods/foods.foods"), encoding: .utf8)
        #expect(written == "foods\nfood Tempeh calories 192  protein 20.3  carbs 7.6  fats 10.8\n  portion 1 block = 200 g\n")
        let again = try Executable.run(["import", json.path, "--into", folder.path])
        #expect((again.stdout + again.stderr).contains("nothing to import"), "\(again.stdout)\(again.stderr)")
        let shown = try Executable.run(["-C", folder.path, "-c", "food show tempeh"])
        #expect(shown.stdout.hasPrefix("Tempeh  (collection: foods/foods.foods)\n"), "\(shown.stdout)")
    }
}

extension LanguageServerTests {
    /// The editor reads a plan against the collection's foods, as the REPL does.
    @Test func planLinesNamingTheCollectionsFoodsHaveNoDiagnostics() throws {
        let root = try Executable.temporaryDirectory(holding: FoodsCommandLineTests.kitchen)
        defer { try? FileManager.default.removeItem(at: root) }
        let client = try Client(in: root)
        _ = try client.request("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [:]])
        try client.send(["method": "initialized", "params": [:]])
        let uri = root.appendingPathComponent("plans/2026-W49.plan").absoluteString
        try client.send([
            "method": "textDocument/didOpen",
            "params": [
                "textDocument": [
                    "uri": uri, "languageId": "clipcook", "version": 1,
                    "text": "plan\nday 2026-11-30\n  lunch: food kombucha 1 bottle\n",
                ]
            ],
        ])
        #expect(try client.diagnostics(for: uri).isEmpty)
        try client.send([
            "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [["text": "plan\nday 2026-11-30\n  lunch: food kombuchaa 1 bottle\n"]],
            ],
        ])
        let unknown = try client.diagnostics(for: uri)
        #expect(unknown.contains { ($0["message"] as? String)?.hasPrefix("unknown food 'kombuchaa'") == true }, "\(unknown)")
        #expect(try client.stop() == 0)
    }
}

import Foundation
import Testing

@Suite struct ImportCommandTests {
    static let export = """
        {
          "user": {"units": "imperial"},
          "recipes": [
            {"id": "creamy-pasta", "title": "Creamy Pasta", "servings": 4, "category": "Dinner",
             "ingredients": [{"id": "i1", "name": "penne", "amount": "250 g", "notes": null}],
             "steps": [{"id": "s1", "order": 1, "text": "Boil the penne.", "timers": [{"seconds": 660}]}],
             "nutrition": {"calories": 580, "protein": 42, "carbs": 55, "fats": 22},
             "isFavourite": true, "sourceUrl": "https://www.instagram.com/reel/C1a2b3/", "sourcePlatform": "instagram"},
            {"id": "../../escape", "title": "Escape", "servings": 1, "category": "Snack"}
          ],
          "mealSlots": [
            {"id": "m1", "day": "2026-11-23", "meal": "Dinner", "recipeId": "creamy-pasta", "quickAdd": null},
            {"id": "m2", "day": "2026-12-01", "meal": "Morning Snack", "recipeId": null,
             "quickAdd": {"name": "Apple", "calories": 95, "protein": 0, "carbs": 25, "fats": 0}}
          ],
          "shoppingItems": [{"id": "milk", "name": "milk", "checked": false}],
          "pendingImports": [{"id": "p1", "url": "https://www.tiktok.com/@cook/video/1", "status": "ready"}]
        }
        """

    static let expectedFiles = [
        "inbox.list", "plans/2026-W48.plan", "plans/2026-W49.plan", "recipes/creamy-pasta.recipe",
        "recipes/escape.recipe", "settings", "shopping.list",
    ]

    func files(in folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var found: [String] = []
        while let next = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path + "/" + next, isDirectory: &isFolder), !isFolder.boolValue {
                found.append(next)
            }
        }
        return found.sorted()
    }

    @Test func anExportBecomesFilesInTheCollection() throws {
        let folder = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let kitchen = folder.appendingPathComponent("kitchen")
        let result = try Executable.run(["import", "-", "--into", kitchen.path], stdin: Self.export)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(files(in: kitchen) == Self.expectedFiles)
        #expect(files(in: folder).allSatisfy { $0.hasPrefix("kitchen/") })
    }

    @Test func itemsMergeIntoTheCollectionsOwnFilesKeepingTheirComments() throws {
        let kitchen = try Executable.temporaryDirectory(holding: [
            "shopping.list": "-- mine\nshopping\n  - [ ] my own list\n",
            "plans/week.plan": "-- Monday is pasta night\nplan\nday 2026-11-23\n  lunch: quick Soup calories 300  protein 10  carbs 40  fats 9\n",
        ])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run(["import", "-", "--into", kitchen.path], stdin: Self.export)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr.hasSuffix("import: 7 created, 0 updated, 0 unchanged, 0 skipped, 0 failed\n"))
        let list = try String(contentsOf: kitchen.appendingPathComponent("shopping.list"), encoding: .utf8)
        #expect(list == "-- mine\nshopping\n  - [ ] my own list\n  - [ ] milk\n")
        // The meal of week 48 joins the file that already holds that week, after its lunch.
        let week = try String(contentsOf: kitchen.appendingPathComponent("plans/week.plan"), encoding: .utf8)
        #expect(week.hasPrefix("-- Monday is pasta night\nplan\nday 2026-11-23\n  lunch: quick Soup"))
        #expect(week.contains("  dinner: creamy-pasta  [id m1]\n"))
        #expect(!FileManager.default.fileExists(atPath: kitchen.path + "/plans/2026-W48.plan"))
        #expect(try Executable.run(["fmt", "--check", kitchen.path]).exitCode == 0)

        // The same export again changes nothing, and says so.
        let again = try Executable.run(["import", "-", "--into", kitchen.path], stdin: Self.export)
        #expect(again.exitCode == 0)
        #expect(again.stderr == "nothing to import: all 7 items are already in the collection\n")
    }

    @Test func aRecipeWithAKnownIdIsUpdatedOnlyWithForce() throws {
        let kitchen = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        #expect(try Executable.run(["import", "-", "--into", kitchen.path], stdin: Self.export).exitCode == 0)
        // The file is named by the recipe's id, whatever it is called now.
        let moved = kitchen.appendingPathComponent("recipes/my-pasta.recipe")
        try FileManager.default.moveItem(at: kitchen.appendingPathComponent("recipes/creamy-pasta.recipe"), to: moved)
        let before = try Data(contentsOf: moved)
        let changed = Self.export.replacingOccurrences(of: "\"servings\": 4", with: "\"servings\": 6")
        let refused = try Executable.run(["import", "-", "--into", kitchen.path], stdin: changed)
        #expect(refused.exitCode == 1)
        #expect(refused.stderr.contains("exists: recipe 'creamy-pasta' differs from recipes/my-pasta.recipe; use --force to update it"))
        #expect(refused.stderr.contains("0 created, 0 updated, 6 unchanged, 1 skipped"))
        #expect(try Data(contentsOf: moved) == before)
        let forced = try Executable.run(["import", "-", "--into", kitchen.path, "--force"], stdin: changed)
        #expect(forced.exitCode == 0, "\(forced.stderr)")
        #expect(forced.stderr.contains("0 created, 1 updated, 6 unchanged, 0 skipped"))
        #expect(try String(contentsOf: moved, encoding: .utf8).contains("  servings 6\n"))
        #expect(!FileManager.default.fileExists(atPath: kitchen.path + "/recipes/creamy-pasta.recipe"))
    }

    @Test func aFileThatCannotBeReadIsNeverReplaced() throws {
        let kitchen = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        try Data("old".utf8).write(to: kitchen.appendingPathComponent("shopping.list"))
        let result = try Executable.run(["import", "-", "--into", kitchen.path, "--force"], stdin: Self.export)
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("nothing was written"))
        #expect(files(in: kitchen) == ["shopping.list"])
        #expect(FileManager.default.contents(atPath: kitchen.path + "/shopping.list") == Data("old".utf8))
    }

    @Test func badJSONWritesNothing() throws {
        let folder = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let kitchen = folder.appendingPathComponent("kitchen")
        let result = try Executable.run(
            ["import", "-", "--into", kitchen.path],
            stdin: #"{"recipes": [{"id": "x", "title": "X", "servings": 1, "category": "Supper"}]}"#)
        #expect(result.exitCode == 1)
        #expect(result.stderr.hasPrefix("<stdin>:1:67: error: recipes[0].category: invalid value 'Supper'"))
        #expect(!FileManager.default.fileExists(atPath: kitchen.path))
    }

    @Test func aSingleRecipeBecomesOneFile() throws {
        let kitchen = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run(
            ["import", "-", "--into", kitchen.path],
            stdin: #"{"id": "Crème Brûlée", "title": "Crème Brûlée", "servings": 2, "category": "Snack"}"#)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(files(in: kitchen) == ["recipes/creme-brulee.recipe"])
    }

    /// Needs the language parser and printer: JSON -> files -> JSON is the identity.
    @Test func importThenExportGivesBackTheSameJSON() throws {
        let kitchen = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let imported = try Executable.run(["import", "-", "--into", kitchen.path], stdin: Self.export)
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let exported = try Executable.run(["export", "-C", kitchen.path])
        #expect(exported.exitCode == 0, "\(exported.stderr)")
        // Import the export again elsewhere and export once more: the bytes must not change.
        let second = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: second) }
        let reimported = try Executable.run(["import", "-", "--into", second.path], stdin: exported.stdout)
        #expect(reimported.exitCode == 0, "\(reimported.stderr)")
        let again = try Executable.run(["export", "-C", second.path])
        #expect(again.stdout == exported.stdout)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(exported.stdout.utf8)) as? [String: Any])
        let recipes = try #require(object["recipes"] as? [[String: Any]])
        #expect(Set(recipes.compactMap { $0["id"] as? String }) == ["creamy-pasta", "../../escape"])
        #expect((object["mealSlots"] as? [Any])?.count == 2)
        #expect((object["user"] as? [String: Any])?["units"] as? String == "imperial")
    }
}

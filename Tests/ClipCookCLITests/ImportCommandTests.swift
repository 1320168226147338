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

    @Test func refusesToOverwriteAndWritesNothingAtAll() throws {
        let kitchen = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let mine = "shopping\n  - [ ] my own list\n"
        try Data(mine.utf8).write(to: kitchen.appendingPathComponent("shopping.list"))
        let result = try Executable.run(["import", "-", "--into", kitchen.path], stdin: Self.export)
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("\(kitchen.path)/shopping.list: error: file already exists"))
        #expect(result.stderr.contains("nothing was written; use --force"))
        #expect(files(in: kitchen) == ["shopping.list"])
        #expect(FileManager.default.contents(atPath: kitchen.path + "/shopping.list") == Data(mine.utf8))
    }

    @Test func forceOverwrites() throws {
        let kitchen = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        try Data("old".utf8).write(to: kitchen.appendingPathComponent("shopping.list"))
        let result = try Executable.run(["import", "-", "--into", kitchen.path, "--force"], stdin: Self.export)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(files(in: kitchen) == Self.expectedFiles)
        #expect(FileManager.default.contents(atPath: kitchen.path + "/shopping.list") != Data("old".utf8))
        #expect(result.stderr.contains("replaced \(kitchen.path)/shopping.list"))
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

import Foundation
import Testing

@Suite struct ExportCommandTests {
    @Test func anEmptyCollectionExportsNoMaterialisedDefaults() throws {
        let folder = try Executable.temporaryDirectory(holding: [:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Executable.run(["export", "--to", "json", "-C", folder.path])
        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["recipes"] as? [Any] != nil && (object["recipes"] as? [Any])?.isEmpty == true)
        let user = try #require(object["user"] as? [String: Any])
        // Without a settings file nothing is stated: no default is written.
        #expect(user["units"] == nil && user["isPremium"] == nil && user["nutritionGoals"] == nil)
        #expect(result.stdout.hasSuffix("}\n"))
    }

    @Test func theCollectionComesFromTheEnvironmentOrTheCurrentFolder() throws {
        let folder = try Executable.temporaryDirectory(holding: ["recipes/photo.recipe": "\u{0}\u{1}binary"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let fromEnvironment = try Executable.run(["export"], environment: ["CLIPCOOK_COLLECTION": folder.path])
        #expect(fromEnvironment.exitCode == 1)
        #expect(fromEnvironment.stderr.hasPrefix("\(folder.path)/recipes/photo.recipe:1:1: error: binary file"))
        let fromCurrent = try Executable.run(["export"], currentDirectory: folder)
        #expect(fromCurrent.exitCode == 1)
        #expect(fromCurrent.stderr.hasPrefix("recipes/photo.recipe:1:1: error: binary file"))
    }

    @Test func anyFileWithErrorsStopsTheExportAndNothingIsWritten() throws {
        let folder = try Executable.temporaryDirectory(holding: [
            "recipes/bad.recipe": "recipe Bad\n  servings many\n",
            "recipes/photo.recipe": "\u{0}",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("export.json").path
        let result = try Executable.run(["export", "-C", ".", "-o", output], currentDirectory: folder)
        #expect(result.exitCode == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("recipes/bad.recipe:"))
        #expect(result.stderr.contains("recipes/photo.recipe:1:1: error: binary file"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func aMissingFolderIsAnError() throws {
        let result = try Executable.run(["export", "-C", "/nonexistent/kitchen"])
        #expect(result.exitCode == 1)
        #expect(result.stderr == "/nonexistent/kitchen: error: no such collection folder\n")
    }

    /// Needs the language parser.
    @Test func exportsEveryDocumentOfACollection() throws {
        let folder = try Executable.temporaryDirectory(holding: [
            "recipes/toast.recipe": ConvertCommandTests.toastRecipe,
            "plans/2026-W48.plan": "plan\nday 2026-11-23\n  breakfast: toast x2\n  lunch: none\n",
            "shopping.list": "shopping\n  - [ ] milk\n  - [x] 500 g flour\n",
            "settings": "settings\n  units imperial\n",
            "notes.txt": "not part of the collection",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out/export.json").path
        let result = try Executable.run(["export", "--to", "json", "-C", folder.path, "-o", output])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout == "")
        let data = try #require(FileManager.default.contents(atPath: output))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let recipes = try #require(object["recipes"] as? [[String: Any]])
        #expect(recipes.map { $0["id"] as? String } == ["toast"])
        let slots = try #require(object["mealSlots"] as? [[String: Any]])
        #expect(slots.map { $0["meal"] as? String } == ["Breakfast", "Lunch"])
        #expect(slots.first?["servings"] as? Double == 2)
        let items = try #require(object["shoppingItems"] as? [[String: Any]])
        #expect(items.map { $0["checked"] as? Bool } == [false, true])
        #expect(items.last?["amount"] as? String == "500 g")
        #expect((object["user"] as? [String: Any])?["units"] as? String == "imperial")
    }

    /// The example collection's files are named for people, not by id; an
    /// export imported elsewhere and exported again must still give the same bytes.
    @Test func examplesSurviveExportImportExport() throws {
        let first = try Executable.run(["export", "--to", "json", "-C", Executable.examplesDirectory.path])
        #expect(first.exitCode == 0, "\(first.stderr)")
        let kitchen = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let imported = try Executable.run(["import", "-", "--into", kitchen.path], stdin: first.stdout)
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let second = try Executable.run(["export", "--to", "json", "-C", kitchen.path])
        #expect(second.exitCode == 0, "\(second.stderr)")
        #expect(second.stdout == first.stdout)
        #expect(first.stdout.contains("\"overnight-oats\""))
    }
}

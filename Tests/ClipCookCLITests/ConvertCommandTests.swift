import Foundation
import Testing

@Suite struct ConvertCommandTests {
    static let shoppingJSON = #"{"shoppingItems": [{"id": "milk", "name": "milk", "checked": true, "recipeId": null}]}"#
    static let canonicalShopping = """
        {
          "shoppingItems" : [
            {
              "checked" : true,
              "id" : "milk",
              "name" : "milk",
              "recipeId" : null,
              "recipeName" : null
            }
          ]
        }

        """

    static let toastRecipe = """
        -- a quick one
        recipe Toast
          category breakfast
          servings 2

        ingredients
          - 2 slices bread
          - 1 tbsp butter, soft

        steps
          1. Toast the bread. [timer 3 min]
          2. Butter it.
        """

    func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func jsonFromStandardInputToStandardOutputIsCanonical() throws {
        let result = try Executable.run(["convert", "-", "--to", "json"], stdin: Self.shoppingJSON)
        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == Self.canonicalShopping)
    }

    @Test func outputOptionWritesTheFileAndNothingElse() throws {
        let folder = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try write(Self.shoppingJSON, "list.json", in: folder)
        let output = folder.appendingPathComponent("out/list.json").path
        let result = try Executable.run(["convert", input, "--to", "json", "-o", output])
        #expect(result.exitCode == 0)
        #expect(result.stdout == "")
        #expect(FileManager.default.contents(atPath: output) == Data(Self.canonicalShopping.utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out") == ["list.json"])
    }

    @Test func aShapeErrorExitsOneWithAnExcerptAndWritesNothing() throws {
        let folder = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try write(#"{"id": "t", "title": "T", "servings": "two", "category": "Lunch"}"#, "in.json", in: folder)
        let output = folder.appendingPathComponent("out.recipe").path
        let result = try Executable.run(["convert", input, "--to", "clipcook", "-o", output])
        #expect(result.exitCode == 1)
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                \(input):1:39: error: servings: expected an integer, found a string
                 1 | {"id": "t", "title": "T", "servings": "two", "category": "Lunch"}
                   |                                       ^~~~~

                """)
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func aWholeExportPointsToImport() throws {
        let result = try Executable.run(["convert", "-", "--to", "clipcook"], stdin: #"{"user": {}, "recipes": []}"#)
        #expect(result.exitCode == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("<stdin>: error: this is a whole collection export, not one document"))
        #expect(result.stderr.contains("clipcook import - --into DIR"))
    }

    @Test func aMissingInputIsAnError() throws {
        let result = try Executable.run(["convert", "/nonexistent/in.json", "--to", "json"])
        #expect(result.exitCode == 1)
        #expect(result.stderr == "/nonexistent/in.json: error: no such file\n")
    }

    @Test func theFormatIsSniffedFromTheContentAndFromOverridesIt() throws {
        let folder = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try write("\u{FEFF}\n " + Self.shoppingJSON, "list.txt", in: folder)
        let sniffed = try Executable.run(["convert", input, "--to", "json"])
        #expect(sniffed.exitCode == 0)
        #expect(sniffed.stdout == Self.canonicalShopping)
        let forced = try Executable.run(["convert", input, "--from", "clipcook", "--to", "json"])
        #expect(forced.exitCode == 1)
        #expect(forced.stdout == "")
    }

    @Test func invalidUTF8OnStandardInputIsAnError() throws {
        let result = try Executable.run(["convert", "-", "--from", "json", "--to", "json"], stdin: "{\"title\": \"\u{FFFD}\"}")
        #expect(result.exitCode == 0 || result.exitCode == 1)  // U+FFFD itself is valid: must not crash
        let bad = try Executable.run(["convert", "-", "--to", "json"], stdin: "{\"a\": 1,}")
        #expect(bad.exitCode == 1)
        #expect(bad.stderr.hasPrefix("<stdin>:1:9: error: expected a quoted key"))
    }

    /// Needs the language parser and printer.
    @Test func textToJSONAndBackGivesTheSameJSON() throws {
        let folder = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recipe = try write(Self.toastRecipe, "toast.recipe", in: folder)
        let first = try Executable.run(["convert", recipe, "--to", "json"])
        #expect(first.exitCode == 0, "\(first.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        #expect(object["title"] as? String == "Toast")
        #expect(object["servings"] as? Int == 2)
        let ingredients = try #require(object["ingredients"] as? [[String: Any]])
        #expect(ingredients.map { $0["amount"] as? String } == ["2 slices", "1 tbsp"])
        // Derived values are not data: only with --derived.
        #expect(ingredients.allSatisfy { $0["unit"] == nil && $0["quantity"] == nil })
        let derived = try Executable.run(["convert", recipe, "--to", "json", "--derived"])
        let derivedObject = try #require(try JSONSerialization.jsonObject(with: Data(derived.stdout.utf8)) as? [String: Any])
        let derivedIngredients = try #require(derivedObject["ingredients"] as? [[String: Any]])
        #expect(derivedIngredients.map { $0["unit"] as? String } == ["slice", "tbsp"])
        #expect(derivedIngredients.map { $0["quantity"] as? Int } == [2, 1])
        #expect(ingredients.last?["notes"] as? String == "soft")

        let json = try write(first.stdout, "toast.json", in: folder)
        let text = folder.appendingPathComponent("back.recipe").path
        let back = try Executable.run(["convert", json, "--to", "clipcook", "-o", text])
        #expect(back.exitCode == 0, "\(back.stderr)")
        let again = try Executable.run(["convert", text, "--to", "json"])
        #expect(again.exitCode == 0)
        #expect(again.stdout == first.stdout)
    }
}

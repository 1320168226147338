import Foundation
import Testing

/// What a user sees importing a page whose lines write one amount in two
/// measures (issue 33, round ten): the recipe holds their sum, and an `and`
/// between two foods stays a note.
@Suite struct IngredientSumImportTests {
    @Test func aPagesCompoundAmountsAreImportedAsTheirSum() throws {
        let work = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let page = work.appendingPathComponent("biscuits.json")
        try #"""
        {"@context": "https://schema.org", "@type": "Recipe", "name": "Cheddar Biscuits", "recipeYield": "8",
         "recipeIngredient": ["1/4 teaspoon + 1/8 teaspoon salt", "1 cup and 2 tablespoons flour",
           "1 tablespoon plus 1 tablespoon sugar", "1 cup milk and 2 tablespoons butter"],
         "recipeInstructions": [{"@type": "HowToStep", "text": "Mix and bake."}]}
        """#.write(to: page, atomically: true, encoding: .utf8)
        let kitchen = work.appendingPathComponent("kitchen")
        let result = try Executable.run(["import", page.path, "--into", kitchen.path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let text = try String(
            contentsOfFile: kitchen.appendingPathComponent("recipes/cheddar-biscuits.recipe").path, encoding: .utf8)
        #expect(text.contains("  - 0.375 tsp salt\n"), "\(text)")
        #expect(text.contains("  - 1.125 cup flour\n"), "\(text)")
        #expect(text.contains("  - 2 tbsp sugar\n"), "\(text)")
        #expect(text.contains("  - 1 cup milk"), "\(text)")
        #expect(!text.contains("1/8"), "\(text)")
        let converted = try Executable.run(["convert", page.path, "--to", "json"])
        #expect(converted.exitCode == 0, "\(converted.stderr)")
        #expect(converted.stdout.contains("0.375"), "\(converted.stdout)")
    }
}

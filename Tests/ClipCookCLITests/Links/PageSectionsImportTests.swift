import Foundation
import Testing

/// A recipe page whose JSON-LD lists its section headings among the
/// ingredients and its section names among the steps, and writes its cook
/// time with a blank inside (`PT32 M`), imported as a user imports it
/// (issue 33, round ten): the headings and section names are left out and
/// the time is read. A page whose JSON-LD Recipe has no steps takes them
/// from its method heading, and a yield that is a weight is no servings.
@Suite struct PageSectionsImportTests {
    static let page = """
        <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Kubaneh</title>
        <script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Kubaneh",
        "recipeYield":"12","prepTime":"PT1H 0M","cookTime":"PT32 M",
        "recipeIngredient":["Yeast Version","450g bread flour (scant 3 1/2 cups)","9g instant yeast (1 Tbsp)",
        "To pour over the dough after mixing","1 Tbsp of oil","<strong>For the topping</strong>","2 Tbsp of nigella seeds",
        "FOR BRUSHING","1 egg yolk"],
        "recipeInstructions":["Mixing","Whisk the flour and the yeast in a large bowl.","Add the water and mix to a dough.",
        "Baking","Preheat your oven to 180C and bake for half an hour.","Let the bread cool on a rack."]}</script>
        </head><body><h1>Kubaneh</h1></body></html>
        """

    @Test func headingsAndSectionNamesAreLeftOutAndTheTimeIsRead() throws {
        let work = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let path = work.appendingPathComponent("kubaneh.html").path
        try Self.page.write(toFile: path, atomically: true, encoding: .utf8)
        let kitchen = work.appendingPathComponent("kitchen")
        let result = try Executable.run(["import", path, "--into", kitchen.path, "--no-images"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let json = try Executable.run(["convert", kitchen.appendingPathComponent("recipes/kubaneh.recipe").path, "--to", "json"])
        #expect(json.exitCode == 0, "\(json.stderr)")
        let recipe = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(recipe["prepTime"] as? String == "1 h")
        #expect(recipe["cookTime"] as? String == "32 min")
        let names = (recipe["ingredients"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(names == ["bread flour", "instant yeast", "oil", "nigella seeds", "egg yolk"])
        let steps = (recipe["steps"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(
            steps == [
                "Whisk the flour and the yeast in a large bowl.", "Add the water and mix to a dough.",
                "Preheat your oven to 180C and bake for half an hour.", "Let the bread cool on a rack.",
            ])
    }

    static let pageWithoutSteps = """
        <!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Crema de calabaza</title>
        <script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Crema de calabaza",
        "recipeYield":"750 g de crema","recipeIngredient":["600 g de calabaza","2 puerros","1 patata"]}</script>
        </head><body><h1>Crema de calabaza</h1>
        <h2>Ingredientes para hacer crema de calabaza con Thermomix</h2><ul><li>600 g de calabaza</li><li>2 puerros</li></ul>
        <h2>Elaboración de la crema de calabaza</h2>
        <p>Preparar los ingredientes:</p><p>Pela la patata y córtala en trozos.</p><p>Tritura la crema durante un minuto.</p>
        </body></html>
        """

    @Test func aRecipeWithoutStepsTakesThemFromThePageAndAWeightIsNoServings() throws {
        let work = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let path = work.appendingPathComponent("crema.html").path
        try Self.pageWithoutSteps.write(toFile: path, atomically: true, encoding: .utf8)
        let kitchen = work.appendingPathComponent("kitchen")
        let result = try Executable.run(["import", path, "--into", kitchen.path, "--no-images"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("no recipeInstructions"))
        #expect(result.stderr.contains("recipeYield has no number of servings"))
        let json = try Executable.run(
            ["convert", kitchen.appendingPathComponent("recipes/crema-de-calabaza.recipe").path, "--to", "json"])
        let recipe = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(recipe["servings"] as? Int == 1)
        // The JSON-LD's three lines stay; the steps are the page's, without the section's name.
        #expect((recipe["ingredients"] as? [Any])?.count == 3)
        let steps = (recipe["steps"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(steps == ["Pela la patata y córtala en trozos.", "Tritura la crema durante un minuto."])
    }
}

import Foundation
import Testing

/// A blog post whose recipe is only written on the page (no JSON-LD, no
/// microdata): its list under an ingredients heading and its method under
/// a method heading are imported, with a warning that says so (issue 33,
/// round nine). A page with an ingredient list but no method is still no
/// recipe, and nothing is written.
@Suite struct VisibleRecipeImportTests {
    static let post = """
        <!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
        <title>Weeknight Lentil Soup - A Food Blog</title>
        <script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting","headline":"Weeknight Lentil Soup"}</script>
        </head><body>
        <h1>Weeknight Lentil Soup</h1>
        <p>We make this every week.</p>
        <h2>&#127869; Servings &amp; Time</h2>
        <p><strong>Serves:</strong> 4<br><strong>Prep time:</strong> 15 minutes<br><strong>Cook time:</strong> 1 hour on the stove or 20 minutes in a pressure cooker</p>
        <h2>&#128722; What You&rsquo;ll Need</h2>
        <ul><li>1 cup red lentils, rinsed</li><li>2 carrots, diced</li><li>1 litre vegetable stock</li></ul>
        <h2>&#128295; Tools</h2>
        <ul><li>A large pot</li></ul>
        <h2>&#128105;&zwj;&#127859; How to Make Weeknight Lentil Soup</h2>
        <h3>Step 1: Soften</h3><p>Cook the carrots in a little oil for 5 minutes.</p><p></p>
        <h3>Step 2: Simmer</h3><p>Add the lentils and the stock and simmer until soft.</p>
        <h2>Storage</h2><p>Keeps for three days.</p>
        </body></html>
        """

    func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aPostsListAndMethodUnderTheirHeadingsAreImportedWithAWarning() throws {
        let work = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let page = try write(Self.post, "soup.html", in: work)
        let kitchen = work.appendingPathComponent("kitchen")
        let result = try Executable.run(["import", page, "--into", kitchen.path, "--no-images"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr.contains("no schema.org Recipe on the page; read from its ingredients and method headings"))
        let file = kitchen.appendingPathComponent("recipes/weeknight-lentil-soup.recipe").path
        let json = try Executable.run(["convert", file, "--to", "json"])
        #expect(json.exitCode == 0, "\(json.stderr)")
        let recipe = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(recipe["title"] as? String == "Weeknight Lentil Soup")
        #expect(recipe["servings"] as? Int == 4)
        #expect(recipe["prepTime"] as? String == "15 min")
        #expect(recipe["cookTime"] as? String == "1 h")
        let ingredients = (recipe["ingredients"] as? [[String: Any]] ?? []).map { "\($0["amount"] ?? "") | \($0["name"] ?? "")" }
        #expect(ingredients == ["1 cup | red lentils", "2 | carrots", "1 litre | vegetable stock"])
        let steps = (recipe["steps"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(
            steps == ["Cook the carrots in a little oil for 5 minutes.", "Add the lentils and the stock and simmer until soft."])
    }

    @Test func aListWithoutAMethodIsNoRecipeAndNothingIsWritten() throws {
        let work = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let page = try write(
            "<html><body><h1>My pantry</h1><h2>Ingredients</h2><ul><li>1 kg flour</li><li>2 kg rice</li></ul></body></html>",
            "pantry.html", in: work)
        let kitchen = work.appendingPathComponent("kitchen")
        let result = try Executable.run(["import", page, "--into", kitchen.path, "--no-images"])
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("pantry.html: error: no schema.org"), "\(result.stderr)")
        let written = FileManager.default.enumerator(atPath: kitchen.path)?.allObjects as? [String] ?? []
        #expect(!written.contains { $0.hasSuffix(".recipe") })
    }
}

import Foundation
import Testing
@testable import ClipCookInterop

/// The recipe a page only shows (`HTMLVisibleRecipe`): which headings
/// count, where a section ends, and pages it must not take for a recipe.
@Suite struct HTMLVisibleRecipeTests {
    func node(_ html: String) -> [String: Any]? { HTMLVisibleRecipe.node(in: Array(html.utf8)) }

    @Test(arguments: [
        ("Ingredients:", "ingredients"), ("🛒 What You’ll Need", "ingredients"), ("ZUTATEN", "ingredients"),
        ("Ingrédients", "ingredients"), ("Directions", "method"), ("How to Make Garlic Bread", "method"),
        ("Zubereitung:", "method"), ("The ingredients are simple", "none"), ("Tools You’ll Need", "none"),
    ])
    func headingsAreKnownByTheirWholeText(_ text: String, _ kind: String) {
        let found = HTMLVisibleRecipe.kind(of: text).map { $0 == .ingredients ? "ingredients" : "method" } ?? "none"
        #expect(found == kind, "\(text)")
    }

    @Test func listItemsLeftOpenAreStillOneLineEachAndTheSectionEndsAtTheNextHeadingOfItsRank() throws {
        let html = """
            <h1>Eggs on Toast</h1><h2>Ingredients</h2><h3>For the toast</h3><ul><li>2 slices bread<li>1 tbsp butter</ul>
            <h3>For the eggs</h3><ul><li>2 eggs</ul><h2>Equipment</h2><ul><li>A pan</ul>
            <h2>Method</h2><ol><li>Toast the bread.<li>Fry the eggs.</ol><h2>Notes</h2><ul><li>Eat at once.</ul>
            """
        let recipe = try #require(node(html))
        #expect(recipe["name"] as? String == "Eggs on Toast")
        #expect(recipe["recipeIngredient"] as? [String] == ["2 slices bread", "1 tbsp butter", "2 eggs"])
        #expect(recipe["recipeInstructions"] as? [String] == ["Toast the bread.", "Fry the eggs."])
    }

    @Test func servingsAndTimesComeFromTheirLabelsBeforeTheMethod() throws {
        let html = """
            <p>Yield: 12 muffins</p><p>Prep Time: 1 hour 10 minutes | Cook time: 25 minutes, or until golden</p>
            <h2>Ingredients</h2><ul><li>2 cups flour</li><li>1 cup milk</li></ul><h2>Instructions</h2><p>Mix and bake.</p>
            """
        let recipe = try #require(node(html))
        #expect(recipe["recipeYield"] as? String == "12 muffins")
        #expect(recipe["prepTime"] as? String == "1 hour 10 minutes")
        #expect(recipe["cookTime"] as? String == "25 minutes")
    }

    @Test(arguments: [
        "<h1>News</h1><p>The ingredients of a good week.</p><h2>Method</h2><p>We rest.</p>",
        "<h2>Ingredients</h2><ul><li>1 egg</li></ul><h2>Method</h2><p>Boil it.</p>",
        "<h2>Ingredients</h2><ul><li>1 egg</li><li>salt</li></ul><h2>Storage</h2><p>Keeps a week.</p>",
        "<h2>Ingredients</h2><ul><li>1 egg</li><li>salt</li></ul><h2>Method</h2>",
        "",
        "<h2>Ingredients",
    ])
    func pagesWithoutAListOfTwoAndAMethodHaveNoRecipe(_ html: String) {
        #expect(node(html) == nil)
    }

    @Test func aHugeItemLeftOpenIsNotReadAsALine() throws {
        let long = String(repeating: "<span>flour and more flour</span>", count: 1_000)
        let html = "<h2>Ingredients</h2><ul><li>1 egg</li><li>salt</li><li>" + long + "</li></ul><h2>Method</h2><p>Mix.</p>"
        let recipe = try #require(node(html))
        #expect(recipe["recipeIngredient"] as? [String] == ["1 egg", "salt"])
    }
}

import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookDomain
@testable import ClipCookInterop
@testable import ClipCookKit

/// Page kinds the tune pages of `Tests/WebPages/tune16/` and `fresh13/`
/// showed (old hRecipe pages, microdata with empty attributes, government
/// pages with no recipe data): the inputs are written after their shapes,
/// not copied from them.
@Suite struct PageRepairsRoundFifteenTests {
    func recipe(_ html: String) throws -> Recipe {
        try PageRepairsRoundTwelveTests().recipe(html)
    }

    @Test func anHRecipeIngredientBoxOfSeveralLinesIsALineEach() throws {
        let html = """
            <html><body><div class="hrecipe"><h2 class="fn">Fruit Salad</h2>
            <span class="yield">Serves 6</span>
            <span class="cooktime">1 hour, 20 minutes</span>
            <div class="ingredient"><p>1 (15-ounce) can peaches, drained<br />
            2 cups grapes<br />1 cup yogurt</p></div>
            <div class="instructions"><p>Mix everything and chill.</p></div></div></body></html>
            """
        let read = try recipe(html)
        #expect(read.ingredients.map(\.name) == ["peaches", "grapes", "yogurt"])
        #expect(read.cookTime == "1 h 20 min")
    }

    @Test func aTimeWrittenInPartsJoinedByACommaOrAndIsOneTime() throws {
        for (written, expected) in [("1 hour, 20 minutes", "1 h 20 min"), ("2 hours and 5 minutes", "2 h 5 min")] {
            let html = """
                <script type="application/ld+json">{"@type": "Recipe", "name": "Stew", "cookTime": "\(written)",
                "recipeIngredient": ["1 kg beef", "2 onions"], "recipeInstructions": "Cook it."}</script>
                """
            #expect(try recipe(html).cookTime == expected)
        }
    }

    @Test func aMethodNumberedInsideOneStepIsThoseSteps() throws {
        let html = """
            <script type="application/ld+json">{"@type": "Recipe", "name": "Orzo", "recipeIngredient": ["1 lb orzo", "2 tbsp butter"],
            "recipeInstructions": [{"@type": "HowToStep", "text": "1. Boil the orzo. Drain it. 2. Brown the butter. 3. Toss together, about 2. 5 minutes."}]}
            </script>
            """
        #expect(try recipe(html).steps.map(\.text) == ["Boil the orzo. Drain it.", "Brown the butter.", "Toss together, about 2. 5 minutes."])
    }

    @Test func paragraphsPartedByTwoBlanksInOneStringAreSteps() throws {
        let html = """
            <script type="application/ld+json">{"@type": "Recipe", "name": "Soup", "recipeIngredient": ["1 onion", "1 l stock"],
            "recipeInstructions": " Fry the onion. Add the stock.  Simmer for 20 minutes. Serve hot."}</script>
            """
        #expect(try recipe(html).steps.map(\.text) == ["Fry the onion. Add the stock.", "Simmer for 20 minutes. Serve hot."])
    }

    @Test func microdataTimeWithAnEmptyDatetimeIsReadFromItsText() throws {
        let html = """
            <div itemscope itemtype="http://schema.org/Recipe"><span itemprop="name">Tacos</span>
            <time itemprop="prepTime" datetime="">10 mins<span class="value-title" title="PT10M"> </span></time>
            <span itemprop="recipeYield">2</span>
            <ul><li itemprop="ingredients">4 tortillas</li><li itemprop="ingredients">1 avocado</li></ul>
            <ol><li itemprop="recipeInstructions">Warm the tortillas.</li></ol></div>
            """
        #expect(try recipe(html).prepTime == "10 min")
    }

    @Test func aTablesHeadingsNameTheCellsUnderThemAndNumberedStepsLoseTheirNumbers() throws {
        let html = """
            <html><body><h1>Baked Cod</h1>
            <table><tr><th>Prep time</th><th>Cook time</th><th>Yields</th></tr>
            <tr><td>15 minutes</td><td>20 minutes</td><td>4 servings</td></tr></table>
            <h3>Ingredients</h3><ul><li>4 cod fillets</li><li>1 lemon</li></ul>
            <h3>Directions</h3><ul><li><span>1</span> Heat the oven.</li><li><span>2</span> Bake the fish.</li></ul>
            </body></html>
            """
        let read = try recipe(html)
        #expect(read.prepTime == "15 min")
        #expect(read.cookTime == "20 min")
        #expect(read.servings == 4)
        #expect(read.steps.map(\.text) == ["Heat the oven.", "Bake the fish."])
    }

    @Test func tagsAfterABarInTheNameAreNoPartOfTheTitle() throws {
        let html = """
            <script type="application/ld+json">{"@type": "Recipe", "name": "Overnight Oats | Vegan | Easy",
            "recipeIngredient": ["1 cup oats", "1 cup milk"], "recipeInstructions": "Mix and chill."}</script>
            """
        #expect(try recipe(html).title == "Overnight Oats")
    }
}

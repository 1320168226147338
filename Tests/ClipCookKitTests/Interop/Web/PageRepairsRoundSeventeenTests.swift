import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookDomain
@testable import ClipCookInterop
@testable import ClipCookKit

/// Page kinds the tune pages of `Tests/WebPages/fresh15/` and `fresh13/`
/// showed in round fourteen (microdata steps cut after the first, a group's
/// heading as a list's first line, yields and footnotes among the steps, a
/// method of paragraphs over a box of links): the inputs are written after
/// their shapes, not copied from them.
@Suite struct PageRepairsRoundSeventeenTests {
    func recipe(_ html: String) throws -> Recipe {
        try PageRepairsRoundTwelveTests().recipe(html)
    }

    @Test func microdataStepsTheMarkupCutAfterTheFirstAreReadOnInTheParagraphs() throws {
        let html = """
            <html><body><div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Egg Tarts</h1>
            <span itemprop="recipeIngredient">2 eggs</span><span itemprop="recipeIngredient">1 cup milk</span>
            <p><span itemprop="recipeInstructions">1.&#160;Whisk the eggs and the milk.</p>
            <p>2. Pour into the cases.</p>
            <p>3. Bake for 20 minutes.</p>
            <p>Makes 12 tarts.</p></div></body></html>
            """
        #expect(try recipe(html).steps.map(\.text) == ["Whisk the eggs and the milk.", "Pour into the cases.", "Bake for 20 minutes."])
    }

    @Test func aHeadingInCapitalsOpeningTheListIsNoIngredient() throws {
        let html = """
            <html><body><div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Cookies</h1>
            <h3 itemprop="ingredients">DOUGH</h3>
            <li itemprop="ingredients">Baking spray</li><li itemprop="ingredients">2 cups flour</li>
            <li itemprop="ingredients"><strong>OR</strong> 1 stick margarine</li>
            <p itemprop="recipeInstructions">Mix and bake.</p></div></body></html>
            """
        let read = try recipe(html)
        #expect(read.ingredients.map(\.name) == ["Baking spray", "flour", "margarine"])
        #expect(read.ingredients.last?.amount == "1 stick")
    }

    @Test func aStepThatNamesTheMethodIsNoStep() throws {
        let html = """
            <script type="application/ld+json">{"@type": "Recipe", "name": "Mug Cake", "recipeIngredient": ["1 egg", "2 tbsp cocoa"],
            "recipeInstructions": ["Directions", "Whisk the egg and the cocoa in a mug.", "Microwave for a minute."]}</script>
            """
        #expect(try recipe(html).steps.map(\.text) == ["Whisk the egg and the cocoa in a mug.", "Microwave for a minute."])
    }

    @Test func aYieldAFootnoteAndALinkTitleAmongTheStepsAreNoSteps() throws {
        let html = """
            <script type="application/ld+json">{"@type": "Recipe", "name": "Greens", "recipeIngredient": ["1 bunch kale", "1 onion"],
            "recipeInstructions": ["Boil the kale for ten minutes.", "Fry the onion.", "Add the kale and toss.", "Serves 4 to 6.",
            "* Any hot pepper will do.", "More Recipes With Greens"]}</script>
            """
        #expect(try recipe(html).steps.map(\.text) == ["Boil the kale for ten minutes.", "Fry the onion.", "Add the kale and toss."])
    }

    @Test func theServingsAYieldNamesAmongOtherNumbersAreTheServings() throws {
        for (yield, servings) in [("1 (9-inch) pie, or 8 to 10 servings", 8), ("2 loaves, 24 portions", 24), ("Serves 4", 4)] {
            let html = """
                <script type="application/ld+json">{"@type": "Recipe", "name": "Pie", "recipeYield": "\(yield)",
                "recipeIngredient": ["2 cups flour", "1 cup butter"], "recipeInstructions": "Bake it."}</script>
                """
            #expect(try recipe(html).servings == servings, "\(yield)")
        }
    }

    @Test func aMethodOfParagraphsBeforeABoxOfLinksIsTheParagraphs() throws {
        let html = """
            <html><body><h1>Noodle Soup</h1><h2>Ingredients</h2><ul><li>2 carrots</li><li>1/2 pound egg noodles</li></ul>
            <h2>Preparation</h2><p>Heat the oil and soften the carrots.<br><br>Add stock and noodles and simmer.<br><br>Serve hot.</p>
            <h5>You Might Also Like</h5><ul><li>Shop</li><li>Magazine</li><li>Shows</li><li>Books</li></ul></body></html>
            """
        #expect(try recipe(html).steps.map(\.text) == ["Heat the oil and soften the carrots.", "Add stock and noodles and simmer.", "Serve hot."])
    }

    @Test func aMethodHeadedWhatToDoIsTheMethod() throws {
        let html = """
            <script type="application/ld+json">{"@type": "Recipe", "name": "Pot Roast", "recipeYield": "6",
            "recipeIngredient": ["1 chuck roast", "1 onion"], "recipeInstructions": []}</script>
            <h1>Pot Roast</h1><h4>Ingredients</h4><ul><li>1 chuck roast</li><li>1 onion</li></ul>
            <h4>What to Do</h4><ol><li>Brown the roast.</li><li>Cook it slowly with the onion.</li></ol>
            """
        #expect(try recipe(html).steps.map(\.text) == ["Brown the roast.", "Cook it slowly with the onion."])
    }
}

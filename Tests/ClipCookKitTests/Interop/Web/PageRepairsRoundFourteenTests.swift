import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookDomain
@testable import ClipCookInterop
@testable import ClipCookKit

/// Page kinds the tune pages of `Tests/WebPages/tune14/` showed (old pages
/// from the pools round twelve's held-out pages came from): the inputs are
/// written after their shapes, not copied from them.
@Suite struct PageRepairsRoundFourteenTests {
    func recipe(_ html: String) throws -> Recipe {
        try PageRepairsRoundTwelveTests().recipe(html)
    }

    @Test func aJSONLDStringWithARawLineBreakIsStillRead() throws {
        let html = """
            <html><head><script type="application/ld+json">
            {"@type": "Recipe", "name": "Pâtes aux légumes", "recipeYield": "4",
             "recipeIngredient": ["500 g de pâtes", "2 courgettes"],
             "recipeInstructions": [{"@type": "HowToStep", "text": "Coupez les courgettes.\tFaites cuire
            les pâtes."}]}
            </script></head><body></body></html>
            """
        let read = try recipe(html)
        #expect(read.steps.map(\.text) == ["Coupez les courgettes. Faites cuire les pâtes."])
        #expect(JSONLDTrailingCommas.repaired(from: Array("{\"a\": \"x\ny\"}".utf8)) == Array("{\"a\": \"x y\"}".utf8))
    }

    @Test func textEscapedTwiceIsDecodedOnce() {
        #expect(HTMLText.line("Une variante v&amp;eacute;g&amp;eacute;tarienne&amp;nbsp;!") == "Une variante végétarienne !")
        // Escaped once, an ampersand's name stays as written; escaped twice, a `<` is text, not a tag.
        #expect(HTMLText.line("Salt &amp; pepper") == "Salt & pepper")
        #expect(HTMLText.line("a &amp;lt;b&amp;gt; c") == "a <b> c")
    }

    @Test func aLongTagIsStillATag() {
        let srcset = String(repeating: "https://example.com/image-1024x768.jpg 1024w, ", count: 40)
        #expect(HTMLText.line("<li><img srcset=\"\(srcset)\">Mixing bowls</li>") == "Mixing bowls")
    }

    @Test func anOlderVocabularysMicrodataIsRead() throws {
        let html = """
            <html><head><meta property="og:title" content="Garlic Prawns"></head><body>
            <div itemscope itemtype="https://schema.org/Recipe">
            <h1 itemprop="name">Garlic Prawns</h1><meta itemprop="name" content="Garlic Prawns">
            <span itemprop="yield">4</span>
            <ul><li><span itemprop="ingredient" itemscope><span itemprop="amount">3 tablespoons</span>
              <span itemprop="name">butter</span></span></li>
            <li><span itemprop="ingredient" itemscope><span itemprop="amount">1 pound</span>
              <span itemprop="name">prawns</span></span></li></ul>
            <div itemprop="instructions"><p>Melt the butter.</p><p>Cook the prawns.</p></div></div></body></html>
            """
        let read = try recipe(html)
        #expect(read.title == "Garlic Prawns")
        #expect(read.servings == 4)
        #expect(read.ingredients.map(\.name) == ["butter", "prawns"])
        #expect(read.ingredients.map(\.amount) == ["3 tablespoons", "1 pound"])
        #expect(read.steps.count == 2)
    }

    @Test func microdataThatMarksTheIngredientsAsTheMethodTakesTheShownMethod() throws {
        let html = """
            <html><body><article itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Spinach Dip</h1>
            <ul><li>Prep Time: 15 minutes</li><li><span itemprop="recipeYield">Yield:</span> About 8 servings</li></ul>
            <h2>Ingredients</h2><div itemprop="recipeInstructions"><ul>
            <li itemprop="ingredients">1 cup milk</li><li itemprop="ingredients">4 ounces cream cheese</li></ul></div>
            <h2>Directions</h2><ol><li>Heat the milk.</li><li>Stir in the cheese.</li></ol></article></body></html>
            """
        let read = try recipe(html)
        #expect(read.steps.map(\.text) == ["Heat the milk.", "Stir in the cheese."])
        #expect(read.servings == 8)
    }

    @Test func stepNumbersGivenAsStepsOfTheirOwnAreNoSteps() {
        #expect(StepListTidy.tidy(["Step 1", "Boil the pasta.", "Step 2", "Drain it."]) == ["Boil the pasta.", "Drain it."])
        #expect(StepListTidy.tidy(["1.", "Mix.", "2.", "Bake."]) == ["Mix.", "Bake."])
        // A step that says more than its number stays.
        #expect(StepListTidy.tidy(["Step 1: mix.", "Step 2: bake."]) == ["Step 1: mix.", "Step 2: bake."])
    }

    @Test func factsInATableAndTimesUnderTheMethodAreRead() throws {
        let html = """
            <html><body><h1>Citrus Chicken</h1><table><tr><td>SERVES</td><td>8</td></tr>
            <tr><td>PREP TIME</td><td>5</td></tr><tr><td>COOK TIME</td><td>60 MIN</td></tr></table>
            <h2>Ingredients</h2><ul><li>8 chicken thighs</li><li>2 lemons</li></ul>
            <h2>Directions</h2><ol><li>Heat the oven.</li><li>Roast 1 hour.</li></ol>
            <strong role="heading" aria-level="2">Related Products</strong><ol><li>Roasting pan</li></ol></body></html>
            """
        let read = try recipe(html)
        #expect(read.servings == 8)
        #expect(read.prepTime?.description == "5 min")
        #expect(read.cookTime?.description == "1 h")
        #expect(read.steps.count == 2)
        let german = """
            <html><body><h1>Pralinen</h1><p>Zutaten :</p><p>200 g Schokolade<br>25 g Butter</p>
            <p>Zubereitung :</p><p>Arbeitszeit: ca. 1 Std. Ruhezeit: ca. 1 Tag</p><p>Schokolade schmelzen.</p></body></html>
            """
        let pralinen = try recipe(german)
        #expect(pralinen.ingredients.map(\.name) == ["Schokolade", "Butter"])
        #expect(pralinen.steps.map(\.text) == ["Schokolade schmelzen."])
        #expect(pralinen.prepTime?.description == "1 h")
    }
}

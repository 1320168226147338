import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookDomain
@testable import ClipCookInterop
@testable import ClipCookKit

/// Page kinds the tune pages of `Tests/WebPages/fresh19/` showed in round
/// sixteen (a blog post whose lines and steps are bare text parted by
/// `<br>` under bold headings, its title in the post's `entry-title`): the
/// inputs are written after their shapes, not copied from them.
@Suite struct PageRepairsRoundTwentyOneTests {
    func recipe(_ html: String) throws -> Recipe {
        try PageRepairsRoundTwelveTests().recipe(html)
    }

    static let blogPost = """
        <html><head><title>Anna Bakes: Lemon Barley Salad (Vegan)</title></head><body>
        <h3 class='post-title entry-title'>Lemon Barley Salad</h3>
        <div class='post-body'>
        <span style="font-weight: bold;">Lemon Barley Salad</span><br />
        (Makes 4-6 servings, adapted from my mother.)<br />
        <br />
        <b>Ingredients:</b><br />
        1 cup pearl barley, rinsed<br />
        2 lemons, zested and juiced<br />
        <a href="/parsley">flat-leaf parsley</a> to taste<br />
        <br />
        <b>Dressing:</b><br />
        3 T olive oil<br />
        <br />
        <b>Instructions:</b><br />
        <div>Simmer the barley in salted water for 30 minutes.&nbsp;<br />
        <br />
        Drain it and toss with the lemon and the oil.</div>
        <br />
        Season and serve warm or cold.<br />
        <br />
        <center><b><a href="/print">Printable copy of this recipe</a></b></center>
        <br />
        <b>More salads:</b><br />
        <a href="/other">Another salad</a> from a friend<br />
        </div></body></html>
        """

    @Test func linesAndStepsSetAsBareTextUnderHeadingsAreRead() throws {
        let read = try recipe(Self.blogPost)
        #expect(read.ingredients.map(\.name) == ["pearl barley", "lemons", "flat-leaf parsley", "olive oil"])
        #expect(read.ingredients.map(\.amount) == ["1 cup", "2", "", "3 tbsp"])
        // blocks parted by blank lines are the steps, up to the link to the printable copy
        #expect(read.steps.count == 3)
        #expect(read.steps.last?.text == "Season and serve warm or cold.")
        // the yield set as bare text above the heading
        #expect(read.servings == 4)
        #expect(read.title == "Lemon Barley Salad")
    }

    @Test func stepsSetAsOneLineEachUnderTheMethodsHeadingEndAtTheBlankLine() throws {
        let html = """
            <html><body><h1>Berry Ice Pops</h1><div class="post">
            <span style="font-weight: bold">Ingredients</span><span>&nbsp;</span><br />
            <span>Makes about 8 pops (it depends on the mould)</span><br /><br />
            <span>3 cups / 375 gr raspberries</span><br />
            <span>2 to 3 tablespoons honey </span><span>or maple syrup</span><br /><br />
            <span style="font-weight: bold">Directions</span><br /><br />
            <span>Blend everything until smooth.</span><br />
            <span>Fill the moulds and freeze for 6 hours.</span><br /><br />
            <span>Nutrition facts</span><br /><br /><span>One pop has 44 calories.</span>
            </div><div class="footer">Share this</div></body></html>
            """
        let read = try recipe(html)
        // the yield line is no ingredient
        #expect(read.ingredients.map(\.name) == ["raspberries", "honey"])
        #expect(read.steps.map(\.text) == ["Blend everything until smooth.", "Fill the moulds and freeze for 6 hours."])
    }

    @Test func bareTextThatIsNoListOfAmountsGivesNoRecipe() throws {
        // prose under an `Ingredients` heading is no list: the page has no recipe, as before
        let html = """
            <html><body><h1>On Shopping</h1><div><b>Ingredients</b><br />
            Good ingredients are the start of every meal.<br />
            We buy what the market has that morning.<br />
            <b>Directions</b><br />Walk to the market early in the morning.<br /></div></body></html>
            """
        let result = DocumentReader.read(SourceFile(path: "page.html", text: html), as: .jsonld)
        guard case .document(.recipe)? = result.content else { return }
        Issue.record("prose under an Ingredients heading was read as a recipe")
    }

    @Test func theTitleOfAPostIsTakenOnlyWhereTheHeadsTitleHoldsIt() throws {
        // `Jun 5` in the entry title is its date: the head's title is the recipe's
        let html = """
            <html><head><title>Carrot Salad — THE SITE</title></head><body>
            <h2 class="entry-title"><time>Jun 5</time> Carrot Salad</h2><div>
            <p><strong>Ingredients</strong></p><ul><li>4 carrots</li><li>1 lemon</li></ul>
            <p><strong>Method</strong></p><p>Grate the carrots and dress them with the lemon.</p></div></body></html>
            """
        #expect(try recipe(html).title == "Carrot Salad")
    }

    @Test func headingsThatAreBareTextTooAreRead() throws {
        let html = """
            <html><body><h3 class='post-title entry-title'>Berry Pots</h3><div class='post-body'>
            A dessert for a dinner party.<br /><br />Berry Pots - makes 3 pots:<br /><br />
            Ingredients:<br /><br />Base:<br />1 cup raspberries<br /><br />Top:<br />1/3 cup cacao powder<br />
            1/3 cup coconut oil<br /><br />Method:<br /><br />
            1. Blend the raspberries and pour them into 3 pots.<br />
            2. Melt the oil with the cacao and pour it over.<br /><br />
            <div class="separator"><img src="a.jpg" /></div></div></body></html>
            """
        let read = try recipe(html)
        #expect(read.ingredients.map(\.name) == ["raspberries", "cacao powder", "coconut oil"])
        #expect(read.steps.map(\.text) == ["Blend the raspberries and pour them into 3 pots.", "Melt the oil with the cacao and pour it over."])
        // a word only inside a sentence is no heading
        let prose = """
            <html><body><h1>Notes</h1><div>We love these ingredients: 1 cup rice<br />2 eggs<br />Method: 1. Cook.<br />
            2. Eat.<br /></div></body></html>
            """
        let result = DocumentReader.read(SourceFile(path: "page.html", text: prose), as: .jsonld)
        guard case .document(.recipe)? = result.content else { return }
        Issue.record("a sentence naming ingredients was read as a heading")
    }

    @Test func aMethodsStepsEndWhereTheElementAroundItsHeadingAndFirstStepCloses() throws {
        // the related links further down are list items too, with no heading of the method's rank between
        let html = """
            <html><body><article itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Tart</h1>
            <h2>Ingredients</h2><ul><li itemprop="ingredients">1 cup flour</li><li itemprop="ingredients">1/2 cup butter</li></ul>
            <div class="col2"><h2>Directions</h2><ol><li><p>Rub the butter into the flour.</p></li>
            <li><p>Press into the pan and bake until golden.</p></li></ol></div></article>
            <h3>Related</h3><ul><li><a href="/a"><h6>Quick and Easy Dessert Recipes</h6></a></li></ul></body></html>
            """
        #expect(try recipe(html).steps.count == 2)
        // one paragraph parted by blank lines is a step a part, with no list after it
        let parted = """
            <html><body><h1>Soup</h1><h2>Ingredients</h2><ul><li>1 onion</li><li>6 cups stock</li></ul><h2>Preparation</h2>
            <p>Soften the onion in a large pot.<br><br>Add the stock and simmer 10 minutes.</p>
            <div class="tags"><a href="/t">soup</a></div></body></html>
            """
        #expect(try recipe(parted).steps.count == 2)
    }

    @Test func stepsJoinedWithCommasAfterTheirFullStopsAreSteps() throws {
        let html = """
            <script type="application/ld+json">{"@type": "Recipe", "name": "Cake", "recipeIngredient": ["2 cups flour", "1 egg"],
            "recipeInstructions": "Preheat oven to 350°. Grease a 9-in. pan., Whisk the flour and egg., Bake 25 minutes."}</script>
            """
        #expect(try recipe(html).steps.map(\.text) == ["Preheat oven to 350°. Grease a 9-in. pan.", "Whisk the flour and egg.", "Bake 25 minutes."])
        // a credit after the last step is none
        let credited = """
            <script type="application/ld+json">{"@type": "Recipe", "name": "Chili", "recipeIngredient": ["1 lb beef", "1 onion"],
            "recipeInstructions": ["Brown the beef.", "Add the onion.", "Simmer 1 hour.", "Photograph by A. Person"]}</script>
            """
        #expect(try recipe(credited).steps.count == 3)
        // `., ` before a small letter parts no steps (this once recursed without end)
        let lowercase = """
            <script type="application/ld+json">{"@type": "Recipe", "name": "Stew", "recipeIngredient": ["1 lb beef", "1 onion"],
            "recipeInstructions": "Brown the beef in a 10-in. pan., then add the onion."}</script>
            """
        #expect(try recipe(lowercase).steps.map(\.text) == ["Brown the beef in a 10-in. pan., then add the onion."])
    }

    @Test func aYieldInSlicesIsItsServings() throws {
        let html = """
            <script type="application/ld+json">{"@type": "Recipe", "name": "Bread", "recipeIngredient": ["2 cups flour", "1 egg"],
            "recipeYield": "1 loaf (16 slices)", "recipeInstructions": "Bake."}</script>
            """
        #expect(try recipe(html).servings == 16)
    }
}

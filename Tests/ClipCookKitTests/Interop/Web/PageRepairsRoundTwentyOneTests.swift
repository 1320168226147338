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
}

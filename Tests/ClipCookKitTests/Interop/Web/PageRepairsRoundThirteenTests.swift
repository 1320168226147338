import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookDomain
@testable import ClipCookInterop
@testable import ClipCookKit

/// Page kinds that round eleven's held-out pages showed once they were
/// declared tune (`Tests/WebPages/fresh11/`, round twelve): a blog page with
/// no recipe data, its lists written as paragraphs and no `<h1>`
/// (feedtheswimmers.com); microdata steps whose source wraps inside a
/// sentence (heb.com). The inputs are written after those pages' shapes.
@Suite struct PageRepairsRoundThirteenTests {
    func recipe(_ html: String) throws -> Recipe {
        try PageRepairsRoundTwelveTests().recipe(html)
    }

    static let paragraphPage = """
        <html><head><title>Carrot Rice Salad &mdash; FEED THE CREW</title>
        <meta property="og:title" content="Carrot Rice Salad &mdash; FEED THE CREW"/></head>
        <body><h2>Jill</h2><p>A salad for hot days.</p>
        <p><strong>Ingredients</strong>-</p><p>1/2 lb carrots, grated</p><p>1 cup long grain rice</p>
        <p>Large handful flat leaf parsley</p><p>3 eggs</p>
        <p><strong>Method</strong>-</p><p>1- Cook the rice.</p><p>2- Boil the eggs for 10 minutes.</p>
        <p>3. Toss everything together.</p><p>If you own a spiralizer, use it.</p><p>Enjoy!</p>
        <ul><li><a href="/">Home</a></li><li><a href="/about">About</a></li></ul></body></html>
        """

    @Test func ingredientsWrittenAsParagraphsUnderAHeadingAreTheList() throws {
        let read = try recipe(Self.paragraphPage)
        #expect(read.ingredients.map(\.name) == ["carrots", "long grain rice", "flat leaf parsley", "eggs"])
        #expect(read.ingredients[2].amount == "Large handful")
    }

    @Test func numberedParagraphsAreTheStepsAndTheNotesAfterThemAreNot() throws {
        let read = try recipe(Self.paragraphPage)
        #expect(read.steps.map(\.text) == ["Cook the rice.", "Boil the eggs for 10 minutes.", "Toss everything together."])
        // Paragraphs with no number are steps as they are (a number in a sentence is no step's number).
        #expect(HTMLVisibleRecipe.numbered(["Heat the oven.", "Bake 1.5 hours."]) == ["Heat the oven.", "Bake 1.5 hours."])
        #expect(HTMLVisibleRecipe.numbered(["1) Mix.", "Then bake."]) == ["1) Mix.", "Then bake."])
    }

    @Test func aPageWithNoH1TakesItsTitleFromItsHeadWithoutTheSiteName() throws {
        #expect(try recipe(Self.paragraphPage).title == "Carrot Rice Salad")
        // What follows the bar is too long for a site's name: the title is kept whole.
        let long = "Fish Pie | A Very Long Site Name That Goes On And On For Ever"
        #expect(HTMLVisibleRecipe.headTitle(Array("<title>\(long)</title>".utf8)) == long)
        #expect(HTMLVisibleRecipe.headTitle(Array("<title>Fish Pie</title>".utf8)) == "Fish Pie")
        #expect(HTMLVisibleRecipe.headTitle(Array("<p>no head</p>".utf8)) == nil)
    }

    @Test func aLineBreakInTheSourceOfAMicrodataStepIsABlank() throws {
        let html = """
            <html><body><div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Grilled Asparagus</h1>
            <span itemprop="recipeIngredient">1 lb asparagus</span><span itemprop="recipeIngredient">2 Tbsp olive oil</span>
            <span itemprop="recipeInstructions">
                Combine oil and asparagus in a plastic
                bag; chill 1-2 hours.</span>
            <span itemprop="recipeInstructions">Grill 5-7 minutes<br>until tender.</span></div></body></html>
            """
        let read = try recipe(html)
        #expect(read.steps.first?.text == "Combine oil and asparagus in a plastic bag; chill 1-2 hours.")
        // A tag still breaks a line.
        #expect(read.steps.count == 3)
    }
}

import Testing
@testable import ClipCookInterop

/// Round ten of issue 33: the sections of a page's lists and method, and
/// its times, read as the page means them.
@Suite struct PageSectionsTests {
    @Test func headingsInCapitalsOrSayingWhatTheLinesAreForAreNoIngredients() {
        let lines = [
            "FOR THE CRUST", "200 g flour", "To pour over the dough after mixing", "1 Tbsp of oil",
            "For serving", "2 lemons", "To laminate into the dough after the first rise", "57g butter (4 Tbsp)",
        ]
        #expect(IngredientListTidy.tidy(lines) == ["200 g flour", "1 Tbsp of oil", "2 lemons", "57g butter (4 Tbsp)"])
    }

    @Test func aHeadingOverAnotherHeadingIsAHeadingToo() {
        let lines = ["Sourdough Version", "Sweet Stiff Starter", "100g bread flour (3/4 cup)", "Final Dough", "400g bread flour"]
        #expect(IngredientListTidy.tidy(lines) == ["100g bread flour (3/4 cup)", "400g bread flour"])
    }

    @Test func foodsWithoutAmountsStayIngredients() {
        // No amount after them: a line in capitals or one that starts with "to" is no heading.
        #expect(IngredientListTidy.tidy(["2 eggs", "SALT", "To taste pepper"]) == ["2 eggs", "SALT", "To taste pepper"])
        #expect(IngredientListTidy.tidy(["Sour Cream", "Fresh Chives"]) == ["Sour Cream", "Fresh Chives"])
    }

    @Test func aLineWrappedWholeInBoldOrAHeadingIsAHeading() {
        #expect(IngredientListTidy.isMarkedHeading("<strong>For the sauce</strong>"))
        #expect(IngredientListTidy.isMarkedHeading(" <h4>Dough</h4> "))
        #expect(IngredientListTidy.isMarkedHeading("<b>Topping</b>"))
        #expect(!IngredientListTidy.isMarkedHeading("<strong>2 cups</strong> flour"))
        #expect(!IngredientListTidy.isMarkedHeading("<strong>2 cups flour</strong>"))
        #expect(!IngredientListTidy.isMarkedHeading("<em>Salt</em>"))
        #expect(!IngredientListTidy.isMarkedHeading("Salt"))
    }

    @Test func sectionNamesListedAsStepsAreNoSteps() {
        let steps = [
            "Sourdough Prep", "If you are doing the sourdough version, make the starter the night before.", "Mixing",
            "Whisk the dry ingredients in a large bowl.", "Shaping and Final Proof", "Scrape the dough out of the bowl and de-gas it.",
        ]
        #expect(
            StepListTidy.tidy(steps) == [
                "If you are doing the sourdough version, make the starter the night before.",
                "Whisk the dry ingredients in a large bowl.", "Scrape the dough out of the bowl and de-gas it.",
            ])
        #expect(StepListTidy.tidy(["For the sauce:", "Whisk the soy sauce and the honey together."]).count == 1)
    }

    @Test func aLoneShortStepOrOneWithASentenceStays() {
        let lone = ["Preheat The Oven", "Bake the tart for twenty minutes until golden.", "Serve."]
        #expect(StepListTidy.tidy(lone) == lone)
        let sentences = ["Mix well.", "Pour the batter into the tin and bake it.", "Let It Cool", "Cut the cake and serve it."]
        #expect(StepListTidy.tidy(sentences) == sentences)
        #expect(StepListTidy.tidy(["Mixing", "Baking"]) == ["Mixing", "Baking"])
    }

    @Test func durationsWithBlanksInsideAreRead() {
        #expect(ISODuration.seconds("PT32 M") == 32 * 60)
        #expect(ISODuration.seconds("PT1H 30M") == 90 * 60)
        #expect(ISODuration.seconds("P0DT1H") == 3600)
        #expect(ISODuration.seconds("PT 1 H") == 3600)
        #expect(ISODuration.seconds("PT M") == nil)
        #expect(ISODuration.seconds("32 M") == nil)
    }

    @Test func anIngredientsHeadingMaySayForHowMany() throws {
        let page = """
            <html><body><h1>Glasnudelsalat</h1>
            <h2>Zutaten für 4 Personen</h2><ul><li>250 g Glasnudeln</li><li>1 Karotte</li></ul>
            <h2>Zubereitung</h2><p>Die Karotte stifteln.</p><p>Die Nudeln ziehen lassen.</p>
            <ul class="links"><li>Rezept als PDF herunterladen</li></ul>
            <p>Rezept: ein Koch</p></body></html>
            """
        let node = try #require(HTMLVisibleRecipe.node(in: Array(page.utf8)))
        #expect(node["recipeIngredient"] as? [String] == ["250 g Glasnudeln", "1 Karotte"])
        #expect(node["recipeInstructions"] as? [String] == ["Die Karotte stifteln.", "Die Nudeln ziehen lassen."])
        #expect(node["recipeYield"] as? String == "4")
        #expect(HTMLVisibleRecipe.kind(of: "Ingredients for 6") == .ingredients)
        #expect(HTMLVisibleRecipe.kind(of: "Ingredientes para hacer crema de calabaza con Thermomix") == .ingredients)
        #expect(HTMLVisibleRecipe.kind(of: "Elaboración de la crema de calabaza") == .method)
        #expect(HTMLVisibleRecipe.kind(of: "Why these ingredients matter") == nil)
        #expect(HTMLVisibleRecipe.kind(of: "Preparations") == nil)
    }
}

import Testing
@testable import ClipCookCore

/// The English name rules of issue 33's round ten, written from the tune
/// halves: one test a kind, with lines of each kind and lines it must leave.
@Suite struct IngredientLineRoundTenTests {
    @Test func aMeasureAfterTheFoodAndACommaIsTheAmount() {
        IngredientLineKindsTests.check([
            ("Sugar, ½ tsp", "0.5", "tsp", "Sugar"), ("Water, ~3 tbsp", "3", "tbsp", "Water"),
            ("Olive oil, 2 tbsp, for frying", "2", "tbsp", "Olive oil"), ("Rice vinegar, 1 tbsp.", "1", "tbsp", "Rice vinegar"),
            // words after the measure, or an amount first: read as before (a bare count: IngredientLineRoundTwelveTests)
            ("Salt, to taste", "-", "-", "Salt"), ("2 onions, 1 chopped", "2", "-", "onions"),
        ])
        #expect(IngredientLineReader.read("Olive oil, 2 tbsp, for frying").notes == "for frying")
    }

    @Test func aLevelOrAStateAfterTheFoodIsANote() {
        IngredientLineKindsTests.check([
            ("1 teaspoon salt Flat", "1", "tsp", "salt"), ("2 tbsp sugar heaped", "2", "tbsp", "sugar"),
            ("500 ml milk skim or full cream", "500", "ml", "milk"), ("1 cup flat-leaf parsley", "1", "cup", "flat-leaf parsley"),
        ])
    }

    @Test func theCookSpeakingAfterTheFoodIsANote() {
        IngredientLineKindsTests.check([
            ("6 g fresh yeast I used the cube ones", "6", "g", "fresh yeast"), ("1 cup rice I like basmati", "1", "cup", "rice"),
        ])
        #expect(IngredientLineReader.read("6 g fresh yeast I used the cube ones").notes == "I used the cube ones")
    }

    @Test func productsNamedWithAPreparationWordStayWhole() {
        IngredientLineKindsTests.check([
            ("1 cup shredded coconut", "1", "cup", "shredded coconut"),
            ("2 cups blanched almond flour", "2", "cup", "blanched almond flour"),
            ("3 tablespoons hulled tahini", "3", "tbsp", "hulled tahini"),
            ("1 package frozen shredded hash brown potatoes", "1", "pack", "frozen shredded hash brown potatoes"),
            ("1 cup shredded cheddar", "1", "cup", "cheddar"), ("200 g strawberries, hulled", "200", "g", "strawberries"),
        ])
    }

    @Test func aMeasureAloneInParenthesesIsTheAmountOfALineWithNone() {
        IngredientLineKindsTests.check([
            ("Sparkling Sanding Sugar for coating (1/3-1/2 cup)", "0.33-0.5", "cup", "Sparkling Sanding Sugar"),
            ("Parsley (1 bunch)", "1", "bunch", "Parsley"), ("Salt (to taste)", "-", "-", "Salt"),
            ("Chocolate chips (12 oz bag)", "-", "-", "Chocolate chips"), ("2 eggs (100 g)", "2", "-", "eggs"),
        ])
        #expect(IngredientLineReader.read("Parsley (1 bunch)").notes == nil)
    }

    @Test func rasElHanoutIsASpiceNotALevelSpoon() {
        IngredientLineKindsTests.check([("1 tbsp ras el hanout", "1", "tbsp", "ras el hanout")])
    }
}

import Testing
@testable import ClipCookCore

/// The English kinds of issue 33's round fifteen, from the tune lines and
/// pages that round fourteen had held out (`v17-en-holdout.tsv`, fresh17),
/// declared tune before their misses were read, and from the v18 tune
/// lines: one test a kind, with lines of each kind written for it and lines
/// it must leave alone.
@Suite struct IngredientLineRoundFifteenTests {
    @Test func aListOfKindsOfOneFoodNamesTheFirstKindOfIt() {
        IngredientLineKindsTests.check([
            ("2 liters of lamb, beef or chicken stock", "2", "l", "lamb stock"), ("1 cup oat, soy or almond milk", "1", "cup", "oat milk"),
            ("2 tbsp olive, canola or vegetable oil", "2", "tbsp", "olive oil"),
            ("Chili and/or garlic cashew nuts", "-", "-", "Chili cashew nuts"),
            // a herb before `or` is a food of its own; two whole foods in a list stay the first
            ("Cilantro and/or green onions", "-", "-", "Cilantro"), ("Salt, pepper or to taste", "-", "-", "Salt"),
        ])
        #expect(IngredientLineReader.read("1 cup oat, soy or almond milk").notes == "soy or almond milk")
    }

    @Test func twoCutsOfAFoodSoldCutNameTheFirst() {
        IngredientLineKindsTests.check([
            ("1/4 cup slivered or sliced almonds", "0.25", "cup", "slivered almonds"),
            ("1 box instant or regular vanilla pudding", "1", "box", "instant vanilla pudding"),
            ("1 can petite diced tomatoes", "1", "can", "petite diced tomatoes"),
            // a size before `or` still leaves the food alone
            ("8 oz ramen or thin udon noodles", "8", "oz", "ramen noodles"),
        ])
    }

    @Test func aSecondCountAndItsSizeBeforeListedAdjectivesAreNotes() {
        IngredientLineKindsTests.check([
            ("4 large or 8 small bone-in, skin-on chicken thighs", "4", "-", "chicken thighs"),
            ("2 large or 3 small ripe, firm pears", "2", "-", "pears"),
            ("4 bone-in, skin-on chicken thighs", "4", "-", "chicken thighs"),
        ])
    }

    @Test func cutsAndPreparationsJoinedBeforeTheFoodAreNotes() {
        IngredientLineKindsTests.check([
            ("1 cup medium dice peeled carrots", "1", "cup", "carrots"), ("2 cups small dice onion", "2", "cup", "onion"),
            ("8-10 oz small peeled deveined and tail-off shrimp", "8-10", "oz", "shrimp"),
            ("1 lb peeled and deveined shrimp", "1", "lb", "shrimp"),
        ])
    }

    @Test func aRatioOpeningALineIsANoteAndNoAmount() {
        IngredientLineKindsTests.check([("1:1:1* Sugar", "-", "-", "Sugar"), ("2:1 soy sauce", "-", "-", "soy sauce")])
        #expect(IngredientLineReader.read("1:1:1* Sugar").notes == "1:1:1*")
        // a time is no ratio
        #expect(IngredientLineReader.read("1:30 hours").quantity != nil)
    }

    @Test func leadsThatAreNotesBeforeTheFoodOrTheAmount() {
        IngredientLineKindsTests.check([
            ("optional; 1/4 c fresh mint", "0.25", "cup", "fresh mint"), ("1-2 shots vodka", "1-2", "-", "vodka"),
            ("1 shot of espresso", "1", "-", "espresso"), ("desired toppings", "-", "-", "toppings"),
            ("½ Nori Sheet", "0.5", "sheet", "Nori"), ("3 sheets nori", "3", "sheet", "nori"),
        ])
    }
}

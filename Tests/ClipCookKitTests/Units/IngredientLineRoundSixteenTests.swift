import Testing
@testable import ClipCookCore

/// The English kinds of issue 33's round sixteen, from the tune lines and
/// pages that round fifteen had held out (`v19-en-holdout.tsv`, fresh19),
/// declared tune before their misses were read, and from the tune22 pages:
/// one test a kind, with lines of each kind written for it and lines it
/// must leave alone.
@Suite struct IngredientLineRoundSixteenTests {
    @Test func aMeasureTakenAwayAfterTheFoodIsTakenFromTheAmount() {
        IngredientLineKindsTests.check([
            ("1/2 cup granulated sugar minus 1 tablespoon", "7", "tbsp", "granulated sugar"),
            ("1 cup minus 2 tablespoons flour", "0.88", "cup", "flour"),
            ("2 cups flour minus 2 tbsp", "1.88", "cup", "flour"),
            // `minus` with no measure after it, and words that only open like it, leave the line alone
            ("1 lb beef minus the fat", "1", "lb", "beef minus the fat"), ("2 cups mixed greens", "2", "cup", "mixed greens"),
        ])
    }

    @Test func curlyBracketsAreRoundOnes() {
        IngredientLineKindsTests.check([
            ("⅓ cup milk {I use 1%, but any kind will work}", "0.33", "cup", "milk"),
            ("2 cups rice {long grain}", "2", "cup", "rice"),
            // a Cooklang ingredient keeps its braces
            ("@flour{200%g}", "200", "g", "flour"),
        ])
        #expect(IngredientLineReader.read("2 cups rice {long grain}").notes == "long grain")
    }

    @Test func thePluralOfAnAbbreviatedSpoonIsASpoon() {
        IngredientLineKindsTests.check([
            ("2 Tblspns - Butter (Icing)", "2", "tbsp", "Butter"), ("1 tblspn honey", "1", "tbsp", "honey"),
            // a slip the language flags stays no unit (lint suggests tbsp for it)
            ("2 tbps sugar", "2", "-", "tbps sugar"),
        ])
    }

    @Test func freshGroundAndToYourTasteAreNotes() {
        IngredientLineKindsTests.check([
            ("1/4 teaspoon fresh-ground black pepper", "0.25", "tsp", "black pepper"),
            ("1 tsp fresh-cracked pepper", "1", "tsp", "pepper"),
            ("Roasted nuts to your taste (I used walnuts)", "-", "-", "Roasted nuts"),
            ("salt to your liking", "-", "-", "salt"),
            // ground alone says which food it is
            ("1 tsp ground cumin", "1", "tsp", "ground cumin"),
        ])
    }

    @Test func seedsOfAFruitNameTheFruit() {
        IngredientLineKindsTests.check([
            ("Seeds from 1 vanilla bean", "1", "-", "vanilla bean"), ("seeds of 2 pomegranates", "2", "-", "pomegranates"),
            // seeds that are the food stay
            ("2 tbsp sesame seeds", "2", "tbsp", "sesame seeds"),
        ])
    }

    @Test func aLengthInFeetIsANote() {
        IngredientLineKindsTests.check([
            ("4 feet pork sausage casings", "4", "-", "pork sausage casings"),
            ("10 feet of sausage casing", "10", "-", "sausage casing"), ("2 ft casings", "2", "-", "casings"),
        ])
    }

    @Test func theBestOrTheCreamiestIsANote() {
        IngredientLineKindsTests.check([
            ("1 litre of the creamiest milk", "1", "l", "milk"), ("2 of the ripest tomatoes", "2", "-", "tomatoes"),
            // the part of a fruit keeps its reading
            ("the juice of 1 lemon", "1", "-", "lemon"),
        ])
    }

    @Test func aCountUnitWithOnlyAnAdjectiveIsTheFood() {
        IngredientLineKindsTests.check([
            ("2 Cloves, whole", "2", "-", "Cloves"), ("6 whole cloves", "6", "-", "cloves"),
            // a food after the count unit stays the food
            ("3 cloves garlic, minced", "3", "clove", "garlic"),
        ])
    }
}

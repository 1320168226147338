import Testing

@testable import ClipCookCore

/// The English name rules of issue 33's round eleven, written from the tune
/// parts (the v7, v9 and v10 held-out sets declared tune parts first): one
/// test a kind, with lines of each kind and lines it must leave.
@Suite struct IngredientLineRoundElevenTests {
    @Test func aTemperatureOrAStateTheCookGivesIsANote() {
        IngredientLineKindsTests.check([
            ("1/2 cup hot milk", "0.5", "cup", "milk"), ("1 cup hot coffee", "1", "cup", "coffee"),
            ("3/4 cup (175g) soft unsalted butter", "0.75", "cup", "unsalted butter"), ("100g soft butter", "100", "g", "butter"),
            // a hot sauce, a hot pepper and soft cheese are foods
            ("2 tbsp hot sauce", "2", "tbsp", "hot sauce"), ("1 hot pepper", "1", "-", "hot pepper"),
            ("200 g soft cheese", "200", "g", "soft cheese"), ("8 soft tortillas", "8", "-", "soft tortillas"),
        ])
    }

    @Test func homemadeOrStoreBoughtIsANoteAsAPair() {
        IngredientLineKindsTests.check([
            ("1/2 cup/120ml Homemade or store-bought BBQ Sauce", "0.5", "cup", "BBQ Sauce"),
            ("1 cup store-bought or homemade pesto", "1", "cup", "pesto"), ("2 cups homemade chicken stock", "2", "cup", "chicken stock"),
        ])
    }

    @Test func extraBeforeAStrengthNamesAKind() {
        IngredientLineKindsTests.check([
            ("1.5 tbsp extra hot horseradish", "1.5", "tbsp", "extra hot horseradish"),
            ("1 cup extra sharp cheddar", "1", "cup", "extra sharp cheddar"), ("14 oz extra firm tofu", "14", "oz", "extra firm tofu"),
            // extra as more of it is still a note
            ("extra sugar, for dusting", "-", "-", "sugar"), ("2 tbsp extra virgin olive oil", "2", "tbsp", "extra virgin olive oil"),
        ])
    }

    @Test func aUseAfterToIsANote() {
        IngredientLineKindsTests.check([
            ("Optional: powdered sugar to dust on top", "-", "-", "powdered sugar"), ("olive oil to brush", "-", "-", "olive oil"),
            ("flaky salt to sprinkle", "-", "-", "flaky salt"), ("2 tbsp butter to grease the pan", "2", "tbsp", "butter"),
            ("salt to taste", "-", "-", "salt"), ("1 cup ready to use frosting", "1", "cup", "ready to use frosting"),
        ])
    }

    @Test func whatATinKeepsTheFoodInIsANote() {
        IngredientLineKindsTests.check([
            ("1 can banana blossoms in brine ((20 oz))", "1", "can", "banana blossoms"),
            ("150g tinned pineapple slices in juice, drained", "150", "g", "tinned pineapple slices"),
            ("1 can tuna in water", "1", "can", "tuna"), ("2 tbsp capers in brine", "2", "tbsp", "capers in brine"),
            ("2 chipotle chiles in adobo sauce", "2", "-", "chipotle chiles in adobo sauce"),
        ])
    }

    @Test func anyFoodOfYourChoiceIsTheFood() {
        IngredientLineKindsTests.check([
            ("1/4 cup any milk of your choice (or an unsweetened nondairy milk)", "0.25", "cup", "milk"),
            ("1 cup milk of your choice", "1", "cup", "milk"), ("2 tbsp any nut butter of choice", "2", "tbsp", "nut butter"),
            ("1 cup any remaining sauce", "1", "cup", "sauce"),
        ])
    }

    @Test func anAdverbInLyBeforeAPreparationIsANote() {
        IngredientLineKindsTests.check([
            ("Properly cooked sushi rice. It should still be slightly warm.", "-", "-", "sushi rice"),
            ("1 cup gently warmed milk", "1", "cup", "milk"), ("Freshly toasted sesame seeds", "-", "-", "sesame seeds"),
            ("2 tbsp toasted sesame seeds", "2", "tbsp", "toasted sesame seeds"), ("1 cup curly parsley", "1", "cup", "curly parsley"),
        ])
    }

    @Test func sizesAndMarksAroundTheAmountAreNotes() {
        IngredientLineKindsTests.check([
            ("2 giant handfuls baby spinach, prob 5-6 ounces", "2", "handful", "baby spinach"),
            ("1” ginger, finely minced", "1", "-", "ginger"), ("2\" cinnamon stick", "2", "stick", "cinnamon"),
            ("Canned beans, 100g. Dealer’s choice.", "100", "g", "Canned beans"),
            ("Scant 2 lbs small young mushroom buttons. (28-30 oz)", "2", "lb", "young mushroom buttons"),
            ("1 cup giant couscous", "1", "cup", "giant couscous"),
        ])
    }

    @Test func aDietKindBeforeAPreparationStays() {
        IngredientLineKindsTests.check([
            ("2 cups vegan shredded cheddar cheese, (divided (240g))", "2", "cup", "vegan cheddar cheese"),
            ("1 cup low-fat shredded mozzarella", "1", "cup", "low-fat mozzarella"),
            ("1 cup organic chopped walnuts", "1", "cup", "organic walnuts"),
            // a product named with the preparation word stays whole
            ("1 cup organic shredded coconut", "1", "cup", "organic shredded coconut"),
            ("1 cup shredded vegan cheese", "1", "cup", "vegan cheese"),
        ])
    }

    @Test func pittedDatesAreSoldSo() {
        IngredientLineKindsTests.check([
            ("8 pitted dates", "8", "-", "pitted dates"), ("1/4 cup pitted dates", "0.25", "cup", "pitted dates"),
            ("270 g Dates (pitted)", "270", "g", "Dates"), ("1/2 cup olives, pitted", "0.5", "cup", "olives"),
        ])
    }
}

import Testing
@testable import ClipCookCore

/// The English name rules of issue 33's round seven, written from the tune
/// parts and from unlabelled lines of sites no set uses: one test a kind,
/// with examples written for it (not lines of the labelled sets).
@Suite struct IngredientLineRoundSevenTests {
    @Test func aSectionNameBeforeAnAmountIsANote() {
        IngredientLineKindsTests.check([
            ("DRESSING: 2 tbsp rice vinegar", "2", "tbsp", "rice vinegar"),
            ("Spiced nuts: 1 cup pecans", "1", "cup", "pecans"),
            ("+/- chilli flakes", "-", "-", "chilli flakes"),
        ])
        #expect(IngredientLineReader.read("DRESSING: 2 tbsp rice vinegar").notes?.contains("dressing") == true)
        // a food with its amount after the colon keeps both
        IngredientLineKindsTests.check([("Dried thyme: 1 tsp", "1", "tsp", "Dried thyme")])
    }

    @Test func skinWordsAnywhereBeforeTheFoodAreNotes() {
        IngredientLineKindsTests.check([
            ("1 kg boneless and skinless turkey thighs", "1", "kg", "turkey thighs"),
            ("2 free-range skinless duck breasts", "2", "-", "free-range duck breasts"),
            ("500g rindless bacon", "500", "g", "bacon"),
            ("4 boneless lamb chops", "4", "-", "boneless lamb chops"),
        ])
    }

    @Test func whatFollowsTheFoodWithoutACommaIsANote() {
        IngredientLineKindsTests.check([
            ("1 large head broccoli cut into florets", "1", "head", "broccoli"),
            ("2 jalapeños stems removed", "2", "-", "jalapeños"),
            ("200g lamb shoulder in a single piece", "200", "g", "lamb shoulder"),
            ("1 cup almond milk– unsweetened if you can", "1", "cup", "almond milk"),
            ("2 tbsp curry paste *homemade or bought", "2", "tbsp", "curry paste"),
            ("Sprinkles (any brand): pink, white", "-", "-", "Sprinkles"),
            ("2 eggs and 1 yolk", "2", "-", "eggs"),
        ])
    }

    @Test func wordsBeforeTheFoodThatAreNotes() {
        IngredientLineKindsTests.check([
            ("1 (6-ounce) pouch albacore tuna", "1", "-", "albacore tuna"),
            ("3 tbsp store bought pesto", "3", "tbsp", "pesto"),
            ("1/2 tsp fresh black pepper", "0.5", "tsp", "black pepper"),
            ("250 ml slightly warm milk", "250", "ml", "milk"),
            ("2 cups sliced or diced peaches", "2", "cup", "peaches"),
            ("to your taste sea salt", "-", "-", "sea salt"),
            ("1 cup 1-2” diced carrots", "1", "cup", "carrots"),
        ])
    }

    @Test func kindsThatStay() {
        IngredientLineKindsTests.check([
            ("2 cups long grain rice", "2", "cup", "long grain rice"),
            ("4 fresh sprigs of rosemary", "4", "sprig", "fresh rosemary"),
            ("1 lb Ground Pork/Veal", "1", "lb", "Ground Pork"),
            ("1 cup single/light cream", "1", "cup", "single cream"),
            ("Salt/pepper", "-", "-", "Salt/pepper"),
            ("4 large hard-boiled eggs", "4", "-", "hard-boiled eggs"),
        ])
    }

    @Test func aRoughSizeOrAnEchoStillSizesAPack() {
        IngredientLineKindsTests.check([
            ("3 (about 8 oz each) packages cream cheese", "3", "pack", "cream cheese"),
            ("14 ounce (400 g) can chickpeas", "1", "can", "chickpeas"),
        ])
        #expect(IngredientLineReader.read("14 ounce (400 g) can chickpeas").notes?.contains("400 g") == true)
    }
}

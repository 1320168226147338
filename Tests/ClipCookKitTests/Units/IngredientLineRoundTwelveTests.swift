import Testing
@testable import ClipCookCore

/// The English kinds of issue 33's round twelve, from the tune lines and
/// pages that round eleven had held out (`v11-en-holdout.tsv`, fresh11),
/// declared tune before their misses were read: one test a kind, with lines
/// of each kind written for it and lines it must leave alone.
@Suite struct IngredientLineRoundTwelveTests {
    @Test func aPointThenSmallLettersEndsTheFood() {
        IngredientLineKindsTests.check([
            ("3 Tbsp olive oil. extra virgin", "3", "tbsp", "olive oil"), ("1 Cup shredded mozzarella.", "1", "cup", "mozzarella"),
            ("1 cup sugar. divided", "1", "cup", "sugar"), ("2 cups flour. sifted", "2", "cup", "flour"),
            // an abbreviation, a unit or a capital after the point: read as before
            ("2 tsp Mrs. Dash seasoning", "2", "tsp", "Mrs. Dash seasoning"), ("1 pkg. cream cheese", "1", "pack", "cream cheese"),
            ("1 tsp St. Louis rub", "1", "tsp", "St. Louis rub"),
        ])
        #expect(IngredientLineReader.read("3 Tbsp olive oil. extra virgin").notes == "extra virgin")
    }

    @Test func aPreparationAfterTheFoodWithNoCommaIsANote() {
        IngredientLineKindsTests.check([
            ("2 garlic cloves pressed", "2", "clove", "garlic"), ("12 eggs hard boiled and cooled", "12", "-", "eggs"),
            ("1 lb chicken breasts trimmed of excess fat", "1", "lb", "chicken breasts"),
            ("4 eggs soft boiled", "4", "-", "eggs"),
            // before the food it names a kind sold as such
            ("6 hard boiled eggs", "6", "-", "hard boiled eggs"), ("1 cup hard cheese", "1", "cup", "hard cheese"),
        ])
    }

    @Test func marksStuckToTheAmountAreNoPartOfIt() {
        IngredientLineKindsTests.check([
            ("**1 c Marsala wine", "1", "cup", "Marsala wine"), ("*2 eggs", "2", "-", "eggs"),
            ("* 1 cup flour", "1", "cup", "flour"),
        ])
    }

    @Test func aSpoonMistypedIsStillASpoon() {
        IngredientLineKindsTests.check([
            ("2 teasoons vanilla extract", "2", "tsp", "vanilla extract"), ("3 tablepoons olive oil", "3", "tbsp", "olive oil"),
            ("1 tablspoon sugar", "1", "tbsp", "sugar"), ("1/2 teaspon salt", "0.5", "tsp", "salt"),
            ("1 tabelspoon honey", "1", "tbsp", "honey"), ("2 taeblspoons butter", "2", "-", "taeblspoons butter"),
            // a short word or a food is never read as a misspelt unit
            ("2 teabags", "2", "-", "teabags"), ("2 tomatoes", "2", "-", "tomatoes"),
        ])
        #expect(Amount("2 teasoons")?.unit?.symbol == "tsp")
        #expect(UnitTable.oneSlip(Array("teaspons".utf8), Array("teaspoons".utf8)))
        #expect(!UnitTable.oneSlip(Array("teaspoons".utf8), Array("teaspoons".utf8)))
    }

    @Test func aCountAloneAfterTheFoodAndACommaIsTheAmount() {
        IngredientLineKindsTests.check([
            ("Russet potatoes, 3-5", "3-5", "-", "Russet potatoes"), ("Eggs, 2", "2", "-", "Eggs"),
            // words after the count: read as before
            ("Onions, 2 large", "-", "-", "Onions"), ("Salt, to taste", "-", "-", "Salt"),
        ])
    }

    @Test func spoonsAsCooksAbbreviateThem() {
        IngredientLineKindsTests.check([
            ("2 T. Olive Oil", "2", "tbsp", "Olive Oil"), ("1 t. salt", "1", "tsp", "salt"), ("1 tbls olive oil", "1", "tbsp", "olive oil"),
            ("4tblsp butter", "4", "tbsp", "butter"), ("2 Tbsp. honey", "2", "tbsp", "honey"),
            ("Red chilli powder - 1 tea spoon.", "1", "tsp", "Red chilli powder"), ("2 table spoons oil", "2", "tbsp", "oil"),
            // a T that is no spoon: read as before
            ("1 T-bone steak", "1", "-", "T-bone steak"), ("2 tea bags", "2", "-", "tea bags"), ("1 table salt", "1", "-", "table salt"),
        ])
    }

    @Test func anArticleBetweenTheShareAndItsUnit() {
        IngredientLineKindsTests.check([
            ("1/2 a cup of kecap manis", "0.5", "cup", "kecap manis"), ("½ a bunch of dill", "0.5", "bunch", "dill"),
            ("a cup of tea", "1", "cup", "tea"), ("1/2 an onion", "0.5", "-", "onion"),
        ])
    }

    @Test func moreWaysToPrepareAfterTheFood() {
        IngredientLineKindsTests.check([
            ("2 packages ramen noodles broken into small chunks", "2", "pack", "ramen noodles"),
            ("3 teaspoons gelatine dissolved in water", "3", "tsp", "gelatine"),
            ("1/2 small apple grated about 4 tablespoons", "0.5", "-", "apple"),
            // sold shelled: the word stays
            ("150 grams shelled pistachios", "150", "g", "shelled pistachios"),
        ])
        #expect(IngredientLineReader.read("1 pkg. lemon cake mix (I use Betty Crocker).").name == "lemon cake mix")
    }

    @Test func aCountAndASizeAfterTheFood() {
        IngredientLineKindsTests.check([
            ("Butternut squash - 1 small, diced", "1", "-", "Butternut squash"), ("Onions - 2 large", "2", "-", "Onions"),
            ("Eggs 2 medium", "2", "-", "Eggs"),
            // a word after the count that is no size: read as before
            ("Tomatoes 2 ripe ones", "-", "-", "Tomatoes 2 ripe ones"),
        ])
        #expect(IngredientLineReader.read("Butternut squash - 1 small, diced").notes == "small, diced")
        IngredientLineKindsTests.check([("1 lb peanuts shelled and peeled", "1", "lb", "peanuts")])
    }
}

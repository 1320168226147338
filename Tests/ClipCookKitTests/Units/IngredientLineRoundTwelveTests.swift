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
}

import Testing
@testable import ClipCookCore

/// The English kinds of issue 33's round fourteen, from the tune lines and
/// pages that round thirteen had held out (`v15-en-holdout.tsv`, fresh15),
/// declared tune before their misses were read, and from the v18 tune lines:
/// one test a kind, with lines of each kind written for it and lines it must
/// leave alone.
@Suite struct IngredientLineRoundFourteenTests {
    @Test func alternativesThatShareAFoodNameTheFirstKindOfIt() {
        IngredientLineKindsTests.check([
            ("3 tbsp walnut or extra virgin olive oil", "3", "tbsp", "walnut oil"),
            ("1 cup chicken or low sodium vegetable broth", "1", "cup", "chicken broth"),
            ("400g tin of borlotti or cannellini or haricot beans", "1", "tin", "borlotti beans"),
            ("1 tbsp sesame or other neutral oil", "1", "tbsp", "sesame oil"), ("2 tbsp almond or any nut butter", "2", "tbsp", "almond butter"),
            // a light or a dark kind of a food stays the kind; a food of its own stays itself
            ("2 tbsp light or dark brown sugar", "2", "tbsp", "light brown sugar"),
            ("2 tbsp sake or dry sherry", "2", "tbsp", "sake"), ("½ cup Cointreau or other orange liqueur", "0.5", "cup", "Cointreau"),
            ("4 oz cheddar or other melting cheese", "4", "oz", "cheddar"),
        ])
        #expect(IngredientLineReader.read("1 tbsp sesame or other neutral oil").notes == "or other neutral oil")
    }

    @Test func aFoodOfItsOwnBeforeASlashIsTheNameAndTheKindAfterItANote() {
        IngredientLineKindsTests.check([
            ("20g grated pecorino/Italian hard cheese", "20", "g", "pecorino"),
            // two colours, or two kinds of one food, stay as they were read
            ("1 cup red/green bell pepper", "1", "cup", "red/green bell pepper"), ("1 cup heavy/whipping cream", "1", "cup", "heavy cream"),
        ])
    }

    @Test func wordsAClipperRanTogetherArePartedAgain() {
        IngredientLineKindsTests.check([
            ("3clovesgarlicminced", "3", "clove", "garlic"), ("1/2cupchopped walnutsoptional", "0.5", "cup", "walnuts"),
            ("2 cupsblanched almond flour", "2", "cup", "blanched almond flour"), ("2tbspTabasco", "2", "tbsp", "Tabasco"),
            ("1 cup red onionmeasured after slicing", "1", "cup", "red onion"),
            // long words that are one word stay whole
            ("2 tablespoons Worcestershire sauce", "2", "tbsp", "Worcestershire sauce"), ("1 cup overcooked rice", "1", "cup", "overcooked rice"),
            ("4 cupcakes", "4", "-", "cupcakes"), ("1 cup unsweetened applesauce", "1", "cup", "unsweetened applesauce"),
        ])
    }

    @Test func aSumWhosePlusTouchesItsNumbersIsOneAmount() {
        IngredientLineKindsTests.check([("1+1/2 cups oat milk", "1.5", "cup", "oat milk"), ("2+1/4 cups flour", "2.25", "cup", "flour")])
    }

    @Test func aWholeNumberRunIntoAFractionSlashIsAMixedNumber() {
        IngredientLineKindsTests.check([
            ("11⁄2 lb. ground beef", "1.5", "lb", "ground beef"), ("23⁄4 cups flour", "2.75", "cup", "flour"),
            // a fraction on its own, and a two-digit denominator, stay
            ("3⁄4 cup milk", "0.75", "cup", "milk"),
        ])
    }

    @Test func aPreparationStuckToTheFoodByADashIsANote() {
        IngredientLineKindsTests.check([
            ("4 oz goat cheese-room temperature", "4", "oz", "goat cheese"), ("1/2 cup butter-melted and cooled", "0.5", "cup", "butter"),
            ("2 cups pears-peeled and diced", "2", "cup", "pears"),
            // a manner or a size joined to a preparation describes it
            ("1 lb slow-cooked brisket", "1", "lb", "brisket"), ("1/2 cup large-diced onion", "0.5", "cup", "onion"),
        ])
        #expect(IngredientLineReader.read("1/2 cup butter-melted and cooled").notes == "melted and cooled")
    }

    @Test func theAmountAgainBetweenCommasLeavesTheFoodAfterIt() {
        IngredientLineKindsTests.check([("1 stick, 8 tablespoons, salted butter", "1", "stick", "salted butter")])
        #expect(IngredientLineReader.read("1 stick, 8 tablespoons, salted butter").notes == "8 tablespoons")
    }

    @Test func leadsAndEndsAroundTheFoodAreNotes() {
        IngredientLineKindsTests.check([
            ("Optional 6 pieces of dark chocolate", "6", "piece", "dark chocolate"), ("OR 1 cup margarine", "1", "cup", "margarine"),
            ("optional- 2 tsp maple syrup", "2", "tsp", "maple syrup"), ("a little over 1/4 tsp salt", "0.25", "tsp", "salt"),
            ("1 cup warm water to thin the glaze", "1", "cup", "water"), ("1 tube of crescent roll dough", "1", "-", "crescent roll dough"),
            ("½ glass red wine", "0.5", "-", "red wine"), ("1 quantity of pastry (see above)", "1", "-", "pastry"),
            ("6 Cardamom pods seeds of", "6", "-", "Cardamom pods"), ("2 tbs icing sugar powdered sugar", "2", "tbsp", "icing sugar"),
            ("1 lb chuck steak in bite size pieces", "1", "lb", "chuck steak"), ("nuts of your choosing", "-", "-", "nuts"),
            ("Worcestershire sauce), to taste", "-", "-", "Worcestershire sauce"), ("1 tsp . dried oregano", "1", "tsp", "dried oregano"),
            ("1 cup canned \"light\" coconut milk", "1", "cup", "canned light coconut milk"),
            // a food named twice with a phrase between stays whole
            ("2 tbsp adobo sauce from a can of chipotles in adobo sauce", "2", "tbsp", "adobo sauce from a can of chipotles in adobo sauce"),
        ])
    }

    @Test func sizesQualifiersAndTemperaturesBeforeTheFoodAreNotes() {
        IngredientLineKindsTests.check([
            ("6 taco-size flour tortillas", "6", "-", "flour tortillas"), ("2 slightly heaped tbsp cocoa", "2", "tbsp", "cocoa"),
            ("½ mounded cup grated cheese", "0.5", "cup", "cheese"), ("250ml hot chicken stock", "250", "ml", "chicken stock"),
            ("4 slices really good bread", "4", "slice", "bread"), ("1 small bundle dill", "1", "bunch", "dill"),
            ("4. tablespoons olive oil", "4", "tbsp", "olive oil"), ("1 litre / 4 cups milk", "1", "l", "milk"),
            ("2 cups grilled chicken breasts", "2", "cup", "chicken breasts"),
            // a bite-size cut, and hot sauce, are what is bought
            ("3 cups bite-size pretzels", "3", "cup", "bite-size pretzels"), ("2 tbsp hot sauce", "2", "tbsp", "hot sauce"),
        ])
    }

    @Test func aBracketNeverClosedAfterTheFoodHoldsANote() {
        IngredientLineKindsTests.check([("1 Tbsp cream (enough to loosen the sauce", "1", "tbsp", "cream")])
        #expect(IngredientLineReader.read("1 Tbsp cream (enough to loosen the sauce").notes == "enough to loosen the sauce")
    }
}

import Testing
@testable import ClipCookCore

/// The English kinds of issue 33's round thirteen, from the tune lines and
/// pages that round twelve had held out (`v13-en-holdout.tsv`, fresh13),
/// declared tune before their misses were read, and from the v16 tune lines:
/// one test a kind, with lines of each kind written for it and lines it must
/// leave alone.
@Suite struct IngredientLineRoundThirteenTests {
    @Test func aDashStuckToTheFoodPartsItFromItsNotesOrItsAmount() {
        IngredientLineKindsTests.check([
            ("1 Shallot- Sliced", "1", "-", "Shallot"), ("Coconut Oil-2tbsp", "2", "tbsp", "Coconut Oil"),
            ("Pepper-to taste", "-", "-", "Pepper"), ("Mint leaves-For serving", "-", "-", "Mint"),
            ("Paneer-250 grams", "250", "g", "Paneer"),
            // a dash within a word or between two kinds stays
            ("2 tbsp sun-dried tomato paste", "2", "tbsp", "sun-dried tomato paste"), ("2 omega-3 eggs", "2", "-", "omega-3 eggs"),
            ("1 tablespoon crumbled cheese- feta", "1", "tbsp", "cheese- feta"),
            ("4 Kalbs- oder Schweineschnitzel", "4", "-", "Kalbs- oder Schweineschnitzel"),
        ])
        #expect(IngredientLineReader.read("1 Shallot- Sliced").notes == "Sliced")
    }

    @Test func aNumberRunTogetherWithAWordIsPartedFromIt() {
        IngredientLineKindsTests.check([
            ("Onion1 medium", "1", "-", "Onion"), ("Rice1 1/2 cups", "1.5", "cup", "Rice"), ("1 1/2cupsmilk", "1.5", "cup", "milk"),
            ("4shallots", "4", "-", "shallots"), ("½cupred wine", "0.5", "cup", "red wine"), ("2-3tbspof honey", "2-3", "tbsp", "honey"),
            // a unit stuck to its number, and short runs, stay as written
            ("500g flour", "500", "g", "flour"), ("2cloves garlic", "2", "clove", "garlic"), ("1 can 7up", "1", "can", "7up"),
        ])
    }

    @Test func aRangeOfTwoMeasuresIsOneAmount() {
        IngredientLineKindsTests.check([
            ("1kg-1.5kg lamb shoulder", "1-1.5", "kg", "lamb shoulder"), ("2 tbsp to 3 tbsp oil", "2-3", "tbsp", "oil"),
            ("500ml-1 litre stock", "500", "ml", "stock"), ("1 lb-2 oz chard", "1", "lb", "chard"),
        ])
        #expect(IngredientLineReader.read("500ml-1 litre stock").notes == "to 1 litre")
    }

    @Test func anAmountAfterASpacedDashOrATimesSignIsTheAmount() {
        IngredientLineKindsTests.check([
            ("Butter, unsalted - 2 1/2 Tbsp", "2.5", "tbsp", "Butter"), ("Carrots, large - 1 1/2, grated", "1.5", "-", "Carrots"),
            ("Garlic, minced x 2 teaspoons", "2", "tsp", "Garlic"), ("Salt x 1 t", "1", "tsp", "Salt"),
            ("Lemons, halved x 3 each", "3", "-", "Lemons"), ("Vinegar x ½ C", "0.5", "cup", "Vinegar"),
            // a dash that opens no amount stays a note
            ("Salt - to taste", "-", "-", "Salt"),
        ])
    }

    @Test func squareBracketsHoldNotesAsParenthesesDo() {
        IngredientLineKindsTests.check([
            ("400ml chicken stock [14 fl oz / 1 ¾ cups]", "400", "ml", "chicken stock"), ("3 leeks [about 600g]", "3", "-", "leeks"),
        ])
        #expect(IngredientLineReader.read("3 leeks [about 600g]").notes == "about 600g")
    }

    @Test func aCountUnitOrAPreparationBeforeTheCommaLeavesTheFoodAfterIt() {
        IngredientLineKindsTests.check([
            ("3 sprigs, fresh rosemary", "3", "sprig", "fresh rosemary"), ("1 sheet, puff pastry, thawed", "1", "sheet", "puff pastry"),
            ("1 cup finely diced, peeled carrots", "1", "cup", "carrots"),
            // a count unit with only a preparation after it is the food
            ("2 cloves, minced", "2", "-", "cloves"), ("2 eggs, beaten", "2", "-", "eggs"),
        ])
    }

    @Test func ofFoodsOfferedWithTheDishTheFirstIsTheName() {
        IngredientLineKindsTests.check([
            ("Sour cream and chives, for serving", "-", "-", "Sour cream"), ("Lime wedges & coriander to garnish", "-", "-", "Lime wedges"),
            ("Rice and/or naan, to serve", "-", "-", "Rice"),
            // a seasoning pair, a dish, or a pair with an amount stays
            ("Salt and pepper, to serve", "-", "-", "Salt and pepper"), ("Macaroni and cheese", "-", "-", "Macaroni and cheese"),
        ])
    }

    @Test func wordsOfWarmthFirmnessAndKindBeforeTheFoodAreNotes() {
        IngredientLineKindsTests.check([
            ("1 cup room temperature milk", "1", "cup", "milk"), ("3 firm but ripe pears", "3", "-", "pears"),
            ("500ml boiling hot water", "500", "ml", "water"), ("2 tbsp all natural peanut butter", "2", "tbsp", "peanut butter"),
            ("4 smallish potatoes", "4", "-", "potatoes"), ("2 slices unpeeled orange", "2", "slice", "orange"),
            ("1 heaped dessertspoon honey", "1", "-", "honey"), ("1 cup diagonally cut celery", "1", "cup", "celery"),
            ("2 cups cut up chicken", "2", "cup", "chicken"), ("1/2 x onion", "0.5", "-", "onion"),
            // a cut sold as such stays
            ("200g thick-cut bacon", "200", "g", "thick-cut bacon"), ("1 lb pre-cut stew beef", "1", "lb", "pre-cut stew beef"),
        ])
    }

    @Test func aColonAfterTheCountedFoodOrAfterALabelEndsIt() {
        IngredientLineKindsTests.check([
            ("2 limes: one juiced, one in wedges", "2", "-", "limes"), ("Topping: 200ml (¾ cup) cream", "200", "ml", "cream"),
            ("Garnish: celery", "-", "-", "celery"),
        ])
    }

    @Test func aPluralBeforeASlashIsTheFood() {
        IngredientLineKindsTests.check([
            ("6 scallions/spring onion tops", "6", "-", "scallions"), ("fresh chives/green onions", "-", "-", "fresh chives"),
            // a kind before the slash keeps the food the two share
            ("1 cup heavy/whipping cream", "1", "cup", "heavy cream"), ("2 tbsp butter/margarine", "2", "tbsp", "butter"),
        ])
    }

    @Test func smallSlipsAroundTheAmountAreRead() {
        IngredientLineKindsTests.check([
            ("2 tbsps. soy sauce", "2", "tbsp", "soy sauce"), ("-1 cup pecans", "1", "cup", "pecans"),
            ("pepper and to taste", "-", "-", "pepper"), ("small bunch dill, chopped", "-", "bunch", "dill"),
            ("Quarter cup sugar", "0.25", "cup", "sugar"),
        ])
    }

    @Test func minceAndShreddedCoconutAreFoodsSoldSo() {
        IngredientLineKindsTests.check([
            ("400g minced lamb", "400", "g", "minced lamb"), ("1 lb minced pork", "1", "lb", "minced pork"),
            ("1/2 cup shredded coconut.", "0.5", "cup", "shredded coconut"),
            ("2 tsp minced garlic", "2", "tsp", "garlic"),
        ])
    }
}

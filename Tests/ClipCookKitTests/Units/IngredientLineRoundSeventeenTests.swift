import Testing
@testable import ClipCookCore

/// The English kinds of issue 33's round seventeen, from the tune lines that
/// round sixteen had held out (`v21-en-holdout.tsv`, declared tune before
/// its misses were read) and the older tune sets: one test a kind, with
/// lines of each kind written for it and lines it must leave alone.
@Suite struct IngredientLineRoundSeventeenTests {
    @Test func aPlusAfterTheNumberMeansAtLeast() {
        IngredientLineKindsTests.check([
            ("1+ tablespoon chia seeds", "1", "tbsp", "chia seeds"), ("2+ cups of spinach", "2", "cup", "spinach"),
            // a sum keeps its plus
            ("1/4 + 1/8 teaspoon salt", "0.38", "tsp", "salt"),
        ])
        #expect(IngredientLineReader.read("1+ tablespoon chia seeds").notes == "or more")
    }

    @Test func aTildeBeforeTheNumberIsAbout() {
        IngredientLineKindsTests.check([
            ("~½ cup ice water", "0.5", "cup", "ice water"), ("~200g flour", "200", "g", "flour"),
            // spaced from its number it was read so already; inside the name it stays
            ("~ 2 tbsp sugar", "2", "tbsp", "sugar"), ("2 tbsp sugar~ish", "2", "tbsp", "sugar~ish"),
        ])
        #expect(IngredientLineReader.read("~2 tbsp sugar").notes == "about")
    }

    @Test func aSentencesPointAfterAShortWordIsDropped() {
        IngredientLineKindsTests.check([
            ("2 tablespoons extra-virgin olive oil.", "2", "tbsp", "extra-virgin olive oil"),
            ("3-4 garlic cloves.", "3-4", "clove", "garlic"), ("1 egg.", "1", "-", "egg"),
            // an abbreviation's point stays
            ("salt, pepper etc.", "-", "-", "salt"),
        ])
    }

    @Test func kindsListedWithCommasShareTheFoodAfterThem() {
        IngredientLineKindsTests.check([
            ("canola, grapeseed, or peanut oil", "-", "-", "canola oil"),
            ("2 cups chicken, beef, or vegetable broth", "2", "cup", "chicken broth"),
            ("4 cups chicken, beef, pork or veal stock", "4", "cup", "chicken stock"),
            ("2 cups lamb, beef or chicken stock", "2", "cup", "lamb stock"),
            // foods of their own listed stay the first
            ("apples, pears, or plums", "-", "-", "apples"),
        ])
    }

    @Test func whatFollowsFromIsNoFoodTwoAlternativesShare() {
        IngredientLineKindsTests.check([
            ("1 cup rejuvelac or juice from sauerkraut", "1", "cup", "rejuvelac"),
            // but `of` names what both are part of, and a kind before `or` still takes the food after it
            ("800g Haunch or leg of venison", "800", "g", "Haunch of venison"),
            ("chicken or vegetable broth", "-", "-", "chicken broth"),
        ])
    }

    @Test func anAdjectiveAlternativeMakesTheFirstKindOneToo() {
        IngredientLineKindsTests.check([
            ("3 large free range or organic eggs", "3", "-", "free range eggs"),
            ("2 lb grass fed or organic beef", "2", "lb", "grass fed beef"),
            // a food named in two words with `and` stays the food
            ("1 tbsp. half and half or whole milk", "1", "tbsp", "half and half"),
        ])
    }

    @Test func theAmountAfterADashMayBeAPinchOrACountOfSpoons() {
        IngredientLineKindsTests.check([
            ("Turmeric powder – a generous pinch", "1", "pinch", "Turmeric powder"),
            ("Salt - a pinch", "1", "pinch", "Salt"), ("Sugar – 6 spoons", "6", "-", "Sugar"),
            ("Maze - 2 numbers.", "2", "-", "Maze"), ("Butter – 100 g", "100", "g", "Butter"),
            // a dash with no amount after it is a note
            ("Salt – to taste", "-", "-", "Salt"), ("coconut milk – a good one", "-", "-", "coconut milk"),
        ])
    }

    @Test func whatACountCountsThatIsNotTheFoodIsANote() {
        IngredientLineKindsTests.check([
            ("1 sleeve honey graham crackers, turned into crumbs", "1", "-", "honey graham crackers"),
            ("4 portions Sizzlefish Chilean sea bass", "4", "-", "Sizzlefish Chilean sea bass"),
            ("1 spoon of rum", "1", "-", "rum"),
        ])
    }

    @Test func howOldOrBoughtAFoodIsIsANote() {
        IngredientLineKindsTests.check([
            ("50 g stale bread", "50", "g", "bread"), ("213g leftover potato burrito filling", "213", "g", "potato burrito filling"),
            ("¼ cup purchased kasundi", "0.25", "cup", "kasundi"), ("1 cup sliced overripe banana", "1", "cup", "banana"),
            ("2 tsps. Buttered Breadcrumbs, toasted", "2", "tsp", "Breadcrumbs"),
            ("8 ounces cooked ham, sliced", "8", "oz", "ham"),
            // sold so: blanched almonds, and cooked grains in a pack
            ("2 cups blanched almonds, soaked", "2", "cup", "blanched almonds"),
            ("1 pack of steamed brown rice", "1", "pack", "steamed brown rice"),
        ])
    }

    @Test func theKindSoldStaysAfterAListOfAdjectives() {
        IngredientLineKindsTests.check([
            ("8 tbsp (120 mL) cold, unsalted butter", "8", "tbsp", "unsalted butter"),
            ("1 cup soft, unsweetened applesauce", "1", "cup", "unsweetened applesauce"),
            // other adjectives of the list stay notes
            ("½ cup crisp, sweet apples", "0.5", "cup", "apples"),
        ])
    }

    @Test func aShareOfOneSizedContainerIsAShareOfTheContainer() {
        IngredientLineKindsTests.check([
            ("½ of a (21 ounce) can cherry pie filling", "0.5", "can", "cherry pie filling"),
            ("½ of a can tomatoes", "0.5", "can", "tomatoes"), ("½ a (14 oz) can coconut milk", "0.5", "can", "coconut milk"),
            // a share of a food stays a share of it
            ("½ of an onion", "0.5", "-", "onion"), ("½ a lemon", "0.5", "-", "lemon"),
        ])
    }

    @Test func howACheeseIsCutInsideItsNameIsANote() {
        IngredientLineKindsTests.check([
            ("2 cups Mexican-style shredded cheese, divided", "2", "cup", "Mexican-style cheese"),
            ("1/3 cup daiya mozzarella shredded cheese", "0.33", "cup", "daiya mozzarella cheese"),
            ("Mexican Cheddar Jack Shredded Cheese", "-", "-", "Mexican Cheddar Jack Cheese"),
            // other foods keep a cut sold so
            ("½ cup unsweetened shredded coconut", "0.5", "cup", "unsweetened shredded coconut"),
            ("1 tbsp dried minced onion", "1", "tbsp", "dried minced onion"),
        ])
    }

    @Test func freshGratedGingerIsFreshGinger() {
        IngredientLineKindsTests.check([
            ("1 tsp fresh grated ginger", "1", "tsp", "fresh ginger"),
            ("1 tbsp fresh grated turmeric", "1", "tbsp", "fresh turmeric"),
            // freshly grated cheese and freshly ground pepper are how they are made
            ("1/3 cup fresh grated parmesan cheese", "0.33", "cup", "parmesan cheese"),
            ("1/4 tsp fresh ground black pepper", "0.25", "tsp", "black pepper"),
        ])
    }

    /// Kinds found by reading how the reader reads 11,577 unlabelled lines of the clipper pool's unused sites (no
    /// set's site): shapes whose reading was plainly broken.
    @Test func aDashBetweenACountAndItsWordsIsNoRange() {
        IngredientLineKindsTests.check([
            ("2 - cups grated cheddar cheese", "2", "cup", "cheddar cheese"), ("1- large onion chopped", "1", "-", "onion"),
            ("2- small cans diced chilies", "2", "can", "diced chilies"), ("1-large can enchilada sauce", "1", "can", "enchilada sauce"),
            // a range stays a range
            ("3 - 4 cups flour", "3-4", "cup", "flour"), ("2-3 eggs", "2-3", "-", "eggs"),
        ])
    }

    @Test func aSizeInBracketsMayHaveBlanksInside() {
        IngredientLineKindsTests.check([
            ("1 ( 6 oz) can sliced black olives", "1", "can", "sliced black olives"),
            ("1 (6 oz ) jar pesto", "1", "jar", "pesto"), ("1 (6 oz) can tuna", "1", "can", "tuna"),
        ])
    }

    @Test func aHyphenedSizeMayEndInAPoint() {
        IngredientLineKindsTests.check([
            ("8-oz. can tomato sauce", "1", "can", "tomato sauce"), ("8-oz can tomato sauce", "1", "can", "tomato sauce"),
        ])
    }

    @Test func aHeadingOfAPartBeforeAColonIsANote() {
        IngredientLineKindsTests.check([
            ("To finish and serve: 1 teaspoon sugar", "1", "tsp", "sugar"), ("For the sauce: 2 cups milk", "2", "cup", "milk"),
            // a food before the colon keeps the amount after it
            ("Thyme: 3 sprigs", "3", "sprig", "Thyme"),
        ])
        #expect(IngredientLineReader.read("For the sauce: 2 cups milk").notes == "For the sauce")
    }

    @Test func aRangeBeforePacksCountsThePacks() {
        IngredientLineKindsTests.check([
            ("2 - 14 oz cans tomatoes", "2", "can", "tomatoes"),
            ("2 – 14.5 oz. Cans Organic Fire Roasted Tomatoes", "2", "can", "Organic Fire Roasted Tomatoes"),
            // one pack of a weight between two
            ("1-2 lb bag potatoes", "1", "bag", "potatoes"),
        ])
    }

    @Test func aFootnotesNumberGluedToTheLastWordIsDropped() {
        IngredientLineKindsTests.check([
            ("1 teaspoon baking powder3", "1", "tsp", "baking powder"), ("1/2 can chickpeas3", "0.5", "can", "chickpeas"),
            ("4 ounces grated sharp cheddar cheese1", "4", "oz", "sharp cheddar cheese"),
            // a number that is part of the name stays
            ("1 tsp vitamin b12", "1", "tsp", "vitamin b12"), ("130 grammi Farina 0", "130", "g", "Farina 0"),
        ])
    }

    @Test func notesInBracketsMayFollowAnAmountAfterADash() {
        IngredientLineKindsTests.check([
            ("Salt-1/4 tsp [please don't skip this]", "0.25", "tsp", "Salt"),
            ("Carob powder-1 Tbsp (gives a great depth to it)", "1", "tbsp", "Carob powder"),
            ("Onion - 2 (large)", "2", "-", "Onion"),
        ])
        #expect(IngredientLineReader.read("Onion - 2 (large)").notes == "large")
    }
}

import Testing
@testable import ClipCookCore

/// The English rules of issue 33's round nine, written from the tune parts
/// and from unlabelled lines of sites no set uses (and of the v7 and v9
/// sites' other pages): one test a kind, with examples written for it (not
/// lines of the labelled sets).
@Suite struct IngredientLineRoundNineTests {
    @Test func invisibleCharactersAreNoPartOfTheName() {
        IngredientLineKindsTests.check([
            ("2 tbsp rice vinegar\u{2063}", "2", "tbsp", "rice vinegar"),
            ("1 tsp\u{200B} sesame oil", "1", "tsp", "sesame oil"),
            ("\u{FEFF}3 spring onions", "3", "-", "spring onions"),
            ("1 cup Peter\u{AD}silie", "1", "cup", "Petersilie"),
        ])
    }

    @Test func aPlusBetweenTwoAmountsMakesOne() {
        IngredientLineKindsTests.check([
            ("¼ cup +4 tablespoons milk", "0.5", "cup", "milk"),
            ("1 + 1/2 teaspoon kosher salt", "1.5", "tsp", "kosher salt"),
            ("1/2 + 1/4 cup oat flour", "0.75", "cup", "oat flour"),
            // after the food a plus opens a note, as before
            ("1/2 cup sugar +1 tsp for each ramekin", "0.5", "cup", "sugar"),
        ])
    }

    @Test func kindsAfterTheFoodWithoutAMarkAreNotes() {
        IngredientLineKindsTests.check([
            ("1 cup mango frozen", "1", "cup", "mango"),
            ("2 tsp cumin ground", "2", "tsp", "cumin"),
            ("1 lb beef brisket boneless", "1", "lb", "beef brisket"),
            ("½ cup kefir plain unsweetened", "0.5", "cup", "kefir"),
            ("2 cups red grapes seedless", "2", "cup", "red grapes"),
        ])
    }

    @Test func twoKindsOfOneFoodJoinedBySlashOrOr() {
        IngredientLineKindsTests.check([
            ("2 cups bread / pastry flour", "2", "cup", "bread flour"),
            ("4 cups low sodium chicken or vegetable broth", "4", "cup", "low sodium chicken broth"),
            ("1 head of Savoy or green cabbage", "1", "head", "Savoy cabbage"),
            // not a shared English food: the first stays alone
            ("100 g Zucchero / Miele Millefiori", "100", "g", "Zucchero"),
            ("eschallot / shallot", "-", "-", "eschallot"),
        ])
    }

    @Test func whatAFoodIsKeptInOrCountedForIsANote() {
        IngredientLineKindsTests.check([
            ("1 cup pinto beans in chili sauce", "1", "cup", "pinto beans"),
            ("2 slices cheddar per sandwich", "2", "slice", "cheddar"),
            ("2 cups mixed berries any variety", "2", "cup", "mixed berries"),
            // sold so: kept
            ("2 tbsp capers in brine", "2", "tbsp", "capers in brine"),
        ])
    }

    @Test func aSentenceAfterTheFoodIsANote() {
        IngredientLineKindsTests.check([
            ("1 cup BBQ sauce. We like a smoky one", "1", "cup", "BBQ sauce"),
            ("Cooked jasmine rice. It should be cold", "-", "-", "jasmine rice"),
            // German abbreviations and nouns are no sentence
            ("250 g Nudeln z.B. Fusilli", "250", "g", "Nudeln"),
        ])
    }

    @Test func linkingWordsLeftAtTheEnds() {
        IngredientLineKindsTests.check([
            ("½ block of tofu", "0.5", "-", "tofu"),
            ("¼ cup (60ml) of canola oil", "0.25", "cup", "canola oil"),
            ("5 pieces of crushed or ground allspice", "5", "piece", "ground allspice"),
            ("200g or 1 medium onion, diced", "200", "g", "onion"),
        ])
    }

    @Test func anAmountAfterAColonAtTheEnd() {
        IngredientLineKindsTests.check([
            ("Red onion, finely diced : ½ small", "0.5", "-", "Red onion"),
            ("Dry white wine, such as pinot grigio : 4 oz/118ml", "4", "oz", "Dry white wine"),
            ("Cajun seasoning: To taste", "-", "-", "Cajun seasoning"),
            ("Vegetable oil: For frying", "-", "-", "Vegetable oil"),
            ("Dried thyme: 1 tsp", "1", "tsp", "Dried thyme"),
            ("Optional: icing sugar, to dust", "-", "-", "icing sugar"),
        ])
    }

    @Test func sizesAndCountsAroundTheFood() {
        IngredientLineKindsTests.check([
            ("(3) 8-inch flour tortillas", "3", "-", "flour tortillas"),
            ("1 boneless 3-4 pound pork shoulder", "1", "-", "boneless pork shoulder"),
            ("1 thumb sized piece of turmeric", "1", "piece", "turmeric"),
            ("2 med. carrots, sliced", "2", "-", "carrots"),
            ("1-inch piece fresh ginger", "1", "piece", "fresh ginger"),
            ("few sprigs of dill", "-", "sprig", "dill"),
            ("3 cups good-quality or homemade chicken stock", "3", "cup", "chicken stock"),
            ("as you like chopped chives", "-", "-", "chives"),
            ("1 lb tomatillos husked and rinsed", "1", "lb", "tomatillos"),
            ("1 14.5 – ounce can diced tomatoes", "1", "can", "diced tomatoes"),
            ("¾ packed cup grated cheddar", "0.75", "cup", "cheddar"),
            ("300g or 2 med-lrg leeks, sliced", "300", "g", "leeks"),
            ("3-4 garlic cloves whole", "3-4", "clove", "garlic"),
            ("40g grated pecorino + extra to serve", "40", "g", "pecorino"),
        ])
    }
}

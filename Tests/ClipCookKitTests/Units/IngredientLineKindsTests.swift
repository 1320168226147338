import Testing
@testable import ClipCookCore

/// Every kind of line issue 33 names as read wrong, one test a kind: the
/// quantity (`-` for none), the unit's symbol (`-` for none) and the name.
@Suite struct IngredientLineKindsTests {
    static func check(_ examples: [(String, String, String, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for (line, quantity, unit, name) in examples {
            let parsed = IngredientLineReader.read(line)
            var got = parsed.quantity.map { QuantityFormatter.format(Quantity($0, parsed.quantityMax), style: .decimals) } ?? "-"
            if parsed.quantity == nil, parsed.quantityMax != nil { got = "?" }
            #expect(got == quantity, "\(line): quantity", sourceLocation: sourceLocation)
            #expect((parsed.unit?.symbol ?? "-") == unit, "\(line): unit", sourceLocation: sourceLocation)
            #expect(parsed.name == name, "\(line): name", sourceLocation: sourceLocation)
            if let amount = parsed.amount, parsed.amountText.first?.isLetter == false {
                // What an importer writes reads back as the same amount (a number word is the importer's to spell).
                #expect(Amount(parsed.amountText) == amount, "\(line): amount text \(parsed.amountText)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func countUnitsAndContainers() {
        Self.check([
            ("1 bulb fennel", "1", "bulb", "fennel"), ("2 racks of baby back ribs", "2", "rack", "baby back ribs"),
            ("3 ears corn", "3", "ear", "corn"), ("4 stems rosemary", "4", "stem", "rosemary"),
            ("1 slab ribs", "1", "slab", "ribs"), ("1 recipe pie dough", "1", "recipe", "pie dough"),
            ("Chocolate Buttercream Frosting Recipe", "-", "recipe", "Chocolate Buttercream Frosting"),
            ("½ batch master dough", "0.5", "batch", "master dough"),
            ("4 baby beetroot bulbs, quartered", "4", "bulb", "baby beetroot"),
        ])
    }

    @Test func countUnitsAfterTheFoodOrAfterASize() {
        Self.check([
            ("3 to 4 pineapple slices", "3-4", "slice", "pineapple"), ("2 celery ribs, diced small", "2", "rib", "celery"),
            ("6 anchovy filets", "6", "fillet", "anchovy"), ("8 short ribs", "8", "-", "short ribs"),
            ("2 small-to-medium cloves garlic, pressed", "2", "clove", "garlic"),
            ("1 container (8 oz) Cool Whip", "1", "tub", "Cool Whip"), ("6 TB butter", "6", "tbsp", "butter"),
        ])
    }

    @Test func containersGivenByTheirSizeAndAnEcho() {
        Self.check([
            ("2 x 400 g / 14 oz can of plum tomatoes", "2", "can", "plum tomatoes"),
            ("1 15.5 -Ounce Can Chickpeas", "1", "can", "Chickpeas"), ("1 3.4- ounce package instant pudding", "1", "pack", "instant pudding"),
            ("400 g / 14 oz can of tomatoes", "1", "can", "tomatoes"),
            ("1, 14 oz can of sweetened condensed milk", "1", "can", "sweetened condensed milk"),
            ("400 g / 14 oz can of quality tomatoes", "1", "can", "tomatoes"),
            ("1 can (4 ounce size) sliced mushrooms", "1", "can", "sliced mushrooms"),
            ("1 tsp. dried Minced Onion", "1", "tsp", "dried Minced Onion"),
        ])
        #expect(IngredientLineReader.read("2 x 400 g / 14 oz can of plum tomatoes").notes == "400 g each, 14 oz")
    }

    @Test func wordsThatPraiseOrQualifyTheFoodAreNotes() {
        Self.check([
            ("½ cup good olive oil", "0.5", "cup", "olive oil"), ("200 g good quality dark chocolate", "200", "g", "dark chocolate"),
            ("120 g your favourite soft cheese", "120", "g", "soft cheese"), ("1/2 cup extra sugar", "0.5", "cup", "sugar"),
            ("2 tbsp extra virgin olive oil", "2", "tbsp", "extra virgin olive oil"),
            ("1 pound extra lean ground beef", "1", "lb", "extra lean ground beef"),
            ("3 very ripe bananas", "3", "-", "bananas"), ("3 medium to large avocados", "3", "-", "avocados"),
            ("1 ½ pounds boneless skinless chicken breasts", "1.5", "lb", "chicken breasts"),
            ("2 tablespoons store-bought or homemade tomato paste", "2", "tbsp", "tomato paste"),
            ("2 1/2 TBSP Ice Cold Water", "2.5", "tbsp", "Water"), ("8 apples cold", "8", "-", "apples"),
            ("1 whole large onion", "1", "-", "onion"), ("2 extra large eggs", "2", "-", "eggs"),
            ("Any remaining banana slices", "-", "-", "banana slices"), ("8 oz. weight Cream Cheese", "8", "oz", "Cream Cheese"),
        ])
    }

    @Test func aDashBeforeTheFoodIsNoPartOfIt() {
        Self.check([
            ("2 Tbsp (40ml) - Worcestershire Sauce", "2", "tbsp", "Worcestershire Sauce"),
            ("1kg (2.2lb) - Sweet Potato, Diced", "1", "kg", "Sweet Potato"), ("2 - Brown Onions, Diced", "2", "-", "Brown Onions"),
        ])
    }

    @Test func aServingWordWithNoNumberIsANote() {
        Self.check([
            ("drizzle of olive oil", "-", "-", "olive oil"), ("Squeeze of lime", "-", "-", "lime"),
            ("A sprinkle of chopped parsley", "-", "-", "parsley"),
        ])
    }

    @Test func aSecondFoodOpenedByAPreparationWordIsANote() {
        Self.check([
            ("Sesame seeds and thinly sliced green onions", "-", "-", "Sesame seeds"),
            ("Kosher salt and freshly ground black pepper", "-", "-", "Kosher salt and freshly ground black pepper"),
            ("1 to 2 cups peeled and frozen orange segments", "1-2", "cup", "frozen orange segments"),
        ])
    }

    @Test func abbreviatedSizes() {
        Self.check([
            ("2 lg eggs", "2", "-", "eggs"), ("1 sm onion", "1", "-", "onion"), ("1 med zucchini", "1", "-", "zucchini"),
            ("2 lg garlic cloves", "2", "clove", "garlic"), ("3-4 burrito-sized flour tortillas", "3-4", "-", "flour tortillas"),
            ("¼ cup (4 Tbsp) solid coconut oil (NOT melted)", "0.25", "cup", "coconut oil"),
        ])
        #expect(IngredientLineReader.read("2 lg eggs").notes == "lg")
    }

    @Test func compoundAmountsAreSummed() {
        Self.check([
            ("1 Tbsp. plus 1½ tsp. sugar", "1.5", "tbsp", "sugar"), ("1 lb 1 oz chard", "17", "oz", "chard"),
            ("1 stick plus 2 tablespoons butter", "10", "tbsp", "butter"), ("2 lb pounds beans", "2", "lb", "beans"),
            ("1 tablespoon plus 1 teaspoon baking powder", "4", "tsp", "baking powder"),
            ("½ cup plus 2 tablespoons sugar", "0.63", "cup", "sugar"),
            ("1 and 1/2 teaspoons ground cinnamon", "1.5", "tsp", "ground cinnamon"), ("2 & ½ cups flour", "2.5", "cup", "flour"),
            ("1 cup (240 ml) plus 2 tablespoons milk", "1.13", "cup", "milk"),
        ])
        #expect(IngredientLineReader.read("1 cup (240 ml) plus 2 tablespoons milk").notes == "240 ml")
        #expect(IngredientLineReader.read("½ cup plus 2 tablespoons sugar").quantity == 0.625)
    }

    @Test func partsOfAFruitGoToTheNotes() {
        Self.check([
            ("zest of 1 lemon", "1", "-", "lemon"), ("juice of 2 large or 3 small oranges", "2", "-", "oranges"),
            ("peel of ½ lemon", "0.5", "-", "lemon"), ("grated peel of 1 orange", "1", "-", "orange"),
        ])
        #expect(IngredientLineReader.read("zest of 1 lemon").notes == "zest")
        #expect(IngredientLineReader.read("grated peel of 1 orange").notes == "grated peel")
    }

    @Test func sizesInParenthesesOrBeforeTheItem() {
        Self.check([
            ("1 (14 to 16 pound) whole turkey", "1", "-", "whole turkey"), ("4 (6-ounce) fillets", "4", "-", "fillets"),
            ("One (1-inch) piece ginger", "1", "piece", "ginger"), ("2 28-ounce cans tomatoes", "2", "can", "tomatoes"),
            ("1 3- to 4-lb rabbit", "1", "-", "rabbit"), ("7-inch rice paper", "-", "-", "rice paper"),
        ])
        #expect(IngredientLineReader.read("1 3- to 4-lb rabbit").notes == "3- to 4-lb")
    }

    @Test func leadWordsAreNotes() {
        Self.check([
            ("Scant ½ teaspoon salt", "0.5", "tsp", "salt"), ("Generous pinch salt", "-", "pinch", "salt"),
            ("a good pinch of salt", "-", "pinch", "salt"), ("up to 250 g flour", "250", "g", "flour"),
            ("Additional rice, for serving", "-", "-", "rice"), ("Garnish: celery", "-", "-", "celery"),
            ("Some sliced onion", "-", "-", "onion"), ("another 250 ml (1 cup + 2 tsp) milk", "250", "ml", "milk"),
            ("250 g block halloumi, cut into strips", "250", "g", "halloumi"),
        ])
        #expect(IngredientLineReader.read("up to 250 g flour").notes == "up to")
    }

    @Test func clausesBelongInTheNotes() {
        Self.check([
            ("1 bottle white wine such as Vinho Verde or White Bordeaux", "1", "bottle", "white wine"),
            ("1 cup pesto, see my recipe", "1", "cup", "pesto"), ("1 cup pesto see my recipe", "1", "cup", "pesto"),
            ("8 flour tortillas or your favourite brand of tortillas", "8", "-", "flour tortillas"),
            ("chives (optional garnish)", "-", "-", "chives"), ("½ tsp salt 2 mL", "0.5", "tsp", "salt"),
            ("6 tbsp extra virgin olive oil plus more to finish", "6", "tbsp", "extra virgin olive oil"),
            ("1/2 cup sugar +1 tsp for each crème brûlée", "0.5", "cup", "sugar"),
            ("½ teaspoon EACH: garlic powder AND smoked paprika", "0.5", "tsp", "garlic powder AND smoked paprika"),
            ("1 tsp honey or maple syrup", "1", "tsp", "honey"), ("2 cups chicken or vegetable stock", "2", "cup", "chicken stock"),
            ("Salt to taste and black pepper to taste", "-", "-", "Salt"), ("Lemon garnish", "-", "-", "Lemon"),
            ("2.5 cup gluten free penne pasta made from rice and corn", "2.5", "cup", "gluten free penne pasta"),
        ])
        #expect(IngredientLineReader.read("½ tsp salt 2 mL").notes == "2 mL")
    }

    @Test func aSecondQuantityIsAnAlternative() {
        Self.check([
            ("1 large tomato or 1 cup canned tomatoes", "1", "-", "tomato"), ("1 large egg + 5 large yolks", "1", "-", "egg"),
            ("1/2 Cup 1 Stick Salted Butter, at room temperature", "0.5", "cup", "Salted Butter"),
        ])
        #expect(IngredientLineReader.read("1 large tomato or 1 cup canned tomatoes").notes == "large, or 1 cup canned tomatoes")
    }

    @Test func adjectiveRunsBeforeTheFoodStay() {
        Self.check([("¼ c raw blanched almonds", "0.25", "cup", "raw blanched almonds"), ("2 onions chopped fine", "2", "-", "onions")])
    }

    @Test func germanLines() {
        Self.check([
            ("1,5 gestr. TL Backpulver", "1.5", "tsp", "Backpulver"), ("3 Zehe/n Knoblauch", "3", "clove", "Knoblauch"),
            ("1 Bund Frühlingszwiebeln", "1", "bunch", "Frühlingszwiebeln"), ("2 Zwiebel(n)", "2", "-", "Zwiebel"),
            ("Tomate(n)", "-", "-", "Tomate"), ("1 Prise Salz", "1", "pinch", "Salz"), ("1 Dose Tomaten", "1", "can", "Tomaten"),
            ("2 Knoblauchzehen", "2", "clove", "Knoblauch"), ("eine Handvoll Nüsse", "1", "handful", "Nüsse"),
        ])
    }

    @Test func spanishLines() {
        Self.check([
            ("2 cucharadas de aceite", "2", "tbsp", "aceite"), ("3 dientes de ajo", "3", "clove", "ajo"),
            ("1 taza de arroz", "1", "cup", "arroz"), ("1 pizca de sal", "1", "pinch", "sal"), ("sal al gusto", "-", "-", "sal"),
        ])
        #expect(IngredientLineReader.read("sal al gusto").notes == "al gusto")
    }

    @Test func frenchLines() {
        Self.check([
            ("2 c. à soupe d'huile", "2", "tbsp", "huile"), ("3 gousses d'ail", "3", "clove", "ail"),
            ("1 pincée de muscade", "1", "pinch", "muscade"), ("1 botte de persil", "1", "bunch", "persil"),
            ("25 cl de crème", "25", "cl", "crème"), ("8 à 10 filets d'anchois", "8-10", "-", "filets d'anchois"),
            ("Farine : 70 g", "70", "g", "Farine"),
        ])
    }

    @Test func italianLines() {
        Self.check([
            ("2 cucchiai di olio", "2", "tbsp", "olio"), ("2 spicchi d'aglio", "2", "clove", "aglio"),
            ("un pizzico di pepe", "1", "pinch", "pepe"), ("Zucchero 105 g", "105", "g", "Zucchero"),
            ("200/250 g di Fontina", "200-250", "g", "Fontina"), ("mezza cipolla", "0.5", "-", "cipolla"),
        ])
    }

    @Test func foodWordsOfTheFourLanguagesFindTheirEnglishFood() {
        let table = FoodTable.standard
        for (word, english) in [
            ("Mehl", "flour"), ("Zwiebel", "onions"), ("ajo", "garlic"), ("beurre", "butter"), ("aglio", "garlic"),
            ("Weizenmehl", "wheat flour"),
        ] {
            #expect(FoodWords.english(for: word) == english, "\(word)")
            let foreign = IngredientMatch.index(for: word, in: table)
            #expect(foreign != nil && foreign == IngredientMatch.index(for: english, in: table), "\(word) is looked up as \(english)")
        }
        #expect(FoodWords.english(for: "xyzzy") == nil)
    }
}

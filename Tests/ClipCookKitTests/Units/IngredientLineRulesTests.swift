import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Real lines from recipe sites that the first reader split wrong (issue
/// 24), each under the general rule it now follows: quantity, unit, name
/// and notes as a cook would shop for them.
@Suite struct IngredientLineRulesTests {
    struct Case: Sendable, CustomStringConvertible {
        var line: String
        var quantity: Double?
        var high: Double? = nil
        var unit: String?
        var name: String
        /// Each of these is among the notes.
        var notes: [String] = []
        var description: String { line }
    }

    static func check(_ c: Case) {
        let parsed = IngredientLineReader.read(c.line)
        #expect(parsed.quantity == c.quantity, "quantity of \(c.line)")
        #expect(parsed.quantityMax == c.high, "range end of \(c.line)")
        #expect(parsed.unit?.symbol == c.unit, "unit of \(c.line)")
        #expect(parsed.name == c.name, "name of \(c.line)")
        let notes = parsed.notes ?? ""
        for note in c.notes { #expect(notes.contains(note), "notes of \(c.line): '\(notes)' lack '\(note)'") }
        // The amount text reads back as what the reader found (the model keeps only the text).
        if let amount = parsed.amount, let again = Amount(parsed.amountText) { #expect(again == amount, "\(c.line)") }
    }

    @Test(arguments: [
        Case(line: "2 tsp minced garlic", quantity: 2, unit: "tsp", name: "garlic", notes: ["minced"]),
        Case(
            line: "¼ tsp grated lime zest (from 1 lime)", quantity: 0.25, unit: "tsp", name: "lime zest",
            notes: ["grated", "from 1 lime"]),
        Case(
            line: "2 c shredded medium-sharp cheddar cheese", quantity: 2, unit: "cup", name: "medium-sharp cheddar cheese",
            notes: ["shredded"]),
        Case(line: "finely chopped fresh cilantro", quantity: nil, unit: nil, name: "fresh cilantro", notes: ["finely chopped"]),
        Case(line: "1 onion finely chopped", quantity: 1, unit: nil, name: "onion", notes: ["finely chopped"]),
    ])
    func preparationWordsAreNotesNotTheName(_ c: Case) { Self.check(c) }

    @Test(arguments: [
        Case(
            line: "2 large, boneless, skinless chicken breasts (about 225g/8oz each), minced", quantity: 2, unit: nil,
            name: "chicken breasts", notes: ["large", "boneless", "skinless", "about 225g/8oz each", "minced"]),
        Case(line: "8 cups (2 l) chopped, stemmed kale", quantity: 8, unit: "cup", name: "kale", notes: ["2 l", "chopped", "stemmed"]),
        Case(line: "3 c cooked, day-old jasmine rice", quantity: 3, unit: "cup", name: "jasmine rice", notes: ["cooked", "day-old"]),
        Case(
            line: "4 pounds crisp, sweet apples (8 large), rinsed", quantity: 4, unit: "lb", name: "apples",
            notes: ["crisp", "sweet", "8 large", "rinsed"]),
    ])
    func adjectivesListedWithCommasBeforeTheNameAreNotTheName(_ c: Case) { Self.check(c) }

    @Test(arguments: [
        Case(line: "6 garlic cloves", quantity: 6, unit: "clove", name: "garlic"),
        Case(line: "10 thyme sprigs", quantity: 10, unit: "sprig", name: "thyme"),
        Case(line: "2 celery sticks", quantity: 2, unit: "stick", name: "celery"),
        Case(line: "2 gelatine leaves", quantity: 2, unit: "leaf", name: "gelatine"),
        Case(line: "2 ears corn", quantity: 2, unit: "ear", name: "corn"),
        Case(line: "1 head garlic", quantity: 1, unit: "head", name: "garlic"),
        Case(line: "8 very thin slices prosciutto", quantity: 8, unit: "slice", name: "prosciutto", notes: ["very thin"]),
        Case(line: "5 large garlic cloves, minced", quantity: 5, unit: "clove", name: "garlic", notes: ["large", "minced"]),
    ])
    func countUnitsAreReadBeforeOrAfterTheFood(_ c: Case) { Self.check(c) }

    @Test func aCountUnitAfterTheFoodGoesIntoTheAmountText() {
        let parsed = IngredientLineReader.read("6 garlic cloves")
        #expect(parsed.amountText == "6 cloves")
        // Basil leaves are the food, gelatine leaves a count.
        #expect(IngredientLineReader.read("125g basil leaves").name == "basil")
        #expect(IngredientLineReader.read("2 bay leaves").name == "bay leaves")
    }

    @Test(arguments: [
        Case(line: "1.5kg/3lb 5oz meaty pork ribs", quantity: 1.5, unit: "kg", name: "meaty pork ribs", notes: ["3lb", "5oz"]),
        Case(line: "15g¼oz flour", quantity: 15, unit: "g", name: "flour", notes: ["¼oz"]),
        Case(line: "125g/4½oz basil leaves", quantity: 125, unit: "g", name: "basil", notes: ["4½oz", "leaves"]),
        Case(line: "5cm/2in piece root ginger", quantity: 1, unit: "piece", name: "root ginger", notes: ["5cm/2in"]),
        Case(line: "200 g (7oz) dark chocolate", quantity: 200, unit: "g", name: "dark chocolate", notes: ["7oz"]),
        // A compound amount is its sum (issue 33): 1 cup and 1 tablespoon is 17 tablespoons.
        Case(
            line: "1 cup plus 1 tablespoon / 235 g extra-virgin olive oil", quantity: 17, unit: "tbsp",
            name: "extra-virgin olive oil", notes: ["235 g"]),
    ])
    func theFirstOfTwoSystemsIsTheAmountAndTheOtherANote(_ c: Case) { Self.check(c) }

    @Test(arguments: [
        Case(line: "2 x 375g packets puff pastry", quantity: 2, unit: "pack", name: "puff pastry", notes: ["375g"]),
        Case(
            line: "One 28-ounce can Italian plum tomatoes", quantity: 1, unit: "can", name: "Italian plum tomatoes",
            notes: ["28-ounce"]),
        Case(line: "2 8-ounce packages cream cheese", quantity: 2, unit: "pack", name: "cream cheese", notes: ["8-ounce"]),
        Case(line: "400g tin chopped tomatoes", quantity: 1, unit: "tin", name: "chopped tomatoes", notes: ["400g"]),
        Case(line: "400-gram tin crushed tomatoes", quantity: 1, unit: "tin", name: "crushed tomatoes", notes: ["400-gram"]),
        Case(line: "Three 8-ounce (680g) packages cream cheese", quantity: 3, unit: "pack", name: "cream cheese"),
    ])
    func aPackKeepsItsCountAndItsSize(_ c: Case) { Self.check(c) }

    @Test func aPacksSizeWeighsTheWhole() throws {
        let packets = IngredientLineReader.read("2 x 375g packets puff pastry")
        #expect(packets.each == Amount(quantity: Quantity(375), unit: MeasureUnit(symbol: "g")))
        #expect(packets.measured == Amount(quantity: Quantity(750), unit: MeasureUnit(symbol: "g")))
        let cans = IngredientLineReader.read("One 28-ounce can Italian plum tomatoes")
        #expect(cans.measured == Amount(quantity: Quantity(28), unit: MeasureUnit(symbol: "oz")))
        let cheese = IngredientLineReader.read("2 8-ounce packages cream cheese")
        #expect(cheese.measured == Amount(quantity: Quantity(16), unit: MeasureUnit(symbol: "oz")))
        let tin = IngredientLineReader.read("400g tin chopped tomatoes")
        #expect(tin.amountText == "1 tin")
        #expect(tin.measured == Amount(quantity: Quantity(400), unit: MeasureUnit(symbol: "g")))
    }

    @Test func aWeightGivenForEachPieceIsKeptWhereNutritionCanUseIt() {
        let fillets = IngredientLineReader.read("2 salmon fillets (about 150g each)")
        #expect(fillets.quantity == 2)
        // A count unit after the food is its unit (the v3 sets' rule): 2 fillet salmon.
        #expect(fillets.unit?.symbol == "fillet")
        #expect(fillets.name == "salmon")
        #expect(fillets.notes == "about 150g each")
        #expect(fillets.measured == Amount(quantity: Quantity(300), unit: MeasureUnit(symbol: "g")))
    }

    @Test(arguments: [
        Case(line: "One large onion, diced", quantity: 1, unit: nil, name: "onion", notes: ["large", "diced"]),
        Case(line: "a lemon, juiced", quantity: 1, unit: nil, name: "lemon", notes: ["juiced"]),
        Case(line: "half an onion, grated", quantity: 0.5, unit: nil, name: "onion", notes: ["grated"]),
        Case(line: "½ a lemon zested and juiced", quantity: 0.5, unit: nil, name: "lemon", notes: ["zested and juiced"]),
        Case(line: "A handful of basil leaves", quantity: 1, unit: "handful", name: "basil"),
        Case(line: "2 heaped tablespoons plain flour", quantity: 2, unit: "tbsp", name: "plain flour", notes: ["heaped"]),
        Case(line: "1 level tablespoon baking powder", quantity: 1, unit: "tbsp", name: "baking powder", notes: ["level"]),
        Case(line: "1 small bunch coriander", quantity: 1, unit: "bunch", name: "coriander", notes: ["small"]),
        Case(line: "3 or 4 drops vanilla extract", quantity: 3, high: 4, unit: "drop", name: "vanilla extract"),
        Case(line: "3 to 4-tablespoons olive oil", quantity: 3, high: 4, unit: "tbsp", name: "olive oil"),
        Case(line: "4-5 slices bread", quantity: 4, high: 5, unit: "slice", name: "bread"),
        Case(line: "Pinch black pepper", quantity: nil, unit: "pinch", name: "black pepper"),
        Case(line: "Juice of 1 small lemon", quantity: 1, unit: nil, name: "lemon", notes: ["juice", "small"]),
    ])
    func numberWordsArticlesAndModifiersAreRead(_ c: Case) { Self.check(c) }

    @Test func theAmountTextOfARangeWithOrReadsBack() {
        #expect(IngredientLineReader.read("3 or 4 drops vanilla extract").amountText == "3-4 drops")
        #expect(IngredientLineReader.read("3 to 4-tablespoons olive oil").amountText == "3 to 4 tablespoons")
    }

    @Test(arguments: [
        Case(
            line: "butter, melted, or extra virgin olive oil", quantity: nil, unit: nil, name: "butter",
            notes: ["melted", "or extra virgin olive oil"]),
        Case(
            line: "¼ cup avocado oil or melted coconut oil", quantity: 0.25, unit: "cup", name: "avocado oil",
            notes: ["or melted coconut oil"]),
        Case(line: "3 cups chicken or vegetable stock", quantity: 3, unit: "cup", name: "chicken stock"),
        Case(line: "Butter/margarine", quantity: nil, unit: nil, name: "Butter", notes: ["or margarine"]),
    ])
    func ofTwoAlternativesTheFirstIsTheNameAndTheOtherStaysInTheNotes(_ c: Case) { Self.check(c) }

    @Test func anImportedLinePrintsAndReadsBackTheSame() throws {
        // The importers' layer over the reader: what the recipe keeps, printed and read back.
        var ingredients: [Ingredient] = []
        for (index, line) in [
            "4 pounds crisp, sweet apples (8 large), rinsed", "6 garlic cloves", "2 x 375g packets puff pastry",
            "15g¼oz flour", "3 or 4 drops vanilla extract", "butter, melted, or extra virgin olive oil",
        ].enumerated() {
            let parts = IngredientText.split(line)
            ingredients.append(Ingredient(id: "i\(index)", name: parts.name, amount: parts.amount, notes: parts.notes))
        }
        #expect(ingredients[0].name == "apples")
        #expect(ingredients[0].amount == "4 pounds")
        let document = Document.recipe(Recipe(id: "r", title: "R", category: .dinner, ingredients: ingredients))
        let printed = Language.print(document)
        #expect(printed.contains("- 4 pounds apples, crisp, sweet, 8 large, rinsed"))
        let again = Language.parse(SourceFile(path: "r.recipe", bytes: Array(printed.utf8)))
        #expect(!again.diagnostics.hasErrors)
        guard case .recipe(let recipe)? = again.document else {
            Issue.record("not a recipe")
            return
        }
        #expect(recipe.ingredients.map(\.name) == ingredients.map(\.name))
        #expect(recipe.ingredients.map(\.amount) == ingredients.map(\.amount))
        #expect(recipe.ingredients.map(\.notes) == ingredients.map(\.notes))
    }

    @Test func longRunsOfTheWordsTheRulesLookAtStayLinear() {
        // Every rule walks the words once: lines far longer than any real one still read at once.
        let modifiers = IngredientLineReader.read("1 cup " + String(repeating: "finely chopped ", count: 5_000) + "onion")
        #expect(modifiers.name.count == 5)
        let adjectives = IngredientLineReader.read("2 " + String(repeating: "large, ", count: 5_000) + "eggs")
        #expect(adjectives.name.count == 4)
        let alternatives = IngredientLineReader.read("olive oil" + String(repeating: " or pepper", count: 5_000))
        #expect(alternatives.name.count == 9)
    }

    @Test func aLineThatCannotBeSplitKeepsItsWholeTextAsTheNameWithAWarning() {
        let parts = IngredientText.split("500 g")
        #expect(parts.name == "500 g")
        #expect(parts.amount == "")
        #expect(parts.warning != nil)
        #expect(IngredientText.split("2 cups flour").warning == nil)
    }
}

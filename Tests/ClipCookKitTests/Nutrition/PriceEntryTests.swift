import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// A price given alone in a foods file (`food eggs` / `price 2.10 per 6`):
/// how it reads, where its values were written, its canonical text and
/// JSON both ways, its errors, the food it prices, and the lint rules on it.
@Suite struct PriceEntryTests {
    static let text = """
        foods
        -- prices of the table's foods
        food Oat drink calories 46  protein 1  carbs 6.6  fats 1.5
          portion 1 glass = 200 g
        food   eggs   -- free range
          price 2.10 per 6
        food "Milk, whole"
          price 1.09 per 1 l  -- the big bottle

        """

    static let eggs = FoodPrice(name: "eggs", price: Price(amount: Money(tenThousandths: 21_000), quantity: 6))
    static let milk = FoodPrice(name: "Milk, whole", price: Price(amount: Money(tenThousandths: 10_900), quantity: 1, unit: "l"))
    static let oatDrink = OwnFood(
        name: "Oat drink", calories: 46, protein: 1, carbs: 6.6, fats: 1.5,
        portions: [Portion(amount: 1, unit: "glass", grams: 200)])

    func list(_ text: String) -> FoodList? {
        let result = Language.parse(SourceFile(path: "prices.foods", text: text))
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.headline))")
        guard case .foods(let list)? = result.document else { return nil }
        return list
    }

    @Test func aFoodWithoutValuesTakesThePriceUnderIt() throws {
        #expect(list(Self.text) == FoodList(foods: [Self.oatDrink], prices: [Self.eggs, Self.milk]))
        let result = Language.parse(SourceFile(path: "prices.foods", text: Self.text))
        #expect(result.tree.lines.map(\.kind) == [.header(.foods), .comment, .food, .portion, .food, .price, .food, .price])
        // `food   eggs` on line 5: the name at column 8, its amount on line 6 at column 9.
        #expect(result.sourceMap["prices[0].name"]?.start.line == 5)
        #expect(result.sourceMap["prices[0].name"]?.start.column == 8)
        #expect(result.sourceMap["prices[0].price.amount"]?.start.line == 6)
        #expect(result.sourceMap["prices[0].price.amount"]?.start.column == 9)
        #expect(result.sourceMap["prices[1].price.unit"]?.start.line == 8)
        #expect(result.sourceMap["prices[1].price.unit"]?.start.column == 20)

        let formatted = try Formatter.format(SourceFile(path: "prices.foods", text: Self.text))
        #expect(
            formatted == """
                foods
                -- prices of the table's foods
                food Oat drink calories 46  protein 1  carbs 6.6  fats 1.5
                  portion 1 glass = 200 g
                food eggs  -- free range
                  price 2.10 per 6
                food "Milk, whole"
                  price 1.09 per 1 l  -- the big bottle

                """)
        #expect(try Formatter.format(SourceFile(path: "prices.foods", text: formatted)) == formatted)
    }

    @Test func theModelPrintsCanonicallyAndRoundTripsThroughJSON() throws {
        let model = FoodList(
            foods: [Self.oatDrink],
            prices: [
                Self.eggs, Self.milk,
                FoodPrice(name: "calories bar", price: Price(amount: Money(tenThousandths: 5), quantity: 2.5, unit: "kg")),
            ])
        let printed = Language.print(.foods(model))
        #expect(
            printed == """
                foods
                food Oat drink calories 46  protein 1  carbs 6.6  fats 1.5
                  portion 1 glass = 200 g
                food eggs
                  price 2.10 per 6
                food Milk, whole
                  price 1.09 per 1 l
                food "calories bar"
                  price 0.0005 per 2.5 kg

                """)
        #expect(list(printed) == model)
        #expect(try Formatter.format(SourceFile(path: "x.foods", text: printed)) == printed)

        // JSON -> text -> JSON and text -> JSON -> text are the identity.
        let json = try JSONDocumentEncoder.encode(.foods(model))
        #expect(json.contains(#""prices" : ["#) && json.contains(#""name" : "eggs""#), "\(json)")
        let read = JSONDocumentDecoder.decode(SourceFile(path: "x.json", text: json))
        #expect(read.content == .document(.foods(model)), "\(read.diagnostics.map(\.headline))")
        #expect(try JSONDocumentEncoder.encode(.foods(try #require(list(printed)))) == json)
        #expect(try JSONDocumentEncoder.encodeBytes(.document(.foods(model))) == Array(json.utf8))

        // Without prices the key is left out, as before.
        #expect(!(try JSONDocumentEncoder.encode(.foods(FoodList(foods: [Self.oatDrink])))).contains("prices"))
        // A file of prices alone reads as a foods document.
        let alone = JSONDocumentDecoder.decode(
            SourceFile(path: "x.json", text: #"{"prices": [{"name": "eggs", "price": {"amount": 2.1, "per": 6}}]}"#))
        #expect(alone.content == .document(.foods(FoodList(prices: [Self.eggs]))), "\(alone.diagnostics.map(\.headline))")
    }

    @Test func anExportKeepsEachFilesPrices() throws {
        let export = CollectionExport(foodFiles: [CollectionExport.FoodFile(file: "prices.foods", foods: [], prices: [Self.eggs])])
        let json = try JSONDocumentEncoder.encode(export)
        let read = JSONDocumentDecoder.decode(SourceFile(path: "x.json", text: json))
        #expect(read.content == .export(export), "\(json)")
    }

    @Test(arguments: [
        ("foods\nfood eggs\n", 2, 6, "food 'eggs' has neither values nor a price"),
        ("foods\nfood eggs\nfood milk\n  price 1 each\n", 2, 6, "food 'eggs' has neither values nor a price"),
        ("foods\nfood eggs\n  portion 1 tray = 1800 g\n", 2, 6, "food 'eggs' has neither values nor a price"),
        ("foods\nfood eggs\n  price 0.35 each\n  price 0.40 each\n", 4, 3, "a second price for 'eggs'"),
        ("foods\nfood eggs\n  price 0.35 each\n  portion 1 tray = 1800 g\n", 4, 3, "a portion under a food given only a price"),
        ("foods\nfood eggs\n  price -5 each\n", 3, 9, "a price is from 0 to 1000000, not '-5'"),
        ("foods\nfood eggs\n  price 1e308 each\n", 3, 9, "expected a price such as 2.49, found '1e308'"),
        ("foods\nfood eggs\n  price 0 per 0 g\n", 3, 15, "a price is for more than 0 and at most 1000000, not '0'"),
        ("foods\nfood eggs\n  price 2 per -1 kg\n", 3, 15, "a price is for more than 0 and at most 1000000, not '-1'"),
        ("foods\nfood eggs\n  price 2 per 1e9 kg\n", 3, 15, "a price is for more than 0 and at most 1000000, not '1e9'"),
        ("foods\nfood eggs\n  price 2\n", 3, 10, "expected 'each' or 'per AMOUNT UNIT' after the price"),
        ("foods\nfood Tofu calories 76  protein 8  carbs 1.9\n", 2, 41, "missing fats of food 'Tofu'"),
    ])
    func errors(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        let result = Language.parse(SourceFile(path: "prices.foods", text: text))
        #expect(result.document == nil)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors.map(\.headline))")
        #expect(errors.first?.message == message)
        #expect(errors.first?.range?.start.line == line, "\(errors.first?.headline ?? "")")
        #expect(errors.first?.range?.start.column == column, "\(errors.first?.headline ?? "")")
    }

    @Test func jsonPricesAreValidatedWithTheirPaths() {
        let blank = JSONDocumentDecoder.decode(SourceFile(path: "x.json", text: #"{"prices": [{"name": " ", "price": {"amount": 1, "per": 1}}]}"#))
        #expect(blank.content == nil)
        #expect(blank.diagnostics.first?.message == "prices[0].name: a price needs the name of its food")
        let absurd = JSONDocumentDecoder.decode(
            SourceFile(path: "x.json", text: #"{"prices": [{"name": "eggs", "price": {"amount": 2, "per": -1}}]}"#))
        #expect(absurd.content == nil)
        #expect(absurd.diagnostics.first?.message == "prices[0].price.per: a price is for more than 0 and at most 1000000 units")
    }

    // MARK: The food a price names

    static func own(_ list: FoodList, file: String) -> [Food] { list.foods.map { $0.food(file: file) } }

    @Test func anEntryPricesTheFoodAnIngredientOfThatNameMapsTo() throws {
        let own = Self.own(FoodList(foods: [Self.oatDrink]), file: "foods/own.foods")
        let foods = FoodPricing.applying(
            [
                FoodPricing.Entry(Self.eggs, file: "foods/prices.foods"),
                FoodPricing.Entry(
                    FoodPrice(name: "oat drink", price: Price(amount: Money(tenThousandths: 19_900), quantity: 1, unit: "l")),
                    file: "foods/prices.foods"),
                FoodPricing.Entry(FoodPrice(name: "unicorn steak", price: Price(amount: Money(tenThousandths: 10_000))), file: "foods/prices.foods"),
            ], to: own)
        let table = FoodTable.collection(foods)
        let egg = try #require(table.food(named: "Egg, whole, raw, fresh"))
        #expect(egg.price == Self.eggs.price)
        #expect(egg.file == nil, "a priced table food stays a table food")
        #expect(table.food(named: "Oat drink")?.price?.unit == "l")
        // Pricing changes no look-up: the egg is where SR28 has it, and is what '3 eggs' maps to.
        #expect(table.foods.firstIndex { $0.name == egg.name } == (FoodTable.standard.foods.firstIndex { $0.name == egg.name }).map { $0 + 1 })
        #expect(FoodSearch.ingredientMatch("large eggs", in: table) == egg)
        // 3 eggs at 2.10 for 6: 1.05.
        let cost = FoodCost.cost(of: Ingredient(id: "i1", name: "eggs", amount: "3"), table: table)
        #expect((try? cost.get())?.cost == Money(tenThousandths: 10_500))
        #expect(table.foods.count == FoodTable.standard.foods.count + 1)
    }

    @Test func aFoodsOwnPriceAndThenTheFirstEntryWin() throws {
        var priced = Self.oatDrink
        priced.price = Price(amount: Money(tenThousandths: 15_000), quantity: 1, unit: "l")
        let own = Self.own(FoodList(foods: [priced]), file: "foods/a.foods")
        let foods = FoodPricing.applying(
            [
                FoodPricing.Entry(FoodPrice(name: "Oat drink", price: Price(amount: Money(tenThousandths: 99_000))), file: "foods/b.foods"),
                FoodPricing.Entry(Self.eggs, file: "foods/b.foods"),
                FoodPricing.Entry(FoodPrice(name: "egg", price: Price(amount: Money(tenThousandths: 9_000))), file: "foods/c.foods"),
            ], to: own)
        let table = FoodTable.collection(foods)
        #expect(table.food(named: "Oat drink")?.price == priced.price)
        #expect(table.food(named: "Egg, whole, raw, fresh")?.price == Self.eggs.price)
    }

    /// The collection's table is indexed once without prices and then
    /// priced: it must be the table `adding` makes, whatever the prices.
    @Test func aTablePricedAfterIndexingIsTheTableMadeWithThePrices() throws {
        var own = Self.own(FoodList(foods: [Self.oatDrink]), file: "foods/own.foods")
        var egg = try #require(FoodTable.standard.food(named: "Egg, whole, raw, fresh"))
        egg.price = Self.eggs.price
        for amount in [15_000, 16_000] {
            own[0].price = Price(amount: Money(tenThousandths: amount), quantity: 1, unit: "l")
            let table = FoodTable.collection(own + [egg])
            #expect(table.foods == FoodTable.standard.adding(own + [egg]).foods)
            #expect(table.food(named: "Oat drink")?.price?.amount == Money(tenThousandths: amount))
            #expect(FoodSearch.ingredientMatch("eggs", in: table)?.price == Self.eggs.price)
        }
        #expect(FoodTable.collection(own).food(named: "Egg, whole, raw, fresh")?.price == nil)
    }

    // MARK: Lint

    func findings(_ files: [(path: String, text: String)], in index: Int) -> [String] {
        let context = LintContext.parsing(files)
        return Linter().lint(context.files[index], in: context).map {
            "\($0.diagnostic.range?.start.line ?? 0):\($0.diagnostic.range?.start.column ?? 0):\($0.ruleID ?? "") \($0.diagnostic.message)"
        }
    }

    @Test func lintNamesTheClosestFoodsOfAnUnknownOne() {
        let found = findings([("foods/prices.foods", "foods\nfood eggs\n  price 2.10 per 6\nfood egggs\n  price 1 each\n")], in: 0)
        #expect(found == ["4:6:price-unknown-food no food 'egggs' to price in the nutrition table or the foods files"])
        let context = LintContext.parsing([("foods/prices.foods", "foods\nfood egggs\n  price 1 each\n")])
        let notes = Linter().lint(context.files[0], in: context).first?.diagnostic.notes ?? []
        #expect(notes.first?.hasPrefix("closest foods: 'Egg, whole, raw, fresh'") == true, "\(notes)")
    }

    @Test func lintReportsAFoodPricedTwiceAndAnUnknownUnit() {
        let own = "foods\nfood Oat drink calories 46  protein 1  carbs 6.6  fats 1.5\n  price 1.99 per 1 l\n"
        let prices = """
            foods
            food oat drink
              price 2.49 per 1 l
            food eggs
              price 2.10 per 6
            food large eggs
              price 0.40 each
            food parsley
              price 0.99 per 1 crate

            """
        let files: [(path: String, text: String)] = [("foods/a.foods", own), ("foods/prices.foods", prices)]
        #expect(findings(files, in: 0) == [])
        #expect(
            findings(files, in: 1) == [
                "2:6:duplicate-price 'oat drink' already has a price at foods/a.foods:3; only that one is used",
                "6:6:duplicate-price 'large eggs' ('Egg, whole, raw, fresh') already has a price at foods/prices.foods:4; only that one is used",
                "9:20:price-unknown-unit unknown unit 'crate' of the price of 'Parsley, fresh'",
            ])
    }
}

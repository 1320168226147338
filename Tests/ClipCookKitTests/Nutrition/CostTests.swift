import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Prices on foods and what recipes cost, worked by hand: the price line
/// and its JSON, money kept exact and shown with two decimals, amounts
/// converted across units by the food's own data, and unpriced ingredients
/// listed, never guessed.
@Suite struct CostTests {
    static let foodsText = """
        foods
        food Flour calories 364  protein 10  carbs 76  fats 1
          price 2.49 per 1 kg
          portion 1 cup = 125 g
        food Egg calories 143  protein 12.6  carbs 0.7  fats 9.5
          price 0.35 each
          portion 1 large = 50 g
        food Milk calories 61  protein 3.2  carbs 4.8  fats 3.3
          price 1.19 per 1 l
        food Oats calories 379  protein 13  carbs 68  fats 6.5
          price 1.19 per 400 g
        food Oil calories 884  protein 0  carbs 0  fats 100
          price 6.80 per 1 kg

        """

    func foods() throws -> FoodList {
        let result = Language.parse(Self.foodsText)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.headline))")
        guard case .foods(let list)? = result.document else { throw CostTestError.notParsed }
        return list
    }

    func table() throws -> FoodTable {
        FoodTable.collection(try foods().foods.map { $0.food(file: "foods/own.foods") })
    }

    func food(_ name: String) throws -> Food {
        try #require(try table().food(named: name))
    }

    func cost(_ amount: String, of name: String) throws -> Money {
        let food = try food(name)
        return try FoodCost.cost(amount, of: food, at: try #require(food.price)).get()
    }

    @Test func pricesReadExactlyAndRoundTripThroughJSON() throws {
        let list = try foods()
        #expect(
            list.foods.map(\.price) == [
                Price(amount: Money(tenThousandths: 24_900), quantity: 1, unit: "kg"),
                Price(amount: Money(tenThousandths: 3_500)),
                Price(amount: Money(tenThousandths: 11_900), quantity: 1, unit: "l"),
                Price(amount: Money(tenThousandths: 11_900), quantity: 400, unit: "g"),
                Price(amount: Money(tenThousandths: 68_000), quantity: 1, unit: "kg"),
            ])
        let json = try JSONDocumentEncoder.encode(.foods(list))
        #expect(json.contains(#""amount" : 2.49"#) && json.contains(#""unit" : "kg""#))
        let read = JSONDocumentDecoder.decode(SourceFile(path: "x.json", text: json))
        #expect(read.content == .document(.foods(list)))
        // JSON → text → JSON is the identity; the printed text is the file's.
        let printed = Language.print(.foods(list))
        #expect(
            printed.contains("  price 2.49 per 1 kg\n") && printed.contains("  price 0.35 each\n")
                && printed.contains("  price 6.80 per 1 kg\n"))
        let reread = Language.parse(printed)
        guard case .foods(let again)? = reread.document else { Issue.record("not a FoodList"); return }
        #expect(again == list)
        #expect(try JSONDocumentEncoder.encode(.foods(again)) == json)
        // Where the price was written.
        let result = Language.parse(Self.foodsText)
        #expect(result.sourceMap["foods[0].price.amount"]?.start.line == 3)
        #expect(result.sourceMap["foods[0].price.amount"]?.start.column == 9)
        #expect(result.tree.lines.map(\.kind).prefix(4) == [.header(.foods), .food, .price, .portion])
    }

    @Test func moneyIsExactAndShownWithTwoDecimals() throws {
        #expect(Money(text: "2.49")?.tenThousandths == 24_900)
        #expect(Money(text: "0.0025")?.tenThousandths == 25)
        #expect(Money(text: "12")?.tenThousandths == 120_000)
        for bad in ["2,49", "2.49999", "-1", ".5", "5.", "1e3", "€2"] { #expect(Money(text: bad) == nil, "\(bad)") }
        #expect(Money(exactly: 2.49)?.tenThousandths == 24_900)
        #expect(Money(exactly: 2.49999) == nil)
        let quarter = Money(tenThousandths: 6_225)
        #expect(quarter.formatted(currency: "EUR") == "0.62 EUR")
        #expect(quarter.formatted(currency: "€") == "€0.62")
        #expect(quarter.formatted(currency: nil) == "0.62")
        #expect(Money(tenThousandths: 6_250).formatted(currency: nil) == "0.63")  // halves away from zero
        #expect(Money(tenThousandths: 25).formattedExactly(currency: "EUR") == "0.0025 EUR")
    }

    /// 250 g at 2.49 per kg = 0.6225 → 0.62; 3 eggs at 0.35 each = 1.05;
    /// 1 kg of oats at 1.19 per 400 g = 2.975 → 2.98; 500 ml of milk at
    /// 1.19 per l = 0.595 → 0.60; 2 cups of flour = 250 g by its portion.
    @Test func amountsConvertToThePriceUnitByFood() throws {
        #expect(try cost("250 g", of: "Flour") == Money(tenThousandths: 6_225))
        #expect(try cost("250 g", of: "Flour").formatted(currency: nil) == "0.62")
        #expect(try cost("3", of: "Egg") == Money(tenThousandths: 10_500))
        #expect(try cost("3", of: "Egg").formatted(currency: nil) == "1.05")
        #expect(try cost("1 kg", of: "Oats").formatted(currency: nil) == "2.98")
        #expect(try cost("500 ml", of: "Milk").formatted(currency: nil) == "0.60")
        #expect(try cost("2 cups", of: "Flour") == Money(tenThousandths: 6_225))
        // 100 g of eggs is two eggs by the 50 g portion: 0.70.
        #expect(try cost("100 g", of: "Egg") == Money(tenThousandths: 7_000))
        // A cup of oil: no volume portion to weigh it, so no cost, never a guess.
        let oil = try food("Oil")
        guard case .failure(let failure) = FoodCost.cost("1 cup", of: oil, at: try #require(oil.price)) else {
            Issue.record("a cup of oil was given a cost")
            return
        }
        #expect(failure.unconvertible)
        #expect(failure.reason.hasPrefix("'1 cup' does not convert to its price per 1 kg"))
    }

    /// Serves 4: 250 g flour 0.6225 + 3 eggs 1.05 + 500 ml milk 0.595 =
    /// 2.2675 → 2.27 the recipe, 0.5669 → 0.57 a serving; the salt has no
    /// price and is listed, not counted.
    @Test func aRecipeCostsItsPricedIngredients() throws {
        let text = """
            recipe Pancakes
              category breakfast
              servings 4

            ingredients
              - 250 g flour
              - 3 eggs  [food Egg]
              - 500 ml milk
              - [1 pinch] salt

            """
        guard case .recipe(let recipe)? = Language.parse(text).document else { Issue.record("not a Recipe"); return }
        let cost = RecipeCost(recipe, table: try table())
        #expect(cost.priced.map(\.cost.tenThousandths) == [6_225, 10_500, 5_950])
        #expect(cost.total == Money(tenThousandths: 22_675))
        #expect(cost.total.formatted(currency: "EUR") == "2.27 EUR")
        #expect(cost.perServing.formatted(currency: "EUR") == "0.57 EUR")
        #expect(cost.unpriced.map(\.ingredient.name) == ["salt"])
        #expect(cost.unpriced.first?.isUnconvertible == false)
        #expect(!cost.isComplete)
    }

    @Test(arguments: [
        ("foods\nfood X calories 1  protein 1  carbs 1  fats 1\n  price 2,49 per 1 kg\n", 3, 9, "expected a price such as 2.49"),
        ("foods\nfood X calories 1  protein 1  carbs 1  fats 1\n  price 2.49\n", 3, 13, "expected 'each' or 'per AMOUNT UNIT'"),
        ("foods\nfood X calories 1  protein 1  carbs 1  fats 1\n  price 2.49 per 0 kg\n", 3, 18, "a price is for more than 0"),
        ("foods\nfood X calories 1  protein 1  carbs 1  fats 1\n  price 2.49 per 1 blah\n", 3, 20, "unknown unit 'blah' of the price of 'X'"),
        ("foods\n  price 1 each\n", 2, 3, "a price before any 'food' line"),
        ("foods\nfood X calories 1  protein 1  carbs 1  fats 1\n  price 1 each\n  price 2 each\n", 4, 3, "a second price for 'X'"),
    ])
    func badPricesAreErrorsWhereWritten(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        let result = Language.parse(text)
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.message.hasPrefix(message) == true, "\(result.diagnostics.map(\.headline))")
        #expect(error?.range?.start.line == line)
        #expect(error?.range?.start.column == column)
        #expect(result.document == nil)
    }

    /// A price in the food's own portion is known: `per 1 block` with `portion 1 block = 200 g`.
    @Test func aPortionOfTheFoodIsAPriceUnit() throws {
        let result = Language.parse(
            "foods\nfood Tofu calories 76  protein 8  carbs 1.9  fats 4.8\n  price 2.20 per 1 block\n  portion 1 block = 200 g\n")
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.headline))")
        guard case .foods(let list)? = result.document, let tofu = list.foods.first else { Issue.record("not a FoodList"); return }
        let food = tofu.food(file: "t.foods")
        // 100 g is half a block: 1.10.
        #expect(try FoodCost.cost("100 g", of: food, at: try #require(food.price)).get() == Money(tenThousandths: 11_000))
    }

    /// Lint: an ingredient whose food's price its amount cannot convert to,
    /// at the amount's line and column.
    @Test func lintWarnsWhereAPriceCannotConvert() throws {
        let text = "recipe Dressing\n  category lunch\n  servings 2\n\ningredients\n  - 1 cup oil\n  - 250 g flour\n"
        let parsed = Language.parse(text, path: "recipes/d.recipe")
        let document = try #require(parsed.document)
        let file = LintFile(source: SourceFile(path: "recipes/d.recipe", text: text))
        _ = document
        let own = try foods().foods.map { $0.food(file: "foods/own.foods") }
        let findings = FoodTable.$scopedOwnFoods.withValue(CollectionFoods(own)) { PriceUnconvertible().check(file, in: LintContext(files: [file])) }
        #expect(
            findings.map(\.message) == [
                "the cost of 'oil' is left out: '1 cup' does not convert to its price per 1 kg: 'Oil' has no volume portion to convert '1 cup' through"
            ])
        #expect(findings.first?.range?.start.line == 6)
        #expect(findings.first?.range?.start.column == 5)
        // Without prices in the collection the rule says nothing.
        #expect(PriceUnconvertible().check(file, in: LintContext(files: [file])).isEmpty)
        #expect(LintRegistry.description(of: "price-unconvertible") != nil)
    }
}

enum CostTestError: Error { case notParsed }

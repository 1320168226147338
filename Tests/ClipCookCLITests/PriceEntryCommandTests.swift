import Foundation
import Testing

/// Prices given alone for the table's foods (`foods/prices.foods`) as a user
/// sees them through `show`, `nutrition`, `plan week`, `shop` and `plan fill
/// … budget`, lint's warnings on them, and bad prices and budgets: each a
/// one-line error or warning at its place, a non-zero exit for an error,
/// and nothing written.
@Suite struct PriceEntryCommandTests {
    static let today = ["CLIPCOOK_TODAY": "2026-11-25"]

    /// Eggs, milk and flour of the SR28 table, priced without their values.
    static let prices = """
        foods
        food eggs
          price 2.10 per 6
        food milk
          price 1.19 per 1 l
        food flour
          price 2.49 per 1 kg

        """

    /// Pancakes serve 4: 250 g flour 0.6225 + 3 eggs 1.05 + 500 ml milk
    /// 0.595 = 2.2675 -> 2.27 the recipe, 0.57 a serving; salt unpriced.
    static let pancakes = """
        recipe Pancakes
          category snack
          servings 4

        ingredients
          - 250 g flour
          - 3 eggs
          - 500 ml milk
          - [1 pinch] salt

        nutrition per serving
          calories 400  protein 15  carbs 55  fats 10

        """

    static func recipe(_ title: String, _ category: String, _ ingredient: String, _ values: String) -> String {
        "recipe \(title)\n  category \(category)\n  servings 1\n\ningredients\n  - \(ingredient)\n\nnutrition per serving\n  \(values)\n"
    }

    static let files: [String: String] = [
        "settings": "settings\n  units metric\n  currency EUR\n\ngoals\n  calories 2000  protein 150  carbs 200  fats 67\n",
        "foods/prices.foods": prices,
        "recipes/pancakes.recipe": pancakes,
        // 6 eggs 2.10, 1 l milk 1.19, 2 eggs 0.70, 12 eggs 4.20.
        "recipes/omelette.recipe": recipe("Omelette", "breakfast", "6 eggs", "calories 500  protein 30  carbs 60  fats 15"),
        "recipes/latte.recipe": recipe("Latte", "breakfast", "1 l milk", "calories 310  protein 8  carbs 52  fats 8"),
        "recipes/wrap.recipe": recipe("Wrap", "lunch", "2 eggs", "calories 700  protein 50  carbs 70  fats 25"),
        "recipes/salmon.recipe": recipe("Salmon", "dinner", "12 eggs", "calories 800  protein 70  carbs 70  fats 27"),
    ]

    func snapshot(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if let data = try? Data(contentsOf: url) { files[url.path] = data }
        }
        return files
    }

    func run(_ command: String, files: [String: String] = files) throws -> (stdout: String, stderr: String, exitCode: Int32, changed: Bool) {
        let folder = try Executable.temporaryDirectory(holding: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = snapshot(folder)
        let result = try Executable.run(["-C", folder.path, "-c", command], environment: Self.today)
        return (result.stdout, result.stderr, result.exitCode, snapshot(folder) != before)
    }

    @Test func costsUseThePricesOfTableFoods() throws {
        let shown = try run("show pancakes")
        #expect(shown.exitCode == 0, "\(shown.stderr)")
        #expect(
            shown.stdout.contains(
                """
                Cost
                  2.27 EUR the recipe, 0.57 EUR a serving (from 3 of 4 ingredients)
                  unpriced: salt
                """), "\(shown.stdout)")
        let nutrition = try run("nutrition pancakes")
        #expect(nutrition.stdout.contains("3 eggs                         Egg, whole, raw, fresh  1.05 EUR"), "\(nutrition.stdout)")
        let food = try run("food show eggs")
        #expect(food.stdout.contains("Egg, whole, raw, fresh  (SR28 01123") && food.stdout.contains("price: 2.10 EUR per 6 pieces"), "\(food.stdout)")
    }

    /// Monday: pancakes x2 (two servings, 2 x 0.5669) + wrap (0.70) =
    /// 1.8338 -> 1.83, the salt unpriced.
    @Test func planWeekAndTheShoppingListCountThem() throws {
        var files = Self.files
        files["plans/2026-W48.plan"] = "plan\nday 2026-11-23\n  breakfast: pancakes x2\n  lunch: wrap\n"
        files["shopping.list"] = "shopping\n- [ ] 500 g flour\n- [ ] 6 eggs\n- [x] 1 l milk\n"
        let week = try run("plan week", files: files)
        #expect(week.exitCode == 0, "\(week.stderr)")
        #expect(week.stdout.contains("week cost: 1.83 EUR (?: 1 meal not wholly priced"), "\(week.stdout)")
        // 500 g flour 1.245 + 6 eggs 2.10 = 3.345 -> 3.35.
        let shop = try run("shop", files: files)
        #expect(shop.stdout.contains("estimated total: 3.35 EUR for 2 of 2 items to buy"), "\(shop.stdout)")
    }

    /// The cheapest day is latte (1.19) + wrap (0.70) + salmon (4.20) = 6.09.
    @Test func planFillKeepsABudgetOfTableFoodPrices() throws {
        let fill = try run("plan fill 2026-11-30 budget 6.09 dry-run")
        #expect(fill.exitCode == 0, "\(fill.stderr)")
        #expect(fill.stdout.contains("cost: 6.09 EUR, within the budget of 6.09 EUR"), "\(fill.stdout)")
    }

    @Test(arguments: [
        ("plan fill 2026-11-30 budget -5", "'-5' is not a budget; an amount from 0.01 to 1000000"),
        ("plan fill 2026-11-30 budget 1e308", "'1e308' is not a budget; an amount from 0.01 to 1000000"),
        ("plan fill 2026-11-30 budget 0", "'0' is not a budget; an amount from 0.01"),
        ("plan fill 2026-11-30 budget 0.001", "'0.001' is not a budget; an amount from 0.01"),
        ("plan fill 2026-11-30 budget 99999999999", "'99999999999' is not a budget"),
        ("plan fill 2026-11-30 budget 5.12345", "'5.12345' is not a budget"),
        (
            "plan fill 2026-11-30 budget 6.08",
            "no fill of 2026-11-30 stays within the budget of 6.08 EUR: the closest fill found costs 6.09 EUR"
        ),
    ])
    func badBudgetsAreOneLineErrorsAndWriteNothing(_ command: String, _ message: String) throws {
        let result = try run(command)
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        #expect(!result.changed)
    }

    @Test func aRangeWithNoEmptySlotsIsAnErrorAndWritesNothing() throws {
        var files = Self.files
        files["plans/2026-W49.plan"] = "plan\nday 2026-11-30\n  breakfast: latte\n  lunch: wrap\n  dinner: salmon\n"
        let result = try run("plan fill 2026-11-30 budget 50", files: files)
        #expect(result.exitCode == 1)
        #expect(
            result.stderr.contains("no empty breakfast, lunch, dinner meals in 2026-11-30; name other slots with 'slots', or another range"),
            "\(result.stderr)")
        #expect(!result.changed)
    }

    /// Goals of 4000 kcal a day that lunch and dinner cannot reach: at most
    /// wrap x2 + salmon x2 = 3000 kcal, 25% short. The closest fill, each
    /// nutrient it misses by how much and why, and it is still written.
    @Test func goalsTheCollectionCannotReachGiveTheClosestFillAndSayWhy() throws {
        var files = Self.files
        files["settings"] = "settings\n  units metric\n  currency EUR\n\ngoals\n  calories 4000  protein 150  carbs 500  fats 133\n"
        let result = try run("plan fill 2026-11-30 slots lunch dinner", files: files)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains("misses calories 25% under (3000 kcal of 4000 kcal): the closest the collection's recipes for these slots allow"),
            "\(result.stdout)")
        #expect(result.stdout.contains("0 of 1 day within ±5% calories"), "\(result.stdout)")
        #expect(result.changed)
    }

    @Test func lintWarnsOnPricesForUnknownFoodsUnitsAndTwice() throws {
        var files = Self.files
        files["foods/z-more.foods"] =
            "foods\nfood egg\n  price 0.40 each\nfood unicorn steak\n  price 30 per 1 kg\nfood parsley\n  price 1 per 1 crate\n"
        let folder = try Executable.temporaryDirectory(holding: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Executable.run(["lint", "foods"], currentDirectory: folder)
        #expect(
            result.stdout.contains(
                """
                foods/z-more.foods:2:6: warning: 'egg' ('Egg, whole, raw, fresh') already has a price at foods/prices.foods:2; only that one is used [duplicate-price]
                """), "\(result.stdout)")
        #expect(
            result.stdout.contains(
                """
                foods/z-more.foods:4:6: warning: no food 'unicorn steak' to price in the nutrition table or the foods files [price-unknown-food]
                """), "\(result.stdout)")
        #expect(result.stdout.contains("= closest foods: 'Beef, "), "\(result.stdout)")
        #expect(
            result.stdout.contains(
                """
                foods/z-more.foods:7:17: warning: unknown unit 'crate' of the price of 'Parsley, fresh' [price-unknown-unit]
                """), "\(result.stdout)")
        #expect(result.exitCode == 0, "warnings only")
    }

    @Test(arguments: [
        ("food eggs\n  price -5 each", "prices.foods:3:9: error: a price is from 0 to 1000000, not '-5'"),
        ("food eggs\n  price 0 per 0 g", "prices.foods:3:15: error: a price is for more than 0 and at most 1000000, not '0'"),
        ("food eggs\n  price 2 per -1 kg", "prices.foods:3:15: error: a price is for more than 0 and at most 1000000, not '-1'"),
        ("food eggs\n  price 1e308 each", "prices.foods:3:9: error: expected a price such as 2.49, found '1e308'"),
        ("food eggs", "prices.foods:2:6: error: food 'eggs' has neither values nor a price"),
        (
            "food Tofu calories 76  protein 8  carbs 1.9  fats 4.8\n  price 2.20 per 1 brick",
            "prices.foods:3:20: error: unknown unit 'brick' of the price of 'Tofu'; expected g, kg, oz, lb, ml, l, cup, each (pieces) or a portion of the food"
        ),
    ])
    func badPricesAreErrorsAtTheirPlaceAndFmtLeavesTheFile(_ lines: String, _ message: String) throws {
        var files = Self.files
        let text = "foods\n\(lines)\n"
        files["foods/prices.foods"] = text
        let folder = try Executable.temporaryDirectory(holding: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("foods/prices.foods")
        let lint = try Executable.run(["lint", path.path])
        #expect(lint.exitCode == 1)
        #expect(lint.stdout.contains(message) || lint.stderr.contains(message), "\(lint.stdout)\(lint.stderr)")
        let fmt = try Executable.run(["fmt", path.path])
        #expect(fmt.exitCode == 1)
        #expect(try String(contentsOf: path, encoding: .utf8) == text)
    }
}

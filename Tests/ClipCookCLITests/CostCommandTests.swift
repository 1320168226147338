import Foundation
import Testing

/// Costs as a user sees them: `show`, `nutrition`, `plan week`, `shop` and
/// `plan fill … budget N` on a small collection whose prices are worked by
/// hand, and the linter's `price-unconvertible` warning with its position.
@Suite struct CostCommandTests {
    static let today = ["CLIPCOOK_TODAY": "2026-11-25"]

    static let foods = """
        foods
        food Flour calories 364  protein 10  carbs 76  fats 1
          price 2.49 per 1 kg
          portion 1 cup = 125 g
        food Egg, whole, raw, fresh calories 143  protein 12.6  carbs 0.7  fats 9.5
          price 0.35 each
          portion 1 large = 50 g
        food Milk calories 61  protein 3.2  carbs 4.8  fats 3.3
          price 1.19 per 1 l
        food Oil calories 884  protein 0  carbs 0  fats 100
          price 6.80 per 1 kg
        food Coin calories 0  protein 0  carbs 0  fats 0
          price 1 each

        """

    /// Pancakes serve 4: 250 g flour 0.6225 + 3 eggs 1.05 + 500 ml milk
    /// 0.595 = 2.2675 → 2.27 the recipe, 0.57 a serving; the salt is unpriced.
    static let pancakes = """
        recipe Pancakes
          category breakfast
          servings 4

        ingredients
          - 250 g flour
          - 3 eggs
          - 500 ml milk
          - [1 pinch] salt

        nutrition per serving
          calories 400  protein 15  carbs 55  fats 10

        """

    static func coinRecipe(_ title: String, _ category: String, _ coins: String, _ values: String) -> String {
        "recipe \(title)\n  category \(category)\n  servings 1\n\ningredients\n  - \(coins) coin\n\nnutrition per serving\n  \(values)\n"
    }

    static let files: [String: String] = [
        "settings": "settings\n  units metric\n  currency EUR\n\ngoals\n  calories 2000  protein 150  carbs 200  fats 67\n",
        "foods/own.foods": foods,
        "recipes/pancakes.recipe": pancakes,
        "recipes/oats.recipe": coinRecipe("Oats", "breakfast", "3", "calories 500  protein 30  carbs 60  fats 15"),
        "recipes/toast.recipe": coinRecipe("Toast", "breakfast", "0.5", "calories 310  protein 8  carbs 52  fats 8"),
        "recipes/wrap.recipe": coinRecipe("Wrap", "lunch", "5", "calories 700  protein 50  carbs 70  fats 25"),
        "recipes/pie.recipe": coinRecipe("Pie", "lunch", "1", "calories 930  protein 22  carbs 118  fats 41"),
        "recipes/salmon.recipe": coinRecipe("Salmon", "dinner", "8", "calories 800  protein 70  carbs 70  fats 27"),
        "recipes/stew.recipe": coinRecipe("Stew", "dinner", "2", "calories 610  protein 28  carbs 82  fats 19"),
    ]

    func run(_ command: String, files: [String: String] = files) throws -> (stdout: String, stderr: String, exitCode: Int32, folder: URL) {
        let folder = try Executable.temporaryDirectory(holding: files)
        let result = try Executable.run(["-C", folder.path, "-c", command], environment: Self.today)
        return (result.stdout, result.stderr, result.exitCode, folder)
    }

    @Test func showAndNutritionGiveTheRecipeAndAServing() throws {
        let shown = try run("show pancakes")
        defer { try? FileManager.default.removeItem(at: shown.folder) }
        #expect(shown.exitCode == 0, "\(shown.stderr)")
        #expect(
            shown.stdout.contains(
                """
                Cost
                  2.27 EUR the recipe, 0.57 EUR a serving (from 3 of 4 ingredients)
                  unpriced: salt
                """), "\(shown.stdout)")
        let scaled = try run("show pancakes servings 8")
        defer { try? FileManager.default.removeItem(at: scaled.folder) }
        #expect(scaled.stdout.contains("4.54 EUR the recipe, 0.57 EUR a serving"), "\(scaled.stdout)")
        let nutrition = try run("nutrition pancakes")
        defer { try? FileManager.default.removeItem(at: nutrition.folder) }
        #expect(nutrition.exitCode == 0, "\(nutrition.stderr)")
        #expect(nutrition.stdout.contains("cost: 2.27 EUR the recipe, 0.57 EUR a serving (serves 4), from 3 of 4 ingredients:"))
        #expect(
            nutrition.stdout.contains(
                """
                  250 g flour                   Flour  0.62 EUR
                  3 eggs       Egg, whole, raw, fresh  1.05 EUR
                  500 ml milk                    Milk  0.60 EUR
                """), "\(nutrition.stdout)")
        #expect(nutrition.stdout.contains("unpriced:\n  1 pinch salt: 'Salt, table' has no price"), "\(nutrition.stdout)")
        let json = try Executable.run(["-C", nutrition.folder.path, "--json", "-c", "nutrition pancakes"], environment: Self.today)
        let data = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let cost = data?["cost"] as? [String: Any]
        #expect(cost?["recipe"] as? Double == 2.27)
        #expect(cost?["perServing"] as? Double == 0.57)
        #expect(cost?["currency"] as? String == "EUR")
    }

    @Test func aCollectionWithoutPricesShowsNoCost() throws {
        var files = Self.files
        files["foods/own.foods"] = "foods\n"
        let shown = try run("show pancakes; nutrition pancakes; plan week", files: files)
        defer { try? FileManager.default.removeItem(at: shown.folder) }
        #expect(shown.exitCode == 0, "\(shown.stderr)")
        #expect(!shown.stdout.contains("Cost") && !shown.stdout.contains("cost"), "\(shown.stdout)")
    }

    /// Monday: pancakes ×2 (2 × 0.5669 = 1.1338, the salt unpriced) + wrap
    /// (5); Tuesday: a quick-add, unpriced. The week: 6.13 EUR, two meals
    /// not wholly priced, both days marked.
    @Test func planWeekGivesEachDayAndTheWeek() throws {
        var files = Self.files
        files["plans/2026-W48.plan"] =
            "plan\nday 2026-11-23\n  breakfast: pancakes x2\n  lunch: wrap\nday 2026-11-24\n  lunch: quick \"Apple\" calories 95  protein 0  carbs 25  fats 0\n"
        let week = try run("plan week", files: files)
        defer { try? FileManager.default.removeItem(at: week.folder) }
        #expect(week.exitCode == 0, "\(week.stderr)")
        let row = week.stdout.split(separator: "\n").first { $0.hasPrefix("cost") }
        #expect(row?.split(separator: " ").map(String.init) == ["cost", "6.13?", "0.00?", "0.00", "0.00", "0.00", "0.00", "0.00"], "\(week.stdout)")
        #expect(week.stdout.contains("week cost: 6.13 EUR (?: 2 meals not wholly priced, only their priced ingredients counted)"), "\(week.stdout)")
    }

    /// 500 g flour 1.245 + 6 eggs 2.10 = 3.345 → 3.35 for the two priced
    /// items to buy; the checked milk is bought; basil has no price.
    @Test func theShoppingListEstimatesWhatIsLeftToBuy() throws {
        var files = Self.files
        files["shopping.list"] = "shopping\n- [ ] 500 g flour\n- [ ] 6 eggs\n- [x] 1 l milk\n- [ ] 1 bunch basil\n"
        let shop = try run("shop", files: files)
        defer { try? FileManager.default.removeItem(at: shop.folder) }
        #expect(shop.exitCode == 0, "\(shop.stderr)")
        #expect(
            shop.stdout.hasSuffix(
                """
                estimated total: 3.35 EUR for 2 of 3 items to buy; unpriced:
                  basil: 'Basil, fresh' has no price

                """), "\(shop.stdout)")
    }

    /// Oats + wrap + salmon meet the goals exactly and cost 16.00; with a
    /// budget of 10 the day stays within it and the dry run says so.
    @Test func planFillKeepsTheBudget() throws {
        let free = try run("plan fill 2026-11-30 dry-run")
        defer { try? FileManager.default.removeItem(at: free.folder) }
        #expect(free.exitCode == 0, "\(free.stderr)")
        #expect(free.stdout.contains("ok  cost 16.00 EUR") && free.stdout.contains("\ncost: 16.00 EUR\n"), "\(free.stdout)")
        let bounded = try run("plan fill 2026-11-30 budget 10 dry-run")
        defer { try? FileManager.default.removeItem(at: bounded.folder) }
        #expect(bounded.exitCode == 0, "\(bounded.stderr)")
        let line = bounded.stdout.split(separator: "\n").first { $0.hasPrefix("cost: ") }.map(String.init) ?? ""
        #expect(line.hasSuffix(", within the budget of 10.00 EUR"), "\(bounded.stdout)")
        let spent = Double(line.dropFirst("cost: ".count).prefix { $0 != " " }) ?? .infinity
        #expect(spent <= 10)
        #expect(bounded.stdout.contains("within the budget") && bounded.stdout.hasSuffix("dry run: nothing written\n"))
        let json = try Executable.run(["-C", bounded.folder.path, "--json", "-c", "plan fill 2026-11-30 budget 10 dry-run"], environment: Self.today)
        let data = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(data?["withinBudget"] as? Bool == true)
        #expect((data?["cost"] as? Double ?? .infinity) <= 10)
    }

    @Test(arguments: [
        ("plan fill 2026-11-30 budget", "'budget' needs an amount"),
        ("plan fill 2026-11-30 budget ten", "'ten' is not a budget"),
        ("plan fill 2026-11-30 budget -5", "'-5' is not a budget"),
    ])
    func badBudgetsAreOneLineErrors(_ command: String, _ message: String) throws {
        let result = try run(command)
        defer { try? FileManager.default.removeItem(at: result.folder) }
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: result.folder.appendingPathComponent("plans").path))
    }

    @Test func lintWarnsOnAPriceThatCannotConvert() throws {
        var files = Self.files
        files["recipes/dressing.recipe"] = "recipe Dressing\n  category lunch\n  servings 2\n\ningredients\n  - 1 cup oil\n  - 2 tbsp flour\n"
        let folder = try Executable.temporaryDirectory(holding: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Executable.run(["lint", folder.appendingPathComponent("recipes/dressing.recipe").path])
        #expect(
            result.stdout.contains("dressing.recipe:6:5: warning: the cost of 'oil' is left out: '1 cup' does not convert to its price per 1 kg"),
            "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("[price-unconvertible]"), "\(result.stdout)")
        #expect(!result.stdout.contains("'flour'"), "2 tbsp of flour weighs through its cup portion")
    }
}

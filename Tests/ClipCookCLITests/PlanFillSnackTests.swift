import Foundation
import Testing

/// The single foods `plan fill` puts in snack slots (issue 35, item 9), as a
/// user runs it: only foods a cook eats as they are, in the portions one
/// eats (one fruit, a pot of yogurt, 30 g of cheese or nuts), called by the
/// cook's own short name, and written as lines `fmt` and `lint` accept.
@Suite struct PlanFillSnackTests {
    static let today = ["CLIPCOOK_TODAY": "2026-11-25"]

    /// A kitchen whose pantry holds what a cook keeps: things one snacks on
    /// and things one only cooks with (flour, oil, lemons, raw chicken, raw
    /// eggs); no snack recipe, so the snack slots take foods alone.
    static let kitchen: [String: String] = [
        "settings": "settings\n  units metric\n\ngoals\n  calories 2200  protein 140  carbs 230  fats 80\n",
        "pantry": """
        pantry
          - parmesan
          - plain flour
          - olive oil
          - lemons
          - chicken breast
          - eggs
          - Greek yogurt
          - apples
          - walnuts
          - cheddar
          - milk
          - bananas

        """,
        "recipes/oats.recipe": recipe("Oats", "breakfast", 420, 18, 62, 11),
        "recipes/eggs-on-toast.recipe": recipe("Eggs on Toast", "breakfast", 450, 24, 40, 20),
        "recipes/porridge.recipe": recipe("Porridge", "breakfast", 380, 14, 60, 9),
        "recipes/chicken-rice.recipe": recipe("Chicken Rice", "lunch", 640, 52, 70, 15),
        "recipes/lentil-stew.recipe": recipe("Lentil Stew", "lunch", 560, 30, 80, 12),
        "recipes/tuna-salad.recipe": recipe("Tuna Salad", "lunch", 520, 40, 30, 25),
        "recipes/salmon-bowl.recipe": recipe("Salmon Bowl", "dinner", 700, 45, 60, 28),
        "recipes/beef-stir-fry.recipe": recipe("Beef Stir Fry", "dinner", 680, 48, 55, 26),
        "recipes/bean-chili.recipe": recipe("Bean Chili", "dinner", 600, 32, 75, 16),
    ]

    static func recipe(_ title: String, _ category: String, _ kcal: Int, _ p: Int, _ c: Int, _ f: Int) -> String {
        "recipe \(title)\n  category \(category)\n  servings 1\n\n"
            + "nutrition per serving\n  calories \(kcal)  protein \(p)  carbs \(c)  fats \(f)\n"
    }

    /// The foods of a JSON report: (name, amount).
    static func foods(_ stdout: String) throws -> [(name: String, amount: String)] {
        let line = try #require(stdout.split(separator: "\n").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let days = try #require(object["days"] as? [[String: Any]])
        return days.flatMap { day in
            (day["meals"] as? [[String: Any]] ?? []).compactMap { meal in
                guard let name = meal["food"] as? String, let amount = meal["amount"] as? String else { return nil }
                return (name, amount)
            }
        }
    }

    /// Grams of an amount written in grams ("30 g"); nil otherwise.
    static func grams(_ amount: String) -> Double? {
        let parts = amount.split(separator: " ")
        guard parts.count == 2, parts[1] == "g" else { return nil }
        return Double(parts[0])
    }

    @Test func onlyFoodsEatenAsTheyAreInPortionsOneEats() throws {
        let folder = try Executable.temporaryDirectory(holding: Self.kitchen)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Executable.run(
            ["-C", folder.path, "--json", "-c", "plan fill next monday..next sunday slots all dry-run"], environment: Self.today)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let foods = try Self.foods(result.stdout)
        #expect(foods.count == 21, "every snack slot of the week takes a food: \(foods)")
        let cooked = ["plain flour", "olive oil", "lemons", "chicken breast", "eggs"]
        #expect(foods.allSatisfy { !cooked.contains($0.name) }, "\(foods)")
        // The cook's names, as the pantry writes them, not the table's.
        let allowed = ["parmesan", "Greek yogurt", "apples", "walnuts", "cheddar", "milk", "bananas"]
        #expect(foods.allSatisfy { allowed.contains($0.name) }, "\(foods)")
        for food in foods where ["parmesan", "cheddar", "walnuts"].contains(food.name) {
            let weight = try #require(Self.grams(food.amount), "\(food)")
            #expect(weight <= 60, "\(food.name) \(food.amount)")
        }
        for food in foods where food.name == "apples" || food.name == "bananas" {
            #expect(["1 medium", "2 medium", "1 large"].contains(food.amount), "one fruit, not grams: \(food)")
        }
        for food in foods where food.name == "Greek yogurt" {
            let weight = try #require(Self.grams(food.amount), "\(food)")
            #expect((150...250).contains(weight), "\(food)")
        }
        #expect(Set(foods.map(\.name)).count >= 4, "not the same snack every day: \(foods)")
    }

    @Test func filledFoodsAreWrittenAsLinesFmtAndLintAccept() throws {
        let folder = try Executable.temporaryDirectory(holding: Self.kitchen)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Executable.run(["-C", folder.path, "-c", "plan fill next monday..next sunday slots all"], environment: Self.today)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(!result.stdout.contains(", raw"), "the table's long names stay out of the report: \(result.stdout)")
        let plan = try String(contentsOf: folder.appendingPathComponent("plans/2026-W49.plan"), encoding: .utf8)
        let lines = plan.split(separator: "\n").filter { $0.contains(" food ") }
        #expect(lines.count == 21, "\(plan)")
        for line in lines {
            #expect(
                line.range(of: #"snack: food ("[^"]+"|[A-Za-z][A-Za-z ]*) \d+ (g|ml|medium|large)$"#, options: .regularExpression) != nil, "\(line)")
        }
        let check = try Executable.run(["fmt", "--check", "."], currentDirectory: folder)
        #expect(check.exitCode == 0, "\(check.stdout)\(check.stderr)")
        let lint = try Executable.run(["lint", "plans/2026-W49.plan"], currentDirectory: folder)
        #expect(lint.exitCode == 0, "\(lint.stdout)\(lint.stderr)")
    }

    /// The examples: the snack slots take the cook's foods (from the prices,
    /// the pantry and the recipes' lines) in small portions, never 150 g of
    /// parmesan, and each by a short name; the snacks the cook quick-added
    /// in their plans as they logged them.
    @Test func theExamplesSnackOnSmallPortionsUnderShortNames() throws {
        // The very run PlanFillWeekTests reads for this week, made once.
        let result = try SharedRuns.shared.run(
            ["-C", Executable.examplesDirectory.path, "--json", "-c", "plan fill next monday..next sunday slots all dry-run"],
            environment: Self.today)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let foods = try Self.foods(result.stdout)
        #expect(!foods.isEmpty)
        // A snack the cook quick-added keeps their name and values ("Boiled eggs, two", "150 kcal").
        let logged = foods.filter { $0.amount.range(of: #"^\d+ kcal$"#, options: .regularExpression) != nil }
        let quickAdded: Set<String> = [
            "Almonds, 30 g", "Apple", "Office birthday cake", "Banana", "Boiled eggs, two", "Cappuccino", "Cheese and crackers",
            "Dark chocolate, 2 squares", "Greek yogurt", "Orange", "Protein shake",
        ]
        #expect(!logged.isEmpty)
        #expect(logged.allSatisfy { quickAdded.contains($0.name) }, "\(logged)")
        for food in foods where !logged.contains(where: { $0.name == food.name && $0.amount == food.amount }) {
            #expect(!food.name.contains(","), "\(food.name)")
            #expect(food.name.split(separator: " ").count <= 3, "\(food.name)")
            if let weight = Self.grams(food.amount) { #expect(weight <= 250, "\(food)") }
            let words = food.name.lowercased()
            if ["parmesan", "cheddar", "feta", "walnut", "cheese"].contains(where: words.contains) {
                #expect((Self.grams(food.amount) ?? 999) <= 60, "\(food)")
            }
        }
    }
}

import Foundation
import Testing

/// `plan fill` of a whole week (issue 35, item 9), as a user runs it: every
/// slot filled, no recipe twice a day, none back sooner than `variety-days`
/// allows (with a budget too), recipes that must come back moved between
/// slots, and each day that misses the goals said with the goal and by how much.
@Suite struct PlanFillWeekTests {
    static let today = ["CLIPCOOK_TODAY": "2026-11-25"]
    static let week = "next monday..next sunday"

    /// One filled meal of the JSON report.
    struct Meal: Hashable {
        var day: Int
        var meal: String
        var recipe: String
    }

    struct Report {
        var meals: [Meal]
        var within: Int
        var dayCount: Int
        var repeats: [String]
        var misses: [[String]]
        var withinBudget: Bool?
    }

    static func fill(_ folder: URL, _ words: String, range: String = week) throws -> Report {
        let arguments = ["-C", folder.path, "--json", "-c", "plan fill \(range) \(words) dry-run"]
        // A dry run of the examples writes nothing: PlanFillSnackTests reads the same week.
        let result =
            folder == Executable.examplesDirectory
            ? try SharedRuns.shared.run(arguments, environment: today) : try Executable.run(arguments, environment: today)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let line = try #require(result.stdout.split(separator: "\n").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let days = try #require(object["days"] as? [[String: Any]])
        var meals: [Meal] = []
        for (index, day) in days.enumerated() {
            for meal in day["meals"] as? [[String: Any]] ?? [] {
                // A food (a snack) by its name, apart from the recipes.
                let recipe = meal["recipeId"] as? String ?? (meal["food"] as? String).map { "food " + $0 } ?? ""
                meals.append(Meal(day: index, meal: meal["meal"] as? String ?? "", recipe: recipe))
            }
        }
        return Report(
            meals: meals, within: object["daysWithinTolerance"] as? Int ?? -1, dayCount: days.count,
            repeats: object["repeats"] as? [String] ?? ["?"],
            misses: days.map { $0["misses"] as? [String] ?? [] }, withinBudget: object["withinBudget"] as? Bool)
    }

    /// The pairs of meals of one recipe fewer than `window` days apart (0: the same day).
    static func tooClose(_ meals: [Meal], window: Int) -> [String] {
        var found: [String] = []
        for (i, a) in meals.enumerated() {
            for b in meals[(i + 1)...] where a.recipe == b.recipe && abs(a.day - b.day) < window {
                found.append("\(a.recipe): day \(a.day) \(a.meal) and day \(b.day) \(b.meal)")
            }
        }
        return found
    }

    /// The examples: three breakfasts and six lunches and dinners can meet
    /// the goals on at most 5 of the 7 days while keeping each recipe three
    /// days apart (every such week was counted by an exhaustive search).
    /// The fill finds such a week, keeps
    /// the variety rule, and says for each other day which goal it misses by
    /// how much.
    @Test func theExamplesWeekKeepsVarietyAndSaysWhyADayMisses() throws {
        let report = try Self.fill(Executable.examplesDirectory, "")
        #expect(report.dayCount == 7)
        #expect(report.meals.count == 21, "every empty breakfast, lunch and dinner is filled")
        #expect(report.within == 5)
        #expect(Self.tooClose(report.meals, window: 3) == [])
        #expect(report.repeats == [])
        for misses in report.misses where !misses.isEmpty {
            #expect(
                misses.allSatisfy {
                    $0.range(
                        of: #"^(calories|protein|carbs|fats) \d+(\.\d)?% (over|under) \(\d+ (kcal|g) of \d+ (kcal|g)\): "#,
                        options: .regularExpression)
                        != nil
                }, "\(misses)")
        }
        #expect(report.misses.filter { !$0.isEmpty }.count == 2)
    }

    /// With a tight budget, the cheap recipes used to come back day after
    /// day (at 40 EUR the week, five repeats within three days); the variety
    /// rule comes first, and the budget is still kept.
    @Test func aBudgetDoesNotBringTheSameRecipesBackDayAfterDay() throws {
        let report = try Self.fill(Executable.examplesDirectory, "budget 40")
        let breakfasts = report.meals.filter { $0.meal == "Breakfast" }
        #expect(breakfasts.count == 7)
        #expect(Self.tooClose(report.meals, window: 3) == [], "\(report.meals.map(\.recipe))")
        #expect(report.repeats == [])
        #expect(report.withinBudget == true)
    }

    /// Every slot of the examples: three snack recipes alone (too much fat,
    /// too little protein) gave 0 of 7 days within; with the table's foods
    /// in their portions, 5 of 7 (the pancakes' days short of protein). With
    /// the snacks the cook quick-added in the W47 and W48 plans too (the
    /// protein shake, the Greek yogurt of 15 g protein) and the exact search
    /// over the main meals, 6 of 7 on every week tried, whatever day it
    /// starts on, and some of those snacks in the week, written as the cook
    /// logged them. No recipe or food twice a day, recipes three
    /// days apart, foods two, nothing in the same slot two days running,
    /// and more than a few snacks in the week.
    @Test(arguments: ["next monday..next sunday", "2026-12-03..2026-12-09", "2026-12-09..2026-12-15", "2027-01-04..2027-01-10"])
    func everySlotOfTheExamplesKeepsVarietyOnEveryWeek(range: String) throws {
        let report = try Self.fill(Executable.examplesDirectory, "slots all", range: range)
        #expect(report.meals.count == 42)
        #expect(report.within >= 6, "\(report.misses)")
        #expect(Self.tooClose(report.meals, window: 1) == [], "nothing twice in a day")
        let foods = report.meals.filter { $0.recipe.hasPrefix("food ") }
        #expect(!foods.isEmpty)
        #expect(foods.allSatisfy { $0.meal.hasSuffix("Snack") })
        #expect(foods.contains { $0.recipe == "food Protein shake" }, "a quick-added snack: \(foods.map(\.recipe))")
        #expect(Self.tooClose(foods, window: 2) == [])
        #expect(Self.tooClose(report.meals.filter { !$0.recipe.hasPrefix("food ") }, window: 3) == [])
        #expect(report.repeats == [])
        let snacks = report.meals.filter { $0.meal.hasSuffix("Snack") }
        for snack in snacks {
            #expect(
                !snacks.contains { $0.day == snack.day + 1 && $0.meal == snack.meal && $0.recipe == snack.recipe },
                "\(snack.recipe) in \(snack.meal) on days \(snack.day) and \(snack.day + 1)")
        }
        #expect(Set(snacks.map(\.recipe)).count >= 6, "not the same few snacks all week: \(snacks.map(\.recipe))")
        #expect(report.misses.filter { !$0.isEmpty }.count == 7 - report.within, "each day that misses says why")
    }

    /// A filled snack that is a food is written as the plan line `plan add
    /// … food` writes, and read back with the table's values.
    @Test func aFilledFoodIsWrittenAsAFoodLine() throws {
        let parent = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("kitchen")
        try FileManager.default.copyItem(at: Executable.examplesDirectory, to: folder)
        let result = try Executable.run(["-C", folder.path, "-c", "plan fill next monday slots all"], environment: Self.today)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let plan = try String(contentsOf: folder.appendingPathComponent("plans/2026-W49.plan"), encoding: .utf8)
        let lines = plan.split(separator: "\n").filter { $0.contains("snack:") }
        #expect(lines.count == 3)
        // A food of the table by its amount, a snack the cook quick-added as they logged it.
        let food = #"snack: food .+ \d+ (g|ml|medium|large|slice|slices)$"#
        let quick = #"snack: quick .+ calories \d+  protein \d+  carbs \d+  fats \d+$"#
        #expect(
            lines.contains { $0.range(of: food, options: .regularExpression) != nil || $0.range(of: quick, options: .regularExpression) != nil },
            "\(lines)")
        let check = try Executable.run(["fmt", "--check", "."], currentDirectory: folder)
        #expect(check.exitCode == 0, "\(check.stdout)\(check.stderr)")
    }

    /// A generated collection of 120 recipes (seeded, the same every run):
    /// all six slots of a week are filled, every day within ±5 % calories
    /// and ±10 % each macro, no recipe twice a day or within three days.
    @Test func aGeneratedCollectionFillsEverySlotOfTheWeekWithinTheGoals() throws {
        var files = ["settings": "settings\n  units metric\n  goals\n    calories 2200\n    protein 140\n    carbs 230\n    fats 80\n"]
        var state: UInt64 = 2026
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(UInt64(1) << 53)
        }
        let categories = [("breakfast", 250.0...650.0), ("lunch", 350...850), ("dinner", 400...950), ("snack", 80...320)]
        for index in 0..<120 {
            let (category, range) = categories[index % categories.count]
            let kcal = range.lowerBound + next() * (range.upperBound - range.lowerBound)
            let protein = 0.12 + next() * 0.28, fat = 0.18 + next() * 0.24
            let carbs = max(1 - protein - fat, 0.05)
            func whole(_ value: Double) -> Int { Int(value.rounded()) }
            files["recipes/recipe-\(index).recipe"] =
                "recipe Recipe \(index)\n  category \(category)\n  servings 1\n\n"
                + "nutrition per serving\n  calories \(whole(kcal))  protein \(whole(kcal * protein / 4))  "
                + "carbs \(whole(kcal * carbs / 4))  fats \(whole(kcal * fat / 9))\n"
        }
        let folder = try Executable.temporaryDirectory(holding: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try Self.fill(folder, "slots all")
        #expect(report.meals.count == 42)
        #expect(report.within == 7, "\(report.misses)")
        #expect(Self.tooClose(report.meals, window: 3) == [])
        #expect(report.repeats == [])
    }
}

import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// `plan fill`'s model: a week whose best fill is known by hand, a generated
/// collection of 1,000 recipes where every day must land within the
/// tolerances, variety, determinism, and the greedy baseline beside it.
@Suite struct PlanFillTests {
    static func recipe(_ id: String, _ category: RecipeCategory, _ kcal: Int, _ p: Int, _ c: Int, _ f: Int, favourite: Bool = false) -> Recipe {
        var recipe = Recipe(id: id, title: id.capitalized, category: category)
        recipe.nutrition = Nutrition(calories: kcal, protein: p, carbs: c, fats: f)
        recipe.isFavourite = favourite
        return recipe
    }

    static let monday = Day(year: 2026, month: 11, day: 30)

    static func days(_ count: Int) -> [Day] {
        (0..<count).compactMap { monday?.adding(days: $0) }
    }

    /// One day; of the eight combinations of two recipes a slot (at any
    /// servings), only oats + wrap + salmon at one serving each meets the
    /// goals exactly: 500+700+800 kcal, 30+50+70 protein, 60+70+70 carbs,
    /// 15+25+27 fats = 2000 / 150 / 200 / 67.
    @Test func aDayWhoseBestFillIsKnownByHand() throws {
        let recipes = [
            Self.recipe("oats", .breakfast, 500, 30, 60, 15), Self.recipe("toast", .breakfast, 310, 8, 52, 8),
            Self.recipe("wrap", .lunch, 700, 50, 70, 25), Self.recipe("pie", .lunch, 930, 22, 118, 41),
            Self.recipe("salmon", .dinner, 800, 70, 70, 27), Self.recipe("stew", .dinner, 610, 28, 82, 19),
        ]
        let builder = PlanFillBuilder(
            days: Self.days(1), slots: [.breakfast, .lunch, .dinner],
            goals: NutritionGoals(calories: 2000, protein: 150, carbs: 200, fats: 67))
        let problem = builder.problem(recipes: recipes, plan: [])
        #expect(problem.openings.count == 3)
        let fill = try #require(MealPlanSolver.solve(problem))
        let chosen = fill.choices.map { "\(problem.candidates[$0.candidate].id) x\($0.servings)" }
        #expect(chosen == ["oats x1.0", "wrap x1.0", "salmon x1.0"])
        let total = try #require(problem.totals(of: fill).first)
        #expect(total == MacroTotals(calories: 2000, protein: 150, carbs: 200, fats: 67))
    }

    /// What is already planned counts: with dinner planned, only breakfast
    /// and lunch are filled, and they make up the rest of the day.
    @Test func plannedMealsStayAndCount() throws {
        let recipes = [
            Self.recipe("oats", .breakfast, 500, 30, 60, 15), Self.recipe("eggs", .breakfast, 250, 15, 20, 12),
            Self.recipe("wrap", .lunch, 700, 50, 70, 25), Self.recipe("salad", .lunch, 350, 25, 35, 12),
            Self.recipe("salmon", .dinner, 800, 70, 70, 27),
        ]
        var dinner = MealSlot(id: "", day: try #require(Self.monday), meal: .dinner)
        dinner.recipeId = "salmon"
        let builder = PlanFillBuilder(
            days: Self.days(1), slots: [.breakfast, .lunch, .dinner],
            goals: NutritionGoals(calories: 2000, protein: 150, carbs: 200, fats: 67))
        let problem = builder.problem(recipes: recipes, plan: [dinner])
        #expect(problem.openings.map(\.meal) == [.breakfast, .lunch])
        let fill = try #require(MealPlanSolver.solve(problem))
        #expect(fill.choices.map { problem.candidates[$0.candidate].id } == ["oats", "wrap"])
        #expect(problem.isWithinTolerance(try #require(problem.totals(of: fill).first)))
    }

    /// A generated collection of 1,000 recipes (a seeded generator, so the
    /// same every run): a week of breakfast, lunch, dinner and an afternoon
    /// snack lands every day within ±5 % calories and ±10 % each macro, no
    /// recipe comes back within three days, and the greedy fill is reported
    /// beside it.
    @Test func aGeneratedWeekMeetsEveryTolerance() throws {
        let recipes = GeneratedRecipes.make(count: 1_000, seed: 2026)
        var builder = PlanFillBuilder(
            days: Self.days(7), slots: [.breakfast, .lunch, .afternoonSnack, .dinner],
            goals: NutritionGoals(calories: 2200, protein: 140, carbs: 230, fats: 80))
        builder.varietyDays = 3
        let problem = builder.problem(recipes: recipes, plan: [])
        #expect(problem.openings.count == 28)
        let fill = try #require(MealPlanSolver.solve(problem))
        let within = problem.totals(of: fill).filter(problem.isWithinTolerance).count
        #expect(within == 7)
        #expect(problem.repeats(in: fill).isEmpty)
        let greedy = try #require(GreedyFill.solve(problem))
        let greedyWithin = problem.totals(of: greedy).filter(problem.isWithinTolerance).count
        print("plan fill, 1,000 generated recipes: MILP \(within)/7 days within tolerance, greedy \(greedyWithin)/7")
        #expect(within >= greedyWithin)
        // The same collection gives the same week.
        #expect(MealPlanSolver.solve(problem) == fill)
    }

    /// A small collection and five meals a day, where the choice is tight:
    /// the model never does worse than the greedy fill, day by day counted.
    @Test func theModelDoesAtLeastAsWellAsGreedyWhenChoiceIsTight() throws {
        for (count, seed) in [(60, UInt64(7)), (120, UInt64(11)), (200, UInt64(13))] {
            let recipes = GeneratedRecipes.make(count: count, seed: seed)
            let builder = PlanFillBuilder(
                days: Self.days(7), slots: [.breakfast, .morningSnack, .lunch, .afternoonSnack, .dinner],
                goals: NutritionGoals(calories: 2200, protein: 140, carbs: 230, fats: 80))
            let problem = builder.problem(recipes: recipes, plan: [])
            let fill = try #require(MealPlanSolver.solve(problem))
            let greedy = try #require(GreedyFill.solve(problem))
            let within = problem.totals(of: fill).filter(problem.isWithinTolerance).count
            let greedyWithin = problem.totals(of: greedy).filter(problem.isWithinTolerance).count
            func meanGap(_ f: PlanFillProblem.Fill) -> Double {
                let gaps = problem.totals(of: f).flatMap { problem.deviations($0).map(abs) }
                return gaps.reduce(0, +) / Double(max(gaps.count, 1)) * 100
            }
            print(
                "plan fill, \(count) generated recipes, 5 meals a day: MILP \(within)/7 days within (mean gap \(String(format: "%.1f", meanGap(fill)))%), greedy \(greedyWithin)/7 (mean gap \(String(format: "%.1f", meanGap(greedy)))%)"
            )
            #expect(within >= greedyWithin)
            #expect(meanGap(fill) <= meanGap(greedy))
        }
    }

    /// Too few recipes to keep them three days apart: the fill still comes
    /// back and reports each repeat instead of failing.
    @Test func tooFewRecipesForVarietyAreReportedNotFatal() throws {
        let recipes = [
            Self.recipe("oats", .breakfast, 500, 30, 60, 15),
            Self.recipe("wrap", .lunch, 700, 50, 70, 25),
            Self.recipe("salmon", .dinner, 800, 70, 70, 27),
        ]
        let builder = PlanFillBuilder(
            days: Self.days(2), slots: [.breakfast, .lunch, .dinner],
            goals: NutritionGoals(calories: 2000, protein: 150, carbs: 200, fats: 67))
        let problem = builder.problem(recipes: recipes, plan: [])
        let fill = try #require(MealPlanSolver.solve(problem))
        #expect(problem.repeats(in: fill).map(\.id).sorted() == ["oats", "salmon", "wrap"])
    }

    @Test func archivedAndUnmeasuredRecipesAreNeverChosen() {
        var archived = Self.recipe("oats", .breakfast, 500, 30, 60, 15)
        archived.isArchived = true
        var unmeasured = Self.recipe("toast", .breakfast, 0, 0, 0, 0)
        unmeasured.nutrition = nil
        let builder = PlanFillBuilder(
            days: Self.days(1), slots: [.breakfast],
            goals: NutritionGoals(calories: 2000, protein: 150, carbs: 200, fats: 67))
        let problem = builder.problem(recipes: [archived, unmeasured, Self.recipe("eggs", .breakfast, 300, 20, 10, 20)], plan: [])
        #expect(problem.candidates.map(\.id) == ["eggs"])
    }
}

/// Recipes with plausible values for their category, from a seeded
/// generator (the same list for the same seed).
enum GeneratedRecipes {
    static func make(count: Int, seed: UInt64) -> [Recipe] {
        var state = seed
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        let categories: [(RecipeCategory, ClosedRange<Double>)] = [
            (.breakfast, 250...650), (.lunch, 350...850), (.dinner, 400...950), (.snack, 80...320),
        ]
        return (0..<count).map { index in
            let (category, range) = categories[index % categories.count]
            let kcal = range.lowerBound + next() * (range.upperBound - range.lowerBound)
            let proteinShare = 0.12 + next() * 0.28
            let fatShare = 0.18 + next() * 0.24
            let carbShare = max(1 - proteinShare - fatShare, 0.05)
            var recipe = Recipe(id: "recipe-\(index)", title: "Recipe \(index)", category: category)
            recipe.nutrition = Nutrition(
                calories: Int(kcal.rounded()), protein: Int((kcal * proteinShare / 4).rounded()),
                carbs: Int((kcal * carbShare / 4).rounded()), fats: Int((kcal * fatShare / 9).rounded()))
            recipe.isFavourite = index % 17 == 0
            return recipe
        }
    }
}

extension PlanFillTests {
    /// Two breakfasts that meet the goals equally well: the better-rated one
    /// is chosen, and a favourite counts more than a rating.
    @Test func betterRatedAndFavouriteRecipesWinAmongEqualFits() throws {
        var plain = Self.recipe("eggs-a", .breakfast, 500, 30, 60, 15)
        var rated = Self.recipe("eggs-b", .breakfast, 500, 30, 60, 15)
        rated.rating = RecipeRating(halves: 9)
        let lunch = Self.recipe("wrap", .lunch, 700, 50, 70, 25)
        let dinner = Self.recipe("salmon", .dinner, 800, 70, 70, 27)
        let goals = NutritionGoals(calories: 2000, protein: 150, carbs: 200, fats: 67)
        let builder = PlanFillBuilder(days: Self.days(1), slots: [.breakfast, .lunch, .dinner], goals: goals)
        let problem = builder.problem(recipes: [plain, rated, lunch, dinner], plan: [])
        let fill = try #require(MealPlanSolver.solve(problem))
        #expect(problem.candidates[fill.choices[0].candidate].id == "eggs-b")
        plain.isFavourite = true
        let again = builder.problem(recipes: [plain, rated, lunch, dinner], plan: [])
        let refill = try #require(MealPlanSolver.solve(again))
        #expect(again.candidates[refill.choices[0].candidate].id == "eggs-a")
    }

    /// Two breakfasts that meet the goals equally well, neither rated nor a
    /// favourite: by id the first would be chosen; the one using eggs that
    /// expire in two days is chosen instead.
    @Test func recipesUsingFoodExpiringSoonWinAmongEqualFits() throws {
        let plain = Self.recipe("eggs-a", .breakfast, 500, 30, 60, 15)
        var eggy = Self.recipe("eggs-b", .breakfast, 500, 30, 60, 15)
        eggy.ingredients = [Ingredient(id: "i1", name: "eggs", amount: "2")]
        let lunch = Self.recipe("wrap", .lunch, 700, 50, 70, 25)
        let dinner = Self.recipe("salmon", .dinner, 800, 70, 70, 27)
        let goals = NutritionGoals(calories: 2000, protein: 150, carbs: 200, fats: 67)
        var builder = PlanFillBuilder(days: Self.days(1), slots: [.breakfast, .lunch, .dinner], goals: goals)
        let before = builder.problem(recipes: [plain, eggy, lunch, dinner], plan: [])
        let first = try #require(MealPlanSolver.solve(before))
        #expect(before.candidates[first.choices[0].candidate].id == "eggs-a")
        builder.expiringSoon = [ShoppingName.key("egg")]
        let problem = builder.problem(recipes: [plain, eggy, lunch, dinner], plan: [])
        let fill = try #require(MealPlanSolver.solve(problem))
        #expect(problem.candidates[fill.choices[0].candidate].id == "eggs-b")
        #expect(problem.candidates.first { $0.id == "eggs-b" }?.preference == 0.8 * 0.25 + 0.2)
    }

    @Test func recipesNotCookedRecentlyWinAmongEqualFits() throws {
        let recipes = [
            Self.recipe("oats-a", .breakfast, 500, 30, 60, 15), Self.recipe("oats-b", .breakfast, 500, 30, 60, 15),
            Self.recipe("wrap", .lunch, 700, 50, 70, 25), Self.recipe("salmon", .dinner, 800, 70, 70, 27),
        ]
        let goals = NutritionGoals(calories: 2000, protein: 150, carbs: 200, fats: 67)
        var builder = PlanFillBuilder(days: Self.days(1), slots: [.breakfast, .lunch, .dinner], goals: goals)
        let chosen = { (builder: PlanFillBuilder) throws -> String in
            let problem = builder.problem(recipes: recipes, plan: [])
            let fill = try #require(MealPlanSolver.solve(problem))
            return problem.candidates[fill.choices[0].candidate].id
        }
        // Alike and never cooked: the first by id.
        #expect(try chosen(builder) == "oats-a")
        let first = try #require(builder.days.first)
        // Cooked two days before the range: the other one.
        builder.lastCooked = ["oats-a": try #require(first.adding(days: -2))]
        #expect(try chosen(builder) == "oats-b")
        // Both cooked: the one cooked longer ago.
        let dayBefore = try #require(first.adding(days: -1))
        builder.lastCooked["oats-b"] = dayBefore
        #expect(try chosen(builder) == "oats-a")
        // Both past the four weeks that count as recent: alike again.
        builder.lastCooked = ["oats-a": try #require(first.adding(days: -40)), "oats-b": try #require(first.adding(days: -28))]
        #expect(try chosen(builder) == "oats-a")
        let problem = builder.problem(recipes: recipes, plan: [])
        #expect(problem.candidates.filter { $0.id.hasPrefix("oats") }.map(\.preference) == [0.2, 0.2])
    }
}

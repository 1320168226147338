import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// `plan fill … budget N`: a row of each day's model. A fill that costs more
/// than N without the budget stays within N with it, meals planned before
/// count against it, the same problem gives the same fill, and the settings'
/// slot categories and variety window reach the model.
@Suite struct PlanFillBudgetTests {
    /// A food that costs 1 a piece and adds nothing: `N coin` in a recipe costs N.
    static let coin = Food(
        id: "", name: "Coin", group: "", per100g: .zero, portions: [], file: "foods/own.foods",
        price: Price(amount: Money(tenThousandths: 10_000)))

    static func recipe(_ id: String, _ category: RecipeCategory, cost: Double, _ kcal: Int, _ p: Int, _ c: Int, _ f: Int) -> Recipe {
        var recipe = PlanFillTests.recipe(id, category, kcal, p, c, f)
        recipe.ingredients = [Ingredient(id: "i1", name: "coin", amount: FoodTable.number(cost))]
        return recipe
    }

    /// The day of PlanFillTests whose best fill is oats + wrap + salmon
    /// (the goals exactly), which costs 3 + 5 + 8 = 16.
    static let recipes = [
        recipe("oats", .breakfast, cost: 3, 500, 30, 60, 15), recipe("toast", .breakfast, cost: 0.5, 310, 8, 52, 8),
        recipe("wrap", .lunch, cost: 5, 700, 50, 70, 25), recipe("pie", .lunch, cost: 1, 930, 22, 118, 41),
        recipe("salmon", .dinner, cost: 8, 800, 70, 70, 27), recipe("stew", .dinner, cost: 2, 610, 28, 82, 19),
    ]

    static func costs(_ recipes: [Recipe]) -> PlanCost {
        PlanCost(table: FoodTable.collection([coin]), recipes: Dictionary(uniqueKeysWithValues: recipes.map { ($0.id, $0) }))
    }

    static func builder(days: Int, budget: Money?) -> PlanFillBuilder {
        var builder = PlanFillBuilder(
            days: PlanFillTests.days(days), slots: [.breakfast, .lunch, .dinner],
            goals: NutritionGoals(calories: 2000, protein: 150, carbs: 200, fats: 67))
        builder.budget = budget
        return builder
    }

    @Test func theBudgetBinds() throws {
        let free = Self.builder(days: 1, budget: nil).problem(recipes: Self.recipes, plan: [], costs: Self.costs(Self.recipes))
        let unbounded = try #require(MealPlanSolver.solve(free))
        #expect(unbounded.choices.map { free.candidates[$0.candidate].id } == ["oats", "wrap", "salmon"])
        #expect(free.cost(of: unbounded) == Money(tenThousandths: 160_000))

        let ten = Money(tenThousandths: 100_000)
        let bounded = Self.builder(days: 1, budget: ten).problem(recipes: Self.recipes, plan: [], costs: Self.costs(Self.recipes))
        let fill = try #require(MealPlanSolver.solve(bounded))
        #expect(bounded.cost(of: fill) <= ten)
        #expect(bounded.cost(of: fill) > Money(tenThousandths: 35_000), "not simply the cheapest: the goals still count")
        // The same problem, the same fill.
        #expect(MealPlanSolver.solve(bounded) == fill)
    }

    /// Salmon (8) is planned for dinner; a budget of 10 leaves 2 for
    /// breakfast and lunch: toast (0.50) and pie (1) are the only pair.
    @Test func plannedMealsCountAgainstTheBudget() throws {
        var dinner = MealSlot(id: "", day: try #require(PlanFillTests.monday), meal: .dinner)
        dinner.recipeId = "salmon"
        let problem = Self.builder(days: 1, budget: Money(tenThousandths: 100_000))
            .problem(recipes: Self.recipes, plan: [dinner], costs: Self.costs(Self.recipes))
        #expect(problem.fixedCost == Money(tenThousandths: 80_000))
        let fill = try #require(MealPlanSolver.solve(problem))
        #expect(fill.choices.map { problem.candidates[$0.candidate].id } == ["toast", "pie"])
        #expect(fill.choices.allSatisfy { $0.servings == 1 })
        #expect(problem.cost(of: fill) == Money(tenThousandths: 95_000))
    }

    /// A generated week of 200 recipes costing 1 to 6 a serving: the fill
    /// without a budget costs more than 80 % of itself; with that as the
    /// budget the week stays within it, twice the same.
    @Test func aGeneratedWeekStaysWithinItsBudget() throws {
        var recipes = GeneratedRecipes.make(count: 200, seed: 7)
        for index in recipes.indices {
            recipes[index].ingredients = [Ingredient(id: "i1", name: "coin", amount: String(1 + index * 7 % 6))]
        }
        let costs = Self.costs(recipes)
        let goals = NutritionGoals(calories: 2200, protein: 140, carbs: 230, fats: 80)
        var builder = PlanFillBuilder(days: PlanFillTests.days(7), slots: [.breakfast, .lunch, .dinner], goals: goals)
        let free = builder.problem(recipes: recipes, plan: [], costs: costs)
        let unbounded = try #require(MealPlanSolver.solve(free))
        let full = free.cost(of: unbounded)
        let budget = full.scaled(by: 0.8)
        builder.budget = budget
        let problem = builder.problem(recipes: recipes, plan: [], costs: costs)
        let fill = try #require(MealPlanSolver.solve(problem))
        #expect(full > budget)
        #expect(problem.cost(of: fill) <= budget, "\(problem.cost(of: fill)) over \(budget)")
        #expect(MealPlanSolver.solve(problem) == fill)
        let within = problem.totals(of: fill).filter(problem.isWithinTolerance).count
        print(
            "plan fill, 200 generated recipes: \(full) without a budget, \(problem.cost(of: fill)) within \(budget); \(within)/7 days within tolerance"
        )
    }

    /// The settings' slots and variety window: snacks may be breakfasts, and
    /// a window of one day lets a recipe come back the next day.
    @Test func slotCategoriesAndVarietyReachTheModel() throws {
        let recipes = [Self.recipe("porridge", .breakfast, cost: 1, 300, 10, 50, 6)]
        var builder = PlanFillBuilder(
            days: PlanFillTests.days(2), slots: [.morningSnack],
            goals: NutritionGoals(calories: 2000, protein: 150, carbs: 200, fats: 67))
        #expect(builder.problem(recipes: recipes, plan: []).openings.allSatisfy { $0.candidates.isEmpty })
        builder.slotCategories = [.morningSnack: [.snack, .breakfast]]
        builder.varietyDays = 1
        let problem = builder.problem(recipes: recipes, plan: [])
        #expect(problem.preferredCategory[.morningSnack] == .snack)
        let fill = try #require(MealPlanSolver.solve(problem))
        #expect(fill.choices.map { problem.candidates[$0.candidate].id } == ["porridge", "porridge"])
        #expect(problem.repeats(in: fill).isEmpty)
        builder.varietyDays = 3
        #expect(builder.problem(recipes: recipes, plan: []).repeats(in: fill).count == 1)
    }

    /// Three snacks for three snack slots must come back every day; that
    /// used to let the whole day repeat, so a budget brought the cheapest
    /// breakfast back on two days running (toast, at a budget of 50). The breakfasts, three of them,
    /// keep three days apart whatever the snacks do.
    @Test func repeatingSnacksDoNotLetABudgetRepeatTheBreakfast() throws {
        let recipes =
            Self.recipes + [
                Self.recipe("eggs", .breakfast, cost: 4, 480, 32, 40, 20),
                Self.recipe("nuts", .snack, cost: 1, 200, 6, 8, 16), Self.recipe("fruit", .snack, cost: 0.5, 100, 1, 25, 0),
                Self.recipe("yoghurt", .snack, cost: 1, 150, 15, 8, 6),
            ]
        var builder = Self.builder(days: 7, budget: Money(tenThousandths: 500_000))
        builder.slots = [.breakfast, .morningSnack, .lunch, .afternoonSnack, .dinner, .eveningSnack]
        let problem = builder.problem(recipes: recipes, plan: [], costs: Self.costs(recipes))
        let fill = try #require(MealPlanSolver.solve(problem))
        let breakfasts = zip(problem.openings, fill.choices).filter { $0.0.meal == .breakfast }
            .map { (day: $0.0.day, id: problem.candidates[$0.1.candidate].id) }
        #expect(breakfasts.count == 7)
        for (a, b) in zip(breakfasts, breakfasts.dropFirst(1)) { #expect(a.id != b.id, "\(breakfasts.map(\.id))") }
        for (a, b) in zip(breakfasts, breakfasts.dropFirst(2)) { #expect(a.id != b.id, "\(breakfasts.map(\.id))") }
        #expect(!problem.repeats(in: fill).isEmpty, "the snacks (and the two lunches and dinners) repeat")
        #expect(problem.repeats(in: fill).allSatisfy { !["oats", "toast", "eggs"].contains($0.id) })
    }
}

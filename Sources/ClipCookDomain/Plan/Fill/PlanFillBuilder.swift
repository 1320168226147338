import ClipCookCore
import ClipCookLanguage

/// Turns a collection's recipes and plan into the `PlanFillProblem` of a
/// range of days: the empty meals of the chosen slots become openings, and
/// each slot's candidates are the recipes that suit it.
///
/// A recipe suits a slot by its category: breakfast recipes at breakfast,
/// lunch and dinner recipes at lunch and dinner, snacks at the three snack
/// slots. Archived recipes and recipes that state no nutrition are never
/// candidates. So that a collection of any size gives a model the solver
/// finishes quickly, each slot keeps the `candidatesPerSlot` recipes whose
/// values (at the best of the servings) come closest to the slot's share of
/// the day's goals, favourites and well-rated recipes counted a little
/// closer; ties go by id, so
/// the same collection always gives the same candidates.
///
/// The settings may give a slot other categories (`slots` section,
/// `slotCategories`). With a budget and the costs of the recipes, each slot
/// also takes the `candidatesPerSlot / 2` cheapest suitable recipes not
/// already among its candidates, so that a tight budget has cheap recipes to
/// choose from.
public struct PlanFillBuilder: Sendable {
    public var days: [Day]
    public var slots: [MealType]
    public var goals: NutritionGoals
    public var varietyDays = 3
    public var candidatesPerSlot = 16
    /// The categories the settings give slots, over `categories(for:)`.
    public var slotCategories: [MealType: [RecipeCategory]] = [:]
    public var budget: Money?
    /// The names (`ShoppingName.key`) of pantry food that expires within a
    /// few days: a recipe using one is preferred (see `preference`).
    public var expiringSoon: Set<String> = []
    /// The day each recipe was last cooked (the cooking log): a recipe not
    /// cooked for a while is preferred (see `preference`).
    public var lastCooked: [String: Day] = [:]
    /// Single foods that may fill the snack slots (see `Candidate.food`),
    /// besides the snack recipes: each snack slot takes those closest to its
    /// share of the goals, as it takes recipes.
    public var snackFoods: [PlanFillProblem.Candidate] = []

    public init(days: [Day], slots: [MealType], goals: NutritionGoals) {
        self.days = days
        self.slots = slots
        self.goals = goals
    }

    /// The categories whose recipes may fill `meal`.
    public static func categories(for meal: MealType) -> [RecipeCategory] {
        switch meal {
        case .breakfast: return [.breakfast]
        case .lunch: return [.lunch, .dinner]
        case .dinner: return [.dinner, .lunch]
        default: return [.snack]
        }
    }

    /// The categories whose recipes may fill `meal` with these settings, the first preferred.
    public func categories(for meal: MealType) -> [RecipeCategory] {
        slotCategories[meal].flatMap { $0.isEmpty ? nil : $0 } ?? Self.categories(for: meal)
    }

    /// The problem of the range; `costs` gives each candidate its cost and
    /// the problem the cost of the meals already planned.
    public func problem(recipes: [Recipe], plan: [MealSlot], costs: PlanCost? = nil) -> PlanFillProblem {
        let recipesById = Dictionary(recipes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let goalTotals = MacroTotals(
            calories: Double(goals.calories), protein: Double(goals.protein),
            carbs: Double(goals.carbs), fats: Double(goals.fats))
        var fixed: [MacroTotals] = []
        var fixedRecipes: [Set<String>] = []
        var openMeals: [(day: Int, meal: MealType)] = []
        var fixedCost = Money.zero
        for (index, day) in days.enumerated() {
            let planned = DayPlan(day: day, slots: plan, recipes: recipesById)
            if let costs { fixedCost = fixedCost + costs.cost(of: planned).cost }
            fixed.append(planned.total)
            fixedRecipes.append(Set(planned.items.compactMap(\.slot.recipeId)))
            for meal in slots where planned.items(in: meal).isEmpty {
                openMeals.append((index, meal))
            }
        }
        // The share of the day's open goals each open meal should carry, on average.
        let openShare = Self.shares(openMeals.map(\.meal))
        let averageOpen = days.indices.reduce(MacroTotals.zero) { sum, d in
            sum + (goalTotals - fixed[d]) * (1 / Double(max(days.count, 1)))
        }
        var candidates: [PlanFillProblem.Candidate] = []
        var candidateIndex: [String: Int] = [:]
        var candidatesOfMeal: [MealType: [Int]] = [:]
        let usable = recipes.filter { !$0.isArchived && $0.nutrition != nil }
        // Which recipes use food expiring soon, worked out once per recipe.
        let expiring =
            expiringSoon.isEmpty
            ? []
            : Set(
                usable.filter { recipe in
                    recipe.ingredients.contains { expiringSoon.contains(ShoppingName.key($0.name)) }
                }.map(\.id))
        for meal in Set(openMeals.map(\.meal)).sorted() {
            let categories = self.categories(for: meal)
            let target = averageOpen * (openShare[meal] ?? 0)
            let suitable = usable.filter { categories.contains($0.category) }
                .map { recipe in (recipe: recipe, distance: distance(recipe, from: target, scale: goalTotals, liking: liking(recipe, expiring))) }
            var ranked = suitable.sorted { ($0.distance, $0.recipe.id) < ($1.distance, $1.recipe.id) }
                .prefix(candidatesPerSlot).map(\.recipe)
            if budget != nil, let costs {
                let taken = Set(ranked.map(\.id))
                ranked += suitable.filter { !taken.contains($0.recipe.id) }
                    .map { (recipe: $0.recipe, cost: costs.serving(of: $0.recipe.id).cost, distance: $0.distance) }
                    .sorted { ($0.cost, $0.distance, $0.recipe.id) < ($1.cost, $1.distance, $1.recipe.id) }
                    .prefix(candidatesPerSlot / 2).map(\.recipe)
            }
            var indices = ranked.map { recipe in
                if let index = candidateIndex[recipe.id] { return index }
                let nutrition = recipe.nutrition.map(MacroTotals.init) ?? .zero
                var candidate = PlanFillProblem.Candidate(
                    id: recipe.id, title: recipe.title, perServing: nutrition,
                    preference: liking(recipe, expiring))
                if let costs {
                    let serving = costs.serving(of: recipe.id)
                    (candidate.cost, candidate.isPriced) = (serving.cost, serving.isComplete)
                }
                candidates.append(candidate)
                candidateIndex[recipe.id] = candidates.count - 1
                return candidates.count - 1
            }
            if categories.contains(.snack) {
                let foods = snackFoods.map { food in
                    (
                        food: food,
                        distance: distance(
                            food.perServing, from: target, scale: goalTotals, liking: food.preference,
                            servings: food.servingChoices([1, 1.5, 2]))
                    )
                }
                // What the cook quick-added in their plans is what they eat: all of it (up to
                // `candidatesPerSlot`), then the other foods closest to the slot's share.
                let ranked = foods.sorted { ($0.distance, $0.food.id) < ($1.distance, $1.food.id) }
                let logged = ranked.filter { $0.food.quickAdd != nil }.prefix(candidatesPerSlot)
                for found in logged + ranked.filter({ $0.food.quickAdd == nil }).prefix(candidatesPerSlot) {
                    if let index = candidateIndex[found.food.id] {
                        indices.append(index)
                        continue
                    }
                    candidates.append(found.food)
                    candidateIndex[found.food.id] = candidates.count - 1
                    indices.append(candidates.count - 1)
                }
            }
            candidatesOfMeal[meal] = indices
        }
        let openings = openMeals.map { PlanFillProblem.Opening(day: $0.day, meal: $0.meal, candidates: candidatesOfMeal[$0.meal] ?? []) }
        var problem = PlanFillProblem(
            dayCount: days.count, fixed: fixed, fixedRecipes: fixedRecipes, openings: openings,
            candidates: candidates, goals: goalTotals)
        problem.varietyDays = varietyDays
        problem.budget = budget
        problem.fixedCost = fixedCost
        for meal in slots { problem.preferredCategory[meal] = categories(for: meal).first }
        for recipe in usable where candidateIndex[recipe.id] != nil { problem.candidateCategories[recipe.id] = recipe.category }
        return problem
    }

    /// How far `recipe`, at the best of the servings, is from `target`
    /// (sum of the four relative gaps, calories counted twice), less a
    /// little for a recipe the cook prefers.
    package func distance(_ recipe: Recipe, from target: MacroTotals, scale: MacroTotals, liking: Double = 0) -> Double {
        guard let nutrition = recipe.nutrition else { return .infinity }
        return distance(MacroTotals(nutrition), from: target, scale: scale, liking: liking)
    }

    /// How far `values` (one serving), at the best of the servings, is from `target`.
    package func distance(
        _ values: MacroTotals, from target: MacroTotals, scale: MacroTotals, liking: Double = 0, servings: [Double] = [1, 1.5, 2]
    ) -> Double {
        let best =
            servings.map { m -> Double in
                let got = (values * m).values
                return zip(zip(got, target.values), scale.values).enumerated().reduce(0) { sum, item in
                    let ((value, want), unit) = item.element
                    return unit > 0 ? sum + (item.offset == 0 ? 2 : 1) * abs(value - want) / unit : sum
                }
            }.min() ?? .infinity
        return best - 0.05 * liking
    }

    /// `preference` of `recipe` for this range: whether it uses food
    /// expiring soon, and how long before the first day it was last cooked.
    package func liking(_ recipe: Recipe, _ expiring: Set<String>) -> Double {
        let since = lastCooked[recipe.id].flatMap { cooked in days.first.map { $0.ordinal - cooked.ordinal } }
        return Self.preference(recipe, expiring: expiring.contains(recipe.id), daysSinceCooked: since)
    }

    /// How many days after it was cooked a recipe is no longer "cooked recently".
    public static let recentDays = 28

    /// How much the cook would rather have `recipe`, 0...1. Four fifths are
    /// what the cook likes: a favourite counts 0.6 and the rating up to 0.4
    /// (five stars), using pantry food that expires soon 0.25, at most 1 in
    /// all. One fifth is how long ago it was cooked: all of it for a recipe
    /// never cooked or not in the `recentDays` before the range, nothing for
    /// one cooked the day before, in proportion between. So a favourite
    /// rated five stars not cooked for a month is 1, and among recipes alike
    /// the one cooked longest ago wins.
    package static func preference(_ recipe: Recipe, expiring: Bool = false, daysSinceCooked: Int? = nil) -> Double {
        let rating =
            recipe.rating.map {
                Double($0.halves - RecipeRating.range.lowerBound) / Double(RecipeRating.range.upperBound - RecipeRating.range.lowerBound)
            } ?? 0
        let liked = min(1, (recipe.isFavourite ? 0.6 : 0) + 0.4 * rating + (expiring ? 0.25 : 0))
        let freshness = daysSinceCooked.map { min(1, max(0, Double($0 - 1) / Double(recentDays - 1))) } ?? 1
        return 0.8 * liked + 0.2 * freshness
    }

    /// Each meal's share of what the open meals of a day carry.
    package static func shares(_ meals: [MealType]) -> [MealType: Double] {
        let kinds = Set(meals)
        let total = kinds.reduce(0) { $0 + GreedyFill.weight($1) }
        guard total > 0 else { return [:] }
        return Dictionary(uniqueKeysWithValues: kinds.map { ($0, GreedyFill.weight($0) / total) })
    }
}

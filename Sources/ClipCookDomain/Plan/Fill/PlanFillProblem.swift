import ClipCookCore
import ClipCookLanguage

/// What `plan fill` has to decide: for each open meal of a range of days,
/// one recipe and its servings, so that each day's calories and macros come
/// as close to the goals as the collection allows, no recipe comes back
/// within a few days, and preferred recipes (favourites) win among near
/// equals. Pure data: `MealPlanSolver` solves it as a mixed-integer model,
/// `GreedyFill` as a baseline to compare with.
public struct PlanFillProblem: Sendable {
    /// A recipe that may fill an opening, with its values for one serving.
    public struct Candidate: Hashable, Sendable {
        public var id: String
        public var title: String
        public var perServing: MacroTotals
        /// 0...1: how much the cook would rather have this recipe (a
        /// favourite is 1); it decides only among fills that meet the goals
        /// about as well.
        public var preference: Double
        /// What one serving costs (its priced ingredients), and whether
        /// every ingredient is priced.
        public var cost: Money = .zero
        public var isPriced = true
        /// A single food rather than a recipe (a snack a cook quick-adds):
        /// the name its plan line gives it (`food NAME AMOUNT`). Then
        /// `perServing` holds the values of its first amount of
        /// `foodAmounts`, and the slot may take only those amounts.
        public var food: String?
        /// A food's amounts (`SnackFood.servings`): each as a multiple of
        /// `perServing` and as the plan line writes it ("1 medium", "30 g").
        public var foodAmounts: [FoodServing] = []
        /// This candidate's variety window, over the problem's `varietyDays`.
        public var varietyDays: Int?
        /// A snack the cook quick-added in a plan, with the values they
        /// gave: written back as that same `quick` line. It is also a
        /// `food` (its name, one amount: the values as logged).
        public var quickAdd: QuickAddItem?

        public init(id: String, title: String, perServing: MacroTotals, preference: Double = 0) {
            self.id = id
            self.title = title
            self.perServing = perServing
            self.preference = min(max(preference.isFinite ? preference : 0, 0), 1)
        }

        /// The cost of `servings` servings, rounded as a plan's meal is.
        public func cost(servings: Double) -> Money { cost.scaled(by: servings) }

        /// The amount of a food candidate at `servings`, as a plan line writes it ("1 medium"); nil for a recipe.
        public func foodAmount(servings: Double) -> String? {
            guard food != nil else { return nil }
            return foodAmounts.first { abs($0.servings - servings) < 1e-9 }?.amount
        }

        /// The servings a slot may give this candidate: a food's amounts, else `recipeServings`.
        public func servingChoices(_ recipeServings: [Double]) -> [Double] {
            food != nil && !foodAmounts.isEmpty ? foodAmounts.map(\.servings) : recipeServings
        }
    }

    /// One amount of a food candidate: `servings` times its `perServing`, written `amount`.
    public struct FoodServing: Hashable, Sendable {
        public var servings: Double
        public var amount: String

        public init(servings: Double, amount: String) {
            self.servings = servings
            self.amount = amount
        }
    }

    /// An empty meal to fill: its day (an index into the range) and the
    /// candidates that suit its slot (indices into `candidates`).
    public struct Opening: Hashable, Sendable {
        public var day: Int
        public var meal: MealType
        public var candidates: [Int]

        public init(day: Int, meal: MealType, candidates: [Int]) {
            self.day = day
            self.meal = meal
            self.candidates = candidates
        }
    }

    public var dayCount: Int
    /// What each day already holds (meals planned before the fill).
    public var fixed: [MacroTotals]
    /// The recipes each day already holds, for variety.
    public var fixedRecipes: [Set<String>]
    public var openings: [Opening]
    public var candidates: [Candidate]
    /// Each candidate's category, so that a lunch recipe is preferred at
    /// lunch over a dinner recipe that fits as well.
    public var candidateCategories: [String: RecipeCategory] = [:]
    public var goals: MacroTotals
    /// The servings a fill may choose, in halves.
    public var servings: [Double] = [1, 1.5, 2]
    /// No recipe twice within this many days (1: only not twice a day).
    public var varietyDays: Int = 3
    public var calorieTolerance = 0.05
    public var macroTolerance = 0.10
    /// The category preferred in each slot (the first the slot takes).
    public var preferredCategory: [MealType: RecipeCategory] = [:]
    /// The most the whole range may cost, planned meals included; nil: no budget.
    public var budget: Money?
    /// What the meals already planned in the range cost.
    public var fixedCost: Money = .zero

    public init(
        dayCount: Int, fixed: [MacroTotals], fixedRecipes: [Set<String>], openings: [Opening],
        candidates: [Candidate], goals: MacroTotals
    ) {
        self.dayCount = dayCount
        self.fixed = fixed
        self.fixedRecipes = fixedRecipes
        self.openings = openings
        self.candidates = candidates
        self.goals = goals
    }

    /// The variety window of candidate `c`: its own, else the problem's; at least 1.
    package func varietyWindow(_ c: Int) -> Int {
        max(candidates.indices.contains(c) ? candidates[c].varietyDays ?? varietyDays : varietyDays, 1)
    }

    /// The tolerance of nutrient `k` (0 calories, 1 protein, 2 carbs, 3 fats).
    package func tolerance(_ k: Int) -> Double { k == 0 ? calorieTolerance : macroTolerance }

    /// A fill: for each opening, in order, the candidate and servings chosen.
    public struct Fill: Hashable, Sendable {
        public struct Choice: Hashable, Sendable {
            public var candidate: Int
            public var servings: Double
        }

        public var choices: [Choice]
    }

    /// Each day's totals once `fill` is in.
    public func totals(of fill: Fill) -> [MacroTotals] {
        var totals = fixed
        for (opening, choice) in zip(openings, fill.choices) where totals.indices.contains(opening.day) {
            totals[opening.day] = totals[opening.day] + candidates[choice.candidate].perServing * choice.servings
        }
        return totals
    }

    /// Each day's cost of the filled meals (planned meals not included).
    public func dayCosts(of fill: Fill) -> [Money] {
        var costs = Array(repeating: Money.zero, count: dayCount)
        for (opening, choice) in zip(openings, fill.choices) where costs.indices.contains(opening.day) {
            costs[opening.day] = costs[opening.day] + candidates[choice.candidate].cost(servings: choice.servings)
        }
        return costs
    }

    /// What the range costs once `fill` is in: the planned meals and the filled ones.
    public func cost(of fill: Fill) -> Money {
        dayCosts(of: fill).reduce(fixedCost, +)
    }

    /// How far each nutrient of `total` is from its goal, as a signed share
    /// of the goal (+0.07: 7 % over); 0 where the goal is 0.
    public func deviations(_ total: MacroTotals) -> [Double] {
        zip(total.values, goals.values).map { value, goal in goal > 0 ? (value - goal) / goal : 0 }
    }

    /// Whether every nutrient of `total` is within its tolerance.
    public func isWithinTolerance(_ total: MacroTotals) -> Bool {
        deviations(total).enumerated().allSatisfy { abs($0.element) <= tolerance($0.offset) + 1e-9 }
    }

    /// The repeats of `fill` that break the variety rule: (recipe id, first
    /// day, second day), days as indices into the range.
    public func repeats(in fill: Fill) -> [(id: String, first: Int, second: Int)] {
        var days: [String: [Int]] = [:]
        var windows: [String: Int] = [:]
        for (index, candidate) in candidates.enumerated() { windows[candidate.id] = varietyWindow(index) }
        for (day, ids) in fixedRecipes.enumerated() {
            for id in ids { days[id, default: []].append(day) }
        }
        for (opening, choice) in zip(openings, fill.choices) {
            days[candidates[choice.candidate].id, default: []].append(opening.day)
        }
        var found: [(id: String, first: Int, second: Int)] = []
        for (id, list) in days.sorted(by: { $0.key < $1.key }) {
            let sorted = list.sorted()
            for (a, b) in zip(sorted, sorted.dropFirst()) where b - a < (windows[id] ?? max(varietyDays, 1)) {
                found.append((id, a, b))
            }
        }
        return found
    }
}

extension MacroTotals {
    /// Calories, protein, carbs and fats, in that order.
    package var values: [Double] { [calories, protein, carbs, fats] }
}

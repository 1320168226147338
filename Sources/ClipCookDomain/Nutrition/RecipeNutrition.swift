import Foundation
import ClipCookCore
import ClipCookLanguage

/// A recipe's nutrition per serving computed from its ingredients: each
/// ingredient mapped to a food of the table (its `[food NAME]` annotation,
/// else the food `IngredientMatch` chooses for its name), its amount converted to grams,
/// the values summed and divided by the servings. Nothing is guessed: an
/// ingredient that cannot be mapped or converted is left out and reported
/// with the reason.
public struct RecipeNutrition: Sendable {
    public struct Mapped: Sendable {
        public var ingredient: Ingredient
        public var food: Food
        public var grams: Double
        public var values: FoodValues
    }

    public struct Unmatched: Hashable, Sendable {
        public var ingredient: Ingredient
        public var reason: String
        /// The amount is none or no measure (`to taste`): nothing to weigh.
        public var isUnmeasurable = false
    }

    public var recipe: Recipe
    public var mapped: [Mapped]
    public var unmatched: [Unmatched]

    public init(_ recipe: Recipe, table: FoodTable) {
        self.recipe = recipe
        var mapped: [Mapped] = []
        var unmatched: [Unmatched] = []
        for ingredient in recipe.ingredients {
            switch RecipeNutrition.map(ingredient, table: table) {
            case .success(let found): mapped.append(found)
            case .failure(let reason):
                unmatched.append(Unmatched(ingredient: ingredient, reason: reason.text, isUnmeasurable: reason.unmeasurable))
            }
        }
        self.mapped = mapped
        self.unmatched = unmatched
        CostRecordTally.current?.addNutrition(mapped.count + unmatched.count)
    }

    /// Per serving, from the mapped ingredients only; nil when none maps.
    public var perServing: MacroTotals? {
        guard !mapped.isEmpty else { return nil }
        let sum = mapped.reduce(MacroTotals.zero) { $0 + Self.macros($1.values) }
        return Self.perServing(sum, servings: recipe.servings)
    }

    /// One ingredient's part of the sum (a value the table lacks counts 0).
    package static func macros(_ values: FoodValues) -> MacroTotals {
        MacroTotals(calories: values.calories ?? 0, protein: values.protein ?? 0, carbs: values.carbs ?? 0, fats: values.fats ?? 0)
    }

    /// The mapped ingredients' sum, in the recipe's order, for one serving.
    package static func perServing(_ sum: MacroTotals, servings: Int) -> MacroTotals {
        sum * (1 / Double(max(1, servings)))
    }

    /// Every ingredient maps, so the computed values are the whole recipe.
    public var isComplete: Bool { unmatched.isEmpty && !mapped.isEmpty }

    package struct Reason: Error {
        package var text: String
        /// The amount is none or no measure, not a food that is missing.
        var unmeasurable = false
    }

    /// What `map` finds for an ingredient, without the ingredient: a pure
    /// function of its `[food]` annotation, name and amount (and the table),
    /// so a collection's many recipes sharing "2 tbsp olive oil" work it out
    /// once (`FoodTable.ingredientMappings`).
    package typealias Outcome = IngredientMapping.Outcome
    package typealias MappingKey = IngredientMapping.Key

    /// The ingredient mapped to a food of the table, remembered in the table
    /// for the next ingredient with the same annotation, name and amount.
    package static func map(_ ingredient: Ingredient, table: FoodTable) -> Result<Mapped, Reason> {
        let key = MappingKey(food: ingredient.food, name: ingredient.name, amount: ingredient.amount)
        let found = table.ingredientMappings.value(for: key) { RecipeNutrition.outcome(of: ingredient, table: table) }
        switch found {
        case .mapped(let food, let grams, let values):
            return .success(Mapped(ingredient: ingredient, food: food, grams: grams, values: values))
        case .unmatched(let reason):
            return .failure(Reason(text: reason))
        case .unmeasurable(let reason):
            return .failure(Reason(text: reason, unmeasurable: true))
        }
    }

    /// `map` worked out afresh, with no memo at all (the name's food
    /// included): what the memoised mapping must always agree with.
    package static func mapDirectly(_ ingredient: Ingredient, table: FoodTable) -> Result<Mapped, Reason> {
        switch outcome(of: ingredient, table: table, memoisingNames: false) {
        case .mapped(let food, let grams, let values):
            return .success(Mapped(ingredient: ingredient, food: food, grams: grams, values: values))
        case .unmatched(let reason):
            return .failure(Reason(text: reason))
        case .unmeasurable(let reason):
            return .failure(Reason(text: reason, unmeasurable: true))
        }
    }

    /// The food an ingredient stands for: the one its `[food NAME]` names,
    /// else the one `IngredientMatch` chooses for its name.
    package static func food(for ingredient: Ingredient, table: FoodTable, memoisingNames: Bool = true) -> Result<Food, Reason> {
        if let named = ingredient.food {
            guard let exact = table.food(named: named) ?? FoodSearch.best(named, in: table) else {
                return .failure(Reason(text: "no food in the table matches its [food \(named)]"))
            }
            return .success(exact)
        }
        let best =
            memoisingNames
            ? FoodSearch.ingredientMatch(ingredient.name, in: table)
            : IngredientMatch.index(for: ingredient.name, in: table).map { table.foods[$0] }
        guard let best else { return .failure(Reason(text: "no food in the table matches '\(ingredient.name)'")) }
        return .success(best)
    }

    package static func outcome(of ingredient: Ingredient, table: FoodTable, memoisingNames: Bool = true) -> Outcome {
        let food: Food
        switch Self.food(for: ingredient, table: table, memoisingNames: memoisingNames) {
        case .success(let found): food = found
        case .failure(let reason): return .unmatched(reason.text)
        }
        let amount = ingredient.amount.trimmingCharacters(in: .whitespaces)
        // The amount is read once; the conversion below reuses the reading.
        guard !amount.isEmpty, let parsed = Amount(amount) else {
            return .unmeasurable(amount.isEmpty ? "no amount" : "'\(amount)' is not a measurable amount")
        }
        guard !parsed.quantity.isRange || parsed.quantity.midpoint.isFinite else { return .unmeasurable("no amount") }
        var grams: Result<Double, CommandError> = .failure(CommandError(""))
        if let size = bracketedSize(amount, parsed) {
            // `1 tin [400 g]`: the container is the weight or volume in its brackets.
            grams = FoodAmount.grams(size, of: food, explaining: false).map { $0 * parsed.quantity.midpoint }
        }
        if case .failure = grams, let size = IngredientLineReader.sizeOfOne(in: parsed, notes: ingredient.notes) {
            // 2 packets, 375g; 2 salmon fillets, about 150g each: the notes give what one weighs
            grams = FoodAmount.grams(size, of: food, explaining: false).map { $0 * parsed.quantity.midpoint }
        }
        if case .failure = grams, parsed.unit == nil, let first = TextFolding.words(ingredient.name).first {
            grams = FoodAmount.grams(amount + " " + first, of: food, explaining: false)  // "2 large eggs": 2 large
        }
        if case .failure = grams {
            grams = FoodAmount.grams(FoodAmount.Reading(trimmed: amount, amount: parsed), of: food, explaining: false)
        }
        switch grams {
        case .failure(let error):
            return .unmatched(error.message)
        case .success(let value):
            let values = food.values(grams: value)
            guard values.isComplete else { return .unmatched("the table gives no complete values for '\(food.name)'") }
            return .mapped(food: food, grams: value, values: values)
        }
    }

    /// The weight or volume of one container written in brackets after a
    /// count (`1 tin [400 g]`, `2 cans [400 ml]`: `400 g`, `400 ml`); nil
    /// when there is none.
    package static func bracketedSize(_ amount: String, _ parsed: Amount) -> String? {
        guard parsed.unit == nil || parsed.unit?.dimension == .count,
            let open = amount.firstIndex(of: "["), let close = amount[open...].firstIndex(of: "]")
        else { return nil }
        let inside = String(amount[amount.index(after: open)..<close]).trimmingBlanks()
        guard let size = Amount(inside), let unit = size.unit, unit.dimension != .count,
            size.quantity.midpoint > 0
        else { return nil }
        return inside
    }
}

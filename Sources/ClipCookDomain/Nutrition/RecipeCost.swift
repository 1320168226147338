import Foundation
import ClipCookCore
import ClipCookLanguage

/// What a recipe costs from the prices of its foods: each ingredient mapped
/// to its food as for nutrition (`RecipeNutrition`), its amount converted
/// into the unit of the food's price (`FoodCost`), the costs summed. Nothing
/// is guessed: an ingredient whose food has no price, or whose amount does
/// not convert, is listed as unpriced with the reason, and counts nothing.
public struct RecipeCost: Sendable {
    public struct Priced: Sendable {
        public var ingredient: Ingredient
        public var food: Food
        public var cost: Money
    }

    public struct Unpriced: Sendable {
        public var ingredient: Ingredient
        public var reason: String
        /// The ingredient's food has a price that its amount does not
        /// convert to (lint's `price-unconvertible`), rather than no price.
        public var isUnconvertible: Bool
    }

    public var recipe: Recipe
    public var priced: [Priced]
    public var unpriced: [Unpriced]

    public init(_ recipe: Recipe, table: FoodTable) {
        self.recipe = recipe
        var priced: [Priced] = []
        var unpriced: [Unpriced] = []
        for ingredient in recipe.ingredients {
            switch FoodCost.cost(of: ingredient, table: table) {
            case .success(let found): priced.append(Priced(ingredient: ingredient, food: found.food, cost: found.cost))
            case .failure(let failure):
                unpriced.append(Unpriced(ingredient: ingredient, reason: failure.reason, isUnconvertible: failure.unconvertible))
            }
        }
        self.priced = priced
        self.unpriced = unpriced
        CostRecordTally.current?.add(priced.count + unpriced.count)
    }

    /// The whole recipe, from the priced ingredients only.
    public var total: Money { priced.reduce(Money.zero) { $0 + $1.cost } }

    /// One serving: the total divided by the servings.
    public var perServing: Money { total.scaled(by: 1 / Double(max(1, recipe.servings))) }

    /// Every ingredient is priced, so the total is the whole recipe's cost.
    public var isComplete: Bool { unpriced.isEmpty && !priced.isEmpty }
}

/// The cost of an amount of a food at its price.
///
/// Amounts and prices in one dimension convert directly: grams to kilograms,
/// millilitres to litres, pieces to pieces (`3` eggs at `0.35 each`), a
/// count unit to itself (`2 cans` at `per 1 can`). Across dimensions both
/// go through grams, by the food's own data as for nutrition: portion
/// weights (`1 cup = 125 g`, `1 large = 50 g`) and a volume portion's
/// density. Where the food has no such data the amount is unconvertible.
public enum FoodCost {
    package struct Reason: Error { var text: String }

    public struct Failure: Error, Sendable {
        public var reason: String
        public var unconvertible: Bool
    }

    /// An ingredient's food and cost, or why it has none.
    public static func cost(of ingredient: Ingredient, table: FoodTable) -> Result<(food: Food, cost: Money), Failure> {
        let food: Food
        switch RecipeNutrition.food(for: ingredient, table: table) {
        case .success(let found): food = found
        case .failure(let reason): return .failure(Failure(reason: reason.text, unconvertible: false))
        }
        guard let price = food.price else {
            return .failure(Failure(reason: "'\(food.name)' has no price", unconvertible: false))
        }
        let grams: () -> Double? = {
            guard case .success(let mapped) = RecipeNutrition.map(ingredient, table: table), mapped.food == food else { return nil }
            return mapped.grams
        }
        return cost(ingredient.amount, of: food, at: price, grams: grams).map { (food, $0) }
    }

    /// The cost of `amount` (`250 g`, `3`, `1 cup`) of `food` at `price`;
    /// `grams`, when given, weighs the amount the way nutrition did.
    public static func cost(_ amount: String, of food: Food, at price: Price, grams: () -> Double? = { nil }) -> Result<Money, Failure> {
        let text = amount.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return .failure(Failure(reason: "no amount", unconvertible: false)) }
        guard let parsed = Amount(text), parsed.quantity.midpoint.isFinite else {
            return .failure(Failure(reason: "'\(text)' is not a measurable amount", unconvertible: false))
        }
        switch ratio(parsed, text: text, of: food, to: price, grams: grams) {
        case .success(let ratio): return .success(price.amount.scaled(by: ratio))
        case .failure(let reason):
            return .failure(Failure(reason: "'\(text)' does not convert to its price per \(describe(price)): \(reason.text)", unconvertible: true))
        }
    }

    /// `1 kg`, `400 g`, `piece`, `6 pieces`: what a price is for.
    public static func describe(_ price: Price) -> String {
        let quantity = FoodTable.number(price.quantity)
        guard let unit = price.unit else { return price.quantity == 1 ? "piece" : "\(quantity) pieces" }
        return "\(quantity) \(unit)"
    }

    /// How many times the price's quantity `amount` is.
    package static func ratio(_ amount: Amount, text: String, of food: Food, to price: Price, grams: () -> Double?) -> Result<Double, Reason> {
        let quantity = amount.quantity.midpoint
        guard quantity >= 0, quantity <= 1_000_000 else { return .failure(Reason(text: "the amount is out of range")) }
        let priceUnit = price.unit.flatMap(MeasureUnit.named)
        switch (amount.unit, price.unit, priceUnit) {
        case (nil, nil, _):
            return .success(quantity / price.quantity)
        case (let unit?, _, let priceUnit?) where unit.isCompatible(with: priceUnit):
            return .success(quantity * unit.factor / (price.quantity * priceUnit.factor))
        default:
            break
        }
        let weighed: Double
        if let known = grams() {
            weighed = known
        } else {
            switch FoodAmount.grams(text, of: food, explaining: false) {
            case .success(let value): weighed = value
            case .failure(let error): return .failure(Reason(text: error.message))
            }
        }
        let priceText = FoodTable.number(price.quantity) + (price.unit.map { " " + $0 } ?? "")
        switch FoodAmount.grams(priceText, of: food, explaining: false) {
        case .success(let priceGrams) where priceGrams > 0:
            return .success(weighed / priceGrams)
        case .success:
            return .failure(Reason(text: "its price's \(priceText) weighs 0 g"))
        case .failure(let error):
            return .failure(Reason(text: error.message))
        }
    }
}

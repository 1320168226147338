import Foundation

/// An amount of a food turned into grams: mass directly, volumes and counts
/// ("2 large", "1 slice") through the food's portion weights.
public enum FoodAmount {
    /// Grams of `food` in `text` ("170 g", "2 large", "1 cup", "100 ml"), or
    /// a one-line reason why it cannot be converted. Without `explaining`
    /// the reason carries no suggestion (a caller that only reads the
    /// message, as lint does for every ingredient, skips building it).
    public static func grams(_ text: String, of food: Food, explaining: Bool = true) -> Result<Double, CommandError> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return grams(Reading(trimmed: trimmed, amount: Amount(trimmed)), of: food, explaining: explaining)
    }

    /// An amount's text, trimmed, and its parse (`Amount(trimmed)`), read
    /// once by a caller that has parsed it already (`RecipeNutrition`).
    package struct Reading {
        package var trimmed: String
        package var amount: Amount?

        package init(trimmed: String, amount: Amount?) {
            self.trimmed = trimmed
            self.amount = amount
        }
    }

    /// `grams(_:of:explaining:)` of an amount already read.
    package static func grams(_ reading: Reading, of food: Food, explaining: Bool) -> Result<Double, CommandError> {
        func accepted(_ food: Food) -> String? { explaining ? FoodAmount.accepted(food) : nil }
        let trimmed = reading.trimmed
        let substring = Substring(trimmed)
        guard let amount = reading.amount, let end = Amount.leadingAmountEnd(in: substring) else {
            return .failure(CommandError("'\(trimmed)' is not an amount", suggestion: accepted(food)))
        }
        let quantity = amount.quantity.midpoint
        guard quantity.isFinite, quantity > 0, quantity <= 1_000_000 else {
            return .failure(CommandError("'\(trimmed)' is not a usable amount (between 0 and 1,000,000)"))
        }
        let rest = FoodSearch.words(substring[end...])
        if let unit = amount.unit, unit.dimension == .mass {
            return .success(quantity * unit.factor)
        }
        if let unit = amount.unit, unit.dimension == .volume {
            if let portion = food.portions.first(where: { portionUnit($0)?.symbol == unit.symbol }) {
                return .success(quantity * portion.grams / portion.amount)
            }
            if let perUnit = gramsPerMillilitre(of: food, preferring: unit.symbol) {
                return .success(quantity * unit.factor * perUnit)
            }
            return .failure(CommandError("'\(food.name)' has no volume portion to convert '\(trimmed)' through", suggestion: accepted(food)))
        }
        let word = amount.unit.map { FoodSearch.singular($0.symbol) } ?? rest.first
        let counts = food.portions.filter(isCount)
        if let word {
            if let portion = counts.first(where: { FoodSearch.singular($0.headWord) == word }) {
                return .success(quantity * portion.grams / portion.amount)
            }
            // A bare count of the food itself ("1 lemon") is one whole item,
            // before any part of one ("wedge or slice (1/8 of one ... lemon)").
            if amount.unit == nil, let portion = wholeItem(in: counts) {
                return .success(quantity * portion.grams / portion.amount)
            }
            if let portion = counts.first(where: { FoodSearch.words($0.unit).contains(word) }) {
                return .success(quantity * portion.grams / portion.amount)
            }
            return .failure(CommandError("'\(food.name)' has no portion '\(word)'", suggestion: accepted(food)))
        }
        if let portion = wholeItem(in: counts) ?? counts.first { return .success(quantity * portion.grams / portion.amount) }
        return .failure(CommandError("'\(trimmed)' names no unit and '\(food.name)' has no portion to count", suggestion: accepted(food)))
    }

    /// The portion that is one whole item, by the first of its names that
    /// the food has: fruit, medium, large, whole, serving, piece, item.
    package static func wholeItem(in counts: [Portion]) -> Portion? {
        for name in ["fruit", "medium", "large", "whole", "serving", "piece", "item"] {
            if let portion = counts.first(where: { $0.headWord == name }) { return portion }
        }
        return nil
    }

    /// A portion counted in pieces ("1 large", "1 slice"), not measured in a unit.
    package static func isCount(_ portion: Portion) -> Bool {
        guard let unit = portionUnit(portion) else { return true }
        return unit.dimension == .count
    }

    /// The unit of measure a portion is written in ("cup", "tbsp", "oz"), if any.
    package static func portionUnit(_ portion: Portion) -> MeasureUnit? {
        PortionUnits.shared.unit(of: portion.unit)
    }

    /// Grams per millilitre from the food's volume portions, preferring one in `symbol`.
    package static func gramsPerMillilitre(of food: Food, preferring symbol: String) -> Double? {
        let volumes = food.portions.compactMap { portion -> (Portion, MeasureUnit)? in
            guard let unit = portionUnit(portion), unit.dimension == .volume else { return nil }
            return (portion, unit)
        }
        guard let (portion, unit) = volumes.first(where: { $0.1.symbol == symbol }) ?? volumes.first else { return nil }
        let millilitres = portion.amount * unit.factor
        guard millilitres > 0 else { return nil }
        return portion.grams / millilitres
    }

    /// What amounts the food accepts, for an error's suggestion.
    package static func accepted(_ food: Food) -> String {
        var units = ["g", "kg", "oz", "lb"]
        if gramsPerMillilitre(of: food, preferring: "") != nil { units += ["ml", "cup", "tbsp", "tsp"] }
        let counts = food.portions.filter(isCount)
            .map(\.headWord).filter { !$0.isEmpty }
        var seen = Set<String>()
        units += counts.filter { seen.insert($0).inserted }.prefix(6)
        return "write a number and one of: " + units.joined(separator: ", ")
    }
}

/// The unit each portion text is written in (`Amount("1 " + text)?.unit`),
/// read once per distinct text: the table's foods share a few thousand
/// portion texts, and converting an amount asks about every portion of its
/// food. Guarded by a lock: lint converts on both cores.
package final class PortionUnits: @unchecked Sendable {
    package static let shared = PortionUnits()
    private let lock = NSLock()
    private var units: [String: MeasureUnit?] = [:]

    package func unit(of text: String) -> MeasureUnit? {
        lock.lock()
        if let known = units[text] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let unit = Amount("1 " + text)?.unit
        lock.lock()
        // Bounded: a collection's own foods may bring any number of texts.
        if units.count < 100_000 { units[text] = unit }
        lock.unlock()
        return unit
    }
}

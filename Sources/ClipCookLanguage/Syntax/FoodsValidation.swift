import ClipCookCore

/// What a foods document must hold, however it was written: a name, values
/// that are numbers from zero up, portions of more than zero units, and
/// prices within bounds.
/// (Values beyond `DomainBounds` are the linter's `value-out-of-range`.)
package enum FoodsValidation {
    package static func check(_ list: FoodList, _ problems: inout [ValidationProblem]) {
        for (index, food) in list.foods.enumerated() {
            let base = "foods[\(index)]"
            if isBlank(food.name) {
                problems.append(.init(path: base + ".name", message: "a food needs a name"))
            }
            for (name, value) in food.values where !(value.isFinite && value >= 0) {
                problems.append(.init(path: base + "." + name, message: "\(name) must be a number from 0 up"))
            }
            for (k, portion) in food.portions.enumerated() {
                let path = base + ".portions[\(k)]"
                if !(portion.amount.isFinite && portion.amount > 0) {
                    problems.append(.init(path: path + ".amount", message: "a portion is more than 0 units"))
                }
                if isBlank(portion.unit) {
                    problems.append(.init(path: path + ".unit", message: "a portion needs a unit"))
                }
                if !(portion.grams.isFinite && portion.grams >= 0) {
                    problems.append(.init(path: path + ".grams", message: "a portion's weight must be a number of grams from 0 up"))
                }
            }
            if let price = food.price { check(price, of: food, path: base + ".price", &problems) }
        }
        for (index, entry) in list.prices.enumerated() {
            let base = "prices[\(index)]"
            if isBlank(entry.name) {
                problems.append(.init(path: base + ".name", message: "a price needs the name of its food"))
            }
            // Whether the unit is one of the food's portions depends on the
            // food, which is in the table or another file: lint's
            // `price-unknown-unit` checks it.
            check(entry.price, of: nil, path: base + ".price", &problems)
        }
    }

    /// A price as a foods file can write it (`PriceLine`); its unit checked
    /// against the food's portions when the food is at hand.
    package static func check(_ price: Price, of food: OwnFood?, path: String, _ problems: inout [ValidationProblem]) {
        if !(price.amount >= .zero && price.amount <= Money.maxPrice) {
            problems.append(.init(path: path + ".amount", message: "a price is from 0 to \(Money.maxPrice)"))
        }
        if !(price.quantity.isFinite && price.quantity > 0 && price.quantity <= Price.maxQuantity) {
            problems.append(.init(path: path + ".per", message: "a price is for more than 0 and at most 1000000 units"))
        }
        if let unit = price.unit, isBlank(unit) {
            problems.append(.init(path: path + ".unit", message: "a price's unit is not blank (leave it out for pieces)"))
        } else if let food, !Price.isKnownUnit(price.unit, portions: food.portions) {
            problems.append(
                .init(
                    path: path + ".unit",
                    message: "unknown unit '\(price.unit ?? "")' of the price of '\(food.name)'; expected "
                        + Price.acceptedUnits(portions: food.portions) + " or a portion of the food"))
        }
    }

    private static func isBlank(_ text: String) -> Bool {
        text.allSatisfy { $0 == " " || $0 == "\t" }
    }
}

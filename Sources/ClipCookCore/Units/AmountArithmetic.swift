/// Scaling, unit conversion and sums of amounts.
extension Amount {
    /// The amount multiplied by `factor` (a recipe scaled from 4 to 6
    /// servings: 1.5). A negative or non-finite factor leaves it unchanged.
    public func scaled(by factor: Double) -> Amount {
        guard factor.isFinite, factor >= 0 else { return self }
        return Amount(quantity: quantity.scaled(by: factor), unit: unit)
    }

    /// The quantity in grams (mass) or millilitres (volume); nil for counts and bare numbers.
    public var baseQuantity: Quantity? {
        guard let unit, unit.dimension != .count else { return nil }
        return quantity.scaled(by: unit.factor)
    }

    /// Whether the two amounts add up: same dimension of mass or volume, the
    /// same count unit, or both without a unit.
    public func isCompatible(with other: Amount) -> Bool {
        switch (unit, other.unit) {
        case (nil, nil): true
        case let (a?, b?): a.isCompatible(with: b)
        default: false
        }
    }

    /// The amount expressed in `target`; nil when the units are not compatible.
    public func converted(to target: MeasureUnit) -> Amount? {
        guard let unit, unit.isCompatible(with: target), target.factor > 0 else { return nil }
        return Amount(quantity: quantity.scaled(by: unit.factor / target.factor), unit: target)
    }

    /// The amount in the units a cook of `system` uses, rounded the way a
    /// recipe card would be (`roundedForCook`). Metric: g / kg from 1000 g, ml / l from 1000
    /// ml. Imperial: oz / lb from 1 lb, cups from ¼ cup (60 ml), tbsp and tsp below.
    /// Teaspoons and tablespoons belong to both systems and are kept;
    /// counts and bare numbers are unchanged.
    public func converted(to system: MeasurementSystem) -> Amount {
        let exact = convertedExactly(to: system)
        return exact == self ? self : exact.roundedForCook()
    }

    /// `converted(to:)` without the rounding: the unit a cook of `system`
    /// uses at this size, the quantity exact.
    public func convertedExactly(to system: MeasurementSystem) -> Amount {
        guard let unit, unit.dimension != .count, unit.system != nil, unit.system != system,
            let base = baseQuantity
        else { return self }
        let size = base.high ?? base.low
        let symbol: String
        switch (unit.dimension, system) {
        case (.mass, .metric): symbol = size >= 1000 ? "kg" : "g"
        case (.volume, .metric): symbol = size >= 1000 ? "l" : "ml"
        case (.mass, .imperial): symbol = size >= 453.592_37 ? "lb" : "oz"
        case (.volume, .imperial): symbol = size >= 59 ? "cup" : size >= 14.7 ? "tbsp" : "tsp"
        case (.count, _): return self
        }
        return converted(to: MeasureUnit(symbol: symbol)) ?? self
    }

    /// The sum, or nil when the amounts are not compatible. Different units of
    /// one dimension give the largest of the two units in which the sum is at
    /// least 1 (200 g + 0.5 kg = 700 g; 1 kg + 500 g = 1.5 kg; 1 cup + 2
    /// tbsp = 1 ⅛ cups), so the order of the terms does not matter.
    public func adding(_ other: Amount) -> Amount? {
        guard isCompatible(with: other) else { return nil }
        guard let unit, let otherUnit = other.unit, unit != otherUnit,
            let a = baseQuantity, let b = other.baseQuantity
        else {
            return Amount(quantity: quantity + other.quantity, unit: unit)
        }
        let sum = a + b
        let (larger, smaller) = unit.factor >= otherUnit.factor ? (unit, otherUnit) : (otherUnit, unit)
        let target = sum.low / larger.factor >= 1 ? larger : smaller
        return Amount(quantity: sum.scaled(by: 1 / target.factor), unit: target)
    }

    /// Adds up a list, merging every amount into the first compatible one
    /// already summed; returns one amount for each incompatible group, in
    /// order of first appearance.
    public static func sum(_ amounts: [Amount]) -> [Amount] {
        var totals: [Amount] = []
        for amount in amounts {
            if let index = totals.firstIndex(where: { $0.isCompatible(with: amount) }),
                let total = totals[index].adding(amount)
            {
                totals[index] = total
            } else {
                totals.append(amount)
            }
        }
        return totals
    }
}

/// Scaled and converted amounts read as a cook writes them, not as a
/// calculator prints them.
///
/// - Metric mass and volume, one rule for both: the larger unit from 1000
///   (`1000 g` → `1 kg`), the smaller below 1 (`0.5 kg` → `500 g`); grams
///   and millilitres to the nearest 0.5 below 10, whole numbers below 50,
///   multiples of 5 from 50 (`333.33 g` → `335 g`; ¼ cup, 59.1 ml, → `60 ml`
///   as ½ cup, 118.3 ml, → `120 ml`); kilograms and litres to the nearest 0.05.
/// - Imperial units and spoons: the nearest ⅛ below 1, ¼ below 4, ½ below
///   10, whole numbers from 10.
/// - Counts (no unit, or pieces such as cloves and cans): the nearest ¼
///   below 1, ½ below 5, whole numbers from 5 (`3 ½-5 ¼ eggs` → `3 ½-5 eggs`).
/// Nothing positive rounds to 0: the smallest step is kept instead.
extension Amount {
    public func roundedForCook() -> Amount {
        var amount = self
        if let unit, unit.system == .metric, unit.dimension != .count {
            amount = amount.inMetricUnitForSize()
        }
        let step = amount.roundingStep
        func round(_ value: Double) -> Double {
            guard value.isFinite, value > 0 else { return value }
            let unitStep = step(value)
            return max(unitStep, (value / unitStep).rounded() * unitStep)
        }
        let low = round(amount.quantity.low)
        let high = amount.quantity.high.map(round)
        return Amount(quantity: Quantity(low, high.flatMap { $0 > low ? $0 : nil }), unit: amount.unit)
    }

    /// g ↔ kg and ml ↔ l by size.
    private func inMetricUnitForSize() -> Amount {
        guard let unit, let base = baseQuantity else { return self }
        let size = base.high ?? base.low
        let symbol: String
        switch (unit.dimension, size >= 1000) {
        case (.mass, true): symbol = "kg"
        case (.mass, false): symbol = "g"
        case (.volume, true): symbol = "l"
        case (.volume, false): symbol = "ml"
        case (.count, _): return self
        }
        guard symbol != unit.symbol, ["g", "kg", "ml", "l"].contains(unit.symbol) else { return self }
        return converted(to: MeasureUnit(symbol: symbol)) ?? self
    }

    /// The rounding step for a value `size` of this unit (each end of a range by its own size).
    private var roundingStep: (Double) -> Double {
        guard let unit, unit.dimension != .count else {
            return { size in size < 1 ? 0.25 : size < 5 ? 0.5 : 1 }
        }
        if unit.system == .metric {
            if unit.symbol == "kg" || unit.symbol == "l" { return { _ in 0.05 } }
            return { size in size < 10 ? 0.5 : size < 50 ? 1 : 5 }
        }
        return { size in size < 1 ? 0.125 : size < 4 ? 0.25 : size < 10 ? 0.5 : 1 }
    }
}

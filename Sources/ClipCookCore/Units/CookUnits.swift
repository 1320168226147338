/// The unit a cook writes an amount in, once it has been scaled or
/// converted: the one place where a changed amount is given its unit and
/// its rounding, for recipe cards, cook mode, Markdown and the shopping list.
///
/// Within the amount's measurement system (`system`, else the unit's own):
/// - spoons and cups: tablespoons from 1 tbsp and cups from ¼ cup when the
///   amount is a whole number of halves of a tablespoon or of quarters of a
///   cup (6 tsp → 2 tbsp, 12 tbsp → ¾ cup, 16 tbsp → 1 cup), and always
///   from 12 tsp and from 16 tbsp; the smaller unit below (⅛ cup → 2 tbsp).
///   Cups only where the system is imperial: a metric recipe keeps its spoons.
/// - ounces and pounds: pounds from 1 lb.
/// - grams and kilograms, millilitres and litres: the larger from 1000.
/// Then rounded once (`roundedForCook`).
extension Amount {
    public func forCook(in system: MeasurementSystem?) -> Amount {
        inCookUnit(system: system ?? unit?.system).roundedForCook()
    }

    /// One step of a ladder of units: the unit, the least of it a cook
    /// writes, the steps it reads well in, and from how much of the unit
    /// below it is always used.
    private struct Rung {
        var symbol: String
        var least: Double
        var step: Double
        var overflow: Double
    }

    private static let spoons = [
        Rung(symbol: "tsp", least: 0, step: 0, overflow: 0),
        Rung(symbol: "tbsp", least: 1, step: 0.5, overflow: 12),
    ]
    private static let cups = spoons + [Rung(symbol: "cup", least: 0.25, step: 0.25, overflow: 16)]
    private static let ounces = [
        Rung(symbol: "oz", least: 0, step: 0, overflow: 0),
        Rung(symbol: "lb", least: 1, step: 0.25, overflow: 16),
    ]

    /// The amount moved along the ladder of its unit, by the size of its largest end.
    package func inCookUnit(system: MeasurementSystem?) -> Amount {
        guard let unit, let base = baseQuantity else { return self }
        let ladder: [Rung]
        switch unit.symbol {
        case "tsp", "tbsp", "cup": ladder = system == .imperial || unit.symbol == "cup" ? Self.cups : Self.spoons
        case "oz", "lb": ladder = Self.ounces
        default: return self
        }
        let size = base.high ?? base.low
        guard size.isFinite, size > 0 else { return self }
        var chosen = ladder[0].symbol
        for index in ladder.indices.dropFirst().reversed() {
            let rung = ladder[index]
            let below = MeasureUnit(symbol: ladder[index - 1].symbol)
            let here = MeasureUnit(symbol: rung.symbol)
            let value = size / here.factor
            guard value >= rung.least * 0.999 else { continue }
            let onStep = abs(value / rung.step - (value / rung.step).rounded()) * rung.step <= 0.02 * value
            if onStep || size / below.factor >= rung.overflow * 0.999 {
                chosen = rung.symbol
                break
            }
        }
        guard chosen != unit.symbol else { return self }
        return converted(to: MeasureUnit(symbol: chosen)) ?? self
    }
}

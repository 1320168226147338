import ClipCookCore
import ClipCookLanguage

/// The amount of a shopping-list line: one or more terms side by side,
/// written `2 cloves + 1 tsp`. A term is a quantity with an optional unit and
/// words after it (`1 large`, `1 tin [400 ml]`), or text that holds no
/// quantity (`a pinch`). Terms whose units are compatible and whose words
/// agree are summed; the others stay side by side.
public struct ShoppingAmount: Hashable, Sendable, CustomStringConvertible {
    public struct Term: Hashable, Sendable {
        /// The quantity and unit; nil for text such as `a pinch`.
        public var amount: Amount?
        /// Words after the amount (`large` in `1 large`), or the whole text when there is no amount.
        public var words: String

        public init(amount: Amount?, words: String) {
            self.amount = amount
            self.words = words
        }

        /// Reads one term: `500 g`, `2 large`, `a pinch`.
        public init(_ text: String) {
            let trimmed = Substring(text.trimmingBlanks())
            if let end = Amount.leadingAmountEnd(in: trimmed), let amount = Amount(String(trimmed[..<end])) {
                self.init(amount: amount, words: trimmed[end...].trimmingBlanks())
            } else {
                self.init(amount: nil, words: String(trimmed))
            }
        }

        /// To three decimals, as the list keeps it (`tidy`).
        public var description: String {
            guard let amount else { return words }
            let number = QuantityFormatter.format(amount, places: 3)
            return words.isEmpty ? number : number + " " + words
        }

        /// Whether the two terms add up into one.
        package func sums(with other: Term) -> Bool {
            guard let a = amount, let b = other.amount else { return amount == nil && other.amount == nil && words == other.words }
            // Bare numbers add up whatever size words follow them (6 eggs and 1 large egg are 7 eggs).
            if a.unit == nil, b.unit == nil { return true }
            return a.isCompatible(with: b) && TextFolding.fold(words) == TextFolding.fold(other.words)
        }
    }

    public var terms: [Term]

    public init(terms: [Term]) { self.terms = terms }

    /// Reads an amount as written on a list (`700 g`, `2 cloves + 1 tsp`); nil or blank text is no amount.
    public init(_ text: String?) {
        guard let text, !text.trimmingBlanks().isEmpty else {
            self.init(terms: [])
            return
        }
        let parts = text.split(separator: " + ", omittingEmptySubsequences: true)
        self.init(terms: parts.map { Term(String($0)) }.filter { !$0.description.isEmpty })
    }

    public var isEmpty: Bool { terms.isEmpty }

    /// `2 cloves + 1 tsp`; empty when there is no amount.
    public var description: String { terms.map(\.description).joined(separator: " + ") }

    /// The text to store, nil for no amount: every quantity exact (`2 ⅓
    /// tbsp`, `7/60`), so that sums stay exact and the list rounds once,
    /// when it is shown.
    public var text: String? { terms.isEmpty ? nil : terms.map(\.exactDescription).joined(separator: " + ") }

    /// Both amounts together: each term of `other` summed into the first
    /// term of `self` it adds up with, else put beside them. Text terms are
    /// not repeated (`a pinch` and `a pinch` is `a pinch`).
    public func adding(_ other: ShoppingAmount) -> ShoppingAmount {
        var result = terms
        for term in other.terms {
            if let index = result.firstIndex(where: { $0.sums(with: term) }) {
                if let a = result[index].amount, let b = term.amount, let sum = a.adding(b) {
                    let kept = ShoppingAmount.keepingSystem(of: a, sum)
                    // A sum converted between systems holds no exact figure: written as a list writes it.
                    result[index].amount = ShoppingAmount.tidy(kept, rounding: kept.unit != sum.unit)
                    if TextFolding.fold(result[index].words) != TextFolding.fold(term.words) { result[index].words = "" }
                }
            } else {
                result.append(term)
            }
        }
        return ShoppingAmount(terms: result)
    }

    /// Each quantity multiplied by `factor`, kept exact (2 tbsp × 7/6 is 2 ⅓
    /// tbsp, 3 bananas × 1/10 is 0.3): sums are exact and rounded once,
    /// when the list is shown (`shown`).
    public func scaled(by factor: Double) -> ShoppingAmount {
        guard factor.isFinite, factor > 0, factor != 1 else { return self }
        return ShoppingAmount(
            terms: terms.map { term in
                guard let amount = term.amount else { return term }
                return Term(amount: ShoppingAmount.tidy(amount.scaled(by: factor), rounding: false), words: term.words)
            })
    }

    /// The sum of a merge in the measurement system of the amount it was
    /// merged into: 125 ml + 1 cup is 362 ml, not 1 ½ cups.
    package static func keepingSystem(of stored: Amount, _ sum: Amount) -> Amount {
        guard let storedUnit = stored.unit, let system = storedUnit.system, let unit = sum.unit,
            unit.system != system, unit.system != nil
        else { return sum }
        return sum.converted(to: storedUnit) ?? sum
    }

    /// Counts that are measures of a little, not things bought whole.
    package static let littleMeasures: Set<String> = ["pinch", "dash", "drop", "splash", "handful", "dollop", "knob", "sprig", "leaf"]

    /// The amount as the list shows it, rounded once and as every face
    /// shows it (`AmountPresentation.shown`): in the units of `units` as a
    /// cook writes them (in metric, a cup of a food that is weighed is
    /// grams), rounded by the cook's one rule; words after a number as
    /// written. One rule is the list's own, because a list is for buying:
    /// things bought whole (a bare number, alone or before a size, or
    /// pieces such as tins and cloves) are rounded up to a whole unless
    /// `counted` is false (`½ dozen eggs`).
    public func shown(units: MeasurementSystem?, counted: Bool = true, food: () -> Food?) -> ShoppingAmount {
        var shownTerms: [Term] = []
        // Where each weight or volume went: terms that meet in one unit once
        // shown (63 g + 4 ½ cups flour, both grams in metric) are one sum.
        var measures: [Int] = []
        for term in terms {
            guard let amount = term.amount else {
                shownTerms.append(term)
                continue
            }
            guard amount.unit == nil || amount.unit?.dimension == .count else {
                // The food is looked up only for what may be weighed: a cup (or pint...) in metric.
                let weighs = units == .metric && amount.unit?.dimension == .volume && amount.unit?.system == .imperial
                let exact = AmountPresentation.shownExactly(amount, units: units, system: nil, food: weighs ? food() : nil)
                let next = Term(amount: exact, words: term.words)
                if let index = measures.first(where: { shownTerms[$0].sums(with: next) }), let total = shownTerms[index].amount,
                    let sum = total.adding(exact)
                {
                    shownTerms[index].amount = sum
                } else {
                    measures.append(shownTerms.count)
                    shownTerms.append(next)
                }
                continue
            }
            shownTerms.append(Self.shownCount(term, amount, counted: counted))
        }
        for index in measures {
            // A sum that crossed into a larger unit (3 × 6 tbsp) is put back in the cook's unit, then rounded once.
            guard let exact = shownTerms[index].amount else { continue }
            shownTerms[index].amount = exact.inCookUnit(system: units ?? exact.unit?.system).roundedForCook()
        }
        return ShoppingAmount(terms: shownTerms)
    }

    /// A count as shown: measures of a little rounded as a cook writes
    /// them, things bought whole rounded up, the rest as written.
    package static func shownCount(_ term: Term, _ amount: Amount, counted: Bool) -> Term {
        if let unit = amount.unit, littleMeasures.contains(unit.symbol) {
            return Term(amount: amount.roundedForCook(), words: term.words)
        }
        guard counted, amount.unit != nil || TextFolding.words(term.words).allSatisfy(ShoppingName.sizes.contains) else {
            return Term(amount: amount.roundedForCook(), words: term.words)
        }
        func up(_ value: Double) -> Double { value > 0 && value < 1e15 ? max(1, (value - 0.001).rounded(.up)) : value }
        let low = up(amount.quantity.low)
        let high = amount.quantity.high.map(up).flatMap { $0 > low ? $0 : nil }
        return Term(amount: Amount(quantity: Quantity(low, high), unit: amount.unit), words: term.words)
    }

    /// An amount as it is written on a list where no exact figure is kept
    /// (a sum moved between measurement systems, what is left in the
    /// pantry): grams and millilitres below 1 kg or 1 l, whole from 10 and
    /// to one decimal below; kilograms and litres to two decimals; counts to
    /// the nearest ⅛; other units to the nearest ⅛ below 10 and whole from
    /// 10; nothing positive rounds to 0. With `rounding` false only the unit
    /// changes (1200 g is 1.2 kg) and the quantity stays exact, as scaling
    /// keeps it, so that the list rounds once, when it is shown.
    public static func tidy(_ amount: Amount, rounding: Bool = true) -> Amount {
        var amount = amount
        if let unit = amount.unit, unit.system == .metric, unit.dimension != .count, let base = amount.baseQuantity {
            let large = (base.high ?? base.low) >= 1000
            let symbol = unit.dimension == .mass ? (large ? "kg" : "g") : (large ? "l" : "ml")
            amount = amount.converted(to: MeasureUnit(symbol: symbol)) ?? amount
        }
        let metric = amount.unit?.system == .metric
        let large = amount.unit?.symbol == "kg" || amount.unit?.symbol == "l"
        let counted = amount.unit == nil || amount.unit?.dimension == .count
        func round(_ value: Double) -> Double {
            guard rounding, value.isFinite, value > 0, value < 1e15 else { return value }
            let step = metric ? (large ? 0.01 : value >= 10 ? 1 : 0.1) : (value >= 10 && !counted ? 1 : 0.125)
            return max(step, (value / step).rounded() * step)
        }
        let low = round(amount.quantity.low)
        let high = amount.quantity.high.map(round)
        return Amount(quantity: Quantity(low, high.flatMap { $0 > low ? $0 : nil }), unit: amount.unit)
    }

    /// What is left to buy when `have` is at home: nil when `have` covers
    /// every term it can be compared with and nothing else is needed; terms
    /// that cannot be compared with it are kept. A `have` with no amount
    /// covers everything.
    public func subtracting(_ have: ShoppingAmount) -> ShoppingAmount? {
        if have.isEmpty { return nil }
        var remaining: [Term] = []
        var stock = have.terms
        for term in terms {
            guard let need = term.amount,
                let index = stock.firstIndex(where: { $0.amount.map { $0.isCompatible(with: need) } ?? false && $0.sums(with: term) }),
                let got = stock[index].amount
            else {
                if term.amount == nil, stock.contains(where: { $0.amount == nil && $0.words == term.words }) { continue }
                remaining.append(term)
                continue
            }
            let needBase = need.baseQuantity ?? need.quantity
            let gotBase = got.baseQuantity ?? got.quantity
            let needHigh = needBase.high ?? needBase.low
            if gotBase.low >= needHigh {
                // Covered; what is left at home may cover another term.
                stock[index].amount = Amount(quantity: Quantity(gotBase.low - needHigh), unit: MeasureUnit.base(of: got))
                continue
            }
            let factor = need.unit.map { $0.factor } ?? 1
            let leftLow = max(0, needBase.low - gotBase.low) / factor
            let leftHigh = needBase.high.map { ($0 - gotBase.low) / factor }
            stock.remove(at: index)
            let left = Amount(quantity: Quantity(leftLow, leftHigh.flatMap { $0 > leftLow ? $0 : nil }), unit: need.unit)
            remaining.append(Term(amount: ShoppingAmount.tidy(left, rounding: false), words: term.words))
        }
        return remaining.isEmpty ? nil : ShoppingAmount(terms: remaining)
    }
}

extension MeasureUnit {
    /// The base unit (g or ml) of an amount's dimension; the amount's own unit for counts.
    package static func base(of amount: Amount) -> MeasureUnit? {
        guard let unit = amount.unit else { return nil }
        switch unit.dimension {
        case .mass: return MeasureUnit(symbol: "g")
        case .volume: return MeasureUnit(symbol: "ml")
        case .count: return unit
        }
    }
}

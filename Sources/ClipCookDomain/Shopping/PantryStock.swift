import ClipCookCore
import ClipCookLanguage

/// One change to the items of a pantry, by item index in the pantry as read.
public enum PantryChange: Hashable, Sendable {
    case replace(Int, PantryItem)
    case remove(Int)
    case append(PantryItem)
}

/// Amounts at home and amounts used, compared across units by food: 200 g
/// from `1 kg flour` leaves 800 g, a cup of flour comes off grams through
/// the food's portion weights, 100 g of egg comes off a count of eggs
/// through the weight of one egg. The conversion is the nutrition table's
/// (`FoodAmount.grams`); the result is written as a list writes amounts
/// (`ShoppingAmount.tidy`), in the unit the pantry already uses.
public enum PantryMeasure {
    /// `need` measured in the unit of `have` (a quantity of that unit), or
    /// nil when the two do not convert: the same unit or dimension converts
    /// directly, bare counts count, anything else goes through grams of
    /// `food`.
    public static func quantity(of need: ShoppingAmount.Term, inUnitOf have: ShoppingAmount.Term, food: Food?) -> Double? {
        guard let needAmount = need.amount, let haveAmount = have.amount else { return nil }
        let q = needAmount.quantity.midpoint
        guard q.isFinite, q >= 0 else { return nil }
        switch (needAmount.unit, haveAmount.unit) {
        case (nil, nil):
            return q
        case let (n?, h?) where n.isCompatible(with: h) && h.factor > 0:
            return q * n.factor / h.factor
        default:
            break
        }
        let unitOfHave = ShoppingAmount.Term(amount: Amount(quantity: Quantity(1), unit: haveAmount.unit), words: have.words)
        guard let food, let needed = grams(need, food), let one = grams(unitOfHave, food), one > 0 else { return nil }
        return needed / one
    }

    /// Grams of `food` in a term, through its portions; nil when it does not convert.
    package static func grams(_ term: ShoppingAmount.Term, _ food: Food) -> Double? {
        guard let amount = term.amount else { return nil }
        let q = amount.quantity.midpoint
        guard q.isFinite, q > 0 else { return q == 0 ? 0 : nil }
        var text = String(q)
        if let unit = amount.unit { text += " " + unit.symbol }
        if !term.words.isEmpty { text += " " + term.words }
        guard case .success(let grams) = FoodAmount.grams(text, of: food, explaining: false), grams.isFinite, grams >= 0 else { return nil }
        return grams
    }

    /// `have` with `quantity` (of its own unit) in place of its quantity, as a list writes it.
    package static func term(_ have: ShoppingAmount.Term, quantity: Double) -> ShoppingAmount.Term {
        let unit = have.amount?.unit
        return ShoppingAmount.Term(amount: ShoppingAmount.tidy(Amount(quantity: Quantity(quantity), unit: unit)), words: have.words)
    }
}

/// What taking one thing from the pantry did.
public struct PantryTaking: Hashable, Sendable {
    public enum Result: Hashable, Sendable {
        /// Taken; what is left (nil: used up, the item removed).
        case taken(left: String?)
        /// All of it taken, and this much was missing.
        case short(missing: String)
        /// The pantry does not hold it.
        case notHeld
        /// The pantry holds it without an amount (some, enough): not reduced.
        case unmeasured
        /// The amounts do not convert into each other: not reduced.
        case incomparable(have: String)
    }

    /// The name as the recipe or the command gave it.
    public var name: String
    /// The amount wanted, as a list writes it; nil for none.
    public var wanted: String?
    /// The pantry item's name, when one matched.
    public var item: String?
    /// That item's expiry, if it has one.
    public var expires: Day?
    public var result: Result
    /// The share of what was wanted that the pantry held, 0...1 (1 when it
    /// cannot tell: an item without an amount, or amounts that do not convert).
    public var covered: Double
}

/// Taking from and adding to a pantry: the changes to write, and what
/// happened to each thing.
public struct PantryStock: Sendable {
    public private(set) var pantry: Pantry
    /// The food of a name, for conversions across units (nil: none known).
    package let food: @Sendable (String) -> Food?
    /// An item now in the pantry: its index in the pantry as read (nil:
    /// added), its name's key and the food it is (for matching).
    private struct Entry: Sendable {
        var origin: Int?
        var item: PantryItem
        var key: String
        var food: Food?
    }

    private var current: [Entry]

    public init(_ pantry: Pantry, food: @escaping @Sendable (String) -> Food?) {
        self.pantry = pantry
        self.food = food
        current = pantry.items.enumerated().map {
            Entry(origin: $0.offset, item: $0.element, key: ShoppingName.key($0.element.name), food: food($0.element.name))
        }
    }

    /// The changes to write: the items changed and removed, by index in the
    /// pantry as read, then the new ones.
    public var changes: [PantryChange] {
        var result: [PantryChange] = []
        var kept = Set<Int>()
        for entry in current {
            guard let origin = entry.origin else { continue }
            kept.insert(origin)
            if entry.item != pantry.items[origin] { result.append(.replace(origin, entry.item)) }
        }
        result += pantry.items.indices.filter { !kept.contains($0) }.map(PantryChange.remove)
        result += current.filter { $0.origin == nil }.map { PantryChange.append($0.item) }
        return result
    }

    /// The items after the changes.
    public var items: [PantryItem] { current.map(\.item) }

    /// The position in `current` of the item `name` means: the same name
    /// (as the shopping list matches names), else the same food.
    package func position(of name: String) -> Int? {
        let key = ShoppingName.key(name)
        if let found = current.firstIndex(where: { $0.key == key }) { return found }
        guard let wanted = food(name) else { return nil }
        return current.firstIndex { $0.food.map { $0.name == wanted.name && $0.id == wanted.id } ?? false }
    }

    /// The item `name` means, if the pantry holds it.
    public func item(for name: String) -> PantryItem? { position(of: name).map { current[$0].item } }

    /// Whether the pantry holds `name` (any amount).
    public func holds(_ name: String) -> Bool { position(of: name) != nil }

    private mutating func set(_ position: Int, _ item: PantryItem?) {
        if let item { current[position].item = item } else { current.remove(at: position) }
    }

    private func taking(_ name: String, _ wanted: String?, _ item: PantryItem?, _ result: PantryTaking.Result, covered: Double) -> PantryTaking {
        PantryTaking(name: name, wanted: wanted, item: item?.name, expires: item?.expires, result: result, covered: covered)
    }

    /// Takes `amount` of `name`: from the matching item, converted to its
    /// unit; what it did not hold is reported, never a negative amount. An
    /// item without an amount, or an amount of nothing, is not reduced.
    @discardableResult
    public mutating func take(_ amount: ShoppingAmount, of name: String) -> PantryTaking {
        let wanted = amount.text
        guard let position = position(of: name) else { return taking(name, wanted, nil, .notHeld, covered: 0) }
        var item = current[position].item
        let held = ShoppingAmount(item.amount)
        if held.isEmpty || amount.isEmpty { return taking(name, wanted, item, .unmeasured, covered: 1) }
        guard held.terms.count == 1, let have = held.terms.first, let haveAmount = have.amount else {
            return taking(name, wanted, item, .incomparable(have: held.description), covered: 1)
        }
        let food = current[position].food ?? self.food(name)
        var needed = 0.0
        for term in amount.terms {
            guard let quantity = PantryMeasure.quantity(of: term, inUnitOf: have, food: food) else {
                return taking(name, wanted, item, .incomparable(have: held.description), covered: 1)
            }
            needed += quantity
        }
        let stock = haveAmount.quantity.low
        let left = stock - needed
        if left > stock * 1e-9 {
            item.amount = PantryMeasure.term(have, quantity: left).description
            set(position, item)
            return taking(name, wanted, item, .taken(left: item.amount), covered: 1)
        }
        set(position, nil)
        guard needed > 0, -left > needed * 1e-9 else { return taking(name, wanted, item, .taken(left: nil), covered: 1) }
        // Each term short by the share the pantry did not cover.
        let share = min(1, -left / needed)
        var missing: [ShoppingAmount.Term] = []
        for term in amount.terms {
            guard let a = term.amount else { continue }
            missing.append(ShoppingAmount.Term(amount: ShoppingAmount.tidy(a.scaled(by: share)), words: term.words))
        }
        return taking(name, wanted, item, .short(missing: ShoppingAmount(terms: missing).description), covered: 1 - share)
    }

    /// Adds `amount` of `name` (with an expiry): to the item of the same
    /// name or food when the amounts convert (the earlier expiry kept), else
    /// as an item of its own. Returns the item as it now reads.
    @discardableResult
    public mutating func add(_ amount: ShoppingAmount, of name: String, expires: Day?) -> PantryItem {
        if let position = position(of: name) {
            var item = current[position].item
            let earlier: Day? = [item.expires, expires].compactMap { $0 }.min()
            let held = ShoppingAmount(item.amount)
            if amount.isEmpty {
                // Nothing to count: the item is there; only its expiry may change.
                item.expires = earlier
                set(position, item)
                return item
            }
            if held.isEmpty {
                item.amount = amount.text
                item.expires = earlier
                set(position, item)
                return item
            }
            if held.terms.count == 1, let have = held.terms.first, let haveAmount = have.amount {
                let food = current[position].food ?? self.food(name)
                let more = amount.terms.map { PantryMeasure.quantity(of: $0, inUnitOf: have, food: food) }
                if more.allSatisfy({ $0 != nil }) {
                    let total = haveAmount.quantity.low + more.reduce(0) { $0 + ($1 ?? 0) }
                    item.amount = PantryMeasure.term(have, quantity: total).description
                    item.expires = earlier
                    set(position, item)
                    return item
                }
            }
        }
        let item = PantryItem(name: name, amount: amount.text, expires: expires)
        current.append(Entry(origin: nil, item: item, key: ShoppingName.key(name), food: food(name)))
        return item
    }

    /// Removes the item `name` means; nil when the pantry does not hold it.
    public mutating func remove(_ name: String) -> PantryItem? {
        guard let position = position(of: name) else { return nil }
        let item = current[position].item
        set(position, nil)
        return item
    }
}

import ClipCookCore
import ClipCookLanguage

/// An estimate of what the items still to buy (those not checked) cost:
/// each item's amount at its food's price (`FoodCost`), every term of the
/// amount (`500 g + 2 cups`) converted. An item with no food, no price, no
/// amount, or a term that does not convert is listed as unpriced with the
/// reason and counts nothing: the total is of the priced items only.
public struct ShoppingCost: Sendable {
    public struct Unpriced: Sendable {
        public var name: String
        public var reason: String
    }

    public var total: Money = .zero
    public var pricedCount = 0
    public var unpriced: [Unpriced] = []

    /// The items to buy counted: `pricedCount + unpriced.count`.
    public var count: Int { pricedCount + unpriced.count }

    public init(items: [ShoppingItem], food: (String) -> Food?) {
        for item in items where !item.checked {
            switch Self.cost(of: item, food: food) {
            case .success(let cost):
                total = total + cost
                pricedCount += 1
            case .failure(let failure):
                unpriced.append(Unpriced(name: item.name, reason: failure.reason))
            }
        }
    }

    package static func cost(of item: ShoppingItem, food: (String) -> Food?) -> Result<Money, FoodCost.Failure> {
        var name = item.name
        var amount = ShoppingAmount(item.amount)
        if let (count, rest) = ShoppingName.numberWord(item.name), amount.terms.allSatisfy({ $0.amount?.unit == nil }) {
            // `½ dozen eggs` is 6 eggs; `dozen eggs` alone is 12.
            name = rest
            amount =
                amount.isEmpty
                ? ShoppingAmount(terms: [.init(amount: Amount(quantity: Quantity(count)), words: "")])
                : amount.scaled(by: count)
        }
        guard let found = food(name) else {
            return .failure(FoodCost.Failure(reason: "no food in the table matches it", unconvertible: false))
        }
        guard let price = found.price else {
            return .failure(FoodCost.Failure(reason: "'\(found.name)' has no price", unconvertible: false))
        }
        guard !amount.isEmpty else { return .failure(FoodCost.Failure(reason: "no amount", unconvertible: false)) }
        var total = Money.zero
        for term in amount.terms {
            switch FoodCost.cost(term.description, of: found, at: price) {
            case .success(let cost): total = total + cost
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(total)
    }
}

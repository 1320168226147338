import ClipCookCore
import ClipCookLanguage

/// One change to the lines of a shopping list, by item index in the list as
/// it was read.
public enum ShoppingChange: Hashable, Sendable {
    case replace(Int, ShoppingItem)
    case remove(Int)
    case append(ShoppingItem)
}

/// Something the pantry kept off the list: all of it, or part of it.
public struct PantryNote: Hashable, Sendable {
    public var name: String
    /// What the pantry holds, as written there; nil when it gives no amount.
    public var have: String?
    /// What is still to buy; nil when the pantry covers it all.
    public var stillToBuy: String?
}

/// What adding needs to a list does: the changes, the items added or
/// merged, and what the pantry left out.
public struct ShoppingAddition: Sendable {
    public var changes: [ShoppingChange] = []
    /// The names of new lines.
    public var added: [String] = []
    /// The names of lines that already were on the list and now hold more.
    public var merged: [String] = []
    public var leftOut: [PantryNote] = []
}

/// Turns needs into changes of a list: needs merged among themselves, the
/// pantry subtracted (when given), then each merged into the unchecked
/// line of the same item or added as a new line.
public enum ShoppingPlanner {
    public static func add(_ needs: [ShoppingNeed], to items: [ShoppingItem], pantry: Pantry?) -> ShoppingAddition {
        var result = ShoppingAddition()
        var wanted = ShoppingNeed.merged(needs)
        if let pantry {
            var stock: [String: PantryItem] = [:]
            for item in pantry.items where stock[ShoppingName.key(item.name)] == nil { stock[ShoppingName.key(item.name)] = item }
            wanted = wanted.compactMap { need in
                guard let have = stock[ShoppingName.key(need.name)] else { return need }
                let haveAmount = ShoppingAmount(have.amount)
                guard let left = need.amount.subtracting(haveAmount) else {
                    result.leftOut.append(PantryNote(name: need.name, have: have.amount, stillToBuy: nil))
                    return nil
                }
                if left != need.amount {
                    result.leftOut.append(PantryNote(name: need.name, have: have.amount, stillToBuy: left.text))
                }
                var reduced = need
                reduced.amount = left
                return reduced
            }
        }
        var current = items
        var firstUnchecked: [String: Int] = [:]
        for (index, item) in items.enumerated() where !item.checked {
            let key = ShoppingName.key(item.name)
            if firstUnchecked[key] == nil { firstUnchecked[key] = index }
        }
        for need in wanted {
            if let index = firstUnchecked[ShoppingName.key(need.name)] {
                var item = ShoppingAttribution.adding(need.recipes, to: current[index])
                item.name = ShoppingName.merge(item.name, need.name)
                let amount = ShoppingAmount(item.amount).adding(need.amount)
                item.amount = amount.text
                if !need.recipes.isEmpty { item.name = ShoppingName.agreeing(item.name, with: amount) }
                current[index] = item
                result.merged.append(item.name)
            } else {
                let name = need.recipes.isEmpty ? need.name : ShoppingName.agreeing(need.name, with: need.amount)
                let item = ShoppingAttribution.adding(
                    need.recipes, to: ShoppingItem(id: "", name: name, amount: need.amount.text))
                result.changes.append(.append(item))
                result.added.append(name)
            }
        }
        let replaced = items.indices.filter { current[$0] != items[$0] }.map { ShoppingChange.replace($0, current[$0]) }
        result.changes = replaced + result.changes
        return result
    }
}

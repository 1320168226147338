import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `shop check ITEM` with the setting `pantry-from-shopping` on: the item
/// is checked off and added to the pantry (its amount summed into an item
/// of the same food where the units convert), both files written as one
/// change that one `undo` takes back.
extension Session {
    func shopCheckIntoPantry(_ index: Int, _ item: ShoppingItem) -> Result<CommandOutcome, CommandError> {
        if let error = pantryFileError() { return .failure(error) }
        var stock = PantryStock(shopping.pantry ?? Pantry(), food: pantryFood)
        let amount = ShoppingAmount(item.amount)
        let added = stock.add(amount, of: ShoppingName.base(of: item.name), expires: nil)
        let pantryChanges = stock.changes
        let summary = "shop check '\(item.name)'"
        let store = self.store
        let outcome = applyChange { overwrite throws(StoreError) -> StoreChange in
            var list = try store.editShoppingList([.replace(index, item)], summary: summary, overwrite: overwrite)
            guard !pantryChanges.isEmpty else { return list }
            do throws(StoreError) {
                list.alsoChanged = [try pantryWrite(pantryChanges, summary: summary, overwrite: overwrite)]
            } catch {
                // Both files or neither.
                try? store.revert(list, overwrite: true)
                throw error
            }
            return list
        }
        switch outcome {
        case .failure(let error): return .failure(error)
        case .success(nil):
            return .success(CommandOutcome(command: "", text: "kept the version on disk; nothing changed", data: ["changed": .bool(false)]))
        case .success:
            let shown = (added.amount.map { $0 + " " } ?? "") + added.name
            return .success(
                CommandOutcome(
                    command: "", text: "checked '\(item.name)'; the pantry now holds \(shown)" + undoHint,
                    data: ["changed": .bool(true), "item": .string(item.name), "pantry": Self.pantryJSON(added)]))
        }
    }
}

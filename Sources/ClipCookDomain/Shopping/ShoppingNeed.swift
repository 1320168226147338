import ClipCookCore
import ClipCookLanguage

/// A recipe an item is for: its id and its title as the cook sees it.
public struct RecipeReference: Hashable, Sendable {
    public var id: String
    public var title: String

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}

/// Something to buy before it is on the list: a name, an amount, and the
/// recipes it is for (none for a free-text item).
public struct ShoppingNeed: Hashable, Sendable {
    public var name: String
    public var amount: ShoppingAmount
    public var recipes: [RecipeReference]

    public init(name: String, amount: ShoppingAmount, recipes: [RecipeReference] = []) {
        self.name = name
        self.amount = amount
        self.recipes = recipes
    }

    /// A free-text item, its amount read like an ingredient's: `2 lemons`,
    /// `500g flour`, `milk`. nil when the text holds no name.
    public init?(text: String) {
        let trimmed = Substring(text.trimmingBlanks())
        var amount = ShoppingAmount(terms: [])
        var rest = trimmed
        if let end = Amount.leadingAmountEnd(in: trimmed) {
            amount = ShoppingAmount(String(trimmed[..<end]))
            rest = trimmed[end...]
        }
        let name = rest.trimmingBlanks()
        guard !name.isEmpty else { return nil }
        self.init(name: name, amount: amount)
    }

    /// The ingredients of a recipe, each amount multiplied by `factor`; an
    /// ingredient's notes are kept in brackets (`onion (diced)`).
    public static func ingredients(of recipe: Recipe, factor: Double) -> [ShoppingNeed] {
        var needs: [ShoppingNeed] = []
        forEachIngredient(of: recipe, factor: factor) { needs.append($0) }
        return needs
    }

    /// `merged(ingredients(of:factor:))`, merged as each ingredient is
    /// read: a recipe of a million lines of a few foods never holds a
    /// need a line (`shop add` of it took 21× the file).
    public static func mergedIngredients(of recipe: Recipe, factor: Double) -> [ShoppingNeed] {
        var merger = NeedMerger()
        forEachIngredient(of: recipe, factor: factor) { merger.add($0) }
        return merger.needs
    }

    private static func forEachIngredient(of recipe: Recipe, factor: Double, _ body: (ShoppingNeed) -> Void) {
        let reference = RecipeReference(id: recipe.id, title: recipe.title)
        for ingredient in recipe.ingredients {
            let base = ingredient.name.trimmingBlanks()
            guard !base.isEmpty else { continue }
            let notes = (ingredient.notes?.trimmingBlanks()).map { $0.isEmpty ? [] : [$0] } ?? []
            body(
                ShoppingNeed(
                    name: ShoppingName.compose(base, notes: notes), amount: ShoppingAmount(ingredient.amount).scaled(by: factor),
                    recipes: [reference]))
        }
    }

    /// Needs of the same item (by `ShoppingName.key`) merged into one, in
    /// the order each item first appears.
    public static func merged(_ needs: [ShoppingNeed]) -> [ShoppingNeed] {
        var merger = NeedMerger()
        for need in needs { merger.add(need) }
        return merger.needs
    }

    /// Merges needs one at a time, as `merged` does.
    private struct NeedMerger {
        var order: [String] = []
        var byKey: [String: ShoppingNeed] = [:]

        mutating func add(_ need: ShoppingNeed) {
            let key = ShoppingName.key(need.name)
            if let existing = byKey[key] {
                byKey[key] = existing.merging(need)
            } else {
                order.append(key)
                byKey[key] = need
            }
        }

        var needs: [ShoppingNeed] { order.compactMap { byKey[$0] } }
    }

    /// This need with `other` added: amounts summed, notes and recipes joined.
    public func merging(_ other: ShoppingNeed) -> ShoppingNeed {
        var recipes = self.recipes
        for recipe in other.recipes where !recipes.contains(where: { $0.id == recipe.id }) { recipes.append(recipe) }
        return ShoppingNeed(name: ShoppingName.merge(name, other.name), amount: amount.adding(other.amount), recipes: recipes)
    }
}

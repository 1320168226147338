import Testing
@testable import ClipCookCore
@testable import ClipCookDomain

/// `shop add` of a recipe merges its needs as it reads its ingredients
/// (issue 40, item 3): the needs of 20,000 lines of three foods are three,
/// the same as merging the 20,000 needs made first.
@Suite struct ShoppingNeedMergeAsReadTests {
    @Test func aLongRecipeIsMergedAsItIsRead() {
        var ingredients: [Ingredient] = []
        for n in 0..<20_000 {
            switch n % 3 {
            case 0: ingredients.append(Ingredient(id: "i\(n)", name: "plain flour", amount: "3 g"))
            case 1: ingredients.append(Ingredient(id: "i\(n)", name: "rice", amount: "1/3 cup"))
            default: ingredients.append(Ingredient(id: "i\(n)", name: "onion", amount: "1", notes: "diced"))
            }
        }
        let recipe = Recipe(id: "huge", title: "Huge", servings: 6, category: .dinner, ingredients: ingredients)
        let asRead = ShoppingNeed.mergedIngredients(of: recipe, factor: 7.0 / 6)
        #expect(asRead.count == 3)
        #expect(asRead == ShoppingNeed.merged(ShoppingNeed.ingredients(of: recipe, factor: 7.0 / 6)))
        #expect(asRead.map(\.name) == ["plain flour", "rice", "onion (diced)"])
        #expect(asRead.last?.amount.text == "7777")
    }
}

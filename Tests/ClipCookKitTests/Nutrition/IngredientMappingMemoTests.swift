import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// `RecipeNutrition` remembers what each distinct ingredient (annotation,
/// name, amount) maps to, and `FoodSearch.ingredientMatch` the food of each
/// folded name, so that lint over a large collection works each one out
/// once. The memos must never change an answer: here every mapping is
/// worked out both ways, asked twice (the second answer comes from the
/// memo), and compared.
@Suite struct IngredientMappingMemoTests {
    /// A mapping as text: the food, grams and values, or the reason.
    static func shown(_ result: Result<RecipeNutrition.Mapped, RecipeNutrition.Reason>) -> String {
        switch result {
        case .success(let mapped):
            let v = mapped.values
            return "\(mapped.food.id) \(mapped.food.name) \(mapped.food.file ?? "-") \(mapped.grams) g "
                + "\(v.calories ?? -1) \(v.protein ?? -1) \(v.carbs ?? -1) \(v.fats ?? -1)"
        case .failure(let reason):
            return "unmatched: \(reason.text)"
        }
    }

    /// Every ingredient mapped afresh and through the memo (twice), with the differences.
    static func differences(_ ingredients: [Ingredient], table: FoodTable) -> [String] {
        var differences: [String] = []
        for ingredient in ingredients {
            let direct = shown(RecipeNutrition.mapDirectly(ingredient, table: table))
            for round in 1...2 {
                let memoised = shown(RecipeNutrition.map(ingredient, table: table))
                if memoised != direct {
                    differences.append(
                        "\(ingredient.amount) | \(ingredient.name) | \(ingredient.food ?? "-") (round \(round)): \(memoised) vs \(direct)")
                }
            }
        }
        return differences
    }

    @Test func theExampleCollectionMapsAlikeWithAndWithoutTheMemo() {
        let collection = CollectionLoader.load(root: RepositoryFiles.url("examples").path)
        let table = FoodTable(foods: FoodTable.collection(collection.ownFoods).foods)  // a fresh, empty memo
        // The recipes' ingredients, and some naming the collection's own foods.
        let ingredients =
            collection.recipes.flatMap(\.ingredients) + [
                Ingredient(id: "a", name: "granola", amount: "1 bowl"), Ingredient(id: "b", name: "firm tofu", amount: "1 block"),
                Ingredient(id: "c", name: "kombucha", amount: "1 bottle", food: "Kombucha, original"),
                Ingredient(id: "d", name: "kombucha", amount: "2 glasses", food: "kombucha original"),
            ]
        #expect(ingredients.count >= 60)
        // The examples exercise both outcomes and the collection's own foods.
        let results = ingredients.map { RecipeNutrition.mapDirectly($0, table: table) }
        #expect(results.contains { if case .success = $0 { true } else { false } })
        #expect(results.contains { if case .failure = $0 { true } else { false } })
        #expect(results.contains { if case .success(let mapped) = $0 { mapped.food.file != nil } else { false } })
        #expect(Self.differences(ingredients, table: table) == [])
    }

    @Test func theLabelledNamesMapAlikeWithAndWithoutTheMemo() {
        let table = FoodTable(foods: FoodTable.standard.foods)
        let names = (LabelledIngredientFood.load() + LabelledIngredientFood.load(LabelledIngredientFood.heldOutPath)).map(\.name)
        #expect(names.count >= 190)
        let amounts = ["", "100 g", "2", "1 cup", "2 large", "1 tbsp", "3 cloves", "½ cup", "a pinch", "1 tin", "2-3 tbsp", "200 ml"]
        var ingredients: [Ingredient] = []
        for (k, name) in names.enumerated() {
            // The folded-name memo must not care how the name is written.
            for written in [name, name.uppercased(), "  " + name.capitalized] {
                ingredients.append(Ingredient(id: "i\(k)", name: written, amount: amounts[k % amounts.count]))
                ingredients.append(Ingredient(id: "j\(k)", name: written, amount: amounts[(k * 7 + 3) % amounts.count]))
            }
            ingredients.append(Ingredient(id: "f\(k)", name: "something", amount: "100 g", food: name))
        }
        #expect(Self.differences(ingredients, table: table) == [])
        // The name memo alone agrees with the matcher asked afresh.
        for name in names {
            let memoised = FoodSearch.ingredientMatch(name.uppercased(), in: table)
            let direct = IngredientMatch.index(for: name, in: table).map { table.foods[$0] }
            #expect(memoised == direct, "\(name)")
        }
    }

    @Test func aTableMadeForOtherFoodsHasItsOwnMemo() {
        // The same ingredient maps to the collection's own food in its table
        // and to the SR28 food in the standard one.
        let own = Food(
            id: "", name: "Egg", group: "", per100g: FoodValues(calories: 100, protein: 10, carbs: 1, fats: 7),
            portions: [Portion(amount: 1, unit: "large", grams: 60)], file: "foods/own.foods")
        let standard = FoodTable(foods: FoodTable.standard.foods)
        let mine = FoodTable(foods: [own] + standard.foods)
        let egg = Ingredient(id: "egg", name: "eggs", amount: "2 large")
        let named = Ingredient(id: "egg", name: "eggs", amount: "2 large", food: "egg")
        #expect(Self.shown(RecipeNutrition.map(named, table: mine)) == " Egg foods/own.foods 120.0 g 120.0 12.0 1.2 8.4")
        #expect(Self.shown(RecipeNutrition.map(named, table: standard)) != Self.shown(RecipeNutrition.map(named, table: mine)))
        #expect(Self.shown(RecipeNutrition.map(egg, table: standard)) == Self.shown(RecipeNutrition.mapDirectly(egg, table: standard)))
        #expect(Self.shown(RecipeNutrition.map(egg, table: standard)).hasPrefix("01123 Egg, whole, raw, fresh"))
    }
}

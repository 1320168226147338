import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// `convert --to jsonld` then back: every example recipe comes back the
/// same, apart from what schema.org has no place for (documented in
/// `JSONLDWriter`): step timers, the favourite and archived flags, AI
/// metadata, custom ids, and times that are not durations. An ingredient
/// is one line of text in schema.org, so it comes back as that line reads
/// (`[1 large] egg` is written "1 large egg" and reads as 1 "large egg");
/// `ingredientsThatReadTheSameComeBackExactly` pins the lines that do.
@Suite struct JSONLDRoundTripTests {
    static func exampleRecipes() throws -> [Recipe] {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")
        return CollectionLoader.load(root: root.path).recipes
    }

    /// The recipe as JSON-LD can carry it.
    static func portable(_ recipe: Recipe) -> Recipe {
        var r = recipe
        r.id = DerivedID.recipe(title: r.title)
        r.isFavourite = false
        r.isArchived = false
        r.aiMeta = nil
        r.prepTime = r.prepTime.flatMap(DurationText.seconds).map { DurationText.format(seconds: $0) }
        r.cookTime = r.cookTime.flatMap(DurationText.seconds).map { DurationText.format(seconds: $0) }
        r.ingredients = r.ingredients.enumerated().map { index, ingredient in
            let parts = IngredientText.split(JSONLDWriter.ingredientLine(ingredient))
            return Ingredient(id: DerivedID.ingredient(position: index), name: parts.name, amount: parts.amount, notes: parts.notes)
        }
        r.steps = r.steps.enumerated().map { index, step in
            Step(id: DerivedID.step(position: index), order: index + 1, text: step.text)
        }
        if r.caption == "" { r.caption = nil }
        return r
    }

    @Test func everyExampleRecipeComesBack() throws {
        let recipes = try Self.exampleRecipes()
        #expect(recipes.count >= 10)
        for recipe in recipes {
            let json = JSONLDWriter.write(recipe)
            // Valid JSON with the schema.org context and type.
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            #expect(object["@context"] as? String == "https://schema.org")
            #expect(object["@type"] as? String == "Recipe")
            let result = DocumentReader.read(SourceFile(path: "r.json", text: json), as: .jsonld)
            #expect(result.diagnostics.isEmpty, "\(recipe.id): \(result.diagnostics.map(\.headline))")
            guard case .document(.recipe(let back))? = result.content else {
                Issue.record("\(recipe.id) did not come back")
                continue
            }
            #expect(back == Self.portable(recipe), "\(recipe.id)")
        }
    }

    @Test func ingredientsThatReadTheSameComeBackExactly() throws {
        let ingredients = [
            Ingredient(id: "i1", name: "chicken breast", amount: "500 g", notes: "sliced thin"),
            Ingredient(id: "i2", name: "rolled oats", amount: "½ cup"),
            Ingredient(id: "i3", name: "salt", amount: "a pinch"),
            Ingredient(id: "i4", name: "flour", amount: "1 1/2 cups", notes: "sifted, then weighed"),
            Ingredient(id: "i5", name: "fish sauce", amount: "1-2 tbsp"),
            Ingredient(id: "i6", name: "salt and pepper"),
            Ingredient(id: "i7", name: "parsley", amount: "a handful", notes: "chopped"),
        ]
        let recipe = Recipe(id: "x", title: "X", category: .lunch, ingredients: ingredients)
        let result = DocumentReader.read(SourceFile(path: "r.json", text: JSONLDWriter.write(recipe)), as: .jsonld)
        guard case .document(.recipe(let back))? = result.content else {
            Issue.record("no recipe")
            return
        }
        #expect(back.ingredients == ingredients)
    }
}

import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Cooklang ↔ ClipCook recipes: the mapping documented in README.md.
@Suite struct CooklangMappingTests {
    static func sample(_ name: String) throws -> SourceFile {
        let url = CooklangCanonicalTests.folder.appendingPathComponent("samples/\(name)")
        return SourceFile(path: name, bytes: Array(try Data(contentsOf: url)))
    }

    static func importRecipe(_ source: SourceFile) throws -> Recipe {
        guard case .document(.recipe(let recipe))? = CooklangImporter.read(source).content else {
            throw CooklangImportFailed()
        }
        return recipe
    }

    struct CooklangImportFailed: Error {}

    @Test func aWholeRecipeMaps() throws {
        let recipe = try Self.importRecipe(try Self.sample("shakshuka.cook"))
        #expect(recipe.title == "Shakshuka")
        #expect(recipe.id == "shakshuka")
        #expect(recipe.category == .breakfast)
        #expect(recipe.servings == 2)
        #expect(recipe.prepTime == "10 minutes")
        #expect(recipe.cookTime == "25 minutes")
        #expect(recipe.sourceUrl == "https://www.youtube.com/watch?v=abc123")
        #expect(recipe.sourcePlatform == .youtube)
        #expect(recipe.caption == "A Saturday brunch staple.")
        #expect(recipe.tags == ["eggs", "one-pan", "cookware:large skillet", "cookware:lid"])
        #expect(recipe.ingredients.map(\.id) == (1...12).map { "i\($0)" })
        #expect(recipe.ingredients[0] == Ingredient(id: "i1", name: "olive oil", amount: "2 tbsp"))
        #expect(recipe.ingredients[1] == Ingredient(id: "i2", name: "onion", amount: "1", notes: "diced"))
        #expect(recipe.ingredients[7] == Ingredient(id: "i8", name: "salt", amount: ""))
        #expect(
            recipe.steps.map(\.text) == [
                "Heat the olive oil in a large skillet. Soften the onion and red pepper for 6 minutes.",
                "Stir in garlic, cumin and paprika.",
                "Add the crushed tomatoes and simmer until thick, then season with salt and pepper.",
                "Make wells, crack in the eggs and cover with a lid.",
                "Finish with feta and parsley.",
            ])
        #expect(
            recipe.steps.map(\.timers) == [
                [StepTimer(seconds: 360)], [StepTimer(seconds: 60)], [StepTimer(seconds: 600, label: "sauce")],
                [StepTimer(seconds: 420, label: "eggs")], [],
            ])
        #expect(recipe.steps.map(\.order) == [1, 2, 3, 4, 5])
    }

    @Test func repeatedMentionsMergeByNameKeepingEachAmountInItsStep() throws {
        let recipe = try Self.importRecipe(try Self.sample("sourdough.cook"))
        #expect(recipe.title == "Weekend Sourdough")
        #expect(recipe.category == .snack)
        #expect(recipe.servings == 1)
        #expect(recipe.ingredients.map(\.name) == ["starter", "flour", "water", "salt", "Brown Butter"])
        #expect(recipe.ingredients.map(\.amount) == ["50 g", "500 g", "370 g", "10 g", "2 tbsp"])
        #expect(recipe.ingredients[4].notes == "recipe ./butters/Brown Butter")
        #expect(recipe.steps[0].text == "Levain: Mix starter, flour (50 g) and water (50 g). Leave for 6-8 hours.")
        #expect(recipe.steps[0].timers == [StepTimer(seconds: 8 * 3600)])
        #expect(recipe.steps[1].text.hasPrefix("Dough: Mix flour (450 g) with water (320 g) and the levain."))
        #expect(recipe.steps[2].text.hasPrefix("Bake: Bake in a dutch oven at 250°C"))
        #expect(recipe.tags == ["cookware:dutch oven"])
    }

    @Test func amountsThatDoNotAddUpAreJoined() throws {
        let recipe = CooklangImporter.recipe(
            from: CooklangParser.parse(
                "Add @sugar{1%cup}, then more @sugar{a little} and @Sugar{1%cup}."
            ).recipe)
        #expect(recipe.ingredients == [Ingredient(id: "i1", name: "sugar", amount: "1 cup + a little + 1 cup")])
        #expect(recipe.steps.first?.text == "Add sugar (1 cup), then more sugar (a little) and Sugar (1 cup).")
    }

    @Test func nutritionIdAndFlagsComeFromTheFrontMatter() throws {
        let recipe = try Self.importRecipe(try Self.sample("pasta.cook"))
        #expect(recipe.nutrition == Nutrition(calories: 520, protein: 21, carbs: 78, fats: 14))
        #expect(recipe.ingredients.first == Ingredient(id: "i1", name: "olive oil", amount: "4 tbsp"))
        #expect(recipe.steps[2].text == "Cook the ditalini in it for 10 minutes, add more olive oil (1 tbsp) and pecorino.")
    }

    /// Every example recipe, written as Cooklang, reads back as the same recipe.
    @Test(arguments: RepositoryFiles.files(under: "examples").filter { $0.hasSuffix(".recipe") })
    func exampleRecipesRoundTrip(_ path: String) throws {
        guard case .recipe(let recipe)? = ExampleCollection.parse(path).document else {
            Issue.record("\(path) does not parse")
            return
        }
        let cooklang = try CooklangExporter.write(recipe)
        let back = CooklangImporter.recipe(from: CooklangParser.parse(cooklang).recipe)
        #expect(back == recipe, "\(cooklang)")
        #expect(CooklangParser.parse(cooklang).diagnostics.isEmpty)
    }

    @Test func ingredientsAreMarkedInTheStepsWhenTheyCanBe() throws {
        let recipe = Recipe(
            id: "toast", title: "Toast", category: .breakfast,
            ingredients: [
                Ingredient(id: "i1", name: "bread", amount: "2 slices"),
                Ingredient(id: "i2", name: "butter", amount: "1 tbsp", notes: "soft"),
            ],
            steps: [
                Step(id: "s1", order: 1, text: "Toast the bread -- twice #1 @home ~ok.", timers: [StepTimer(seconds: 180)]),
                Step(id: "s2", order: 2, text: "= Butter (the butter) [-thin-] \\@ it.", timers: [StepTimer(seconds: 90, label: "rest a bit")]),
            ])
        let cooklang = try CooklangExporter.write(recipe)
        #expect(
            cooklang == """
                ---
                title: Toast
                category: breakfast
                servings: 1
                ---

                Toast the @bread{2%slices} \\-- twice \\#1 \\@home \\~ok.
                ~{3%minutes}

                \\= Butter (the @butter{1%tbsp}(soft)) \\[-thin-] \\\\\\@ it.
                ~rest a bit{90%seconds}

                """)
        #expect(CooklangImporter.recipe(from: CooklangParser.parse(cooklang).recipe) == recipe)
    }

    @Test func ingredientsOutOfStepOrderGoToAnIngredientsSection() throws {
        let recipe = Recipe(
            id: "tea", title: "Tea", category: .snack,
            ingredients: [
                Ingredient(id: "i1", name: "milk", amount: "a splash"),
                Ingredient(id: "i2", name: "tea bag", amount: "1"),
                Ingredient(id: "i3", name: "sugar", amount: "", notes: ""),
            ],
            steps: [Step(id: "s1", order: 1, text: "Brew the tea bag, then add milk.")])
        let cooklang = try CooklangExporter.write(recipe)
        #expect(
            cooklang.hasSuffix(
                """

                Brew the tea bag, then add milk.

                = Ingredients
                @milk{a splash}
                @tea bag{1}
                @sugar{}()

                """))
        #expect(CooklangImporter.recipe(from: CooklangParser.parse(cooklang).recipe) == recipe)
    }

    @Test func onlyRecipesAreCooklang() {
        #expect(
            throws: DocumentWriter.WriteError.notRepresentable(
                "only a recipe can be written as Cooklang; this is a shopping list")
        ) {
            try DocumentWriter.write(.document(.shoppingList(ShoppingList(shoppingItems: []))), as: .cooklang)
        }
        #expect(InteropFormat.sniff(path: "dir/Pasta.COOK", bytes: []) == .cooklang)
    }
}

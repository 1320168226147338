import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookInterop

/// `import`'s last check reads the printed recipe back comparing its items
/// one at a time instead of building a second recipe (issue 40).
@Suite struct RecipeItemCheckTests {
    static func recipe(ingredients: Int) -> Recipe {
        Recipe(
            id: "soup", title: "Soup", servings: 4, category: .dinner,
            ingredients: (0..<ingredients).map {
                Ingredient(id: DerivedID.ingredient(position: $0), name: "red lentils \($0)", amount: "\(1 + $0 % 500) g")
            },
            steps: [Step(id: "s1", order: 1, text: "Simmer everything.")])
    }

    @Test func theItemsReadAreComparedAndNotKept() throws {
        let recipe = Self.recipe(ingredients: 2_000)
        let check = RecipeItemCheck(expecting: recipe)
        let read = Language.parse(
            SourceFile(path: "<text>", bytes: Language.printBytes(.recipe(recipe))), keeping: [], checking: check)
        guard case .recipe(let again)? = read.document else {
            Issue.record("no recipe read back")
            return
        }
        #expect(check.matched)
        #expect(check.ingredientsRead == 2_000)
        #expect(check.stepsRead == 1)
        // Nothing of the lists was kept: the second recipe is its head only.
        #expect(again.ingredients.isEmpty)
        #expect(again.steps.isEmpty)
        var head = recipe
        head.ingredients = []
        head.steps = []
        #expect(again == head)
    }

    @Test func aDifferentItemOrCountIsNoMatch() {
        let recipe = Self.recipe(ingredients: 50)
        let text = Language.printBytes(.recipe(recipe))
        var renamed = recipe
        renamed.ingredients[49].name = "green lentils 49"
        var longer = recipe
        longer.ingredients.append(Ingredient(id: "i51", name: "salt", amount: ""))
        var otherStep = recipe
        otherStep.steps[0].text = "Boil everything."
        for expected in [renamed, longer, otherStep] {
            let check = RecipeItemCheck(expecting: expected)
            _ = Language.parse(SourceFile(path: "<text>", bytes: text), keeping: [], checking: check)
            #expect(!check.matched)
        }
    }

    @Test func anImportThatReadsBackTheSameIsKeptWhole() {
        let recipe = Self.recipe(ingredients: 300)
        let checked = ImportedRecipe.checked(InteropReadResult(content: .document(.recipe(recipe)), diagnostics: []), path: "page.html")
        #expect(checked.content == .document(.recipe(recipe)))
        #expect(checked.diagnostics.isEmpty)
    }
}

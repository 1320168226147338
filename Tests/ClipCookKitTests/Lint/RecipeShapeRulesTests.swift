import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct RecipeShapeRulesTests {
    @Test func recipeWithoutIngredientsOrSteps() {
        let empty = LintFixture.recipe("Air", ingredients: [], steps: [])
        #expect(
            LintFixture.messages(RecipeIncomplete(), recipe: empty)
                == ["recipe 'Air' has no ingredients", "recipe 'Air' has no steps"])
        #expect(
            LintFixture.messages(RecipeIncomplete(), recipe: LintFixture.recipe("Water", steps: []))
                == ["recipe 'Water' has no steps"])
        #expect(LintFixture.messages(RecipeIncomplete(), recipe: LintFixture.recipe()).isEmpty)
    }

    @Test(arguments: [(0, true), (-2, true), (1, false), (12, false)])
    func servingsAtLeastOne(_ servings: Int, _ flagged: Bool) {
        let messages = LintFixture.messages(ServingsAtLeastOne(), recipe: LintFixture.recipe(servings: servings))
        #expect(messages == (flagged ? ["servings is \(servings), but a recipe makes at least 1 serving"] : []))
    }

    @Test func titleOver200Characters() {
        let exact = String(repeating: "é", count: 200)
        #expect(LintFixture.messages(TitleTooLong(), recipe: LintFixture.recipe(exact, id: "x")).isEmpty)
        #expect(
            LintFixture.messages(TitleTooLong(), recipe: LintFixture.recipe(exact + "!", id: "x"))
                == ["title has 201 characters, more than the 200 allowed"])
    }
}

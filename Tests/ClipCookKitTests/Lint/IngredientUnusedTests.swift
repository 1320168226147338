import Testing
@testable import ClipCookKit

@Suite struct IngredientUnusedTests {
    let rule = IngredientUnused()

    @Test func flagsIngredientsNoStepMentions() {
        let recipe = LintFixture.recipe(
            ingredients: [("500 g", "chicken breast"), ("2", "tomatoes"), ("1 tsp", "smoked paprika"), ("", "fresh basil")],
            steps: ["Sear the chicken.", "Add the chopped tomato and simmer."])
        #expect(LintFixture.messages(rule, recipe: recipe) == [
            "ingredient 'smoked paprika' is not mentioned in any step",
            "ingredient 'fresh basil' is not mentioned in any step",
        ])
    }

    @Test func singularAndPluralMatch() {
        let recipe = LintFixture.recipe(
            ingredients: [("2", "onion"), ("3", "berries"), ("1", "potato")],
            steps: ["Slice the onions, wash the berry and peel the potatoes."])
        #expect(LintFixture.messages(rule, recipe: recipe).isEmpty)
    }

    @Test func anyKeyWordOfTheNameCounts() {
        let recipe = LintFixture.recipe(ingredients: [("", "salt and pepper")], steps: ["Season with pepper."])
        #expect(LintFixture.messages(rule, recipe: recipe).isEmpty)
    }

    @Test func recipesWithoutStepsAreLeftToRecipeIncomplete() {
        let recipe = LintFixture.recipe(ingredients: [("1", "lemon")], steps: [])
        #expect(LintFixture.messages(rule, recipe: recipe).isEmpty)
    }

    @Test func namesOfFillerWordsOnlyAreNotJudged() {
        let recipe = LintFixture.recipe(ingredients: [("", "a few, fresh")], steps: ["Mix."])
        #expect(LintFixture.messages(rule, recipe: recipe).isEmpty)
    }
}

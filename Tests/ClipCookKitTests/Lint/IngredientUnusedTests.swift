import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct IngredientUnusedTests {
    let rule = IngredientUnused()

    @Test func flagsIngredientsNoStepMentions() {
        let recipe = LintFixture.recipe(
            ingredients: [("500 g", "chicken breast"), ("2", "tomatoes"), ("1 tsp", "smoked paprika"), ("", "fresh basil")],
            steps: ["Sear the chicken.", "Add the chopped tomato and simmer."])
        #expect(
            LintFixture.messages(rule, recipe: recipe) == [
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

/// Hand-written steps name ingredients loosely (issue 7 §7).
@Suite struct IngredientUnusedHandWrittenTests {
    let rule = IngredientUnused()

    @Test(arguments: [
        "Add everything else and simmer.", "Stir in the remaining ingredients.", "Tip in all the ingredients and blend.",
        "Add the rest of the ingredients.", "Mix the other ingredients in a bowl.",
    ])
    func aStepThatStandsForTheRestUsesEveryIngredient(_ step: String) {
        let recipe = LintFixture.recipe(
            ingredients: [("1", "onion"), ("400 g", "chopped tomatoes"), ("1 tsp", "cumin")],
            steps: ["Fry the onion.", step])
        #expect(LintFixture.messages(rule, recipe: recipe).isEmpty)
    }

    @Test func generalWordsStandForTheirIngredients() {
        let recipe = LintFixture.recipe(
            ingredients: [("", "salt"), ("", "black pepper"), ("1 tsp", "smoked paprika"), ("", "parmesan"), ("", "fresh basil")],
            steps: ["Season well.", "Add the spices.", "Grate the cheese over and scatter the herbs."])
        #expect(LintFixture.messages(rule, recipe: recipe).isEmpty)
    }

    @Test func theRemainingOfOneIngredientIsNotEveryIngredient() {
        let recipe = LintFixture.recipe(
            ingredients: [("500 ml", "stock"), ("1 tsp", "saffron")],
            steps: ["Add half the stock.", "Add the remaining stock."])
        #expect(LintFixture.messages(rule, recipe: recipe) == ["ingredient 'saffron' is not mentioned in any step"])
    }

    /// Three recipes written by hand the way cooks write them: no finding.
    @Test(arguments: ["weeknight-chili.recipe", "banana-bread.recipe", "minestrone.recipe"])
    func handWrittenRecipesGetNoFalseAlarm(_ name: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/lint").appendingPathComponent(name)
        let file = LintFile(source: SourceFile(path: name, bytes: [UInt8](try Data(contentsOf: url))))
        #expect(file.recipe != nil)
        #expect(rule.check(file, in: LintContext(files: [file])).map(\.message) == [])
    }
}

import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct CaloriesMatchMacrosTests {
    let rule = CaloriesMatchMacros()

    @Test func flagsCaloriesFarFromTheMacros() {
        // 4×42 + 4×55 + 9×22 = 586; 780 is 194 kcal away (tolerance 78).
        let recipe = LintFixture.recipe(nutrition: Nutrition(calories: 780, protein: 42, carbs: 55, fats: 22))
        #expect(
            LintFixture.messages(rule, recipe: recipe)
                == ["stated calories 780 kcal differ by 194 kcal from the macros' 586 kcal (4×42 + 4×55 + 9×22)"])
    }

    @Test(arguments: [580, 586, 600, 566])
    func acceptsCaloriesWithinTolerance(_ calories: Int) {
        let recipe = LintFixture.recipe(nutrition: Nutrition(calories: calories, protein: 42, carbs: 55, fats: 22))
        #expect(LintFixture.messages(rule, recipe: recipe).isEmpty)
    }

    @Test func smallItemsGetTwentyKilocaloriesOfSlack() {
        // 4×0 + 4×25 + 0 = 100: 95 and 80 are within 20, 79 is not.
        for (calories, flagged) in [(95, false), (80, false), (79, true)] {
            let recipe = LintFixture.recipe(nutrition: Nutrition(calories: calories, protein: 0, carbs: 25, fats: 0))
            #expect(LintFixture.messages(rule, recipe: recipe).isEmpty != flagged)
        }
    }

    @Test func checksQuickAddsInPlans() throws {
        let beer = QuickAddItem(name: "Beer", calories: 150, protein: 1, carbs: 13, fats: 0)
        let apple = QuickAddItem(name: "Apple", calories: 95, protein: 0, carbs: 25, fats: 0)
        let plan = Plan(mealSlots: [
            try LintFixture.slot("2026-11-23", quick: apple),
            try LintFixture.slot("2026-11-23", .eveningSnack, quick: beer),
        ])
        #expect(
            LintFixture.messages(rule, [LintFixture.file("plans/p.plan", .plan(plan))])
                == ["calories of quick-add 'Beer' 150 kcal differ by 94 kcal from the macros' 56 kcal (4×1 + 4×13 + 9×0)"])
    }

    @Test func recipeWithoutNutritionIsNotChecked() {
        #expect(LintFixture.messages(rule, recipe: LintFixture.recipe()).isEmpty)
    }
}

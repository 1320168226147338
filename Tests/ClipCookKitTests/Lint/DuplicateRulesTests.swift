import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct DuplicateRulesTests {
    @Test func duplicateItemIdsInsideARecipe() {
        var recipe = LintFixture.recipe(
            ingredients: [("1", "egg"), ("2", "milk"), ("3", "flour")],
            steps: ["Mix.", "Fry."])
        recipe.ingredients[2].id = "i1"
        recipe.steps[1].id = "s1"
        #expect(
            LintFixture.messages(DuplicateID(), recipe: recipe)
                == ["duplicate ingredient id 'i1'", "duplicate step id 's1'"])
    }

    @Test func duplicateRecipeIdsAcrossFiles() {
        let files = [
            LintFixture.file("recipes/a.recipe", .recipe(LintFixture.recipe("Pancakes", id: "pancakes"))),
            LintFixture.file("recipes/b.recipe", .recipe(LintFixture.recipe("Fluffy Pancakes", id: "pancakes"))),
            LintFixture.file("recipes/c.recipe", .recipe(LintFixture.recipe("Waffles"))),
        ]
        #expect(LintFixture.messages(DuplicateID(), files) == ["recipe id 'pancakes' is also used by recipes/b.recipe"])
        #expect(LintFixture.messages(DuplicateID(), [files[2]] + files).isEmpty)
    }

    @Test func duplicateSlotIdsAcrossPlans() throws {
        let a = Plan(mealSlots: [try LintFixture.slot("2026-11-23", recipe: "x", id: "slot-1")])
        let b = Plan(mealSlots: [
            try LintFixture.slot("2026-11-30", recipe: "y", id: "slot-1"),
            try LintFixture.slot("2026-11-30", recipe: "y", id: "slot-2"),
        ])
        let files = [LintFixture.file("plans/a.plan", .plan(a)), LintFixture.file("plans/b.plan", .plan(b))]
        #expect(LintFixture.messages(DuplicateID(), files) == ["meal slot id 'slot-1' is also used by plans/b.plan"])
    }

    @Test func duplicateShoppingItems() {
        let list = ShoppingList(shoppingItems: [ShoppingItem(id: "milk", name: "milk"), ShoppingItem(id: "milk", name: "Milk")])
        #expect(
            LintFixture.messages(DuplicateID(), [LintFixture.file("shopping.list", .shoppingList(list))])
                == ["duplicate shopping item id 'milk'"])
    }

    @Test func duplicateTitlesIgnoreCaseAndSpacing() {
        let files = [
            LintFixture.file("recipes/a.recipe", .recipe(LintFixture.recipe("Banana Bread", id: "a"))),
            LintFixture.file("recipes/b.recipe", .recipe(LintFixture.recipe("banana  bread", id: "b"))),
            LintFixture.file("recipes/c.recipe", .recipe(LintFixture.recipe("Banana Bread Muffins", id: "c"))),
        ]
        #expect(LintFixture.messages(DuplicateTitle(), files) == ["recipe title 'Banana Bread' is also used by recipes/b.recipe"])
        #expect(LintFixture.messages(DuplicateTitle(), [files[2]] + files).isEmpty)
    }
}

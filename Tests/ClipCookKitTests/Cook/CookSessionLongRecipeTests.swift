import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Cook mode presents a step's ingredients when asked for instead of
/// keeping every ingredient presented (issue 40, item 3): what it shows is
/// what the whole list, presented at once, holds at the same places.
@Suite struct CookSessionLongRecipeTests {
    /// 3,000 lines of rice and one of saffron, a cup of flour (weighed in
    /// grams in metric), scaled from 4 servings to 7.
    static let recipe = Recipe(
        id: "long", title: "Long", servings: 4, category: .dinner,
        ingredients: (0..<3_000).map { Ingredient(id: "r\($0)", name: "rice", amount: "\(1 + $0 % 9) g") } + [
            Ingredient(id: "s", name: "saffron threads", amount: "1 pinch"),
            Ingredient(id: "f", name: "plain flour", amount: "1 cup"),
        ],
        steps: [
            Step(id: "s1", order: 1, text: "Crumble the saffron into warm milk."),
            Step(id: "s2", order: 2, text: "Wash the rice and sift the flour."),
            Step(id: "s3", order: 3, text: "Rest."),
        ])

    @Test func aStepShowsWhatTheWholeListHoldsAtItsPlaces() throws {
        let cooking = try CookSession(recipe: Self.recipe, servings: 7, units: .metric, foods: FoodTable.standard)
        let whole = AmountPresentation.ingredients(of: Self.recipe, servings: 7, units: .metric, foods: FoodTable.standard)
        #expect(cooking.ingredients == whole)
        var each: [Ingredient] = []
        cooking.forEachIngredient { each.append($0) }
        #expect(each == whole)
        for number in 1...3 {
            let used = StepIngredients.used(by: Self.recipe.steps[number - 1].text, in: Self.recipe.ingredients)
            #expect(cooking.ingredients(ofStep: number) == used.map { whole[$0] })
        }
        #expect(cooking.ingredients(ofStep: 1).map(\.name) == ["saffron threads"])
        let second = cooking.ingredients(ofStep: 2)
        #expect(second.count == 3_001)
        #expect(second.last?.name == "plain flour")
        #expect(second.last?.amount.hasSuffix(" g") == true, "a cup of flour is weighed in metric")
        #expect(cooking.ingredients(ofStep: 3).isEmpty)
    }

    /// A word several ingredients share counts only with the rest of the
    /// name; one only one names is enough, however long the list.
    @Test func aSharedWordNeedsTheRestOfTheName() {
        let ingredients =
            (0..<2_000).map { Ingredient(id: "b\($0)", name: $0 % 2 == 0 ? "baking powder" : "baking soda") } + [
                Ingredient(id: "c", name: "chicken breast")
            ]
        #expect(StepIngredients.used(by: "Add the baking soda and the chicken.", in: ingredients).count == 1_001)
        #expect(StepIngredients.used(by: "Bake until the chicken is done.", in: ingredients) == [2_000])
        #expect(StepIngredients.used(by: "", in: ingredients).isEmpty)
    }
}

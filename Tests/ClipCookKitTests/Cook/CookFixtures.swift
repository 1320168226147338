@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Recipes for the cook-mode tests.
enum CookFixtures {
    /// Three steps: an explicit timer, two labelled timers, a duration in the text.
    static let pancakes = Recipe(
        id: "pancakes", title: "Pancakes", servings: 4, category: .breakfast,
        ingredients: [
            Ingredient(id: "i1", name: "all-purpose flour", amount: "2 cups"),
            Ingredient(id: "i2", name: "eggs", amount: "2"),
            Ingredient(id: "i3", name: "baking powder", amount: "1 tsp"),
            Ingredient(id: "i4", name: "baking soda", amount: "1/2 tsp"),
            Ingredient(id: "i5", name: "butter", amount: "30 g", notes: "melted"),
            Ingredient(id: "i6", name: "blueberries", amount: "100 g"),
        ],
        steps: [
            Step(
                id: "s1", order: 1, text: "Whisk the flour, baking soda and the egg, then rest the batter.",
                timers: [StepTimer(seconds: 600, label: "rest")]),
            Step(
                id: "s2", order: 2, text: "Cook in butter, two minutes a side.",
                timers: [StepTimer(seconds: 120, label: "first side"), StepTimer(seconds: 120, label: "second side")]),
            Step(id: "s3", order: 3, text: "Bake the blueberry compote for 1 h 30 min, then serve."),
        ])

    static let noSteps = Recipe(id: "toast", title: "Toast", servings: 1, category: .breakfast)

    static func steps(_ texts: [String]) -> Recipe {
        Recipe(
            id: "r", title: "R", servings: 2, category: .dinner,
            steps: texts.enumerated().map { Step(id: "s\($0.offset + 1)", order: $0.offset + 1, text: $0.element) })
    }
}

import ClipCookCore

/// Reading a recipe's text back against the recipe it was printed from,
/// one item at a time: each ingredient and step read is compared with the
/// expected one at its position and then dropped, so the check never holds
/// a second list of them (an imported recipe of a million ingredients is
/// several times its page; two of them were the peak of `import`).
package final class RecipeItemCheck {
    private let ingredients: [Ingredient]
    private let steps: [Step]
    package private(set) var ingredientsRead = 0
    package private(set) var stepsRead = 0
    /// Whether every item read so far was the expected one.
    private var allEqual = true

    package init(expecting recipe: Recipe) {
        ingredients = recipe.ingredients
        steps = recipe.steps
    }

    func read(_ ingredient: Ingredient) {
        if allEqual { allEqual = ingredientsRead < ingredients.count && ingredients[ingredientsRead] == ingredient }
        ingredientsRead += 1
    }

    func read(_ step: Step) {
        if allEqual { allEqual = stepsRead < steps.count && steps[stepsRead] == step }
        stepsRead += 1
    }

    /// Whether the items read were exactly the expected ones, in order.
    package var matched: Bool {
        allEqual && ingredientsRead == ingredients.count && stepsRead == steps.count
    }
}

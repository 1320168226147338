import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookKit

/// `show` writes the card as it goes, presenting a long recipe's
/// ingredients one at a time: every ingredient and step is still shown, in
/// order and scaled as the JSON summary scales it.
@Suite struct ShowLongRecipeTests {
    static func longRecipe(ingredients: Int, steps: Int) -> Recipe {
        Recipe(
            id: "long-soup", title: "Long Soup", servings: 4, category: .dinner,
            ingredients: (0..<ingredients).map { n in
                Ingredient(
                    id: "i\(n)", name: "lentils number \(n)", amount: n % 3 == 2 ? "a pinch" : "\(1 + n % 50) g", notes: n % 5 == 0 ? "rinsed" : nil)
            },
            steps: (0..<steps).map { n in Step(id: "s\(n)", order: n + 1, text: "Stir batch \(n).") })
    }

    @Test func everyIngredientAndStepIsShownInOrderAndScaled() throws {
        let recipe = Self.longRecipe(ingredients: 3000, steps: 500)
        let session = try SampleKitchen.session(MemoryStore([recipe]))
        let outcome = session.execute("show long-soup servings 8")
        #expect(outcome.succeeded)
        let lines = outcome.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.prefix(4) == ["Long Soup", "dinner | serves 8 (scaled from 4)", "", "Ingredients"])
        let shown = Array(lines[4..<3004])
        for n in [0, 1, 2, 5, 1499, 2999] {
            let amount = n % 3 == 2 ? "a pinch" : "\(2 * (1 + n % 50)) g"
            #expect(shown[n] == "  - \(amount) lentils number \(n)" + (n % 5 == 0 ? ", rinsed" : ""))
        }
        #expect(lines[3004...3006] == ["", "Steps", "  1. Stir batch 0."])
        #expect(lines[3505] == "  500. Stir batch 499.")
        #expect(lines[3506] == "file: recipes/long-soup.recipe")
        #expect(lines.count == 3507)
        // The summary, made only when asked for, scales the same ingredients.
        guard case .object(let summary)? = outcome.data["recipe"], case .array(let ingredients)? = summary["ingredients"] else {
            Issue.record("no recipe in the JSON summary")
            return
        }
        #expect(ingredients.count == 3000)
        #expect(outcome.data["servings"] == .int(8))
    }

    /// The card is made in one text the size it needs: more than the plain
    /// card (so it never grows to twice that at the end), and not much more.
    @Test func theCardIsMadeInOneTextOfAboutItsSize() {
        let recipe = Self.longRecipe(ingredients: 30_000, steps: 3_000)
        let card = RecipeCard(recipe: recipe, servings: nil, units: nil, style: TextStyle(color: false, unicode: false))
        let text = card.text
        #expect(text.utf8.count > 700_000)
        #expect(RecipeCard.plainSize(of: recipe) >= text.utf8.count)
        #expect(RecipeCard.plainSize(of: recipe) < text.utf8.count * 3 / 2)
    }

    @Test func theCardOfARecipeWithNothingButATitleIsTwoLines() throws {
        let recipe = Recipe(id: "bare", title: "", servings: 2, category: .snack)
        let session = try SampleKitchen.session(MemoryStore([recipe]))
        let outcome = session.execute("show bare")
        #expect(outcome.succeeded)
        #expect(outcome.text == "\nsnack | serves 2\nfile: recipes/bare.recipe")
    }
}

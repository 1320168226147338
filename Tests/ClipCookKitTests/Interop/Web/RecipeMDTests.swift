import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct RecipeMDTests {
    func recipe(_ text: String) throws -> Recipe {
        let result = DocumentReader.read(SourceFile(path: "r.md", text: text), as: .recipemd)
        guard case .document(.recipe(let r))? = result.content else {
            Issue.record("no recipe: \(result.diagnostics.map(\.headline))")
            throw CancellationError()
        }
        return r
    }

    static let guacamole = """
        # Guacamole

        Some say it's the best.
        Really.

        *sauce, vegan, Snack*

        **4 servings, 200 g**

        ---

        - *1* avocado
        - *1/2 teaspoon* salt, to taste
        - *½ cup* onion, *finely* chopped

        ## Garnish

        - *1,5 tbsp* lime juice
        - pepper

        ---

        1. Mash the avocado.
        2. Season
           with salt.

        Serve right away.
        """

    @Test func everyPartOfTheSpecification() throws {
        let r = try recipe(Self.guacamole)
        #expect(r.title == "Guacamole")
        #expect(r.caption == "Some say it's the best.\nReally.")
        #expect(r.category == .snack)
        #expect(r.tags == ["sauce", "vegan"])
        #expect(r.servings == 4)
        #expect(r.ingredients.map(\.amount) == ["1", "1/2 teaspoon", "½ cup", "1.5 tbsp", ""])
        #expect(r.ingredients.map(\.name) == ["avocado", "salt", "onion", "lime juice", "pepper"])
        #expect(r.ingredients.map(\.notes) == [nil, "to taste", "finely chopped", nil, nil])
        #expect(r.steps.map(\.text) == ["Mash the avocado.", "Season with salt.", "Serve right away."])
    }

    @Test(arguments: [
        ("Just text\n", "r.md:1:1: error: a RecipeMD file starts with the title as a '# Title' heading"),
        ("\n\n## Second level\n", "r.md:3:1: error: a RecipeMD file starts with the title as a '# Title' heading"),
        ("", "r.md:1:1: error: a RecipeMD file starts with the title as a '# Title' heading"),
    ])
    func aFileWithoutATitleFails(_ text: String, _ headline: String) {
        let result = DocumentReader.read(SourceFile(path: "r.md", text: text), as: .recipemd)
        #expect(result.content == nil)
        #expect(result.diagnostics.map(\.headline) == [headline])
    }

    @Test func writtenRecipeMDReadsBack() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")
        let recipes = CollectionLoader.load(root: root.path).recipes
        #expect(recipes.count >= 10)
        for original in recipes {
            let text = RecipeMDWriter.write(original)
            let back = try recipe(text)
            // What RecipeMD carries: title, description, category, tags, servings, ingredients, steps.
            #expect(back.title == original.title)
            #expect(back.caption == original.caption.flatMap { $0.isEmpty ? nil : $0 })
            #expect(back.category == original.category)
            #expect(back.tags == original.tags)
            #expect(back.servings == original.servings)
            #expect(back.ingredients.map(\.amount) == original.ingredients.map(\.amount), "\(original.id)")
            // A name holding a comma comes back split at it ("Caesar dressing, light"): RecipeMD has no quoting.
            func line(_ i: Ingredient) -> String { i.name + (i.notes.map { ", " + $0 } ?? "") }
            #expect(back.ingredients.map(line) == original.ingredients.map(line), "\(original.id)")
            #expect(back.steps.map(\.text) == original.steps.map(\.text), "\(original.id)")
        }
    }
}

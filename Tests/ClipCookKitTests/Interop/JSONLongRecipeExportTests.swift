import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop

/// A long recipe in an export (`export --to json`) is written on its own,
/// its ingredients and steps a slice at a time as in a recipe document,
/// instead of encoded whole with the recipes of its slice (issue 40: a
/// recipe of 2.5 million ingredients took 58× the file): the bytes are
/// exactly those of the export encoded whole, in chunks far smaller than
/// the recipe.
@Suite struct JSONLongRecipeExportTests {
    /// Recipe `k` of `JSONStreamWriterTests.recipes` with `count`
    /// ingredients and a tenth as many steps, every awkward text among them.
    static func long(_ k: Int, ingredients count: Int) -> Recipe {
        var recipe = JSONStreamWriterTests.recipes(k + 1)[k]
        let texts = JSONStreamWriterTests.awkwardTexts
        recipe.ingredients = (0..<count).map { n in
            Ingredient(
                id: "i\(n)", name: texts[n % texts.count] + " \(n)", amount: n % 3 == 0 ? "a pinch" : "\(1 + n % 9) g",
                notes: n % 4 == 0 ? texts[(n / 4) % texts.count] : nil)
        }
        recipe.steps = (0..<(count / 10)).map { n in
            Step(id: "s\(n)", order: n + 1, text: texts[n % texts.count], timers: n % 2 == 0 ? [StepTimer(seconds: 60 * n)] : [])
        }
        return recipe
    }

    @Test func longRecipesAnywhereInAnExportGiveTheSameBytes() throws {
        let short = JSONStreamWriterTests.recipes(30)
        let long = JSONDocumentEncoder.longRecipeItems
        let exports = [
            // First, in the middle (two together) and last, among short ones.
            CollectionExport(
                recipes: [Self.long(0, ingredients: long + 1)] + short[1..<13] + [
                    Self.long(13, ingredients: 2 * long), Self.long(14, ingredients: long),
                ]
                    + short[15..<29] + [Self.long(29, ingredients: long * 3 / 2)],
                mealSlots: try JSONStreamWriterTests.meals(40)),
            // Alone.
            CollectionExport(recipes: [Self.long(3, ingredients: 2 * long)]),
            // Just under the length: encoded with its slice, as before.
            CollectionExport(recipes: Array(short[0..<3]) + [Self.long(3, ingredients: long * 10 / 11)]),
        ]
        for export in exports {
            try JSONStreamWriterTests.expectSameBytes(.export(export))
            try JSONStreamWriterTests.expectSameBytes(.export(export), derived: true)
        }
    }

    @Test func aLongRecipeIsWrittenInChunksFarSmallerThanIt() throws {
        let export = CollectionExport(recipes: JSONStreamWriterTests.recipes(5) + [Self.long(5, ingredients: 40_000)])
        let chunks = try JSONStreamWriterTests.chunks(.export(export))
        let total = chunks.reduce(0) { $0 + $1.count }
        #expect(total == Array(try JSONDocumentEncoder.encode(.export(export)).utf8).count)
        let largest = chunks.map(\.count).max() ?? 0
        // A round is 64 slices of 32 ingredients: about a twentieth of them.
        #expect(largest * 10 < total, "largest chunk \(largest) of \(total) bytes")
        #expect(chunks.count >= 40_000 / (32 * JSONDocumentEncoder.slicesPerRound))
    }
}

import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// `JSONDocumentEncoder.write` (the JSON in chunks, a round of list elements
/// at a time) must give exactly the bytes of `encode` (the document encoded
/// whole by Foundation), for every kind of document and every awkward value.
@Suite struct JSONStreamWriterTests {
    /// What `write` hands its sink, chunk by chunk.
    static func chunks(_ content: InteropContent, derived: Bool = false) throws -> [[UInt8]] {
        var chunks: [[UInt8]] = []
        try JSONDocumentEncoder.write(content, derived: derived) { chunks.append($0) }
        return chunks
    }

    static func expectSameBytes(_ content: InteropContent, derived: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let whole = try JSONDocumentEncoder.encode(content, derived: derived)
        let streamed = try chunks(content, derived: derived).joined()
        #expect(String(decoding: Array(streamed), as: UTF8.self) == whole, sourceLocation: sourceLocation)
        #expect(Array(streamed) == Array(whole.utf8), sourceLocation: sourceLocation)
    }

    /// Text that JSON must escape or must leave alone: every control
    /// character, quotes and backslashes, slashes (not escaped), letters
    /// beyond ASCII, characters outside the Basic Multilingual Plane (a
    /// surrogate pair in UTF-16), the line and paragraph separators, a
    /// combining mark, a BOM, DEL and lone brackets that look like layout.
    static let awkwardTexts: [String] = [
        String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) }),
        "quote \" backslash \\ slash / both \\/",
        "Crème brûlée, jalapeño, Smørrebrød, 寿司, خبز",
        "emoji 🥣🍳👩🏽‍🍳 and 𝄞 (outside the BMP)",
        "separators \u{2028} and \u{2029}, BOM \u{FEFF}, DEL \u{7F}, NBSP \u{A0}",
        "e\u{301} combining, \u{200B} zero width",
        "[\n\n]", "{\n  \n}", "[]", "{}", "\"recipes\" : []", "\n  \"mealSlots\" : []",
        "", " ", "--", "\t tab",
    ]

    static let day = Day("2026-11-23")

    static func meals(_ count: Int, texts: [String] = awkwardTexts) throws -> [MealSlot] {
        let day = try #require(Self.day)
        let servings: [Double?] = [nil, 1.5, 0.1, 1.0 / 3.0, 1e300, 2305843009213693952, 1e-7, 12, 0.5]
        return (0..<count).map { k in
            let text = texts[(k / 4) % texts.count]  // every text in every form
            switch k % 4 {
            case 0:
                return MealSlot(id: "m\(k)", day: day, meal: .dinner, recipeId: "r\(k % 97)", servings: servings[k % servings.count])
            case 1:
                return MealSlot(
                    id: "m\(k)", day: day, meal: .morningSnack,
                    quickAdd: QuickAddItem(
                        name: text, calories: k % 3 == 0 ? Int.max : 95,
                        protein: k % 5 == 0 ? Int.min : 0, carbs: 25, fats: 2305843009213693952))
            case 2:
                return MealSlot(id: "id \(text)", day: day, meal: .lunch, recipeId: text, notes: text, isEaten: k % 3 == 0)
            default:
                return MealSlot(
                    id: "m\(k)", day: day, meal: .eveningSnack,
                    quickAdd: QuickAddItem(name: "Egg", calories: 70, protein: 6, carbs: 0, fats: 5),
                    food: FoodPortion(name: text, amount: "2 large"))
            }
        }
    }

    static func recipes(_ count: Int) -> [Recipe] {
        (0..<count).map { k in
            let text = awkwardTexts[k % awkwardTexts.count]
            var recipe = Recipe(
                id: "r\(k)", title: text, caption: k % 2 == 0 ? "one\n\(text)" : nil,
                servings: 1 + k % 4, category: .snack,
                ingredients: k % 3 == 0 ? [] : [Ingredient(id: "i1", name: text, amount: k % 2 == 0 ? "1 1/2 cups" : "a pinch", notes: text)],
                steps: [Step(id: "s1", order: 1, text: text, timers: k % 5 == 0 ? [] : [StepTimer(seconds: 60 * k)])],
                nutrition: Nutrition(calories: k % 7 == 0 ? Int.max : 330, protein: 12, carbs: 50, fats: 9),
                tags: k % 4 == 0 ? [] : ["sweet", text])
            // Keys a user wrote: sorted as Foundation sorts them, numbers and case included.
            recipe.aiMeta = .object([
                "b": .int(Int.max), "B": .int(Int.min), "a10": .double(1e300), "a9": .double(-0.0),
                "Z": .double(0.1), text: .string(text), "nested": .array([.null, .bool(true), .object([:]), .array([])]),
            ])
            return recipe
        }
    }

    /// A recipe whose ingredients and steps take several slices each.
    static var longRecipe: Recipe {
        var recipe = FullyPopulatedModels.recipe
        recipe.ingredients = (0..<150).map { k in
            let text = awkwardTexts[k % awkwardTexts.count]
            return Ingredient(id: "i\(k)", name: text, amount: k % 2 == 0 ? "1 1/2 cups" : text, notes: k % 3 == 0 ? nil : text)
        }
        recipe.steps = (0..<90).map { k in
            Step(id: "s\(k)", order: k + 1, text: awkwardTexts[k % awkwardTexts.count], timers: k % 5 == 0 ? [] : [StepTimer(seconds: 60 * k)])
        }
        return recipe
    }

    @Test func everyAwkwardTextAndNumberGivesTheSameBytesInAPlan() throws {
        let plan = Plan(mealSlots: try Self.meals(300))
        try Self.expectSameBytes(.document(.plan(plan)))
        let text = String(decoding: try JSONDocumentEncoder.encodeBytes(.document(.plan(plan))), as: UTF8.self)
        // The escapes are JSON's, as Foundation writes them; slashes stay.
        #expect(text.contains(#"\u0000\u0001"#))
        #expect(text.contains(#"\b\t\n\u000b\f\r"#))
        #expect(text.contains(#"quote \" backslash \\ slash / both \\/"#))
        #expect(text.contains("🥣🍳👩🏽‍🍳 and 𝄞"))
        #expect(text.contains(#""calories" : 9223372036854775807"#))
        #expect(text.contains(#""protein" : -9223372036854775808"#))
    }

    @Test func recipesWithUserKeysAndDerivedValuesGiveTheSameBytesInAnExport() throws {
        let recipes = Self.recipes(70)
        let meals = try Self.meals(90)
        let exports = [
            CollectionExport(
                user: FullyPopulatedModels.settings, recipes: [FullyPopulatedModels.recipe] + recipes,
                mealSlots: meals, shoppingItems: [FullyPopulatedModels.shoppingItem],
                pendingImports: [FullyPopulatedModels.pendingImport]),
            CollectionExport(shoppingItems: [FullyPopulatedModels.shoppingItem]),  // only the last lists
            CollectionExport(pendingImports: [FullyPopulatedModels.pendingImport]),
            CollectionExport(recipes: [FullyPopulatedModels.recipe]),  // one recipe: one slice
            CollectionExport(),
        ]
        for export in exports {
            try Self.expectSameBytes(.export(export))
            try Self.expectSameBytes(.export(export), derived: true)
        }
    }

    @Test func everyKindOfDocumentGivesTheSameBytes() throws {
        let texts = Self.awkwardTexts
        let documents: [Document] = [
            .recipe(FullyPopulatedModels.recipe),
            .recipe(Self.recipes(2)[1]),
            .recipe(Self.recipes(1)[0]),  // steps but no ingredients
            .recipe(Self.longRecipe),
            .settings(FullyPopulatedModels.settings),
            .settings(Settings()),
            .plan(Plan()),
            .plan(Plan(mealSlots: try Self.meals(1))),
            .shoppingList(
                ShoppingList(
                    shoppingItems: texts.enumerated().map { k, text in
                        ShoppingItem(id: "s\(k)", name: text, recipeId: text, recipeName: text, checked: k % 2 == 0, amount: text)
                    })),
            .shoppingList(ShoppingList()),
            .inbox(
                Inbox(
                    pendingImports: texts.enumerated().map { k, text in
                        PendingImport(id: "p\(k)", url: "https://x.test/\(k)", status: .failed, title: text, caption: text)
                    })),
            .pantry(Pantry(items: texts.map { PantryItem(name: $0, amount: $0.isEmpty ? nil : $0) })),
            .aisles(AisleList(entries: Aisle.allCases.map { AisleEntry(aisle: $0, names: texts) })),
            .foods(
                FoodList(
                    foods: [FullyPopulatedModels.ownFood]
                        + texts.map {
                            OwnFood(name: $0, calories: 1e300, protein: 0.1, carbs: 1.0 / 3.0, fats: 2305843009213693952, portions: [])
                        })),
        ]
        for document in documents {
            try Self.expectSameBytes(.document(document))
            try Self.expectSameBytes(.document(document), derived: true)
        }
    }

    /// Every file of examples/ and of the test fixtures that parses, alone,
    /// and the example collection as one export.
    @Test func theExamplesAndTheFixturesGiveTheSameBytes() throws {
        var count = 0
        for folder in ["examples", "Tests/ClipCookKitTests/Fixtures"] {
            for path in RepositoryFiles.files(under: folder) {
                let bytes = RepositoryFiles.data(path).map { [UInt8]($0) } ?? []
                let result = Language.parse(SourceFile(path: path, bytes: bytes))
                guard !result.diagnostics.hasErrors, let document = result.document else { continue }
                try Self.expectSameBytes(.document(document))
                try Self.expectSameBytes(.document(document), derived: true)
                count += 1
            }
        }
        #expect(count > 40)
        let examples = ExampleCollection.loaded
        let export = CollectionExport(
            user: examples.settings.first ?? Settings(), recipes: examples.recipes, mealSlots: examples.slots,
            shoppingItems: examples.shoppingItems, pendingImports: examples.pendingImports)
        #expect(export.recipes.count > 5 && export.mealSlots.count > 5)
        try Self.expectSameBytes(.export(export))
        try Self.expectSameBytes(.export(export), derived: true)
    }

    /// A long list is written a round at a time: no chunk is more than a
    /// round of slices, however long the document.
    @Test func aLongPlanIsWrittenInBoundedChunks() throws {
        let meals = try Self.meals(20_000, texts: ["Apple"])
        let content = InteropContent.document(.plan(Plan(mealSlots: meals)))
        let chunks = try Self.chunks(content)
        let total = chunks.reduce(0) { $0 + $1.count }
        #expect(total == Array(try JSONDocumentEncoder.encode(content).utf8).count)
        let perRound = 32 * JSONDocumentEncoder.slicesPerRound
        #expect(chunks.count >= 20_000 / perRound)
        let largest = chunks.map(\.count).max() ?? 0
        #expect(largest * 8 < total, "largest chunk \(largest) of \(total) bytes")
    }

    @Test func whatTheSinkThrowsStopsTheWriting() throws {
        struct Full: Error {}
        let content = InteropContent.document(.plan(Plan(mealSlots: try Self.meals(10_000, texts: ["Apple"]))))
        var calls = 0
        #expect(throws: Full.self) {
            try JSONDocumentEncoder.write(content) { _ in
                calls += 1
                if calls == 2 { throw Full() }
            }
        }
        #expect(calls == 2)
    }

    @Test func aNumberJSONCannotHoldStopsTheWritingWithAnEncodingError() throws {
        var meals = try Self.meals(5_000, texts: ["Apple"])
        meals[4_321].servings = .nan
        var written = 0
        #expect(throws: EncodingError.self) {
            try JSONDocumentEncoder.write(.document(.plan(Plan(mealSlots: meals)))) { written += $0.count }
        }
        #expect(written > 0)
    }
}

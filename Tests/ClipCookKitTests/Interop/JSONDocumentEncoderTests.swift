import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct JSONDocumentEncoderTests {
    @Test func canonicalFormSortsKeysKeepsSlashesAndEndsWithANewline() throws {
        let list = ShoppingList(shoppingItems: [
            ShoppingItem(id: "flour", name: "flour", recipeId: "bread", recipeName: "Bread", amount: "500 g")
        ])
        let text = try JSONDocumentEncoder.encode(.shoppingList(list))
        #expect(
            text == """
                {
                  "shoppingItems" : [
                    {
                      "amount" : "500 g",
                      "checked" : false,
                      "id" : "flour",
                      "name" : "flour",
                      "recipeId" : "bread",
                      "recipeName" : "Bread"
                    }
                  ]
                }

                """)
        let recipe = Recipe(id: "r", title: "R", sourceUrl: "https://x.test/a/b", category: .lunch)
        #expect(try JSONDocumentEncoder.encode(.recipe(recipe)).contains(#""sourceUrl" : "https://x.test/a/b""#))
    }

    @Test func emptyListsAreWrittenAsBrackets() throws {
        let text = try JSONDocumentEncoder.encode(.plan(Plan()))
        #expect(text == "{\n  \"mealSlots\" : []\n}\n")
        let recipe = Recipe(id: "r", title: "[\n\n]", category: .lunch, aiMeta: .object([:]))
        let encoded = try JSONDocumentEncoder.encode(.recipe(recipe))
        #expect(encoded.contains(#""ingredients" : [],"#))
        #expect(encoded.contains(#""aiMeta" : {},"#))
        #expect(encoded.contains(#""title" : "[\n\n]""#))
    }

    @Test func ingredientsCarryTheirParsedQuantityOnlyWhenAsked() throws {
        let recipe = Recipe(
            id: "r", title: "R", category: .lunch,
            ingredients: [
                Ingredient(id: "i1", name: "milk", amount: "1 1/2 cups"),
                Ingredient(id: "i2", name: "thyme", amount: "2-3 sprigs"),
                Ingredient(id: "i3", name: "salt", amount: "a pinch"),
            ])
        let plain = try JSONDocumentEncoder.encode(.recipe(recipe))
        #expect(!plain.contains("quantity") && !plain.contains("\"unit\""))
        let text = try JSONDocumentEncoder.encode(.recipe(recipe), derived: true)
        #expect(text.contains(#""quantity" : 1.5,"#))
        #expect(text.contains(#""unit" : "cup""#))
        #expect(text.contains(#""quantityMax" : 3,"#))
        #expect(text.contains(#""unit" : "sprig""#))
        #expect(text.components(separatedBy: "\"quantity\"").count == 3)
    }

    @Test func anExportRoundTripsThroughTheDecoderByteForByte() throws {
        let day = try #require(Day("2026-11-23"))
        let created = try #require(Timestamp("2026-11-20T18:00:00Z"))
        let export = CollectionExport(
            user: Settings(displayName: "Sam", units: .imperial, color: .never, lint: ["ingredient-unused": .off]),
            recipes: [
                Recipe(
                    id: "pasta", title: "Pasta", caption: "line one\nline two", servings: 4, category: .dinner,
                    ingredients: [Ingredient(id: "i1", name: "penne", amount: "250 g", notes: "dry")],
                    steps: [Step(id: "s1", order: 1, text: "Boil.", timers: [StepTimer(seconds: 660)])],
                    nutrition: Nutrition(calories: 580, protein: 42, carbs: 55, fats: 22),
                    aiMeta: .object(["enabled": .bool(true), "score": .double(0.5)]), createdAt: created,
                    tags: ["pasta"])
            ],
            mealSlots: [
                MealSlot(id: "m1", day: day, meal: .dinner, recipeId: "pasta", createdAt: created, servings: 1.5),
                MealSlot(
                    id: "m2", day: day, meal: .morningSnack,
                    quickAdd: QuickAddItem(name: "Apple", calories: 95, protein: 0, carbs: 25, fats: 0)),
            ],
            shoppingItems: [ShoppingItem(id: "milk", name: "milk", checked: true)],
            pendingImports: [PendingImport(id: "p1", url: "https://www.tiktok.com/@cook/video/1", status: .ready)])
        let text = try JSONDocumentEncoder.encode(export)
        let result = JSONDocumentDecoder.decode(SourceFile(path: "x.json", text: text))
        #expect(result.diagnostics.isEmpty)
        #expect(result.content == .export(export))
        #expect(try JSONDocumentEncoder.encode(try #require(result.content)) == text)
    }

    /// `encodeBytes` (a recipe and a meal at a time) writes what encoding the
    /// whole export writes, byte for byte: nested objects, empty lists
    /// inside and outside the recipes, text with quotes, line breaks and
    /// non-ASCII letters, and the derived values when asked for.
    @Test func encodingARecipeAtATimeGivesTheSameBytes() throws {
        let day = try #require(Day("2026-11-23"))
        var recipes: [Recipe] = [FullyPopulatedModels.recipe]
        for k in 0..<40 {
            recipes.append(
                Recipe(
                    id: "r\(k)", title: "Crème \"brûlée\" \(k)", caption: k % 2 == 0 ? "one\ntwo \"\(k)\"" : nil,
                    servings: 1 + k % 4, category: .snack,
                    ingredients: k % 3 == 0 ? [] : [Ingredient(id: "i1", name: "sugar [\(k)]", amount: "1-2 tbsp")],
                    steps: [Step(id: "s1", order: 1, text: "Bake {\(k)}.", timers: k % 5 == 0 ? [] : [StepTimer(seconds: 60 * k)])],
                    tags: k % 4 == 0 ? [] : ["sweet", "€"]))
        }
        var meals: [MealSlot] = []
        for k in 0..<25 {
            meals.append(
                MealSlot(
                    id: "m\(k)", day: day, meal: k % 2 == 0 ? .dinner : .lunch, recipeId: "r\(k)",
                    servings: k % 3 == 0 ? 1.5 : nil))
        }
        let exports = [
            CollectionExport(
                user: FullyPopulatedModels.settings, recipes: recipes, mealSlots: meals,
                shoppingItems: [FullyPopulatedModels.shoppingItem], pendingImports: [FullyPopulatedModels.pendingImport]),
            CollectionExport(recipes: recipes),  // no meals
            CollectionExport(mealSlots: meals),  // no recipes
            CollectionExport(),
        ]
        for export in exports {
            for derived in [false, true] {
                let whole = try JSONDocumentEncoder.encode(export, derived: derived)
                let streamed = try JSONDocumentEncoder.encodeBytes(.export(export), derived: derived)
                #expect(String(decoding: streamed, as: UTF8.self) == whole)
            }
        }
    }

    @Test func aRecipeThatCannotBeEncodedStopsTheStreamedExport() throws {
        var recipe = FullyPopulatedModels.recipe
        recipe.aiMeta = .object(["score": .double(.infinity)])
        #expect(throws: EncodingError.self) { try JSONDocumentEncoder.encodeBytes(.export(CollectionExport(recipes: [recipe]))) }
    }

    @Test func anInfiniteNumberCannotBeEncoded() throws {
        let day = try #require(Day("2026-11-23"))
        let plan = Plan(mealSlots: [MealSlot(id: "m", day: day, meal: .lunch, recipeId: "r", servings: .infinity)])
        #expect(throws: EncodingError.self) { try JSONDocumentEncoder.encode(.plan(plan)) }
    }
}

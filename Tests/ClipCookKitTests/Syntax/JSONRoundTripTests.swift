import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

extension SyntaxTests {
    /// JSON -> model -> text -> model -> JSON is the identity on canonical JSON bytes.
    @Suite struct JSONRoundTripTests {
        static func canonical<T: Encodable>(_ value: T) throws -> Data {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return try encoder.encode(value)
        }

        static func throughText<T: Codable & Equatable>(
            _ json: String, _ type: T.Type, wrap: (T) -> Document,
            unwrap: (Document) -> T?
        ) throws {
            let model = try JSONDecoder().decode(T.self, from: Data(json.utf8))
            let first = try canonical(model)
            let text = Language.print(wrap(model))
            let result = Language.parse(text, path: "json")
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.headline))\n\(text)")
            let unwrapped = result.document.flatMap { unwrap($0) }
            let back = try #require(unwrapped, "text:\n\(text)")
            #expect(back == model, "text:\n\(text)")
            let second = try canonical(back)
            #expect(String(decoding: second, as: UTF8.self) == String(decoding: first, as: UTF8.self))
        }

        static let recipeJSON = #"""
            {"id": "tuscan-7", "title": "Creamy Tuscan Chicken Pasta", "thumbnail": null,
             "sourceUrl": "https://www.instagram.com/reel/C1a2b3/", "sourcePlatform": "instagram",
             "caption": "Creamy, garlicky\n\nSave this!\r\nok", "prepTime": "", "cookTime": "25 min", "servings": 4,
             "category": "Dinner",
             "ingredients": [
               {"id": "i1", "name": "chicken breast", "amount": "500 g", "notes": "sliced thin"},
               {"id": "ing-b", "name": "eggs", "amount": "2 large", "notes": null},
               {"id": "i3", "name": "salt, pepper", "amount": "", "notes": ""},
               {"id": "i4", "name": "[odd] \"name\"", "amount": "1 ] odd", "notes": "a -- b"}
             ],
             "steps": [
               {"id": "s1", "order": 1, "text": "Cook the penne.", "timers": [{"seconds": 660}]},
               {"id": "sear", "order": 5, "text": "Sear [id x] it", "timers": [{"seconds": 5400, "label": "each side"}, {"seconds": 300, "secondsMax": 420, "label": ""}]},
               {"id": "s3", "order": -2, "text": "  spaced  "}
             ],
             "nutrition": {"calories": 580, "protein": 42, "carbs": 55, "fats": 22},
             "aiMeta": {"modelVersion": "gpt-4x", "confidence": 0.87, "nested": {"list": [1, 2.5, "x", null, true]}, "n": null},
             "isArchived": true, "isFavourite": false,
             "createdAt": "2026-02-25T10:15:00.123+01:00", "updatedAt": "2026-02-26T08:00:00Z",
             "tags": ["pasta", "quick, easy", ""]}
            """#

        static let minimalRecipeJSON = #"""
            {"id": "r-x", "title": "", "servings": 1, "category": "Snack"}
            """#

        static let planJSON = #"""
            {"mealSlots": [
              {"id": "2026-11-23-breakfast-1", "day": "2026-11-23", "meal": "Breakfast", "recipeId": "overnight-oats", "quickAdd": null},
              {"id": "slot-2", "day": "2026-11-23", "meal": "Morning Snack", "recipeId": null,
               "quickAdd": {"name": "Apple", "calories": 95, "protein": 0, "carbs": 25, "fats": 0}, "createdAt": "2026-11-20T18:00:00-05:00"},
              {"id": "2026-11-23-lunch-1", "day": "2026-11-23", "meal": "Lunch", "recipeId": "wrap", "servings": 1.5,
               "quickAdd": {"name": "calories bar", "calories": 200, "protein": 10, "carbs": 20, "fats": 8}},
              {"id": "2026-11-22-dinner-1", "day": "2026-11-22", "meal": "Dinner", "recipeId": null, "quickAdd": null},
              {"id": "2026-11-23-lunch-2", "day": "2026-11-23", "meal": "Lunch", "recipeId": "my recipe", "quickAdd": null, "servings": 2}
            ]}
            """#

        static let shoppingJSON = #"""
            {"shoppingItems": [
              {"id": "milk", "name": "milk", "recipeId": null, "recipeName": null, "checked": false},
              {"id": "milk-2", "name": "milk", "recipeId": "banana-bread", "recipeName": "Banana Bread", "checked": true, "amount": "1 l"},
              {"id": "custom", "name": "2 lemons", "recipeId": null, "recipeName": null, "checked": true, "amount": "",
               "createdAt": "2026-11-20T09:00:00.5Z"},
              {"id": "r-811c9dc5", "name": "", "recipeId": "", "recipeName": "", "checked": false}
            ]}
            """#

        static let settingsJSON = #"""
            {"id": "u-123", "email": "cook@example.com", "displayName": "Sam \"the\" Cook", "units": "imperial",
             "darkMode": true, "isPremium": false, "nutritionGoals": {"calories": 1800, "protein": 140, "carbs": 150, "fats": 60},
             "schemaVersion": 3, "createdAt": "2026-01-01T00:00:00Z", "color": "never",
             "lint": {"calories-match-macros": "warning", "lint": "off", "a rule": "error"}}
            """#

        static let defaultSettingsJSON = #"{}"#

        static let inboxJSON = #"""
            {"pendingImports": [
              {"id": "import-1", "url": "https://www.tiktok.com/@cook/video/123", "status": "ready", "title": "Crispy Rice Salad",
               "thumbnail": null, "caption": "line one\nline two", "createdAt": "2026-11-20T09:00:00Z"},
              {"id": "import-8b1a9953", "url": "x", "status": "failed", "title": null, "thumbnail": "", "caption": "tab\there\u0001"},
              {"id": "import-8b1a9953-2", "url": "x", "status": "importing", "title": "", "thumbnail": null, "caption": ""}
            ]}
            """#

        @Test func recipeWithEveryField() throws {
            try Self.throughText(Self.recipeJSON, Recipe.self, wrap: Document.recipe) { if case .recipe(let r) = $0 { r } else { nil } }
        }

        @Test func minimalRecipe() throws {
            try Self.throughText(Self.minimalRecipeJSON, Recipe.self, wrap: Document.recipe) { if case .recipe(let r) = $0 { r } else { nil } }
        }

        @Test func plan() throws {
            try Self.throughText(Self.planJSON, Plan.self, wrap: Document.plan) { if case .plan(let p) = $0 { p } else { nil } }
        }

        @Test func shoppingList() throws {
            try Self.throughText(Self.shoppingJSON, ShoppingList.self, wrap: Document.shoppingList) {
                if case .shoppingList(let s) = $0 { s } else { nil }
            }
        }

        @Test(arguments: [settingsJSON, defaultSettingsJSON])
        func settings(_ json: String) throws {
            try Self.throughText(json, Settings.self, wrap: Document.settings) { if case .settings(let s) = $0 { s } else { nil } }
        }

        @Test func inbox() throws {
            try Self.throughText(Self.inboxJSON, Inbox.self, wrap: Document.inbox) { if case .inbox(let i) = $0 { i } else { nil } }
        }

        @Test func derivedIDsAreLeftOutAndOthersWritten() throws {
            let plan = try JSONDecoder().decode(Plan.self, from: Data(Self.planJSON.utf8))
            let text = Language.print(.plan(plan))
            #expect(text.contains("[id slot-2]"))
            #expect(!text.contains("[id 2026-11-23-lunch-1]"))
            #expect(text.contains("lunch: wrap x1.5 quick \"calories bar\" calories 200  protein 10  carbs 20  fats 8"))
            #expect(text.contains("lunch: \"my recipe\" x2"))
            #expect(text.contains("dinner: none"))
        }
    }
}

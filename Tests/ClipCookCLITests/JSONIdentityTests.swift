import Foundation
import Testing

/// JSON written by other tools in the seed models comes back unchanged from
/// JSON → text → JSON: nothing derived is added (an ingredient's quantity and
/// unit), and no default is materialised (`isPremium: false` where the input
/// had no `isPremium`). `null` and a missing key mean the same (documented),
/// so nulls are set aside in the comparison.
@Suite struct JSONIdentityTests {
    static let documents: [(String, String)] = [
        (
            "app recipe",
            #"""
            {"id": "tuscan-7", "title": "Creamy Tuscan Chicken Pasta", "caption": "Creamy!", "servings": 4,
             "category": "Dinner", "sourceUrl": "https://www.instagram.com/reel/C1a2b3/", "sourcePlatform": "instagram",
             "thumbnail": null, "prepTime": "10 min", "cookTime": "25 min", "isFavourite": true, "isArchived": false,
             "createdAt": "2026-02-25T10:15:00Z", "updatedAt": "2026-02-26T08:00:00Z", "aiMeta": {"modelVersion": "x", "confidence": 0.9},
             "ingredients": [
               {"id": "i1", "name": "chicken breast", "amount": "500 g", "notes": "sliced thin"},
               {"id": "i2", "name": "penne", "amount": "2-3 cups", "notes": null},
               {"id": "i3", "name": "salt", "amount": "", "notes": null}
             ],
             "steps": [{"id": "s1", "order": 1, "text": "Sear the chicken."}, {"id": "s2", "order": 2, "text": "Boil the penne."}],
             "nutrition": {"calories": 580, "protein": 42, "carbs": 55, "fats": 22}}
            """#
        ),
        (
            "settings without the flags",
            #"""
            {"id": "u-1", "email": "cook@example.com", "displayName": "Sam", "units": "imperial"}
            """#
        ),
        (
            "settings with the flags off and default goals",
            #"""
            {"units": "metric", "darkMode": false, "isPremium": false, "schemaVersion": 1,
             "nutritionGoals": {"calories": 2200, "protein": 120, "carbs": 250, "fats": 70}}
            """#
        ),
        ("settings with dark mode only", #"{"darkMode": true}"#),
        (
            "plan",
            #"""
            {"mealSlots": [{"id": "m1", "day": "2026-11-23", "meal": "Dinner", "recipeId": "tuscan-7", "quickAdd": null},
              {"id": "m2", "day": "2026-11-23", "meal": "Morning Snack", "recipeId": null,
               "quickAdd": {"name": "Apple", "calories": 95, "protein": 0, "carbs": 25, "fats": 0}}]}
            """#
        ),
        (
            "shopping list",
            #"""
            {"shoppingItems": [{"id": "milk", "name": "milk", "checked": false, "recipeId": null, "recipeName": null},
              {"id": "s2", "name": "penne", "checked": true, "recipeId": "tuscan-7", "recipeName": "Creamy Tuscan Chicken Pasta"}]}
            """#
        ),
        (
            "inbox",
            #"""
            {"pendingImports": [{"id": "p1", "url": "https://www.tiktok.com/@cook/video/1", "status": "ready", "title": "Rice"}]}
            """#
        ),
        (
            "foods",
            #"""
            {"foods": [{"name": "Oat drink, barista", "calories": 61, "protein": 1, "carbs": 6.6, "fats": 3.05,
              "portions": [{"amount": 1, "unit": "cup", "grams": 240}, {"amount": 0.5, "unit": "glass = small", "grams": 100}]},
              {"name": "Granola \"Nonna\"", "calories": 471, "protein": 10.5, "carbs": 64, "fats": 19, "portions": []}]}
            """#
        ),
    ]

    static func withoutNulls(_ value: Any) -> Any {
        if let object = value as? [String: Any] {
            return object.filter { !($0.value is NSNull) }.mapValues(withoutNulls)
        }
        if let array = value as? [Any] { return array.map(withoutNulls) }
        return value
    }

    static func normalised(_ json: String) throws -> NSDictionary {
        let value = try JSONSerialization.jsonObject(with: Data(json.utf8))
        return try #require(withoutNulls(value) as? NSDictionary)
    }

    @Test(arguments: documents.map(\.0))
    func jsonToTextToJSONIsTheIdentity(_ name: String) throws {
        let json = try #require(Self.documents.first { $0.0 == name }?.1)
        let text = try Executable.run(["convert", "-", "--from", "json", "--to", "clipcook"], stdin: json)
        #expect(text.exitCode == 0, "\(text.stderr)")
        let back = try Executable.run(["convert", "-", "--from", "clipcook", "--to", "json"], stdin: text.stdout)
        #expect(back.exitCode == 0, "\(back.stderr)")
        #expect(try Self.normalised(back.stdout) == Self.normalised(json), "text:\n\(text.stdout)\nJSON:\n\(back.stdout)")
    }

    /// What the text states explicitly still reaches the JSON.
    @Test func statedValuesAndExtensionsRoundTrip() throws {
        let text = "settings\n  units metric\n  premium off\n  color never\n\nlint\n  ingredient-unused off\n"
        let json = try Executable.run(["convert", "-", "--from", "clipcook", "--to", "json"], stdin: text)
        let object = try Self.normalised(json.stdout)
        #expect(object == ["units": "metric", "isPremium": false, "color": "never", "lint": ["ingredient-unused": "off"]] as NSDictionary)
        let again = try Executable.run(["convert", "-", "--from", "json", "--to", "clipcook"], stdin: json.stdout)
        #expect(again.stdout == text)
    }
}

import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// The short machine form of a recipe in lists and search results, and the
/// encoding of any model as a `JSONValue`.
enum RecipeSummary {
    static func json(_ entry: RecipeEntry) -> JSONValue {
        let r = entry.recipe
        var object: [String: JSONValue] = [
            "id": .string(r.id), "title": .string(r.title), "category": .string(r.category.rawValue),
            "servings": .int(r.servings), "isFavourite": .bool(r.isFavourite), "isArchived": .bool(r.isArchived),
            "tags": .array(r.tags.map(JSONValue.string)),
        ]
        if let n = r.nutrition {
            object["nutrition"] = .object([
                "calories": .int(n.calories), "protein": .int(n.protein), "carbs": .int(n.carbs), "fats": .int(n.fats),
            ])
        }
        if let path = entry.path { object["path"] = .string(path) }
        return .object(object)
    }

    static func encode(_ value: some Encodable) -> JSONValue {
        guard let data = try? JSONEncoder().encode(value),
            let json = try? JSONDecoder().decode(JSONValue.self, from: data)
        else { return .null }
        return json
    }
}

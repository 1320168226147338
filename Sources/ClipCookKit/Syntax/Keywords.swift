/// The keywords of the language, by document kind.
enum Keywords {
    static let headers = ["recipe", "plan", "shopping", "settings", "inbox", "pantry", "aisles", "foods"]

    static let recipeProperties = [
        "id", "category", "servings", "prep", "cook", "source", "platform", "thumbnail", "tags",
        "favourite", "favorite", "archived", "created", "updated", "ai",
    ]
    static let recipeSections = ["caption", "ingredients", "steps", "nutrition"]

    static let settingsProperties = [
        "units", "dark-mode", "premium", "schema", "color", "id", "email", "name", "created", "updated",
    ]
    static let settingsSections = ["goals", "lint", "meals"]

    static let pendingProperties = ["status", "title", "thumbnail", "caption", "created", "id"]

    static let macros = ["calories", "protein", "carbs", "fats"]

    static let stepAnnotations: Set<String> = ["timer", "id"]
    static let ingredientAnnotations: Set<String> = ["id", "food"]
    static let mealAnnotations: Set<String> = ["id", "created", "note", "eaten", "food"]
    static let shoppingAnnotations: Set<String> = ["recipe", "from", "id", "created"]
    static let allAnnotations = ["timer", "id", "created", "recipe", "from", "note", "eaten"]

    /// The names of the six meals as written in a plan.
    static let mealNames = MealType.allCases.map { $0.rawValue.lowercased() }

    /// The name of an enum value as the printer writes it (`morning snack`, `dinner`).
    static func spelling<E: RawRepresentable>(_ value: E) -> String where E.RawValue == String {
        value.rawValue.lowercased()
    }

    static func choices(_ names: [String]) -> String {
        guard names.count > 1, let last = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}

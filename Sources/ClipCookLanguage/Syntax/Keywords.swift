import ClipCookCore

/// The keywords of the annotations an item line may end with, matched on
/// the bytes of the line (no `String` is made to look one up).
package struct AnnotationKeywords: Sendable, ExpressibleByArrayLiteral {
    /// In the order written.
    package let names: [String]
    private let spellings: [[UInt8]]

    package init(arrayLiteral names: String...) {
        self.names = names
        spellings = names.map { Array($0.utf8) }
    }

    package var isEmpty: Bool { names.isEmpty }

    package func contains(_ name: String) -> Bool { names.contains(name) }

    package func sorted() -> [String] { names.sorted() }

    /// The keyword spelt by `bytes[range]`, exactly (the language's keywords are lowercase).
    package func keyword(_ bytes: [UInt8], _ range: Range<Int>) -> String? {
        for (k, spelling) in spellings.enumerated() where spelling.count == range.count {
            var same = true
            for j in 0..<spelling.count where bytes[range.lowerBound + j] != spelling[j] {
                same = false
                break
            }
            if same { return names[k] }
        }
        return nil
    }
}

/// The keywords of the language, by document kind.
package enum Keywords {
    package static let headers = ["recipe", "plan", "shopping", "settings", "inbox", "pantry", "aisles", "foods"]

    package static let recipeProperties = [
        "id", "category", "servings", "prep", "cook", "source", "platform", "thumbnail", "tags",
        "favourite", "favorite", "archived", "created", "updated", "ai", "rating", "difficulty",
    ]
    package static let recipeSections = ["caption", "ingredients", "steps", "nutrition"]

    package static let settingsProperties = [
        "units", "dark-mode", "premium", "schema", "color", "id", "email", "name", "created", "updated",
        "currency", "variety-days",
        "pantry-from-shopping",
    ]
    package static let settingsSections = ["goals", "lint", "meals", "slots"]

    package static let pendingProperties = ["status", "title", "thumbnail", "caption", "created", "id"]

    package static let macros = ["calories", "protein", "carbs", "fats"]

    package static let stepAnnotations: AnnotationKeywords = ["timer", "id"]
    package static let ingredientAnnotations: AnnotationKeywords = ["id", "food"]
    package static let mealAnnotations: AnnotationKeywords = ["id", "created", "note", "eaten", "food"]
    package static let shoppingAnnotations: AnnotationKeywords = ["recipe", "from", "id", "created"]
    package static let allAnnotations = ["timer", "id", "created", "recipe", "from", "note", "eaten"]

    /// The names of the six meals as written in a plan.
    package static let mealNames = MealType.allCases.map { $0.rawValue.lowercased() }

    /// The name of an enum value as the printer writes it (`morning snack`, `dinner`).
    package static func spelling<E: RawRepresentable>(_ value: E) -> String where E.RawValue == String {
        value.rawValue.lowercased()
    }

    package static func choices(_ names: [String]) -> String {
        guard names.count > 1, let last = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}

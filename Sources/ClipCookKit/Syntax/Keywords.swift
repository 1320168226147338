/// The keywords of the annotations an item line may end with, matched on
/// the bytes of the line (no `String` is made to look one up).
struct AnnotationKeywords: Sendable, ExpressibleByArrayLiteral {
    /// In the order written.
    let names: [String]
    private let spellings: [[UInt8]]

    init(arrayLiteral names: String...) {
        self.names = names
        spellings = names.map { Array($0.utf8) }
    }

    var isEmpty: Bool { names.isEmpty }

    func contains(_ name: String) -> Bool { names.contains(name) }

    func sorted() -> [String] { names.sorted() }

    /// The keyword spelt by `bytes[range]`, exactly (the language's keywords are lowercase).
    func keyword(_ bytes: [UInt8], _ range: Range<Int>) -> String? {
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

/// A list of keywords matched on the bytes of a line: the index of the one
/// spelt by a range of bytes, exactly, with no `String` made to look it up.
struct ByteKeywords: Sendable {
    /// The spellings by length, each with its index in the list.
    private let byLength: [[(spelling: [UInt8], index: Int)]]

    init(_ names: [String]) {
        let longest = names.map(\.utf8.count).max() ?? 0
        var table = Array(repeating: [(spelling: [UInt8], index: Int)](), count: longest + 1)
        for (k, name) in names.enumerated() { table[name.utf8.count].append((Array(name.utf8), k)) }
        byLength = table
    }

    /// The index of the keyword spelt by `bytes[range]`, or nil.
    func index(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        guard range.count < byLength.count, range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
        for entry in byLength[range.count] {
            var same = true
            for j in 0..<range.count where bytes[range.lowerBound + j] != entry.spelling[j] {
                same = false
                break
            }
            if same { return entry.index }
        }
        return nil
    }
}

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

    static let stepAnnotations: AnnotationKeywords = ["timer", "id"]
    static let ingredientAnnotations: AnnotationKeywords = ["id", "food"]
    static let mealAnnotations: AnnotationKeywords = ["id", "created", "note", "eaten", "food"]
    static let shoppingAnnotations: AnnotationKeywords = ["recipe", "from", "id", "created"]
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

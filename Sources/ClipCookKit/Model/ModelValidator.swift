// CONTRACT STUB — owned by the language work, which fills in the rules.

/// A rule of the SRS that a model value breaks, with the path of the value
/// (the keys of `ParseResult.sourceMap`, e.g. "servings", "nutrition.fats",
/// "mealSlots[3].servings").
public struct ValidationProblem: Hashable, Sendable {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
}

/// Checks the SRS limits on a document, whichever format it came from.
public enum ModelValidator {
    public static func validate(_ document: Document) -> [ValidationProblem] {
        []
    }
}

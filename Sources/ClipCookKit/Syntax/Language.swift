// CONTRACT STUB — owned by the language work, which replaces the bodies.

/// The result of reading one ClipCook text file.
public struct ParseResult: Sendable {
    /// The lossless line-level syntax tree (comments and blank lines kept).
    public var tree: SyntaxTree
    /// The document, when the file had no errors (warnings allowed).
    public var document: Document?
    /// Every problem found, in source order.
    public var diagnostics: [Diagnostic]
    /// Where each model value was written: keys are the same paths
    /// `ModelValidator` uses ("title", "servings", "ingredients[2]",
    /// "ingredients[2].amount", "steps[0].timers[1]", "nutrition.calories",
    /// "mealSlots[4]", "mealSlots[4].recipeId", "shoppingItems[1]",
    /// "pendingImports[0].status", "nutritionGoals.calories", "lint.RULE").
    public var sourceMap: [String: SourceRange]

    public init(tree: SyntaxTree, document: Document?, diagnostics: [Diagnostic], sourceMap: [String: SourceRange]) {
        self.tree = tree
        self.document = document
        self.diagnostics = diagnostics
        self.sourceMap = sourceMap
    }
}

/// Entry points of the ClipCook language.
public enum Language {
    /// Parses one file. Never throws, never crashes, always terminates:
    /// problems come back as diagnostics.
    public static func parse(_ source: SourceFile) -> ParseResult {
        ParseResult(tree: SyntaxTree(source: source, lines: []), document: nil,
                    diagnostics: [Diagnostic(.error, "parser not implemented yet", path: source.path, range: nil)],
                    sourceMap: [:])
    }

    /// Prints a document in canonical text (no comments).
    public static func print(_ document: Document) -> String {
        ""
    }
}

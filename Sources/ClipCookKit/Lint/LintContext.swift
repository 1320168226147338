/// Everything a rule may look at beyond its own file: the other files of the
/// collection and the settings. Built from files read from disk or from
/// in-memory text, so tests need no folder.
public struct LintContext: Sendable {
    /// One recipe of the collection, and the file that holds it.
    public struct RecipeEntry: Sendable {
        public var recipe: Recipe
        public var file: LintFile
    }

    public var files: [LintFile]
    public var settings: Settings
    /// Whether `files` is the whole collection, so that a recipe id that is
    /// not among them really is missing (false when linting loose files).
    public var isWholeCollection: Bool

    public init(files: [LintFile], settings: Settings? = nil, isWholeCollection: Bool = true) {
        self.files = files
        self.settings = settings ?? files.lazy.compactMap(\.settings).first ?? Settings()
        self.isWholeCollection = isWholeCollection
        var byID: [String: [RecipeEntry]] = [:]
        for file in files {
            if let recipe = file.recipe {
                byID[recipe.id, default: []].append(RecipeEntry(recipe: recipe, file: file))
            }
        }
        recipesByID = byID
    }

    /// Parses in-memory files (path -> text) into a context.
    public static func parsing(_ texts: [(path: String, text: String)], isWholeCollection: Bool = true) -> LintContext {
        LintContext(files: texts.map { LintFile(source: SourceFile(path: $0.path, text: $0.text)) },
                    isWholeCollection: isWholeCollection)
    }

    public let recipesByID: [String: [RecipeEntry]]

    /// Every recipe of the collection, in file order.
    public var recipes: [RecipeEntry] {
        files.compactMap { file in file.recipe.map { RecipeEntry(recipe: $0, file: file) } }
    }
}

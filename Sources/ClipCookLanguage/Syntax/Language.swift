import ClipCookCore

/// The result of reading one ClipCook text file.
public struct ParseResult: Sendable {
    /// The lossless line-level syntax tree (comments and blank lines kept).
    public var tree: SyntaxTree
    /// The document, when the file had no errors (warnings allowed). It is
    /// `partialDocument`, kept once: a second copy of a recipe costs a
    /// retain and a release of each of its strings and arrays.
    public var document: Document? {
        get { hasWholeDocument ? partialDocument : nil }
        set {
            if let newValue { partialDocument = newValue }
            hasWholeDocument = newValue != nil
        }
    }
    /// Every problem found, in source order (with `.cappedDiagnostics`, the
    /// first `Language.diagnosticCap` of them).
    public var diagnostics: [Diagnostic]
    /// The problems left out past the cap (none without `.cappedDiagnostics`).
    public var omittedDiagnostics = OmittedDiagnostics()
    /// Where each model value was written: keys are the same paths
    /// `ModelValidator` uses ("title", "servings", "ingredients[2]",
    /// "ingredients[2].amount", "steps[0].timers[1]", "nutrition.calories",
    /// "mealSlots[4]", "mealSlots[4].recipeId", "shoppingItems[1]",
    /// "pendingImports[0].status", "nutritionGoals.calories", "lint.RULE").
    ///
    /// Paths of a recipe: title id category servings prepTime cookTime
    /// sourceUrl sourcePlatform thumbnail tags tags[i] isFavourite isArchived
    /// createdAt updatedAt aiMeta caption nutrition nutrition.NAME;
    /// ingredients[i] (the line) .amount .name .notes .id; steps[i] (the line)
    /// .order .text .id .timers[k] (the annotation) .timers[k].seconds
    /// .timers[k].label. Plan: mealSlots[i] (the line) .meal .recipeId
    /// .servings .quickAdd .quickAdd.name .quickAdd.NAME .id .createdAt.
    /// Shopping: shoppingItems[i] (the line) .checked .amount .name
    /// .recipeId .recipeName .id .createdAt. Settings: units darkMode
    /// isPremium schemaVersion color id email displayName createdAt updatedAt
    /// nutritionGoals nutritionGoals.NAME lint lint.RULE. Inbox:
    /// pendingImports[i] (the `pending` keyword) .url .status .title
    /// .thumbnail .caption .createdAt .id. NAME is calories, protein, carbs
    /// or fats. Values that were derived or defaulted have no entry.
    /// Line and column are computed when a position is asked for.
    public var sourceMap: SourceMap
    /// The document read from the lines that parsed, also when the file has
    /// errors (then `document` is nil): what the linter checks, so that one
    /// bad line does not hide every other finding. Never written anywhere.
    /// When there is a `document`, this is it.
    public private(set) var partialDocument: Document?
    /// Whether `partialDocument` is the `document` too.
    private var hasWholeDocument: Bool

    /// The result with an empty source map.
    package func withoutSourceMap() -> ParseResult {
        var result = self
        result.sourceMap = SourceMap()
        return result
    }

    /// The line of the syntax tree where the value at `path` was written
    /// (or the nearest enclosing value), e.g. `line(for: "servings")`.
    public func line(for path: String) -> SyntaxLine? {
        var current: String? = path
        while let p = current {
            if let range = sourceMap.offsets(p) { return tree.line(number: tree.source.lineNumber(of: range.lowerBound)) }
            current = SourcePath.parent(of: p)
        }
        return nil
    }
}

// The initializers are in an extension, so that the struct keeps its
// memberwise one (private, as `hasWholeDocument` is) and they hand over to
// it: an initializer assigning the properties one by one made the optimizer
// copy the whole result once more (a retain and a release of every string
// and array of the recipe) for every file parsed.
extension ParseResult {
    /// A result with `document`, or without one but with what the lines that
    /// parsed gave (`partialDocument`, which is `document` when there is one).
    public init(
        tree: SyntaxTree, document: Document?, diagnostics: [Diagnostic], sourceMap: SourceMap,
        partialDocument: Document? = nil
    ) {
        self.init(
            tree: tree, partialDocument: document ?? partialDocument, isWhole: document != nil,
            diagnostics: diagnostics, sourceMap: sourceMap)
    }

    /// A result holding `partialDocument`, which is the `document` too when `isWhole`.
    package init(tree: SyntaxTree, partialDocument: Document?, isWhole: Bool, diagnostics: [Diagnostic], sourceMap: SourceMap) {
        // Asked by pattern, not with `!= nil` (which copied the document to compare it).
        var whole = false
        if isWhole, case .some = partialDocument { whole = true }
        self.init(
            tree: tree, diagnostics: diagnostics, sourceMap: sourceMap, partialDocument: partialDocument,
            hasWholeDocument: whole)
    }
}

/// What a parse keeps besides the document and the diagnostics.
public struct ParseParts: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The syntax tree's lines (without it `ParseResult.tree` has none).
    public static let syntaxTree = ParseParts(rawValue: 1)
    /// The source map (without it `ParseResult.sourceMap` is empty).
    public static let sourceMap = ParseParts(rawValue: 2)
    /// The source map, recorded only for the values outside list items
    /// (`title`, `nutrition.fats`): the first question about a value inside
    /// an item (`ingredients[2].amount`) reads the file again keeping every
    /// position. The answers are the same as with `.sourceMap`; reading is
    /// faster for files that nobody points into. Ignored with `.sourceMap`.
    public static let sourceMapOnDemand = ParseParts(rawValue: 4)
    /// Not a part kept but one left out: at most `Language.diagnosticCap`
    /// diagnostics are kept, the first by position; the rest are counted
    /// (`ParseResult.omittedDiagnostics`) without being made, so that a
    /// file of a million bad lines costs no more than a clean one.
    public static let cappedDiagnostics = ParseParts(rawValue: 8)
    public static let all: ParseParts = [.syntaxTree, .sourceMap]
    /// What opening a collection keeps of each file: the syntax tree, and
    /// the source map on demand (a collection of 10,000 recipes is opened
    /// whole; the positions of few of its values are ever asked for).
    public static let collection: ParseParts = [.syntaxTree, .sourceMapOnDemand]
    /// What the session's store keeps of each file when it opens a
    /// collection: the document and the diagnostics only; an edit parses its
    /// one file again for the tree or the map (`CollectionFile.result(keeping:)`).
    public static let session: ParseParts = []

    /// What a result kept with these parts can answer: a source map
    /// recorded on demand answers every question `.sourceMap` does.
    public var answers: ParseParts {
        contains(.sourceMapOnDemand) ? union(.sourceMap) : self
    }
}

/// Entry points of the ClipCook language.
public enum Language {
    /// The largest input the tool reads, in bytes (64 MiB): a file, standard
    /// input or a text given to the parser. Readers refuse larger files before
    /// reading them (`FileBytes`), and the parser refuses larger texts with a
    /// diagnostic, so positions always fit in 32 bits.
    public static let maximumInputSize = FileBytes.defaultLimit

    /// The diagnostics a parse with `.cappedDiagnostics` keeps of one file.
    public static let diagnosticCap = 1_000

    /// Parses one file. Never throws, never crashes, always terminates:
    /// problems come back as diagnostics. `parts` leaves out what the caller
    /// does not read (the diagnostics and the document are the same either way):
    /// `convert` needs neither the syntax tree nor the source map, `fmt` no source map.
    public static func parse(_ source: SourceFile, keeping parts: ParseParts = .all) -> ParseResult {
        DocumentParser.parse(source, keeping: parts)
    }

    /// Parses a recipe's text comparing its ingredients and steps with
    /// `check`'s as they are read, without keeping them: the document comes
    /// back with empty lists, and `check.matched` says whether they were the same.
    package static func parse(_ source: SourceFile, keeping parts: ParseParts, checking check: RecipeItemCheck) -> ParseResult {
        DocumentParser.parse(source, keeping: parts, checking: check)
    }

    /// Parses text (a convenience for the REPL and tests).
    public static func parse(_ text: String, path: String = "<text>") -> ParseResult {
        DocumentParser.parse(SourceFile(path: path, text: text))
    }

    /// Prints a document in canonical text (no comments).
    public static func print(_ document: Document) -> String {
        Printer.print(document)
    }

    /// The same text as `print`, as the UTF-8 bytes a file write takes.
    public static func printBytes(_ document: Document) -> [UInt8] {
        Printer.bytes(document)
    }
}

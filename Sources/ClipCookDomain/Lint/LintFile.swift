import ClipCookCore
import ClipCookLanguage

/// One file as the rules see it: its source, syntax tree, document and the
/// source map that says where each model value was written.
public struct LintFile: Sendable {
    public var path: String
    public var source: SourceFile
    public var tree: SyntaxTree
    /// The document; for a file with errors, what was read from the lines
    /// that parsed (`isPartial`), so rules still run on the rest of the file.
    /// Nil when not even the header was read (rules are not run on it then).
    public var document: Document?
    /// Whether the file has parse errors and `document` is what was read
    /// from the other lines.
    public var isPartial = false
    public var parseDiagnostics: [Diagnostic]
    /// The parse's diagnostics past its cap, when it had one (counted, not kept).
    public var omittedParseDiagnostics = OmittedDiagnostics()
    public var sourceMap: SourceMap

    /// A file read from text: parsed with `Language.parse`.
    public init(source: SourceFile) {
        let result = Language.parse(source)
        self.init(source: source, parse: result)
    }

    public init(source: SourceFile, parse result: ParseResult) {
        path = source.path
        self.source = source
        tree = result.tree
        document = result.document ?? result.partialDocument
        isPartial = result.document == nil && result.partialDocument != nil
        parseDiagnostics = result.diagnostics
        omittedParseDiagnostics = result.omittedDiagnostics
        sourceMap = result.sourceMap
    }

    /// A file that exists only as a model (built in code, or read from JSON):
    /// findings on it carry no position.
    public init(path: String, document: Document) {
        self.path = path
        source = SourceFile(path: path, bytes: [])
        tree = SyntaxTree(source: source, lines: [])
        self.document = document
        parseDiagnostics = []
        sourceMap = [:]
    }

    /// Whether the parse reported an error, kept or left out past its cap.
    public var hasParseErrors: Bool {
        parseDiagnostics.hasErrors || (omittedParseDiagnostics.count > 0 && omittedParseDiagnostics.severity == .error)
    }

    public var recipe: Recipe? {
        if case .recipe(let recipe) = document { return recipe }
        return nil
    }

    public var plan: Plan? {
        if case .plan(let plan) = document { return plan }
        return nil
    }

    public var settings: Settings? {
        if case .settings(let settings) = document { return settings }
        return nil
    }

    /// Whether the file was read from text (so positions and fixes exist).
    public var hasSource: Bool { !tree.lines.isEmpty }

    /// Where the model value at `path` was written, or failing that the
    /// nearest enclosing value ("steps[0].timers[1]" -> "steps[0]").
    public func range(at modelPath: String) -> SourceRange? {
        var key = Substring(modelPath)
        while true {
            if let range = sourceMap[String(key)] { return range }
            guard let cut = key.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
            key = key[..<cut]
        }
    }

    /// The first of `paths` that has a position.
    public func range(atFirstOf paths: String...) -> SourceRange? {
        for path in paths {
            if let range = sourceMap[path] { return range }
        }
        return paths.first.flatMap { range(at: $0) }
    }

    /// The syntax line holding item `index` of the given kind (an ingredient,
    /// a step, a meal slot...).
    public func line(of kind: SyntaxLine.Kind, item index: Int) -> SyntaxLine? {
        tree.lines.first { $0.kind == kind && $0.itemIndex == index }
    }

    /// Every syntax line of the given kind by item index, in one pass over the
    /// tree: for rules that look up many items (a linear scan per item is
    /// quadratic in a long file).
    public func lines(of kind: SyntaxLine.Kind) -> [Int: SyntaxLine] {
        var found: [Int: SyntaxLine] = [:]
        for line in tree.lines where line.kind == kind {
            if let index = line.itemIndex, found[index] == nil { found[index] = line }
        }
        return found
    }

    /// The source text of a byte range.
    public func text(_ range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, source.bytes.count))
        let upper = max(lower, min(range.upperBound, source.bytes.count))
        return String(decoding: source.bytes[lower..<upper], as: UTF8.self)
    }

    /// The position of the first occurrence of `needle` inside `within`
    /// (byte offsets), if any.
    public func range(of needle: String, within: Range<Int>) -> SourceRange? {
        let target = Array(needle.utf8)
        guard !target.isEmpty, within.count >= target.count else { return nil }
        let bytes = source.bytes
        let last = min(within.upperBound, bytes.count) - target.count
        guard within.lowerBound <= last else { return nil }
        for start in within.lowerBound...last where bytes[start] == target[0] {
            if Array(bytes[start..<start + target.count]) == target {
                return source.range(start..<start + target.count)
            }
        }
        return nil
    }
}

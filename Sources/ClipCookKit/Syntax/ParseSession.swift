/// What the parsing of one file collects: diagnostics and the source map.
final class ParseSession {
    let source: SourceFile
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var sourceMap: [String: SourceRange] = [:]
    /// The first words of lines that could not be read: a "missing category"
    /// is not reported when a `category` line was there but broken.
    var failedKeywords: Set<String> = []

    init(source: SourceFile) {
        self.source = source
        // About three recorded values a line (the item, its amount or text, an
        // annotation): sizing the map once avoids rehashing it as it grows.
        sourceMap.reserveCapacity(source.lineStarts.count * 3)
    }

    var bytes: [UInt8] { source.bytes }

    func text(_ range: Range<Int>) -> String { String(decoding: source.bytes[range], as: UTF8.self) }

    func error(_ problem: LineError) {
        diagnostics.append(Diagnostic(.error, problem.message, path: source.path,
                                      range: source.range(problem.range), notes: problem.notes))
    }

    func error(_ message: String, _ range: Range<Int>, notes: [String] = []) {
        error(LineError(message, range, notes: notes))
    }

    func add(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// Records where the value at `path` was written.
    func record(_ path: String, _ range: Range<Int>) {
        sourceMap[path] = source.range(range)
    }
}

/// What a body parser found on one line.
struct LineOutcome {
    var kind: SyntaxLine.Kind
    var comment: Range<Int>?
    var itemIndex: Int?

    init(_ kind: SyntaxLine.Kind, comment: Range<Int>?, itemIndex: Int? = nil) {
        self.kind = kind
        self.comment = comment
        self.itemIndex = itemIndex
    }
}

/// The parser of one document kind: it reads the lines after the header and
/// builds the document (with defaults in place of what had errors).
protocol BodyParser: AnyObject {
    /// Reads one non-blank, non-comment line; the lexer is on its first non-blank byte.
    func parse(_ lexer: inout Lexer, _ session: ParseSession) throws(LineError) -> LineOutcome
    /// Reports what is missing and returns the document.
    func finish(_ session: ParseSession) -> Document
}

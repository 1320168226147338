import ClipCookCore

/// What the parsing of one file collects: diagnostics and the source map.
package final class ParseSession {
    package let source: SourceFile
    package private(set) var diagnostics: [Diagnostic] = []
    /// Where values were written, in the order they were read (`takeSourceMap()` sorts them).
    private var recorded: [SourceMap.Entry] = []
    /// Values whose path is not a typed `SourcePath` (a lint rule, a meal time).
    private var named: [String: Range<Int>] = [:]
    /// The first words of lines that could not be read: a "missing category"
    /// is not reported when a `category` line was there but broken.
    package var failedKeywords: Set<String> = []
    /// The side of git's conflict markers the lines being read are on; nil outside them.
    package var conflictSide: ConflictSide?

    /// Whether `record` keeps the values inside list items (`ingredients[2].amount`),
    /// that is, the caller wants a source map. Values outside items (`title`,
    /// `nutritionGoals.calories`, a lint rule) are always kept: there are few,
    /// and the validator's findings on them are placed without reading again.
    package let recordsItems: Bool

    package init(source: SourceFile, recordsItems: Bool = true) {
        self.source = source
        self.recordsItems = recordsItems
        // About two recorded values a line (the item, its amount or text) to
        // start with; a line with more makes the array grow.
        // Without items, a recipe records its dozen or so properties.
        recorded.reserveCapacity(recordsItems ? source.lineStarts.count * 2 : 16)
    }

    package var bytes: [UInt8] { source.bytes }

    package func text(_ range: Range<Int>) -> String { Lexer.text(source.bytes, range) }

    package func error(_ problem: LineError) {
        diagnostics.append(
            Diagnostic(
                .error, problem.message, path: source.path,
                range: source.range(problem.range), notes: problem.notes))
    }

    package func error(_ message: String, _ range: Range<Int>, notes: [String] = []) {
        error(LineError(message, range, notes: notes))
    }

    package func add(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// Records where the value at `path` was written (byte offsets only:
    /// line and column are worked out when someone asks).
    package func record(_ path: SourcePath, _ range: Range<Int>) {
        guard recordsItems || path.isOutsideItems else { return }
        recorded.append(SourceMap.Entry(path, range))
    }

    /// Records where the top-level value `field` was written.
    package func record(_ field: SourceField, _ range: Range<Int>) {
        record(SourcePath(field), range)
    }

    /// Records where macro `name` (`calories`...) inside `path` was written.
    package func record(_ path: SourcePath, macro name: String, _ range: Range<Int>) {
        if let field = SourceField(macro: name) { record(path + field, range) } else { record(named: "\(path).\(name)", range) }
    }

    /// Records a value whose path is not a typed path (`lint.RULE`, `mealTimes.MEAL`).
    package func record(named path: String, _ range: Range<Int>) {
        named[path] = range
    }

    /// The source map of what was recorded; the session lets go of it
    /// (the entries move into the map without a copy).
    package func takeSourceMap() -> SourceMap {
        let map = SourceMap(source: source, sorting: &recorded, named: named)
        named = [:]
        return map
    }
}

/// What a body parser found on one line.
package struct LineOutcome {
    package var kind: SyntaxLine.Kind
    package var comment: Range<Int>?
    package var itemIndex: Int?

    package init(_ kind: SyntaxLine.Kind, comment: Range<Int>?, itemIndex: Int? = nil) {
        self.kind = kind
        self.comment = comment
        self.itemIndex = itemIndex
    }
}

/// The parser of one document kind: it reads the lines after the header and
/// builds the document (with defaults in place of what had errors).
package protocol BodyParser: AnyObject {
    /// Reads one non-blank, non-comment line; the lexer is on its first non-blank byte.
    func parse(_ lexer: inout Lexer, _ session: ParseSession) throws(LineError) -> LineOutcome
    /// Reports what is missing and returns the document.
    func finish(_ session: ParseSession) -> Document
}

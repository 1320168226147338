import ClipCookCore

/// What the parsing of one file collects: diagnostics and the source map.
package final class ParseSession {
    package let source: SourceFile
    /// The diagnostics kept: all of them, or with a cap the first `cap` by
    /// position (the others are counted in `omitted`, never built into a list).
    package private(set) var diagnostics: [Diagnostic] = []
    /// At most this many diagnostics are kept (`Int.max`: every one).
    package let cap: Int
    /// What was left out past the cap.
    package private(set) var omitted = OmittedDiagnostics()
    /// Whether an error was reported, kept or not.
    package private(set) var madeError = false
    /// Where the kept diagnostic that sorts last is (valid once the cap is reached).
    private var lastKept = 0
    /// Where values were written, in the order they were read (`takeSourceMap()` sorts them).
    private var recorded: [SourceMap.Entry] = []
    /// Values whose path is not a typed `SourcePath` (a lint rule, a meal time).
    private var named: [String: Range<Int>] = [:]
    /// The first words of lines that could not be read: a "missing category"
    /// is not reported when a `category` line was there but broken.
    package var failedKeywords: Set<String> = []
    /// When set, a recipe's ingredients and steps are compared with its
    /// as they are read, and not kept (`Language.parse(_:checking:)`).
    package var itemCheck: RecipeItemCheck?
    /// The side of git's conflict markers the lines being read are on; nil outside them.
    package var conflictSide: ConflictSide?

    /// Whether `record` keeps the values inside list items (`ingredients[2].amount`),
    /// that is, the caller wants a source map. Values outside items (`title`,
    /// `nutritionGoals.calories`, a lint rule) are always kept: there are few,
    /// and the validator's findings on them are placed without reading again.
    package let recordsItems: Bool

    package init(source: SourceFile, recordsItems: Bool = true, cap: Int = .max) {
        self.source = source
        self.recordsItems = recordsItems
        self.cap = max(cap, 1)
        // About two recorded values a line (the item, its amount or text) to
        // start with; a line with more makes the array grow.
        // Without items, a recipe records its dozen or so properties.
        recorded.reserveCapacity(recordsItems ? source.lineStarts.count * 2 : 16)
    }

    package var bytes: [UInt8] { source.bytes }

    package func text(_ range: Range<Int>) -> String { Lexer.text(source.bytes, range) }

    package func error(_ problem: LineError) {
        // Past the cap, a line's error (in order after the kept ones) is
        // only counted: its message and position are never built.
        if diagnostics.count >= cap, Self.offset(diagnostics[lastKept]) <= problem.range.lowerBound {
            madeError = true
            omitted.add(.error, at: problem.range.lowerBound) { source.range(problem.range) }
            return
        }
        add(
            Diagnostic(
                .error, problem.message, path: source.path,
                range: source.range(problem.range), notes: problem.notes))
    }

    package func error(_ message: String, _ range: Range<Int>, notes: [String] = []) {
        error(LineError(message, range, notes: notes))
    }

    package func add(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error { madeError = true }
        guard diagnostics.count >= cap else {
            diagnostics.append(diagnostic)
            if diagnostics.count == cap { lastKept = Self.lastByPosition(diagnostics) }
            return
        }
        let offset = Self.offset(diagnostic)
        if Self.offset(diagnostics[lastKept]) <= offset {
            omitted.add(diagnostic.severity, at: offset) { diagnostic.range }
            return
        }
        // One placed before the last kept (the validator's, made after the
        // lines): it takes that one's place, which is counted instead.
        let evicted = diagnostics.remove(at: lastKept)
        omitted.add(evicted.severity, at: Self.offset(evicted)) { evicted.range }
        diagnostics.append(diagnostic)
        lastKept = Self.lastByPosition(diagnostics)
    }

    private static func offset(_ diagnostic: Diagnostic) -> Int { diagnostic.range?.start.offset ?? -1 }

    /// The index of the diagnostic that sorts last (by position, then the later made).
    private static func lastByPosition(_ diagnostics: [Diagnostic]) -> Int {
        var last = 0
        for index in diagnostics.indices where offset(diagnostics[index]) >= offset(diagnostics[last]) { last = index }
        return last
    }

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

/// The diagnostics of a parse left out past its cap (`ParseParts.cappedDiagnostics`):
/// how many, the worst severity among them and where the first of them is.
public struct OmittedDiagnostics: Hashable, Sendable {
    public private(set) var count = 0
    public private(set) var severity = Diagnostic.Severity.note
    /// How many of each severity were left out (`errors + warnings + notes == count`).
    public private(set) var errors = 0
    public private(set) var warnings = 0
    public private(set) var notes = 0
    /// The range of the first left out, by position.
    public private(set) var first: SourceRange?
    private var firstOffset = Int.max
    /// The byte offsets of the errors left out, in the order they were
    /// counted (4 bytes each): `lint` drops a rule's finding on a line with
    /// a parse error, kept or not.
    private var errorOffsets: [UInt32] = []

    public init() {}

    /// The lines (1-based) of `source` that hold an error left out, sorted.
    package func errorLines(in source: SourceFile) -> [Int] {
        errorOffsets.map { source.lineNumber(of: Int($0)) }.sorted()
    }

    /// Counts one more, at byte `offset`; `range` is asked for only when it is the first so far.
    mutating func add(_ severity: Diagnostic.Severity, at offset: Int, range: () -> SourceRange?) {
        count += 1
        switch severity {
        case .error:
            errors += 1
            // Offsets fit in 32 bits: the parser refuses larger texts.
            if let small = UInt32(exactly: offset) { errorOffsets.append(small) }
        case .warning: warnings += 1
        case .note: notes += 1
        }
        if count == 1 || severity > self.severity { self.severity = severity }
        if offset < firstOffset {
            firstOffset = offset
            first = range()
        }
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

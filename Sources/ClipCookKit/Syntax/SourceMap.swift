/// Where each model value of a parsed file was written: byte offsets keyed by
/// the value's path (`ingredients[2].amount`, `mealSlots[4].recipeId`,
/// `nutritionGoals.calories`). Line and column are computed from the file's
/// line starts only when asked for (a diagnostic, an edit), so a parse keeps
/// 20 bytes a value and builds no `String` for it.
///
/// The paths are the ones `ModelValidator` reports; see
/// `ParseResult.sourceMap` for the full list. A value recorded twice (a meal
/// time written twice) keeps its later position in the file.
public struct SourceMap: Sendable, ExpressibleByDictionaryLiteral {
    struct Entry: Sendable {
        var path: SourcePath
        var start: UInt32
        var end: UInt32

        init(_ path: SourcePath, _ range: Range<Int>) {
            self.path = path
            // Offsets fit: inputs are at most `Language.maximumInputSize` bytes.
            start = UInt32(clamping: range.lowerBound)
            end = UInt32(clamping: range.upperBound)
        }

        var offsets: Range<Int> { Int(start)..<max(Int(start), Int(end)) }
    }

    /// Sorted by path (`SourcePath.precedes`), one entry a path.
    private var entries: [Entry]
    /// Values whose path is not a typed path (a lint rule's name, which can be
    /// any text; a meal time, `mealTimes.Morning Snack`), by the path's text.
    private var named: [String: Range<Int>]
    /// The file the offsets are in (nil for an empty map).
    private var source: SourceFile?

    /// An empty map: for documents that exist only as models, or files whose
    /// positions are not needed.
    public init() {
        entries = []
        named = [:]
        source = nil
    }

    /// `[:]`, the empty map.
    public init(dictionaryLiteral elements: (String, Never)...) {
        self.init()
    }

    /// A map from what a parse recorded, in any order: sorts `recorded` in
    /// place and takes it over, leaving it empty.
    init(source: SourceFile, sorting recorded: inout [Entry], named: [String: Range<Int>]) {
        // Equal paths end up side by side, the later position last.
        recorded.sort { a, b in
            if a.path != b.path { return SourcePath.precedes(a.path, b.path) }
            return a.start != b.start ? a.start < b.start : a.end < b.end
        }
        var kept = 0
        for index in recorded.indices {
            if index + 1 < recorded.count, recorded[index + 1].path == recorded[index].path { continue }
            if kept != index { recorded[kept] = recorded[index] }
            kept += 1
        }
        recorded.removeLast(recorded.count - kept)
        entries = recorded
        recorded = []
        self.named = named
        self.source = source
    }

    /// How many values have a position.
    public var count: Int { entries.count + named.count }

    public var isEmpty: Bool { entries.isEmpty && named.isEmpty }

    /// The byte offsets of the value at `path`, if it was written in the file.
    public func offsets(_ path: SourcePath) -> Range<Int>? {
        var lo = 0
        var hi = entries.count
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if SourcePath.precedes(entries[mid].path, path) { lo = mid + 1 } else { hi = mid }
        }
        guard lo < entries.count, entries[lo].path == path else { return nil }
        return entries[lo].offsets
    }

    /// The byte offsets of the value at `path` in text form (`"steps[0].text"`).
    public func offsets(_ path: String) -> Range<Int>? {
        if !named.isEmpty, let range = named[path] { return range }
        return SourcePath(path).flatMap { offsets($0) }
    }

    /// Where the value at `path` was written, as lines and columns.
    public subscript(path: SourcePath) -> SourceRange? {
        guard let source, let range = offsets(path) else { return nil }
        return source.range(range)
    }

    /// Where the value at `path` (in text form) was written, as lines and columns.
    public subscript(path: String) -> SourceRange? {
        guard let source, let range = offsets(path) else { return nil }
        return source.range(range)
    }

    /// Whether any value at or inside the top-level `field` has a position
    /// (`nutritionGoals`, `nutritionGoals.calories`...).
    public func contains(valuesOf field: SourceField) -> Bool {
        var lo = 0
        var hi = entries.count
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if entries[mid].path.first.rawValue < field.rawValue { lo = mid + 1 } else { hi = mid }
        }
        if lo < entries.count, entries[lo].path.first == field { return true }
        let name = field.name
        return named.keys.contains { $0 == name || $0.hasPrefix(name + ".") || $0.hasPrefix(name + "[") }
    }

    /// Every path with a position, in text form and sorted (builds a `String`
    /// a value: for tests and tools, not for the parser's hot path).
    public var paths: [String] {
        (entries.map(\.path.description) + named.keys).sorted()
    }
}

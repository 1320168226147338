import Foundation
import ClipCookCore

/// Where each model value of a parsed file was written: byte offsets keyed by
/// the value's path (`ingredients[2].amount`, `mealSlots[4].recipeId`,
/// `nutritionGoals.calories`). Line and column are computed from the file's
/// line starts only when asked for (a diagnostic, an edit), so a parse keeps
/// 20 bytes a value and builds no `String` for it.
///
/// The paths are the ones `ModelValidator` reports; see
/// `ParseResult.sourceMap` for the full list. A value recorded twice (a meal
/// time written twice) keeps its later position in the file.
///
/// A map made with `ParseParts.sourceMapOnDemand` holds only the values
/// outside list items (`title`, `nutrition.fats`, `lint.RULE`); the first
/// question about any other value reads the file again, once, keeping every
/// position (see `DeferredPositions`). Its answers are the same as a map made
/// while reading.
public struct SourceMap: Sendable, ExpressibleByDictionaryLiteral {
    package struct Entry: Sendable {
        package var path: SourcePath
        package var start: UInt32
        package var end: UInt32

        package init(_ path: SourcePath, _ range: Range<Int>) {
            self.path = path
            // Offsets fit: inputs are at most `Language.maximumInputSize` bytes.
            start = UInt32(clamping: range.lowerBound)
            end = UInt32(clamping: range.upperBound)
        }

        package var offsets: Range<Int> { Int(start)..<max(Int(start), Int(end)) }
    }

    /// Sorted by path (`SourcePath.precedes`), one entry a path.
    private var entries: [Entry]
    /// Values whose path is not a typed path (a lint rule's name, which can be
    /// any text; a meal time, `mealTimes.Morning Snack`), by the path's text.
    private var named: [String: Range<Int>]
    /// The file the offsets are in (nil for an empty map).
    private var source: SourceFile?
    /// For a map made on demand: the whole map, made when first asked for.
    private var deferred: DeferredPositions?

    /// An empty map: for documents that exist only as models, or files whose
    /// positions are not needed.
    public init() {
        entries = []
        named = [:]
        source = nil
        deferred = nil
    }

    /// `[:]`, the empty map.
    public init(dictionaryLiteral elements: (String, Never)...) {
        self.init()
    }

    /// A map from what a parse recorded, in any order: sorts `recorded` in
    /// place and takes it over, leaving it empty.
    package init(source: SourceFile, sorting recorded: inout [Entry], named: [String: Range<Int>]) {
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
        deferred = nil
    }

    /// This map (the values outside list items), answering for the others
    /// from `positions`, the whole map of the same file.
    package func completed(by positions: DeferredPositions) -> SourceMap {
        var map = self
        map.deferred = positions
        return map
    }

    /// Whether the other values' positions are still to be worked out (for tests).
    package var isDeferred: Bool { deferred?.isResolved == false }

    /// How many values have a position.
    public var count: Int {
        if let deferred { return deferred.map.count }
        return entries.count + named.count
    }

    public var isEmpty: Bool {
        if let deferred { return deferred.map.isEmpty }
        return entries.isEmpty && named.isEmpty
    }

    /// The byte offsets of the value at `path`, if it was written in the file.
    public func offsets(_ path: SourcePath) -> Range<Int>? {
        // Values outside items are all here; the others may not be yet.
        if let deferred, !path.isOutsideItems { return deferred.offsets(path) }
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
        if named.keys.contains(where: { $0 == name || $0.hasPrefix(name + ".") || $0.hasPrefix(name + "[") }) { return true }
        return deferred?.map.contains(valuesOf: field) ?? false
    }

    /// The largest item index recorded for the list `field` (`ingredients`), if any.
    package func lastItemIndex(of field: SourceField) -> Int? {
        var lo = 0
        var hi = entries.count
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if entries[mid].path.first.rawValue <= field.rawValue { lo = mid + 1 } else { hi = mid }
        }
        // The list's own paths without an index sort after its items.
        var at = lo - 1
        while at >= 0, entries[at].path.first == field {
            if let index = entries[at].path.index { return index }
            at -= 1
        }
        return nil
    }

    /// Every path with a position, in text form and sorted (builds a `String`
    /// a value: for tests and tools, not for the parser's hot path).
    public var paths: [String] {
        if let deferred { return deferred.map.paths }
        return (entries.map(\.path.description) + named.keys).sorted()
    }
}

/// The whole source map of a file that was read without it
/// (`ParseParts.sourceMapOnDemand`): made by reading the file again, keeping
/// every position, the first time a value inside a list item is asked for,
/// and kept from then on. Reading again gives the same positions: the parse
/// depends only on the bytes and on the collection's foods, which are the
/// ones bound when the file was first read.
///
/// A question about one item (`ingredients[12].name`) reads only the start
/// of the file, cut after a line, as far as the next item of that list
/// (`ingredients[13]`): lines are read in order, so every value of an item
/// is recorded by then, at the same offsets. The start read grows twice over
/// until it holds that item, or is the whole file; so linting a huge recipe
/// whose findings (at most `Linter.findingsPerRule` a rule) point near its
/// start does not hold a second reading of all of it.
package final class DeferredPositions: @unchecked Sendable {
    private let source: SourceFile
    private let foods: CollectionFoods
    /// How many bytes the first read of the start of the file takes.
    private let firstPrefix: Int
    // Guards `resolved` and `prefix`: copies of one parse result may be read on several threads.
    private let lock = NSLock()
    private var resolved: SourceMap?
    /// The map of the file's first `prefixLength` bytes.
    private var prefix: SourceMap?
    private var prefixLength = 0

    /// The first read of the start of a file: 1 MB.
    package static let firstPrefixLength = 1 << 20

    package init(source: SourceFile, foods: CollectionFoods, firstPrefix: Int = DeferredPositions.firstPrefixLength) {
        self.source = source
        self.foods = foods
        self.firstPrefix = max(1, firstPrefix)
    }

    package var isResolved: Bool {
        lock.lock()
        defer { lock.unlock() }
        return resolved != nil
    }

    /// The whole map, made on the first call.
    package var map: SourceMap {
        lock.lock()
        defer { lock.unlock() }
        return wholeMap()
    }

    /// The offsets of the value at `path` (inside an item), reading no more
    /// of the file than it takes to know them.
    package func offsets(_ path: SourcePath) -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        if let resolved { return resolved.offsets(path) }
        // A value outside an indexed list item is answered by the whole map.
        guard let index = path.index else { return wholeMap().offsets(path) }
        let next = SourcePath(path.first, index + 1)
        let size = source.bytes.count
        while prefixLength < size {
            if let prefix, prefix.offsets(next) != nil { return prefix.offsets(path) }
            var length = prefixLength == 0 ? firstPrefix : prefixLength * 2
            // Items are spread about evenly: aim a quarter past where item
            // i+1 should be, and read the whole file at once when that is
            // most of it (an item has at least a byte, so the product stays small).
            if let reached = prefix?.lastItemIndex(of: path.first) {
                length = max(length, prefixLength / (reached + 1) * (min(index, size) + 2) / 4 * 5)
            }
            if length >= size / 2 { break }
            readPrefix(of: length)
        }
        return wholeMap().offsets(path)
    }

    /// The map of the whole file (the caller holds the lock).
    private func wholeMap() -> SourceMap {
        if let resolved { return resolved }
        let made = FoodTable.$scopedOwnFoods.withValue(foods) {
            DocumentParser.parse(source, keeping: [.sourceMap, .cappedDiagnostics]).sourceMap
        }
        resolved = made
        prefix = nil
        return made
    }

    /// Reads the file's first `length` bytes and the rest of their last line
    /// (the caller holds the lock); the whole file is the whole map.
    private func readPrefix(of length: Int) {
        let bytes = source.bytes
        var cut = min(length, bytes.count)
        while cut < bytes.count, bytes[cut - 1] != UInt8(ascii: "\n") { cut += 1 }
        guard cut < bytes.count else {
            prefixLength = bytes.count
            _ = wholeMap()
            return
        }
        prefix = nil
        let start = SourceFile(path: source.path, bytes: Array(bytes[0..<cut]))
        prefix = FoodTable.$scopedOwnFoods.withValue(foods) {
            DocumentParser.parse(start, keeping: [.sourceMap, .cappedDiagnostics]).sourceMap
        }
        prefixLength = cut
    }
}

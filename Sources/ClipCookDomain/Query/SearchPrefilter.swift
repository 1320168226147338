#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ClipCookCore
import ClipCookLanguage

/// Which recipes may hold the words of a search, told from the bytes of
/// the files they were read from, before any recipe's text is folded: the
/// first searches after opening fold only those recipes (`SearchRanking.best(_:in:prefilter:...)`)
/// instead of the whole collection's text.
///
/// It never leaves out a recipe the search would find. A word of a search
/// that is ASCII once folded is lowercase letters and digits, and the
/// searched texts (title, tags, ingredient names and notes, caption lines,
/// step texts) are each written in the file as they are, bare or quoted,
/// unless a quoted string has an escape. Foundation folds a text one
/// character cluster at a time; so when the file has no `\` and each of its
/// characters is a cluster of its own (no combining mark, joiner, format
/// character or variation selector), each folded text is a piece of the
/// file folded a character at a time, and a word in the text is in the
/// file folded so. That differs from the file with A-Z lowercased only
/// around the characters whose folding holds an ASCII letter or digit or
/// is empty (`é`, `½`, `ß`, a full-width letter): the letters, digits and
/// such characters that run on either side of each are folded once and
/// kept (`extraBytes`); every other character (`°`, a curly quote, CJK)
/// folds to something a word of ASCII letters cannot run across. A word is
/// then in the file folded only where the file has it with A-Z in any case,
/// or in one of those runs. Any other file (an escape, a character that may
/// join its neighbours, bytes that are not UTF-8) is always a candidate.
package struct SearchPrefilter: Sendable {
    /// The bytes of each recipe's file, by position (read where they are:
    /// a copy of them all in one buffer cost more, in new pages, than it saved).
    package let sources: [[UInt8]]
    /// By position: the file cannot be checked, so its recipe is always a
    /// candidate. Empty until the first search reads the files (`examined`).
    package private(set) var unsure: [Bool] = []
    /// The folded runs of letters and digits around the characters whose
    /// folding has one or is empty, each followed by a 0 byte; those of the
    /// file at position `p` are `extraBytes[extraStarts[p] ..< extraStarts[p + 1]]`.
    package private(set) var extraBytes: [UInt8] = []
    package private(set) var extraStarts: [Int] = [0]

    package init(_ sources: [[UInt8]]) {
        self.sources = sources
    }

    package var count: Int { sources.count }

    /// Whether the files were read for `unsure` and the runs.
    package var examined: Bool { unsure.count == sources.count }

    /// The positions, ascending, of the recipes whose files may hold every
    /// term; nil when a term is not lowercase ASCII letters and digits. The
    /// first search reads each file once for both what it keeps and its
    /// first term, while the file's bytes are in the cache.
    package mutating func candidates(_ terms: [SearchRanking.Folded]) -> [Int]? {
        guard terms.allSatisfy({ !$0.text.isEmpty && SearchRanking.Folded.isPlainWord($0.text) }) else { return nil }
        var kept: [Int] = []
        for (number, term) in terms.enumerated() {
            var needle = term.text
            kept = needle.withUTF8 { needle in
                number > 0 ? holding(needle, among: kept) : examined ? holding(needle, among: nil) : examining(needle)
            }
            if kept.isEmpty { break }
        }
        return kept
    }

    /// Reads every file for `unsure` and the runs, and gives those that may hold `needle`.
    private mutating func examining(_ needle: UnsafeBufferPointer<UInt8>) -> [Int] {
        unsure = []
        extraBytes = []
        extraStarts = [0]
        unsure.reserveCapacity(sources.count)
        extraStarts.reserveCapacity(sources.count + 1)
        var kept: [Int] = []
        let sources = self.sources
        sources.withUnsafeBufferPointer { sources in
            for position in sources.indices {
                sources[position].withUnsafeBufferPointer { source in
                    let mark = extraBytes.count
                    let sure = Self.examine(source, extras: &extraBytes)
                    unsure.append(!sure)
                    extraStarts.append(extraBytes.count)
                    if !sure || Self.containsIgnoringCase(needle, in: source)
                        || extraBytes.count - mark > needle.count
                            && extraBytes.withUnsafeBufferPointer({ SearchRanking.Folded.find(needle, in: $0, mark..<$0.count) != nil })
                    {
                        kept.append(position)
                    }
                }
            }
        }
        return kept
    }

    /// Those of `kept` (nil: every position) whose file or runs hold `needle`, or that are unsure.
    private func holding(_ needle: UnsafeBufferPointer<UInt8>, among kept: [Int]?) -> [Int] {
        var still: [Int] = []
        extraBytes.withUnsafeBufferPointer { extras in
            sources.withUnsafeBufferPointer { sources in
                func look(_ position: Int) {
                    let extra = extraStarts[position]..<extraStarts[position + 1]
                    if unsure[position] || sources[position].withUnsafeBufferPointer({ Self.containsIgnoringCase(needle, in: $0) })
                        || extra.count > needle.count && SearchRanking.Folded.find(needle, in: extras, extra) != nil
                    {
                        still.append(position)
                    }
                }
                if let kept {
                    for position in kept { look(position) }
                } else {
                    for position in sources.indices { look(position) }
                }
            }
        }
        return still
    }

    /// Reads one file: gives false when it cannot be checked (a `\`, a
    /// character outside `FoldingTable`, bytes that are not UTF-8), else
    /// true, having appended to `extras` the folded runs of letters and
    /// digits around each character that `joins`, each followed by a 0 byte.
    package static func examine(_ bytes: UnsafeBufferPointer<UInt8>, extras: inout [UInt8]) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        guard memchr(base, 0x5C, count) == nil else { return false }
        let mark = extras.count
        // A byte order mark is no part of any text.
        var index = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        let raw = UnsafeRawPointer(base)
        while index < count {
            // ASCII, eight bytes at a time (most of every file).
            while index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
            }
            guard index < count else { break }
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            guard let (effect, width, _) = character(bytes, at: index) else {
                extras.removeSubrange(mark...)
                return false
            }
            guard effect == .joins else {
                index += width
                continue
            }
            // The run: letters and digits before it, then letters, digits
            // and characters that join after it.
            var start = index
            while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
            var end = index + width
            while end < count {
                if bytes[end] < 0x80 {
                    guard isWordByte(bytes[end]) else { break }
                    end += 1
                    continue
                }
                guard let (next, nextWidth, _) = character(bytes, at: end) else {
                    extras.removeSubrange(mark...)
                    return false
                }
                guard next == .joins else { break }
                end += nextWidth
            }
            // Folded a character at a time: each is a cluster of its own (see `outside`).
            var at = start
            while at < end {
                let byte = bytes[at]
                if byte < 0x80 {
                    extras.append(byte | (byte &- 0x41 < 26 ? 0x20 : 0))
                    at += 1
                } else if let (scalar, width) = scalar(bytes, at: at) {
                    appendFolding(of: scalar, to: &extras)
                    at += width
                } else {
                    at += 1
                }
            }
            extras.append(0)
            index = end
        }
        return true
    }

    /// Whether `term` (lowercase ASCII letters and digits) occurs in
    /// `bytes` with A-Z in any case: sixteen places at a time, where the
    /// term's two rarest bytes are (with the bit of case set), then the
    /// whole term compared; the last few places one by one.
    package static func containsIgnoringCase(_ term: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, let termBase = term.baseAddress, !term.isEmpty else { return term.isEmpty }
        guard bytes.count >= term.count else { return false }
        let rarity = SearchRanking.Folded.rarity
        var pivot = 0
        for index in term.indices where rarity[Int(term[index])] > rarity[Int(term[pivot])] { pivot = index }
        var second = pivot
        for index in term.indices where index != pivot && (second == pivot || rarity[Int(term[index])] > rarity[Int(term[second])]) {
            second = index
        }
        let last = bytes.count - term.count
        var start = 0
        let pivotBytes = SIMD16<UInt8>(repeating: term[pivot])
        let secondBytes = SIMD16<UInt8>(repeating: term[second])
        let caseBit = SIMD16<UInt8>(repeating: 0x20)
        let raw = UnsafeRawPointer(base)
        // Every byte loaded is in `bytes`: the block's last start is at most `last`.
        while start + 15 <= last {
            let atPivot = raw.loadUnaligned(fromByteOffset: start + pivot, as: SIMD16<UInt8>.self) | caseBit
            let atSecond = raw.loadUnaligned(fromByteOffset: start + second, as: SIMD16<UInt8>.self) | caseBit
            // Zero in the lanes where both are the term's.
            let both = (atPivot ^ pivotBytes) | (atSecond ^ secondBytes)
            if hasZeroLane(both) {
                for lane in 0..<16 where both[lane] == 0 && equalIgnoringCase(base + start + lane, termBase, term.count) { return true }
            }
            start += 16
        }
        while start <= last {
            if equalIgnoringCase(base + start, termBase, term.count) { return true }
            start += 1
        }
        return false
    }

    /// Whether a lane of `lanes` is zero: as two words of eight bytes, each
    /// with the classic test for a zero byte (`any` on a mask was a call).
    @inline(__always)
    package static func hasZeroLane(_ lanes: SIMD16<UInt8>) -> Bool {
        let (low, high) = unsafeBitCast(lanes, to: (UInt64, UInt64).self)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tops: UInt64 = 0x8080_8080_8080_8080
        return ((low &- ones) & ~low | (high &- ones) & ~high) & tops != 0
    }

    /// Whether the `count` bytes at `bytes`, A-Z lowercased, are those at `term`.
    @inline(__always)
    private static func equalIgnoringCase(_ bytes: UnsafePointer<UInt8>, _ term: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        for offset in 0..<count {
            let byte = bytes[offset]
            if byte | (byte &- 0x41 < 26 ? 0x20 : 0) != term[offset] { return false }
        }
        return true
    }
}

extension SearchRanking {
    /// `best` for the recipes the prefilter keeps (`recipes` being those of
    /// its files, by position): an index of only those is made (their text
    /// folded) and searched, and its hits given by position in `recipes`.
    /// The same hits, order and total as `best` over an index of every
    /// recipe, since every recipe left out is one no word of the search is
    /// in. Nil when the prefilter cannot tell (a word that is not plain
    /// ASCII once folded) or keeps more than `most` recipes.
    package static func best(
        _ text: String, in recipes: [Recipe], prefilter: inout SearchPrefilter, most: Int, limit: Int?,
        keeping keep: (_ isArchived: Bool) -> Bool = { _ in true }
    ) -> (hits: [Found], total: Int)? {
        guard recipes.count == prefilter.count,
            let candidates = prefilter.candidates(TextFolding.words(text).map(Folded.init)), candidates.count <= most
        else { return nil }
        // By index: the recipes are copied out one by one, not through a closure over the array.
        var kept: [Recipe] = []
        kept.reserveCapacity(candidates.count)
        recipes.withUnsafeBufferPointer { recipes in
            for position in candidates { kept.append(recipes[position]) }
        }
        return best(text, among: candidates, kept, limit: limit, keeping: keep)
    }

    /// `best` over the recipes at `candidates` (ascending positions), `kept`
    /// being those recipes in that order, with the hits' positions those of `candidates`.
    package static func best(
        _ text: String, among candidates: [Int], _ kept: [Recipe], limit: Int?, keeping keep: (_ isArchived: Bool) -> Bool
    ) -> (hits: [Found], total: Int) {
        guard !candidates.isEmpty, kept.count == candidates.count else { return ([], 0) }
        var found = best(text, in: Index(kept, words: false), limit: limit, keeping: keep)
        for number in found.hits.indices { found.hits[number].position = candidates[found.hits[number].position] }
        return found
    }
}

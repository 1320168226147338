#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import ClipCookCore
import ClipCookLanguage

/// Full-text search over recipes: title, tags, ingredients, caption and
/// steps, ignoring case and diacritics. Every word of the query must occur
/// somewhere; title matches rank first.
///
/// For each word, in the order given: 100 when it is a whole word of the
/// title, 80 when a title word starts with it, 60 when the title contains
/// it, at least 30, 20, 10 or 5 when the tags, ingredients, caption or steps
/// contain it. The score is the sum, plus 1000 when the whole query is the
/// title (500 when the title starts with it), minus 1 for an archived
/// recipe. Higher scores first, then by folded title, then by id.
///
/// This file holds the ranking; the index the search reads is `Index`
/// (SearchIndex.swift, with its texts and words beside it) and the query
/// that looks the terms up in it is in SearchQuery.swift.
public enum SearchRanking {
    public struct Hit: Hashable, Sendable {
        public var recipe: Recipe
        public var score: Int
        /// Where the words were found, best first ("title", "tags", ...).
        public var fields: [String]
    }

    /// A hit by its position in the recipes the index was made from.
    public struct Found: Hashable, Sendable {
        public var position: Int
        public var score: Int
        public var fields: [String]
    }

    /// The searched text, in the order a hit names where it was found.
    package enum Kind: Int, CaseIterable {
        case title, tags, ingredients, caption, steps

        package var name: String {
            switch self {
            case .title: "title"
            case .tags: "tags"
            case .ingredients: "ingredients"
            case .caption: "caption"
            case .steps: "steps"
            }
        }

        /// The least a word found in this text scores (the title's score depends on where).
        package var weight: Int {
            switch self {
            case .title: 0
            case .tags: 30
            case .ingredients: 20
            case .caption: 10
            case .steps: 5
            }
        }
    }

    public static func search(_ text: String, in recipes: [Recipe]) -> [Hit] {
        search(text, in: Index(recipes))
    }

    public static func search(_ text: String, in index: Index) -> [Hit] {
        find(text, in: index).map { Hit(recipe: index.recipes[$0.position], score: $0.score, fields: $0.fields) }
    }

    /// `hits` (in ascending slot order, each slot once, as `position`)
    /// ordered best first: higher scores first, then by folded title, then
    /// id, then position, as the index's title order has them. Without a sort of
    /// the hits: the title order is read front to back keeping the hits'
    /// positions, and those are then laid out by score, one run per score
    /// (the scores of a search span a few hundred values), so the work
    /// grows with the collection and the hits, not with the hits times
    /// their logarithm. Only scores spread wider than the hits are many
    /// (`byRuns` false, for tests) are sorted.
    package static func ranked(_ hits: [Found], _ index: Index, byRuns: Bool = true) -> [Found] {
        guard hits.count > 1 else { return hits }
        // One bit per position, set for the hits, and for each word of bits
        // the number of hits before it: a position's hit is the one at
        // `before[p >> 6]` plus the set bits below it in its word.
        let wordCount = (index.slots + 63) / 64
        var bits = [UInt64](repeating: 0, count: wordCount)
        for hit in hits { bits[hit.position >> 6] |= 1 << UInt64(hit.position & 63) }
        var before = [Int](repeating: 0, count: wordCount)
        var total = 0
        for word in 0..<wordCount {
            before[word] = total
            total += bits[word].nonzeroBitCount
        }
        // The hits' numbers in title order: every position is written at the
        // end and kept only when its bit is set, without a branch on the bits.
        let titleOrder = [Int](unsafeUninitializedCapacity: hits.count) { result, kept in
            kept = 0
            guard let out = result.baseAddress else { return }
            index.byTitle.withUnsafeBufferPointer { order in
                bits.withUnsafeBufferPointer { bits in
                    before.withUnsafeBufferPointer { before in
                        for element in order {
                            let position = Int(element)
                            let word = bits[position &>> 6]
                            let below = word & ((1 &<< UInt64(position & 63)) &- 1)
                            (out + kept).initialize(to: before[position &>> 6] &+ below.nonzeroBitCount)
                            kept &+= Int(truncatingIfNeeded: word &>> UInt64(position & 63) & 1)
                            if kept == hits.count { return }
                        }
                    }
                }
            }
        }
        var lowest = Int.max
        var highest = Int.min
        for hit in hits {
            lowest = min(lowest, hit.score)
            highest = max(highest, hit.score)
        }
        let span = highest.subtractingReportingOverflow(lowest)
        guard byRuns, !span.overflow, span.partialValue < 4 * hits.count + 4096 else {
            var place = [Int](repeating: 0, count: hits.count)
            for (rank, number) in titleOrder.enumerated() { place[number] = rank }
            return hits.indices.sorted { a, b in
                hits[a].score != hits[b].score ? hits[a].score > hits[b].score : place[a] < place[b]
            }.map { hits[$0] }
        }
        // Where each score's run starts, the highest score's first.
        var runStart = [Int](repeating: 0, count: span.partialValue + 2)
        for hit in hits { runStart[highest - hit.score + 1] += 1 }
        for run in 1..<runStart.count { runStart[run] += runStart[run - 1] }
        var placed = [Int](repeating: 0, count: hits.count)
        for number in titleOrder {
            let run = highest - hits[number].score
            placed[runStart[run]] = number
            runStart[run] += 1
        }
        return placed.map { hits[$0] }
    }

    /// What one word found in one recipe, in a byte: bits 0-1 how it was
    /// found in the title (0 not, 1 inside, 2 at a word's start, 3 as a
    /// whole word), bits 2-5 whether the tags, ingredients, caption and
    /// steps contain it. Zero: not found.
    package enum Match {
        package static let titleScores = [0, 60, 80, 100]

        package static func has(_ code: UInt8, _ kind: Kind) -> Bool {
            kind == .title ? code & 3 != 0 : code & (1 << (kind.rawValue + 1)) != 0
        }

        package static func code(_ kind: Kind) -> UInt8 { 1 << (kind.rawValue + 1) }

        package static func score(_ code: UInt8) -> Int {
            var score = titleScores[Int(code & 3)]
            for kind in Kind.allCases.dropFirst() where has(code, kind) { score = max(score, kind.weight) }
            return score
        }
    }

    /// What a `term` that is not plain ASCII found in the recipe in
    /// `slot`, comparing its text as strings one by one.
    package static func match(_ term: Folded, at slot: Int, in index: Index) -> UInt8 {
        var code: UInt8 = 0
        for kind in Kind.allCases {
            let text = index.texts[kind.rawValue].folded(slot)
            if kind == .title {
                code |= titleMatch(term, text, index.words(ofTitle: slot))
            } else if text.contains(term) {
                code |= Match.code(kind)
            }
        }
        return code
    }

    /// How an ASCII `term` (letters and digits) occurs in the ASCII title
    /// `bytes[range]`: as a whole word (3), at a word's start (2), inside (1)
    /// or not (0). A word is a run of letters and digits, as `TextFolding.words` splits.
    package static func titleMatch(_ term: UnsafeBufferPointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt8 {
        var best: UInt8 = 0
        var from = range.lowerBound
        let length = term.count
        while best < 3, let offset = Folded.find(term, in: bytes, from..<range.upperBound) {
            let starts = offset == range.lowerBound || !isWordByte(bytes[offset - 1])
            let ends = offset + length == range.upperBound || !isWordByte(bytes[offset + length])
            best = max(best, starts ? (ends ? 3 : 2) : 1)
            from = offset + 1
        }
        return best
    }

    /// How `term` occurs in a title that is not plain ASCII, compared as strings.
    package static func titleMatch(_ term: Folded, _ title: Folded, _ words: [String]) -> UInt8 {
        if words.contains(term.text) { return 3 }
        if words.contains(where: { $0.hasPrefix(term.text) }) { return 2 }
        return title.contains(term) ? 1 : 0
    }

    package static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }
}

/// The best few hits of a search: every hit is scored (a few bytes read
/// for each), but only the hits that can be among the best `limit` are
/// ordered, and only those get the list of where they were found.
extension SearchRanking {
    /// The best `limit` hits (every hit when nil) among the recipes whose
    /// archived flag `keep` accepts, best first as `find` orders them, and
    /// how many hits there are in all.
    public static func best(
        _ text: String, in index: Index, limit: Int?, keeping keep: (_ isArchived: Bool) -> Bool = { _ in true }
    ) -> (hits: [Found], total: Int) {
        best(text, in: index, method: .cheapest, limit: limit, keeping: keep)
    }

    package static func best(
        _ text: String, in index: Index, method: Method, limit: Int?,
        keeping keep: (_ isArchived: Bool) -> Bool = { _ in true }
    ) -> (hits: [Found], total: Int) {
        let terms = TextFolding.words(text).map(Folded.init)
        guard !terms.isEmpty, let found = matched(terms, in: index, method: method) else { return ([], 0) }
        let (candidates, matches) = (found.slots, found.matches)
        let phrase = TextFolding.fold(text.trimmingCharacters(in: .whitespacesAndNewlines))
        // The first byte of a plain ASCII phrase (no CR): an ASCII title
        // that starts with another byte neither is the phrase nor starts with it.
        let phraseHead = phrase.utf8.first.flatMap { head in
            phrase.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? head : nil
        }
        // Each kept hit's slot, score and the kinds it was found in, in
        // slot order (as `candidates` are); 3 bits a kind, in the order found.
        var slots: [Int] = []
        var scores: [Int] = []
        var keys: [UInt32] = []
        slots.reserveCapacity(candidates.count)
        scores.reserveCapacity(candidates.count)
        keys.reserveCapacity(candidates.count)
        for slot in candidates where keep(index.isArchived[slot]) {
            var score = 0
            var seen: UInt8 = 0
            var key: UInt32 = 0
            for found in matches {
                let code = found[slot]
                score += Match.score(code)
                for kind in Kind.allCases where Match.has(code, kind) && seen & (1 << kind.rawValue) == 0 {
                    seen |= 1 << kind.rawValue
                    key = key << 3 | UInt32(kind.rawValue + 1)
                }
            }
            let head = index.titleHeads[slot]
            if phraseHead == nil || head == Index.notPlain || head == phraseHead {
                let title = index.titles[slot]
                if title == phrase { score += 1000 } else if title.hasPrefix(phrase) { score += 500 }
            }
            if index.isArchived[slot] { score -= 1 }
            slots.append(slot)
            scores.append(score)
            keys.append(key)
        }
        let total = slots.count
        // The lowest score the shown hits can have: the `limit`-th highest.
        var cutoff = Int.min
        if let limit, total > limit {
            guard limit > 0 else { return ([], total) }
            cutoff = lowestOfBest(scores, limit)
        }
        // The few different lists of where words were found, each made
        // once and shared by the hits that have it.
        var lists: [UInt32: [String]] = [:]
        var hits: [Found] = []
        for number in slots.indices where scores[number] >= cutoff {
            let key = keys[number]
            let fields: [String]
            if let known = lists[key] {
                fields = known
            } else {
                var made: [String] = []
                var rest = key
                while rest != 0 {
                    made.insert(Kind.allCases[Int(rest & 7) - 1].name, at: 0)
                    rest >>= 3
                }
                lists[key] = made
                fields = made
            }
            hits.append(Found(position: slots[number], score: scores[number], fields: fields))
        }
        // The hits carry their slots as positions until they are ordered.
        var ordered = ranked(hits, index)
        if let limit, ordered.count > limit { ordered.removeLast(ordered.count - limit) }
        if !index.slotsArePositions {
            for number in ordered.indices { ordered[number].position = Int(index.positions[ordered[number].position]) }
        }
        return (ordered, total)
    }

    /// The `rank`-th highest of `scores` (1 the highest; `rank` at most
    /// their count): the scores counted by value when they span few
    /// values, as they do, else sorted.
    package static func lowestOfBest(_ scores: [Int], _ rank: Int) -> Int {
        guard let highest = scores.max(), let lowest = scores.min() else { return Int.min }
        let span = highest.subtractingReportingOverflow(lowest)
        guard !span.overflow, span.partialValue < 4 * scores.count + 4096 else {
            return scores.sorted(by: >)[min(scores.count, max(1, rank)) - 1]
        }
        var counts = [Int](repeating: 0, count: span.partialValue + 1)
        for score in scores { counts[highest - score] += 1 }
        var seen = 0
        for (step, count) in counts.enumerated() {
            seen += count
            if seen >= rank { return highest - step }
        }
        return lowest
    }
}

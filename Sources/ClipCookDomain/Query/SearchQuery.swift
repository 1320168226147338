#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import ClipCookCore
import ClipCookLanguage

/// The query half of `SearchRanking`: the terms of a search looked for in
/// an `Index`, by its words or by scanning its texts, and the slots kept.
extension SearchRanking {
    /// How an ASCII term is looked for: in the words of the index and
    /// their occurrences, or in the text bytes of every recipe still in the
    /// running; `cheapest` picks whichever reads less. The others are for tests.
    package enum Method {
        case cheapest, words, bytes
    }

    /// The hits, best first, by position in the index's recipes.
    public static func find(_ text: String, in index: Index) -> [Found] {
        find(text, in: index, method: .cheapest)
    }

    package static func find(_ text: String, in index: Index, method: Method) -> [Found] {
        best(text, in: index, method: method, limit: nil).hits
    }

    /// For each word of `text`, what it found in each slot still in the
    /// running (see `Match`), and the slots every word was found in,
    /// ascending; nil when there are none. The first word looks at every
    /// recipe, each next one only at the recipes every word before it was
    /// found in. Dead slots are looked at with the others and then forgotten.
    package static func matched(_ terms: [Folded], in index: Index, method: Method) -> (slots: [Int], matches: [[UInt8]])? {
        var matches: [[UInt8]] = []
        var candidates: [Int] = []
        for (number, term) in terms.enumerated() {
            var found = [UInt8](repeating: 0, count: index.slots)
            let earlier = matches.last
            if term.isASCII {
                lookUp(term, index, in: earlier == nil ? nil : candidates, method: method, into: &found)
            } else if number == 0 {
                for slot in 0..<index.slots { found[slot] = match(term, at: slot, in: index) }
            } else {
                for slot in candidates { found[slot] = match(term, at: slot, in: index) }
            }
            if number == 0 {
                for slot in index.dead { found[slot] = 0 }
            }
            candidates = number == 0 ? nonzero(found) : kept(candidates, found)
            matches.append(found)
            if candidates.isEmpty { return nil }
        }
        return (candidates, matches)
    }

    /// The positions where `found` is not zero, ascending: eight bytes
    /// at a time, each byte's top bit set when the byte is not zero and the
    /// set bits read off, so that the pass over every recipe has no branch
    /// on the bytes (whose outcomes a processor cannot guess).
    package static func nonzero(_ found: [UInt8]) -> [Int] {
        [Int](unsafeUninitializedCapacity: found.count) { result, count in
            count = 0
            guard let out = result.baseAddress else { return }
            found.withUnsafeBytes { bytes in
                let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
                var start = 0
                while start + 8 <= bytes.count {
                    let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: start, as: UInt64.self))
                    var set = (word | ((word & low) &+ low)) & ~low
                    while set != 0 {
                        (out + count).initialize(to: start + set.trailingZeroBitCount &>> 3)
                        count += 1
                        set &= set &- 1
                    }
                    start += 8
                }
                for position in start..<bytes.count where bytes[position] != 0 {
                    (out + count).initialize(to: position)
                    count += 1
                }
            }
        }
    }

    /// The elements of `positions` where `found` is not zero, kept without
    /// a branch on `found`: each is written at the end of the result, and
    /// the count moves past it by one only when its byte is not zero
    /// (`(byte + 255) >> 8`).
    package static func kept(_ positions: [Int], _ found: [UInt8]) -> [Int] {
        [Int](unsafeUninitializedCapacity: positions.count) { result, count in
            count = 0
            guard let out = result.baseAddress else { return }
            found.withUnsafeBufferPointer { found in
                for position in positions {
                    (out + count).initialize(to: position)
                    count &+= Int(truncatingIfNeeded: (UInt16(found[position]) &+ 0xFF) &>> 8)
                }
            }
        }
    }

    /// `match` for an ASCII `term` (letters and digits) in the recipes in
    /// the slots `candidates` (nil: every slot), through the words of the
    /// index or by `scan`. A slot that is not a candidate may be marked
    /// too; only candidates are read.
    package static func lookUp(_ term: Folded, _ index: Index, in candidates: [Int]?, method: Method, into found: inout [UInt8]) {
        var needleText = term.text
        let words = needleText.withUTF8 { index.words.holding($0) }
        let added = needleText.withUTF8 { index.added.holding($0) }
        var byWords = method == .words && index.hasWords
        if method == .cheapest, index.hasWords {
            // About one occurrence per 8 bytes of text: compare what each way reads.
            let textBytes = index.texts.reduce(0) { $0 + $1.bytes.count }
            let scanned = candidates.map { textBytes / max(1, index.slots) * $0.count } ?? textBytes
            byWords = (index.words.occurrences(words) + index.added.occurrences(added)) * 8 <= scanned
        }
        guard byWords else {
            scan(term, index, in: candidates, into: &found)
            return
        }
        found.withUnsafeMutableBufferPointer { found in
            func mark(_ entries: UnsafeBufferPointer<UInt32>, _ how: UInt8) {
                for entry in entries {
                    let slot = Int(entry >> 3)
                    let kind = Int(entry & 7)
                    if kind == Kind.title.rawValue {
                        // The best way the term occurs in any word of the title.
                        if found[slot] & 3 < how { found[slot] = found[slot] & ~3 | how }
                    } else {
                        found[slot] |= 1 << UInt8(truncatingIfNeeded: kind + 1)
                    }
                }
            }
            index.words.entries.withUnsafeBufferPointer { entries in
                for (word, how) in words {
                    mark(UnsafeBufferPointer(rebasing: entries[index.words.postingStarts[word]..<index.words.postingStarts[word + 1]]), how)
                }
            }
            for (word, how) in added {
                index.added.postings[word].withUnsafeBufferPointer { mark($0, how) }
            }
        }
        let plainWord = Folded.isPlainWord(term.text)
        for kind in Kind.allCases {
            let code = kind == .title ? 0 : Match.code(kind)
            let others = index.texts[kind.rawValue].others
            func look(_ position: Int, _ other: Folded) {
                if kind == .title {
                    found[position] |= titleMatch(term, other, index.words(ofTitle: position))
                } else if other.contains(term, plainWord: plainWord) {
                    found[position] |= code
                }
            }
            // After the first word, only the recipes still in the running
            // are read (when they are fewer than the texts to read).
            if let candidates, candidates.count < others.count {
                for position in candidates {
                    if let other = others[position] { look(position, other) }
                }
            } else if kind != .title, plainWord {
                for position in index.texts[kind.rawValue].othersContaining(term) { found[position] |= code }
            } else {
                for (position, other) in others { look(position, other) }
            }
        }
    }

    /// `match` for an ASCII `term` (letters and digits) in the recipes in
    /// the slots `candidates` (nil: every slot), one kind of text at a time:
    /// a pass over all of that kind's bytes for every slot, skipping to the
    /// next slot at each find, or a look at each candidate's own bytes. A
    /// slot that is not a candidate may be marked too; only candidates are read.
    package static func scan(_ term: Folded, _ index: Index, in candidates: [Int]?, into found: inout [UInt8]) {
        let plainWord = Folded.isPlainWord(term.text)
        var needleText = term.text
        needleText.withUTF8 { needle in
            found.withUnsafeMutableBufferPointer { found in
                for kind in Kind.allCases {
                    let text = index.texts[kind.rawValue]
                    let code = kind == .title ? 0 : Match.code(kind)
                    text.bytes.withUnsafeBufferPointer { bytes in
                        text.starts.withUnsafeBufferPointer { starts in
                            if let candidates {
                                for position in candidates {
                                    let range = starts[position]..<starts[position + 1] - 1
                                    guard range.count >= needle.count else { continue }
                                    if kind == .title {
                                        found[position] |= titleMatch(needle, bytes, range)
                                    } else if Folded.find(needle, in: bytes, range) != nil {
                                        found[position] |= code
                                    }
                                }
                                return
                            }
                            var from = 0
                            var position = 0
                            while let offset = Folded.find(needle, in: bytes, from..<bytes.count) {
                                while starts[position + 1] <= offset { position += 1 }
                                let end = starts[position + 1]
                                if kind == .title {
                                    found[position] |= titleMatch(needle, bytes, starts[position]..<end - 1)
                                } else {
                                    found[position] |= code
                                }
                                from = end
                            }
                        }
                    }
                    if let candidates, candidates.count < text.others.count {
                        for position in candidates {
                            guard let other = text.others[position] else { continue }
                            if kind == .title {
                                found[position] |= titleMatch(term, other, index.words(ofTitle: position))
                            } else if other.contains(term, plainWord: plainWord) {
                                found[position] |= code
                            }
                        }
                    } else if kind != .title, plainWord {
                        for position in text.othersContaining(term, needle) { found[position] |= code }
                    } else {
                        for (position, other) in text.others {
                            if kind == .title {
                                found[position] |= titleMatch(term, other, index.words(ofTitle: position))
                            } else if other.contains(term, plainWord: plainWord) {
                                found[position] |= code
                            }
                        }
                    }
                }
            }
        }
    }

    /// Folded text, and whether it is all ASCII.
    package struct Folded: Sendable {
        package var text: String
        package var isASCII: Bool

        package init(_ text: String) {
            self.text = text
            isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        }

        /// Text already known to be ASCII or not.
        package init(_ text: String, isASCII: Bool) {
            self.text = text
            self.isASCII = isASCII
        }

        /// Whether `other` occurs in the text: a byte search when both are
        /// ASCII (where it means the same as comparing characters), else the
        /// character comparison.
        package func contains(_ other: Folded, plainWord known: Bool? = nil) -> Bool {
            guard other.isASCII, !other.text.isEmpty else { return text.contains(other.text) }
            var haystack = text
            var needle = other.text
            if isASCII {
                return haystack.withUTF8 { hay in
                    needle.withUTF8 { term in Folded.find(term, in: hay) }
                }
            }
            // Text that is not plain ASCII (a `°`, a `½`, a curly quote) and
            // a word of lowercase ASCII letters and digits: no sequence of
            // other characters is equal to such a word, so it occurs only
            // where its bytes do; and where its bytes have ASCII (or
            // nothing) on both sides, no combining mark or other
            // character joins them to their neighbours, so it occurs
            // there. Only bytes next to others are left to the comparison
            // of characters.
            guard known ?? Folded.isPlainWord(needle) else { return text.contains(other.text) }
            let byBytes: Bool? = haystack.withUTF8 { hay in
                needle.withUTF8 { term in
                    var unsure = false
                    var from = 0
                    while let start = Folded.find(term, in: hay, from..<hay.count) {
                        let end = start + term.count
                        let before = start == 0 ? 0 : hay[start - 1]
                        let after = end == hay.count ? 0 : hay[end]
                        if before < 0x80, after < 0x80 { return true }
                        unsure = true
                        from = start + 1
                    }
                    return unsure ? nil : false
                }
            }
            return byBytes ?? text.contains(other.text)
        }

        /// Whether `text` is lowercase ASCII letters and digits only.
        package static func isPlainWord(_ text: String) -> Bool {
            text.utf8.allSatisfy { byte in (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) }
        }

        /// How rare each byte is in recipes' folded text: lowercase letters
        /// by their frequency in English, digits rarer, any other byte rarest.
        package static let rarity: [UInt8] = {
            var rarity = [UInt8](repeating: 60, count: 256)
            for (rank, letter) in "etaoinsrhldcumfpgwybvkxjqz".utf8.enumerated() { rarity[Int(letter)] = UInt8(rank) }
            for digit in 0x30...0x39 { rarity[digit] = 30 }
            return rarity
        }()

        /// Where the bytes `term` first occur in `bytes[range]`; nil when they do not.
        package static func find(_ term: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
            guard let base = bytes.baseAddress, let termBase = term.baseAddress, !term.isEmpty,
                range.count >= term.count
            else { return nil }
            // `memchr` jumps to each place of the term's rarest byte (a
            // common first letter, such as the c of "chicken", would stop
            // it every few bytes), and the term is compared around it; the
            // places come in order, so the first match is the earliest.
            var pivot = 0
            for index in term.indices where rarity[Int(term[index])] > rarity[Int(term[pivot])] { pivot = index }
            var from = range.lowerBound
            if term.count > 1, range.count >= term.count + 16 {
                let (start, found) = findByPairs(term, pivot, base, range)
                if found { return start }
                from = start
            }
            let pivotByte = Int32(term[pivot])
            let lastPlace = range.upperBound - term.count + pivot
            var place = from + pivot
            while place <= lastPlace {
                guard let hit = memchr(base + place, pivotByte, lastPlace - place + 1) else { return nil }
                place = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base
                if memcmp(base + place - pivot, termBase, term.count) == 0 { return place - pivot }
                place += 1
            }
            return nil
        }

        /// The first part of `find` for a term of two bytes or more: sixteen
        /// places at a time, those where both the term's rarest byte
        /// (`pivot`) and its next rarest are where the term has them are
        /// compared with the whole term. A pair of bytes stops the search
        /// far less often than `memchr` stops at one byte (the `k` of
        /// `chicken`, the `g` of `garlic`). Gives the earliest place of the
        /// term and true, or the first place not looked at and false.
        private static func findByPairs(
            _ term: UnsafeBufferPointer<UInt8>, _ pivot: Int, _ base: UnsafePointer<UInt8>, _ range: Range<Int>
        ) -> (Int, Bool) {
            guard let termBase = term.baseAddress else { return (range.lowerBound, false) }
            var second = pivot == 0 ? 1 : 0
            for index in term.indices where index != pivot && rarity[Int(term[index])] > rarity[Int(term[second])] {
                second = index
            }
            let pivotBytes = SIMD16<UInt8>(repeating: term[pivot])
            let secondBytes = SIMD16<UInt8>(repeating: term[second])
            let raw = UnsafeRawPointer(base)
            // The last place the term can start at: every byte loaded below is in `range`.
            let last = range.upperBound - term.count
            var start = range.lowerBound
            while start + 15 <= last {
                let atPivot = raw.loadUnaligned(fromByteOffset: start + pivot, as: SIMD16<UInt8>.self)
                let atSecond = raw.loadUnaligned(fromByteOffset: start + second, as: SIMD16<UInt8>.self)
                // Zero in the lanes where both are the term's (`any` on a mask was a call per block).
                let both = (atPivot ^ pivotBytes) | (atSecond ^ secondBytes)
                if SearchPrefilter.hasZeroLane(both) {
                    for lane in 0..<16 where both[lane] == 0 && memcmp(base + start + lane, termBase, term.count) == 0 {
                        return (start + lane, true)
                    }
                }
                start += 16
            }
            return (start, false)
        }

        /// Whether the bytes `term` occur in `bytes` (an empty term always does).
        package static func find(_ term: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            term.isEmpty || find(term, in: bytes, 0..<bytes.count) != nil
        }
    }
}

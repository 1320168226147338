#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import ClipCookCore
import ClipCookLanguage

extension SearchRanking.Index {
    /// Every word of the ASCII texts (a run of letters and digits, as
    /// `isWordByte` says), once, and for each the recipes and kinds of
    /// text it occurs in. An ASCII term (letters and digits only) occurs
    /// in an ASCII text exactly when it occurs inside one of the text's
    /// words, so a term is looked for in the words, a few thousand, not
    /// in the text of every recipe: the work is the vocabulary plus the
    /// occurrences of the words that hold the term, read front to back.
    package struct WordTable: Sendable {
        /// The words one after another, each followed by a 0 byte.
        package var bytes: [UInt8] = []
        /// `bytes[starts[w] ..< starts[w + 1] - 1]` is word `w`.
        package var starts: [Int] = [0]
        /// `entries[postingStarts[w] ..< postingStarts[w + 1]]` are the
        /// occurrences of word `w`: `position << 3 | kind`, one per
        /// recipe and kind, ascending.
        package var postingStarts: [Int] = [0]
        package var entries: [UInt32] = []

        package init() {}

        /// Reads every word of the ASCII texts once, in slot order,
        /// numbering the words as they first appear (an open-addressing
        /// table of word numbers, hashed with FNV-1a on the bytes, no
        /// dictionary of slices), and notes each new (word, entry) pair
        /// in two flat arrays; then lays the pairs out word by word with
        /// a counting pass, which keeps each word's entries ascending.
        package init(_ texts: [Text]) {
            let count = (texts.first?.starts.count ?? 1) - 1
            // Slots above 2^29 do not fit an entry; no collection comes near.
            guard count < 1 << 29 else { return }
            var table = [Int32](repeating: -1, count: 1 << 12)
            var hashes: [UInt64] = []
            var lastEntry: [UInt32] = []
            var pairWords: [Int32] = []
            var pairEntries: [UInt32] = []
            for slot in 0..<count {
                WordTable.forEachWord(of: slot, in: texts) { word, entry, hash in
                    // Find the word, or the empty place where it goes.
                    var mask = table.count - 1
                    var place = Int(truncatingIfNeeded: hash) & mask
                    var number = -1
                    while table[place] >= 0 {
                        let candidate = Int(table[place])
                        if hashes[candidate] == hash, WordTable.equal(word, bytes, starts[candidate], starts[candidate + 1] - 1) {
                            number = candidate
                            break
                        }
                        place = (place + 1) & mask
                    }
                    if number < 0 {
                        number = hashes.count
                        bytes.append(contentsOf: word)
                        bytes.append(0)
                        starts.append(bytes.count)
                        hashes.append(hash)
                        lastEntry.append(UInt32.max)
                        table[place] = Int32(truncatingIfNeeded: number)
                        // Kept at most half full: twice the room, every word placed again.
                        if hashes.count * 2 > table.count {
                            table = [Int32](repeating: -1, count: table.count * 2)
                            mask = table.count - 1
                            for (known, knownHash) in hashes.enumerated() {
                                var free = Int(truncatingIfNeeded: knownHash) & mask
                                while table[free] >= 0 { free = (free + 1) & mask }
                                table[free] = Int32(truncatingIfNeeded: known)
                            }
                        }
                    }
                    if lastEntry[number] != entry {
                        lastEntry[number] = entry
                        pairWords.append(Int32(truncatingIfNeeded: number))
                        pairEntries.append(entry)
                    }
                }
            }
            // Word by word, each word's entries in the order they were met.
            var next = [Int](repeating: 0, count: hashes.count + 1)
            for word in pairWords { next[Int(word) + 1] += 1 }
            for word in 0..<hashes.count { next[word + 1] += next[word] }
            postingStarts = next
            entries = [UInt32](repeating: 0, count: pairEntries.count)
            for (word, entry) in zip(pairWords, pairEntries) {
                entries[next[Int(word)]] = entry
                next[Int(word)] += 1
            }
        }

        /// Calls `body` with each word (a run of bytes `isWordByte` accepts)
        /// of the ASCII texts of `slot`, in the order of the kinds, with the
        /// entry (`slot << 3 | kind`) of the text it is in and its FNV-1a
        /// hash, taken on the way (the vocabulary's table is keyed by it).
        @inline(__always)
        package static func forEachWord(
            of slot: Int, in texts: [Text], _ body: (UnsafeBufferPointer<UInt8>, UInt32, UInt64) -> Void
        ) {
            for kind in SearchRanking.Kind.allCases {
                let text = texts[kind.rawValue]
                guard text.others[slot] == nil else { continue }
                let entry = UInt32(truncatingIfNeeded: slot << 3 | kind.rawValue)
                text.bytes.withUnsafeBufferPointer { source in
                    var index = text.starts[slot]
                    let end = text.starts[slot + 1] - 1
                    while index < end {
                        guard SearchRanking.isWordByte(source[index]) else {
                            index += 1
                            continue
                        }
                        let start = index
                        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                        while index < end, SearchRanking.isWordByte(source[index]) {
                            hash = (hash ^ UInt64(source[index])) &* 0x100_0000_01b3
                            index += 1
                        }
                        body(UnsafeBufferPointer(rebasing: source[start..<index]), entry, hash)
                    }
                }
            }
        }

        /// Whether `word` is the same bytes as `bytes[start..<end]`.
        @inline(__always)
        package static func equal(_ word: UnsafeBufferPointer<UInt8>, _ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
            guard end - start == word.count else { return false }
            var index = 0
            while index < word.count {
                if word[index] != bytes[start + index] { return false }
                index += 1
            }
            return true
        }

        /// The words that hold the ASCII `term`, each with how the term
        /// occurs in it: as the whole word (3), at its start (2) or inside (1).
        package func holding(_ term: UnsafeBufferPointer<UInt8>) -> [(word: Int, how: UInt8)] {
            WordTable.holding(term, bytes, starts)
        }

        /// `holding` in the words `bytes`, each followed by a 0 byte and starting at `starts`.
        package static func holding(_ term: UnsafeBufferPointer<UInt8>, _ bytes: [UInt8], _ starts: [Int]) -> [(word: Int, how: UInt8)] {
            var found: [(word: Int, how: UInt8)] = []
            bytes.withUnsafeBufferPointer { bytes in
                var from = 0
                var word = 0
                while let offset = SearchRanking.Folded.find(term, in: bytes, from..<bytes.count) {
                    while starts[word + 1] <= offset { word += 1 }
                    let (start, end) = (starts[word], starts[word + 1] - 1)
                    // The first find in a word is its earliest; at the start or not decides 2 or 1.
                    let how: UInt8 = offset == start ? (end - start == term.count ? 3 : 2) : 1
                    found.append((word, how))
                    from = end + 1
                }
            }
            return found
        }

        /// How many occurrences `words` have together.
        package func occurrences(_ words: [(word: Int, how: UInt8)]) -> Int {
            words.reduce(0) { $0 + postingStarts[$1.word + 1] - postingStarts[$1.word] }
        }
    }
}

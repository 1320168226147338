import ClipCookCore
import ClipCookLanguage

extension SearchRanking.Index {
    /// All recipes' folded text of one kind.
    package struct Text: Sendable {
        /// The ASCII texts one after another, each followed by a 0 byte.
        package var bytes: [UInt8] = []
        /// `bytes[starts[s] ..< starts[s + 1] - 1]` is the text of the
        /// recipe in slot `s` (empty when it is kept in `others`).
        package var starts: [Int] = [0]
        /// The texts that are not plain ASCII, by slot.
        package var others: [Int: SearchRanking.Folded] = [:]
        /// The same texts' bytes, one after another in slot order, each
        /// followed by a 0 byte (`otherStarts` and `otherSlots` as
        /// `starts` and the slots), for `othersContaining`: one pass over
        /// them all instead of a look at each string.
        package var otherBytes: [UInt8] = []
        package var otherStarts: [Int] = [0]
        package var otherSlots: [Int] = []

        /// Adds the next recipe's text.
        package mutating func append(_ text: String) {
            if Text.isASCII(text) {
                bytes += text.utf8
            } else {
                others[starts.count - 1] = SearchRanking.Folded(text, isASCII: false)
                var text = text
                text.withUTF8 { otherBytes.append(contentsOf: $0) }
                endOther()
            }
            bytes.append(0)
            starts.append(bytes.count)
        }

        /// Ends the bytes of the next slot's text kept in `others`, appended to `otherBytes`.
        private mutating func endOther() {
            otherBytes.append(0)
            otherStarts.append(otherBytes.count)
            otherSlots.append(starts.count - 1)
        }

        /// The slots whose text in `others` contains `term`, ascending: an
        /// ASCII word of lowercase letters and digits, which no sequence
        /// of other characters is equal to, so a text contains it only
        /// where its bytes are. Where they are with ASCII or nothing on
        /// both sides, it does (nothing joins them to their neighbours);
        /// where they are only next to other bytes, the characters are
        /// compared (`Folded.contains`). One pass over `otherBytes`.
        package func othersContaining(_ term: SearchRanking.Folded) -> [Int] {
            var needle = term.text
            return needle.withUTF8 { othersContaining(term, $0) }
        }

        package func othersContaining(_ term: SearchRanking.Folded, _ needle: UnsafeBufferPointer<UInt8>) -> [Int] {
            var slots: [Int] = []
            otherBytes.withUnsafeBufferPointer { bytes in
                otherStarts.withUnsafeBufferPointer { starts in
                    var from = 0
                    var entry = 0
                    while let offset = SearchRanking.Folded.find(needle, in: bytes, from..<bytes.count) {
                        while starts[entry + 1] <= offset { entry += 1 }
                        let end = starts[entry + 1] - 1
                        let before = offset == starts[entry] ? 0 : bytes[offset - 1]
                        let after = offset + needle.count == end ? 0 : bytes[offset + needle.count]
                        let slot = otherSlots[entry]
                        if before < 0x80 && after < 0x80 || others[slot]?.contains(term, plainWord: true) == true {
                            slots.append(slot)
                        }
                        from = end + 1
                    }
                }
            }
            return slots
        }

        /// Whether `text` is plain ASCII, read a byte at a time without a branch.
        package static func isASCII(_ text: String) -> Bool {
            var text = text
            return text.withUTF8 { source in
                var any: UInt8 = 0
                for byte in source { any |= byte }
                return any < 0x80
            }
        }

        // The next recipe's text of each kind: its pieces folded and joined
        // by " \u{1F} ", written here directly (the same bytes as
        // `append(_:)` of the folded, joined text): plain ASCII lowercased,
        // other text folded by `FoldingTable`. Only when a piece has a
        // character the table leaves to Foundation is the text made as a
        // string. Every piece is read where it is, through the buffer of
        // its array: reading pieces through closures retained and released
        // each text, and copied whole recipes.

        /// Adds the next recipe's tags.
        package mutating func append(folding pieces: [String]) {
            let mark = bytes.count
            let written = pieces.withUnsafeBufferPointer { pieces in
                for index in pieces.indices {
                    if index > 0 { appendSeparator() }
                    guard Text.appendFolded(pieces[index], to: &bytes) else { return false }
                }
                return true
            }
            guard written else { return refold(from: mark, pieces.map(TextFolding.fold).joined(separator: " \u{1F} ")) }
            finish(from: mark)
        }

        /// Adds the next recipe's steps.
        package mutating func append(folding steps: [Step]) {
            let mark = bytes.count
            let written = steps.withUnsafeBufferPointer { steps in
                for index in steps.indices {
                    if index > 0 { appendSeparator() }
                    guard Text.appendFolded(steps[index].text, to: &bytes) else { return false }
                }
                return true
            }
            guard written else { return refold(from: mark, steps.map { TextFolding.fold($0.text) }.joined(separator: " \u{1F} ")) }
            finish(from: mark)
        }

        /// Adds the next recipe's ingredients: each its name and notes joined by a space.
        package mutating func append(folding ingredients: [Ingredient]) {
            let mark = bytes.count
            let written = ingredients.withUnsafeBufferPointer { ingredients in
                for index in ingredients.indices {
                    if index > 0 { appendSeparator() }
                    guard Text.appendFolded(ingredients[index].name, to: &bytes) else { return false }
                    bytes.append(0x20)
                    guard let notes = ingredients[index].notes else { continue }
                    guard Text.appendFolded(notes, to: &bytes) else { return false }
                }
                return true
            }
            guard written else {
                let made = ingredients.map { TextFolding.fold($0.name + " " + ($0.notes ?? "")) }
                return refold(from: mark, made.joined(separator: " \u{1F} "))
            }
            finish(from: mark)
        }

        /// Adds the next recipe's caption (none: an empty text).
        package mutating func append(folding caption: String?) {
            let mark = bytes.count
            guard let caption else { return finish(from: mark) }
            guard Text.appendFolded(caption, to: &bytes) else { return refold(from: mark, TextFolding.fold(caption)) }
            finish(from: mark)
        }

        /// Takes out what was written from `mark` and adds `made`, the text as a string.
        private mutating func refold(from mark: Int, _ made: String) {
            bytes.removeSubrange(mark...)
            append(made)
        }

        /// What joins the pieces of a text: " \u{1F} ".
        private mutating func appendSeparator() {
            bytes.append(0x20)
            bytes.append(0x1F)
            bytes.append(0x20)
        }

        /// Ends the text written from `mark`: kept as bytes when it is plain
        /// ASCII, else taken out and kept as a string in `others`.
        private mutating func finish(from mark: Int) {
            let plain = bytes.withUnsafeBufferPointer { bytes in
                var any: UInt8 = 0
                for index in mark..<bytes.count { any |= bytes[index] }
                return any < 0x80
            }
            if !plain {
                others[starts.count - 1] = SearchRanking.Folded(String(decoding: bytes[mark...], as: UTF8.self), isASCII: false)
                bytes.withUnsafeBufferPointer { otherBytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[mark...])) }
                endOther()
                bytes.removeSubrange(mark...)
            }
            bytes.append(0)
            starts.append(bytes.count)
        }

        /// Appends the folding of `text` (A-Z lowercased when it is plain
        /// ASCII, else `FoldingTable`) and gives true; false, having
        /// appended part of it, when the table does not have a character
        /// of it. The text's bytes are read where they are (a small text's
        /// from its copy on the stack), without a retain.
        @inline(__always)
        package static func appendFolded(_ text: String, to bytes: inout [UInt8]) -> Bool {
            if let done = text.utf8.withContiguousStorageIfAvailable({ appendFolded(utf8: $0, to: &bytes) }) { return done }
            var text = text
            return text.withUTF8 { appendFolded(utf8: $0, to: &bytes) }
        }

        /// The same for the UTF-8 bytes of a text: copied, then A-Z
        /// lowercased in one pass that also tells whether all are ASCII;
        /// when not, the copy is taken back and `FoldingTable` folds them.
        package static func appendFolded(utf8 source: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) -> Bool {
            let start = bytes.count
            bytes.append(contentsOf: source)
            let any = bytes.withUnsafeMutableBufferPointer { buffer in
                var any: UInt8 = 0
                for index in start..<buffer.count {
                    let byte = buffer[index]
                    any |= byte
                    // 0x41...0x5A to 0x61...0x7A, without a branch on the byte.
                    buffer[index] = byte | (byte &- 0x41 < 26 ? 0x20 : 0)
                }
                return any
            }
            guard any >= 0x80 else { return true }
            bytes.removeSubrange(start...)
            return FoldingTable.append(source, to: &bytes)
        }

        /// The text of the recipe in `slot`, as `SearchRanking.Folded`.
        package func folded(_ slot: Int) -> SearchRanking.Folded {
            if let other = others[slot] { return other }
            return SearchRanking.Folded(String(decoding: bytes[starts[slot]..<starts[slot + 1] - 1], as: UTF8.self))
        }
    }

    /// The words of the ASCII texts of the slots added by edits, as in
    /// `WordTable`, with the postings of each word in an array of its own
    /// (slots are added in ascending order, so each stays ascending)
    /// and a dictionary to find a word's number when adding.
    package struct AddedWords: Sendable {
        package var bytes: [UInt8] = []
        package var starts: [Int] = [0]
        package var postings: [[UInt32]] = []
        package var numbers: [String: Int] = [:]

        /// Adds the words of the ASCII texts of `slot`.
        package mutating func add(_ slot: Int, _ texts: [Text]) {
            WordTable.forEachWord(of: slot, in: texts) { bytes, entry, _ in
                // Most words are short enough for a string kept inline, made without allocating.
                let word = String(decoding: bytes, as: UTF8.self)
                if let number = numbers[word] {
                    if postings[number].last != entry { postings[number].append(entry) }
                } else {
                    numbers[word] = postings.count
                    postings.append([entry])
                    self.bytes += bytes
                    self.bytes.append(0)
                    starts.append(self.bytes.count)
                }
            }
        }

        package func holding(_ term: UnsafeBufferPointer<UInt8>) -> [(word: Int, how: UInt8)] {
            postings.isEmpty ? [] : WordTable.holding(term, bytes, starts)
        }

        package func occurrences(_ words: [(word: Int, how: UInt8)]) -> Int {
            words.reduce(0) { $0 + postings[$1.word].count }
        }
    }
}

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

        /// Adds the next recipe's text.
        package mutating func append(_ text: String) {
            if Text.isASCII(text) {
                bytes += text.utf8
            } else {
                others[starts.count - 1] = SearchRanking.Folded(text)
            }
            bytes.append(0)
            starts.append(bytes.count)
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

        /// Adds the next recipe's text: `count` pieces, folded and joined
        /// by " \u{1F} ". The folded bytes are written here directly (the
        /// same bytes `append(made())` keeps): plain ASCII lowercased, and
        /// other text folded by `FoldingTable`; only when a piece has a
        /// character the table leaves to Foundation does `made()` give the text.
        package mutating func append(pieces count: Int, _ piece: (Int) -> String, _ made: () -> String) {
            let mark = bytes.count
            for index in 0..<count {
                if index > 0 { bytes += Text.separator }
                guard Text.appendFolded(piece(index), to: &bytes) else {
                    bytes.removeSubrange(mark...)
                    append(made())
                    return
                }
            }
            finish(from: mark)
        }

        /// The same for pieces that are two texts joined by a space (an ingredient's name and notes).
        package mutating func append(pieces count: Int, _ piece: (Int) -> (String, String), _ made: () -> String) {
            let mark = bytes.count
            for index in 0..<count {
                if index > 0 { bytes += Text.separator }
                let (first, second) = piece(index)
                guard Text.appendFolded(first, to: &bytes) else {
                    bytes.removeSubrange(mark...)
                    append(made())
                    return
                }
                bytes.append(0x20)
                guard Text.appendFolded(second, to: &bytes) else {
                    bytes.removeSubrange(mark...)
                    append(made())
                    return
                }
            }
            finish(from: mark)
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
                others[starts.count - 1] = SearchRanking.Folded(String(decoding: bytes[mark...], as: UTF8.self))
                bytes.removeSubrange(mark...)
            }
            bytes.append(0)
            starts.append(bytes.count)
        }

        /// Appends the folding of `text` (`appendLowered`, else `FoldingTable`)
        /// and gives true; false, having appended part of it, when the table
        /// does not have a character of it.
        package static func appendFolded(_ text: String, to bytes: inout [UInt8]) -> Bool {
            if appendLowered(text, to: &bytes) { return true }
            var text = text
            return text.withUTF8 { FoldingTable.append($0, to: &bytes) }
        }

        /// What joins the pieces of a text: " \u{1F} ".
        package static let separator: [UInt8] = [0x20, 0x1F, 0x20]

        /// Appends `text` with A-Z lowercased (its folding, as it is
        /// plain ASCII) and gives true; gives false, having appended
        /// part of it, when it is not plain ASCII.
        package static func appendLowered(_ text: String, to bytes: inout [UInt8]) -> Bool {
            var text = text
            return text.withUTF8 { source in
                var any: UInt8 = 0
                for byte in source { any |= byte }
                guard any < 0x80 else { return false }
                let start = bytes.count
                bytes.append(contentsOf: source)
                bytes.withUnsafeMutableBufferPointer { buffer in
                    for index in start..<buffer.count {
                        let byte = buffer[index]
                        // 0x41...0x5A to 0x61...0x7A, without a branch on the byte.
                        buffer[index] = byte | (byte &- 0x41 < 26 ? 0x20 : 0)
                    }
                }
                return true
            }
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

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

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
    enum Kind: Int, CaseIterable {
        case title, tags, ingredients, caption, steps

        var name: String {
            switch self {
            case .title: "title"
            case .tags: "tags"
            case .ingredients: "ingredients"
            case .caption: "caption"
            case .steps: "steps"
            }
        }

        /// The least a word found in this text scores (the title's score depends on where).
        var weight: Int {
            switch self {
            case .title: 0
            case .tags: 30
            case .ingredients: 20
            case .caption: 10
            case .steps: 5
            }
        }
    }

    /// The folded text of each recipe, made once and searched by every query
    /// until the recipes change. Text that is plain ASCII once folded (most
    /// of a collection) is kept as bytes, all recipes' text of one kind in
    /// one buffer, so a word is looked for with one pass of `memchr` over
    /// that buffer; other text is kept as strings and compared as before.
    ///
    /// What is kept per recipe is kept by slot, not by position, so that a
    /// few edits (`update`) change little: a new index gives recipe `p`
    /// slot `p`; an edit gives the recipe it puts in a new slot at the end
    /// (its texts appended, its words in `added`) and leaves the slot of a
    /// recipe it replaces or removes in place, dead (`dead`), its text and
    /// postings still there but never a hit. `slotAt` and `positions` say
    /// which slot holds which position. A query works by slot and gives
    /// positions at the end. Once the slots made or killed by edits pass an
    /// eighth of those of the last new index, the index is made again.
    public struct Index: Sendable {
        private(set) var recipes: [Recipe]
        /// By slot.
        private(set) var isArchived: [Bool]
        /// The folded titles, by slot.
        private(set) var titles: [String]
        /// The first byte of each folded title that is plain ASCII without
        /// CR, else `notPlain`: read for every hit, and much smaller than the titles.
        private(set) var titleHeads: [UInt8]
        static let notPlain: UInt8 = 0xFF
        /// Every live slot in the order by folded title, then id, then position.
        private(set) var byTitle: [Int32]
        /// One for each `Kind`.
        private(set) var texts: [Text]
        /// For titles that are not plain ASCII: their folded words, by slot.
        private(set) var titleWords: [Int: [String]]
        /// The words of the ASCII texts of the slots the index was made
        /// with and where each occurs.
        let words: Words
        /// The words of the ASCII texts of the slots added by edits.
        private(set) var added = AddedWords()
        /// How many slots the index was made with (those `words` covers).
        let baseSlots: Int
        /// The slot of each position.
        private(set) var slotAt: [Int32]
        /// The position of each slot, -1 for a dead one.
        private(set) var positions: [Int32]
        /// The slots that hold no recipe any more.
        private(set) var dead: [Int] = []
        /// Whether every slot is its own position (no edit since the index was made).
        private(set) var slotsArePositions = true

        /// All recipes' folded text of one kind.
        struct Text: Sendable {
            /// The ASCII texts one after another, each followed by a 0 byte.
            var bytes: [UInt8] = []
            /// `bytes[starts[s] ..< starts[s + 1] - 1]` is the text of the
            /// recipe in slot `s` (empty when it is kept in `others`).
            var starts: [Int] = [0]
            /// The texts that are not plain ASCII, by slot.
            var others: [Int: Folded] = [:]

            /// Adds the next recipe's text.
            mutating func append(_ text: String) {
                if text.utf8.allSatisfy({ $0 < 0x80 }) {
                    bytes += text.utf8
                } else {
                    others[starts.count - 1] = Folded(text)
                }
                bytes.append(0)
                starts.append(bytes.count)
            }

            /// Adds the next recipe's text: `count` pieces, folded and joined
            /// by " \u{1F} ". When every piece is plain ASCII its folded
            /// bytes are written here directly (the same bytes `append(made())`
            /// keeps), else `made()` gives the text.
            mutating func append(pieces count: Int, _ piece: (Int) -> String, _ made: () -> String) {
                let mark = bytes.count
                for index in 0..<count {
                    if index > 0 { bytes += Text.separator }
                    guard Text.appendLowered(piece(index), to: &bytes) else {
                        bytes.removeSubrange(mark...)
                        append(made())
                        return
                    }
                }
                bytes.append(0)
                starts.append(bytes.count)
            }

            /// The same for pieces that are two texts joined by a space (an ingredient's name and notes).
            mutating func append(pieces count: Int, _ piece: (Int) -> (String, String), _ made: () -> String) {
                let mark = bytes.count
                for index in 0..<count {
                    if index > 0 { bytes += Text.separator }
                    let (first, second) = piece(index)
                    guard Text.appendLowered(first, to: &bytes) else {
                        bytes.removeSubrange(mark...)
                        append(made())
                        return
                    }
                    bytes.append(0x20)
                    guard Text.appendLowered(second, to: &bytes) else {
                        bytes.removeSubrange(mark...)
                        append(made())
                        return
                    }
                }
                bytes.append(0)
                starts.append(bytes.count)
            }

            /// What joins the pieces of a text: " \u{1F} ".
            static let separator: [UInt8] = [0x20, 0x1F, 0x20]

            /// Appends `text` with A-Z lowercased (its folding, as it is
            /// plain ASCII) and gives true; gives false, having appended
            /// part of it, when it is not plain ASCII.
            static func appendLowered(_ text: String, to bytes: inout [UInt8]) -> Bool {
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

            /// The text of the recipe in `slot`, as `Folded`.
            func folded(_ slot: Int) -> Folded {
                if let other = others[slot] { return other }
                return Folded(String(decoding: bytes[starts[slot]..<starts[slot + 1] - 1], as: UTF8.self))
            }
        }

        public init(_ recipes: [Recipe]) {
            self.recipes = recipes
            isArchived = recipes.map { $0.isArchived }
            let titles = recipes.map { TextFolding.fold($0.title) }
            self.titles = titles
            titleHeads = titles.map(Index.head)
            byTitle = RecipeQueryIndex.orderByTitle(titles, recipes).map { Int32(truncatingIfNeeded: $0) }
            var texts = [Text](repeating: Text(), count: Kind.allCases.count)
            var titleWords: [Int: [String]] = [:]
            // Each recipe read in place: a copy of one retains every text it holds.
            recipes.withUnsafeBufferPointer { recipes in
                for position in recipes.indices {
                    Index.appendTexts(of: recipes[position], title: titles[position], at: position, to: &texts, &titleWords)
                }
            }
            self.texts = texts
            self.titleWords = titleWords
            words = Words(texts)
            baseSlots = recipes.count
            slotAt = (0..<recipes.count).map { Int32(truncatingIfNeeded: $0) }
            positions = slotAt
        }

        /// What `titleHeads` holds for `title`.
        static func head(_ title: String) -> UInt8 {
            guard let head = title.utf8.first, title.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return notPlain }
            return head
        }

        /// Appends the texts of `recipe` (whose folded title is `title`) as those of `slot`, the next one.
        static func appendTexts(of recipe: Recipe, title: String, at slot: Int, to texts: inout [Text], _ titleWords: inout [Int: [String]]) {
            texts[Kind.title.rawValue].append(title)
            if texts[Kind.title.rawValue].others[slot] != nil {
                titleWords[slot] = TextFolding.words(recipe.title)
            }
            // Each text is written folded straight into its buffer when it is
            // plain ASCII (most are); the closure makes it as a string otherwise.
            texts[Kind.tags.rawValue].append(pieces: recipe.tags.count, { recipe.tags[$0] }) {
                recipe.tags.map(TextFolding.fold).joined(separator: " \u{1F} ")
            }
            texts[Kind.ingredients.rawValue].append(pieces: recipe.ingredients.count, {
                (recipe.ingredients[$0].name, recipe.ingredients[$0].notes ?? "")
            }) {
                recipe.ingredients.map { TextFolding.fold($0.name + " " + ($0.notes ?? "")) }.joined(separator: " \u{1F} ")
            }
            texts[Kind.caption.rawValue].append(pieces: 1, { _ in recipe.caption ?? "" }) {
                TextFolding.fold(recipe.caption ?? "")
            }
            texts[Kind.steps.rawValue].append(pieces: recipe.steps.count, { recipe.steps[$0].text }) {
                recipe.steps.map { TextFolding.fold($0.text) }.joined(separator: " \u{1F} ")
            }
        }

        /// Every word of the ASCII texts (a run of letters and digits, as
        /// `isWordByte` says), once, and for each the recipes and kinds of
        /// text it occurs in. An ASCII term (letters and digits only) occurs
        /// in an ASCII text exactly when it occurs inside one of the text's
        /// words, so a term is looked for in the words, a few thousand, not
        /// in the text of every recipe: the work is the vocabulary plus the
        /// occurrences of the words that hold the term, read front to back.
        struct Words: Sendable {
            /// The words one after another, each followed by a 0 byte.
            var bytes: [UInt8] = []
            /// `bytes[starts[w] ..< starts[w + 1] - 1]` is word `w`.
            var starts: [Int] = [0]
            /// `entries[postingStarts[w] ..< postingStarts[w + 1]]` are the
            /// occurrences of word `w`: `position << 3 | kind`, one per
            /// recipe and kind, ascending.
            var postingStarts: [Int] = [0]
            var entries: [UInt32] = []

            init() {}

            /// Reads every word of the ASCII texts once, in slot order,
            /// numbering the words as they first appear (an open-addressing
            /// table of word numbers, hashed with FNV-1a on the bytes, no
            /// dictionary of slices), and notes each new (word, entry) pair
            /// in two flat arrays; then lays the pairs out word by word with
            /// a counting pass, which keeps each word's entries ascending.
            init(_ texts: [Text]) {
                let count = (texts.first?.starts.count ?? 1) - 1
                // Slots above 2^29 do not fit an entry; no collection comes near.
                guard count < 1 << 29 else { return }
                var table = [Int32](repeating: -1, count: 1 << 12)
                var hashes: [UInt64] = []
                var lastEntry: [UInt32] = []
                var pairWords: [Int32] = []
                var pairEntries: [UInt32] = []
                for slot in 0..<count {
                    Words.forEachWord(of: slot, in: texts) { word, entry, hash in
                        // Find the word, or the empty place where it goes.
                        var mask = table.count - 1
                        var place = Int(truncatingIfNeeded: hash) & mask
                        var number = -1
                        while table[place] >= 0 {
                            let candidate = Int(table[place])
                            if hashes[candidate] == hash, Words.equal(word, bytes, starts[candidate], starts[candidate + 1] - 1) {
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
            static func forEachWord(
                of slot: Int, in texts: [Text], _ body: (UnsafeBufferPointer<UInt8>, UInt32, UInt64) -> Void
            ) {
                for kind in Kind.allCases {
                    let text = texts[kind.rawValue]
                    guard text.others[slot] == nil else { continue }
                    let entry = UInt32(truncatingIfNeeded: slot << 3 | kind.rawValue)
                    text.bytes.withUnsafeBufferPointer { source in
                        var index = text.starts[slot]
                        let end = text.starts[slot + 1] - 1
                        while index < end {
                            guard isWordByte(source[index]) else {
                                index += 1
                                continue
                            }
                            let start = index
                            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                            while index < end, isWordByte(source[index]) {
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
            static func equal(_ word: UnsafeBufferPointer<UInt8>, _ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
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
            func holding(_ term: UnsafeBufferPointer<UInt8>) -> [(word: Int, how: UInt8)] {
                Words.holding(term, bytes, starts)
            }

            /// `holding` in the words `bytes`, each followed by a 0 byte and starting at `starts`.
            static func holding(_ term: UnsafeBufferPointer<UInt8>, _ bytes: [UInt8], _ starts: [Int]) -> [(word: Int, how: UInt8)] {
                var found: [(word: Int, how: UInt8)] = []
                bytes.withUnsafeBufferPointer { bytes in
                    var from = 0
                    var word = 0
                    while let offset = Folded.find(term, in: bytes, from..<bytes.count) {
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
            func occurrences(_ words: [(word: Int, how: UInt8)]) -> Int {
                words.reduce(0) { $0 + postingStarts[$1.word + 1] - postingStarts[$1.word] }
            }
        }

        /// The words of the ASCII texts of the slots added by edits, as in
        /// `Words`, with the postings of each word in an array of its own
        /// (slots are added in ascending order, so each stays ascending)
        /// and a dictionary to find a word's number when adding.
        struct AddedWords: Sendable {
            var bytes: [UInt8] = []
            var starts: [Int] = [0]
            var postings: [[UInt32]] = []
            var numbers: [String: Int] = [:]

            /// Adds the words of the ASCII texts of `slot`.
            mutating func add(_ slot: Int, _ texts: [Text]) {
                Words.forEachWord(of: slot, in: texts) { bytes, entry, _ in
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

            func holding(_ term: UnsafeBufferPointer<UInt8>) -> [(word: Int, how: UInt8)] {
                postings.isEmpty ? [] : Words.holding(term, bytes, starts)
            }

            func occurrences(_ words: [(word: Int, how: UInt8)]) -> Int {
                words.reduce(0) { $0 + postings[$1.word].count }
            }
        }

        public var count: Int { recipes.count }

        /// How many slots there are, live or dead.
        var slots: Int { titles.count }

        /// Whether the recipe at `position` is archived.
        public func isArchived(_ position: Int) -> Bool { isArchived[Int(slotAt[position])] }

        /// The words of the title of the recipe in `slot`.
        func words(ofTitle slot: Int) -> [String] {
            titleWords[slot] ?? TextFolding.words(titles[slot])
        }
    }

    public static func search(_ text: String, in recipes: [Recipe]) -> [Hit] {
        search(text, in: Index(recipes))
    }

    public static func search(_ text: String, in index: Index) -> [Hit] {
        find(text, in: index).map { Hit(recipe: index.recipes[$0.position], score: $0.score, fields: $0.fields) }
    }

    /// How an ASCII term is looked for: in the words of the index and
    /// their occurrences, or in the text bytes of every recipe still in the
    /// running; `cheapest` picks whichever reads less. The others are for tests.
    enum Method {
        case cheapest, words, bytes
    }

    /// The hits, best first, by position in the index's recipes.
    public static func find(_ text: String, in index: Index) -> [Found] {
        find(text, in: index, method: .cheapest)
    }

    static func find(_ text: String, in index: Index, method: Method) -> [Found] {
        let terms = TextFolding.words(text).map(Folded.init)
        guard !terms.isEmpty else { return [] }
        let phrase = TextFolding.fold(text.trimmingCharacters(in: .whitespacesAndNewlines))
        // The first byte of a plain ASCII phrase (no CR): an ASCII title
        // that starts with another byte neither is the phrase nor starts with it.
        let phraseHead = phrase.utf8.first.flatMap { head in
            phrase.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? head : nil
        }
        // For each word, what it found in each recipe still in the running
        // (see `Match`), by slot; the first word looks at every recipe, each
        // next one only at the recipes every word before it was found in.
        // Dead slots are looked at with the others and then forgotten.
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
            if candidates.isEmpty { return [] }
        }
        // The hits in slot order (as `candidates` are), then ordered.
        var hits: [Found] = []
        hits.reserveCapacity(candidates.count)
        // The few different lists of where words were found, each made once
        // and shared by the hits that have it (by the kinds in order, 3 bits each).
        var lists: [UInt32: [String]] = [:]
        var lastList: (key: UInt32, fields: [String])?
        for slot in candidates {
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
            let fields: [String]
            if let last = lastList, last.key == key {
                fields = last.fields
            } else if let known = lists[key] {
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
            lastList = (key, fields)
            let head = index.titleHeads[slot]
            if phraseHead == nil || head == Index.notPlain || head == phraseHead {
                let title = index.titles[slot]
                if title == phrase { score += 1000 } else if title.hasPrefix(phrase) { score += 500 }
            }
            if index.isArchived[slot] { score -= 1 }
            hits.append(Found(position: slot, score: score, fields: fields))
        }
        // The hits carry their slots as positions until they are ordered.
        var ordered = ranked(hits, index)
        if !index.slotsArePositions {
            for number in ordered.indices { ordered[number].position = Int(index.positions[ordered[number].position]) }
        }
        return ordered
    }

    /// The positions where `found` is not zero, ascending: eight bytes
    /// at a time, each byte's top bit set when the byte is not zero and the
    /// set bits read off, so that the pass over every recipe has no branch
    /// on the bytes (whose outcomes a processor cannot guess).
    static func nonzero(_ found: [UInt8]) -> [Int] {
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
    static func kept(_ positions: [Int], _ found: [UInt8]) -> [Int] {
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

    /// `hits` (in ascending slot order, each slot once, as `position`)
    /// ordered best first: higher scores first, then by folded title, then
    /// id, then position, as the index's title order has them. Without a sort of
    /// the hits: the title order is read front to back keeping the hits'
    /// positions, and those are then laid out by score, one run per score
    /// (the scores of a search span a few hundred values), so the work
    /// grows with the collection and the hits, not with the hits times
    /// their logarithm. Only scores spread wider than the hits are many
    /// (`byRuns` false, for tests) are sorted.
    static func ranked(_ hits: [Found], _ index: Index, byRuns: Bool = true) -> [Found] {
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
    enum Match {
        static let titleScores = [0, 60, 80, 100]

        static func has(_ code: UInt8, _ kind: Kind) -> Bool {
            kind == .title ? code & 3 != 0 : code & (1 << (kind.rawValue + 1)) != 0
        }

        static func code(_ kind: Kind) -> UInt8 { 1 << (kind.rawValue + 1) }

        static func score(_ code: UInt8) -> Int {
            var score = titleScores[Int(code & 3)]
            for kind in Kind.allCases.dropFirst() where has(code, kind) { score = max(score, kind.weight) }
            return score
        }
    }

    /// What a `term` that is not plain ASCII found in the recipe in
    /// `slot`, comparing its text as strings one by one.
    static func match(_ term: Folded, at slot: Int, in index: Index) -> UInt8 {
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

    /// `match` for an ASCII `term` (letters and digits) in the recipes in
    /// the slots `candidates` (nil: every slot), through the words of the
    /// index or by `scan`. A slot that is not a candidate may be marked
    /// too; only candidates are read.
    static func lookUp(_ term: Folded, _ index: Index, in candidates: [Int]?, method: Method, into found: inout [UInt8]) {
        var needleText = term.text
        let words = needleText.withUTF8 { index.words.holding($0) }
        let added = needleText.withUTF8 { index.added.holding($0) }
        var byWords = method == .words
        if method == .cheapest {
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
        for kind in Kind.allCases {
            let code = kind == .title ? 0 : Match.code(kind)
            for (position, other) in index.texts[kind.rawValue].others {
                if kind == .title {
                    found[position] |= titleMatch(term, other, index.words(ofTitle: position))
                } else if other.contains(term) {
                    found[position] |= code
                }
            }
        }
    }

    /// `match` for an ASCII `term` (letters and digits) in the recipes in
    /// the slots `candidates` (nil: every slot), one kind of text at a time:
    /// a pass over all of that kind's bytes for every slot, skipping to the
    /// next slot at each find, or a look at each candidate's own bytes. A
    /// slot that is not a candidate may be marked too; only candidates are read.
    static func scan(_ term: Folded, _ index: Index, in candidates: [Int]?, into found: inout [UInt8]) {
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
                    for (position, other) in text.others {
                        if kind == .title {
                            found[position] |= titleMatch(term, other, index.words(ofTitle: position))
                        } else if other.contains(term) {
                            found[position] |= code
                        }
                    }
                }
            }
        }
    }

    /// How an ASCII `term` (letters and digits) occurs in the ASCII title
    /// `bytes[range]`: as a whole word (3), at a word's start (2), inside (1)
    /// or not (0). A word is a run of letters and digits, as `TextFolding.words` splits.
    static func titleMatch(_ term: UnsafeBufferPointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt8 {
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
    static func titleMatch(_ term: Folded, _ title: Folded, _ words: [String]) -> UInt8 {
        if words.contains(term.text) { return 3 }
        if words.contains(where: { $0.hasPrefix(term.text) }) { return 2 }
        return title.contains(term) ? 1 : 0
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    /// Folded text, and whether it is all ASCII.
    struct Folded: Sendable {
        var text: String
        var isASCII: Bool

        init(_ text: String) {
            self.text = text
            isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        }

        /// Whether `other` occurs in the text: a byte search when both are
        /// ASCII (where it means the same as comparing characters), else the
        /// character comparison.
        func contains(_ other: Folded) -> Bool {
            guard isASCII, other.isASCII, !other.text.isEmpty else { return text.contains(other.text) }
            var haystack = text
            var needle = other.text
            return haystack.withUTF8 { hay in
                needle.withUTF8 { term in Folded.find(term, in: hay) }
            }
        }

        /// Where the bytes `term` first occur in `bytes[range]`; nil when they do not.
        static func find(_ term: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
            guard let base = bytes.baseAddress, let termBase = term.baseAddress, let first = term.first,
                  range.count >= term.count else { return nil }
            let last = range.upperBound - term.count
            var start = range.lowerBound
            while start <= last {
                guard let hit = memchr(base + start, Int32(first), last - start + 1) else { return nil }
                start = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base
                if memcmp(base + start, termBase, term.count) == 0 { return start }
                start += 1
            }
            return nil
        }

        /// Whether the bytes `term` occur in `bytes` (an empty term always does).
        static func find(_ term: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            term.isEmpty || find(term, in: bytes, 0..<bytes.count) != nil
        }
    }
}

extension SearchRanking.Index {
    /// Lets go of the recipes before `update`, so that the caller's copy of
    /// them is the only one and changes in place.
    mutating func releaseRecipes() {
        recipes = []
    }

    /// Slots made or killed by edits, beyond which the index is made again
    /// (or beyond an eighth of the slots it was made with): each such slot
    /// costs every query a little (the added words are looked through,
    /// the dead slots' postings read and then dropped), and a new index
    /// costs a few passes over every recipe's text.
    static let editedSlotLimit = 64

    /// Brings the index to `recipes`, which `edits` made from the recipes
    /// it was made from. Finds what a new index of `recipes` finds.
    ///
    /// Each recipe an edit puts in gets a new slot (its text folded and its
    /// words added), each one it replaces or removes is left dead; the
    /// rest is a move in the slots of the positions per edit, then one pass
    /// over the slots and the title order for all the edits.
    mutating func update(_ edits: [RecipeEdit], recipes: [Recipe]) {
        let edited = slots - baseSlots + dead.count
        guard edited + 2 * edits.count <= max(Self.editedSlotLimit, baseSlots / 8), slots + edits.count < 1 << 29 else {
            self = SearchRanking.Index(recipes)
            return
        }
        guard !edits.isEmpty else {
            self.recipes = recipes
            return
        }
        var made: [Int] = []
        for edit in edits {
            switch edit {
            case .replace(let position, let recipe):
                guard slotAt.indices.contains(position) else { break }
                dead.append(Int(slotAt[position]))
                let slot = add(recipe)
                slotAt[position] = Int32(truncatingIfNeeded: slot)
                made.append(slot)
                continue
            case .insert(let position, let recipe):
                guard position >= 0, position <= slotAt.count else { break }
                let slot = add(recipe)
                slotAt.insert(Int32(truncatingIfNeeded: slot), at: position)
                made.append(slot)
                continue
            case .remove(let position):
                guard slotAt.indices.contains(position) else { break }
                dead.append(Int(slotAt.remove(at: position)))
                continue
            }
            // An edit that does not fit the recipes it should start from.
            self = SearchRanking.Index(recipes)
            return
        }
        guard slotAt.count == recipes.count else {
            self = SearchRanking.Index(recipes)
            return
        }
        self.recipes = recipes
        var current = [Int32](repeating: -1, count: slots)
        for (position, slot) in slotAt.enumerated() { current[Int(slot)] = Int32(truncatingIfNeeded: position) }
        let positions = current
        self.positions = positions
        slotsArePositions = false
        // The slots still live keep their order (a move keeps the order of
        // the positions it does not remove); the new ones are sorted and merged in.
        let titles = self.titles
        func precedes(_ a: Int32, _ b: Int32) -> Bool {
            let (a, b) = (Int(a), Int(b))
            if titles[a] != titles[b] { return titles[a] < titles[b] }
            let (x, y) = (Int(positions[a]), Int(positions[b]))
            if recipes[x].id != recipes[y].id { return recipes[x].id < recipes[y].id }
            return x < y
        }
        let fresh = made.filter { positions[$0] >= 0 }.map { Int32(truncatingIfNeeded: $0) }.sorted(by: precedes)
        var merged: [Int32] = []
        merged.reserveCapacity(recipes.count)
        var next = 0
        for slot in byTitle where positions[Int(slot)] >= 0 {
            while next < fresh.count, precedes(fresh[next], slot) {
                merged.append(fresh[next])
                next += 1
            }
            merged.append(slot)
        }
        merged += fresh[next...]
        byTitle = merged
    }

    /// Puts `recipe` in a new slot and gives its number.
    private mutating func add(_ recipe: Recipe) -> Int {
        let slot = slots
        let title = TextFolding.fold(recipe.title)
        Self.appendTexts(of: recipe, title: title, at: slot, to: &texts, &titleWords)
        titles.append(title)
        titleHeads.append(Self.head(title))
        isArchived.append(recipe.isArchived)
        added.add(slot, texts)
        return slot
    }
}

import ClipCookCore
import ClipCookLanguage

/// An index whose texts other than the titles are not folded
/// (`Index(unfolded:)`): a text that is plain ASCII folds to itself with
/// A-Z lowercased, so an ASCII term (lowercase letters and digits) occurs
/// in its folding exactly where it occurs in the text ignoring the case of
/// A-Z, and is looked for there, in the strings the recipes hold. A text
/// with any other byte is folded when the index is made, as a new index
/// folds it, and compared as before.
extension SearchRanking.Index {
    /// The folded titles as `texts[title]` (and the words of those that
    /// are not plain ASCII), and of every other kind of text the foldings
    /// of the recipes' texts that are not plain ASCII, with `foreign`
    /// marking them.
    package static func foreignTexts(
        _ recipes: [Recipe], titles: [String]
    ) -> (texts: [Text], titleWords: [Int: [String]], foreign: [UInt8]) {
        var texts = [Text](repeating: Text(), count: SearchRanking.Kind.allCases.count)
        var titleWords: [Int: [String]] = [:]
        var foreign = [UInt8](repeating: 0, count: recipes.count)
        let kinds = SearchRanking.Kind.allCases.dropFirst()
        recipes.withUnsafeBufferPointer { recipes in
            for slot in recipes.indices {
                let recipe = recipes[slot]
                texts[SearchRanking.Kind.title.rawValue].append(titles[slot])
                if texts[SearchRanking.Kind.title.rawValue].others[slot] != nil {
                    titleWords[slot] = TextFolding.words(recipe.title)
                }
                for kind in kinds where !isPlain(kind, of: recipe) {
                    foreign[slot] |= 1 << UInt8(kind.rawValue)
                    texts[kind.rawValue].others[slot] = folding(kind, of: recipe)
                }
            }
        }
        return (texts, titleWords, foreign)
    }

    /// Whether every piece of the `kind` text of `recipe` is plain ASCII.
    package static func isPlain(_ kind: SearchRanking.Kind, of recipe: Recipe) -> Bool {
        var any: UInt8 = 0
        switch kind {
        case .title: any = orOfBytes(recipe.title)
        case .tags: for tag in recipe.tags { any |= orOfBytes(tag) }
        case .ingredients:
            for ingredient in recipe.ingredients { any |= orOfBytes(ingredient.name) | orOfBytes(ingredient.notes ?? "") }
        case .caption: any = orOfBytes(recipe.caption ?? "")
        case .steps: for step in recipe.steps { any |= orOfBytes(step.text) }
        }
        return any < 0x80
    }

    /// The bytes of `text` or-ed together (below 0x80 when it is plain
    /// ASCII), read where the string holds them, eight at a time.
    @inline(__always)
    package static func orOfBytes(_ text: String) -> UInt8 {
        text.utf8.withContiguousStorageIfAvailable(orOfBytes) ?? text.utf8.reduce(0) { $0 | $1 }
    }

    package static func orOfBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var wide: UInt64 = 0
        var start = 0
        while start + 8 <= bytes.count {
            wide |= raw.loadUnaligned(fromByteOffset: start, as: UInt64.self)
            start += 8
        }
        var any: UInt8 = (wide & 0x8080_8080_8080_8080) == 0 ? 0 : 0x80
        for index in start..<bytes.count { any |= bytes[index] }
        return any
    }

    /// The `kind` text of `recipe` folded, as a new index keeps it.
    package static func folding(_ kind: SearchRanking.Kind, of recipe: Recipe) -> SearchRanking.Folded {
        var text = Text()
        appendText(kind, of: recipe, to: &text)
        return text.folded(0)
    }

    /// The folded `kind` text of the recipe in `slot`, as `Text.folded`.
    package func folded(_ kind: SearchRanking.Kind, _ slot: Int) -> SearchRanking.Folded {
        guard isUnfolded, kind != .title, foreign[slot] & (1 << UInt8(kind.rawValue)) == 0 else {
            return texts[kind.rawValue].folded(slot)
        }
        return Self.folding(kind, of: recipes[slot])
    }
}

extension SearchRanking {
    /// `scan` of an unfolded index for the `kind` text (not the title):
    /// marks in `found` the slots of `candidates` (nil: every slot) whose
    /// text contains the ASCII `term` (lowercase letters and digits), whose
    /// `needle` is its bytes.
    package static func scanUnfolded(
        _ term: Folded, _ needle: UnsafeBufferPointer<UInt8>, _ kind: Kind, _ index: Index, in candidates: [Int]?,
        into found: UnsafeMutableBufferPointer<UInt8>
    ) {
        let code = Match.code(kind)
        let bit = UInt8(1) << UInt8(kind.rawValue)
        let others = index.texts[kind.rawValue].others
        let finder = CaselessFinder(needle)
        index.recipes.withUnsafeBufferPointer { recipes in
            index.foreign.withUnsafeBufferPointer { foreign in
                func look(_ slot: Int) {
                    if foreign[slot] & bit != 0 {
                        if let other = others[slot], other.contains(term) { found[slot] |= code }
                    } else if finder.occurs(in: kind, of: recipes[slot]) {
                        found[slot] |= code
                    }
                }
                if let candidates {
                    for slot in candidates { look(slot) }
                } else {
                    for slot in recipes.indices { look(slot) }
                }
            }
        }
    }

    /// Looks for a term of lowercase ASCII letters and digits in ASCII
    /// text ignoring the case of A-Z: where its rarest byte (either case)
    /// is, eight bytes at a time, then the whole term around it.
    package struct CaselessFinder {
        let needle: UnsafeBufferPointer<UInt8>
        let pivot: Int
        /// The pivot byte in every byte of a word.
        let pattern: UInt64

        package init(_ needle: UnsafeBufferPointer<UInt8>) {
            self.needle = needle
            var pivot = 0
            for index in needle.indices where Folded.rarity[Int(needle[index])] > Folded.rarity[Int(needle[pivot])] {
                pivot = index
            }
            self.pivot = pivot
            pattern = 0x0101_0101_0101_0101 &* UInt64(needle.isEmpty ? 0 : needle[pivot])
        }

        /// Whether the term occurs in any piece of the `kind` text of `recipe` (all plain ASCII).
        package func occurs(in kind: Kind, of recipe: Recipe) -> Bool {
            switch kind {
            case .title: return occurs(in: recipe.title)
            case .tags: return recipe.tags.contains { occurs(in: $0) }
            case .ingredients:
                return recipe.ingredients.contains { occurs(in: $0.name) || ($0.notes.map { occurs(in: $0) } ?? false) }
            case .caption: return recipe.caption.map { occurs(in: $0) } ?? false
            case .steps: return recipe.steps.contains { occurs(in: $0.text) }
            }
        }

        package func occurs(in text: String) -> Bool {
            text.utf8.withContiguousStorageIfAvailable(occurs) ?? Array(text.utf8).withUnsafeBufferPointer(occurs)
        }

        /// Whether the term occurs in the ASCII `bytes`, A-Z taken as a-z.
        package func occurs(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            let length = needle.count
            guard length > 0, bytes.count >= length, let base = bytes.baseAddress else { return false }
            let raw = UnsafeRawPointer(base)
            // Places of the pivot run from `pivot` to `last`.
            let last = bytes.count - length + pivot
            var start = pivot
            let low: UInt64 = 0x0101_0101_0101_0101
            let high: UInt64 = 0x8080_8080_8080_8080
            while start + 8 <= last + 1 {
                // A byte of `x` is zero where the byte, its 0x20 bit set,
                // is the pivot (A-Z as a-z; a few other bytes too, which
                // the comparison turns down).
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start, as: UInt64.self))
                let x = (word | 0x2020_2020_2020_2020) ^ pattern
                var zero = (x &- low) & ~x & high
                while zero != 0 {
                    if matches(base, at: start + zero.trailingZeroBitCount &>> 3 - pivot) { return true }
                    zero &= zero &- 1
                }
                start += 8
            }
            while start <= last {
                if matches(base, at: start - pivot) { return true }
                start += 1
            }
            return false
        }

        @inline(__always)
        func matches(_ base: UnsafePointer<UInt8>, at start: Int) -> Bool {
            for index in 0..<needle.count {
                let byte = base[start + index]
                if byte | (byte &- 0x41 < 26 ? 0x20 : 0) != needle[index] { return false }
            }
            return true
        }
    }
}

import Testing
@testable import ClipCookCore
@testable import ClipCookDomain

/// The search index's texts are written folded straight into their
/// buffers, each piece read where it is (issue 38, `search9`), and a term
/// is looked for in them sixteen places at a time by two of its bytes.
/// Both are checked here against the plain ways: `TextFolding.fold` of each
/// piece joined as strings, and a search of every place one by one.
@Suite struct SearchTextTests {
    /// Each kind of text of a recipe as the index held it before it was
    /// written on the bytes: each piece folded as a string, joined by " \u{1F} ".
    static func reference(_ recipe: Recipe) -> [String] {
        let separator = " \u{1F} "
        return [
            TextFolding.fold(recipe.title),
            recipe.tags.map(TextFolding.fold).joined(separator: separator),
            recipe.ingredients.map { TextFolding.fold($0.name + " " + ($0.notes ?? "")) }.joined(separator: separator),
            TextFolding.fold(recipe.caption ?? ""),
            recipe.steps.map { TextFolding.fold($0.text) }.joined(separator: separator),
        ]
    }

    /// Case, accents (composed, and combining ones Foundation folds),
    /// `°`, fractions, curly quotes, CJK, emoji, a missing and an empty
    /// note or caption, no pieces at all, and a text of one kind that
    /// mixes plain ASCII pieces with others.
    static let recipes: [Recipe] =
        SearchScanTests.tricky + SearchScanTests.asciiTricky + [
            Recipe(
                id: "bare", title: "BARE", caption: "", category: .dinner,
                ingredients: [Ingredient(id: "i1", name: "", notes: ""), Ingredient(id: "i2", name: "SALT", notes: nil)]),
            Recipe(id: "none", title: "Nothing Else", category: .snack),
            Recipe(
                id: "mixed", title: "Éclair", caption: "Choux PASTRY, e\u{301}clair", category: .snack,
                ingredients: [Ingredient(id: "i1", name: "FLOUR", notes: "Type 55"), Ingredient(id: "i2", name: "Crème", notes: "½ L")],
                steps: [
                    Step(id: "s1", order: 1, text: "MIX."), Step(id: "s2", order: 2, text: "Bake at 180 °C."),
                    Step(id: "s3", order: 3, text: "Fill with cre\u{300}me 🍮."),
                ],
                tags: ["French", "PÂTISSERIE", "日本"]),
        ]

    @Test func theTextsAreThoseOfFoldingEachPiece() {
        // Made on one core, on two (the steps apart) and one recipe at a time by edits.
        let many = Array(repeatElement(Self.recipes, count: 30).joined())
        #expect(many.count >= SearchRanking.Index.sideBySideMinimum)
        var edited = SearchRanking.Index([], words: false)
        edited.update(Self.recipes.indices.map { .insert(position: $0, recipe: Self.recipes[$0]) }, recipes: Self.recipes)
        for (recipes, index) in [(Self.recipes, SearchRanking.Index(Self.recipes)), (many, SearchRanking.Index(many)), (Self.recipes, edited)] {
            #expect(index.slots == recipes.count)
            for slot in 0..<index.slots {
                let position = index.slotsArePositions ? slot : Int(index.positions[slot])
                let expected = Self.reference(recipes[position])
                for kind in SearchRanking.Kind.allCases {
                    let text = index.texts[kind.rawValue]
                    let folded = text.folded(slot)
                    #expect(folded.text == expected[kind.rawValue], "\(recipes[position].id) \(kind.name)")
                    // Plain ASCII is kept as bytes, anything else as a string.
                    #expect(folded.isASCII == expected[kind.rawValue].utf8.allSatisfy { $0 < 0x80 })
                    #expect((text.others[slot] == nil) == folded.isASCII, "\(recipes[position].id) \(kind.name)")
                    // And its bytes: in `bytes` when it is plain ASCII, else in `otherBytes`.
                    let bytes = Array(text.bytes[text.starts[slot]..<text.starts[slot + 1] - 1])
                    #expect(bytes == (folded.isASCII ? Array(expected[kind.rawValue].utf8) : []))
                    if !folded.isASCII, let entry = text.otherSlots.firstIndex(of: slot) {
                        let other = Array(text.otherBytes[text.otherStarts[entry]..<text.otherStarts[entry + 1] - 1])
                        #expect(other == Array(expected[kind.rawValue].utf8))
                    } else {
                        #expect(folded.isASCII)
                    }
                }
            }
        }
    }

    /// Which kinds of text (but the title) contain a word, by the scan of
    /// the bytes and by the table of words, against `String.contains` on
    /// each kind's text folded as a string: words next to accents, `°`,
    /// `½` and curly quotes, inside longer words, and in combining forms
    /// Foundation folds, where a search of the bytes alone would differ.
    @Test func eachKindContainsAWordAsItsCharactersDo() {
        let terms = [
            "chicken", "creme", "cre", "me", "naive", "naivechicken", "cremechicken", "s", "c", "180", "cup", "cups", "1",
            "2", "salt", "pastry", "eclair", "clair", "fill", "bake", "well", "jalapeno", "fish", "stock", "type", "55", "l",
            "patisserie", "french", "miso", "dashi", "dessert", "zzz", "60", "x", "t",
        ]
        let recipes = Self.recipes
        let expected = recipes.map(Self.reference)
        let scanned = SearchRanking.Index(recipes, words: false)
        let worded = SearchRanking.Index(recipes)
        var checked = 0
        for term in terms {
            for (index, method) in [(scanned, SearchRanking.Method.bytes), (worded, .words), (worded, .cheapest)] {
                let found = SearchRanking.matched([SearchRanking.Folded(term)], in: index, method: method)?.matches[0]
                for position in recipes.indices {
                    for kind in SearchRanking.Kind.allCases.dropFirst() {
                        let contains = expected[position][kind.rawValue].contains(term)
                        let marked = found.map { SearchRanking.Match.has($0[position], kind) } ?? false
                        #expect(marked == contains, "\(term) in \(recipes[position].id) \(kind.name) (\(method))")
                        if contains { checked += 1 }
                    }
                }
            }
        }
        #expect(checked > 300)
    }

    /// A worked example: the bytes of one recipe's ingredients (an empty
    /// name and note, then `SALT` without a note), each name and note
    /// joined by a space and the two by " \u{1F} ", and a 0 after them.
    @Test func theIngredientsOfOneRecipeAsBytes() {
        let index = SearchRanking.Index([Self.recipes[Self.recipes.count - 3]], words: false)
        let text = index.texts[SearchRanking.Kind.ingredients.rawValue]
        #expect(Array(text.bytes[text.starts[0]..<text.starts[1] - 1]) == Array("  \u{1F} salt ".utf8))
        #expect(text.bytes[text.starts[1] - 1] == 0)
    }

    /// The earliest place of a term in `bytes[range]`, one place at a time.
    static func naiveFind(_ term: [UInt8], _ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        guard !term.isEmpty, range.count >= term.count else { return nil }
        for start in range.lowerBound...(range.upperBound - term.count) where Array(bytes[start..<start + term.count]) == term {
            return start
        }
        return nil
    }

    /// Random texts of few letters (so that pairs of bytes often match
    /// where the term does not), every length of term from 1 to 9 and
    /// ranges that end anywhere, against `naiveFind`.
    @Test func findingByPairsOfBytesFindsTheEarliestPlace() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: (state >> 33) % UInt64(bound))
        }
        let letters = Array("abck ".utf8)
        var compared = 0
        var found = 0
        for _ in 0..<400 {
            let bytes = (0..<(1 + next(120))).map { _ in letters[next(letters.count)] }
            let termLength = 1 + next(9)
            let lower = next(bytes.count)
            let range = lower..<(lower + next(bytes.count - lower + 1))
            // A term taken from the range half the time, so that many are there.
            let term: [UInt8]
            if next(2) == 0, range.count >= termLength {
                let start = range.lowerBound + next(range.count - termLength + 1)
                term = Array(bytes[start..<start + termLength])
            } else {
                term = (0..<termLength).map { _ in letters[next(letters.count)] }
            }
            let expected = Self.naiveFind(term, bytes, range)
            let actual = bytes.withUnsafeBufferPointer { bytes in
                term.withUnsafeBufferPointer { SearchRanking.Folded.find($0, in: bytes, range) }
            }
            #expect(actual == expected, "\(String(decoding: term, as: UTF8.self)) in \(String(decoding: bytes, as: UTF8.self)) \(range)")
            compared += 1
            if expected != nil { found += 1 }
        }
        #expect(compared == 400 && found > 100)
    }

    /// A worked example: the term at the end of a block of sixteen, in
    /// the next one and past a false start whose rarest two bytes match.
    @Test func findingByPairsAtTheEdgesOfABlock() {
        let bytes = Array("xxxxxxxxxxxxxxkcxkbzkickxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxchicken".utf8)
        func find(_ term: String, _ range: Range<Int>? = nil) -> Int? {
            let term = Array(term.utf8)
            return bytes.withUnsafeBufferPointer { bytes in
                term.withUnsafeBufferPointer { SearchRanking.Folded.find($0, in: bytes, range ?? 0..<bytes.count) }
            }
        }
        #expect(find("kc") == 14)
        #expect(find("kick") == 20)
        #expect(find("chicken") == bytes.count - 7)
        #expect(find("chicken", 0..<bytes.count - 1) == nil)
        #expect(find("chick", 30..<bytes.count) == bytes.count - 7)
        #expect(find("kb") == 17)
        #expect(find("zz") == nil)
    }
}

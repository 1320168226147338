import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The fast paths of `list` and `search` (column indexes, byte scans, byte
/// tables) against plain definitions written the slow, obvious way, on
/// many generated recipes and queries: same recipes, same order, same
/// scores and fields, same text.
@Suite struct QueryFastPathTests {
    /// A fixed pseudo-random sequence.
    struct Sequence {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }
    }

    static let words = [
        "garlic", "Garlicky", "chicken", "pea", "peanut", "Crème", "brûlée", "creme", "jalapeño", "oats",
        "milk", "½", "Ωmega", "naïve", "tea", "TEA", "soup", "e\u{301}clair", "éclair", "K\u{212A}", "x2",
        "2x", "chili-lime", "don't", "pho", "phở", "tofu", "salt", "lemon", "lemony", "\u{1F}", "A",
    ]

    /// 400 recipes from a small vocabulary (words that are prefixes of
    /// others, accents composed and decomposed, non-Latin letters,
    /// punctuation), with repeated ids and titles, archived and favourite
    /// ones, missing nutrition and times, long and CR-holding ids and titles.
    static let recipes: [Recipe] = {
        var random = Sequence(state: 0x9E37_79B9_7F4A_7C15)
        func text(_ count: Int) -> String {
            (0..<count).map { _ in random.pick(words) }.joined(separator: random.next(5) == 0 ? ", " : " ")
        }
        let times = ["10 min", "1 h 30 min", "1½ hours", "45 minutes", "90 s", "PT15M", "", "soon", "20"]
        return (0..<400).map { number in
            var title = text(1 + random.next(4))
            if random.next(30) == 0 { title += " with a very long name that goes on past the width of the column" }
            if random.next(50) == 0 { title += "\r\nsecond line" }
            var id = "r\(random.next(330))"
            if random.next(40) == 0 { id += "-an-id-long-enough-to-be-cut-at-forty-characters" }
            if random.next(60) == 0 { id += "-crème" }
            return Recipe(
                id: id, title: title,
                caption: random.next(3) == 0 ? nil : text(random.next(6)),
                prepTime: random.next(4) == 0 ? nil : random.pick(times),
                cookTime: random.next(3) == 0 ? nil : random.pick(times),
                servings: 1 + random.next(4), category: RecipeCategory.allCases[random.next(4)],
                ingredients: (0..<random.next(5)).map { index in
                    Ingredient(id: "i\(index)", name: text(1 + random.next(2)), notes: random.next(3) == 0 ? text(2) : nil)
                },
                steps: (0..<random.next(4)).map { index in Step(id: "s\(index)", order: index + 1, text: text(3 + random.next(5))) },
                nutrition: random.next(5) == 0
                    ? nil
                    : Nutrition(
                        calories: 50 * random.next(12) - (random.next(20) == 0 ? 100 : 0), protein: random.next(40),
                        carbs: random.next(60), fats: random.next(30)),
                isArchived: random.next(6) == 0, isFavourite: random.next(4) == 0,
                tags: (0..<random.next(3)).map { _ in random.pick(words) })
        }
    }()

    // MARK: list

    /// Generated `list` queries: every filter, every sort field both ways, limits, where-expressions.
    static let listQueries: [String] = {
        var random = Sequence(state: 42)
        let fields = RecipeField.allCases.map(\.rawValue)
        let numeric = RecipeField.numeric.map(\.rawValue)
        let comparisons = ["<", "<=", ">", ">=", "=", "!="]
        var queries: [String] = []
        for field in fields {
            queries.append("sort \(field)")
            queries.append("all sort \(field) desc")
        }
        for _ in 0..<200 {
            var parts: [String] = []
            if random.next(3) == 0 { parts.append("category " + random.pick(["breakfast", "lunch", "dinner", "snack"])) }
            if random.next(4) == 0 { parts.append("favourites") }
            if random.next(4) == 0 { parts.append(random.pick(["archived", "all"])) }
            if random.next(5) == 0 { parts.append("tag " + random.pick(["TEA", "creme", "Crème", "pea", "½"])) }
            if random.next(2) == 0 {
                let compare = { "\(random.pick(numeric)) \(random.pick(comparisons)) \(random.next(8) * 10)" }
                parts.append("where " + compare() + (random.next(2) == 0 ? " " + random.pick(["and", "or"]) + " " + compare() : ""))
            }
            if random.next(4) != 0 { parts.append("sort \(random.pick(fields))" + (random.next(2) == 0 ? " desc" : "")) }
            if random.next(4) == 0 { parts.append("limit \(random.next(30))") }
            queries.append(parts.joined(separator: " "))
        }
        return queries
    }()

    @Test func listGivesWhatTheDefinitionSaysForEveryQuery() throws {
        let recipes = QueryFastPathTests.recipes
        let index = RecipeQueryIndex(recipes)
        var nonEmpty = 0
        for words in QueryFastPathTests.listQueries {
            let query = try RecipeQueryParser.parse(words.split(separator: " ").map(String.init))
            let expected = RecipeQueryIndexTests.reference(query, recipes)
            #expect(query.positions(in: index) == expected, "list \(words)")
            if !expected.isEmpty { nonEmpty += 1 }
        }
        #expect(nonEmpty > QueryFastPathTests.listQueries.count / 2)
    }

    @Test func aFoundRecipeIsShownAsTheFirstWithItsId() {
        let recipes = QueryFastPathTests.recipes
        let index = RecipeQueryIndex(recipes)
        var repeated = 0
        for position in recipes.indices {
            let first = recipes.firstIndex { $0.id == recipes[position].id } ?? -1
            #expect(index.firstWithSameId(position) == first)
            if first != position { repeated += 1 }
        }
        #expect(repeated > 20)
    }

    // MARK: search

    /// A recipe's folded text, as the search was first written to keep it.
    struct Folded {
        var title: String
        var titleWords: [String]
        var fields: [(name: String, text: String, weight: Int)]

        init(_ recipe: Recipe) {
            title = TextFolding.fold(recipe.title)
            titleWords = TextFolding.words(recipe.title)
            fields = [
                ("tags", recipe.tags.map(TextFolding.fold).joined(separator: " \u{1F} "), 30),
                ("ingredients", recipe.ingredients.map { TextFolding.fold($0.name + " " + ($0.notes ?? "")) }.joined(separator: " \u{1F} "), 20),
                ("caption", TextFolding.fold(recipe.caption ?? ""), 10),
                ("steps", recipe.steps.map { TextFolding.fold($0.text) }.joined(separator: " \u{1F} "), 5),
            ]
        }
    }

    static let folded = recipes.map(Folded.init)

    /// The search as it was first written: every word compared with each
    /// field of each recipe in turn.
    static func referenceSearch(_ text: String, _ recipes: [Recipe], _ folded: [Folded]) -> [SearchRanking.Found] {
        func contains(_ text: String, _ term: String) -> Bool {
            let ascii = text.utf8.allSatisfy { $0 < 0x80 } && term.utf8.allSatisfy { $0 < 0x80 }
            return ascii ? String.bytesContain(text, term) : text.contains(term)
        }
        let terms = TextFolding.words(text)
        guard !terms.isEmpty else { return [] }
        let phrase = TextFolding.fold(text.trimmingCharacters(in: .whitespacesAndNewlines))
        var found: [(position: Int, score: Int, fields: [String], title: String)] = []
        for (position, recipe) in recipes.enumerated() {
            let (title, titleWords) = (folded[position].title, folded[position].titleWords)
            var score = 0
            var names: [String] = []
            var all = true
            for term in terms {
                var termScore = 0
                if titleWords.contains(term) {
                    termScore = 100
                } else if titleWords.contains(where: { $0.hasPrefix(term) }) {
                    termScore = 80
                } else if contains(title, term) {
                    termScore = 60
                }
                if termScore > 0, !names.contains("title") { names.append("title") }
                for field in folded[position].fields where contains(field.text, term) {
                    termScore = max(termScore, field.weight)
                    if !names.contains(field.name) { names.append(field.name) }
                }
                if termScore == 0 {
                    all = false
                    break
                }
                score += termScore
            }
            guard all else { continue }
            if title == phrase { score += 1000 } else if title.hasPrefix(phrase) { score += 500 }
            if recipe.isArchived { score -= 1 }
            found.append((position, score, names, title))
        }
        found.sort { a, b in
            if a.score != b.score { return a.score > b.score }
            if a.title != b.title { return a.title < b.title }
            if recipes[a.position].id != recipes[b.position].id { return recipes[a.position].id < recipes[b.position].id }
            return a.position < b.position
        }
        return found.map { SearchRanking.Found(position: $0.position, score: $0.score, fields: $0.fields) }
    }

    /// Every word of the vocabulary, pieces of words, pairs and triples, and whole titles.
    static let searchQueries: [String] = {
        var random = Sequence(state: 7)
        var queries = words + ["arli", "GARLIC CHICKEN", "e", "2", "ea", "mega", "brulee", "creme brulee", "  tea  ", "don"]
        for _ in 0..<60 {
            queries.append((0..<(1 + random.next(3))).map { _ in random.pick(words) }.joined(separator: " "))
        }
        for _ in 0..<20 { queries.append(recipes[random.next(recipes.count)].title) }
        for _ in 0..<20 {
            let word = Array(random.pick(words))
            let start = random.next(word.count)
            queries.append(String(word[start..<min(word.count, start + 1 + random.next(3))]))
        }
        return queries
    }()

    @Test func searchGivesWhatTheDefinitionSaysForEveryQuery() {
        let recipes = QueryFastPathTests.recipes
        let index = SearchRanking.Index(recipes)
        var found = 0
        for query in QueryFastPathTests.searchQueries {
            let expected = QueryFastPathTests.referenceSearch(query, recipes, QueryFastPathTests.folded)
            let actual = SearchRanking.find(query, in: index)
            #expect(actual == expected, "search \(query)")
            // Each way of looking for a word, forced: through the word index, and through the text bytes.
            #expect(SearchRanking.find(query, in: index, method: .words) == expected, "search \(query) by words")
            #expect(SearchRanking.find(query, in: index, method: .bytes) == expected, "search \(query) by bytes")
            found += expected.count
            #expect(SearchRanking.search(query, in: index).map(\.recipe.id) == expected.map { recipes[$0.position].id })
        }
        #expect(found > 500)
    }

    /// The word index holds every run of letters and digits of the ASCII
    /// texts once, and each occurrence once per recipe and kind of text.
    @Test func theWordIndexHoldsEachWordOnceWithItsOccurrences() {
        let recipes = QueryFastPathTests.recipes
        let index = SearchRanking.Index(recipes)
        let words = index.words
        var seen: Set<[UInt8]> = []
        var occurrences = 0
        for word in 0..<(words.starts.count - 1) {
            let bytes = Array(words.bytes[words.starts[word]..<words.starts[word + 1] - 1])
            #expect(!bytes.isEmpty && bytes.allSatisfy(SearchRanking.isWordByte))
            #expect(seen.insert(bytes).inserted, "\(String(decoding: bytes, as: UTF8.self)) twice")
            let entries = Array(words.entries[words.postingStarts[word]..<words.postingStarts[word + 1]])
            #expect(entries == entries.sorted() && Set(entries).count == entries.count)
            for entry in entries {
                let (position, kind) = (Int(entry >> 3), Int(entry & 7))
                let text = index.texts[kind]
                #expect(text.others[position] == nil)
                let own = Array(text.bytes[text.starts[position]..<text.starts[position + 1] - 1])
                let runs = own.split { !SearchRanking.isWordByte($0) }.map(Array.init)
                #expect(runs.contains(bytes))
            }
            occurrences += entries.count
        }
        // Every run of every ASCII text is there.
        var expected = 0
        for text in index.texts {
            for position in recipes.indices where text.others[position] == nil {
                let own = Array(text.bytes[text.starts[position]..<text.starts[position + 1] - 1])
                expected += Set(own.split { !SearchRanking.isWordByte($0) }.map(Array.init)).count
            }
        }
        #expect(occurrences == expected)
        #expect(seen.contains(Array("peanut".utf8)) && seen.contains(Array("pea".utf8)))
    }

    /// The hits ordered by runs of equal scores read off the title order are
    /// the hits sorted (higher score first, then the title order), for
    /// every generated query and for hits whose scores spread wide.
    @Test func rankingByRunsIsSortingByScoreThenTitle() {
        let recipes = QueryFastPathTests.recipes
        let index = SearchRanking.Index(recipes)
        var place = [Int](repeating: 0, count: recipes.count)
        for (rank, position) in index.byTitle.enumerated() { place[Int(position)] = rank }
        func sorted(_ hits: [SearchRanking.Found]) -> [SearchRanking.Found] {
            hits.sorted { a, b in a.score != b.score ? a.score > b.score : place[a.position] < place[b.position] }
        }
        var random = Sequence(state: 7)
        var sets: [[SearchRanking.Found]] = QueryFastPathTests.searchQueries.map { query in
            SearchRanking.find(query, in: index).sorted { $0.position < $1.position }
        }
        // Scores far apart, and negative ones.
        for spread in [3, 100_000, Int.max / 4] {
            sets.append(
                recipes.indices.filter { _ in random.next(3) == 0 }.map { position in
                    SearchRanking.Found(position: position, score: random.next(spread) - spread / 2, fields: ["title"])
                })
        }
        for hits in sets {
            #expect(SearchRanking.ranked(hits, index) == sorted(hits))
            #expect(SearchRanking.ranked(hits, index, byRuns: false) == sorted(hits))
        }
        #expect(sets.filter { $0.count > 10 }.count > 20)
    }

    /// The positions of non-zero bytes, read eight at a time, are the
    /// positions of non-zero bytes; and so are those kept from a list.
    @Test func nonzeroBytesAreFoundWordByWord() {
        var random = Sequence(state: 11)
        for count in [0, 1, 7, 8, 9, 63, 64, 65, 1000] {
            for density in [0, 1, 2, 8, 256] {
                let found = (0..<count).map { _ in density == 0 ? 0 : UInt8(random.next(256) < 256 / density ? random.next(255) + 1 : 0) }
                let expected = found.indices.filter { found[$0] != 0 }
                #expect(SearchRanking.nonzero(found) == expected)
                let some = found.indices.filter { _ in random.next(2) == 0 }
                #expect(SearchRanking.kept(some, found) == some.filter { found[$0] != 0 })
            }
        }
    }

    @Test func searchFindsEveryKindOfText() {
        let index = SearchRanking.Index(QueryFastPathTests.recipes)
        var seen: Set<String> = []
        for query in QueryFastPathTests.searchQueries {
            for hit in SearchRanking.find(query, in: index) { seen.formUnion(hit.fields) }
        }
        #expect(seen == ["title", "tags", "ingredients", "caption", "steps"])
    }

    // MARK: the table

    /// The table as first written, a string per cell (ids and titles escaped, in terminal columns); with
    /// `lineWidth`, id and title narrowed to an even share (16 at least) to fit with `suffixWidth` more.
    static func referenceTable(_ positions: [Int], _ recipes: [Recipe], _ style: TextStyle, lineWidth: Int? = nil, suffixWidth: Int = 0) -> String {
        func count(_ text: String) -> Int { ColumnWidth.of(TerminalText.line(text)) }
        func pad(_ text: String, _ width: Int) -> String { ColumnWidth.padded(TerminalText.line(text), to: width) }
        var idWidth = min(40, positions.map { count(recipes[$0].id) }.max() ?? 0)
        var titleWidth = min(48, positions.map { count(recipes[$0].title) }.max() ?? 0)
        if let lineWidth {
            let nutrition =
                positions.compactMap { recipes[$0].nutrition }
                .map { n in "  \(n.calories) kcal  P \(n.protein)  C \(n.carbs)  F \(n.fats)".count }.max() ?? 0
            let room = lineWidth - 16 - nutrition - suffixWidth
            // The narrower column keeps its width if it takes no more than half.
            if idWidth + titleWidth > room, idWidth <= max(16, room / 2) {
                titleWidth = min(titleWidth, max(16, room - idWidth))
            } else if idWidth + titleWidth > room, titleWidth <= max(16, room / 2) {
                idWidth = min(idWidth, max(16, room - titleWidth))
            } else if idWidth + titleWidth > room {
                (titleWidth, idWidth) = (max(16, room - room / 2), max(16, room - max(16, room - room / 2)))
            }
        }
        return positions.map { position in
            let recipe = recipes[position]
            var row = (recipe.isFavourite ? style.favouriteMark : " ") + (recipe.isArchived ? style.archivedMark : " ") + " "
            row += style.dim(pad(recipe.id, idWidth))
            row += "  " + style.bold(pad(recipe.title, titleWidth))
            row += "  " + pad(recipe.category.rawValue.lowercased(), 9)
            if let n = recipe.nutrition { row += "  \(n.calories) kcal  P \(n.protein)  C \(n.carbs)  F \(n.fats)" }
            while row.last == " " { row.removeLast() }
            return row
        }.joined(separator: "\n")
    }

    @Test(arguments: [TextStyle.plain, TextStyle(color: true, unicode: true), TextStyle(color: false, unicode: true)])
    func theByteTableIsTheStringTable(style: TextStyle) {
        let recipes = QueryFastPathTests.recipes
        let rows = RecipeRows(recipes)
        let painting = RecipeRows.Painting(style)
        var random = Sequence(state: 99)
        var sets: [[Int]] = [Array(recipes.indices), [], [0]]
        for _ in 0..<40 { sets.append((0..<random.next(20)).map { _ in random.next(recipes.count) }) }
        // Many lines, the same recipe more than once, in no order.
        sets.append((0..<600).map { _ in random.next(recipes.count) })
        sets.append(recipes.indices.reversed())
        for positions in sets {
            #expect(rows.table(positions, style: painting) == QueryFastPathTests.referenceTable(positions, recipes, style))
            let trailer = "\n\(positions.count) shown"
            #expect(
                rows.table(positions, style: painting, trailer: Array(trailer.utf8))
                    == QueryFastPathTests.referenceTable(positions, recipes, style) + trailer)
            // Each line with a suffix of its own (as `search` shows), the
            // columns narrowed to fit a line width.
            let suffixes = positions.indices.map { Array("  (\($0))".utf8) }
            for (lineWidth, suffixWidth) in [(nil, 0), (120, 10), (80, 6), (40, 6)] as [(Int?, Int)] {
                let reference = QueryFastPathTests.referenceTable(positions, recipes, style, lineWidth: lineWidth, suffixWidth: suffixWidth)
                let withSuffixes = zip(reference.split(separator: "\n"), positions.indices).map { $0 + "  (\($1))" }
                #expect(
                    rows.lines(
                        positions, style: painting, lineWidth: lineWidth, suffixes: suffixes, suffixWidth: suffixWidth,
                        trailer: Array(trailer.utf8)) == (positions.isEmpty ? "" : withSuffixes.joined(separator: "\n")) + trailer)
            }
        }
    }
}

extension String {
    /// Whether the UTF-8 bytes of `term` occur in those of `text`.
    static func bytesContain(_ text: String, _ term: String) -> Bool {
        let (hay, needle) = (Array(text.utf8), Array(term.utf8))
        guard !needle.isEmpty, hay.count >= needle.count else { return needle.isEmpty }
        return (0...(hay.count - needle.count)).contains { start in
            (0..<needle.count).allSatisfy { hay[start + $0] == needle[$0] }
        }
    }
}

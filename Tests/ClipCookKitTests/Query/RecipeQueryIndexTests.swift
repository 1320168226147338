import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// `list` over the index made once per change gives exactly what the
/// definition says: filter, then order by the field (missing numbers last,
/// either way), ties by folded title, then by id.
@Suite struct RecipeQueryIndexTests {
    /// 300 recipes from a fixed pseudo-random sequence: repeated titles
    /// (some differing only in case and accents), repeated numbers, missing
    /// nutrition and times, tags in mixed case, a few archived or favourite.
    static let recipes: [Recipe] = {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let titles = ["Tea", "tea", "Crème brûlée", "Creme Brulee", "Apple pie", "Zucchini", "éclair", "Oats"]
        let tags = ["Quick", "quick", "Vegan", "spicy", "Éte"]
        return (0..<300).map { number in
            Recipe(
                id: "r\(next(250))", title: titles[next(titles.count)],
                prepTime: next(3) == 0 ? nil : "PT\(next(4) * 5)M", cookTime: next(2) == 0 ? nil : "PT\(next(3))H",
                servings: 1 + next(4), category: RecipeCategory.allCases[next(4)],
                nutrition: next(5) == 0 ? nil : Nutrition(calories: 100 * next(8), protein: next(40), carbs: next(60), fats: next(30)),
                isArchived: next(6) == 0, isFavourite: next(4) == 0,
                tags: (0..<next(3)).map { _ in tags[next(tags.count)] })
        }
    }()

    /// The definition, comparing recipes directly (folding titles in every comparison).
    static func reference(_ query: RecipeQuery, _ recipes: [Recipe]) -> [Int] {
        func titleOrder(_ a: Int, _ b: Int) -> Bool {
            let (x, y) = (TextFolding.fold(recipes[a].title), TextFolding.fold(recipes[b].title))
            return x == y ? recipes[a].id < recipes[b].id : x < y
        }
        var result = recipes.indices.filter { query.matches(recipes[$0]) }
        result.sort { a, b in
            switch query.sortField {
            case .title:
                let (x, y) = (TextFolding.fold(recipes[a].title), TextFolding.fold(recipes[b].title))
                return x == y ? titleOrder(a, b) : (query.descending ? x > y : x < y)
            case .category:
                let (x, y) = (recipes[a].category.rawValue, recipes[b].category.rawValue)
                return x == y ? titleOrder(a, b) : (query.descending ? x > y : x < y)
            default:
                switch (query.sortField.number(of: recipes[a]), query.sortField.number(of: recipes[b])) {
                case (nil, nil): return titleOrder(a, b)
                case (nil, _): return false
                case (_, nil): return true
                case (let x?, let y?): return x == y ? titleOrder(a, b) : (query.descending ? x > y : x < y)
                }
            }
        }
        if let limit = query.limit { result = Array(result.prefix(max(0, limit))) }
        return result
    }

    @Test(arguments: [
        "", "all", "archived", "favourites", "category dinner", "tag QUICK", "tag ete tag vegan",
        "sort title", "sort title desc", "sort category", "sort category desc limit 7",
        "sort calories", "sort calories desc", "sort cook", "sort prep desc", "sort servings",
        "where protein >= 20 and calories < 500 sort calories desc",
        "where cook > 30 or prep = 0 sort protein", "all where fats != 3 sort fats desc limit 40",
        "category dinner where protein >= 30 and calories < 700 sort calories desc",
    ])
    func theIndexGivesWhatTheDefinitionSays(words: String) throws {
        let query = try RecipeQueryParser.parse(words.split(separator: " ").map(String.init))
        let recipes = RecipeQueryIndexTests.recipes
        let index = RecipeQueryIndex(recipes)
        let expected = RecipeQueryIndexTests.reference(query, recipes)
        #expect(query.positions(in: index) == expected)
        #expect(query.positions(in: recipes) == expected)
        #expect(!expected.isEmpty || words.contains("tag ete"))
    }

    @Test func theFirstPositionOfEachIdIsKept() {
        let recipes = [
            Recipe(id: "b", title: "B", category: .lunch), Recipe(id: "a", title: "A", category: .lunch),
            Recipe(id: "b", title: "B again", category: .lunch),
        ]
        #expect(RecipeQueryIndex(recipes).firstPosition == ["b": 0, "a": 1])
    }
}

/// The byte check that lets plain command output skip the escaping pass.
@Suite struct PlainTextTests {
    @Test func textTheCheckCallsPlainIsWhatEscapingLeavesAsItIs() {
        var plainCount = 0
        for value in UInt32(0)...0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a\(Character(scalar))b\n\tc…"
            if Session.isPlainText(text) {
                plainCount += 1
                #expect(TerminalText.escaped(text, keepingNewlines: true, keepingStyle: false) == text, "U+\(value)")
                #expect(TerminalText.escaped(text, keepingNewlines: true, keepingStyle: true) == text, "U+\(value)")
            }
        }
        #expect(plainCount > 0x2F00)
        #expect(Session.isPlainText("  crème-brûlée  Crème brûlée…  dinner  420 kcal\n2 recipes"))
        #expect(!Session.isPlainText("a\u{1B}[2Jb"))
        #expect(!Session.isPlainText("a\u{202E}b"))
        #expect(!Session.isPlainText("a\u{85}b"))
        #expect(!Session.isPlainText("a\rb"))
    }

    /// Long text is checked eight bytes at a time where it is printable
    /// ASCII: a character anywhere in it, at every offset within the eight,
    /// is judged as it is alone.
    @Test func longTextIsJudgedAsEachCharacterInItIs() {
        let filler = "  Lemony Chicken Traybake  dinner  420 kcal  P 30"
        var checked = 0
        for scalar in [
            0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1B, 0x1F, 0x20, 0x7E, 0x7F, 0x80, 0x85, 0x9F, 0xA0, 0xE9,
            0x200D, 0x200E, 0x200F, 0x202A, 0x202E, 0x2066, 0x2069, 0x2026, 0x1F600,
        ] {
            guard let character = Unicode.Scalar(scalar).map(Character.init) else { continue }
            let alone = Session.isPlainText("a\(character)b")
            for offset in 0..<17 {
                let text = String(filler.prefix(offset)) + String(character) + filler
                #expect(Session.isPlainText(text) == alone, "U+\(String(scalar, radix: 16)) at \(offset)")
                #expect(Session.isPlainText(text + "\n" + text) == alone)
                checked += 1
            }
        }
        #expect(checked == 24 * 17)
        #expect(Session.isPlainText(String(repeating: filler + "\n", count: 100)))
        #expect(!Session.isPlainText(String(repeating: filler + "\n", count: 100) + "\u{1B}[2J"))
    }
}

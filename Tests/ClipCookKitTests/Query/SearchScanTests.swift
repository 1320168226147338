import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookKit

/// The first searches of a session scan the folded texts without the table
/// of words (`SearchRanking.Index(_:words: false)`) and print their lines
/// without the list index; both must find, rank and print exactly what the
/// whole indexes do.
@Suite struct SearchScanTests {
    /// Recipes with titles that are not plain ASCII: accents composed and
    /// not, CJK, emoji, a title equal to another but for case, the same id
    /// twice, archived ones.
    static let tricky: [Recipe] = {
        func recipe(_ id: String, _ title: String, tags: [String] = [], ingredient: String, step: String, archived: Bool = false) -> Recipe {
            Recipe(
                id: id, title: title, caption: "a \(title) caption", category: .dinner,
                ingredients: [Ingredient(id: "i1", name: ingredient, notes: "½ cup"), Ingredient(id: "i2", name: "salt")],
                steps: [Step(id: "s1", order: 1, text: step), Step(id: "s2", order: 2, text: "Serve at 60 °C.")],
                isArchived: archived, tags: tags)
        }
        return [
            recipe("creme", "Crème Brûlée", tags: ["Dessert", "français"], ingredient: "crème fraîche", step: "Bake the crème."),
            recipe("creme2", "Cre\u{300}me Caramel", tags: ["dessert"], ingredient: "cream", step: "Caramelise the sugar."),
            recipe("miso", "味噌汁 Miso Soup", tags: ["日本", "soup"], ingredient: "味噌 (miso paste)", step: "Dissolve the 味噌 in dashi."),
            recipe("taco", "Fish Tacos 🌮", tags: ["mexican", "🌶"], ingredient: "fish", step: "Grill the fish; add jalapeño."),
            recipe("pho", "Phở Bò", tags: ["vietnamese"], ingredient: "beef brisket", step: "Simmer the beef for 3 h."),
            recipe("chicken", "Chicken", tags: ["quick"], ingredient: "chicken thighs", step: "Roast the chicken."),
            recipe("chicken", "chicken soup", tags: ["soup"], ingredient: "chicken stock", step: "Simmer."),
            recipe("garlic", "Garlic Chicken", ingredient: "garlic", step: "Crush the garlic; brown the chicken."),
            recipe("old", "Old Garlic Stew", ingredient: "garlic", step: "Stew the chicken.", archived: true),
            recipe("naive", "Naïve Tart", tags: ["tart"], ingredient: "flour", step: "Blind-bake the case “well”."),
            recipe("strasse", "STRASSE Strudel", ingredient: "apples", step: "Roll the Straße dough thin."),
        ]
    }()

    static let queries = [
        "chicken", "garlic chicken", "creme", "crème brûlée", "CREME", "caramel", "miso", "味噌", "soup", "日本", "🌮", "taco",
        "pho", "phở", "bo", "beef", "°c", "60", "½", "jalapeno", "naive", "well", "strasse", "straße", "dessert", "Chicken",
        "chick", "hick", "s", "e", "zzz", "  garlic  ", "tart naive", "fish tacos", "salt",
    ]

    /// Every query, every limit, every choice of archived recipes.
    static func compare(_ recipes: [Recipe], _ queries: [String]) -> Int {
        let whole = SearchRanking.Index(recipes)
        var scanned = SearchRanking.Index(recipes, words: false)
        #expect(whole.hasWords && !scanned.hasWords)
        var compared = 0
        for query in queries {
            for limit in [nil, 0, 1, 2, 20] as [Int?] {
                for keep in [{ (_: Bool) in true }, { !$0 }, { $0 }] {
                    let expected = SearchRanking.best(query, in: whole, limit: limit, keeping: keep)
                    let found = SearchRanking.best(query, in: scanned, limit: limit, keeping: keep)
                    #expect(found.hits == expected.hits, "search \(query) limit \(String(describing: limit))")
                    #expect(found.total == expected.total, "search \(query)")
                    compared += expected.hits.count
                }
            }
        }
        scanned.makeWords()
        #expect(scanned.hasWords)
        for query in queries {
            #expect(SearchRanking.find(query, in: scanned) == SearchRanking.find(query, in: whole), "search \(query) after makeWords")
        }
        return compared
    }

    @Test func scanningFindsWhatTheWordsFind() {
        #expect(Self.compare(Self.tricky, Self.queries) > 100)
        #expect(Self.compare(QueryFastPathTests.recipes, QueryFastPathTests.searchQueries) > 10_000)
    }

    /// Texts where a search of the raw bytes would differ from one of the
    /// folding: case, ASCII punctuation next to letters (`@` and `[` are
    /// A-Z's neighbours, and `` ` `` and `{` a-z's), apostrophes, hyphens,
    /// digits, `°`, fractions, accents next to ASCII words, and kinds of
    /// text that mix plain ASCII pieces with others.
    static let asciiTricky: [Recipe] = {
        func recipe(_ id: String, _ title: String, tags: [String], _ ingredients: [(String, String?)], _ steps: [String], caption: String?) -> Recipe
        {
            Recipe(
                id: id, title: title, caption: caption, category: .dinner,
                ingredients: ingredients.enumerated().map { Ingredient(id: "i\($0.offset)", name: $0.element.0, notes: $0.element.1) },
                steps: steps.enumerated().map { Step(id: "s\($0.offset)", order: $0.offset + 1, text: $0.element) },
                tags: tags)
        }
        return [
            recipe(
                "bbq", "BBQ-Chicken Wings", tags: ["Grill-Ready", "BBQ"], [("CHICKEN-thighs", "skin ON"), ("O'Brien potatoes", nil)],
                ["Heat to 350F.", "Brush with X@Y[Z] glaze; don't burn."], caption: "Sticky & SWEET"),
            recipe(
                "half", "Half-and-Half Custard", tags: ["dessert"], [("half-and-half", "1½cups"), ("sugar", "100g")],
                ["Bake at 160 °C for 40min.", "COOL it"], caption: nil),
            recipe(
                "naive", "Chicken naïvechicken", tags: ["Crème", "QUICK"], [("chicken", "½ cup"), ("naïveté", nil)],
                ["Mix the CHICKEN.", "Add crèmechicken and chicken’s stock."], caption: "Crème & CHICKEN"),
            recipe(
                "plain", "chicken", tags: ["a`b", "c{d"], [("Chicken's Liver", "2-3 PIECES")], ["Fry 2x.", "Serve!"],
                caption: "CHICKEN chicken Chicken"),
        ]
    }()

    @Test func scanningTextsOfPunctuationAndCaseFindsWhatTheWordsFind() {
        let queries = [
            "chicken", "CHICKEN", "Chicken", "thighs", "chicken thighs", "s", "brien", "o'brien", "obrien", "don't", "dont", "t",
            "half", "half-and-half", "and", "350", "350f", "f", "cup", "cups", "1", "½", "1½", "100g", "g", "160", "°c", "c", "min",
            "40min", "naive", "naïve", "naivechicken", "cremechicken", "creme", "bbq", "ready", "grill ready", "x", "y", "z", "xy",
            "a", "b", "ab", "d", "cd", "pieces", "2", "3", "2x", "serve", "sweet", "sticky sweet", "liver", "stock", "cool", "wings",
        ]
        #expect(Self.compare(Self.asciiTricky, queries) > 200)
        let index = SearchRanking.Index(Self.asciiTricky, words: false)
        // The texts with a byte above ASCII that still has one once folded are kept as strings.
        #expect(index.texts[SearchRanking.Kind.steps.rawValue].others.keys.sorted() == [1, 2])
        #expect(index.texts[SearchRanking.Kind.ingredients.rawValue].others.keys.sorted() == [1, 2])
        let thighs = SearchRanking.find("THIGHS", in: index)
        #expect(thighs.map(\.position) == [0] && thighs.first?.fields == ["ingredients"])
        #expect(SearchRanking.find("xy", in: index).isEmpty)
    }

    @Test func aWorkedExample() {
        let index = SearchRanking.Index(Self.tricky, words: false)
        let hits = SearchRanking.find("creme", in: index)
        // Both titles fold to "creme ...", accents composed or not; the
        // title that starts with the query gets 500 more.
        #expect(hits.map { Self.tricky[$0.position].id } == ["creme", "creme2"])
        #expect(hits.map(\.score) == [600, 600])
        #expect(hits.first?.fields == ["title", "ingredients", "caption", "steps"])
        #expect(SearchRanking.best("garlic", in: index, limit: 1) { !$0 }.total == 1)
    }

    /// An index made without its words and then edited gets the words of
    /// every recipe, as a new index does.
    @Test func wordsAfterAnEditAreThoseOfANewIndex() {
        var recipes = Self.tricky
        var index = SearchRanking.Index(recipes, words: false)
        var edited = recipes[0]
        edited.title = "Crème Pâtissière"
        recipes[0] = edited
        index.update([.replace(position: 0, recipe: edited)], recipes: recipes)
        #expect(!index.hasWords)
        index.makeWords()
        let fresh = SearchRanking.Index(recipes)
        for query in Self.queries + ["patissiere", "pâtissière"] {
            #expect(SearchRanking.find(query, in: index) == SearchRanking.find(query, in: fresh), "search \(query)")
        }
    }

    /// A session's search, as text and JSON: the first few scan and print
    /// without the list index, the next use the words, and after `list`
    /// the lines come from the list index; every time the same.
    @Test func aSessionPrintsTheSameBeforeAndAfterTheIndexesAreMade() throws {
        let session = try SampleKitchen.session(MemoryStore(Self.tricky))
        for query in ["chicken", "creme", "soup all", "garlic archived", "e limit 3", "chicken limit 1", "miso", "zzz"] {
            let first = session.execute("search \(query)")
            #expect(first.succeeded)
            let json = first.jsonLine
            for _ in 0..<RecipeIndexes.scansBeforeWords + 1 {
                let again = session.execute("search \(query)")
                #expect(again.text == first.text, "search \(query)")
                #expect(again.jsonLine == json)
            }
        }
        let listed = try SampleKitchen.session(MemoryStore(Self.tricky))
        _ = listed.execute("list")
        let scanning = try SampleKitchen.session(MemoryStore(Self.tricky))
        for query in ["chicken", "creme", "soup all", "garlic archived", "e limit 3"] {
            #expect(listed.execute("search \(query)").text == scanning.execute("search \(query)").text, "search \(query)")
        }
        // The same id twice: a hit is shown as the first recipe with its id.
        let soup = scanning.execute("search chicken soup")
        #expect(soup.text.contains("Chicken"), "\(soup.text)")
        #expect(!soup.text.contains("chicken soup"), "\(soup.text)")
    }
}

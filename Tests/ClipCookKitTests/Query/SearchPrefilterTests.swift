import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain

/// The first searches fold only the recipes whose files may hold the words
/// (`SearchPrefilter`); they must find, rank and count exactly what a search
/// of every recipe's folded text finds. The files below put the words where
/// the file's bytes and the searched texts differ: escapes, comments, case,
/// accents composed and combining, `ß`, a soft hyphen, full-width letters,
/// ligatures, `½` and `℃`, and every searched field.
@Suite struct SearchPrefilterTests {
    static let files: [String] = [
        // An escape spells the word: only the string's value holds "chicken".
        "recipe \"Escaped Ch\\u{69}cken\"\n  category dinner\n\nsteps\n  1. \"Roast the ch\\u{49}CKEN \\\"whole\\\".\"\n",
        // The word only in comments, the source and the nutrition: never a hit, but the file holds it.
        "-- chicken, garlic\nrecipe Plain Rice  -- chicken\n  category lunch\n  source https://example.com/chicken-garlic\n\n"
            + "ingredients\n  - 200 g rice  -- chicken\n",
        "recipe CHICKEN Curry\n  category dinner\n  tags Spicy, WEEKNIGHT\n\ningredients\n  - 500 g Chicken THIGHS, cut SMALL\n",
        "recipe Crème Brûlée\n  category snack\n  tags Français\n\ncaption\n  | Une crème très FRAÎCHE.\n  |\n  | -- not a comment: garlic\n",
        "recipe Cre\u{300}me Caramel\n  category snack\n\nsteps\n  - Caramelise the sugar.\n",
        "recipe Straße Strudel\n  category snack\n\nsteps\n  1. Roll the STRASSE dough thin.\n",
        "recipe Soft\u{AD}hyphen Stew\n  category dinner\n\nsteps\n  1. Add the chick\u{AD}en.\n",
        "recipe Wide Dish\n  category dinner\n\ningredients\n  - ｃｈｉｃｋｅｎ wings\n",
        "recipe Ligature Fish\n  category dinner\n\nsteps\n  - Fry the \u{FB01}sh.\n",
        "recipe Half Measures\n  category dinner\n\ningredients\n  - 1½ cups flour, sifted\n\nsteps\n  - Bake at 180 ℃ for 1½ h.\n",
        "recipe Naïve Tart\n  category snack\n  tags tart\n\nsteps\n  - Blind-bake the case “well”.  [timer 10 min \"chicken\"]\n",
        "recipe Garlic Noodles\n  category dinner\n  tags Noodles, \"garlic, lots\"\n\ningredients\n  - 3 cloves garlic, minced\n"
            + "  - noodles, \"thin, egg\"\n\nsteps\n  1. Fry the GARLIC.\n  2. Toss the noodles.\n",
        "recipe Miso Soup 味噌汁\n  category lunch\n\ningredients\n  - 味噌 (miso paste)\n\nsteps\n  - Dissolve the 味噌 in dashi.\n",
        "recipe Old Garlic Stew\n  category dinner\n  archived\n\ncaption Stew the chicken with garlic.\n",
        "\u{FEFF}recipe Bom Beef\n  category dinner\n\nsteps\n  - Brown the beef.\n",
        "recipe Pho Bo\n  category dinner\n\ningredients\n  - beef brisket, sliced \"thin\"\n\nsteps\n  - Simmer the Beef for 3 h.\n",
    ]

    static let queries = [
        "chicken", "CHICKEN", "chick", "hicken", "garlic", "garlic chicken", "creme", "crème", "caramel", "fraiche", "strasse", "straße",
        "softhyphen", "softhyphen stew", "fish", "fi", "1", "12", "180", "c", "180 c", "naive", "well", "tart", "noodles", "lots", "egg",
        "thin", "miso", "味噌", "soup", "beef", "bom", "stew", "spicy", "weeknight", "small", "thighs", "zzz", "e", "a", "rice", "sugar",
        "whole", "example", "com", "comment", "timer", "min", "h", "wings", "escaped", "bo",
    ]

    static let recipes: [Recipe] = files.enumerated().map { number, text in
        let result = Language.parse(SourceFile(path: "r\(number).recipe", bytes: Array(text.utf8)))
        guard case .recipe(let recipe)? = result.document else {
            Issue.record("file \(number) does not parse: \(result.diagnostics.map(\.message))")
            return Recipe(id: "broken-\(number)", title: "Broken", category: .dinner)
        }
        return recipe
    }

    static var sources: [[UInt8]] { files.map { Array($0.utf8) } }

    @Test func theFilesParse() {
        #expect(Self.recipes.allSatisfy { !$0.id.hasPrefix("broken") })
    }

    /// Every query, limit and choice of archived recipes, against the whole index.
    @Test func findsWhatTheWholeIndexFinds() {
        let whole = SearchRanking.Index(Self.recipes)
        var prefilter = SearchPrefilter(Self.sources)
        var compared = 0
        for query in Self.queries {
            for limit in [nil, 0, 1, 3] as [Int?] {
                for keep in [{ (_: Bool) in true }, { !$0 }, { $0 }] {
                    let expected = SearchRanking.best(query, in: whole, limit: limit, keeping: keep)
                    guard let found = SearchRanking.best(query, in: Self.recipes, prefilter: &prefilter, most: Int.max, limit: limit, keeping: keep)
                    else {
                        // Only a word that is not plain ASCII once folded is left to the whole index.
                        #expect(TextFolding.words(query).contains { !SearchRanking.Folded.isPlainWord($0) }, "search \(query)")
                        continue
                    }
                    #expect(found.hits == expected.hits, "search \(query) limit \(String(describing: limit))")
                    #expect(found.total == expected.total, "search \(query)")
                    compared += expected.hits.count
                }
            }
        }
        #expect(compared > 300)
    }

    /// Worked examples: what is kept, what is left out and why.
    @Test func keepsEveryFileThatMayHoldTheWords() throws {
        var prefilter = SearchPrefilter(Self.sources)
        func kept(_ query: String) -> [Int] {
            prefilter.candidates(TextFolding.words(query).map(SearchRanking.Folded.init)) ?? []
        }
        // 0: an escape, 4: a combining accent, 6: a soft hyphen (a format character): unsure.
        // 1: comments and the source; 2: upper case; 7: full-width letters (the run folded);
        // 10: a timer's label; 13: a caption.
        #expect(kept("chicken") == [0, 1, 2, 4, 6, 7, 10, 13])
        // The words of "Crème" folded: in the runs around `è`.
        #expect(kept("creme") == [0, 3, 4, 6])
        // "Straße" in a title, "STRASSE" in a step.
        #expect(kept("strasse") == [0, 4, 5, 6])
        #expect(kept("roll strasse") == [0, 4, 5, 6])
        #expect(kept("zzz") == [0, 4, 6])
        // CJK folds to itself: no word of ASCII letters runs across it.
        #expect(kept("miso") == [0, 4, 6, 12])
        #expect(kept("beef") == [0, 4, 6, 14, 15])
        // A word that is not plain ASCII once folded: the prefilter cannot tell.
        #expect(prefilter.candidates(TextFolding.words("味噌").map(SearchRanking.Folded.init)) == nil)
        #expect(prefilter.unsure == [true, false, false, false, true, false, true, false, false, false, false, false, false, false, false, false])
    }

    /// The runs kept around characters whose folding has letters, and none
    /// around those whose folding has none (a curly quote, `°`, `×`).
    @Test func theRunsAroundLettersThatFold() {
        func runs(_ text: String) -> [String]? {
            var extras: [UInt8] = []
            let sure = Array(text.utf8).withUnsafeBufferPointer { SearchPrefilter.examine($0, extras: &extras) }
            return sure ? extras.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) } : nil
        }
        #expect(runs("Une crème FRAÎCHE, naïve.") == ["creme", "fraiche", "naive"])
        #expect(runs("“well” 180 °C × 2") == [])
        // `½` and `℃` have letters or digits in their folding or not, as Foundation says.
        for (text, symbol) in [("1½ cups", "½"), ("180℃", "℃")] {
            let folded = TextFolding.fold(symbol)
            let joins = folded.isEmpty || folded.utf8.contains(where: SearchRanking.isWordByte)
            #expect(runs(text) == (joins ? [TextFolding.fold(String(text.prefix { $0 != " " }))] : []), "\(text)")
        }
        #expect(runs("plain ascii") == [])
        #expect(runs("a \\u{41} escape") == nil)
        #expect(runs("cre\u{300}me") == nil)
        #expect(runs("🌮 taco 味噌") == [])
        #expect(runs("ｃｈｉｃｋｅｎ wings") == [TextFolding.fold("ｃｈｉｃｋｅｎ")])
        #expect(runs("fry the \u{FB01}sh") == [TextFolding.fold("\u{FB01}sh")])
        // A variation selector, a joiner and a soft hyphen may join their neighbours.
        #expect(runs("☕\u{FE0F} tea") == nil)
        #expect(runs("👩\u{200D}🍳 cook") == nil)
        #expect(runs("chick\u{AD}en") == nil)
        #expect(runs("\u{FEFF}bom") == [])
        let invalid: [UInt8] = Array("bad ".utf8) + [0xC3] + Array(" byte".utf8)
        var extras: [UInt8] = []
        #expect(!invalid.withUnsafeBufferPointer { SearchPrefilter.examine($0, extras: &extras) })
    }

    /// The finder that ignores the case of A-Z against a look at every place,
    /// on random texts of few letters (and at the edges of a block of sixteen).
    @Test func findingIgnoringCaseFindsWhatEveryPlaceHolds() {
        var generator = SystemRandomNumberGenerator()
        let letters = Array("abcABC1\u{11}é ".utf8)
        for _ in 0..<400 {
            let length = Int.random(in: 0...70, using: &generator)
            let text = (0..<length).map { _ in letters[Int.random(in: 0..<letters.count, using: &generator)] }
            let term = (0..<Int.random(in: 1...4, using: &generator)).map { _ in Array("abc1".utf8)[Int.random(in: 0..<4, using: &generator)] }
            let lowered = text.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
            let expected = lowered.count >= term.count && (0...(lowered.count - term.count)).contains { Array(lowered[$0..<$0 + term.count]) == term }
            let found = text.withUnsafeBufferPointer { bytes in term.withUnsafeBufferPointer { SearchPrefilter.containsIgnoringCase($0, in: bytes) } }
            #expect(found == expected, "\(term) in \(text)")
        }
    }
}

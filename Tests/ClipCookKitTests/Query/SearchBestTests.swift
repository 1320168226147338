import Foundation
import Testing
@testable import ClipCookDomain
import ClipCookCore

/// `SearchRanking.best` (issue 38): the best few hits of a search, picked
/// without ordering every hit, are the first few of the full ranking; and
/// a word looked for on the bytes of text that is not plain ASCII is found
/// exactly where comparing the characters finds it.
@Suite struct SearchBestTests {
    @Test func theBestFewAreTheFirstOfTheFullRanking() {
        let recipes = QueryFastPathTests.recipes
        let index = SearchRanking.Index(recipes)
        var compared = 0
        for query in QueryFastPathTests.searchQueries {
            let every = SearchRanking.find(query, in: index)
            for limit in [0, 1, 3, 20, 1000] {
                let (hits, total) = SearchRanking.best(query, in: index, limit: limit)
                #expect(total == every.count, "search \(query)")
                #expect(hits == Array(every.prefix(limit)), "search \(query) limit \(limit)")
                compared += hits.count
            }
            // Archived recipes kept or left out before the best are picked.
            let active = every.filter { !index.isArchived($0.position) }
            let (shown, total) = SearchRanking.best(query, in: index, limit: 5) { !$0 }
            #expect(total == active.count, "search \(query)")
            #expect(shown == Array(active.prefix(5)), "search \(query) without archived")
            let archived = every.filter { index.isArchived($0.position) }
            #expect(SearchRanking.best(query, in: index, limit: nil) { $0 }.hits == archived)
        }
        #expect(compared > 1000)
    }

    @Test func theLowestOfTheBestIsTheNthHighestScore() {
        let scores = [5, 100, 20, 20, 600, 20, 5, -1, 100]
        let sorted = scores.sorted(by: >)
        for rank in 1...scores.count {
            #expect(SearchRanking.lowestOfBest(scores, rank) == sorted[rank - 1], "rank \(rank)")
        }
        // Scores spread far apart are sorted instead of counted.
        let wide = [Int.max, Int.min, 0, 7]
        #expect(SearchRanking.lowestOfBest(wide, 1) == Int.max)
        #expect(SearchRanking.lowestOfBest(wide, 3) == 0)
        #expect(SearchRanking.lowestOfBest(wide, 4) == Int.min)
    }

    /// Texts with a degree sign, fractions, curly quotes, combining marks
    /// and letters of other scripts, each word of them and pieces of words
    /// looked for as `Folded` does, against `String.contains`.
    @Test func aWordInTextThatIsNotASCIIIsFoundAsCharactersFindIt() {
        let texts = [
            "bake at 180 °c until golden", "½ cup flour, ¼ tsp salt", "the cook’s “best” soup – really",
            "cafe\u{301} au lait", "e\u{301}clair filling", "naïve tart", "ragu\u{300}", "k\u{212A}elvin 1\u{2153}",
            "pho\u{302} bo\u{300}", "°c°c", "tomatoes\u{301}", "\u{301}tomatoes", "日本 miso 味噌", "x\u{200D}y", "°a\r\nb",
        ]
        let terms = [
            "c", "180", "cup", "flour", "s", "cook", "best", "soup", "cafe", "caf", "au", "clair", "eclair",
            "naive", "tart", "ragu", "rag", "elvin", "k", "1", "pho", "bo", "tomatoes", "miso", "x", "y", "b",
            "zzz", "e",
        ]
        var checked = 0
        for text in texts {
            let folded = SearchRanking.Folded(text)
            #expect(!folded.isASCII)
            for term in terms {
                #expect(folded.contains(SearchRanking.Folded(term)) == text.contains(term), "'\(term)' in '\(text)'")
                checked += 1
            }
        }
        #expect(checked == texts.count * terms.count)
    }
}

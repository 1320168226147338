import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The index gives what comparing the word with every name gives
/// (`Suggestion.closest`), on worked cases and on a generated collection.
@Suite struct NameSuggestionsTests {
    static let ids = [
        "beef-stew", "chicken-curry", "chicken-curry-2", "lemon-tart", "overnight-oats", "pad-thai",
        "pasta-carbonara", "pho", "ramen", "risotto", "tomato-soup", "Toast",
    ]

    /// What lint said before the index: every name compared.
    static func quadratic(_ word: String, _ names: [String]) -> String? {
        Suggestion.closest(to: word, in: names, orPrefixed: false)
    }

    @Test func workedCases() {
        let index = NameSuggestions(Self.ids)
        let cases: [(String, String?)] = [
            ("overnight-oat", "overnight-oats"),  // one letter dropped
            ("chikcen-curry", "chicken-curry"),  // two letters swapped: one edit
            ("chicken-curry-3", "chicken-curry-2"),  // nearer than chicken-curry (two edits)
            ("PASTA-CARBONARA", "pasta-carbonara"),  // case is ignored
            ("toast", "Toast"),  // and the name keeps its own case
            ("phoo", "pho"),
            ("ramne", "ramen"),
            ("risoto", "risotto"),
            ("tomato-soups", "tomato-soup"),
            ("zzz-unknown", nil),  // nothing near
            ("lemon-cake", "lemon-tart"),  // three edits: within the limit for ten letters
            ("lemon-pie", nil),  // four edits: past the limit of three
            ("x", nil),
            ("", nil),
        ]
        for (word, expected) in cases {
            #expect(index.closest(to: word) == expected, "\(word)")
            #expect(Self.quadratic(word, Self.ids) == expected, "\(word)")
        }
    }

    @Test func tiesGoToTheFirstNameInOrder() {
        // "cat" is one edit from both "bat" and "cot": the first of the list wins, as before.
        #expect(NameSuggestions(["bat", "cot"]).closest(to: "cat") == "bat")
        #expect(NameSuggestions(["cot", "bat"]).closest(to: "cat") == "cot")
        #expect(Self.quadratic("cat", ["bat", "cot"]) == "bat")
    }

    @Test func sameAnswersAsComparingEveryNameOnAGeneratedCollection() {
        // 1,500 ids of the shapes a collection has, and typos of them of every kind.
        let words = [
            "beef", "chicken", "tofu", "lentil", "pasta", "rice", "curry", "stew", "salad", "soup",
            "tart", "pie", "bake", "roast", "spicy", "green", "quick", "easy", "thai", "greek",
        ]
        var names: Set<String> = []
        var seed: UInt64 = 12_345
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        while names.count < 1_500 {
            let parts = (0..<(2 + next(3))).map { _ in words[next(words.count)] }
            names.insert(parts.joined(separator: "-") + (next(4) == 0 ? "-\(next(20))" : ""))
        }
        let sorted = names.sorted()
        let index = NameSuggestions(sorted)
        let letters: [Character] = ["x", "y", "z", "a", "e", "-"]
        var queries: [String] = []
        for _ in 0..<200 {
            var word = Array(sorted[next(sorted.count)])
            for _ in 0..<(1 + next(4)) where !word.isEmpty {
                let at = next(word.count)
                switch next(4) {
                case 0: word.remove(at: at)
                case 1: word.insert(letters[next(letters.count)], at: at)
                case 2: word[at] = "q"
                default: if at + 1 < word.count { word.swapAt(at, at + 1) }
                }
            }
            queries.append(String(word))
        }
        var suggested = 0
        for query in queries {
            let expected = Self.quadratic(query, sorted)
            #expect(index.closest(to: query) == expected, "\(query)")
            if expected != nil { suggested += 1 }
        }
        // The typos are near enough for most to have a suggestion, so the comparison means something.
        #expect(suggested > 100)
        #expect(index.closest(toEach: queries + queries).count == Set(queries).count)
    }
}

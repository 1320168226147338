import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct SuggestionTests {
    @Test func aSwapOfNeighboursIsOneEditOnlyWhenTranspositionsCount() {
        #expect(Suggestion.distance("tbps", "tbsp") == 1)
        #expect(Suggestion.distance("tbps", "tbsp", transpositions: false) == 2)
        #expect(Suggestion.distance("kitten", "sitting") == 3)
        #expect(Suggestion.distance("", "oats") == 4)
        #expect(Suggestion.distance("a", "abcdef", limit: 2) == 3)
    }

    @Test func keywordNotesFollowTheLanguageContract() {
        #expect(Suggestion.notes(for: "servigns", in: Keywords.headers + ["servings"]) == ["did you mean 'servings'"])
        #expect(Suggestion.notes(for: "FAT", in: ["calories", "protein", "carbs", "fats"]) == ["did you mean 'fats'"])
        // Levenshtein: a swap in a four-letter word is two edits, over the limit of one.
        #expect(Suggestion.notes(for: "ftas", in: ["fats"]).isEmpty)
        #expect(Suggestion.notes(for: "colour", in: ["servings", "category"]).isEmpty)
    }

    @Test func typedNamesAllowASwapAndFallBackToAPrefix() {
        #expect(Suggestion.closest(to: "ftas", in: ["fats"]) == "fats")
        #expect(Suggestion.closest(to: "overn", in: ["pancakes", "overnight-oats"]) == "overnight-oats")
        #expect(Suggestion.closest(to: "overn", in: ["pancakes", "overnight-oats"], orPrefixed: false) == nil)
        #expect(Suggestion.closest(to: "", in: ["list"]) == nil)
    }
}

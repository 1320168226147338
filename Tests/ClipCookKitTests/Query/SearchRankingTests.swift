import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct SearchRankingTests {
    @Test func titleMatchesComeBeforeIngredientAndStepMatches() {
        let hits = SearchRanking.search("chicken", in: SampleKitchen.recipes)
        // Two titles contain "chicken"; the archived soup mentions it in a step only.
        #expect(hits.map(\.recipe.id) == ["chicken-caesar-wrap", "creamy-tuscan-chicken-pasta", "old-lentil-soup"])
        #expect(hits[2].fields == ["steps"])
    }

    @Test func ignoresCaseAndDiacritics() {
        #expect(SearchRanking.search("CREME BRULEE", in: SampleKitchen.recipes).map(\.recipe.id).first == "creme-brulee")
        #expect(SearchRanking.search("brûlée", in: SampleKitchen.recipes).map(\.recipe.id) == ["creme-brulee"])
    }

    @Test func everyWordMustOccur() {
        #expect(SearchRanking.search("oats milk", in: SampleKitchen.recipes).map(\.recipe.id) == ["overnight-oats"])
        #expect(SearchRanking.search("oats chicken", in: SampleKitchen.recipes).isEmpty)
    }

    @Test func findsCaptionsAndTags() {
        let caption = SearchRanking.search("cooking", in: SampleKitchen.recipes)
        #expect(caption.map(\.recipe.id) == ["overnight-oats"])
        #expect(caption.first?.fields == ["caption"])
        #expect(SearchRanking.search("weeknight", in: SampleKitchen.recipes).first?.fields == ["tags"])
    }

    @Test func punctuationAloneFindsNothing() {
        #expect(SearchRanking.search("  -- ", in: SampleKitchen.recipes).isEmpty)
    }
}

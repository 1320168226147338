import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct CompletionTests {
    func complete(_ text: String) throws -> CompletionProposal {
        try SampleKitchen.session().completions(before: text)
    }

    @Test func commandNames() throws {
        #expect(try complete("se") == CompletionProposal(replacing: 2, candidates: ["search", "set"]))
        #expect(try complete("").candidates.count == CommandRegistry.all.count)
        #expect(try complete("list; sh") == CompletionProposal(replacing: 2, candidates: ["show", "shop"]))
    }

    @Test func recipeIdsThenTitles() throws {
        #expect(try complete("show cr") == CompletionProposal(replacing: 2, candidates: ["creamy-tuscan-chicken-pasta", "creme-brulee"]))
        // An opening quote asks for titles (accents ignored when matching).
        #expect(try complete("fav \"Crèm") == CompletionProposal(replacing: 5, candidates: ["\"Crème brûlée\""]))
        #expect(try complete("fav \"cre").candidates == ["\"Creamy Tuscan Chicken Pasta\"", "\"Crème brûlée\""])
        // Without a quote, a title with blanks is inserted quoted when no id matches.
        #expect(try complete("fav Crème b") == CompletionProposal(replacing: 1, candidates: []))
        #expect(try complete("edit chicken c").candidates == [])
    }

    @Test func keywordsAndTheirValues() throws {
        #expect(try complete("list cat").candidates == ["category"])
        #expect(try complete("list category d").candidates == ["dinner"])
        #expect(try complete("list tag ").candidates == ["chicken", "make-ahead", "pasta", "weeknight"])
        #expect(try complete("list sort pr").candidates == ["protein", "prep"])
        #expect(try complete("list where pro").candidates == ["protein"])
        #expect(try complete("list where protein ").candidates == ["<", "<=", ">", ">=", "=", "!="])
        #expect(try complete("list where protein > 3 and c").candidates == ["calories", "carbs", "cook"])
        #expect(try complete("show overnight-oats u").candidates == ["units"])
        #expect(try complete("show overnight-oats units ").candidates == ["metric", "imperial"])
        #expect(try complete("set format j").candidates == ["json"])
        #expect(try complete("help fa").candidates == ["fav"])
    }

    @Test func datesAndMealSlots() throws {
        let session = try SampleKitchen.session()
        #expect(session.values(of: .day, typed: "t", quoted: false) == ["today", "tomorrow", "tuesday", "thursday"])
        #expect(
            session.values(of: .day, typed: "2026-11-2", quoted: false) == [
                "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29",
            ])
        #expect(session.values(of: .mealSlot, typed: "mor", quoted: false) == ["morning-snack"])
    }

    @Test func filePathsAreLeftToTheFrontEnd() throws {
        #expect(try complete("run scripts/we") == CompletionProposal(replacing: 10, candidates: [], pathPrefix: "scripts/we"))
    }
}

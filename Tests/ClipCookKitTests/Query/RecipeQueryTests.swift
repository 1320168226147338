import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct RecipeQueryTests {
    func ids(_ words: String) throws -> [String] {
        let query = try RecipeQueryParser.parse(words.split(separator: " ").map(String.init))
        return query.apply(to: SampleKitchen.recipes).map(\.id)
    }

    @Test func archivedRecipesAreHiddenUnlessAskedFor() throws {
        #expect(try ids("") == ["chicken-caesar-wrap", "creamy-tuscan-chicken-pasta", "creme-brulee", "overnight-oats"])
        #expect(try ids("archived") == ["old-lentil-soup"])
        #expect(try ids("all").count == 5)
    }

    @Test func titlesSortIgnoringAccents() throws {
        // "Crème brûlée" sorts as "creme brulee": after "creamy", not after every ASCII title.
        #expect(try ids("sort title desc") == ["overnight-oats", "creme-brulee", "creamy-tuscan-chicken-pasta", "chicken-caesar-wrap"])
        #expect(try ids("sort title") == ["chicken-caesar-wrap", "creamy-tuscan-chicken-pasta", "creme-brulee", "overnight-oats"])
    }

    @Test func filtersCombine() throws {
        #expect(try ids("category dinner") == ["creamy-tuscan-chicken-pasta"])
        #expect(try ids("favourites") == ["creamy-tuscan-chicken-pasta"])
        #expect(try ids("tag chicken") == ["chicken-caesar-wrap", "creamy-tuscan-chicken-pasta"])
        #expect(try ids("tag CHICKEN tag weeknight") == ["creamy-tuscan-chicken-pasta"])
        #expect(try ids("where protein >= 30 and calories < 600") == ["chicken-caesar-wrap", "creamy-tuscan-chicken-pasta"])
        #expect(try ids("all category dinner where cook >= 30") == ["old-lentil-soup"])
    }

    @Test func sortByNumberPutsMissingValuesLast() throws {
        #expect(try ids("sort cook") == ["creamy-tuscan-chicken-pasta", "creme-brulee", "chicken-caesar-wrap", "overnight-oats"])
        #expect(try ids("sort calories desc limit 2") == ["creamy-tuscan-chicken-pasta", "chicken-caesar-wrap"])
        #expect(try ids("sort protein desc where calories < 500") == ["overnight-oats", "creme-brulee"])
    }

    @Test func badFiltersSaySomethingUseful() {
        #expect(throws: QueryError("unknown category 'diner'", suggestion: "did you mean 'dinner'?")) { try ids("category diner") }
        #expect(throws: QueryError("unknown list filter 'sortt'", suggestion: "did you mean 'sort'?")) { try ids("sortt title") }
        #expect(throws: QueryError.self) { try ids("limit -1") }
        #expect(throws: QueryError.self) { try ids("limit") }
    }
}

@Suite struct CookingTimeTests {
    @Test(arguments: [
        ("10 min", 10.0), ("1 h 30 min", 90.0), ("1½ hours", 90.0), ("45 minutes", 45.0), ("90 s", 1.5), ("20", 20.0),
        ("2 hrs", 120.0),
    ])
    func readsDurations(text: String, minutes: Double) {
        #expect(CookingTime.minutes(in: text) == minutes)
    }

    @Test func unreadableTimeIsNil() {
        #expect(CookingTime.minutes(in: "overnight") == nil)
        #expect(CookingTime.minutes(in: "") == nil)
    }
}

import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

extension SyntaxTests {
    /// `rating` and `difficulty` in the recipe header (issue 26, item 5):
    /// read, printed, in JSON, and refused when out of range.
    @Suite struct RatingSyntaxTests {
        static let text = """
            recipe Stew
              category dinner
              servings 4
              tags winter
              rating 3.5
              difficulty advanced
              favourite

            """

        @Test func ratingAndDifficultyAreReadAndPrintedBack() throws {
            let result = Language.parse(Self.text, path: "stew.recipe")
            #expect(result.diagnostics.isEmpty)
            guard case .recipe(let recipe)? = result.document else {
                Issue.record("no recipe")
                return
            }
            #expect(recipe.rating?.halves == 7)
            #expect(recipe.rating?.text == "3.5")
            #expect(recipe.difficulty == .advanced)
            #expect(Language.print(.recipe(recipe)) == Self.text)
            // Where each value was written, for edits through the source map.
            #expect(result.sourceMap.offsets("rating").map { result.tree.text($0) } == "3.5")
            #expect(result.sourceMap.offsets("difficulty").map { result.tree.text($0) } == "advanced")
        }

        @Test func aWholeRatingIsPrintedWithoutAFraction() throws {
            let result = Language.parse("recipe A\n  category snack\n  rating 4.0\n", path: "a")
            guard case .recipe(let recipe)? = result.document else {
                Issue.record("no recipe")
                return
            }
            #expect(recipe.rating?.text == "4")
            #expect(Language.print(.recipe(recipe)).contains("  rating 4\n"))
        }

        @Test(arguments: [
            ("  rating 5.5\n", "a:3:10: error: rating '5.5' out of range"),
            ("  rating 0\n", "a:3:10: error: rating '0' out of range"),
            ("  rating 3.25\n", "a:3:10: error: rating '3.25' out of range"),
            ("  rating -1\n", "a:3:10: error: rating '-1' out of range"),
            ("  rating four\n", "a:3:10: error: rating 'four' out of range"),
            ("  rating\n", "a:3:9: error: missing rating"),
            ("  difficulty expert\n", "a:3:14: error: unknown difficulty 'expert'"),
        ])
        func outOfRangeValuesAreErrorsAtTheirPosition(line: String, headline: String) {
            let result = Language.parse("recipe A\n  category snack\n" + line, path: "a")
            #expect(result.diagnostics.map(\.headline) == [headline])
        }

        @Test func jsonCarriesThemAsExtensionFieldsAndComesBackThroughText() throws {
            let json = #"{"id": "stew", "title": "Stew", "servings": 4, "category": "Dinner", "rating": 3.5, "difficulty": "professional"}"#
            try JSONRoundTripTests.throughText(
                json, Recipe.self, wrap: { .recipe($0) },
                unwrap: {
                    if case .recipe(let r) = $0 { r } else { nil }
                })
            let recipe = try JSONDecoder().decode(Recipe.self, from: Data(json.utf8))
            let written = String(decoding: try JSONRoundTripTests.canonical(recipe), as: UTF8.self)
            #expect(written.contains(#""difficulty":"professional""#))
            #expect(written.contains(#""rating":3.5"#))
            let whole = Recipe(id: "a", title: "A", category: .snack, rating: RecipeRating(halves: 8))
            #expect(String(decoding: try JSONRoundTripTests.canonical(whole), as: UTF8.self).contains(#""rating":4"#))
            // Left out when unknown.
            let plain = String(decoding: try JSONRoundTripTests.canonical(Recipe(id: "a", title: "A", category: .snack)), as: UTF8.self)
            #expect(!plain.contains("rating") && !plain.contains("difficulty"))
        }

        @Test(arguments: ["6", "0.5", "3.3", "\"4\"", "\"hard\""])
        func jsonOutOfRangeIsRefused(value: String) {
            let json = #"{"id": "a", "title": "A", "servings": 1, "category": "Snack", "rating": \#(value)}"#
            #expect(throws: (any Error).self) { try JSONDecoder().decode(Recipe.self, from: Data(json.utf8)) }
        }

        @Test func setPropertyReplacesInPlaceOrAddsWhereFmtPutsIt() throws {
            let plain = "recipe A\n  category snack\n  tags x  -- t\n  favourite\n\nsteps\n  1. Go.\n"
            let added = try #require(SourceEdit.setProperty("rating", "4.5", in: Language.parse(plain, path: "a").tree))
            #expect(
                String(decoding: added, as: UTF8.self) == "recipe A\n  category snack\n  tags x  -- t\n  rating 4.5\n  favourite\n\nsteps\n  1. Go.\n"
            )
            let rated = "recipe A\r\n    category snack\r\n    rating 2  -- meh\r\n"
            let replaced = try #require(SourceEdit.setProperty("rating", "5", in: Language.parse(rated, path: "a").tree))
            #expect(String(decoding: replaced, as: UTF8.self) == "recipe A\r\n    category snack\r\n    rating 5  -- meh\r\n")
            #expect(SourceEdit.setProperty("rating", "5", in: Language.parse("plan\n", path: "p").tree) == nil)
        }

        @Test func theCookingLogIsReadAppendedAndGivesTheLastDay() throws {
            let bytes = Array("-- kitchen\n2026-11-20  stew  servings 4\n\n2026-11-24  oats\nnot a line\n2026-11-22  stew\n2026-13-01  x\n".utf8)
            let log = CookLog(bytes: bytes)
            #expect(log.entries.count == 3)
            #expect(log.unreadLines == [5, 7])
            #expect(log.entries[0] == CookLog.Entry(day: try #require(Day("2026-11-20")), recipeId: "stew", servings: 4))
            #expect(log.lastCooked() == ["stew": try #require(Day("2026-11-22")), "oats": try #require(Day("2026-11-24"))])
            let entry = CookLog.Entry(day: try #require(Day("2026-11-25")), recipeId: "oats", servings: 2)
            #expect(CookLog.appending(entry, to: Array("2026-11-24  oats".utf8)) == Array("2026-11-24  oats\n2026-11-25  oats  servings 2\n".utf8))
            #expect(CookLog.appending(entry, to: nil) == Array("2026-11-25  oats  servings 2\n".utf8))
        }

        @Test func listSortsAndFiltersByRating() throws {
            let recipes = [
                Recipe(id: "a", title: "A", category: .snack, rating: RecipeRating(halves: 6)),
                Recipe(id: "b", title: "B", category: .snack),
                Recipe(id: "c", title: "C", category: .snack, rating: RecipeRating(halves: 9)),
                Recipe(id: "d", title: "D", category: .snack, rating: RecipeRating(halves: 8)),
            ]
            let index = RecipeQueryIndex(recipes)
            let sorted = try RecipeQueryParser.parse(["sort", "rating"]).positions(in: index).map { recipes[$0].id }
            #expect(sorted == ["c", "d", "a", "b"])
            let ascending = try RecipeQueryParser.parse(["sort", "rating", "asc"]).positions(in: index).map { recipes[$0].id }
            #expect(ascending == ["a", "d", "c", "b"])
            let good = try RecipeQueryParser.parse(["where", "rating", ">=", "4"]).positions(in: index).map { recipes[$0].id }
            #expect(good == ["c", "d"])
        }
    }
}

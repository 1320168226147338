import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The indexes `list` and `search` keep (the ready orders, the filter
/// columns, the table cells, the words of the text and where they occur)
/// follow every change: a write-back, undo, and a reload of files changed
/// by someone else.
@Suite struct QueryIndexRefreshTests {
    static let soup = """
        recipe Leek Soup
          category dinner

        ingredients
          - 2 leeks
          - 1 l vegetable stock

        steps
          1. Simmer the leeks until soft.

        nutrition per serving
          calories 300  protein 10  carbs 40  fats 8

        """
    static let toast = "recipe Toast\n  category breakfast\n\nnutrition per serving\n  calories 200  protein 6  carbs 30  fats 5\n"

    /// The ids `list` or `search` printed, in order (the count line left out).
    static func ids(_ outcome: CommandOutcome) -> [String] {
        outcome.text.split(separator: "\n").dropLast().map { line in
            String(line.dropFirst(3).prefix { $0 != " " })
        }
    }

    @Test func listAndSearchSeeWriteBacksUndoAndReloads() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("recipes/leek-soup.recipe", QueryIndexRefreshTests.soup)
        try folder.write("recipes/toast.recipe", QueryIndexRefreshTests.toast)
        let session = Session(store: WriteBackStore(root: folder.path), interaction: ScriptInteraction(), today: nil)
        #expect(QueryIndexRefreshTests.ids(session.execute("list sort calories desc")) == ["leek-soup", "toast"])
        #expect(QueryIndexRefreshTests.ids(session.execute("search leek")) == ["leek-soup"])
        #expect(session.execute("list favourites").text == "no recipes match")

        // A write-back: the flag column and the table cells are made again.
        #expect(session.execute("fav toast").succeeded)
        #expect(QueryIndexRefreshTests.ids(session.execute("list favourites")) == ["toast"])
        #expect(session.execute("list favourites").text.hasPrefix("*"))
        #expect(session.execute("undo").succeeded)
        #expect(session.execute("list favourites").text == "no recipes match")

        // A new recipe: its title's words are found, and it sorts without calories, last.
        #expect(session.execute("new Marmalade Porridge").succeeded)
        #expect(QueryIndexRefreshTests.ids(session.execute("search porridge")) == ["marmalade-porridge"])
        #expect(QueryIndexRefreshTests.ids(session.execute("list sort calories desc")) == ["leek-soup", "toast", "marmalade-porridge"])

        // Changed by someone else and reloaded: new words, new numbers.
        try folder.write(
            "recipes/toast.recipe",
            """
            recipe Toast
              category breakfast

            ingredients
              - 1 tbsp marmalade

            nutrition per serving
              calories 450  protein 6  carbs 80  fats 5

            """)
        #expect(session.execute("reload").succeeded)
        #expect(QueryIndexRefreshTests.ids(session.execute("search marmalade")) == ["marmalade-porridge", "toast"])
        #expect(QueryIndexRefreshTests.ids(session.execute("list sort calories desc")) == ["toast", "leek-soup", "marmalade-porridge"])
        #expect(QueryIndexRefreshTests.ids(session.execute("list where calories > 400")) == ["toast"])
        #expect(session.execute("search leeks soft").text.contains("leek-soup"))
    }
}

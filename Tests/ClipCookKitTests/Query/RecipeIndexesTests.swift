import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The session's indexes for `list` and `search` are updated by the edits a
/// write-back reports instead of being made again; after every kind of
/// change they answer exactly as the indexes of a session that read the
/// folder afresh.
@Suite struct RecipeIndexesTests {
    static let categories = ["breakfast", "lunch", "dinner", "snack", "dinner"]
    static let titles = [
        "Leek Soup", "Crème Brûlée", "Chicken Curry", "Garlic Chicken", "Lentil Dal", "Pancakes", "Leek Soup",
        "Apple Crumble", "Chicken Soup", "Tomato Salad", "Garlic Bread", "Porridge", "Épinards à la crème",
        "Beef Stew", "Fish Tacos", "Mushroom Risotto", "Chicken Pie", "Carrot Cake",
    ]

    /// A recipe file with the id `rNN`: some recipes without nutrition or
    /// tags, several with the same title.
    static func recipe(_ number: Int) -> String {
        let title = titles[number % titles.count]
        var text = "recipe \(title)\n  id \(id(number))\n"
        text += "  category \(categories[number % categories.count])\n"
        if number % 3 == 0 { text += "  tags quick, weeknight\n" }
        text += "\ningredients\n  - \(number % 5 + 1) cloves garlic\n  - 200 g \(number % 2 == 0 ? "chicken" : "lentils")\n"
        text += "\nsteps\n  1. Cook the \(title.lowercased()) gently for \(number % 7 + 5) minutes.\n"
        if number % 5 != 4 {
            text += "\nnutrition per serving\n  calories \(200 + number * 37 % 600)  protein \(number * 7 % 45)"
            text += "  carbs \(number * 11 % 80)  fats \(number * 3 % 30)\n"
        }
        return text
    }

    static func id(_ number: Int) -> String { "r\(number < 10 ? "0" : "")\(number)" }

    static let queries = [
        "list", "list all", "list archived", "list favourites", "list sort calories desc", "list sort title",
        "list sort title desc", "list sort category", "list category dinner where protein >= 20 sort calories desc",
        "list where calories < 500 sort protein", "list tag quick sort cook desc", "list limit 5 sort carbs",
        "search chicken", "search garlic chicken", "search soup all", "search creme", "search leek archived",
        "search lentils", "search tart",
    ]

    /// The text of every query, from `session` and from a session that reads the folder again.
    static func answers(_ session: Session, _ root: String) -> (ours: [String], fresh: [String]) {
        let fresh = Session(store: WriteBackStore(root: root), interaction: ScriptInteraction(), today: nil)
        return (queries.map { session.execute($0).text }, queries.map { fresh.execute($0).text })
    }

    @Test func everyKindOfChangeLeavesTheIndexesAsAFreshRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for number in 0..<40 {
            try folder.write("recipes/\(RecipeIndexesTests.id(number)).recipe", RecipeIndexesTests.recipe(number))
        }
        let session = Session(store: WriteBackStore(root: folder.path), interaction: ScriptInteraction(), today: nil)
        var (ours, fresh) = RecipeIndexesTests.answers(session, folder.path)
        #expect(ours == fresh)
        #expect(ours[0].hasSuffix("40 recipes"))

        let changes: [(command: String, edit: String)] = [
            ("fav r03", "replace"), ("archive r05", "replace"), ("fav r05", "replace"), ("undo", "replace"),
            ("new Crème Tart", "insert"), ("new Aardvark Chicken", "insert"), ("delete r07 --yes", "remove"),
            ("rename r02 to zz-chicken", "replace"), ("undo", "replace"), ("undo", "insert"), ("unfav r03", "replace"),
            ("restore r05", "replace"), ("delete creme-tart --yes", "remove"), ("undo", "insert"),
        ]
        for change in changes {
            let before = session.kitchen.identity
            let outcome = session.execute(change.command)
            #expect(outcome.succeeded, "\(change.command): \(outcome.text)")
            // The store patched the snapshot before: the indexes followed its edits.
            let edits = session.kitchen.recipeEdits
            #expect(edits?.base === before, "\(change.command)")
            #expect(edits?.edits.map(\.kind) == [change.edit], "\(change.command)")
            (ours, fresh) = RecipeIndexesTests.answers(session, folder.path)
            for (query, (mine, theirs)) in zip(RecipeIndexesTests.queries, zip(ours, fresh)) {
                #expect(mine == theirs, "after '\(change.command)', '\(query)'")
            }
        }
        #expect(session.execute("search tart").text.contains("creme-tart"))
        // Both deletions were undone: 40 recipes and the two new ones.
        #expect(session.execute("list").text.contains("r07"))
        #expect(session.execute("list").text.hasSuffix("42 recipes"))
    }

    /// A file changed by another program is read again before the next
    /// command, alone, and the indexes follow it as they follow a change made
    /// here; a new file too. `reload` reads the folder again and makes them anew.
    @Test func changesMadeElsewhereAreFollowedAndReloadMakesTheIndexesAgain() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for number in 0..<6 { try folder.write("recipes/r0\(number).recipe", RecipeIndexesTests.recipe(number)) }
        let session = Session(store: WriteBackStore(root: folder.path), interaction: ScriptInteraction(), today: nil)
        #expect(!session.execute("search marmalade").text.contains("r01"))

        var before = session.kitchen.identity
        try folder.write("recipes/r01.recipe", "recipe Marmalade Toast\n  id r01\n  category breakfast\n\ningredients\n  - 1 tbsp marmalade\n")
        #expect(session.execute("search marmalade").text.contains("r01"))
        #expect(session.kitchen.recipeEdits?.base === before)
        #expect(session.kitchen.recipeEdits?.edits.map(\.kind) == ["replace"])
        var (ours, fresh) = RecipeIndexesTests.answers(session, folder.path)
        #expect(ours == fresh)

        before = session.kitchen.identity
        try folder.write("recipes/r00b.recipe", "recipe Marmalade Cake\n  id r00b\n  category snack\n")
        #expect(QueryIndexRefreshTests.ids(session.execute("search marmalade")) == ["r00b", "r01"])
        #expect(session.kitchen.recipeEdits?.base === before)
        #expect(session.kitchen.recipeEdits?.edits.map(\.kind) == ["insert"])
        (ours, fresh) = RecipeIndexesTests.answers(session, folder.path)
        #expect(ours == fresh)

        #expect(session.execute("reload").succeeded)
        #expect(session.kitchen.recipeEdits == nil)
        (ours, fresh) = RecipeIndexesTests.answers(session, folder.path)
        #expect(ours == fresh)
        #expect(ours[0].hasSuffix("7 recipes"))
    }
}

/// The two indexes made side by side on two cores are the indexes made one
/// after the other.
@Suite struct SideBySideIndexTests {
    @Test func bothIndexesMadeAtOnceAnswerAsIfMadeApart() throws {
        let recipes = QueryFastPathTests.recipes
        try #require(recipes.count >= RecipeIndexes.sideBySideMinimum)
        let (query, search) = RecipeIndexes.makeBoth(recipes)
        let apartQuery = RecipeQueryIndex(recipes)
        let apartSearch = SearchRanking.Index(recipes)
        #expect(query.recipes == recipes)
        #expect(search.recipes == recipes)
        for text in QueryFastPathTests.searchQueries {
            #expect(SearchRanking.find(text, in: search) == SearchRanking.find(text, in: apartSearch), "search \(text)")
        }
        for text in QueryFastPathTests.listQueries {
            let parsed = try RecipeQueryParser.parse(text.split(separator: " ").map(String.init))
            #expect(parsed.positions(in: query) == parsed.positions(in: apartQuery), "\(text)")
        }
        let all = Array(recipes.indices)
        let plain = RecipeRows.Painting(.plain)
        #expect(query.rows.table(all, style: plain) == apartQuery.rows.table(all, style: plain))
    }
}

extension RecipeEdit {
    var kind: String {
        switch self {
        case .replace: "replace"
        case .insert: "insert"
        case .remove: "remove"
        }
    }
}

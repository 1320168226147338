import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
@testable import ClipCookWeb
import Foundation
import Testing

/// The collection page's rows kept across changes (`RowCache`): after one
/// recipe changed on disk, the page made again sends only that recipe's
/// row through the template, and the page is the one made from nothing.
@Suite struct RowCacheTests {
    @Test func aSearchPageAfterOneRecipeChangedMakesOnlyThatRowAgain() async throws {
        let kitchen = try ServeProcess.exampleCollection()
        defer { try? FileManager.default.removeItem(at: kitchen.deletingLastPathComponent()) }
        let pages = try await PageRenderer.load()
        let session = Session(store: WriteBackStore(root: kitchen.path), interaction: ScriptInteraction(assumeYes: true), today: nil)
        var context = PageContext()
        context.cache = CollectionCache(session.kitchen)
        var query = CollectionQuery()
        query.text = "chicken"
        var rows = RowCache()
        let first = try Self.html(pages.collection(query, session: session, context: context, rows: &rows))
        #expect(rows.made == 3)
        #expect(first.contains("Chicken Caesar Wrap"))
        // The same page again: every row kept.
        _ = pages.collection(query, session: session, context: context, rows: &rows)
        #expect(rows.made == 3)

        // One of the three hits gets a hostile title and becomes a favourite.
        let wrap = kitchen.appendingPathComponent("recipes/chicken-caesar-wrap.recipe")
        let text = try String(contentsOf: wrap, encoding: .utf8)
            .replacingOccurrences(of: "recipe Chicken Caesar Wrap", with: "recipe Chicken <b>Caesar</b> \"Wrap\"")
            .replacingOccurrences(of: "  servings 2\n", with: "  servings 2\n  favourite\n")
        try Data(text.utf8).write(to: wrap)
        // The stamp of a file written twice in one tick may not move: wait out the tick.
        var changed: [String] = []
        for _ in 0..<50 where changed.isEmpty {
            changed = session.followChangesOnDisk()
            if changed.isEmpty { usleep(50_000) }
        }
        #expect(!changed.isEmpty)
        context.cache = CollectionCache(session.kitchen)
        let again = try Self.html(pages.collection(query, session: session, context: context, rows: &rows))
        #expect(rows.made == 4)
        var none = RowCache()
        let fresh = try Self.html(pages.collection(query, session: session, context: context, rows: &none))
        #expect(again == fresh)
        #expect(again.contains("Chicken &lt;b&gt;Caesar&lt;/b&gt; &quot;Wrap&quot;</span> <span class=\"fav\""))
        #expect(!again.contains("Chicken Caesar Wrap"))
    }

    static func html(_ result: PageResult) throws -> String {
        guard case .html(let text) = result else { throw PageError.notHTML }
        return text
    }

    enum PageError: Error { case notHTML }
}

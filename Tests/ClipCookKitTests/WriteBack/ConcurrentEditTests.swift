import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Two REPLs on one collection, an editor saving under an open REPL, a
/// `git checkout` switching files: the session reloads what changed before
/// the next command, says so, and never overwrites a change silently.
@Suite struct ConcurrentEditTests {
    typealias Kitchen = WriteBackStoreTests.Kitchen

    @Test func anEditorSavingUnderTheREPLIsReloadedBeforeTheNextCommand() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let interaction = ScriptInteraction()
        let session = try kitchen.session(interaction)
        #expect(session.execute("list").text.contains("Tea"))
        try kitchen.write("recipes/tea.recipe", "recipe Green Tea\n  category snack\n")
        let listed = session.execute("list").text
        #expect(listed.contains("Green Tea"))
        #expect(interaction.told.contains { $0.hasPrefix("reloaded the collection: ") && $0.contains("recipes/tea.recipe changed on disk") })
        // Its own changes are not news.
        _ = session.execute("fav oats")
        let count = interaction.told.count
        _ = session.execute("list")
        #expect(interaction.told.count == count)
    }

    @Test func twoREPLsTakeTurnsWithoutLosingEitherChange() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let first = try kitchen.session()
        let second = try kitchen.session()
        #expect(first.execute("fav oats").succeeded)
        // The second has not seen that; it reloads before acting and keeps it.
        #expect(second.execute("archive oats").succeeded)
        let text = kitchen.read("recipes/oats.recipe") ?? ""
        #expect(text.contains("  favourite\n") && text.contains("  archived\n"))
        #expect(second.execute("unfav tea").succeeded)
        #expect(first.execute("show tea").text.contains("Tea"))
        #expect(!(first.execute("list favourites").text.contains("Tea")))
    }

    @Test func aCheckoutAddingAndRemovingFilesIsNoticed() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let interaction = ScriptInteraction()
        let session = try kitchen.session(interaction)
        try FileManager.default.removeItem(at: kitchen.root.appendingPathComponent("recipes/tea.recipe"))
        try kitchen.write("recipes/jam.recipe", "recipe Jam\n  category snack\n")
        let listed = session.execute("list").text
        #expect(listed.contains("Jam") && !listed.contains("Tea"))
        #expect(interaction.told.last?.contains("recipes/jam.recipe") == true)
        #expect(interaction.told.last?.contains("recipes/tea.recipe") == true)
        #expect(!session.execute("fav tea").succeeded)
    }

    /// A change after the reload and before the write is still a conflict,
    /// never overwritten (the store compares the bytes just before writing).
    @Test func aChangeAfterTheReloadIsAConflictNotAnOverwrite() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let store = WriteBackStore(root: kitchen.root.path)
        let snapshot = store.load()
        let oats = try #require(snapshot.recipes.first { $0.recipe.id == "overnight-oats" || $0.recipe.title.contains("Oats") })
        try kitchen.write("recipes/oats.recipe", SourceEditTests.oats + "-- edited elsewhere\n")
        #expect(throws: StoreError.self) {
            try store.setFlag(.favourite, to: true, in: oats, overwrite: false)
        }
        #expect(kitchen.read("recipes/oats.recipe") == SourceEditTests.oats + "-- edited elsewhere\n")
    }
}

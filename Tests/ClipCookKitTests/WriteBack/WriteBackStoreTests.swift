import Foundation
import Testing
@testable import ClipCookKit

@Suite struct WriteBackStoreTests {
    /// A collection folder with two recipes and one broken file.
    struct Kitchen {
        let root: URL
        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("clipcook-writeback-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("recipes"), withIntermediateDirectories: true)
            try write("recipes/oats.recipe", SourceEditTests.oats)
            try write("recipes/tea.recipe", "recipe Tea\n  category snack\n  favourite -- always\n")
            try write("recipes/broken.recipe", "recipe Broken\n  category brunch\n")
        }
        func write(_ relative: String, _ text: String) throws {
            try text.write(to: root.appendingPathComponent(relative), atomically: true, encoding: .utf8)
        }
        func read(_ relative: String) -> String? {
            try? String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
        }
        func session(_ interaction: any SessionInteraction = ScriptInteraction()) throws -> Session {
            Session(store: WriteBackStore(root: root.path), interaction: interaction, today: try SampleKitchen.today())
        }
        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func aBrokenFileIsReportedAndTheRestLoads() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let session = try kitchen.session()
        #expect(session.recipes.map(\.id).sorted() == ["overnight-oats", "tea"])
        #expect(session.kitchen.problems.count == 1)
        #expect(session.kitchen.problems.first?.rendered.contains("broken.recipe:2:12: error: unknown category 'brunch'") == true)
        #expect(session.summary.hasSuffix("; 1 file with errors"))
    }

    @Test func favouriteIsWrittenToTheFileAndUndoRestoresItByteForByte() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let session = try kitchen.session()
        #expect(session.execute("fav overnight").succeeded)
        #expect(kitchen.read("recipes/oats.recipe")?.contains("  servings 1   -- one jar\n  favourite\n") == true)
        #expect(session.recipes.first { $0.id == "overnight-oats" }?.isFavourite == true)
        #expect(session.execute("unfav tea").succeeded)
        #expect(kitchen.read("recipes/tea.recipe") == "recipe Tea\n  category snack\n  -- always\n")
        #expect(session.execute("undo").succeeded)
        #expect(session.execute("undo").succeeded)
        #expect(kitchen.read("recipes/oats.recipe") == SourceEditTests.oats)
        #expect(kitchen.read("recipes/tea.recipe") == "recipe Tea\n  category snack\n  favourite -- always\n")
    }

    @Test func aFileChangedOnDiskIsNeverOverwrittenSilently() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let session = try kitchen.session()
        session.reloadsChangesOnDisk = false  // the change lands after the check, just before the write
        let theirs = SourceEditTests.oats.replacingOccurrences(of: "50 g", with: "60 g")
        try kitchen.write("recipes/oats.recipe", theirs)
        let outcome = session.execute("archive overnight")
        #expect(outcome.error?.message.hasSuffix("recipes/oats.recipe changed on disk since it was read; not overwriting it") == true)
        #expect(kitchen.read("recipes/oats.recipe") == theirs)
        // After a reload the change goes through, on top of their version.
        #expect(session.execute("reload").succeeded)
        #expect(session.execute("archive overnight").succeeded)
        #expect(kitchen.read("recipes/oats.recipe")?.contains("60 g rolled oats") == true)
        #expect(kitchen.read("recipes/oats.recipe")?.contains("  archived\n") == true)
    }

    @Test func keepMineOverwritesAndKeepTheirsLeavesTheFile() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let theirs = "recipe Tea\n  category snack\n  favourite -- always\n  servings 2\n"
        let mine = ScriptedPerson(answers: [], conflictChoice: .keepMine)
        let session = try kitchen.session(mine)
        session.reloadsChangesOnDisk = false  // the change lands after the check, just before the write
        try kitchen.write("recipes/tea.recipe", theirs)
        #expect(session.execute("archive tea").succeeded)
        #expect(kitchen.read("recipes/tea.recipe") == "recipe Tea\n  category snack\n  favourite -- always\n  archived\n")
        #expect(mine.conflicts.count == 1)

        let other = ScriptedPerson(answers: [], conflictChoice: .keepTheirs)
        let second = try kitchen.session(other)
        second.reloadsChangesOnDisk = false
        try kitchen.write("recipes/tea.recipe", theirs)
        #expect(second.execute("restore tea").text == "kept the version on disk; nothing changed")
        #expect(kitchen.read("recipes/tea.recipe") == theirs)
    }

    @Test func deleteRemovesTheFileAndUndoBringsItBack() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let session = try kitchen.session()
        #expect(session.execute("delete tea").succeeded)
        #expect(kitchen.read("recipes/tea.recipe") == nil)
        #expect(!session.recipes.contains { $0.id == "tea" })
        #expect(session.execute("undo").succeeded)
        #expect(kitchen.read("recipes/tea.recipe") == "recipe Tea\n  category snack\n  favourite -- always\n")
    }

    @Test func newWritesATemplateThatParses() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let session = try kitchen.session()
        #expect(session.execute("new Crème Brûlée").text.hasPrefix("created "))
        let text = try #require(kitchen.read("recipes/creme-brulee.recipe"))
        let parsed = Language.parse(SourceFile(path: "creme-brulee.recipe", text: text))
        #expect(parsed.diagnostics.isEmpty)
        #expect(session.recipes.contains { $0.id == "creme-brulee" && $0.title == "Crème Brûlée" })
        #expect(session.execute("undo").succeeded)
        #expect(kitchen.read("recipes/creme-brulee.recipe") == nil)
    }
}

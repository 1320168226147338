import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
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
        #expect(session.execute("delete tea --yes").succeeded)
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

    @Test func aOneLineEditCanBeAppliedOnTopOfTheVersionOnDiskAndUndone() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let person = ScriptedPerson(answers: [], conflictChoice: .applyOnTop)
        let session = try kitchen.session(person)
        session.reloadsChangesOnDisk = false  // the change lands after the check, just before the write
        let theirs = SourceEditTests.oats.replacingOccurrences(of: "50 g", with: "60 g")
        try kitchen.write("recipes/oats.recipe", theirs)
        let outcome = session.execute("fav overnight")
        #expect(outcome.succeeded, "\(outcome.error?.oneLine ?? "")")
        // Their change to the amount and my favourite, both.
        let merged = try #require(kitchen.read("recipes/oats.recipe"))
        #expect(merged.contains("60 g"))
        #expect(merged.contains("  favourite\n"))
        #expect(person.rebasedOffered == [true])
        #expect(session.execute("undo").succeeded)
        #expect(kitchen.read("recipes/oats.recipe") == theirs)
    }

    @Test func theDifferenceIsAUnifiedDiffAndADeletedFileIsSaidToBeDeleted() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let person = ScriptedPerson(answers: [], conflictChoice: nil)
        let session = try kitchen.session(person)
        session.reloadsChangesOnDisk = false  // the change lands after the check, just before the write
        try kitchen.write("recipes/tea.recipe", "recipe Tea\n  category drink\n")
        _ = session.execute("unfav tea")
        let difference = try #require(person.differences.first)
        let tea = kitchen.root.appendingPathComponent("recipes/tea.recipe").path
        #expect(difference.hasPrefix("--- \(tea) (on disk)\n+++ \(tea) (mine)\n@@ -1,2 +1,3 @@"))
        try FileManager.default.removeItem(at: kitchen.root.appendingPathComponent("recipes/oats.recipe"))
        let outcome = session.execute("fav overnight")
        #expect(outcome.error?.message.hasSuffix("recipes/oats.recipe was deleted on disk; not overwriting it") == true)
        #expect(person.differences.last?.contains("was deleted on disk") == true)
        #expect(kitchen.read("recipes/oats.recipe") == nil)
    }

    @Test func retitlingInTheEditorKeepsTheIdThatPlansUse() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let person = ScriptedPerson(answers: [])
        person.editorAction = { path in
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            try? text.replacingOccurrences(of: "recipe Tea\n", with: "recipe Green Tea\n")
                .write(toFile: path, atomically: true, encoding: .utf8)
        }
        let session = try kitchen.session(person)
        let outcome = session.execute("edit tea")
        #expect(outcome.succeeded)
        #expect(outcome.text.contains("kept the id 'tea'"))
        #expect(kitchen.read("recipes/tea.recipe") == "recipe Green Tea\n  id tea\n  category snack\n  favourite -- always\n")
        #expect(session.recipes.first { $0.id == "tea" }?.title == "Green Tea")
    }

    @Test func givingUpOnABrokenEditKeepsTheTypedTextAndSaysWhere() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let state = kitchen.root.appendingPathComponent(".state").path
        let person = ScriptedPerson(answers: [false])
        person.editorAction = { path in
            try? "recipe Tea\n  category elevenses\n  -- my long note\n".write(toFile: path, atomically: true, encoding: .utf8)
        }
        let session = try kitchen.session(person)
        session.stateFolder = state
        let outcome = session.execute("edit tea")
        #expect(outcome.succeeded)
        #expect(kitchen.read("recipes/tea.recipe") == "recipe Tea\n  category snack\n  favourite -- always\n")
        guard case .string(let saved)? = outcome.data["rejected"] else {
            Issue.record("no rejected path in \(outcome.data)")
            return
        }
        #expect(saved.hasPrefix(state + "/rejected/tea-"))
        #expect(outcome.text.contains(saved))
        #expect(try String(contentsOfFile: saved, encoding: .utf8).contains("my long note"))
        #expect(person.questions == ["edit again?"])
        #expect(person.told.contains { $0.contains("n: put the previous version back and keep your text in \(state)/rejected/") })
    }
}

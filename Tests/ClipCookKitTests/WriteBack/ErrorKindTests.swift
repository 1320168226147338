import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Errors say their kind where they are thrown, and keep it on the way up:
/// a caller decides on `kind`, never on the message.
@Suite struct ErrorKindTests {
    typealias Kitchen = WriteBackStoreTests.Kitchen

    @Test func aFileThatCannotBeReadSaysWhy() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        func kind(_ path: String, limit: Int = FileBytes.defaultLimit) -> ErrorKind? {
            do throws(FileReadError) {
                _ = try FileBytes.load(atPath: path, limit: limit)
                return nil
            } catch {
                return error.kind
            }
        }
        #expect(kind(kitchen.root.path + "/recipes/none.recipe") == .notFound)
        #expect(kind(kitchen.root.path + "/recipes") == .invalidInput)
        #expect(kind(kitchen.root.path + "/recipes/oats.recipe", limit: 10) == .limit)
    }

    @Test func aCommandSaysWhatWasNotFoundAndWhatWasBadInput() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let session = try kitchen.session()
        #expect(session.execute("fav pancakes").error?.kind == .notFound)
        #expect(session.execute("fav pancakes").error?.message == "no recipe 'pancakes'")
        #expect(session.execute("lsit").error?.kind == .notFound)
        #expect(session.execute("set format yaml").error?.kind == .invalidInput)
        #expect(session.execute("new " + String(repeating: "t", count: 400)).error?.kind == .limit)
        #expect(session.execute("new Tea").error?.kind == .conflict)
    }

    /// The writer's refusal keeps its kind through the store and the session.
    @Test func aRecipeFileThatIsALinkIsTheSystemsRefusal() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let tea = kitchen.root.appendingPathComponent("recipes/tea.recipe")
        try FileManager.default.moveItem(at: tea, to: kitchen.root.appendingPathComponent("tea.txt"))
        try FileManager.default.createSymbolicLink(atPath: tea.path, withDestinationPath: "../tea.txt")
        let session = try kitchen.session()
        let error = try #require(session.execute("unfav tea").error)
        #expect(error.kind == .io)
        #expect(error.message.contains("symbolic link"))
    }

    @Test func aFileChangedSinceItWasReadIsAConflictInTheStore() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let store = WriteBackStore(root: kitchen.root.path)
        let entry = try #require(store.load().recipes.first { $0.recipe.id == "tea" })
        try kitchen.write("recipes/tea.recipe", "recipe Tea\n  category drink\n")
        do {
            _ = try store.setFlag(.archived, to: true, in: entry, overwrite: false)
            Issue.record("the change went through")
        } catch {
            #expect(error.kind == .conflict)
        }
        #expect(kitchen.read("recipes/tea.recipe") == "recipe Tea\n  category drink\n")
    }
}

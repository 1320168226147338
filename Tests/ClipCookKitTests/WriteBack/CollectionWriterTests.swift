import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookStore

/// `CollectionWriter`, the one way into a collection's files: inside the
/// folder only, over what was read only (the lock is tested through the
/// executable, in `TwoProcessWriteTests` and `OneWriterCommandTests`).
@Suite struct CollectionWriterTests {
    typealias Kitchen = WriteBackStoreTests.Kitchen

    static func refusal(_ write: () throws(AtomicWriter.WriteError) -> Void) -> AtomicWriter.WriteError? {
        do throws(AtomicWriter.WriteError) {
            try write()
            return nil
        } catch {
            return error
        }
    }

    @Test func aFileChangedSinceItWasReadIsNotOverwritten() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let writer = CollectionWriter(root: kitchen.root.path)
        let path = kitchen.root.path + "/recipes/tea.recipe"
        let read = try FileBytes.load(atPath: path)
        try kitchen.write("recipes/tea.recipe", "recipe Tea\n  category drink\n")
        let refused = Self.refusal { () throws(AtomicWriter.WriteError) in
            try writer.replace(Array("recipe Tea\n".utf8), at: path, expecting: read.fingerprint)
        }
        #expect(refused == .changedOnDisk(path))
        #expect(refused?.kind == .conflict)
        #expect(kitchen.read("recipes/tea.recipe") == "recipe Tea\n  category drink\n")
        // Over what is there now, it goes through.
        let now = try FileBytes.load(atPath: path)
        try writer.replace(Array("recipe Tea\n".utf8), at: path, expecting: now.fingerprint)
        #expect(kitchen.read("recipes/tea.recipe") == "recipe Tea\n")
    }

    @Test func nothingIsWrittenThroughALinkOutOfTheCollection() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("clipcook-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(
            atPath: kitchen.root.path + "/away", withDestinationPath: outside.path)
        let writer = CollectionWriter(root: kitchen.root.path)
        let refused = Self.refusal { () throws(AtomicWriter.WriteError) in
            try writer.create(Array("recipe Jam\n".utf8), at: kitchen.root.path + "/away/jam.recipe")
        }
        #expect(refused?.message.contains("outside the collection") == true)
        #expect(!FileManager.default.fileExists(atPath: outside.path + "/jam.recipe"))
        let removal = Self.refusal { () throws(AtomicWriter.WriteError) in try writer.remove(kitchen.root.path + "/away/x") }
        #expect(removal?.message.contains("outside the collection") == true)
    }

    @Test func aFileIsWrittenByTheWriterOfTheCollectionHoldingIt() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        #expect(
            CollectionWriter(holding: kitchen.root.path + "/recipes/tea.recipe")?.root
                == CollectionLoader.absolutePath(of: kitchen.root.path))
        let lone = FileManager.default.temporaryDirectory.appendingPathComponent("clipcook-lone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: lone, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: lone) }
        #expect(CollectionWriter(holding: lone.path + "/a.recipe") == nil)
    }
}

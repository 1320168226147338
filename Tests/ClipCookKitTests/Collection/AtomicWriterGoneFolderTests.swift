@testable import ClipCookCore
@testable import ClipCookStore
import Foundation
import Testing

/// Issue 40, item 9: a collection folder that vanished is reported as gone,
/// not as a link leading out of it.
@Suite struct AtomicWriterGoneFolderTests {
    @Test func aWriteIntoAVanishedCollectionSaysTheFolderIsGone() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("clipcook-gone-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/recipes", withIntermediateDirectories: true)
        try FileManager.default.removeItem(atPath: root)
        do {
            try AtomicWriter.write(Array("recipe Toast\n".utf8), to: root + "/recipes/toast.recipe", within: root)
            Issue.record("written into a folder that is gone")
        } catch {
            #expect(error.message.contains("the collection folder is gone"), "\(error.message)")
            #expect(!error.message.contains("symbolic link"))
        }
        #expect(!FileManager.default.fileExists(atPath: root))
    }
}

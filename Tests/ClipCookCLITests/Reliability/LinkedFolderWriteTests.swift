import Foundation
import Testing

/// New files made by commands other than `new` and `import` (issue 22,
/// item 3): a folder of the collection linked to a place outside it is
/// refused with a diagnostic, and nothing is written outside.
@Suite struct LinkedFolderWriteTests {
    /// A fresh collection (`init`) whose `plans/` is a link to an empty folder beside it.
    static func collectionWithLinkedPlans() throws -> (base: URL, root: URL, outside: URL) {
        let base = try Executable.temporaryDirectory()
        let root = base.appendingPathComponent("coll")
        let outside = base.appendingPathComponent("outside")
        let made = try Executable.run(["init", root.path])
        #expect(made.exitCode == 0, "\(made.stderr)")
        try FileManager.default.removeItem(at: root.appendingPathComponent("plans"))
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("plans"), withDestinationURL: outside)
        return (base, root, outside)
    }

    @Test func planAddThroughALinkedPlansFolderIsRefused() throws {
        let (base, root, outside) = try Self.collectionWithLinkedPlans()
        defer { try? FileManager.default.removeItem(at: base) }
        let result = try Executable.run(["-C", root.path, "-c", #"plan add 2026-11-24 lunch quick "A" 1 1 1 1"#])
        #expect(result.exitCode != 0)
        #expect(result.stderr.contains("plans/2026-W48.plan"), "\(result.stderr)")
        #expect(result.stderr.contains("outside the collection"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test func shopAddWithoutAListCreatesItInsideTheCollection() throws {
        let (base, root, outside) = try Self.collectionWithLinkedPlans()
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.removeItem(at: root.appendingPathComponent("shopping.list"))
        let result = try Executable.run(["-C", root.path, "-c", "shop add 2 eggs"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("shopping.list").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }
}

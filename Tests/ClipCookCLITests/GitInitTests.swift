import Foundation
import Testing

/// `clipcook init --git` in a new folder makes the repository and sets up
/// the merge driver in it (issue 35, item 11).
@Suite struct GitInitTests {
    @Test func initGitInANewFolderCreatesTheRepositoryAndTheDriver() throws {
        let root = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let kitchen = root.appendingPathComponent("kitchen")
        let result = try Executable.run(["init", "--git", kitchen.path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("created a git repository in \(kitchen.path)"))
        #expect(!result.stdout.contains("not in a git repository"))
        #expect(FileManager.default.fileExists(atPath: kitchen.appendingPathComponent(".git").path))
        let (status, driver) = try MergeDriverTests.git(["config", "merge.clipcook.driver"], in: kitchen)
        #expect(status == 0)
        #expect(driver.hasSuffix(" merge --path %P %O %A %B\n"), "\(driver)")
        // Again: the repository is there; nothing new is made.
        let again = try Executable.run(["init", "--git", kitchen.path])
        #expect(again.exitCode == 0)
        #expect(!again.stdout.contains("created a git repository"))
    }
}

import Foundation
import Testing

/// The atomic write takes a file's place with the file's owner, group and
/// mode, and a file without write permission is refused unless the global
/// `--force` is given.
@Suite struct ReadOnlyAndOwnerTests {
    static let recipe = "recipe Toast\n  id toast\n  category breakfast\n  servings 1\n\ningredients\n  - 2 slices bread\n"

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    @Test func aReadOnlyRecipeIsRefusedWithAMessageAndWrittenWithForce() throws {
        let root = try Executable.temporaryDirectory(holding: ["recipes/toast.recipe": Self.recipe])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.path + "/recipes/toast.recipe"
        #expect(chmod(path, 0o444) == 0)
        let refused = try Executable.run(["-C", root.path, "-c", "fav toast"])
        #expect(refused.exitCode != 0)
        #expect(refused.stderr.contains("read-only"), "\(refused.stderr)")
        #expect(refused.stderr.contains("--force"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.recipe)
        #expect(Self.mode(path) == 0o444)

        let forced = try Executable.run(["--force", "-C", root.path, "-c", "fav toast"])
        #expect(forced.exitCode == 0, "\(forced.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("favourite"))
        // Still read-only afterwards: the mode is the file's, not the writer's.
        #expect(Self.mode(path) == 0o444)
    }

    @Test func aRewriteKeepsTheOwnerGroupAndMode() throws {
        guard getuid() == 0, let nobody = getpwnam("nobody") else { return }  // only root may give a file away
        let root = try Executable.temporaryDirectory(holding: ["recipes/toast.recipe": Self.recipe])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.path + "/recipes/toast.recipe"
        let (uid, gid) = (nobody.pointee.pw_uid, nobody.pointee.pw_gid)
        #expect(chown(path, uid, gid) == 0)
        #expect(chmod(path, 0o640) == 0)
        let result = try Executable.run(["-C", root.path, "-c", "fav toast"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("favourite"))
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_uid == uid)
        #expect(info.st_gid == gid)
        #expect(info.st_mode & 0o7777 == 0o640)
    }
}

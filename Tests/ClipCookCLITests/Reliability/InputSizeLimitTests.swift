import Foundation
import Testing

/// The maximum input size (64 MB), end to end: a file over it is refused
/// from its size alone, before any of it is read.
@Suite struct InputSizeLimitTests {
    /// A sparse file of 1 GiB + 1 byte that starts like a plan (the rest is
    /// NUL bytes, which would be reported as a binary file if it were read).
    static func hugeFile(in folder: URL, named name: String) throws -> String {
        let path = folder.path + "/" + name
        #expect(FileManager.default.createFile(atPath: path, contents: Data("plan\nday 2026-11-23\n".utf8)))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 1024 * 1024 * 1024 + 1)
        try handle.close()
        return path
    }

    @Test func aFileOverTheLimitIsRefusedWithoutBeingRead() throws {
        let folder = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.hugeFile(in: folder, named: "huge.plan")
        let message = "\(path): error: file too large (1073741825 bytes or more; the limit is 64 MB)"
        // With 1 GB of address space, reading the file whole would fail.
        for arguments in [
            "convert '\(path)' --to json", "convert '\(path)' --to json -o '\(folder.path)/out.json'",
            "fmt --check '\(path)'", "fmt '\(path)'", "lint '\(path)'", "lint --fix '\(path)'",
        ] {
            let result = try InputLimitTests.shell("ulimit -v 1000000; clipcook \(arguments); echo \"exit $?\" >&2")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("binary file"), "\(arguments)")
            #expect(result.stderr.hasSuffix("exit 1\n"), "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out.json"))
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
        #expect(size == 1024 * 1024 * 1024 + 1)
    }

    @Test func aCollectionWithAFileOverTheLimitLoadsTheRest() throws {
        let folder = try Executable.temporaryDirectory(holding: [
            "recipes/toast.recipe": "recipe Toast\n  category breakfast\n"
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.hugeFile(in: folder, named: "huge.plan")
        let result = try InputLimitTests.shell(
            "ulimit -v 1000000; clipcook -C '\(folder.path)' -c 'list'; echo \"exit $?\" >&2")
        #expect(
            result.stderr.contains("huge.plan: error: file too large (1073741825 bytes or more; the limit is 64 MB)"),
            "\(result.stderr)")
        #expect(result.stdout.contains("Toast"), "\(result.stdout)")
    }
}

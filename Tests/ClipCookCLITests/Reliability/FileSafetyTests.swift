import Foundation
import Testing

/// Devices, FIFOs and symbolic links, end to end: what the writers may touch
/// and what the loader may read (grammar/README.md, "Files and links").
@Suite struct FileSafetyTests {
    static let recipe = "recipe Toast\n  category breakfast\n  servings 1\n"

    @Test func convertToDevNullLeavesTheDeviceADevice() throws {
        let folder = try Executable.temporaryDirectory(holding: ["toast.recipe": Self.recipe])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Executable.run(["convert", folder.path + "/toast.recipe", "--to", "json", "-o", "/dev/null"])
        #expect(result.exitCode == 0)
        var info = stat()
        #expect(lstat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
    }

    @Test func convertToAFIFOWritesThroughIt() throws {
        let folder = try Executable.temporaryDirectory(holding: ["toast.recipe": Self.recipe])
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.path + "/out.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        let result = try Executable.run(["convert", folder.path + "/toast.recipe", "--to", "json", "-o", fifo])
        #expect(result.exitCode == 0)
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, 4096) }
        #expect(
            count > 0 && String(decoding: buffer[0..<max(0, count)], as: UTF8.self).contains("\"title\" : \"Toast\"")
                || String(decoding: buffer[0..<max(0, count)], as: UTF8.self).contains("\"title\":\"Toast\""))
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    }

    @Test func importForceNeverWritesThroughALinkOutOfTheCollection() throws {
        let outside = try Executable.temporaryDirectory(holding: ["passwd": "root:x:0:0:root:/root:/bin/sh\n"])
        let kitchen = try Executable.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: outside)
            try? FileManager.default.removeItem(at: kitchen)
        }
        try FileManager.default.createDirectory(at: kitchen.appendingPathComponent("recipes"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: kitchen.path + "/recipes/min.recipe", withDestinationPath: outside.path + "/passwd")
        let json = #"{"id": "min", "title": "Min", "servings": 1, "category": "Snack"}"#
        let result = try Executable.run(["import", "-", "--into", kitchen.path, "--force"], stdin: json)
        // The link is reported and left alone; the recipe goes to a file of its own.
        #expect(result.stderr.contains("symbolic link"))
        #expect(try String(contentsOfFile: outside.path + "/passwd", encoding: .utf8) == "root:x:0:0:root:/root:/bin/sh\n")
        #expect(FileManager.default.fileExists(atPath: kitchen.path + "/recipes/min-2.recipe"))
    }

    @Test func theLoaderNeverReadsOrShowsALinkOutOfTheCollection() throws {
        let outside = try Executable.temporaryDirectory(holding: ["secret": "root:x:0:0:root:/root:/bin/sh\n"])
        let kitchen = try Executable.temporaryDirectory(holding: ["recipes/toast.recipe": Self.recipe])
        defer {
            try? FileManager.default.removeItem(at: outside)
            try? FileManager.default.removeItem(at: kitchen)
        }
        try FileManager.default.createSymbolicLink(
            atPath: kitchen.path + "/recipes/evil.recipe", withDestinationPath: outside.path + "/secret")
        try FileManager.default.createSymbolicLink(atPath: kitchen.path + "/plans", withDestinationPath: outside.path)
        let result = try Executable.run(["-C", kitchen.path, "-c", "list"])
        #expect(!result.stdout.contains("root:x") && !result.stderr.contains("root:x"))
        #expect(result.stdout.contains("Toast"))
        let lint = try Executable.run(["lint", kitchen.path])
        #expect(!lint.stdout.contains("root:x") && !lint.stderr.contains("root:x"))
    }

    @Test func aREPLWriteBackRefusesALinkedRecipe() throws {
        let jam = "recipe Jam\n  category snack\n  servings 1\n"
        let kitchen = try Executable.temporaryDirectory(holding: ["store/jam.txt": jam, "recipes/toast.recipe": Self.recipe])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        // A link that stays inside the collection is read, but never written through.
        try FileManager.default.createSymbolicLink(
            atPath: kitchen.path + "/recipes/jam.recipe", withDestinationPath: "../store/jam.txt")
        let result = try Executable.run(["-C", kitchen.path, "-c", "fav jam"])
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("symbolic link"))
        #expect(try String(contentsOfFile: kitchen.path + "/store/jam.txt", encoding: .utf8) == jam)
        var info = stat()
        #expect(lstat(kitchen.path + "/recipes/jam.recipe", &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK)
        let toast = try Executable.run(["-C", kitchen.path, "-c", "fav toast"])
        #expect(toast.exitCode == 0)
    }

    @Test func fmtOfAFolderDoesNotWriteThroughALinkButANamedLinkIsFormatted() throws {
        let outside = try Executable.temporaryDirectory(holding: ["toast.recipe": "recipe   Toast\n  category breakfast\n  servings 1\n"])
        let kitchen = try Executable.temporaryDirectory(holding: ["recipes/jam.recipe": "recipe Jam\n  category snack\n  servings 1\n"])
        defer {
            try? FileManager.default.removeItem(at: outside)
            try? FileManager.default.removeItem(at: kitchen)
        }
        try FileManager.default.createSymbolicLink(
            atPath: kitchen.path + "/recipes/toast.recipe", withDestinationPath: outside.path + "/toast.recipe")
        let folder = try Executable.run(["fmt", kitchen.path])
        #expect(folder.exitCode == 0)
        #expect(try String(contentsOfFile: outside.path + "/toast.recipe", encoding: .utf8).hasPrefix("recipe   Toast"))
        let named = try Executable.run(["fmt", kitchen.path + "/recipes/toast.recipe"])
        #expect(named.exitCode == 0)
        #expect(try String(contentsOfFile: outside.path + "/toast.recipe", encoding: .utf8).hasPrefix("recipe Toast\n"))
    }
}

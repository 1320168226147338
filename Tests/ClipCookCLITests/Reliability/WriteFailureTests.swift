import Foundation
import Testing

/// A full disk, a read-only file system and a permission error: each is a
/// clear error, and the file and the collection are as they were.
/// The disk tests mount a small tmpfs, so they need root (as CI's container
/// has); elsewhere they are skipped.
@Suite(.serialized) struct WriteFailureTests {
    static let toast = "recipe Toast\n  category breakfast\n  servings 1\n\nsteps\n  1. Toast the bread.\n"
    static let isRoot = geteuid() == 0

    /// A tmpfs of `size` mounted on a fresh folder holding a collection; nil when it cannot be mounted.
    static func mountCollection(size: String) throws -> URL? {
        let mountPoint = try Executable.temporaryDirectory()
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", mountPoint.path]
        mount.standardError = FileHandle.nullDevice
        try mount.run()
        mount.waitUntilExit()
        guard mount.terminationStatus == 0 else {
            try? FileManager.default.removeItem(at: mountPoint)
            return nil
        }
        try FileManager.default.createDirectory(at: mountPoint.appendingPathComponent("recipes"), withIntermediateDirectories: true)
        try Data(toast.utf8).write(to: mountPoint.appendingPathComponent("recipes/toast.recipe"))
        return mountPoint
    }

    static func unmount(_ folder: URL) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/umount")
        process.arguments = [folder.path]
        try? process.run()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }

    static func files(in folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test(.enabled(if: isRoot, "mounting a small tmpfs needs root"))
    func aFullDiskIsAClearErrorAndLosesNothing() throws {
        guard let kitchen = try Self.mountCollection(size: "64k") else { return }
        defer { Self.unmount(kitchen) }
        // Fill the disk.
        let filler = kitchen.appendingPathComponent("filler.bin")
        _ = FileManager.default.createFile(atPath: filler.path, contents: nil)
        let handle = try FileHandle(forWritingTo: filler)
        while (try? handle.write(contentsOf: Data(count: 1024))) != nil {}
        try? handle.close()
        let before = Self.files(in: kitchen)
        let result = try Executable.run(["-C", kitchen.path, "-c", "fav toast"])
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("recipes/toast.recipe: cannot write file: no space left on device"))
        #expect(try String(contentsOf: kitchen.appendingPathComponent("recipes/toast.recipe"), encoding: .utf8) == Self.toast)
        #expect(Self.files(in: kitchen) == before)
    }

    @Test(.enabled(if: isRoot, "mounting a small tmpfs needs root"))
    func aReadOnlyFileSystemIsAClearErrorAndLosesNothing() throws {
        guard let kitchen = try Self.mountCollection(size: "1m") else { return }
        defer { Self.unmount(kitchen) }
        let remount = Process()
        remount.executableURL = URL(fileURLWithPath: "/bin/mount")
        remount.arguments = ["-o", "remount,ro", kitchen.path]
        try remount.run()
        remount.waitUntilExit()
        #expect(remount.terminationStatus == 0)
        for script in ["fav toast", "new Jam"] {
            let result = try Executable.run(["-C", kitchen.path, "-c", script])
            #expect(result.exitCode == 1)
            #expect(result.stderr.contains("read-only file system"), "\(script)")
        }
        let fmt = try Executable.run(["fmt", kitchen.path + "/recipes/toast.recipe"])
        #expect(fmt.exitCode == 0)  // already canonical: nothing to write
        #expect(try String(contentsOf: kitchen.appendingPathComponent("recipes/toast.recipe"), encoding: .utf8) == Self.toast)
        #expect(Self.files(in: kitchen) == ["recipes", "recipes/toast.recipe"])
    }

    @Test(.enabled(if: isRoot, "running as another user needs root"))
    func aPermissionErrorIsAClearErrorAndLosesNothing() throws {
        let kitchen = try Executable.temporaryDirectory(holding: ["recipes/toast.recipe": Self.toast])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = [
            "--reuid=65534", "--regid=65534", "--clear-groups",
            Executable.productsDirectory.appendingPathComponent("clipcook").path,
            "-C", kitchen.path, "-c", "fav toast",
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(stderr.contains("recipes/toast.recipe: cannot write file: permission denied"))
        #expect(try String(contentsOf: kitchen.appendingPathComponent("recipes/toast.recipe"), encoding: .utf8) == Self.toast)
        #expect(Self.files(in: kitchen) == ["recipes", "recipes/toast.recipe"])
    }
}

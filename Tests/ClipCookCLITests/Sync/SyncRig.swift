import Foundation
@testable import ClipCookCore
@testable import ClipCookStore
@testable import ClipCookKit

/// A random number generator with a seed (SplitMix64), so a failing run of
/// the convergence test can be run again change for change.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A bare repository holding the examples and clones of it, each with its
/// author and the built `clipcook` as its merge driver.
struct SyncRig {
    let root: URL
    let bare: URL
    static var clipcook: String { Executable.productsDirectory.appendingPathComponent("clipcook").path }

    init() throws {
        root = try Executable.temporaryDirectory()
        bare = root.appendingPathComponent("remote.git")
        try Self.git(["init", "-q", "--bare", "-b", "main", bare.path], in: root)
        let seed = root.appendingPathComponent("seed")
        try FileManager.default.copyItem(at: Executable.examplesDirectory, to: seed)
        try Self.git(["init", "-q", "-b", "main"], in: seed)
        try Self.configure(seed, author: "seed")
        _ = try MergeDriverSetup.addAttributes(in: seed.path)
        try Self.git(["add", "-A"], in: seed)
        try Self.git(["commit", "-qm", "the examples"], in: seed)
        try Self.git(["push", "-q", bare.path, "main"], in: seed)
    }

    /// A clone of the remote named `name`, its author `name`.
    func clone(_ name: String) throws -> URL {
        let folder = root.appendingPathComponent(name)
        try Self.git(["clone", "-q", bare.path, folder.path], in: root)
        try Self.configure(folder, author: name)
        return folder
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    static func configure(_ folder: URL, author: String) throws {
        try git(["config", "user.name", author], in: folder)
        try git(["config", "user.email", "\(author)@example.com"], in: folder)
        try git(["config", "merge.clipcook.driver", MergeDriverSetup.driverCommand(executable: clipcook)], in: folder)
    }

    @discardableResult
    static func git(_ arguments: [String], in folder: URL) throws -> String {
        let output = try GitRunner(directory: folder.path).run(arguments)
        guard output.succeeded else { throw RigError("git \(arguments.joined(separator: " ")): \(output.message)") }
        return output.stdout
    }

    /// The tracked files of a clone and their bytes.
    static func trackedFiles(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in GitRunner.paths(try git(["ls-files", "-z"], in: folder)) {
            files[path] = try Data(contentsOf: folder.appendingPathComponent(path))
        }
        return files
    }
}

struct RigError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

import Foundation
import Testing

/// The bad-input catalogue: every file of `Tests/BadInputs/` (and two huge
/// ones generated here, a 10 MB line and a million lines), run through
/// `convert`, `fmt` and `lint` and opened as part of a collection. Each gives
/// a diagnostic that names it and a non-zero exit, no file changes, and the
/// rest of the collection still loads.
@Suite struct BadInputCatalogueTests {
    static let folder = Executable.packageRoot.appendingPathComponent("Tests/BadInputs")

    /// The catalogue's files, as paths relative to its folder.
    static let catalogue: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var found: [String] = []
        while let next = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path + "/" + next, isDirectory: &isFolder), !isFolder.boolValue {
                found.append(next)
            }
        }
        return found.sorted()
    }()

    @Test func theCatalogueHasAtLeastSixtyFiles() {
        #expect(Self.catalogue.count >= 60)
    }

    /// Runs convert, fmt (writing) and lint on a copy of the file, checking
    /// the exit status, that a diagnostic names the file, and that the file
    /// is unchanged.
    static func check(name: String, bytes: [UInt8]) throws {
        let work = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let path = work.appendingPathComponent(name.replacingOccurrences(of: "/", with: "-")).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        for arguments in [["convert", path, "--to", "json"], ["fmt", path], ["lint", path], ["lint", "--fix", path]] {
            let result = try Executable.run(arguments)
            #expect(result.exitCode == 1, "\(name): \(arguments[0]) exited \(result.exitCode)")
            let output = result.stdout + result.stderr
            #expect(output.contains(path + ":") && output.contains("error"), "\(name): \(arguments[0]) named no error")
            #expect(!output.contains("\u{1B}") && !output.contains("\u{0}"), "\(name): raw control characters")
            #expect(output.utf8.count < 100_000, "\(name): \(output.utf8.count) bytes of output")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes), "\(name) changed by \(arguments[0])")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: work.path)
        #expect(left == [URL(fileURLWithPath: path).lastPathComponent], "\(name): \(left)")
    }

    @Test(.timeLimit(.minutes(5)), arguments: catalogue)
    func eachFileIsRefusedWithADiagnostic(_ name: String) throws {
        let bytes = try Array(Data(contentsOf: Self.folder.appendingPathComponent(name)))
        // Shopping lists keep their required name in a folder of their own.
        try Self.check(name: name.hasSuffix("/shopping.list") ? "shopping.list" : name, bytes: bytes)
    }

    @Test(.timeLimit(.minutes(5))) func aTenMegabyteLine() throws {
        let text = "recipe " + String(repeating: "ab ", count: 3_500_000) + "\n  category lunch\n  servings 1\n"
        try Self.check(name: "ten-megabyte-line.recipe", bytes: Array(text.utf8))
    }

    static let millionLines = Array(("shopping\n" + String(repeating: "\n", count: 999_999) + "  - [?] milk\n").utf8)

    @Test(.timeLimit(.minutes(5))) func aMillionLines() throws {
        try Self.check(name: "million-lines.list", bytes: Self.millionLines)
    }

    /// The whole catalogue in one collection beside a good recipe: the good
    /// one loads and can be changed, every bad one is reported, none changes.
    @Test(.timeLimit(.minutes(5))) func aCollectionFullOfBadFilesStillLoadsTheGoodOne() throws {
        let kitchen = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        var originals: [String: Data] = [:]
        for name in Self.catalogue {
            let target = name.hasSuffix("/shopping.list") ? name : "recipes/" + name
            let url = kitchen.appendingPathComponent(target)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
            try data.write(to: url)
            originals[target] = data
        }
        try Data(Self.millionLines).write(to: kitchen.appendingPathComponent("huge/shopping.list").creatingFolder())
        originals["huge/shopping.list"] = Data(Self.millionLines)
        let good = "recipe Good Toast\n  category breakfast\n  servings 1\n"
        try Data(good.utf8).write(to: kitchen.appendingPathComponent("recipes/good.recipe"))

        let result = try Executable.run(["-C", kitchen.path, "-c", "list; fav good"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("Good Toast"))
        #expect(result.stdout.contains("added 'Good Toast' to the favourites"))
        for target in originals.keys where !target.hasSuffix(".json") {
            #expect(result.stderr.contains(kitchen.path + "/" + target), "\(target) not reported")
        }
        #expect(!result.stderr.contains("\u{1B}"))
        for (target, data) in originals {
            #expect(try Data(contentsOf: kitchen.appendingPathComponent(target)) == data, "\(target) changed")
        }
    }
}

private extension URL {
    /// Creates the folder this file goes in; returns the file's URL.
    func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}

import Foundation
import Testing

/// One canonical form: whatever `convert` and `import` write is exactly what
/// `clipcook fmt` writes, so `fmt --check` accepts it unchanged.
@Suite struct CanonicalFormTests {
    /// The example collection's files, relative to `examples/`.
    static var exampleFiles: [String] {
        let root = Executable.examplesDirectory
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var found: [String] = []
        while let next = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root.path + "/" + next, isDirectory: &isFolder), !isFolder.boolValue {
                found.append(next)
            }
        }
        return found.sorted()
    }

    func fmtCheck(_ folder: URL) throws -> Executable.Result {
        try Executable.run(["fmt", "--check", "."], currentDirectory: folder)
    }

    @Test func thereAreExamples() {
        #expect(Self.exampleFiles.count >= 10)
    }

    /// Text → JSON → text, and text → text, for every example file.
    @Test func convertWritesWhatFmtWrites() throws {
        let out = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        for name in Self.exampleFiles {
            let input = Executable.examplesDirectory.appendingPathComponent(name).path
            let json = try Executable.run(["convert", input, "--to", "json"])
            #expect(json.exitCode == 0, "\(name): \(json.stderr)")
            let back = try Executable.run(["convert", "-", "--from", "json", "--to", "clipcook"], stdin: json.stdout)
            #expect(back.exitCode == 0, "\(name): \(back.stderr)")
            let direct = try Executable.run(["convert", input, "--from", "clipcook", "--to", "clipcook"])
            #expect(direct.exitCode == 0, "\(name): \(direct.stderr)")
            // Named so that `fmt .` takes them: the example's own file name.
            for (folder, text) in [("via-json", back.stdout), ("direct", direct.stdout)] {
                let url = out.appendingPathComponent(folder).appendingPathComponent(name)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        }
        let check = try fmtCheck(out)
        #expect(check.exitCode == 0, "fmt would change: \(check.stdout) \(check.stderr)")
        #expect(check.stdout == "")
    }

    /// The examples exported as one JSON document and imported into a new collection.
    @Test func importWritesWhatFmtWrites() throws {
        let folder = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = try Executable.run(["export", "-C", Executable.examplesDirectory.path])
        #expect(export.exitCode == 0, "\(export.stderr)")
        let kitchen = folder.appendingPathComponent("kitchen")
        let imported = try Executable.run(["import", "-", "--into", kitchen.path], stdin: export.stdout)
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let recipes = try FileManager.default.contentsOfDirectory(atPath: kitchen.appendingPathComponent("recipes").path)
        #expect(recipes.count >= 10)
        let check = try fmtCheck(kitchen)
        #expect(check.exitCode == 0, "fmt would change: \(check.stdout) \(check.stderr)")
        #expect(check.stdout == "")
    }

    /// Issue 13: an item named `--` (written `- [x]--`) is quoted, not turned into a comment.
    @Test func textThatWouldReadAsACommentIsQuoted() throws {
        let result = try Executable.run(["fmt", "-"], stdin: "shopping\n- [x]--")
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout == "shopping\n  - [x] \"--\"\n")
        let named = try Executable.run(["fmt", "-"], stdin: "shopping\n- [ ]-- half price [id deal]\n")
        #expect(named.stdout == "shopping\n  - [ ] \"-- half price\"  [id deal]\n")
        let json = try Executable.run(["convert", "-", "--to", "json"], stdin: result.stdout)
        #expect(json.stdout.contains(#""name" : "--""#))
    }

    /// A file written with CRLF line endings keeps them.
    @Test func fmtKeepsCRLFLineEndings() throws {
        let messy = "recipe Toast\r\ncategory breakfast\r\nsteps\r\n1.  Toast.   [timer 2min]\r\n"
        let canonical = "recipe Toast\r\n  category breakfast\r\n\r\nsteps\r\n  1. Toast.  [timer 2 min]\r\n"
        let root = try Executable.temporaryDirectory(holding: ["toast.recipe": messy])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Executable.run(["fmt", "toast.recipe"], currentDirectory: root).exitCode == 0)
        let written = try Data(contentsOf: root.appendingPathComponent("toast.recipe"))
        #expect(String(decoding: written, as: UTF8.self) == canonical)
        #expect(try Executable.run(["fmt", "--check", "toast.recipe"], currentDirectory: root).exitCode == 0)
    }

    /// Timers as cooks write them: a range shows both ends, a decimal its exact time.
    @Test func showShowsTimerRangesAndDecimals() throws {
        let recipe =
            "recipe Gnocchi\n  category dinner\n\ningredients\n  - 500 g gnocchi\n\nsteps\n"
            + "  1. Boil the gnocchi until they float.  [timer 2-3 min]\n  2. Bake.[timer 1.5 h]\n"
        let root = try Executable.temporaryDirectory(holding: ["recipes/gnocchi.recipe": recipe])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["-C", root.path, "-c", "show gnocchi"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("1. Boil the gnocchi until they float. [2-3 min]"))
        #expect(result.stdout.contains("2. Bake. [1 h 30 min]"))
        let formatted = try Executable.run(["fmt", "-"], stdin: recipe)
        #expect(formatted.stdout.hasSuffix("  1. Boil the gnocchi until they float.  [timer 2-3 min]\n  2. Bake.  [timer 1 h 30 min]\n"))
    }
}

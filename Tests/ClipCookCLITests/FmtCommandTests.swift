import Foundation
import Testing

@Suite struct FmtCommandTests {
    static let messy =
        "recipe   Toast\ncategory  BREAKFAST\ningredients\n-  2 slices bread   -- any bread\nsteps\n1.   Toast the bread.  [timer 3 min]\n"
    static let canonical =
        "recipe Toast\n  category breakfast\n\ningredients\n  - 2 slices bread  -- any bread\n\nsteps\n  1. Toast the bread.  [timer 3 min]\n"

    @Test func standardInputToStandardOutput() throws {
        let result = try Executable.run(["fmt", "-"], stdin: Self.messy)
        #expect(result.exitCode == 0)
        #expect(result.stdout == Self.canonical)
    }

    @Test func rewritesFoldersRecursivelyByExtension() throws {
        let root = try Executable.temporaryDirectory(holding: ["recipes/toast.recipe": Self.messy, "notes.txt": "  not  clipcook  "])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["fmt", "."], currentDirectory: root)
        #expect(result.exitCode == 0)
        #expect(try String(contentsOf: root.appendingPathComponent("recipes/toast.recipe"), encoding: .utf8) == Self.canonical)
        #expect(try String(contentsOf: root.appendingPathComponent("notes.txt"), encoding: .utf8) == "  not  clipcook  ")
        #expect(try Executable.run(["fmt", "--check", "."], currentDirectory: root).exitCode == 0)
    }

    @Test func aFileNamedOnTheCommandLineIsFormattedWhateverItsName() throws {
        let root = try Executable.temporaryDirectory(holding: ["toast.txt": Self.messy, "groceries.list": Self.messy])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["fmt", "toast.txt"], currentDirectory: root)
        #expect(result.exitCode == 0)
        #expect(try String(contentsOf: root.appendingPathComponent("toast.txt"), encoding: .utf8) == Self.canonical)
        // A folder takes the collection's files only.
        #expect(try Executable.run(["fmt", "."], currentDirectory: root).exitCode == 0)
        #expect(try String(contentsOf: root.appendingPathComponent("groceries.list"), encoding: .utf8) == Self.messy)
    }

    @Test func checkListsFilesThatWouldChangeAndWritesNothing() throws {
        let root = try Executable.temporaryDirectory(holding: ["a.recipe": Self.messy, "b.recipe": Self.canonical])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["fmt", "--check", "a.recipe", "b.recipe"], currentDirectory: root)
        #expect(result.exitCode == 1)
        #expect(result.stdout == "a.recipe\n")
        #expect(try String(contentsOf: root.appendingPathComponent("a.recipe"), encoding: .utf8) == Self.messy)
    }

    @Test func checkListsManyFilesInPathOrder() throws {
        // More files than one share of the work per core, every third one messy.
        var files: [String: String] = [:]
        for k in 0..<70 { files[String(format: "recipes/r%02d.recipe", k)] = k % 3 == 0 ? Self.messy : Self.canonical }
        files["recipes/zz.recipe"] = "recipe X\n  servings many\n"
        let root = try Executable.temporaryDirectory(holding: files)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["fmt", "--check", "."], currentDirectory: root)
        #expect(result.exitCode == 1)
        #expect(result.stdout == stride(from: 0, to: 70, by: 3).map { String(format: "recipes/r%02d.recipe\n", $0) }.joined())
        #expect(result.stderr.hasPrefix("recipes/zz.recipe:"))
        // Writing formats them all, in place.
        #expect(try Executable.run(["fmt", "."], currentDirectory: root).exitCode == 1)
        #expect(try String(contentsOf: root.appendingPathComponent("recipes/r03.recipe"), encoding: .utf8) == Self.canonical)
        #expect(try Executable.run(["fmt", "--check", "recipes/r03.recipe", "recipes/r04.recipe"], currentDirectory: root).exitCode == 0)
    }

    @Test func diffPrintsAUnifiedDiff() throws {
        let root = try Executable.temporaryDirectory(holding: ["a.recipe": Self.messy])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["fmt", "--diff", "a.recipe"], currentDirectory: root)
        #expect(result.exitCode == 1)
        #expect(result.stdout.hasPrefix("--- a.recipe\n+++ a.recipe\n@@ -1,6 +1,8 @@\n-recipe   Toast\n"))
        #expect(result.stdout.contains("\n+  category breakfast\n"))
    }

    @Test func filesWithErrorsAreReportedAndLeftAlone() throws {
        let result = try Executable.run(["fmt", "-", "--stdin-filename", "bad.recipe"], stdin: "recipe X\n  category dinner\n  servings many\n")
        #expect(result.exitCode == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("bad.recipe:3:"))
        #expect(result.stderr.contains(": error: "))
    }

    @Test func aMissingPathIsAUsageError() throws {
        let result = try Executable.run(["fmt", "/no/such/place.recipe"])
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("no such file or folder"))
    }
}

import Foundation
import Testing

/// A collection travels whole: `export --to json` holds every document kind
/// (the pantry, the aisles and each foods file as extension fields, and the
/// files of recipes not named after their ids), and `import` of that export
/// into an empty folder gives back every file: `diff -r` against the
/// examples' documents finds no difference. (A JSON export carries
/// documents, not comments or spellings: each example file is compared in
/// its canonical text, `clipcook convert FILE --to clipcook`.)
@Suite struct ExportImportRoundTripTests {
    @Test func exportThenImportGivesBackEveryFileOfTheExamples() throws {
        let work = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let examples = Executable.examplesDirectory
        let json = work.appendingPathComponent("export.json").path
        let export = try Executable.run(["export", "--to", "json", "-C", examples.path, "-o", json])
        #expect(export.exitCode == 0, "\(export.stderr)")
        let text = try String(contentsOfFile: json, encoding: .utf8)
        for key in ["\"pantryItems\"", "\"aisles\"", "\"foodFiles\"", "\"recipeFiles\"", "Granola, homemade"] {
            #expect(text.contains(key), "the export lacks \(key)")
        }

        let imported = work.appendingPathComponent("imported")
        try FileManager.default.createDirectory(at: imported, withIntermediateDirectories: true)
        let result = try Executable.run(["import", json, "--into", imported.path])
        #expect(result.exitCode == 0, "\(result.stderr)")

        // Each example file as its canonical text, at the same path.
        let expected = work.appendingPathComponent("expected")
        let walk = FileManager.default.enumerator(at: examples, includingPropertiesForKeys: [.isRegularFileKey])
        var count = 0
        while let url = walk?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(examples.standardizedFileURL.path.count + 1))
            let target = expected.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            let converted = try Executable.run(["convert", url.path, "--to", "clipcook", "-o", target.path])
            #expect(converted.exitCode == 0, "\(relative): \(converted.stderr)")
            count += 1
        }
        #expect(count >= 20)
        let (status, difference) = try Executable.runProgram("/usr/bin/diff", ["-r", expected.path, imported.path])
        #expect(status == 0, "export -> import lost or changed:\n\(difference)")
    }
}

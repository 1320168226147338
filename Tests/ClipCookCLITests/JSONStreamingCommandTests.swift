import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation
import Testing

/// `convert --to json` and `export` write their JSON in chunks as it is made
/// (`JSONDocumentEncoder.write`): to standard output, to a file (atomically)
/// and to a device, the bytes are those of the document encoded whole.
@Suite struct JSONStreamingCommandTests {
    /// A plan of `days` days, six meals each, in every form a meal is written.
    static func plan(days: Int) -> String {
        let meals = ["breakfast", "morning snack", "lunch", "afternoon snack", "dinner", "evening snack"]
        let forms = [
            "toast", "toast x2", "toast x 0.5  -- leftovers", #"quick "Apple" calories 95  protein 0  carbs 25  fats 0"#,
            "quick Café crème, ½ cup calories 60  protein 3  carbs 5  fats 3", #"toast  [note "double, \"big\""] [eaten]"#,
            "toast  [id slot-N] [created 2026-11-20T18:00:00Z]", "none",
        ]
        var text = "-- generated\nplan\n"
        var n = 0
        for k in 0..<days {
            text += "day \(2000 + k / 336)-\(String(format: "%02d", 1 + k / 28 % 12))-\(String(format: "%02d", 1 + k % 28))\n"
            for meal in meals {
                text += "  \(meal): \(forms[n % forms.count].replacingOccurrences(of: "slot-N", with: "slot-\(n)"))\n"
                n += 1
            }
        }
        return text
    }

    @Test func aLongPlanConvertsToTheSameJSONEverywhere() throws {
        let text = Self.plan(days: 900)  // 5,400 meals: several rounds of slices
        let folder = try Executable.temporaryDirectory(holding: ["plans/long.plan": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.path + "/plans/long.plan"
        let parsed = Language.parse(SourceFile(path: input, text: text))
        #expect(!parsed.diagnostics.hasErrors)
        let document = try #require(parsed.document)
        let expected = try JSONDocumentEncoder.encode(.document(document))
        #expect(expected.contains(#""notes" : "double, \"big\"""#))

        let toStandardOutput = try Executable.run(["convert", input, "--to", "json"])
        #expect(toStandardOutput.exitCode == 0, "\(toStandardOutput.stderr)")
        #expect(toStandardOutput.stdout == expected)
        let dash = try Executable.run(["convert", input, "--to", "json", "-o", "-"])
        #expect(dash.stdout == expected)

        let output = folder.path + "/out/long.json"
        let toFile = try Executable.run(["convert", input, "--to", "json", "-o", output])
        #expect(toFile.exitCode == 0, "\(toFile.stderr)")
        #expect(toFile.stdout == "" && toFile.stderr == "")
        #expect(FileManager.default.contents(atPath: output).map { String(decoding: $0, as: UTF8.self) } == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out") == ["long.json"])

        let toDevice = try Executable.run(["convert", input, "--to", "json", "-o", "/dev/null"])
        #expect(toDevice.exitCode == 0, "\(toDevice.stderr)")
        var info = stat()
        #expect(lstat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)

        // And the JSON reads back as the same plan.
        let back = try Executable.run(["convert", output, "--to", "clipcook"])
        #expect(back.exitCode == 0, "\(back.stderr)")
        #expect(back.stdout == Language.print(document))
    }

    @Test func theExamplesExportToTheSameJSONEverywhere() throws {
        let kitchen = CollectionLoader.load(root: Executable.examplesDirectory.path)
        #expect(!kitchen.hasErrors)
        let expected = try JSONDocumentEncoder.encode(kitchen.export())
        let toStandardOutput = try Executable.run(["export", "-C", Executable.examplesDirectory.path])
        #expect(toStandardOutput.exitCode == 0, "\(toStandardOutput.stderr)")
        #expect(toStandardOutput.stdout == expected)

        let folder = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.path + "/export.json"
        try Data("old export\n".utf8).write(to: URL(fileURLWithPath: output))
        let toFile = try Executable.run(["export", "-C", Executable.examplesDirectory.path, "-o", output])
        #expect(toFile.exitCode == 0, "\(toFile.stderr)")
        #expect(FileManager.default.contents(atPath: output).map { String(decoding: $0, as: UTF8.self) } == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["export.json"])
    }

    @Test func anOutputThatCannotBeWrittenIsAnErrorAndNothingIsLeft() throws {
        let folder = try Executable.temporaryDirectory(holding: ["plans/short.plan": Self.plan(days: 3), "taken/x": "x"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let intoAFolder = try Executable.run(["convert", folder.path + "/plans/short.plan", "--to", "json", "-o", folder.path + "/taken"])
        #expect(intoAFolder.exitCode == 1)
        #expect(intoAFolder.stdout == "")
        #expect(intoAFolder.stderr == "\(folder.path)/taken: error: cannot write file: it is a folder\n")
        let export = try Executable.run(["export", "-C", Executable.examplesDirectory.path, "-o", folder.path + "/taken"])
        #expect(export.exitCode == 1)
        #expect(export.stderr == "\(folder.path)/taken: error: cannot write file: it is a folder\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/taken") == ["x"])
    }
}

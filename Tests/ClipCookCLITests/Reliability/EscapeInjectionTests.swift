import Foundation
import Testing

/// Escape sequences in files and imports are printed visibly (`^[`), never
/// sent raw to the terminal.
@Suite struct EscapeInjectionTests {
    static let setTitle = "\u{1B}]0;pwned\u{07}"

    @Test func diagnosticsDoNotEchoEscapeSequences() throws {
        let kitchen = try Executable.temporaryDirectory(holding: [
            "recipes/bad.recipe": "recipe Bad\n  category \(Self.setTitle)\n  servings 1\n"
        ])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        for arguments in [
            ["lint", kitchen.path], ["fmt", "--check", kitchen.path],
            ["convert", kitchen.path + "/recipes/bad.recipe", "--to", "json"],
            ["-C", kitchen.path, "-c", "stats"],
        ] {
            let result = try Executable.run(arguments)
            #expect(result.exitCode != 0 || arguments[0] == "-C")
            #expect(!(result.stdout + result.stderr).contains("\u{1B}"), "\(arguments)")
            #expect(!(result.stdout + result.stderr).contains("\u{07}"), "\(arguments)")
        }
        let lint = try Executable.run(["lint", kitchen.path])
        #expect((lint.stdout + lint.stderr).contains("^[]0;pwned^G"))
    }

    @Test func listAndShowEscapeImportedTitlesAndText() throws {
        let kitchen = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let json =
            #"{"id": "evil", "title": "Evil\u001b]0;pwned\u0007 Pie", "servings": 1, "category": "Dinner", "#
            + #""steps": [{"id": "s1", "order": 1, "text": "Clear \u001b[2J the screen."}]}"#
        let imported = try Executable.run(["import", "-", "--into", kitchen.path], stdin: json)
        #expect(imported.exitCode == 0)
        let result = try Executable.run(["-C", kitchen.path, "-c", "list; show evil; show nothing\u{1B}[2J"])
        #expect(!(result.stdout + result.stderr).contains("\u{1B}"))
        #expect(result.stdout.contains("Evil^[]0;pwned^G Pie"))
        #expect(result.stdout.contains("Clear ^[[2J the screen."))
        #expect(result.stderr.contains("no recipe 'nothing^[[2J'"))
    }
}

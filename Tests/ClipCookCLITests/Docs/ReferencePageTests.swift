import Foundation
import Testing

/// docs/reference/ is generated from the code (scripts/generate-reference):
/// the checked-in pages must be exactly what the built executable writes, so a
/// new command, rule or option cannot land without its reference.
@Suite struct ReferencePageTests {
    static let pages = ["commands.md", "lint-rules.md", "cli.md", "clipcook.1"]

    @Test func theCheckedInReferenceIsWhatTheCodeGenerates() throws {
        let folder = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Executable.run(["reference", folder.path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        for page in Self.pages {
            let generated = try String(contentsOf: folder.appendingPathComponent(page), encoding: .utf8)
            let checkedIn =
                (try? String(
                    contentsOf: Executable.packageRoot.appendingPathComponent("docs/reference/\(page)"), encoding: .utf8)) ?? ""
            #expect(generated == checkedIn, "docs/reference/\(page) is out of date: run scripts/generate-reference")
        }
    }

    @Test func theReferenceNamesEveryReplCommandAndLintRule() throws {
        let folder = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Executable.run(["reference", folder.path])
        let commands = try String(contentsOf: folder.appendingPathComponent("commands.md"), encoding: .utf8)
        for name in ["list", "search", "plan", "shop", "cook", "macros", "goals", "undo"] {
            #expect(commands.contains("\n## \(name)\n"), "no section for \(name)")
        }
        let help = try Executable.run(["-C", Executable.examplesDirectory.path, "-c", "help plan"])
        let firstLine = help.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix("usage: "))
        #expect(commands.contains(String(firstLine.dropFirst("usage: ".count))), "the plan synopsis differs from help")
        let rules = try String(contentsOf: folder.appendingPathComponent("lint-rules.md"), encoding: .utf8)
        let listed = try Executable.run(["lint", "--rules"])
        #expect(listed.exitCode == 0)
        for id in ["calories-match-macros", "plan-recipe-missing", "unknown-unit", "unused-suppression"] {
            #expect(listed.stdout.contains(id) && rules.contains("| `\(id)` |"), "\(id) missing")
        }
        let cli = try String(contentsOf: folder.appendingPathComponent("cli.md"), encoding: .utf8)
        for sub in ["init", "fmt", "lint", "convert", "import", "export", "merge", "lsp"] {
            #expect(cli.contains("\n## clipcook \(sub)\n"), "no section for clipcook \(sub)")
        }
        #expect(!cli.contains("## clipcook reference"), "the hidden generator is not a user command")
    }
}

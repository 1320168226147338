import Foundation
import Testing

/// `shop` end to end: the built `clipcook` on a copy of the example collection.
@Suite struct ShopScriptTests {
    static let readmeCommands = "shop clear; shop add plan 2026-11-23..2026-11-23; shop"

    /// A copy of `examples/` in a temporary folder, removed by the caller.
    func exampleCopy() throws -> URL {
        let root = try Executable.temporaryDirectory()
        let copy = root.appendingPathComponent("kitchen")
        try FileManager.default.copyItem(at: Executable.examplesDirectory, to: copy)
        return copy
    }

    func read(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

    @Test func theGuideScreenIsWhatTheExampleWeekPrints() throws {
        let kitchen = try exampleCopy()
        defer { try? FileManager.default.removeItem(at: kitchen.deletingLastPathComponent()) }
        let result = try Executable.run(["-C", kitchen.path, "-c", Self.readmeCommands])
        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        #expect(!result.stdout.contains("\u{1B}["))
        let readme = read(Executable.packageRoot.appendingPathComponent("docs/shopping.md"))
        let marker = "$ clipcook -C /tmp/kitchen -c '\(Self.readmeCommands)'\n"
        let start = try #require(readme.range(of: marker))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        #expect(String(readme[start.upperBound..<end.lowerBound]) == result.stdout)
    }

    @Test func changesAreWrittenAndTheJSONListsTheItems() throws {
        let kitchen = try exampleCopy()
        defer { try? FileManager.default.removeItem(at: kitchen.deletingLastPathComponent()) }
        let list = kitchen.appendingPathComponent("shopping.list")
        let before = read(list)
        let result = try Executable.run([
            "-C", kitchen.path, "--json", "-c", "shop add 2 lemons; shop check lemons; shop export markdown; shop",
        ])
        #expect(result.exitCode == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].contains("\"added\":[\"lemons\"]"))
        #expect(lines[1].contains("\"item\":\"lemons\""))
        #expect(lines[2].contains("- [x] ~~2 lemons~~"))
        #expect(lines[3].contains("{\"aisle\":\"produce\",\"amount\":\"2\",\"checked\":true,\"id\":\"lemons\",\"name\":\"lemons\""))
        let after = read(list)
        #expect(after != before)
        #expect(after.hasPrefix("-- Shopping for week 48. Tick things off as you go: [x] is in the basket.\nshopping\n"))
        #expect(after.contains("  - [x] 2 lemons\n"))
    }

    @Test func badInputIsOneLineAndWritesNothing() throws {
        let kitchen = try exampleCopy()
        defer { try? FileManager.default.removeItem(at: kitchen.deletingLastPathComponent()) }
        let list = kitchen.appendingPathComponent("shopping.list")
        let before = read(list)
        for (command, message) in [
            ("shop check nothing", "-c:1: error: no item 'nothing' on the shopping list; type 'shop' to see the list\n"),
            ("shop add recipe tiramisu", "-c:1: error: no recipe 'tiramisu'; try 'list' or 'search tiramisu'\n"),
            (
                "shop add week 2026-13-01",
                "-c:1: error: '2026-13-01' is not a real day; expected today, tomorrow, yesterday, a weekday (friday, last monday), +N or -N days, or yyyy-MM-dd\n"
            ),
            ("shop remove c", "-c:1: error: 'c' matches 4 items; say which: chicken breast, single cream, coconut milk, coffee beans\n"),
        ] {
            let result = try Executable.run(["-C", kitchen.path, "-c", command])
            #expect(result.exitCode == 1, "\(command)")
            #expect(result.stderr == message, "\(command)")
        }
        #expect(read(list) == before)
    }

    @Test func aListFileWithErrorsGetsItsDiagnosticsAndIsNotWritten() throws {
        let kitchen = try exampleCopy()
        defer { try? FileManager.default.removeItem(at: kitchen.deletingLastPathComponent()) }
        let list = kitchen.appendingPathComponent("shopping.list")
        let broken = "shopping\n  - [ ] milk\n  - [?] eggs\n"
        try broken.write(to: list, atomically: true, encoding: .utf8)
        let result = try Executable.run(["-C", kitchen.path, "-c", "shop add bread"])
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("shopping.list:3:5: error: bad checkbox '[?]', expected '[ ]' or '[x]'"))
        #expect(result.stderr.hasSuffix("-c:1: error: shopping.list has 1 error; fix it first (nothing written)\n"))
        #expect(read(list) == broken)
    }
}

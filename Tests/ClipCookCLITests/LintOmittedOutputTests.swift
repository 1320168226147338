import Foundation
import Testing

/// Issue 40, item 3, through the executable: `lint` of a file of 3,000 bad
/// lines keeps the first 1,000 problems and counts the rest, in text, JSON
/// and SARIF, with exact totals and the exit status of the whole.
@Suite struct LintOmittedOutputTests {
    static let cap = 1_000

    /// A collection whose one recipe has `bad` ingredient lines that do not
    /// parse (an error each) after `good` ones no step uses (a warning each).
    static func collection(good: Int, bad: Int) throws -> URL {
        let goodLines = (0..<good).map { "  - \($0 + 1) g flour\($0)\n" }.joined()
        let badLines = (0..<bad).map { "  - 2 g flour \u{7}\($0) [[[\n" }.joined()
        let recipe =
            "recipe Lots\n  category dinner\n  servings 2\n\ningredients\n" + goodLines + badLines + "\nsteps\n  1. Serve.\n"
        return try Executable.temporaryDirectory(holding: [
            "settings": "settings\n  units metric\n", "recipes/lots.recipe": recipe,
        ])
    }

    static func json(_ text: String) throws -> [[String: Any]] {
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(parsed as? [[String: Any]])
    }

    @Test func textShowsTheFirstHundredAndCountsEveryOtherExactly() throws {
        let root = try Self.collection(good: 0, bad: 3_000)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["lint"], currentDirectory: root)
        #expect(result.exitCode == 1)
        // "recipe 'Lots' has no ingredients" (a warning, line 1), then the bad lines.
        let shown = result.stdout.split(separator: "\n").filter {
            $0.hasPrefix("recipes/lots.recipe:") && ($0.contains(": error: ") || $0.contains(": warning: "))
        }
        #expect(shown.count == 100)
        #expect(result.stdout.contains("recipes/lots.recipe: note: 2901 more diagnostics not shown (the first 100 are)"))
        #expect(result.stderr.contains("3000 errors and 1 warning in 1 file"))
    }

    @Test func jsonListsTheCapThenWhatWasLeftOutWithExactTotals() throws {
        let root = try Self.collection(good: 0, bad: 3_000)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["lint", "--format", "json"], currentDirectory: root)
        #expect(result.exitCode == 1)
        let entries = try Self.json(result.stdout)
        #expect(entries.count == Self.cap + 1)
        let kept = entries.filter { $0["omitted"] == nil }
        #expect(kept.count == Self.cap)
        // The first 1,000 by position: the warning on line 1, the bad lines 6 to 1,004.
        #expect(kept.compactMap { $0["line"] as? Int } == [1] + Array(6..<(5 + Self.cap)))
        let last = try #require(entries.last)
        #expect(last["file"] as? String == "recipes/lots.recipe")
        #expect(last["omitted"] as? Int == 2_001)
        #expect(last["severity"] as? String == "error")
        #expect(last["message"] as? String == "and 2001 more problems in this file")
        let totals = try #require(last["totals"] as? [String: Int])
        #expect(totals == ["error": 3_000, "warning": 1, "note": 0])
        #expect(totals.values.reduce(0, +) == kept.count + 2_001)
    }

    @Test func sarifListsTheCapAndSaysWhatWasLeftOut() throws {
        let root = try Self.collection(good: 0, bad: 3_000)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["lint", "--format", "sarif"], currentDirectory: root)
        #expect(result.exitCode == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.count == Self.cap)
        let properties = try #require(run["properties"] as? [String: Any])
        let omitted = try #require(properties["omitted"] as? [[String: Any]])
        #expect(omitted.count == 1)
        #expect(omitted.first?["uri"] as? String == "recipes/lots.recipe")
        #expect(omitted.first?["count"] as? Int == 2_001)
        #expect(omitted.first?["error"] as? Int == 2_001)
        #expect(properties["totals"] as? [String: Int] == ["error": 3_000, "warning": 1, "note": 0])
    }

    /// Warnings first by position and every error left out: the exit status
    /// and the summary are those of the whole file; `--strict` counts the
    /// warnings as errors.
    @Test func errorsLeftOutStillFailTheRunAndStrictCountsWarningsAsErrors() throws {
        let root = try Self.collection(good: 1_000, bad: 2_000)
        defer { try? FileManager.default.removeItem(at: root) }
        let plain = try Executable.run(["lint", "--format", "json"], currentDirectory: root)
        #expect(plain.exitCode == 1)
        let entries = try Self.json(plain.stdout)
        #expect(entries.dropLast().allSatisfy { $0["severity"] as? String == "warning" })
        #expect(entries.last?["totals"] as? [String: Int] == ["error": 2_000, "warning": 1_000, "note": 0])
        let text = try Executable.run(["lint"], currentDirectory: root)
        #expect(text.exitCode == 1)
        #expect(text.stderr.contains("2000 errors and 1000 warnings in 1 file"))
        let strict = try Executable.run(["lint", "--strict", "--format", "json"], currentDirectory: root)
        #expect(strict.exitCode == 1)
        #expect(try Self.json(strict.stdout).last?["totals"] as? [String: Int] == ["error": 3_000, "warning": 0, "note": 0])
    }

    /// At the cap (999 bad lines and the warning) nothing is added: no entry
    /// with `omitted`, no run properties.
    @Test func aFileUnderTheCapKeepsItsOutput() throws {
        let root = try Self.collection(good: 0, bad: 999)
        defer { try? FileManager.default.removeItem(at: root) }
        let json = try Executable.run(["lint", "--format", "json"], currentDirectory: root)
        let entries = try Self.json(json.stdout)
        #expect(entries.count == Self.cap)
        #expect(entries.allSatisfy { $0["omitted"] == nil && $0["totals"] == nil })
        let sarif = try Executable.run(["lint", "--format", "sarif"], currentDirectory: root)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["properties"] == nil)
        #expect((run["results"] as? [Any])?.count == Self.cap)
    }
}

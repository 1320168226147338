import Foundation
import Testing

/// `convert --to markdown|ics|jsonld|recipemd` on the example collection, run as a user would.
@Suite struct WebExportTests {
    @Test func aPlanBecomesCalendarEventsWithTheCollectionsTitlesAndMealTimes() throws {
        let root = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let kitchen = root.appendingPathComponent("kitchen")
        try FileManager.default.copyItem(at: Executable.examplesDirectory, to: kitchen)
        let settings = kitchen.appendingPathComponent("settings")
        let text = String(decoding: try Data(contentsOf: settings), as: UTF8.self) + "\nmeals\n  breakfast 07:15 25 min\n"
        try Data(text.utf8).write(to: settings)
        let plan = kitchen.appendingPathComponent("plans/2026-W48.plan").path
        let first = try Executable.run(["convert", plan, "--to", "ics"])
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        #expect(first.stdout.contains("UID:2026-11-23-breakfast-1@clipcook\r\nDTSTAMP:"))
        #expect(first.stdout.contains("DTSTART:20261123T071500\r\nDTEND:20261123T074000\r\nSUMMARY:Breakfast: Overnight Oats\r\n"))
        #expect(first.stdout.contains("SUMMARY:Lunch: Chicken Caesar Wrap ×2\r\n"))
        #expect(first.stdout.hasSuffix("END:VCALENDAR\r\n"))
        let uids = { (s: String) in s.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") } }
        let second = try Executable.run(["convert", plan, "--to", "ics"])
        #expect(uids(first.stdout) == uids(second.stdout))
        #expect(uids(first.stdout).count > 5)
        let recipe = try Executable.run(["convert", kitchen.appendingPathComponent("recipes/overnight-oats.recipe").path, "--to", "ics"])
        #expect(recipe.exitCode == 1)
        #expect(recipe.stderr.contains("ics holds a meal plan, and this is a recipe"))
    }

    @Test func aRecipeAsMarkdownScaled() throws {
        let path = Executable.examplesDirectory.appendingPathComponent("recipes/overnight-oats.recipe").path
        let result = try Executable.run(["convert", path, "--to", "markdown", "--servings", "3"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("# Overnight Oats\n\n*Breakfast · serves 3 (scaled from 1) · prep 5 min*\n"))
        // In the examples' units (metric), as `show oats servings 3` writes it.
        #expect(result.stdout.contains("- **120 g** rolled oats\n- **355 ml** milk\n"))
        let bad = try Executable.run(["convert", path, "--to", "markdown", "--servings", "0"])
        #expect(bad.exitCode == 1)
        #expect(bad.stderr.contains("--servings must be between 1 and 10000"))
    }

    @Test func jsonldAndRecipeMDComeBackThroughTheExecutable() throws {
        let folder = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = Executable.examplesDirectory.appendingPathComponent("recipes/chicken-caesar-wrap.recipe").path
        for (format, name) in [("jsonld", "wrap.json"), ("recipemd", "wrap.md")] {
            let out = folder.appendingPathComponent(name).path
            let written = try Executable.run(["convert", path, "--to", format, "-o", out])
            #expect(written.exitCode == 0, "\(written.stderr)")
            let back = try Executable.run(["convert", out, "--to", "clipcook"])
            #expect(back.exitCode == 0, "\(back.stderr)")
            #expect(back.stdout.hasPrefix("recipe Chicken Caesar Wrap\n  category lunch\n  servings 2\n"))
            #expect(back.stdout.contains("  - 300 g chicken breast\n"))
        }
    }
}

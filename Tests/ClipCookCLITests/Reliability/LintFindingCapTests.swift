import Foundation
import Testing

/// A huge file's lint report stays bounded (issue 40 §3): at most
/// `Linter.findingsPerRule` findings of one rule are listed for one file,
/// then one line counts the rest, so a recipe of 1.4 million unused
/// ingredients neither prints nor holds a finding each.
@Suite struct LintFindingCapTests {
    @Test func aRuleListsTheFirstThousandFindingsOfAFileAndCountsTheRest() throws {
        var recipe = "recipe Everything\n  category dinner\n  servings 4\n\ningredients\n"
        for index in 1...1_500 { recipe += "  - 1 g spice number \(index)x\n" }
        recipe += "\nsteps\n  1. Stir the pot.\n"
        let root = try Executable.temporaryDirectory(holding: ["recipes/everything.recipe": recipe])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["lint", "--format", "json", "."], currentDirectory: root)
        #expect(result.exitCode == 0)
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(findings.count == 1_001)
        #expect(findings.allSatisfy { $0["rule"] as? String == "ingredient-unused" })
        #expect(findings.first?["message"] as? String == "ingredient 'spice number 1x' is not mentioned in any step")
        #expect(findings[999]["message"] as? String == "ingredient 'spice number 1000x' is not mentioned in any step")
        // The 1,001st unused ingredient is on line 1,006; it and the 499 after it are counted.
        let last = try #require(findings.last)
        #expect(last["message"] as? String == "and 500 more 'ingredient-unused' findings in this file")
        #expect(last["line"] as? Int == 1_006 && last["column"] as? Int == 9)
        #expect(last["notes"] as? [String] == ["only the first 1000 of a rule are listed a file; fix those and lint again"])

        // The text report counts the same 1,001 (and shows the first 100 of them, as for any file).
        let text = try Executable.run(["lint", "."], currentDirectory: root)
        #expect(text.stderr.contains("1001 warnings in 1 file") || text.stdout.contains("1001 warnings in 1 file"), "\(text.stderr)")
    }
}

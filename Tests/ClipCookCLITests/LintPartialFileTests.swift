import Foundation
import Testing

/// One bad line does not hide the other findings in a file (issue 7 §7).
@Suite struct LintPartialFileTests {
    @Test func findingsOnTheLinesThatParsedAreReportedAndNothingIsFixed() throws {
        let plan = "plan\nday 2026-11-23\n  brunch: toast\n  dinner: no-such-recipe\n"
        let recipe =
            "recipe Toast\n  category lunch\n  servings lots\n\ningredients\n  - bread\n\nsteps\n  1. Toast the bread.\n  3. Eat it for 5 minutes.\n"
        let root = try Executable.temporaryDirectory(holding: ["plans/2026-W48.plan": plan, "recipes/toast.recipe": recipe])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["lint", "--fix", "."], currentDirectory: root)
        let output = result.stdout + result.stderr
        #expect(result.exitCode == 1)
        #expect(output.contains("plans/2026-W48.plan:3:3: error: unknown meal 'brunch'"), "\(output)")
        #expect(
            output.contains(
                "plans/2026-W48.plan:4:11: error: dinner on 2026-11-23 refers to recipe 'no-such-recipe', which is not in the collection [plan-recipe-missing]"
            ), "\(output)")
        #expect(output.contains("recipes/toast.recipe:3:12: error:"), "\(output)")
        #expect(output.contains("[step-numbering]") && output.contains("[step-duration-without-timer]"), "\(output)")
        // A file with errors is never rewritten, not even by --fix.
        #expect(try String(contentsOf: root.appendingPathComponent("recipes/toast.recipe"), encoding: .utf8) == recipe)
    }
}

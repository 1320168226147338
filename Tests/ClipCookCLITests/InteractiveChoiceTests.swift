import Foundation
import Testing

/// `plan add` with a name that could mean several recipes asks which one
/// at the terminal (in a script it fails listing them: see
/// `QueryAndPlanAnswerTests`).
@Suite struct InteractiveChoiceTests {
    @Test func planAddAsksWhichRecipeWhenTheNameMeansSeveral() throws {
        guard let terminal = try PaneDriver.start() else { return }
        defer { terminal.stop() }
        try terminal.waitForPrompt()
        let recipes = terminal.kitchen.appendingPathComponent("recipes")
        try Data("recipe Salmon Teriyaki\n  category dinner\n  servings 2\n".utf8)
            .write(to: recipes.appendingPathComponent("salmon-teriyaki.recipe"))
        try Data("recipe Garlic Butter Salmon\n  category dinner\n  servings 2\n".utf8)
            .write(to: recipes.appendingPathComponent("garlic-butter-salmon.recipe"))
        terminal.submit("reload")
        try terminal.waitForPrompt()

        terminal.submit("plan add 2026-11-25 dinner salmon")
        try terminal.waitFor { $0.contains("number (Return to cancel):") }
        let screen = terminal.screen()
        #expect(screen.contains("'salmon' matches 2 recipes; which one?"))
        #expect(screen.contains("  1. garlic-butter-salmon (Garlic Butter Salmon)"))
        #expect(screen.contains("  2. salmon-teriyaki (Salmon Teriyaki)"))
        terminal.submit("2")
        try terminal.waitFor { $0.contains("plan add 'Salmon Teriyaki' to dinner on 2026-11-25") }
        try terminal.waitForPrompt()
        let plan = try String(contentsOf: terminal.kitchen.appendingPathComponent("plans/2026-W48.plan"), encoding: .utf8)
        #expect(plan.contains("dinner: salmon-teriyaki"))
        #expect(!plan.contains("garlic-butter-salmon"))

        // Return picks nothing: nothing is written.
        terminal.submit("plan add 2026-11-26 dinner salmon")
        try terminal.waitFor { $0.components(separatedBy: "number (Return to cancel):").count == 3 }
        terminal.send(keys: "Enter")
        try terminal.waitFor { $0.contains("'salmon' matches 2 recipes\n") || $0.contains("error: 'salmon' matches 2 recipes") }
        try terminal.waitForPrompt()
        let after = try String(contentsOf: terminal.kitchen.appendingPathComponent("plans/2026-W48.plan"), encoding: .utf8)
        #expect(after == plan)
        terminal.send(keys: "C-d")
        #expect(try terminal.waitForExit() == 0)
    }
}

import Foundation
import Testing

@Suite struct LintCommandTests {
    static let collection: [String: String] = [
        "settings": "settings\n  units metric\n\ngoals\n  calories 2110  protein 120  carbs 250  fats 70\n",
        "recipes/toast.recipe": """
        recipe Toast
          category breakfast

        ingredients
          - 2 slices bread

        steps
          1. Toast the bread for 3 minutes.

        nutrition
          calories 780  protein 10  carbs 30  fats 5

        """,
        "recipes/oats.recipe": "recipe Oats\n  category breakfast\n\ningredients\n  - 50 g oats\n\nsteps\n  1. Soak the oats.\n",
        "plans/2026-W48.plan": "plan\nday 2026-11-23\n  breakfast: oats\n  dinner: stew\n",
    ]

    @Test func textOutputHasPositionsExcerptsAndCarets() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["lint"], currentDirectory: root)
        #expect(result.exitCode == 1)
        #expect(
            result.stdout.contains(
                """
                recipes/toast.recipe:11:12: warning: stated calories 780 kcal differ by 575 kcal from the macros' 205 kcal (4×10 + 4×30 + 9×5) [calories-match-macros]
                 11 |   calories 780  protein 10  carbs 30  fats 5
                    |            ^~~
                """))
        #expect(
            result.stdout.contains(
                "plans/2026-W48.plan:4:11: error: dinner on 2026-11-23 refers to recipe 'stew', which is not in the collection [plan-recipe-missing]")
        )
        #expect(
            result.stdout.contains("recipes/toast.recipe:8:3: warning: step 1 mentions a duration but has no timer [step-duration-without-timer]"))
        #expect(result.stderr.contains("1 error and 2 warnings in 2 files"))
    }

    @Test func manyFilesAreReportedInPathOrderWithSuggestions() throws {
        // More files than one share of the work per core: the report still comes in path order.
        var files: [String: String] = ["settings": "settings\n  units metric\n"]
        for k in 0..<60 {
            let name = String(format: "r%02d", k)
            files["recipes/\(name).recipe"] = "recipe \(name)\n  category dinner\n\nsteps\n  1. Simmer for 10 minutes.\n"
        }
        files["plans/2026-W48.plan"] = "plan\nday 2026-11-23\n  lunch: r7\n  dinner: r0x\n"
        let root = try Executable.temporaryDirectory(holding: files)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["lint"], currentDirectory: root)
        #expect(result.exitCode == 1)
        let paths = result.stdout.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") }
            .map { String($0.prefix { $0 != ":" }) }
        #expect(paths.count >= 62)
        #expect(paths == paths.sorted())
        #expect(paths.first == "plans/2026-W48.plan")
        #expect(paths.last == "recipes/r59.recipe")
        #expect(result.stdout.contains("refers to recipe 'r0x', which is not in the collection [plan-recipe-missing]"))
        #expect(result.stdout.contains("did you mean 'r00'?"))
        #expect(result.stdout.contains("did you mean 'r07'?"))
        // Linting one file of the collection reads the rest as context, once.
        let one = try Executable.run(["lint", "plans/2026-W48.plan"], currentDirectory: root)
        #expect(one.exitCode == 1)
        #expect(one.stdout.contains("did you mean 'r00'?"))
        #expect(!one.stdout.contains("recipes/"))
    }

    @Test func cleanFilesExitZero() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["lint", "recipes/oats.recipe"], currentDirectory: root)
        #expect(result.exitCode == 0)
        #expect(result.stdout.isEmpty)
    }

    @Test func jsonOutputForTools() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["lint", "--format", "json", "plans"], currentDirectory: root)
        #expect(result.exitCode == 1)
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(findings.count == 1)
        #expect(findings.first?["rule"] as? String == "plan-recipe-missing")
        #expect(findings.first?["line"] as? Int == 4)
        #expect(findings.first?["column"] as? Int == 11)
        #expect(findings.first?["severity"] as? String == "error")
    }

    @Test func sarifOutputIsVersion210() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["lint", "--format", "sarif", "plans"], currentDirectory: root)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.first?["ruleId"] as? String == "plan-recipe-missing")
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.contains { $0["id"] as? String == "ingredient-unused" })
    }

    @Test func strictTurnsWarningsIntoErrors() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["lint", "--strict", "recipes/toast.recipe"], currentDirectory: root)
        #expect(result.exitCode == 1)
        #expect(!result.stdout.contains(": warning: "))
        #expect(result.stdout.contains(": error: stated calories"))
    }

    @Test func settingsTurnRulesOff() throws {
        var files = Self.collection
        files["settings"] = (files["settings"] ?? "") + "\nlint\n  calories-match-macros off\n  step-duration-without-timer off\n"
        let root = try Executable.temporaryDirectory(holding: files)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Executable.run(["lint", "recipes/toast.recipe"], currentDirectory: root).exitCode == 0)
    }

    @Test func fixAddsTheTimerAndFormats() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["lint", "--fix", "recipes/toast.recipe"], currentDirectory: root)
        let fixed = try String(contentsOf: root.appendingPathComponent("recipes/toast.recipe"), encoding: .utf8)
        #expect(fixed.contains("  1. Toast the bread for 3 minutes.  [timer 3 min]\n"))
        #expect(!result.stdout.contains("step-duration-without-timer"))
        #expect(result.stdout.contains("calories-match-macros"))
        #expect(result.exitCode == 0)  // a warning alone does not fail lint
    }

    @Test func rulesListsTheCatalogue() throws {
        let result = try Executable.run(["lint", "--rules"])
        #expect(result.exitCode == 0)
        for id in [
            "calories-match-macros", "goals-match-calories", "plan-recipe-missing", "plan-recipe-archived",
            "plan-day-outside-week", "step-duration-without-timer", "step-numbering", "ingredient-unused", "recipe-incomplete",
            "duplicate-id", "duplicate-title", "duplicate-food", "portion-without-weight", "servings-at-least-one", "value-out-of-range",
            "title-too-long", "unknown-unit",
            "unknown-rule", "unused-suppression",
        ] {
            #expect(result.stdout.contains("\n" + id + " "), "\(id) missing")
        }
        #expect(result.stdout.contains("step-duration-without-timer  warning   yes"))
    }

    @Test(arguments: [["lint", "--format", "xml"], ["lint", "/no/such/folder"], ["lint", "--fix", "-"]])
    func usageErrorsExitTwo(_ arguments: [String]) throws {
        #expect(try Executable.run(arguments, stdin: "").exitCode == 2)
    }
}

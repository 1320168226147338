import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Rules run on parsed text: each expected finding is marked in the input
/// with `⟦` where its span starts, and the test checks line:column exactly.
@Suite struct LintPositionTests {
    /// The text without markers, and the line:column of each marker.
    static func marked(_ text: String) -> (String, [String]) {
        var clean = ""
        var positions: [String] = []
        var line = 1
        var column = 1
        for character in text {
            if character == "⟦" {
                positions.append("\(line):\(column)")
                continue
            }
            clean.append(character)
            if character == "\n" { line += 1; column = 1 } else { column += character.unicodeScalars.count }
        }
        return (clean, positions)
    }

    static func findings(
        _ rule: some LintRule, _ marked: String, path: String = "recipes/r.recipe",
        others: [(path: String, text: String)] = []
    ) -> (found: [String], expected: [String]) {
        let (text, expected) = Self.marked(marked)
        let context = LintContext.parsing([(path, text)] + others)
        let found = rule.check(context.files[0], in: context).map { $0.range.map { "\($0.start)" } ?? "none" }
        return (found, expected)
    }

    @Test func caloriesPointAtTheCalorieValue() {
        let r = Self.findings(
            CaloriesMatchMacros(),
            """
            recipe Toast
              category breakfast
            nutrition
              calories ⟦900  protein 10  carbs 20  fats 5
            """)
        #expect(r.found == r.expected)
    }

    @Test func unknownUnitPointsAtTheWord() {
        let r = Self.findings(
            UnknownUnit(),
            """
            recipe Cake
              category snack
            ingredients
              - 2 ⟦tbps sugar
              - 2 large eggs
              - [1 ⟦cpu] milk
            steps
              1. Mix sugar, eggs and milk.
            """)
        #expect(r.found == r.expected)
    }

    @Test func unusedIngredientPointsAtItsName() {
        let r = Self.findings(
            IngredientUnused(),
            """
            recipe Salad
              category lunch
            ingredients
              - 1 head lettuce
              - ⟦feta, crumbled
            steps
              1. Wash the lettuce.
            """)
        #expect(r.found == r.expected)
    }

    @Test func stepDurationPointsAtTheStepAndFixAddsATimer() throws {
        let (text, expected) = Self.marked(
            """
            recipe Rice
              category dinner
            ingredients
              - 200 g rice
            steps
              ⟦1. Simmer the rice for 12 minutes.   -- covered
              2. Rest.  [timer 5 min]
            """)
        let file = LintFile(source: SourceFile(path: "r.recipe", text: text))
        let findings = StepDurationWithoutTimer().check(file, in: LintContext(files: [file]))
        #expect(findings.map { $0.range.map { "\($0.start)" } ?? "none" } == expected)
        let problems = findings.map { LintProblem(Diagnostic(.warning, $0.message, path: "r.recipe", range: $0.range), fix: $0.fix) }
        let fixed = FixApplier.apply(problems, to: file.source.bytes)
        let formatted = try Formatter.format(SourceFile(path: "r.recipe", bytes: fixed.bytes))
        #expect(formatted.contains("  1. Simmer the rice for 12 minutes.  [timer 12 min]  -- covered\n"))
        let recipe = try #require(LintFile(source: SourceFile(path: "r.recipe", text: formatted)).recipe)
        #expect(recipe.steps[0].timers == [StepTimer(seconds: 720)])
    }

    @Test func planRulesPointAtTheRecipeReference() {
        let others = [
            (path: "recipes/toast.recipe", text: "recipe Toast\n  category breakfast\n"),
            (path: "recipes/stew.recipe", text: "recipe Old Stew\n  id stew\n  category dinner\n  archived\n"),
        ]
        let plan = """
            plan
            day 2026-11-23
              breakfast: toast
              dinner: ⟦no-such-stew x2
              lunch: ⟦stew
            """
        let missing = Self.findings(PlanRecipeMissing(), plan, path: "plans/2026-W48.plan", others: others)
        #expect(missing.found == [missing.expected[0]])
        let archived = Self.findings(PlanRecipeArchived(), plan, path: "plans/2026-W48.plan", others: others)
        #expect(archived.found == [archived.expected[1]])
    }

    @Test func dayOutsideTheWeekPointsAtTheDay() {
        let r = Self.findings(
            PlanDayOutsideWeek(),
            """
            plan
            day 2026-11-23
              breakfast: toast
            day ⟦2026-11-30
              breakfast: toast
              lunch: toast
            """, path: "plans/2026-W48.plan")
        #expect(r.found == r.expected)
    }

    @Test func goalsPointAtTheCalorieGoal() {
        let r = Self.findings(
            GoalsMatchCalories(),
            """
            settings
            goals
              calories ⟦2200  protein 120  carbs 250  fats 70
            """, path: "settings")
        #expect(r.found == r.expected)
    }

    @Test func settingsWithoutGoalsAreNotBlamedForTheDefaults() {
        let r = Self.findings(GoalsMatchCalories(), "settings\n  units metric\n", path: "settings")
        #expect(r.found.isEmpty)
    }
}

@Suite struct LinterSuppressionTests {
    func lint(_ text: String, levels: [String: RuleLevel] = [:]) -> [String] {
        let file = LintFile(source: SourceFile(path: "r.recipe", text: text))
        return Linter(configuration: LintConfiguration(levels: levels)).lint(file, in: LintContext(files: [file]))
            .map { "\($0.diagnostic.range.map { "\($0.start.line)" } ?? "-") \($0.diagnostic.id ?? "parse")" }
    }

    static let recipe = """
        recipe Salad
          category lunch
        ingredients
          - 1 head lettuce
          -- clipcook-ignore ingredient-unused: a garnish, added at the table
          - 100 g feta
          - 1 tbsp oil  -- clipcook-ignore ingredient-unused: dressing
          - 1 lemon
        steps
          1. Wash the lettuce.

        """

    @Test func nextLineAndSameLineSuppressionsSilenceTheirFinding() {
        #expect(lint(Self.recipe) == ["8 ingredient-unused"])
    }

    @Test func fileSuppressionSilencesEveryFindingOfTheRule() {
        #expect(lint("-- clipcook-ignore-file ingredient-unused: a sketch\n" + Self.recipe).isEmpty)
    }

    @Test func aSuppressionThatSilencesNothingIsReported() {
        let text = Self.recipe.replacingOccurrences(of: "  - 1 lemon\n", with: "  -- clipcook-ignore unknown-unit: no\n  - 1 lemon\n")
        #expect(lint(text) == ["8 unused-suppression", "9 ingredient-unused"])
        let unknown = Self.recipe.replacingOccurrences(of: "  - 1 lemon\n", with: "  - 1 lemon  -- clipcook-ignore ingredient-unsued\n")
        #expect(lint(unknown) == ["8 ingredient-unused", "8 unused-suppression"])
    }

    @Test func suppressionsOfDisabledRulesAreNotReported() {
        #expect(lint(Self.recipe, levels: ["ingredient-unused": .off]).isEmpty)
    }

    @Test func aFileWithoutAHeaderGetsItsParseErrorsOnly() {
        #expect(lint("  servings lots\n").allSatisfy { $0.hasSuffix("parse") })
        #expect(!lint("  servings lots\n").isEmpty)
    }

    /// One bad line does not hide the findings on the rest of the file.
    @Test func rulesRunOnTheLinesThatParsed() {
        let text = "recipe X\n  category lunch\n  servings lots\n\ningredients\n  - 1 lemon\n\nsteps\n  1. Simmer for 10 minutes.\n"
        #expect(lint(text) == ["3 parse", "6 ingredient-unused", "9 step-duration-without-timer"])
        // No fixes for a file with errors: it is not rewritten.
        let file = LintFile(source: SourceFile(path: "r.recipe", text: text))
        #expect(Linter().lint(file, in: LintContext(files: [file])).allSatisfy { $0.fix == nil })
    }

    @Test func aPlanWithABadLineStillHasItsReferencesChecked() {
        let plan = LintFile(
            source: SourceFile(
                path: "plans/2026-W48.plan",
                text: """
                    plan
                    day 2026-11-23
                      brunch: oats
                      dinner: no-such-recipe
                    day 2026-12-07
                      lunch: toast

                    """))
        let recipe = LintFile(source: SourceFile(path: "recipes/toast.recipe", text: "recipe Toast\n  category lunch\n  servings 0\n"))
        let context = LintContext(files: [plan, recipe])
        let found = Linter().lint(plan, in: context).map { "\($0.diagnostic.range.map { "\($0.start.line)" } ?? "-") \($0.diagnostic.id ?? "parse")" }
        #expect(found == ["3 parse", "4 plan-recipe-missing", "5 plan-day-outside-week"])
    }
}

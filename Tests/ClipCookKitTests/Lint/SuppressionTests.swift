import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct SuppressionTests {
    @Test func readsNextLineAndFileSuppressions() throws {
        let line = try #require(Suppression.parse(comment: "-- clipcook-ignore ingredient-unused: garnish, not cooked"))
        #expect(line.ids == ["ingredient-unused"])
        #expect(line.reason == "garnish, not cooked")
        #expect(!line.wholeFile)
        let file = try #require(Suppression.parse(comment: "--clipcook-ignore-file unknown-unit, duplicate-title"))
        #expect(file.ids == ["unknown-unit", "duplicate-title"])
        #expect(file.reason == nil)
        #expect(file.wholeFile)
    }

    @Test(arguments: ["-- a note", "-- clipcook-ignored ingredient-unused", "- clipcook-ignore x", "-- see clipcook-ignore x"])
    func ordinaryCommentsAreNotSuppressions(_ comment: String) {
        #expect(Suppression.parse(comment: comment) == nil)
    }

    @Test func aSuppressionWithoutIdsParsesButNamesNothing() throws {
        #expect(try #require(Suppression.parse(comment: "-- clipcook-ignore: because")).ids.isEmpty)
    }

    @Test func scopeDecidesWhatIsCovered() {
        let line = Suppression(ruleIDs: ["a", "b"], reason: nil, scope: .line(7), range: nil)
        #expect(line.covers(ruleID: "b", line: 7))
        #expect(!line.covers(ruleID: "b", line: 8))
        #expect(!line.covers(ruleID: "c", line: 7))
        #expect(!line.covers(ruleID: "a", line: nil))
        let file = Suppression(ruleIDs: ["a"], reason: nil, scope: .file, range: nil)
        #expect(file.covers(ruleID: "a", line: nil))
        #expect(file.covers(ruleID: "a", line: 900))
    }
}

@Suite struct LintConfigurationTests {
    let rule = RuleDescription(id: "r", name: "R", defaultSeverity: .warning, rationale: "x")

    @Test func settingsOverrideTheDefaultAndStrictRaisesWarnings() {
        #expect(LintConfiguration().severity(for: rule) == .warning)
        #expect(LintConfiguration(levels: ["r": .off]).severity(for: rule) == nil)
        #expect(LintConfiguration(levels: ["r": .error]).severity(for: rule) == .error)
        #expect(LintConfiguration(strict: true).severity(for: rule) == .error)
        #expect(LintConfiguration(levels: ["r": .off], strict: true).severity(for: rule) == nil)
    }

    @Test func linterAppliesTheConfiguration() {
        let file = LintFixture.file("r.recipe", .recipe(LintFixture.recipe("Air", ingredients: [], steps: [])))
        let context = LintContext(files: [file])
        let quiet = Linter(configuration: LintConfiguration(levels: ["recipe-incomplete": .off]))
        #expect(quiet.lint(file, in: context).isEmpty)
        let loud = Linter(configuration: LintConfiguration(levels: ["recipe-incomplete": .error]))
        #expect(loud.lint(file, in: context).map(\.diagnostic.severity) == [.error, .error])
        let plain = Linter().lint(file, in: context)
        #expect(
            plain.map(\.diagnostic.headline) == [
                "r.recipe: warning: recipe 'Air' has no ingredients [recipe-incomplete]",
                "r.recipe: warning: recipe 'Air' has no steps [recipe-incomplete]",
            ])
    }
}

@Suite struct FixApplierTests {
    @Test func appliesEditsFromTheEndAndSkipsClashes() {
        let bytes = Array("1. Bake 10 min.\n2. Rest 5 min.\n".utf8)
        func insert(_ at: Int, _ text: String) -> LintProblem {
            LintProblem(Diagnostic(.warning, "m", path: "p", range: nil), fix: LintFix("f", edits: [TextEdit(range: at..<at, replacement: text)]))
        }
        let (fixed, applied) = FixApplier.apply([insert(15, " [timer 10 min]"), insert(30, " [timer 5 min]"), insert(15, " [x]")], to: bytes)
        #expect(applied == 2)
        #expect(String(decoding: fixed, as: UTF8.self) == "1. Bake 10 min. [timer 10 min]\n2. Rest 5 min. [timer 5 min]\n")
    }
}

import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct PlanRecipeRulesTests {
    func files() throws -> [LintFile] {
        let plan = Plan(mealSlots: [
            try LintFixture.slot("2026-11-23", .breakfast, recipe: "overnight-oats"),
            try LintFixture.slot("2026-11-23", .lunch, recipe: "overnight-oat"),
            try LintFixture.slot("2026-11-23", .dinner, recipe: "old-stew"),
            try LintFixture.slot("2026-11-24", .dinner, recipe: "zzz-unknown"),
        ])
        return [
            LintFixture.file("plans/2026-W48.plan", .plan(plan)),
            LintFixture.file("recipes/overnight-oats.recipe", .recipe(LintFixture.recipe("Overnight Oats"))),
            LintFixture.file("recipes/old-stew.recipe", .recipe(LintFixture.recipe("Old Stew", archived: true))),
        ]
    }

    @Test func missingRecipesAreErrorsWithASuggestion() throws {
        let files = try files()
        let findings = PlanRecipeMissing().check(files[0], in: LintContext(files: files))
        #expect(
            findings.map(\.message) == [
                "lunch on 2026-11-23 refers to recipe 'overnight-oat', which is not in the collection",
                "dinner on 2026-11-24 refers to recipe 'zzz-unknown', which is not in the collection",
            ])
        #expect(findings.first?.notes == ["did you mean 'overnight-oats'?"])
        #expect(PlanRecipeMissing().description.defaultSeverity == .error)
    }

    @Test func theSuggestionIsWorkedOutOnceForEachMissingID() throws {
        let files = try files()
        let context = LintContext(files: files)
        #expect(context.missingRecipeSuggestions["overnight-oat"] == .some("overnight-oats"))
        #expect(context.missingRecipeSuggestions["zzz-unknown"] == .some(nil))
        #expect(context.missingRecipeSuggestions["overnight-oats"] == nil)  // not missing
        let findings = PlanRecipeMissing().check(files[0], in: context)
        #expect(findings.map(\.notes) == [["did you mean 'overnight-oats'?"], ["add the recipe to recipes/, or correct the id"]])
    }

    @Test func looseFilesCannotProveARecipeMissing() throws {
        #expect(LintFixture.messages(PlanRecipeMissing(), try files(), wholeCollection: false).isEmpty)
    }

    @Test func archivedRecipesAreWarnings() throws {
        #expect(
            LintFixture.messages(PlanRecipeArchived(), try files())
                == ["dinner on 2026-11-23 refers to archived recipe 'old-stew'"])
    }

    @Test func aPlanOfExistingActiveRecipesIsClean() throws {
        let plan = Plan(mealSlots: [try LintFixture.slot("2026-11-23", recipe: "overnight-oats")])
        var all = try files()
        all[0] = LintFixture.file("plans/2026-W48.plan", .plan(plan))
        #expect(LintFixture.messages(PlanRecipeMissing(), all).isEmpty)
        #expect(LintFixture.messages(PlanRecipeArchived(), all).isEmpty)
    }
}

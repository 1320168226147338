import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct GoalsMatchCaloriesTests {
    let rule = GoalsMatchCalories()

    func findings(_ goals: NutritionGoals) -> [LintFinding] {
        let file = LintFixture.file("settings", .settings(Settings(nutritionGoals: goals)))
        return rule.check(file, in: LintContext(files: [file]))
    }

    @Test func explainsTheSeedDefaultsWithNumbersAndARemedy() throws {
        // 4×120 + 4×250 + 9×70 = 480 + 1000 + 630 = 2110, 90 short of 2200.
        let finding = try #require(findings(.defaultGoals).first)
        #expect(finding.message == "goals' macros add up to 2110 kcal (4×120 + 4×250 + 9×70), 90 kcal less than the 2200 kcal goal")
        #expect(finding.notes == ["set calories to 2110, or add 23 g carbs (or 10 g fats) to reach 2200"])
    }

    @Test func macrosAboveTheGoalAskToRemoveGrams() throws {
        // 4×150 + 4×250 + 9×80 = 2320, 320 over 2000.
        let finding = try #require(findings(NutritionGoals(calories: 2000, protein: 150, carbs: 250, fats: 80)).first)
        #expect(finding.message.hasSuffix("320 kcal more than the 2000 kcal goal"))
        #expect(finding.notes == ["set calories to 2320, or remove 80 g carbs (or 36 g fats) to stay at 2000"])
    }

    @Test(arguments: [
        NutritionGoals(calories: 2110, protein: 120, carbs: 250, fats: 70),
        NutritionGoals(calories: 2000, protein: 150, carbs: 200, fats: 67),  // 1403 + 603 = 2003
        NutritionGoals(calories: 1800, protein: 135, carbs: 180, fats: 60),  // 1260 + 540 = 1800
    ])
    func goalsThatAddUpAreClean(_ goals: NutritionGoals) {
        #expect(findings(goals).isEmpty)
    }

    @Test func otherDocumentsAreIgnored() {
        #expect(LintFixture.messages(rule, recipe: LintFixture.recipe()).isEmpty)
    }
}

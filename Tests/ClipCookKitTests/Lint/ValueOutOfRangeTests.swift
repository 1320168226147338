import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct ValueOutOfRangeTests {
    let rule = ValueOutOfRange()

    @Test func boundsAreInclusive() {
        let atLimit = LintFixture.recipe(
            servings: 1_000, nutrition: Nutrition(calories: 100_000, protein: 0, carbs: 0, fats: 0))
        #expect(LintFixture.messages(rule, recipe: atLimit).isEmpty)
        let over = LintFixture.recipe(
            servings: 1_001, nutrition: Nutrition(calories: 100_001, protein: 0, carbs: 0, fats: Int.max))
        #expect(
            LintFixture.messages(rule, recipe: over) == [
                "servings is 1001, more than the 1000 allowed",
                "calories is 100001, more than the 100000 allowed",
                "fats is 9223372036854775807, more than the 100000 allowed",
            ])
    }

    @Test func macroArithmeticSaturates() {
        #expect(MacroArithmetic.calories(protein: 2_305_843_009_213_693_952, carbs: 0, fats: 0) == Int.max)
        #expect(MacroArithmetic.calories(protein: Int.min, carbs: 0, fats: 0) == Int.min)
        #expect(MacroArithmetic.calories(protein: 42, carbs: 55, fats: 22) == 586)
        #expect(MacroArithmetic.magnitude(MacroArithmetic.difference(1, Int.min)) == Int.max)
    }

    @Test func durationMentionsBeyondAMonthAreIgnored() {
        #expect(DurationMention.all(in: "Simmer 2562047788015216 hours.").isEmpty)
        #expect(DurationMention.all(in: "Rest 1\(String(repeating: "0", count: 400)) min.").isEmpty)
        #expect(DurationMention.all(in: "Ferment 31 days or 744 hours.").map(\.seconds) == [2_678_400])
    }
}

import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct SuggestTests {
    @Test func theFitIsWorkedFromWhatIsLeft() {
        let left = MacroTotals(calories: 1000, protein: 100, carbs: 100, fats: 20)
        // Takes 50 % of the calories and 50 % of each macro left: a perfect fit.
        #expect(SuggestFit.score(Nutrition(calories: 500, protein: 50, carbs: 50, fats: 10), left: left) == 100)
        // 50 % of calories, 20 % of protein (-9), 80 % of carbs (-9), 50 % of fats: 82.
        #expect(SuggestFit.score(Nutrition(calories: 500, protein: 20, carbs: 80, fats: 10), left: left) == 82)
        // 200 kcal over what is left: -20; 120 % of calories and of each macro: 80.
        #expect(SuggestFit.score(Nutrition(calories: 1200, protein: 120, carbs: 120, fats: 24), left: left) == 80)
        // Nothing left: a point lost a 10 kcal.
        #expect(SuggestFit.score(Nutrition(calories: 185, protein: 6, carbs: 18, fats: 10), left: .zero - left) == 82)
    }

    @Test func suggestRanksRecipesOfTheSlotsCategoryFirst() throws {
        let session = try SampleKitchen.session()
        let outcome = session.execute("suggest tomorrow dinner")
        #expect(outcome.error == nil)
        let lines = outcome.text.split(separator: "\n").map(String.init)
        // Nothing planned: the whole goal is left.
        #expect(lines[0] == "left of 2026-11-24 for dinner: 2200 kcal, protein 120 g, carbs 250 g, fats 70 g")
        #expect(lines[1].hasPrefix("1. Creamy Tuscan Chicken Pasta"))
        #expect(session.execute("suggest brunch").error?.message == "unknown day 'brunch'")
        #expect(session.execute("suggest today brunch").error?.message == "unknown meal slot 'brunch'")
    }
}

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

    /// The top five kept in one pass are the first five of sorting every
    /// candidate (the command's former way, kept here as the reference), on
    /// recipes made to tie: three titles, four nutritions, four categories,
    /// some archived and some without nutrition.
    @Test func theBestKeptInOnePassAreTheFirstOfTheFullSort() {
        let titles = ["Pea soup", "Apple cake", "Pea soup ", "Apple cake"]
        let nutritions = [
            Nutrition(calories: 500, protein: 50, carbs: 50, fats: 10), Nutrition(calories: 500, protein: 20, carbs: 80, fats: 10),
            Nutrition(calories: 1200, protein: 120, carbs: 120, fats: 24), Nutrition(calories: 180, protein: 6, carbs: 18, fats: 10),
        ]
        let categories: [RecipeCategory] = [.dinner, .snack, .breakfast, .lunch]
        let base = SampleKitchen.recipes[0]
        let entries = (0..<240).map { number -> RecipeEntry in
            var recipe = base
            recipe.id = "r\(number)"
            recipe.title = titles[number % titles.count]
            recipe.nutrition = number % 5 == 0 ? nil : nutritions[(number / 3) % nutritions.count]
            recipe.category = categories[(number / 2) % categories.count]
            recipe.isArchived = number % 7 == 0
            return RecipeEntry(recipe: recipe)
        }
        let left = MacroTotals(calories: 1000, protein: 100, carbs: 100, fats: 20)
        for category in [nil, RecipeCategory.dinner, .snack, .breakfast] {
            let candidates = entries.map(\.recipe).filter { !$0.isArchived && $0.nutrition != nil }
            let sorted = candidates.map { ($0, SuggestFit.score($0.nutrition ?? Nutrition(calories: 0, protein: 0, carbs: 0, fats: 0), left: left)) }
                .sorted { a, b in
                    let aMatch = a.0.category == category, bMatch = b.0.category == category
                    if aMatch != bMatch { return aMatch }
                    if a.1 != b.1 { return a.1 > b.1 }
                    return a.0.title < b.0.title
                }
            for count in [0, 1, 5, 17, 500] {
                let best = SuggestFit.best(entries, left: left, category: category, count: count)
                #expect(best.candidates == candidates.count)
                let expected = sorted.prefix(count).map { "\($0.0.id) \($0.1)" }
                #expect(
                    best.picks.map { "\(entries[$0.index].recipe.id) \($0.fit)" } == expected, "category \(String(describing: category)), \(count)")
            }
        }
        // None with nutrition: none to suggest, and the command says why.
        let bare = entries.map { entry -> RecipeEntry in
            var entry = entry
            entry.recipe.nutrition = nil
            return entry
        }
        #expect(SuggestFit.best(bare, left: left, category: nil, count: 5).candidates == 0)
    }
}

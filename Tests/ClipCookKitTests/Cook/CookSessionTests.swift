import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct CookSessionTests {
    @Test func forwardBackGotoAndFinishing() throws {
        var cooking = try CookSession(recipe: CookFixtures.pancakes)
        #expect(cooking.stepNumber == 1 && cooking.stepCount == 3)
        #expect(throws: CookError("already at step 1")) { try cooking.back() }
        cooking.next()
        #expect(cooking.stepNumber == 2)
        try cooking.back()
        #expect(cooking.stepNumber == 1)
        #expect(cooking.completed == [0])
        try cooking.go(to: 3)
        #expect(throws: CookError("no step 0: the recipe has steps 1 to 3", kind: .notFound)) { try cooking.go(to: 0) }
        #expect(throws: CookError("no step 4: the recipe has steps 1 to 3", kind: .notFound)) { try cooking.go(to: 4) }
        #expect(cooking.stepNumber == 3 && !cooking.isFinished)
        cooking.next()
        #expect(cooking.isFinished)
        #expect(cooking.completed == [0, 2])
    }

    @Test func aRecipeWithoutStepsCannotBeCooked() {
        #expect(throws: CookError("Toast has no steps to cook", suggestion: "add a 'steps' section to the recipe")) {
            try CookSession(recipe: CookFixtures.noSteps)
        }
    }

    @Test func timersAreNamedByLabelOrStepAndSuggestedFromTheText() throws {
        let cooking = try CookSession(recipe: CookFixtures.pancakes)
        #expect(
            cooking.timers == [
                TimerDefinition(name: "rest", step: 1, seconds: 600, label: "rest"),
                TimerDefinition(name: "first-side", step: 2, seconds: 120, label: "first side"),
                TimerDefinition(name: "second-side", step: 2, seconds: 120, label: "second side"),
                TimerDefinition(name: "step3", step: 3, seconds: 5400, isSuggested: true),
            ])
        // A name taken by another recipe's running timer is not reused: the
        // timer is named after its recipe too.
        let other = try CookSession(recipe: CookFixtures.pancakes, avoiding: ["rest"])
        #expect(other.timers.first?.name == "rest-pancakes")
        #expect(other.timers.first?.labelName == "rest")
    }

    @Test(
        arguments: [
            ("Simmer for 10 minutes.", 600, nil),
            ("Braise 1-2 hours, covered.", 3600, 7200),
            ("Microwave 90 sec.", 90, nil),
            ("Roast 1 h 30 min.", 5400, nil),
        ] as [(String, Int, Int?)])
    func suggestedTimersReadTheDurationInTheText(_ text: String, _ seconds: Int, _ upper: Int?) throws {
        let cooking = try CookSession(recipe: CookFixtures.steps([text]))
        #expect(cooking.timers == [TimerDefinition(name: "step1", step: 1, seconds: seconds, isSuggested: true, upperSeconds: upper)])
    }

    @Test func aStepMentioningTwoDurationsOffersTwoTimersAndNoneForVagueTime() throws {
        let cooking = try CookSession(recipe: CookFixtures.steps(["Boil 5 min, then simmer 20 minutes.", "Chill overnight."]))
        #expect(cooking.timers.map(\.name) == ["step1", "step1-2"])
        #expect(cooking.timers.map(\.seconds) == [300, 1200])
    }

    @Test func aStepUsesTheIngredientsItNamesSingularOrPluralScaled() throws {
        let cooking = try CookSession(recipe: CookFixtures.pancakes, servings: 2)
        // "egg" finds "eggs" (shown "1 egg", in the number of its amount);
        // "baking soda" not "baking powder"; "all" and "purpose" say nothing.
        #expect(cooking.ingredients(ofStep: 1).map(\.name) == ["all-purpose flour", "egg", "baking soda"])
        #expect(cooking.ingredients(ofStep: 1).map(\.amount) == ["1 cup", "1", "¼ tsp"])
        #expect(cooking.ingredients(ofStep: 2).map(\.name) == ["butter"])
        // "blueberry" finds "blueberries".
        #expect(cooking.ingredients(ofStep: 3).map(\.name) == ["blueberries"])
        #expect(cooking.ingredients(ofStep: 3).map(\.amount) == ["50 g"])
        #expect(cooking.ingredients(ofStep: 4).isEmpty)
    }

    /// Two sessions are equal when every field is, the food table being the
    /// same table: an equal copy of it is another table.
    @Test func sessionsCompareByTheirFieldsAndTheFoodTableByIdentity() throws {
        let table = FoodTable(foods: FoodTable.standard.foods)
        let copy = FoodTable(foods: FoodTable.standard.foods)
        let cooking = try CookSession(recipe: CookFixtures.pancakes, servings: 2, units: .metric, foods: table)
        let same = try CookSession(recipe: CookFixtures.pancakes, servings: 2, units: .metric, foods: table)
        #expect(cooking == same)
        #expect(cooking.hashValue == same.hashValue)
        #expect(Set([cooking, same]).count == 1)
        #expect(cooking != (try CookSession(recipe: CookFixtures.pancakes, servings: 2, units: .metric, foods: copy)))
        #expect(cooking != (try CookSession(recipe: CookFixtures.pancakes, servings: 2, units: .metric)))
        #expect(cooking != (try CookSession(recipe: CookFixtures.pancakes, servings: 3, units: .metric, foods: table)))
        var moved = same
        moved.next()
        #expect(cooking != moved)
        try moved.back()
        // Back at step 1, but step 1 is marked done.
        #expect(cooking != moved)
        #expect(moved.position == cooking.position)
    }
}

@Suite struct CookTextTests {
    @Test func controlCharactersAreShownInCaretNotation() {
        #expect(CookText.visible("Boil \u{1B}[31mred") == "Boil ^[[31mred")
        #expect(CookText.visible("a\tb\u{7F}c\u{9B}") == "a^Ib^?c^?")
        #expect(CookText.visible("Crème brûlée") == "Crème brûlée")
    }
}

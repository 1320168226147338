import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct StepDurationWithoutTimerTests {
    let rule = StepDurationWithoutTimer()

    @Test(
        arguments: [
            ("Simmer for 10 minutes.", 600, nil),
            ("Bake 1 hour 30 minutes, until golden", 5400, nil),
            ("Rest 1 h and 15 min.", 4500, nil),
            ("Microwave 90s.", 90, nil),
            ("Roast 1½ hours", 5400, nil),
            ("Roast 1 1/2 hrs", 5400, nil),
            ("Bake 25-30 min", 1500, 1800),
            ("Cook 8 to 10 minutes", 480, 600),
            ("Let it rise 2.5 h", 9000, nil),
        ] as [(String, Int, Int?)])
    func readsDurations(_ text: String, _ seconds: Int, _ upper: Int?) {
        #expect(DurationMention.all(in: text) == [DurationMention(seconds: seconds, upperSeconds: upper)])
    }

    @Test(arguments: [
        "Add 2 cups of flour.", "Chill overnight.", "Simmer for a few minutes.", "Heat oven to 200 C", "Use 2 eggs",
        "Rest 99999999999999999999999999 hours",
    ])
    func textWithoutANumberedDurationMentionsNone(_ text: String) {
        #expect(DurationMention.all(in: text).isEmpty)
    }

    @Test(arguments: [(45, "45 s"), (600, "10 min"), (5400, "1 h 30 min"), (3605, "1 h 5 s"), (7200, "2 h")])
    func timerNotation(_ seconds: Int, _ text: String) {
        #expect(DurationText.format(seconds: seconds) == text)
    }

    @Test func flagsStepsWithADurationAndNoTimer() {
        var recipe = LintFixture.recipe(steps: ["Toast the bread for 3 minutes.", "Butter it.", "Wait 2 min."])
        recipe.steps[2].timers = [StepTimer(seconds: 120)]
        #expect(LintFixture.messages(rule, recipe: recipe) == ["step 1 mentions a duration but has no timer"])
    }

    @Test func aFileWithoutSourceGetsAdviceButNoEdit() throws {
        let recipe = LintFixture.recipe(steps: ["Toast the bread for 3 minutes."])
        let file = LintFixture.file("r.recipe", .recipe(recipe))
        let finding = try #require(rule.check(file, in: LintContext(files: [file])).first)
        #expect(finding.fix == nil)
        #expect(finding.notes == ["add a timer for the time to check first, e.g. [timer 3 min]"])
        #expect(rule.description.hasSafeFix)
    }
}

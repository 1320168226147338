import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
@testable import ClipCookWeb
import Foundation
import Testing

/// Cook mode's timers as the server keeps them for each browser
/// (`CookTimers`), at times the test gives: one timer per step timer,
/// paused, resumed, cancelled, done and dismissed, apart for each browser.
@Suite struct CookTimersTests {
    static let recipe = Recipe(
        id: "soft-eggs", title: "Soft Eggs", servings: 2, category: .breakfast,
        steps: [Step(id: "s1", order: 1, text: "Boil the eggs.", timers: [StepTimer(seconds: 360, label: "eggs")])])

    static var eggs: TimerDefinition {
        TimerDefinition.all(for: recipe.steps, recipe: recipe.id)[0]
    }

    @Test func aSecondStartShowsTheRunningTimerAndMakesNoSecond() throws {
        var timers = CookTimers()
        let start = Duration.seconds(1_800_000_000)
        #expect(try timers.apply(.start, Self.eggs, session: "a", recipe: Self.recipe, now: start) == .done("started timer 'eggs'"))
        let again = try timers.apply(.start, Self.eggs, session: "a", recipe: Self.recipe, now: start + .seconds(60))
        #expect(again == .alreadyStarted("timer 'eggs' is already running"))
        let shown = timers.timers(session: "a", recipe: "soft-eggs", now: start + .seconds(60))
        #expect(shown.count == 1)
        #expect(shown.first?.remaining(at: start + .seconds(60)) == .seconds(300))
        // Another browser has its own timers.
        #expect(timers.timers(session: "b", recipe: "soft-eggs", now: start).isEmpty)
    }

    @Test func pauseResumeCancelAndDismiss() throws {
        var timers = CookTimers()
        let start = Duration.seconds(1_800_000_000)
        _ = try timers.apply(.start, Self.eggs, session: "a", recipe: Self.recipe, now: start)
        _ = try timers.apply(.pause, Self.eggs, session: "a", recipe: Self.recipe, now: start + .seconds(100))
        // Paused: ten minutes later, still 260 s left.
        let paused = timers.timers(session: "a", recipe: "soft-eggs", now: start + .seconds(700))
        #expect(paused.first?.isPaused == true)
        #expect(paused.first?.remaining(at: start + .seconds(700)) == .seconds(260))
        _ = try timers.apply(.resume, Self.eggs, session: "a", recipe: Self.recipe, now: start + .seconds(700))
        // Due at 960 s: done, and it stays done (red) until dismissed.
        let due = timers.timers(session: "a", recipe: "soft-eggs", now: start + .seconds(961))
        #expect(due.first?.stateName == "done")
        #expect(timers.timers(session: "a", recipe: "soft-eggs", now: start + .seconds(2000)).first?.stateName == "done")
        #expect(
            try timers.apply(.dismiss, Self.eggs, session: "a", recipe: Self.recipe, now: start + .seconds(2000))
                == .done("dismissed timer 'eggs'"))
        #expect(timers.timers(session: "a", recipe: "soft-eggs", now: start + .seconds(2000)).isEmpty)
        // Started again, then cancelled.
        _ = try timers.apply(.start, Self.eggs, session: "a", recipe: Self.recipe, now: start + .seconds(2000))
        #expect(
            try timers.apply(.cancel, Self.eggs, session: "a", recipe: Self.recipe, now: start + .seconds(2001))
                == .done("cancelled timer 'eggs'"))
        #expect(timers.timers(session: "a", recipe: "soft-eggs", now: start + .seconds(2001)).isEmpty)
    }

    @Test func aTimerNotStartedCannotBePausedOrDismissed() {
        var timers = CookTimers()
        #expect(throws: CookError.self) { try timers.apply(.pause, Self.eggs, session: "a", recipe: Self.recipe, now: .seconds(10)) }
        #expect(throws: CookError.self) { try timers.apply(.dismiss, Self.eggs, session: "a", recipe: Self.recipe, now: .seconds(10)) }
    }

    @Test func theOldestBoardsAreForgottenPastTheLimit() throws {
        var timers = CookTimers()
        for index in 0...CookTimers.maxBoards {
            _ = try timers.apply(.start, Self.eggs, session: "s\(index)", recipe: Self.recipe, now: .seconds(1000 + index))
        }
        #expect(timers.timers(session: "s0", recipe: "soft-eggs", now: .seconds(5000)).isEmpty)
        #expect(timers.timers(session: "s\(CookTimers.maxBoards)", recipe: "soft-eggs", now: .seconds(1000)).count == 1)
    }
}

import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Cook mode through the session, as a script drives it, on a manual clock.
@Suite struct CookModeSessionTests {
    func cookingSession() throws -> (Session, ManualCookClock) {
        let session = try SampleKitchen.session(MemoryStore(SampleKitchen.recipes + [CookFixtures.pancakes, CookFixtures.noSteps]))
        let clock = ManualCookClock()
        session.clock = clock
        return (session, clock)
    }

    @Test func linesGoToCookModeUntilItIsLeftAndTimersKeepRunning() throws {
        let (session, clock) = try cookingSession()
        let opened = session.execute("cook pancakes servings 2")
        #expect(opened.succeeded && session.isCooking)
        #expect(opened.text.hasPrefix("Pancakes (serves 2)\nStep 1 of 3  [######--------------]\nWhisk the flour"))
        #expect(opened.text.contains("  - 1 cup all-purpose flour\n  - 1 egg\n  - ¼ tsp baking soda"))
        #expect(opened.text.contains("timer rest  10:00  ready  (timer start rest)"))
        #expect(session.execute("timer start").text == "timer rest started: 10:00 left")
        #expect(session.prompt(repl: "clipcook> ") == "[rest 10:00] cook 1/3> ")
        // Return is 'next'.
        #expect(session.execute("").text.contains("Step 2 of 3"))
        #expect(session.execute("timer start first-side").succeeded)
        clock.advance(by: .seconds(60))
        let left = session.execute("quit")
        #expect(left.text == "left cook mode at step 2 of 3; still counting: rest 9:00, first-side 1:00")
        #expect(!session.isCooking)
        // Back at the REPL: REPL commands work, the timers count on and are announced.
        #expect(session.prompt(repl: "clipcook> ") == "[rest 9:00, first-side 1:00] clipcook> ")
        let waited = session.execute("wait 60")
        #expect(waited.text == "waited 1 min")
        #expect(waited.announcements == ["timer first-side is done (2 min, step 2 of Pancakes)"])
        #expect(session.execute("stats").succeeded)
        #expect(
            session.execute("timers").text == """
                  rest            8:00  running  step 1 of Pancakes
                  first-side      0:00  done     step 2 of Pancakes
                  second-side     2:00  ready    step 2 of Pancakes
                  step3        1:30:00  ready    step 3 of Pancakes (suggested)
                """)
    }

    @Test func aTimerDueDuringACommandIsAnnouncedWithItsOutcomeOnce() throws {
        let (session, clock) = try cookingSession()
        _ = session.execute("cook pancakes")
        _ = session.execute("timer start rest")
        _ = session.execute("next")
        _ = session.execute("timer start first-side")
        _ = session.execute("timer start second-side")
        clock.advance(by: .seconds(120))
        // Both two-minute timers fall due at the same instant, in the order started.
        let outcome = session.execute("back")
        #expect(
            outcome.announcements == [
                "timer first-side is done (2 min, step 2 of Pancakes)", "timer second-side is done (2 min, step 2 of Pancakes)",
            ])
        #expect(
            outcome.jsonLine.contains(
                #""expired":[{"name":"first-side","recipe":"Pancakes","step":2},{"name":"second-side","recipe":"Pancakes","step":2}]"#))
        #expect(session.execute("ingredients").announcements.isEmpty)
        #expect(session.timeUntilNextTimer == .seconds(480))
        #expect(session.takeTimerAnnouncements().isEmpty)
        clock.advance(by: .seconds(480))
        #expect(session.takeTimerAnnouncements() == ["timer rest is done (10 min, step 1 of Pancakes)"])
        #expect(session.timeUntilNextTimer == nil)
    }

    @Test func pauseAndResumeByNameOrTheOnlyCandidate() throws {
        let (session, clock) = try cookingSession()
        _ = session.execute("cook pancakes")
        _ = session.execute("timer start rest")
        clock.advance(by: .seconds(30))
        #expect(session.execute("timer pause").text == "timer rest paused: 9:30 left")
        clock.advance(by: .seconds(300))
        #expect(session.execute("timer resume").text == "timer rest resumed: 9:30 left")
        clock.advance(by: .seconds(30))
        #expect(session.execute("timer reset rest").text == "timer rest reset to 10:00")
        #expect(session.timerBoard.timers.isEmpty)
    }

    @Test(arguments: [
        ("goto 0", "no step 0: the recipe has steps 1 to 3"),
        ("goto 4", "no step 4: the recipe has steps 1 to 3"),
        ("goto two", "'goto' needs a step number, not 'two'"),
        ("back", "already at step 1"),
        ("timer start nope", "no timer named 'nope'; timers: first-side, rest, second-side, step3"),
        ("timer start rset", "no timer named 'rset'; did you mean 'rest'?"),
        ("timer pause rest", "timer rest has not been started; 'timer start rest'"),
        ("timer stop", "'timer' needs a duration (timer 10 min [LABEL]) or start, pause, resume or reset, not 'stop'; 'timers' lists the timers"),
        ("list", "unknown cook-mode command 'list'; cook mode knows next, back, goto, ingredients, timer, timers, wait, help, quit"),
        ("nxet", "unknown cook-mode command 'nxet'; did you mean 'next'?"),
    ])
    func badInputIsAOneLineErrorAndCookModeGoesOn(_ line: String, _ message: String) throws {
        let (session, _) = try cookingSession()
        _ = session.execute("cook pancakes")
        let outcome = session.execute(line)
        #expect(outcome.error?.oneLine == message)
        #expect(session.isCooking)
        #expect(session.cookSession?.stepNumber == 1)
    }

    @Test func startingATimerTwiceIsAnError() throws {
        let (session, clock) = try cookingSession()
        _ = session.execute("cook pancakes")
        _ = session.execute("timer start rest")
        clock.advance(by: .seconds(1))
        #expect(
            session.execute("timer start rest").error?.oneLine
                == "timer rest is already running (9:59 left); 'timer reset rest' to start it over")
        #expect(session.isCooking)
    }

    @Test func aRecipeWithoutStepsSaysSo() throws {
        let (session, _) = try cookingSession()
        #expect(session.execute("cook toast").error?.oneLine == "Toast has no steps to cook; add a 'steps' section to the recipe")
        #expect(!session.isCooking)
    }

    @Test func finishingTheLastStepPrintsACompletionAndLeavesCookMode() throws {
        let (session, _) = try cookingSession()
        _ = session.execute("cook pancakes")
        _ = session.execute("goto 3")
        let done = session.execute("next")
        #expect(
            done.text
                == "Finished Pancakes: all 3 steps done. Enjoy!\n'cook done' records the meal in cooked.log and takes its ingredients from the pantry"
        )
        #expect(!session.isCooking)
        #expect(done.jsonLine.contains(#""finished":true"#))
        // The REPL's commands are back.
        #expect(session.execute("help quit").succeeded)
    }

    @Test func theJSONStateHasTheStepItsIngredientsAndTheTimersWithSecondsLeft() throws {
        let (session, clock) = try cookingSession()
        _ = session.execute("cook pancakes servings 8")
        _ = session.execute("timer start rest")
        clock.advance(by: .milliseconds(90_250))
        let line = session.execute("timers").jsonLine
        #expect(line.contains(#""step":1,"steps":3,"text":"Whisk the flour, baking soda and the egg, then rest the batter.""#))
        #expect(
            line.contains(
                #""ingredients":[{"amount":"4 cups","name":"all-purpose flour"},{"amount":"4","name":"eggs"},{"amount":"1 tsp","name":"baking soda"}]"#
            ))
        #expect(line.contains(#"{"name":"rest","recipe":"Pancakes","remaining":510,"seconds":600,"state":"running","step":1,"suggested":false}"#))
        #expect(line.contains(#"{"name":"step3","recipe":"Pancakes","remaining":5400,"seconds":5400,"state":"ready","step":3,"suggested":true}"#))
    }

    @Test func ingredientsListsThemAllScaledMarkingTheStepsOwn() throws {
        let (session, _) = try cookingSession()
        _ = session.execute("cook pancakes servings 2")
        _ = session.execute("next")
        let outcome = session.execute("ingredients")
        #expect(
            outcome.text == """
                Ingredients for 2 servings (> used in step 2):
                   1 cup all-purpose flour
                   1 egg
                   ½ tsp baking powder
                   ¼ tsp baking soda
                 > 15 g butter, melted
                   50 g blueberries
                """)
        #expect(outcome.jsonLine.contains(#"{"amount":"15 g","name":"butter","notes":"melted","usedInStep":true}"#))
        #expect(outcome.jsonLine.contains(#"{"amount":"50 g","name":"blueberries","usedInStep":false}"#))
    }

    @Test func tabCompletesCookCommandsAndTimerNames() throws {
        let (session, _) = try cookingSession()
        _ = session.execute("cook pancakes")
        #expect(session.completions(before: "ti").candidates == ["timer", "timers"])
        #expect(session.completions(before: "timer ").candidates == ["start", "pause", "resume", "reset"])
        #expect(session.completions(before: "timer start ").candidates == ["rest", "first-side", "second-side", "step3"])
        _ = session.execute("timer start rest")
        #expect(session.completions(before: "timer pause ").candidates == ["rest"])
        #expect(session.completions(before: "timer start s").candidates == ["second-side", "step3"])
        _ = session.execute("quit")
        #expect(session.completions(before: "coo").candidates == ["cook", "cookable"])
    }
}

@Suite struct CookModeRegistryTests {
    @Test func everyCookModeNameBelongsToOneCommand() {
        let names = CookModeRegistry.all.flatMap(\.spec.allNames)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(CookModeRegistry.command(named: name.uppercased())?.spec.allNames.contains(name) == true)
        }
    }
}

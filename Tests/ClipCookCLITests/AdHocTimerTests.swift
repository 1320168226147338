import Foundation
import Testing

/// Timers of the cook's own (`timer 10 min [LABEL]`), in cook mode and out
/// of it, and two recipes whose timers have the same label, on the virtual
/// clock scripts use.
@Suite struct AdHocTimerTests {
    static let shakshuka = """
        recipe Shakshuka
          category breakfast
          servings 2

        ingredients
          - 4 eggs

        steps
          1. Poach the eggs in the sauce.  [timer 6 min eggs]

        """

    static let friedRice = """
        recipe Egg Fried Rice
          category dinner
          servings 2

        ingredients
          - 2 eggs

        steps
          1. Scramble the eggs.  [timer 3 min eggs]
          2. Toss in the rice.

        """

    func collection() throws -> URL {
        try Executable.temporaryDirectory(holding: [
            "recipes/shakshuka.recipe": Self.shakshuka, "recipes/egg-fried-rice.recipe": Self.friedRice,
        ])
    }

    @Test func aTimerOfYourOwnOutsideCookMode() throws {
        let folder = try collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Executable.run(["-C", folder.path, "-c", "timer 10 min tea; timer 90 s; timers; wait 2 min; timers"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("timer tea started: 10:00 left\n"))
        #expect(result.stdout.contains("timer timer started: 1:30 left\n"))
        #expect(result.stdout.contains("  tea      10:00  running  your own\n  timer     1:30  running  your own\n"))
        #expect(result.stdout.contains("timer timer is done (1 min 30 s)\n"))
    }

    @Test func aTimerOfYourOwnInCookModeBelongsToTheStep() throws {
        let folder = try collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Executable.run(["-C", folder.path, "-c", "cook egg fried rice; next; timer 4 min the wok; timers"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("timer the-wok started: 4:00 left (step 2 of Egg Fried Rice)\n"))
        #expect(
            result.stdout.hasSuffix(
                """
                  eggs        3:00  ready    step 1 of Egg Fried Rice
                  the-wok     4:00  running  step 2 of Egg Fried Rice

                """))
    }

    @Test func twoRecipesWithTheSameLabelGetNamesThatSayTheirRecipe() throws {
        let folder = try collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Executable.run([
            "-C", folder.path, "-c", "cook shakshuka; timer start eggs; quit; cook egg fried rice; timer start eggs; timers",
        ])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("timer eggs started: 6:00 left\n"))
        // The second recipe's own timer, named after it, not the first one's.
        #expect(result.stdout.contains("timer eggs-egg-fried-rice started: 3:00 left\n"))
        #expect(
            result.stdout.contains(
                """
                  eggs-egg-fried-rice     3:00  running  step 1 of Egg Fried Rice
                  eggs                    6:00  running  step 1 of Shakshuka

                """))
    }
}

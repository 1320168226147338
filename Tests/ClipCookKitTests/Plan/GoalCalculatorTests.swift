import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct GoalCalculatorTests {
    func goals(_ c: Int, _ p: Int, _ cb: Int, _ f: Int) -> NutritionGoals {
        NutritionGoals(calories: c, protein: p, carbs: cb, fats: f)
    }

    @Test func changingCaloriesKeepsTheSplit() throws {
        // 560 : 920 : 720 of 2200. 2500 × 560/2200 / 4 = 159.09 -> 159;
        // 2500 × 920/2200 / 4 = 261.36 -> 261; 2500 × 720/2200 / 9 = 90.91 -> 91.
        #expect(try GoalCalculator.settingCalories(2500, in: goals(2200, 140, 230, 80)).get() == goals(2500, 159, 261, 91))
    }

    @Test func theSeedDefaultsKeepTheirOwnProportions() throws {
        // 120/250/70 g = 480 + 1000 + 630 = 2110 kcal, not 2200: the split is
        // the macros' own, 480 : 1000 : 630. 2200 × 480/2110 / 4 = 125.12 -> 125;
        // 2200 × 1000/2110 / 4 = 260.66 -> 261; 2200 × 630/2110 / 9 = 72.99 -> 73.
        #expect(NutritionGoals.defaultGoals.macroCalories == 2110)
        #expect(try GoalCalculator.settingCalories(2200, in: .defaultGoals).get() == goals(2200, 125, 261, 73))
    }

    @Test func noMacrosMeansThirtyFortyThirty() throws {
        // 2000 × 0.3 / 4 = 150; 2000 × 0.4 / 4 = 200; 2000 × 0.3 / 9 = 66.67 -> 67.
        #expect(try GoalCalculator.settingCalories(2000, in: goals(2200, 0, 0, 0)).get() == goals(2000, 150, 200, 67))
    }

    @Test func changingOneMacroSharesTheRestInProportion() throws {
        // 2500 kcal - 180 × 4 = 1780 kcal for carbs : fats = 1044 : 819.
        // 1780 × 1044/1863 / 4 = 249.37 -> 249; 1780 × 819/1863 / 9 = 86.95 -> 87.
        #expect(try GoalCalculator.setting(.protein, to: 180, in: goals(2500, 159, 261, 91)).get() == goals(2500, 180, 249, 87))
        // 2200 - 70 × 9 = 1570 kcal for protein : carbs = 480 : 1000.
        // 1570 × 480/1480 / 4 = 127.30 -> 127; 1570 × 1000/1480 / 4 = 265.20 -> 265.
        #expect(try GoalCalculator.setting(.fats, to: 70, in: .defaultGoals).get() == goals(2200, 127, 265, 70))
        // Both others at zero: carbs : fats in the default 40 : 30. 2000 - 400 = 1600;
        // carbs 1600 × 4/7 / 4 = 228.57 -> 229; fats 1600 × 3/7 / 9 = 76.19 -> 76.
        #expect(try GoalCalculator.setting(.fats, to: 0, in: goals(2000, 0, 0, 0)).get().fats == 0)
        #expect(try GoalCalculator.setting(.protein, to: 100, in: goals(2000, 0, 0, 0)).get() == goals(2000, 100, 229, 76))
    }

    @Test func outOfRangeGoalsAreRefused() {
        #expect(
            GoalCalculator.settingCalories(1199, in: .defaultGoals).failureMessage
                == "a calorie goal of 1199 is out of range; expected 1200 to 4000 kcal")
        #expect(
            GoalCalculator.settingCalories(4001, in: .defaultGoals).failureMessage
                == "a calorie goal of 4001 is out of range; expected 1200 to 4000 kcal")
        #expect(
            GoalCalculator.setting(.fats, to: 245, in: .defaultGoals).failureMessage
                == "a fats goal of 245 g is out of range; expected 0 to 244 g (9 kcal a gram, within the 2200 kcal goal)")
        #expect(GoalCalculator.setting(.carbs, to: -1, in: .defaultGoals).failureMessage?.hasPrefix("a carbs goal of -1 g is out of range") == true)
    }

    @Test func goalsAreWrittenToSettingsKeepingCommentsAndUndone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let settings =
            "-- mine\nsettings\n  units metric\n  schema 1\n\n-- cutting\ngoals\n  calories 2200  protein 140  carbs 230  fats 80  -- since May\n"
        try folder.write("settings", settings)
        let session = Session(store: WriteBackStore(root: folder.path), interaction: ScriptInteraction(), today: try SampleKitchen.today())
        let outcome = session.execute("goals calories 2500")
        #expect(outcome.error == nil)
        #expect(
            folder.read("settings")
                == "-- mine\nsettings\n  units metric\n  schema 1\n\n-- cutting\ngoals\n  calories 2500  protein 159  carbs 261  fats 91  -- since May\n"
        )
        #expect(session.kitchen.settings.nutritionGoals == goals(2500, 159, 261, 91))
        #expect(session.execute("goals calories 900").error?.message == "a calorie goal of 900 is out of range")
        #expect(session.execute("undo").succeeded)
        #expect(folder.read("settings") == settings)
    }
}

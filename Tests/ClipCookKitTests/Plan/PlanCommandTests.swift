import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The plan commands on a collection folder: what they print, what they
/// write to which week's file, and undo.
@Suite struct PlanCommandTests {
    static let wrap = """
        recipe Chicken Caesar Wrap
          category lunch
          servings 2

        ingredients
          - 2 tortillas

        nutrition per serving
          calories 510  protein 45  carbs 42  fats 17

        """
    static let oats = """
        recipe Overnight Oats
          category breakfast

        ingredients
          - 40 g rolled oats

        nutrition per serving
          calories 385  protein 17  carbs 56  fats 11

        """
    static let week48 = """
        -- Week 48: gym on Monday.
        plan
        day 2026-11-23
          breakfast: overnight-oats
          lunch: chicken-caesar-wrap x 1.5  -- big lunch
          evening snack: none

        -- Friday
        day 2026-11-27
          dinner: quick Pizza calories 570  protein 24  carbs 66  fats 22

        """

    func kitchen() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("recipes/chicken-caesar-wrap.recipe", PlanCommandTests.wrap)
        try folder.write("recipes/overnight-oats.recipe", PlanCommandTests.oats)
        try folder.write("plans/2026-W48.plan", PlanCommandTests.week48)
        return folder
    }

    func session(_ folder: TemporaryFolder) throws -> Session {
        Session(store: WriteBackStore(root: folder.path), interaction: ScriptInteraction(), today: try SampleKitchen.today())
    }

    @Test func aDayTotalsRecipesTimesServingsAndQuickAdds() throws {
        let folder = try kitchen()
        defer { folder.remove() }
        let session = try session(folder)
        let plan = session.dayPlan(try SampleKitchen.today())
        // 385 + 1.5 × 510 = 1150 kcal; protein 17 + 67.5 = 84.5 -> 85 (half away from zero).
        #expect(plan.total.rounded == Nutrition(calories: 1150, protein: 85, carbs: 119, fats: 37))
        #expect(plan.items.map(\.label) == ["Overnight Oats", "Chicken Caesar Wrap ×1.5"])
        let outcome = session.execute("plan today")
        #expect(outcome.succeeded)
        let lines = outcome.text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Monday 2026-11-23 (2026-W48)   kcal  protein  carbs  fats")
        #expect(lines.contains("  1. Chicken Caesar Wrap ×1.5   765     68 g   63 g  26 g"))
        #expect(lines.contains("day total                      1150     85 g  119 g  37 g"))
        #expect(lines.last == "goal                           2200    120 g  250 g  70 g")
    }

    @Test func theWeekTableHasADailyTotal() throws {
        let folder = try kitchen()
        defer { folder.remove() }
        let outcome = try session(folder).execute("plan week 2026-11-25")
        let lines = outcome.text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "2026-W48         Mon 23  Tue 24  Wed 25  Thu 26  Fri 27  Sat 28  Sun 29")
        #expect(lines[1] == "breakfast           385       -       -       -       -       -       -")
        #expect(lines[5] == "dinner                -       -       -       -     570       -       -")
        #expect(lines[7] == "kcal               1150       0       0       0     570       0       0")
        #expect(lines.last == "week: 1720 kcal, protein 109 g, carbs 185 g, fats 59 g")
    }

    @Test func addWritesTheDaysWeekFileKeepingCommentsAndUndoRestoresIt() throws {
        let folder = try kitchen()
        defer { folder.remove() }
        let session = try session(folder)
        let added = session.execute("plan add today evening-snack food egg 2 large")
        #expect(added.error == nil)
        #expect(
            folder.read("plans/2026-W48.plan") == """
                -- Week 48: gym on Monday.
                plan
                day 2026-11-23
                  breakfast: overnight-oats
                  lunch: chicken-caesar-wrap x 1.5  -- big lunch
                  evening snack: food egg 2 large

                -- Friday
                day 2026-11-27
                  dinner: quick Pizza calories 570  protein 24  carbs 66  fats 22

                """)
        let between = session.execute("plan add 2026-11-25 lunch chicken caesar wrap x2")
        #expect(between.error == nil)
        #expect(
            folder.read("plans/2026-W48.plan")?.contains(
                """
                  evening snack: food egg 2 large

                day 2026-11-25
                  lunch: chicken-caesar-wrap x2

                -- Friday
                """) == true)
        #expect(session.execute("undo").succeeded)
        #expect(session.execute("undo").succeeded)
        #expect(folder.read("plans/2026-W48.plan") == PlanCommandTests.week48)
    }

    @Test func aNewWeekGetsItsOwnFileAndUndoDeletesIt() throws {
        let folder = try kitchen()
        defer { folder.remove() }
        let session = try session(folder)
        #expect(session.execute("plan add +7 breakfast overnight-oats").error == nil)
        #expect(folder.read("plans/2026-W49.plan") == "plan\nday 2026-11-30\n  breakfast: overnight-oats\n")
        #expect(session.execute("undo").succeeded)
        #expect(folder.read("plans/2026-W49.plan") == nil)
    }

    @Test func moveAndCopyAcrossWeeksAreOneUndoableChange() throws {
        let folder = try kitchen()
        defer { folder.remove() }
        let session = try session(folder)
        let moved = session.execute("plan move today lunch to 2026-12-01 dinner")
        #expect(moved.text.hasPrefix("plan move 'chicken-caesar-wrap' ×1.5 from lunch on 2026-11-23 to dinner on 2026-12-01"))
        #expect(folder.read("plans/2026-W48.plan")?.contains("  -- big lunch\n") == true)
        #expect(folder.read("plans/2026-W49.plan") == "plan\nday 2026-12-01\n  dinner: chicken-caesar-wrap x1.5\n")
        #expect(session.execute("undo").succeeded)
        #expect(folder.read("plans/2026-W48.plan") == PlanCommandTests.week48)
        #expect(folder.read("plans/2026-W49.plan") == nil)

        #expect(session.execute("plan copy today to tomorrow").error == nil)
        #expect(session.dayPlan(try SampleKitchen.today().adding(days: 1) ?? Day(ordinal: 0)!).total.rounded.calories == 1150)
        #expect(session.execute("undo").succeeded)
        #expect(session.execute("plan copy week today to 2026-12-07").error == nil)
        #expect(folder.read("plans/2026-W50.plan")?.contains("day 2026-12-11\n  dinner: quick Pizza") == true)
        #expect(session.execute("undo").succeeded)
        #expect(folder.read("plans/2026-W50.plan") == nil)
    }

    @Test func removeTakesTheNthItemAndUndoPutsItBack() throws {
        let folder = try kitchen()
        defer { folder.remove() }
        let session = try session(folder)
        #expect(session.execute("plan add today breakfast also quick Tea 5 0 1 0").error == nil)
        #expect(session.execute("plan remove today breakfast").error?.message == "breakfast on 2026-11-23 has 2 items; say which, from 1 to 2")
        #expect(session.execute("plan remove today breakfast 1").error == nil)
        #expect(session.dayPlan(try SampleKitchen.today()).items(in: .breakfast).map(\.label) == ["Tea"])
        #expect(session.execute("undo").succeeded)
        #expect(session.execute("undo").succeeded)
        #expect(folder.read("plans/2026-W48.plan") == PlanCommandTests.week48)
    }

    @Test func badInputIsOneLineAndWritesNothing() throws {
        let folder = try kitchen()
        defer { folder.remove() }
        let session = try session(folder)
        let errors = [
            "plan add 2026-02-30 lunch overnight-oats",
            "plan add today brunch overnight-oats",
            "plan add today lunch food unobtainium 100 g",
            "plan add today lunch food egg 2 handfuls",
            "plan move 2026-11-24 lunch to today dinner",
            "plan remove today lunch 2",
            "plan add today lunch quick Tea 5 0 x 0",
        ].map { session.execute($0).error?.oneLine ?? "no error" }
        #expect(
            errors == [
                "'2026-02-30' is not a real day; expected today, tomorrow, yesterday, a weekday (friday, last monday), +N or -N days, or yyyy-MM-dd",
                "unknown meal slot 'brunch'; did you mean 'lunch'? expected one of: breakfast, morning-snack, lunch, afternoon-snack, dinner, evening-snack",
                "unknown food 'unobtainium'; try 'food search WORD' to find a food in the table",
                "'Egg, whole, raw, fresh' has no portion 'handful'; write a number and one of: g, kg, oz, lb, ml, cup, tbsp, tsp, large, extra, jumbo, medium, small",
                "nothing planned for lunch on 2026-11-24",
                "lunch on 2026-11-23 has 1 item, not 2",
                "'x' is not a whole number from 0 to 100000; write KCAL PROTEIN CARBS FATS, e.g. 95 0 25 0",
            ])
        #expect(folder.read("plans/2026-W48.plan") == PlanCommandTests.week48)
        #expect(folder.allFiles() == ["plans/2026-W48.plan", "recipes/chicken-caesar-wrap.recipe", "recipes/overnight-oats.recipe"])
    }
}

extension PlanCommandTests {
    @Test func doneAndNoteWriteAnnotationsAndUndoRemovesThem() throws {
        let folder = try kitchen()
        defer { folder.remove() }
        let session = try session(folder)
        #expect(session.execute("plan done today lunch").error == nil)
        #expect(session.execute("plan note today lunch after the gym").error == nil)
        #expect(
            folder.read("plans/2026-W48.plan")?.contains("  lunch: chicken-caesar-wrap x1.5  [note after the gym] [eaten]  -- big lunch\n") == true)
        #expect(session.dayPlan(try SampleKitchen.today()).eaten.rounded.calories == 765)
        #expect(session.execute("plan done today lunch").error?.message == "'chicken-caesar-wrap' ×1.5 on 2026-11-23 is already marked eaten")
        #expect(session.execute("undo").succeeded)
        #expect(session.execute("undo").succeeded)
        #expect(folder.read("plans/2026-W48.plan") == PlanCommandTests.week48)
    }

    @Test func undoneTakesTheEatenMarkBackAndOnlyFromAnEatenMeal() throws {
        let folder = try kitchen()
        defer { folder.remove() }
        let session = try session(folder)
        #expect(session.execute("plan undone today lunch").error?.message == "'chicken-caesar-wrap' ×1.5 on 2026-11-23 is not marked eaten")
        #expect(session.execute("plan done today lunch").error == nil)
        #expect(folder.read("plans/2026-W48.plan")?.contains("  lunch: chicken-caesar-wrap x1.5  [eaten]  -- big lunch\n") == true)
        #expect(session.execute("plan undone today lunch").error == nil)
        #expect(folder.read("plans/2026-W48.plan")?.contains("  lunch: chicken-caesar-wrap x1.5  -- big lunch\n") == true)
        #expect(session.dayPlan(try SampleKitchen.today()).eaten.rounded.calories == 0)
        #expect(session.execute("undo").succeeded)
        #expect(session.dayPlan(try SampleKitchen.today()).eaten.rounded.calories == 765)
    }

    @Test func completionOffersDatesSlotsRecipesAndFoods() throws {
        let folder = try kitchen()
        defer { folder.remove() }
        let session = try session(folder)
        #expect(session.completions(before: "plan add tom").candidates == ["tomorrow"])
        #expect(session.completions(before: "plan add today mor").candidates == ["morning-snack"])
        #expect(session.completions(before: "plan add today lunch over").candidates == ["overnight-oats"])
        #expect(
            session.completions(before: "plan add today lunch food \"Egg, whole, raw, f").candidates
                == ["\"Egg, whole, raw, fresh\"", "\"Egg, whole, raw, frozen, pasteurized\"", "\"Egg, whole, raw, frozen, salted, pasteurized\""])
        #expect(session.completions(before: "plan mo").candidates == ["move", "monday"])
        #expect(session.completions(before: "macros we").candidates == ["week", "wednesday"])
    }
}

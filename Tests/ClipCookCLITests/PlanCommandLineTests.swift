import Foundation
import Testing

/// `plan`, `goals`, `macros` and `food` as users run them: the built
/// executable on a copy of the example collection, with today fixed.
@Suite struct PlanCommandLineTests {
    static let today = ["CLIPCOOK_TODAY": "2026-11-23"]

    func examplesCopy() throws -> URL {
        let folder = try Executable.temporaryDirectory()
        let copy = folder.appendingPathComponent("kitchen")
        try FileManager.default.copyItem(at: Executable.examplesDirectory, to: copy)
        return copy
    }

    @Test func macrosFromTheShellPrintsTheDayAsJSON() throws {
        let result = try Executable.run(["macros", "2026-11-23", "--json", "-C", Executable.examplesDirectory.path], environment: Self.today)
        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        // 385 + 95 + 2 × 510 + 150 + 1.5 × 585 = 2527.5 kcal -> 2528.
        #expect(
            result.stdout
                == #"{"calories":2528,"carbs":253,"day":"2026-11-23","fats":84,"goals":{"calories":2200,"carbs":230,"fats":80,"protein":140},"protein":185,"slots":[{"calories":385,"carbs":56,"fats":11,"meal":"Breakfast","protein":17},{"calories":95,"carbs":25,"fats":0,"meal":"Morning Snack","protein":0},{"calories":1020,"carbs":84,"fats":34,"meal":"Lunch","protein":90},{"calories":150,"carbs":8,"fats":6,"meal":"Afternoon Snack","protein":15},{"calories":878,"carbs":80,"fats":33,"meal":"Dinner","protein":63},{"calories":0,"carbs":0,"fats":0,"meal":"Evening Snack","protein":0}]}"#
                + "\n")
    }

    @Test func macrosOutsideATerminalIsPlainASCII() throws {
        let result = try Executable.run(["macros", "-C", Executable.examplesDirectory.path], environment: Self.today)
        #expect(result.exitCode == 0)
        #expect(
            result.stdout == """
                Monday 2026-11-23 (2026-W48)
                                                      planned  eaten       goal       left
                calories  [========================>     2528      0  2200 kcal  2200 left
                protein   [========================>      185      0      140 g   140 left
                carbs     [========================>      253      0      230 g   230 left
                fats      [========================>       84      0       80 g    80 left
                the plan is 328 kcal over the 2200 kcal goal

                """)
        let ascii = result.stdout.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(ascii)
        let bad = try Executable.run(["macros", "2026-02-30", "-C", Executable.examplesDirectory.path], environment: Self.today)
        #expect(bad.exitCode == 1)
        #expect(
            bad.stderr
                == "clipcook macros: error: '2026-02-30' is not a real day; expected today, tomorrow, yesterday, a weekday (friday, last monday), +N or -N days, or yyyy-MM-dd\n"
        )
    }

    @Test func eatenMealsShowBesideThePlan() throws {
        let kitchen = try examplesCopy()
        defer { try? FileManager.default.removeItem(at: kitchen.deletingLastPathComponent()) }
        let result = try Executable.run(
            ["-C", kitchen.path, "-c", "plan done today breakfast; plan done today lunch; macros week"], environment: Self.today)
        #expect(result.exitCode == 0)
        #expect(
            result.stdout == """
                plan done 'overnight-oats' at breakfast on 2026-11-23 (plans/2026-W48.plan)
                plan done 'chicken-caesar-wrap' ×2 at lunch on 2026-11-23 (plans/2026-W48.plan)
                2026-W48: calories against the 2200 kcal goal
                Mon 23  [###############=========>   2528 kcal  P 185  C 253  F 84
                Tue 24  [================........]   1438 kcal  P 68  C 150  F 66
                Wed 25  [===================.....]   1745 kcal  P 72  C 217  F 67
                Thu 26  [======================..]   2025 kcal  P 96  C 231  F 80
                Fri 27  [====================....]   1840 kcal  P 103  C 198  F 71
                Sat 28  [========================>   2962 kcal  P 113  C 332  F 132
                Sun 29  [========================>   2202 kcal  P 137  C 186  F 102
                average 2106 kcal a day, goal 2200

                """)
        let plan = try String(contentsOf: kitchen.appendingPathComponent("plans/2026-W48.plan"), encoding: .utf8)
        // Two spaces before the annotations, as the formatter writes them.
        #expect(plan.contains("  breakfast: overnight-oats  [eaten]\n"))
        #expect(plan.contains("  lunch: chicken-caesar-wrap x2  [eaten]  -- gym day\n"))
        let fmt = try Executable.run(["fmt", "--check", kitchen.appendingPathComponent("plans").path])
        #expect(fmt.exitCode == 0)
    }

    @Test func aPlanChangeGoesToTheWeeksFileAndBadInputWritesNothing() throws {
        let kitchen = try examplesCopy()
        defer { try? FileManager.default.removeItem(at: kitchen.deletingLastPathComponent()) }
        let added = try Executable.run(
            ["-C", kitchen.path, "-c", "plan add 2026-12-02 lunch food \"greek yogurt\" 170 g; plan 2026-12-02"], environment: Self.today)
        #expect(added.exitCode == 0)
        // 170 g of plain whole-milk Greek yogurt: 97 kcal, 9 g protein, 3.98 g carbs, 5 g fats per 100 g.
        let week49 = try String(contentsOf: kitchen.appendingPathComponent("plans/2026-W49.plan"), encoding: .utf8)
        #expect(
            week49
                == "plan\nday 2026-12-02\n  lunch: food greek yogurt 170 g\n")
        #expect(added.stdout.contains("day total                                   165     15 g    7 g   9 g"))
        let before = try String(contentsOf: kitchen.appendingPathComponent("plans/2026-W48.plan"), encoding: .utf8)
        for command in [
            "plan add today brunch overnight-oats", "plan move 2026-11-25 evening-snack to today lunch", "goals calories 5000",
            "plan add today lunch food egg 3 handfuls", "plan add today lunch food unobtainium 1 cup",
        ] {
            let failed = try Executable.run(["-C", kitchen.path, "-c", command], environment: Self.today)
            #expect(failed.exitCode == 1)
            #expect(failed.stderr.split(separator: "\n").count == 1, "\(command): \(failed.stderr)")
        }
        let after = try String(contentsOf: kitchen.appendingPathComponent("plans/2026-W48.plan"), encoding: .utf8)
        #expect(after == before)
    }

    @Test func foodSearchFromAScript() throws {
        let result = try Executable.run(["-C", Executable.examplesDirectory.path, "-c", "food search egg; food show egg"])
        #expect(result.exitCode == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Egg, whole, raw, fresh") == true)
        #expect(
            result.stdout.contains(
                "Egg, whole, raw, fresh  (SR28 01123, Dairy and Egg Products)\nper 100 g: 143 kcal  protein 12.56 g  carbs 0.72 g  fats 9.51 g\nportions:\n  1 large = 50 g\n"
            ))
    }
}

import Foundation
import Testing

/// One rule for a weekday name: the day of that name in the week `plan
/// week` shows (docs/plans-and-macros.md); `this`, `next` and `last` weeks;
/// `03/12` in the settings' date order. Today is Wednesday 25 November 2026.
@Suite struct WeekdayRuleTests {
    static let wednesday = ["CLIPCOOK_TODAY": "2026-11-25"]

    func collection(units: String = "metric") throws -> URL {
        try Executable.temporaryDirectory(holding: ["settings": "settings\n  units \(units)\n"])
    }

    func planFiles(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("plans").path)) ?? []).sorted()
    }

    @Test func planAddMondayLandsInTheWeekPlanWeekShows() throws {
        let folder = try collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Executable.run(
            ["-C", folder.path, "-c", #"plan add monday lunch quick "Soup" 321 10 40 9; plan week"#], environment: Self.wednesday)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(planFiles(folder) == ["2026-W48.plan"])
        let plan = try String(contentsOf: folder.appendingPathComponent("plans/2026-W48.plan"), encoding: .utf8)
        #expect(plan.contains("day 2026-11-23\n"))
        // The week shown holds it, under Monday the 23rd.
        #expect(result.stdout.contains("2026-W48         Mon 23  Tue 24  Wed 25"))
        #expect(result.stdout.contains("\nlunch               321 "))
    }

    @Test func thisNextAndLastWeeksAndTheSettingsDateOrder() throws {
        let folder = try collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = [
            #"plan add this friday dinner quick "A" 1 0 0 0"#, #"plan add next monday dinner quick "B" 1 0 0 0"#,
            #"plan add last sunday dinner quick "C" 1 0 0 0"#, #"plan add 03/12 dinner quick "D" 1 0 0 0"#,
        ].joined(separator: "; ")
        let result = try Executable.run(["-C", folder.path, "-c", script], environment: Self.wednesday)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(planFiles(folder) == ["2026-W47.plan", "2026-W48.plan", "2026-W49.plan"])
        let w48 = try String(contentsOf: folder.appendingPathComponent("plans/2026-W48.plan"), encoding: .utf8)
        let w49 = try String(contentsOf: folder.appendingPathComponent("plans/2026-W49.plan"), encoding: .utf8)
        let w47 = try String(contentsOf: folder.appendingPathComponent("plans/2026-W47.plan"), encoding: .utf8)
        #expect(w48.contains("day 2026-11-27\n"))  // this friday
        #expect(w49.contains("day 2026-11-30\n"))  // next monday
        #expect(w49.contains("day 2026-12-03\n"))  // 03/12, day first with metric units
        #expect(w47.contains("day 2026-11-22\n"))  // last sunday
    }

    @Test func imperialUnitsReadTheMonthFirst() throws {
        let folder = try collection(units: "imperial")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Executable.run(
            ["-C", folder.path, "-c", #"plan add 03/12 dinner quick "D" 1 0 0 0; plan add 12/03/2026 lunch quick "E" 1 0 0 0"#],
            environment: Self.wednesday)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(planFiles(folder) == ["2026-W49.plan", "2027-W10.plan"])  // March 12 nearest to today: next year's
        let bad = try Executable.run(["-C", folder.path, "-c", #"plan add 13/03 dinner quick "D" 1 0 0 0"#], environment: Self.wednesday)
        #expect(bad.exitCode != 0)
        #expect(bad.stderr.contains("'13/03' is not a real day; mm/dd with these settings' units"), "\(bad.stderr)")
    }
}

import Foundation
import Testing

/// What `plan fill` says when a week cannot be met (issue 35, item 9), as a
/// user runs it: each day that misses the goals named with the goal and by
/// how much, and a budget either kept or missed by a stated amount, with
/// nothing written.
@Suite struct PlanFillMissTests {
    static let today = ["CLIPCOOK_TODAY": "2026-11-25"]
    static let week = "next monday..next sunday"

    static func json(_ folder: URL, _ command: String) throws -> [String: Any] {
        let result = try Executable.run(["-C", folder.path, "--json", "-c", command], environment: today)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let line = try #require(result.stdout.split(separator: "\n").first)
        return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    /// The examples' three meals alone meet the goals on 5 of the 7 days at
    /// most; the report ends with a line for each of the other two: "missed
    /// Wednesday 2026-12-02: fats 17% over (94 g of 80 g)", whose figures
    /// are the day's totals against the settings' goals.
    @Test func aMissedDayIsNamedWithTheGoalAndByHowMuch() throws {
        let command = "plan fill \(Self.week) slots breakfast lunch dinner dry-run"
        let text = try Executable.run(["-C", Executable.examplesDirectory.path, "-c", command], environment: Self.today)
        #expect(text.exitCode == 0, "\(text.stderr)")
        let object = try Self.json(Executable.examplesDirectory, command)
        let days = try #require(object["days"] as? [[String: Any]])
        let within = try #require(object["daysWithinTolerance"] as? Int)
        let missed = text.stdout.split(separator: "\n").filter { $0.hasPrefix("missed ") }
        #expect(within < 7)
        #expect(missed.count == 7 - within, "\(text.stdout)")
        let goals: [String: Double] = ["calories": 2200, "protein": 140, "carbs": 230, "fats": 80]
        let pattern = try Regex(#"(calories|protein|carbs|fats) (\d+(?:\.\d)?)% (over|under) \((\d+) (?:kcal|g) of (\d+) (?:kcal|g)\)"#)
        for line in missed {
            let parts = line.split(separator: ": ", maxSplits: 1)
            #expect(parts.count == 2, "\(line)")
            let date = try #require(parts.first?.split(separator: " ").last.map(String.init))
            let day = try #require(days.first { $0["day"] as? String == date }, "\(line)")
            #expect(day["withinTolerance"] as? Bool == false)
            let matches = String(parts.last ?? "").matches(of: pattern)
            #expect(!matches.isEmpty, "\(line)")
            for match in matches {
                let nutrient = String(match.output[1].substring ?? "")
                let percent = try #require(Double(String(match.output[2].substring ?? "")))
                let value = try #require(Double(String(match.output[4].substring ?? "")))
                let goal = try #require(Double(String(match.output[5].substring ?? "")))
                #expect(goal == goals[nutrient], "\(line)")
                #expect(value == (day[nutrient] as? Double ?? (day[nutrient] as? Int).map(Double.init)), "\(line)")
                #expect((match.output[3].substring == "over") == (value > goal), "\(line)")
                // Rounded from the day's exact totals: within a percent of the shown ones.
                #expect(abs(percent - abs(value - goal) / goal * 100) < 1, "\(line)")
                #expect(abs(value - goal) / goal > (nutrient == "calories" ? 0.05 : 0.10) - 0.01, "only a goal missed is named: \(line)")
            }
        }
    }

    /// A budget too small for the week: the report says by how much the
    /// closest fill is over, which is its cost less the budget, and without
    /// `dry-run` nothing is written and the command fails saying so.
    @Test func aBudgetThatCannotBeKeptSaysByHowMuchAndWritesNothing() throws {
        let parent = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("kitchen")
        try FileManager.default.copyItem(at: Executable.examplesDirectory, to: folder)
        let object = try Self.json(folder, "plan fill \(Self.week) budget 10 dry-run")
        #expect(object["withinBudget"] as? Bool == false)
        let cost = try #require(object["cost"] as? Double)
        let over = String(format: "%.2f", cost - 10)
        let text = try Executable.run(["-C", folder.path, "-c", "plan fill \(Self.week) budget 10 dry-run"], environment: Self.today)
        #expect(text.stdout.contains("\(over) EUR over the budget of 10.00 EUR"), "\(text.stdout)")
        let write = try Executable.run(["-C", folder.path, "-c", "plan fill \(Self.week) budget 10"], environment: Self.today)
        #expect(write.exitCode != 0)
        #expect(write.stderr.contains("\(over) EUR over"), "\(write.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("plans/2026-W49.plan").path))
    }

    /// Every slot with a budget: the week stays within it, keeps each
    /// recipe three days apart and each food two, and still meets the
    /// goals on most days.
    @Test func everySlotWithABudgetKeepsItAndVariety() throws {
        let object = try Self.json(Executable.examplesDirectory, "plan fill \(Self.week) slots all budget 60 dry-run")
        #expect(object["withinBudget"] as? Bool == true, "\(object["cost"] ?? "")")
        #expect(object["repeats"] as? [String] == [])
        let days = try #require(object["days"] as? [[String: Any]])
        var seen: [String: [Int]] = [:]
        for (index, day) in days.enumerated() {
            for meal in day["meals"] as? [[String: Any]] ?? [] {
                let key = meal["recipeId"] as? String ?? "food " + (meal["food"] as? String ?? "")
                seen[key, default: []].append(index)
            }
        }
        for (key, list) in seen {
            let window = key.hasPrefix("food ") ? 2 : 3
            for (a, b) in zip(list, list.dropFirst()) { #expect(b - a >= window, "\(key) on days \(list)") }
        }
    }
}

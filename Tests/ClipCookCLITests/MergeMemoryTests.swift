import Foundation
import Testing

/// `clipcook merge` of a long plan and a long recipe stays within a small
/// multiple of its input, as `convert` and `fmt` do (docs/performance.md,
/// "Memory"): it used to read each version with its syntax tree and source
/// map, and to read ours' whole text again for every meal theirs changed.
/// (The debug build the suite runs; scripts/measure-memory --merge
/// measures the release build at 56 MB.)
/// Peak memory is measured by `/usr/bin/time` around the one process.
@Suite struct MergeMemoryTests {
    /// A plan of `days` days, six meals a day.
    static func plan(days: Int) -> String {
        var text = "-- a long plan\nplan\n"
        text.reserveCapacity(days * 200)
        let meals = ["breakfast", "morning snack", "lunch", "afternoon snack", "dinner", "evening snack"]
        let recipes = ["overnight-oats", "red-lentil-soup", "classic-hummus", "green-curry", "banana-bread"]
        var ordinal = 0
        for year in 1900...2199 {
            for month in 1...12 {
                for day in 1...28 {
                    guard ordinal < days else { return text }
                    text += "day \(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)\n"
                    for (index, meal) in meals.enumerated() {
                        let recipe = recipes[(ordinal + index) % recipes.count]
                        text +=
                            index == 3
                            ? "  \(meal): quick \"Apple\" calories 95  protein 0  carbs 25  fats 0\n"
                            : "  \(meal): \(recipe) x\(1 + (ordinal + index) % 3)  -- note \(ordinal)\n"
                    }
                    text += "\n"
                    ordinal += 1
                }
            }
        }
        return text
    }

    /// Runs `clipcook ARGUMENTS` under `/usr/bin/time` and gives its exit
    /// status and its peak resident memory in bytes.
    static func peak(_ arguments: [String]) throws -> (exitCode: Int32, bytes: Int, stderr: String) {
        // /usr/bin/time is installed by scripts/ensure-deps: without it this test fails rather than passing unmeasured.
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/time"), "needs /usr/bin/time")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "peak %M", Executable.productsDirectory.appendingPathComponent("clipcook").path] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        let line = try #require(text.split(separator: "\n").last { $0.hasPrefix("peak ") }, "\(text)")
        let kilobytes = try #require(Int(line.dropFirst(5)))
        return (process.terminationStatus, kilobytes * 1024, text)
    }

    /// The peak of a merge of three small plans: what the process takes
    /// before the size of its input counts.
    static func baseline(in folder: URL) throws -> Int {
        let small = plan(days: 7)
        let files = [
            "b.plan": small, "o.plan": small + "\nday 2026-01-01\n  lunch: green-curry\n", "t.plan": small.replacingOccurrences(of: "x1", with: "x2"),
        ]
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        let run = try peak(["merge", path("b.plan"), path("o.plan"), path("t.plan"), "-o", path("m.plan")])
        #expect(run.exitCode == 0, "\(run.stderr)")
        return run.bytes
    }

    /// Merges `ours` and `theirs` of the 0.9 MB plan and gives its peak above a small merge, in times the plan's size.
    static func planMerge(ours: String, theirs: String, base: String, expecting parts: [String]) throws -> Double {
        let folder = try Executable.temporaryDirectory(holding: ["base.plan": base, "ours.plan": ours, "theirs.plan": theirs])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        let run = try Self.peak(["merge", path("base.plan"), path("ours.plan"), path("theirs.plan"), "-o", path("merged.plan")])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let merged = try String(contentsOfFile: path("merged.plan"), encoding: .utf8)
        for part in parts { #expect(merged.contains(part), "\(part)") }
        let baseline = try Self.baseline(in: folder)
        return Double(run.bytes - baseline) / Double(base.utf8.count)
    }

    @Test func aLongPlanChangedNearItsEndsMergesInASmallMultipleOfItsSize() throws {
        let base = Self.plan(days: 3_000)  // about 0.9 MB, 18,000 meals
        // Ours changes a meal near the start, theirs one near the end, and
        // each adds a meal: a clean merge, two stretches far apart.
        let ours = base.replacingOccurrences(of: "x1  -- note 3\n", with: "x4  -- note 3\n")
            .replacingOccurrences(of: "day 1900-01-05\n", with: "day 1900-01-05\n  breakfast: classic-hummus\n")
        let theirs = base.replacingOccurrences(of: "x2  -- note 2990\n", with: "x5  -- note 2990\n")
            .replacingOccurrences(of: "x3  -- note 2000\n", with: "x3  -- note 2000\n  dinner: green-curry x2\n")
        let ratio = try Self.planMerge(
            ours: ours, theirs: theirs, base: base,
            expecting: ["x4  -- note 3\n", "x5  -- note 2990\n", "day 1900-01-05\n  breakfast: classic-hummus\n", "  dinner: green-curry x2"])
        // Under 4.5 times one version (three are read: 1.5 times all the
        // input), beyond what the process takes for a small merge; it was
        // over 40 times, then 12 (docs/performance.md, "Merge").
        #expect(ratio < 4.5, "peak \(ratio) times the plan above a small merge")
    }

    @Test func aLongPlanChangedInItsMiddleMergesInASmallMultipleOfItsSize() throws {
        let base = Self.plan(days: 3_000)
        // Both change days near each other in the middle of the plan.
        let ours = base.replacingOccurrences(of: "x1  -- note 1500\n", with: "x4  -- note 1500\n")
        let theirs = base.replacingOccurrences(of: "x1  -- note 1503\n", with: "x5  -- note 1503\n")
            .replacingOccurrences(of: "x1  -- note 1509\n", with: "x1  -- note 1509\n  dinner: green-curry x2\n")
        let ratio = try Self.planMerge(
            ours: ours, theirs: theirs, base: base,
            expecting: ["x4  -- note 1500\n", "x5  -- note 1503\n", "x1  -- note 1509\n", "  dinner: green-curry x2\n"])
        #expect(ratio < 4.5, "peak \(ratio) times the plan above a small merge")
    }

    @Test func aLongRecipeMergesInASmallMultipleOfItsSize() throws {
        var base = "recipe \"A Long Recipe\"\n  category dinner\n  servings 4\n\ningredients\n"
        for n in 0..<8_000 { base += "  - \(1 + n % 500) g red lentils, rinsed  -- \(n)\n" }
        base += "\nsteps\n"
        for n in 0..<8_000 { base += "  \(n + 1). Simmer for \(1 + n % 50) minutes, stirring now and then.\n" }
        let ours = base.replacingOccurrences(of: "servings 4", with: "servings 6")
        let theirs = base.replacingOccurrences(of: "  7990. Simmer", with: "  7990. Gently simmer")
        let folder = try Executable.temporaryDirectory(holding: ["base.recipe": base, "ours.recipe": ours, "theirs.recipe": theirs])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        let size = base.utf8.count
        let run = try Self.peak(["merge", path("base.recipe"), path("ours.recipe"), path("theirs.recipe"), "-o", path("merged.recipe")])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let merged = try String(contentsOfFile: path("merged.recipe"), encoding: .utf8)
        #expect(merged.contains("  servings 6\n") && merged.contains("  7990. Gently simmer"))
        let baseline = try Self.baseline(in: folder)
        #expect(run.bytes - baseline < 12 * size, "peak \(run.bytes >> 10) KB (\(baseline >> 10) KB for a small merge) for a \(size >> 10) KB recipe")
    }

    @Test func aLongShoppingListMergesInASmallMultipleOfItsSize() throws {
        var base = "-- a long list\nshopping\n"
        let names = ["chicken breast", "baby spinach", "coconut milk", "coffee beans", "ice"]
        for n in 0..<16_000 {
            let name = names[n % names.count]
            base += n % 3 == 0 ? "  - [x] \(1 + n % 900) g \(name)  [recipe green-curry]\n" : "  - [ ] \(name)  -- note \(n)\n"
        }
        // Ours ticks an item near the start, theirs one near the end, and
        // each adds an item: a clean merge.
        let ours =
            base.replacingOccurrences(of: "  - [ ] coffee beans  -- note 1003\n", with: "  - [x] coffee beans  -- note 1003\n")
            + "  - [ ] oat milk\n"
        let theirs =
            base.replacingOccurrences(of: "  - [ ] ice  -- note 15004\n", with: "  - [x] ice  -- note 15004\n")
            + "  - [ ] 2 l olive oil\n"
        let folder = try Executable.temporaryDirectory(holding: ["base.list": base, "ours.list": ours, "theirs.list": theirs])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        let size = base.utf8.count
        let run = try Self.peak(["merge", path("base.list"), path("ours.list"), path("theirs.list"), "-o", path("merged.list")])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let merged = try String(contentsOfFile: path("merged.list"), encoding: .utf8)
        #expect(merged.contains("  - [x] coffee beans  -- note 1003\n") && merged.contains("  - [x] ice  -- note 15004\n"))
        #expect(merged.hasSuffix("  - [ ] oat milk\n  - [ ] 2 l olive oil\n"))
        // It was 44 times one version above a small merge, then 28; 10
        // since the merge indexes positions rather than ids and an item is
        // kept in 64 bytes with its derived id as a number
        // (docs/performance.md, "Merge").
        let baseline = try Self.baseline(in: folder)
        #expect(run.bytes - baseline < 12 * size, "peak \(run.bytes >> 10) KB (\(baseline >> 10) KB for a small merge) for a \(size >> 10) KB list")
    }
}

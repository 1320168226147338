import Foundation
import Testing

/// Date words a cook can trust (issue 35, items 3-5): every command reads
/// the same words as `plan`, an expiry is in the future tense, and food past
/// its date is not counted as at home.
@Suite struct TrustDateTests {
    func exampleCopy() throws -> URL {
        let root = try Executable.temporaryDirectory()
        let copy = root.appendingPathComponent("kitchen")
        try FileManager.default.copyItem(at: Executable.examplesDirectory, to: copy)
        return copy
    }

    func read(_ url: URL, _ path: String) -> String {
        (try? String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    // 3. `shop add week next monday` is the week of next Monday, as `plan` reads it.
    @Test func shopReadsTheDateWordsOfPlan() throws {
        let kitchen = try exampleCopy()
        defer { try? FileManager.default.removeItem(at: kitchen.deletingLastPathComponent()) }
        let wednesday = ["CLIPCOOK_TODAY": "2026-11-18"]
        let week = try Executable.run(["-C", kitchen.path, "-c", "shop clear all; shop add week next monday"], environment: wednesday)
        #expect(week.exitCode == 0)
        #expect(week.stdout.contains("from the plan for 2026-11-23..2026-11-29"))
        #expect(!read(kitchen, "shopping.list").contains("week next monday"))
        let range = try Executable.run(
            ["-C", kitchen.path, "-c", "shop clear all; shop add plan next monday to next tuesday"], environment: wednesday)
        #expect(range.exitCode == 0)
        #expect(range.stdout.contains("from the plan for 2026-11-23..2026-11-24"))
        let dots = try Executable.run(
            ["-C", kitchen.path, "-c", "shop clear all; shop add plan next monday..next tuesday"], environment: wednesday)
        #expect(dots.stdout.contains("from the plan for 2026-11-23..2026-11-24"))
        // One day in words is that day's plan ("unknown day 'next'" before).
        let one = try Executable.run(["-C", kitchen.path, "-c", "shop clear all; shop add plan next monday"], environment: wednesday)
        #expect(one.exitCode == 0, "\(one.stderr)")
        #expect(one.stdout.contains("from the plan for 2026-11-23 ("), "\(one.stdout)")
        // A day that is no day is said, not added as an item.
        let bad = try Executable.run(["-C", kitchen.path, "-c", "shop add week next monday please"], environment: wednesday)
        #expect(bad.exitCode != 0)
        #expect(bad.stderr.contains("unexpected 'please'"))
        #expect(!read(kitchen, "shopping.list").contains("please"))
    }

    // 4. On a Saturday, `expires monday` is the Monday to come.
    @Test func anExpiryIsTheNextSuchDay() throws {
        let kitchen = try Executable.temporaryDirectory(holding: ["pantry": "pantry\n  - salt\n"])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let saturday = ["CLIPCOOK_TODAY": "2026-11-28"]
        let result = try Executable.run(["-C", kitchen.path, "-c", "pantry add 1 red bell pepper expires monday; pantry"], environment: saturday)
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("expires 2026-11-30"))
        #expect(!result.stdout.contains("past its date"))
        #expect(read(kitchen, "pantry").contains("expires 2026-11-30"))
        // Saturday itself is today; a day gone is said.
        let today = try Executable.run(["-C", kitchen.path, "-c", "pantry add 1 l milk expires saturday"], environment: saturday)
        #expect(today.stdout.contains("expires 2026-11-28"))
        let gone = try Executable.run(["-C", kitchen.path, "-c", "pantry add 1 lemon expires yesterday"], environment: saturday)
        #expect(gone.exitCode == 0)
        #expect(gone.stdout.contains("note: 2026-11-27 is already past; the item is marked past its date"))
    }

    // 4. A lime added to one past its date keeps the earlier date: said,
    // not silent ("the pantry now holds 2 lime, expires 2026-11-25" before).
    @Test func addingToAnItemPastItsDateIsSaid() throws {
        let kitchen = try Executable.temporaryDirectory(holding: ["pantry": "pantry\n  - 1 lime  expires 2026-11-25\n"])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let saturday = ["CLIPCOOK_TODAY": "2026-11-28"]
        let result = try Executable.run(["-C", kitchen.path, "-c", "pantry add 1 lime expires wednesday"], environment: saturday)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("the pantry now holds 2 limes, expires 2026-11-25\n"), "\(result.stdout)")
        #expect(
            result.stdout.contains(
                "note: 2026-11-25 is already past; the item is marked past its date (an item added to keeps the earlier of the two dates)"))
        #expect(read(kitchen, "pantry").contains("  - 2 lime  expires 2026-11-25\n"))
    }

    // 5. `suggest pantry` does not count food past its date, and shows it apart.
    @Test func foodPastItsDateIsNotAtHome() throws {
        let kitchen = try Executable.temporaryDirectory(holding: [
            "recipes/omelette.recipe": "recipe Omelette\n  category breakfast\n  servings 1\n\ningredients\n  - 2 eggs\n  - 50 ml milk\n",
            "pantry": "pantry\n  - 6 eggs  expires 2026-11-20\n  - 1 l milk  expires 2026-12-05\n",
        ])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run(["-C", kitchen.path, "-c", "suggest pantry"], environment: ["CLIPCOOK_TODAY": "2026-11-28"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("missing: 2 eggs"))
        #expect(!result.stdout.contains("100%"))
        #expect(result.stdout.contains("not counted, past its date: eggs (2026-11-20)"))
        let fresh = try Executable.run(["-C", kitchen.path, "-c", "suggest pantry"], environment: ["CLIPCOOK_TODAY": "2026-11-19"])
        #expect(fresh.stdout.contains("100%"))
        #expect(!fresh.stdout.contains("past its date"))
    }
}

import Foundation
import Testing

/// A meal that has an item is not quietly given a second (issue 35, item
/// 10), and a planned meal's servings change with `plan servings`.
@Suite struct PlanFilledMealTests {
    static let files = [
        "recipes/salmon.recipe": "recipe Salmon\n  category dinner\n  servings 2\n\ningredients\n  - 2 salmon fillets\n",
        "recipes/soup.recipe": "recipe Soup\n  category dinner\n  servings 4\n\ningredients\n  - 1 l stock\n",
        "plans/2026-W49.plan": "plan\nday 2026-11-30\n  dinner: soup\n",
    ]
    static let today = ["CLIPCOOK_TODAY": "2026-11-29"]

    func read(_ url: URL, _ path: String) -> String {
        (try? String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    @Test func aScriptIsRefusedASecondDinnerUnlessItSaysAlso() throws {
        let kitchen = try Executable.temporaryDirectory(holding: Self.files)
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let before = read(kitchen, "plans/2026-W49.plan")
        let refused = try Executable.run(["-C", kitchen.path, "-c", "plan add tomorrow dinner salmon"], environment: Self.today)
        #expect(refused.exitCode != 0)
        #expect(refused.stderr.contains("dinner on 2026-11-30 already has 'soup'"))
        #expect(refused.stderr.contains("plan add 2026-11-30 dinner also"))
        #expect(read(kitchen, "plans/2026-W49.plan") == before)
        let also = try Executable.run(["-C", kitchen.path, "-c", "plan add tomorrow dinner also salmon"], environment: Self.today)
        #expect(also.exitCode == 0)
        #expect(read(kitchen, "plans/2026-W49.plan").contains("salmon"))
        // An empty meal takes an item without a word.
        let lunch = try Executable.run(["-C", kitchen.path, "-c", "plan add tomorrow lunch salmon"], environment: Self.today)
        #expect(lunch.exitCode == 0)
    }

    @Test func servingsOfAPlannedMealChange() throws {
        let kitchen = try Executable.temporaryDirectory(holding: Self.files)
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run(["-C", kitchen.path, "-c", "plan servings tomorrow dinner 2"], environment: Self.today)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("plan servings 'soup'"))
        #expect(read(kitchen, "plans/2026-W49.plan").contains("soup x2"))
        let bad = try Executable.run(["-C", kitchen.path, "-c", "plan servings tomorrow dinner 0"], environment: Self.today)
        #expect(bad.exitCode != 0)
        #expect(bad.stderr.contains("'0' is not a number of servings"))
    }
}

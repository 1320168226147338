import Foundation
import Testing

/// Shopping sums a cook can trust (issue 35, items 1-3): exact amounts on
/// the list, counts never under-bought, the same date words as `plan`.
@Suite struct TrustShoppingTests {
    func exampleCopy() throws -> URL {
        let root = try Executable.temporaryDirectory()
        let copy = root.appendingPathComponent("kitchen")
        try FileManager.default.copyItem(at: Executable.examplesDirectory, to: copy)
        return copy
    }

    func read(_ url: URL, _ path: String) -> String {
        (try? String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    // 1. 2 tbsp × 7/6 is exactly 7 tsp (2 ⅓ tbsp), not 7 ⅛ tsp.
    @Test func aScaledRecipeAddsExactAmounts() throws {
        let kitchen = try exampleCopy()
        defer { try? FileManager.default.removeItem(at: kitchen.deletingLastPathComponent()) }
        let result = try Executable.run(["-C", kitchen.path, "-c", "shop clear all; shop add classic-hummus servings 7; shop"])
        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.contains("[ ] 7 tsp lemon juice"))
        #expect(!result.stdout.contains("⅛ tsp lemon juice"))
        // The file holds the exact amount, read back as the same number.
        #expect(read(kitchen, "shopping.list").contains("2 ⅓ tbsp lemon juice"))
    }

    // 1. Sums of exact amounts: 100 g × 1/6, seven times, is 116 ⅔ g, kept exact in the file.
    @Test func repeatedAdditionsSumExactly() throws {
        let kitchen = try Executable.temporaryDirectory(holding: [
            "recipes/dip.recipe": "recipe Dip\n  category snack\n  servings 6\n\ningredients\n  - 100 g tahini\n  - 2 tbsp lemon juice\n"
        ])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let adds = Array(repeating: "shop add dip servings 1", count: 7).joined(separator: "; ")
        let result = try Executable.run(["-C", kitchen.path, "-c", adds + "; shop"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("[ ] 7 tsp lemon juice"))
        let file = read(kitchen, "shopping.list")
        #expect(file.contains("116 2/3 g tahini"))
        #expect(file.contains("2 ⅓ tbsp lemon juice"))
    }

    // 2. Seven single servings of banana bread need 2.1 bananas: buy 3, and say what is needed.
    @Test func countsAreNeverUnderBought() throws {
        let kitchen = try exampleCopy()
        defer { try? FileManager.default.removeItem(at: kitchen.deletingLastPathComponent()) }
        let adds = Array(repeating: "shop add banana-bread servings 1", count: 7).joined(separator: "; ")
        let result = try Executable.run(["-C", kitchen.path, "-c", "shop clear all; " + adds + "; shop"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("[ ] 3 very ripe bananas (mashed) (2.1 needed)"))
        #expect(result.stdout.contains("[ ] 1 large egg (beaten) (0.7 needed)"))
        let file = read(kitchen, "shopping.list")
        #expect(file.contains("2.1 very ripe bananas"))
        #expect(file.contains("[0.7 large] egg"))
        // A whole number needs no note.
        let whole = try Executable.run(["-C", kitchen.path, "-c", "shop clear all; shop add banana-bread; shop"])
        #expect(whole.stdout.contains("[ ] 3 very ripe bananas (mashed)  "))
        #expect(!whole.stdout.contains("needed"))
        let json = try Executable.run(["-C", kitchen.path, "--json", "-c", "shop clear all; " + adds + "; shop"])
        #expect(json.stdout.contains("\"needed\":\"2.1 needed\""))
    }
}

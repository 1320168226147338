import Foundation
import Testing

/// `suggest pantry` and `cookable` (issue 26, item 2) on a small collection
/// whose order is worked out by hand.
@Suite struct CookableCommandTests {
    static let today = ["CLIPCOOK_TODAY": "2026-11-25"]

    static func recipe(_ title: String, _ ingredients: [String], archived: Bool = false) -> String {
        "recipe \(title)\n  category dinner\n  servings 2\n" + (archived ? "  archived\n" : "")
            + "\ningredients\n" + ingredients.map { "  - \($0)\n" }.joined()
    }

    /// At home: 1 kg flour, 6 eggs expiring tomorrow, 500 ml milk, 200 g
    /// cheddar, salt.
    /// - Omelette: 3 eggs and 50 g cheddar at home, salt and pepper always:
    ///   100%, and it uses the eggs (+10): 110.
    /// - Pancakes: 200 g flour and 300 g milk at home, 100 g butter not:
    ///   500 of 600 g, 83%.
    /// - Eggy Bread: 100 g egg at home (about 2 of the 6), 100 g bread not:
    ///   50%, +10 for the eggs: 60.
    /// - Cheese Toast: 100 g cheddar at home, 100 g bread not: 50%; after
    ///   Eggy Bread, which uses food expiring soon.
    /// - Lentil Soup: only water at home: 0%, left out. Flour Paste would
    ///   be 100% but is archived.
    static let collection = [
        "settings": "settings\n  units metric\n",
        "pantry": "pantry\n  - 1 kg plain flour\n  - 6 eggs  expires 2026-11-26\n  - 500 ml milk\n  - 200 g cheddar\n  - salt\n",
        "recipes/omelette.recipe": recipe("Omelette", ["3 eggs", "50 g cheddar", "[a pinch] salt", "black pepper"]),
        "recipes/pancakes.recipe": recipe("Pancakes", ["200 g plain flour", "300 g milk", "100 g butter", "[a pinch] salt"]),
        "recipes/eggy-bread.recipe": recipe("Eggy Bread", ["100 g bread", "100 g egg"]),
        "recipes/cheese-toast.recipe": recipe("Cheese Toast", ["100 g bread", "100 g cheddar"]),
        "recipes/lentil-soup.recipe": recipe("Lentil Soup", ["300 g red lentils", "1 l water"]),
        "recipes/flour-paste.recipe": recipe("Flour Paste", ["100 g plain flour", "100 ml water"], archived: true),
    ]

    @Test func recipesRankByWhatIsAtHomeWithExpiringFoodPreferred() throws {
        let root = try Executable.temporaryDirectory(holding: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["-C", root.path, "-c", "suggest pantry"], environment: Self.today)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                At home for 4 recipes (share of the ingredients by weight; +10 a food expiring soon):
                1. Omelette      100%  uses soon: eggs; nothing missing
                2. Pancakes       83%  missing: 100 g butter
                3. Eggy Bread     50%  uses soon: eggs; missing: 100 g bread
                4. Cheese Toast   50%  missing: 100 g bread

                """)
        let alias = try Executable.run(["-C", root.path, "-c", "cookable"], environment: Self.today)
        #expect(alias.stdout == result.stdout)
        let all = try Executable.run(["-C", root.path, "--json", "-c", "cookable all"], environment: Self.today)
        #expect(all.stdout.contains("\"count\":5"), "\(all.stdout)")
        #expect(all.stdout.contains("\"id\":\"lentil-soup\""))
        #expect(!all.stdout.contains("flour-paste"), "archived recipes are left out")
    }

    @Test func withoutAPantryNothingIsAtHome() throws {
        var files = Self.collection
        files["pantry"] = nil
        let root = try Executable.temporaryDirectory(holding: files)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["-C", root.path, "-c", "suggest pantry"], environment: Self.today)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout == "the pantry is empty; 'pantry add 1 kg flour' adds an item\n")
    }
}

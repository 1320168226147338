import Foundation
import Testing

/// `cookable` of a recipe with more missing ingredients than it names
/// (issue 40, item 3): the text names four and counts the rest, the JSON
/// names the first 1,000 and gives the count of all of them. At home 1 kg
/// of flour; 1,500 lines of 1 to 9 g butter missing (166 rounds of 45 g,
/// then 1 to 6 g: 7,491 g): 1,000 of 8,491 g, 11%.
@Suite struct CookableLongRecipeTests {
    @Test func theMissingAreCountedAndTheFirstThousandNamed() throws {
        let lines = ["  - 1 kg plain flour\n"] + (0..<1_500).map { "  - \(1 + $0 % 9) g butter \($0)\n" }
        let root = try Executable.temporaryDirectory(holding: [
            "settings": "settings\n  units metric\n",
            "pantry": "pantry\n  - 1 kg plain flour\n",
            "recipes/long.recipe": "recipe Long\n  category dinner\n  servings 2\n\ningredients\n" + lines.joined(),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let text = try Executable.run(["-C", root.path, "-c", "cookable"], environment: ["CLIPCOOK_TODAY": "2026-11-25"])
        #expect(text.exitCode == 0, "\(text.stderr)")
        #expect(
            text.stdout == """
                At home for 1 recipe (share of the ingredients by weight; +10 a food expiring soon):
                1. Long  11%  missing: 1 g butter 0, 2 g butter 1, 3 g butter 2, 4 g butter 3 and 1496 more

                """)
        let json = try Executable.run(["-C", root.path, "--json", "-c", "cookable"], environment: ["CLIPCOOK_TODAY": "2026-11-25"])
        #expect(json.exitCode == 0, "\(json.stderr)")
        let line = try #require(json.stdout.split(separator: "\n").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let data = (object["data"] as? [String: Any]) ?? object
        let recipes = try #require(data["recipes"] as? [[String: Any]])
        let missing = try #require(recipes.first?["missing"] as? [String])
        #expect(missing.count == 1_000)
        #expect(missing.first == "1 g butter 0")
        #expect(missing.last == "1 g butter 999")
        #expect(recipes.first?["missingCount"] as? Int == 1_500)
    }
}

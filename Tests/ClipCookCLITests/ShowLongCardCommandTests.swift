import Foundation
import Testing

/// `show` of a long recipe as a user runs it (issue 40, item 3): the card
/// is printed in pieces as it is written, and what arrives is every line
/// of it, in order, once, ending with one line feed, followed by the next
/// command's output; the cost lines come from sums.
@Suite struct ShowLongCardCommandTests {
    /// Serves 2: 12,000 ingredients, every third one 100 g of flour (1.00
    /// per kg: 0.10 each), the others a pinch of a salt of their own.
    static func files() -> [String: String] {
        var recipe = "recipe Long Bread\n  category snack\n  servings 2\n\ningredients\n"
        for n in 0..<12_000 { recipe += n % 3 == 0 ? "  - 100 g flour\n" : "  - [1 pinch] salt \(n)\n" }
        recipe += "\nsteps\n  - Knead.\n"
        return [
            "recipes/long-bread.recipe": recipe,
            "foods/prices.foods": "foods\nfood Flour calories 364  protein 10  carbs 76  fats 1\n  price 1.00 per 1 kg\n",
            "settings": "settings\n  currency EUR\n",
        ]
    }

    @Test func everyLineOfALongCardArrivesOnceAndInOrder() throws {
        let folder = try Executable.temporaryDirectory(holding: Self.files())
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Executable.run(["-C", folder.path, "-c", "show long bread; show long bread servings 4"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("file: recipes/long-bread.recipe\n"))
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Two cards of 4 + 12,000 + 3 + 5 lines, and the empty string after the last line feed.
        #expect(lines.count == 2 * 12_012 + 1)
        let names = (0..<1_000).map { "salt \($0 + 1 + $0 / 2)" }.joined(separator: ", ")
        for (card, servings, cost) in [
            (0, "serves 2", "400.00 EUR the recipe, 200.00"), (1, "serves 4 (scaled from 2)", "800.00 EUR the recipe, 200.00"),
        ] {
            let shown = Array(lines[(card * 12_012)..<((card + 1) * 12_012)])
            #expect(shown.prefix(4) == ["Long Bread", "snack | \(servings)", "", "Ingredients"])
            for n in 0..<12_000 where n % 3 == 0 {
                #expect(shown[4 + n] == (card == 0 ? "  - 100 g flour" : "  - 200 g flour"))
            }
            #expect(shown[4 + 11_999].hasSuffix(" salt 11999"))
            #expect(
                Array(shown.suffix(8)) == [
                    "", "Steps", "  1. Knead.", "", "Cost",
                    "  \(cost) EUR a serving (from 4000 of 12000 ingredients)",
                    "  unpriced: \(names), and 7000 more", "file: recipes/long-bread.recipe",
                ])
        }
    }
}

import Foundation
import Testing

/// The amounts `shop add` writes into the list file are ones a cook reads:
/// a sum of kilograms and grams in decimals (`1.533 kg`), never a fraction
/// of a thousand (`1 533/1000 kg`, as it was); thirds from servings stay
/// exact (`116 2/3 g`), and the list still shows each rounded once.
@Suite struct ShopReadableAmountTests {
    static let recipe = """
        recipe Bread
          category snack
          servings 6

        ingredients
          - 1 kg plain flour
          - 533 g plain flour
          - 1.234 kg sugar
          - 1 g sugar
          - 100 g butter
          - 2 lb potatoes
          - 1.2 lb potatoes

        steps
          1. Mix.

        """

    func list(_ kitchen: URL) -> String {
        (try? String(contentsOf: kitchen.appendingPathComponent("shopping.list"), encoding: .utf8)) ?? ""
    }

    @Test func sumsOfMetricAmountsAreWrittenInDecimals() throws {
        let kitchen = try Executable.temporaryDirectory(holding: [
            "settings": "settings\n  units metric\n", "recipes/bread.recipe": Self.recipe,
        ])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run(["-C", kitchen.path, "-c", "shop add bread; shop"])
        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        let written = list(kitchen)
        #expect(written.contains("  - [ ] 1.533 kg plain flour  [recipe bread] [from Bread]\n"))
        #expect(written.contains("  - [ ] 1.235 kg sugar  [recipe bread] [from Bread]\n"))
        #expect(written.contains("  - [ ] 3.2 lb potatoes  [recipe bread] [from Bread]\n"))
        #expect(!written.contains("/1000"))
        #expect(!written.contains("/200"))
        // Shown rounded once: kilograms to the nearest 0.05.
        #expect(result.stdout.contains("[ ] 1.55 kg plain flour"))
        #expect(result.stdout.contains("[ ] 1.25 kg sugar"))
        // The file is what fmt writes.
        #expect(try Executable.run(["fmt", "--check", kitchen.appendingPathComponent("shopping.list").path]).exitCode == 0)
    }

    @Test func scaledAmountsStayExactAndReadable() throws {
        let kitchen = try Executable.temporaryDirectory(holding: [
            "settings": "settings\n  units metric\n", "recipes/bread.recipe": Self.recipe,
        ])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        // 7 of 6 servings: 100 g is 116 ⅔ g, 1.533 kg is 1.7885 kg.
        let result = try Executable.run(["-C", kitchen.path, "-c", "shop add bread servings 7; shop"])
        #expect(result.exitCode == 0)
        let written = list(kitchen)
        #expect(written.contains("  - [ ] 116 2/3 g butter"))
        // 1.7885 kg has no small fraction: written as the card writes it.
        #expect(written.contains("  - [ ] 1.79 kg plain flour  [recipe bread]"))
        #expect(!written.contains("/2000"))
        #expect(result.stdout.contains("[ ] 115 g butter"))
        #expect(result.stdout.contains("[ ] 1.8 kg plain flour"))
    }
}

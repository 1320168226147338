import Foundation
import Testing

/// A recipe written in German, Spanish, French or Italian gets its
/// nutrition as the same recipe in English does: its food words are looked
/// up by their English food names (issue 33).
@Suite struct ForeignNutritionTests {
    static let english = """
        recipe Onion Tart
          category dinner
          servings 4

        ingredients
          - 250 g flour
          - 3 eggs
          - 125 g butter
          - 500 g onions
          - 200 g sour cream
          - 100 g bacon
          - 1 tsp salt
          - 3 clove garlic
          - 2 tbsp olive oil
          - 10 g parsley

        """

    /// The same tart in each language, as the importer writes it (units as symbols).
    static let translations: [(slug: String, text: String)] = [
        (
            "zwiebelkuchen",
            "recipe Zwiebelkuchen\n  category dinner\n  servings 4\n\ningredients\n  - 250 g Mehl\n  - 3 Eier\n"
                + "  - 125 g Butter\n  - 500 g Zwiebeln\n  - 200 g Schmand\n  - 100 g Speckwürfel\n  - 1 tsp Salz\n"
                + "  - 3 clove Knoblauch\n  - 2 tbsp Olivenöl\n  - 10 g Petersilie\n"
        ),
        (
            "tarta-de-cebolla",
            "recipe Tarta de cebolla\n  category dinner\n  servings 4\n\ningredients\n  - 250 g harina\n  - 3 huevos\n"
                + "  - 125 g mantequilla\n  - 500 g cebollas\n  - 200 g crema agria\n  - 100 g tocino\n  - 1 tsp sal\n"
                + "  - 3 clove ajo\n  - 2 tbsp aceite de oliva\n  - 10 g perejil\n"
        ),
        (
            "tarte-aux-oignons",
            "recipe Tarte aux oignons\n  category dinner\n  servings 4\n\ningredients\n  - 250 g farine\n  - 3 œufs\n"
                + "  - 125 g beurre\n  - 500 g oignons\n  - 200 g crème fraîche épaisse\n  - 100 g lardons\n  - 1 tsp sel\n"
                + "  - 3 clove ail\n  - 2 tbsp huile d'olive\n  - 10 g persil\n"
        ),
        (
            "torta-di-cipolle",
            "recipe Torta di cipolle\n  category dinner\n  servings 4\n\ningredients\n  - 250 g farina\n  - 3 uova\n"
                + "  - 125 g burro\n  - 500 g cipolle\n  - 200 g panna acida\n  - 100 g pancetta affumicata\n  - 1 tsp sale\n"
                + "  - 3 clove aglio\n  - 2 tbsp olio d'oliva\n  - 10 g prezzemolo\n"
        ),
    ]

    /// The computed calories a serving from `nutrition`'s table.
    static func calories(_ output: String) -> Double? {
        guard let row = output.split(separator: "\n").first(where: { $0.hasPrefix("calories") }),
            let last = row.split(separator: " ").last
        else { return nil }
        return Double(last)
    }

    @Test func aRecipeInEachLanguageGetsTheCaloriesOfTheEnglishOne() throws {
        var files = ["recipes/onion-tart.recipe": Self.english]
        for (slug, text) in Self.translations { files["recipes/\(slug).recipe"] = text }
        let kitchen = try Executable.temporaryDirectory(holding: files)
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let english = try Executable.run(["-C", kitchen.path, "-c", "nutrition onion-tart"])
        #expect(english.exitCode == 0)
        #expect(english.stdout.contains("computed from 10 of 10 ingredients"))
        let reference = try #require(Self.calories(english.stdout))
        #expect(reference > 500)
        for (slug, _) in Self.translations {
            let result = try Executable.run(["-C", kitchen.path, "-c", "nutrition \(slug)"])
            #expect(result.exitCode == 0, "\(slug)")
            #expect(result.stdout.contains("computed from 10 of 10 ingredients"), "\(slug): \(result.stdout)")
            let kcal = try #require(Self.calories(result.stdout), "\(slug)")
            // Within 5%: the sour creams and bacons of the four languages are near, not the same, foods.
            #expect(abs(kcal - reference) <= reference * 0.05, "\(slug): \(kcal) kcal against \(reference)")
        }
    }
}

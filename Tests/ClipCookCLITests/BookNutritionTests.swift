import Foundation
import Testing

/// A recipe written in a German or a French family's words gets the
/// nutrition of the same recipe in English (issue 33, round nine): Austrian
/// and Quebec words (`Rotkraut`, `Kren`, `bleuets`, `crème sure`), everyday
/// foods the food words lacked (`Käse`, `Tomatensauce`, `sauce tomate`) and
/// a typographic apostrophe (`sirop d’érable`).
@Suite struct BookNutritionTests {
    static func recipe(_ title: String, _ lines: [String]) -> String {
        "recipe \(title)\n  category dinner\n  servings 4\n\ningredients\n" + lines.map { "  - \($0)\n" }.joined()
    }

    /// Each pair: the English recipe and the same recipe in the book's language.
    static let pairs: [(slug: String, english: [String], book: [String])] = [
        (
            "rotkraut-auflauf",
            [
                "500 g red cabbage", "200 g turkey breast", "100 g feta cheese", "150 g cheese", "400 g tomato sauce",
                "1 tbsp horseradish", "2 tbsp soy sauce", "1 chili pepper",
            ],
            [
                "500 g Rotkraut", "200 g Putenbrust", "100 g Schafskäse", "150 g Käse", "400 g Tomatensauce", "1 tbsp Kren",
                "2 tbsp Tamari", "1 Chilischote",
            ]
        ),
        (
            "palette-aux-bleuets",
            [
                "500 g beef chuck", "500 ml vegetable broth", "250 ml blueberries", "125 ml sour cream",
                "250 g cream cheese", "60 ml maple syrup", "2 tbsp soy sauce", "4 green onions",
            ],
            [
                "500 g palette de bœuf", "500 ml bouillon de légumes", "250 ml bleuets", "125 ml crème sure",
                "250 g fromage à la crème", "60 ml sirop d’érable", "2 tbsp sauce soya", "4 oignons verts",
            ]
        ),
    ]

    /// The computed calories a serving from `nutrition`'s table.
    static func calories(_ output: String) -> Double? {
        guard let row = output.split(separator: "\n").first(where: { $0.hasPrefix("calories") }),
            let last = row.split(separator: " ").last
        else { return nil }
        return Double(last)
    }

    @Test func aBookRecipeGetsTheCaloriesOfTheEnglishOne() throws {
        var files: [String: String] = [:]
        for pair in Self.pairs {
            files["recipes/\(pair.slug)-en.recipe"] = Self.recipe(pair.slug + " en", pair.english)
            files["recipes/\(pair.slug).recipe"] = Self.recipe(pair.slug, pair.book)
        }
        let kitchen = try Executable.temporaryDirectory(holding: files)
        defer { try? FileManager.default.removeItem(at: kitchen) }
        for pair in Self.pairs {
            let english = try Executable.run(["-C", kitchen.path, "-c", "nutrition \(pair.slug)-en"])
            #expect(english.exitCode == 0)
            #expect(english.stdout.contains("computed from 8 of 8 ingredients"), "\(pair.slug)-en: \(english.stdout)")
            let reference = try #require(Self.calories(english.stdout))
            #expect(reference > 200)
            let book = try Executable.run(["-C", kitchen.path, "-c", "nutrition \(pair.slug)"])
            #expect(book.exitCode == 0, "\(pair.slug)")
            #expect(book.stdout.contains("computed from 8 of 8 ingredients"), "\(pair.slug): \(book.stdout)")
            let kcal = try #require(Self.calories(book.stdout), "\(pair.slug)")
            // The same foods: the same calories, but for rounding.
            #expect(abs(kcal - reference) <= max(1, reference * 0.01), "\(pair.slug): \(kcal) kcal against \(reference)")
        }
    }
}

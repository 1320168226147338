import Foundation
import Testing

@testable import ClipCookCore

/// Real lines of other languages find their SR28 food about as often as
/// English lines do: each line is read as the importer reads it and its
/// name looked up as `nutrition` looks it up. The shares are printed;
/// the test fails when a language falls more than ten points below the
/// English lines.
@Suite struct ForeignFoodShareTests {
    /// The share of `lines` whose read name finds a food of the table, in percent.
    static func share(_ lines: [RealIngredientLine], table: FoodTable) -> Double {
        let found = lines.filter { IngredientMatch.index(for: IngredientLineReader.read($0.line).name, in: table) != nil }
        return LineScore.percent(found.count, of: lines.count)
    }

    @Test func realLinesOfEachLanguageFindTheirFoodAsOftenAsEnglishOnes() throws {
        let table = FoodTable.standard
        let english = try RealIngredientLine.load("v3-en-holdout.tsv")
        let englishShare = Self.share(english, table: table)
        print("food found, v3-en-holdout.tsv (en): \(englishShare)% of \(english.count)")
        #expect(englishShare >= 70)
        let foreign = try ["v5-intl-tune.tsv", "v5-intl-holdout.tsv", "v3-intl-holdout.tsv"].flatMap { try RealIngredientLine.load($0) }
        let spanish = try ["v6-es-tune.tsv", "v6-es-holdout.tsv"].flatMap { try RealIngredientLine.load($0) }
        print("food found, v6-es (es): \(Self.share(spanish, table: table))% of \(spanish.count)")
        for lang in ["de", "es", "fr", "it"] {
            let lines = foreign.filter { $0.lang == lang }
            guard lines.count >= 40 else { continue }
            let share = Self.share(lines, table: table)
            print("food found, v5-intl and v3-intl-holdout (\(lang)): \(share)% of \(lines.count)")
            #expect(share >= englishShare - 10, "\(lang): \(share)% against \(englishShare)% for English lines")
        }
        // The recipe books' lines of round nine (both halves: the food words are no rule of the reader)
        let books = try ["v9-intl-tune.tsv", "v9-intl-holdout.tsv"].flatMap { try RealIngredientLine.load($0) }
        for lang in ["de", "fr"] {
            let lines = books.filter { $0.lang == lang }
            let share = Self.share(lines, table: table)
            print("food found, v9-intl (\(lang)): \(share)% of \(lines.count)")
            #expect(share >= englishShare - 10, "\(lang): \(share)% against \(englishShare)% for English lines")
        }
    }

    /// Worked examples of common foods the table lacked before this round.
    @Test(arguments: [
        ("Rindsuppe", "beef"), ("Zuckerschoten", "peas"), ("lapin", "rabbit"), ("vongole", "clam"),
        ("cime di rapa", "broccoli raab"), ("maggiorana", "marjoram"), ("papas", "potato"), ("choclo", "corn"),
        ("Hojas de lechuga", "lettuce"), ("filetes de pechuga de pollo", "chicken"), ("feuilles de menthe", "mint"),
        ("Quark", "cottage"), ("Parmaschinken", "ham"), ("poudre d'amandes", "almonds"), ("Rotkraut", "cabbage, red"),
        ("Kren", "horseradish"), ("Käse", "cheese"), ("bleuets", "blueberries"), ("crème sure", "sour"),
        ("sirop d’érable", "maple"), ("sauce tomate", "tomato"), ("Apfelsinensaft", "orange juice"),
    ])
    func aCommonFoodWordFindsItsFood(_ word: String, _ food: String) throws {
        let table = FoodTable.standard
        let index = try #require(IngredientMatch.index(for: word, in: table), "\(word)")
        #expect(table.foods[index].name.lowercased().contains(food.lowercased()), "\(word): \(table.foods[index].name)")
    }
}

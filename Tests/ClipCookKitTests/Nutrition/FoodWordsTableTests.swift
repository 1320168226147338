import Foundation
import Testing

@testable import ClipCookCore

/// The food words of German, Spanish, French and Italian (`FoodWords`):
/// enough of each language's common ingredients, each naming an English
/// food the table finds.
@Suite struct FoodWordsTableTests {
    @Test func everyLanguageHasThreeHundredFoodWords() {
        for lang in ["de", "es", "fr", "it"] {
            let count = FoodWords.table.values.filter { $0.lang == lang }.count
            #expect(count >= 300, "\(lang): \(count) food words")
        }
    }

    @Test func everyAddedFoodWordNamesAFoodOfTheTable() {
        let table = FoodTable.standard
        var missing: [String] = []
        for chunk in FoodWords.deCommon + FoodWords.esCommon + FoodWords.frCommon + FoodWords.itCommon + FoodWords.deBooks + FoodWords.frBooks {
            for entry in chunk.split(separator: "|") {
                let parts = entry.split(separator: ">", maxSplits: 1).map(String.init)
                guard parts.count == 2 else {
                    missing.append(String(entry))
                    continue
                }
                if IngredientMatch.englishIndex(for: parts[1], in: table) == nil { missing.append(String(entry)) }
            }
        }
        #expect(missing.isEmpty, "\(missing.count) words name no food: \(missing.joined(separator: ", "))")
    }

    /// Worked examples: the word, the food the table finds for it, as for its English name.
    @Test(arguments: [
        ("Blumenkohl", "Cauliflower, raw"), ("Lachs", "salmon"), ("lentejas", "Lentils"), ("calabacín", "Squash"),
        ("épinards", "Spinach"), ("haricots verts", "Beans, snap"), ("ceci", "Chickpeas"), ("zucchine", "Squash"),
        ("Schlagsahne", "Cream"), ("Rinderhackfleisch", "Beef, ground"),
    ])
    func aWordFindsTheFoodOfItsEnglishName(_ word: String, _ food: String) throws {
        let table = FoodTable.standard
        let index = try #require(IngredientMatch.index(for: word, in: table), "\(word)")
        let english = try #require(FoodWords.english(for: word))
        #expect(index == IngredientMatch.englishIndex(for: english, in: table))
        #expect(table.foods[index].name.lowercased().contains(food.lowercased()), "\(word): \(table.foods[index].name)")
    }
}

import Foundation
import Testing

/// How `nutrition` and `food search` map ingredient names to foods, as
/// users run them: the built executable on the example collection.
@Suite struct FoodMappingCommandTests {
    @Test func nutritionCountsTheBananaBreadsPlainFlourAsWheatFlour() throws {
        let result = try Executable.run(["-C", Executable.examplesDirectory.path, "-c", "nutrition banana-bread"])
        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // 190 g all-purpose flour at 364 kcal per 100 g: 691.6 kcal.
        #expect(lines.contains("  190 g plain flour      Wheat flour, white, all-purpose, enrich…  190 g  692 kcal"))
        // 315.06 + 537.75 + 380 + 71.5 + 12.096 + 0 + 691.6 + 327 = 2335.006 kcal
        // for 10 servings: 233.5 -> 234, beside the 240 the recipe states.
        #expect(lines.contains("calories      240       234"))
        #expect(lines.contains("computed from 8 of 9 ingredients:"))
    }

    @Test func foodSearchListsWhatAnIngredientOfThatNameMapsToFirst() throws {
        let result = try Executable.run(["-C", Executable.examplesDirectory.path, "-c", "food search parmesan"])
        #expect(result.exitCode == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Cheese, parmesan, hard  ") == true)
        #expect(lines.dropFirst().first?.hasPrefix("Parmesan cheese topping, fat free  ") == true)
    }
}

import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct NutritionMatchesIngredientsTests {
    let rule = NutritionMatchesIngredients()

    func messages(_ text: String) -> [String] {
        let parsed = Language.parse(text, path: "recipes/r.recipe")
        guard let document = parsed.document else { return ["did not parse"] }
        let file = LintFixture.file("recipes/r.recipe", document)
        return rule.check(file, in: LintContext(files: [file])).map(\.message)
    }

    static func recipe(stated: Int, pinch: Bool = false, unknown: Bool = false) -> String {
        """
        recipe Eggs and Milk
          category breakfast
          servings 2

        ingredients
          - 100 g egg
          - 1 cup milk
          - 2 large eggs
        \(pinch ? "  - [a pinch] salt\n" : "")\(unknown ? "  - 50 g unobtainium\n" : "")
        nutrition per serving
          calories \(stated)  protein 16  carbs 6  fats 14

        """
    }

    @Test func farFromTheIngredientsIsReported() {
        // 143 + 148.84 + 143 = 434.84 kcal for two servings: 217.42 -> 217 a serving.
        #expect(
            messages(Self.recipe(stated: 400)) == [
                "stated 400 kcal a serving is 183 kcal above the 217 kcal its ingredients add up to (3 of 3 ingredients, serves 2)"
            ])
        #expect(messages(Self.recipe(stated: 100, pinch: true)).first?.hasPrefix("stated 100 kcal a serving is 117 kcal below") == true)
    }

    @Test func nearEnoughOrNotEnoughKnownIsQuiet() {
        #expect(messages(Self.recipe(stated: 300)).isEmpty)  // 83 kcal apart: within 100
        #expect(messages(Self.recipe(stated: 900, unknown: true)).isEmpty)  // an ingredient with an amount is not counted
    }
}

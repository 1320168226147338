import Testing
@testable import ClipCookCore
@testable import ClipCookInterop

/// Servings as meal-prep captions state them (issue 33), and an amount "to taste" in Spanish.
@Suite struct CaptionServingsTests {
    @Test(arguments: [
        ("5 lunches", 5), ("Divide into 5 containers", 5), ("makes 12", 12), ("Makes 12", 12), ("4 dinners", 4),
    ])
    func captionsStateServingsAsMealsAndContainers(_ line: String, _ servings: Int) {
        #expect(CaptionFacts(line, strict: false).servings == servings, "\(line)")
        let caption = "Chicken rice bowls\n\(line)\n\nIngredients:\n- 500g chicken\n- 2 cups rice\n\nMethod:\n1. Cook the rice."
        #expect(CaptionReader.read(caption).recipe.servings == servings, "\(line)")
    }

    @Test func aDivisionIntoAnythingElseIsNoServingCount() {
        #expect(CaptionFacts("Divide into 5 pieces of dough", strict: false).servings == nil)
        #expect(CaptionFacts("5 cups", strict: false).servings == nil)
    }

    @Test func salAlGustoIsSaltWithANote() {
        let parts = IngredientText.split("sal al gusto")
        #expect(parts.name == "sal")
        #expect(parts.notes == "al gusto")
        #expect(parts.amount == "")
    }
}

import Testing
@testable import ClipCookInterop

/// A page's ingredient list made one ingredient a line (issue 33, whole pages).
@Suite struct IngredientListTidyTests {
    @Test func headingsAreNoIngredients() {
        let lines = [
            "For the sauce:", "2 tbsp soy sauce", "Herb and Garlic Marinade", "1 tbsp olive oil", "TOPPING:", "50 g oats",
        ]
        #expect(IngredientListTidy.tidy(lines) == ["2 tbsp soy sauce", "1 tbsp olive oil", "50 g oats"])
    }

    @Test func aFoodWithoutAnAmountIsKept() {
        // A title-cased food is a heading only when it names a part of the dish and an amount follows.
        #expect(IngredientListTidy.tidy(["Ranch Dressing", "2 Lemons"]) == ["2 Lemons"])
        #expect(IngredientListTidy.tidy(["Flaky Sea Salt", "2 Lemons", "Caesar Dressing"]) == ["Flaky Sea Salt", "2 Lemons", "Caesar Dressing"])
        #expect(IngredientListTidy.tidy(["2 cups lettuce", "Caesar dressing, to serve"]) == ["2 cups lettuce", "Caesar dressing, to serve"])
    }

    @Test func aLineSplitByThePageIsJoined() {
        #expect(
            IngredientListTidy.tidy(["2 carrots, cut into", "2cm pieces", "1 onion"]) == ["2 carrots, cut into 2cm pieces", "1 onion"])
        #expect(
            IngredientListTidy.tidy(["3 tomatoes, cut into rough", "3cm pieces"]) == ["3 tomatoes, cut into rough 3cm pieces"])
        #expect(IngredientListTidy.tidy(["1 leek, sliced and", "rinsed well"]) == ["1 leek, sliced and rinsed well"])
        // A line that ends as lines do stays apart, even before a lower-case one.
        #expect(IngredientListTidy.tidy(["1 onion, chopped", "salt to taste"]) == ["1 onion, chopped", "salt to taste"])
    }

    @Test func aListGivenTwiceIsKeptOnce() {
        let list = ["1 cup flour", "2 eggs", "1 cup milk"]
        #expect(IngredientListTidy.tidy(list + list) == list)
        // Two lines alike in one list are two ingredients.
        #expect(IngredientListTidy.tidy(["1 tsp salt", "1 cup rice", "1 tsp salt", "1 cup rice", "water"]).count == 5)
    }
}

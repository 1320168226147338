import Testing
@testable import ClipCookCore

/// Two measures of one amount joined by `+`, `plus`, `and` or `&` are summed,
/// also when the unit is written twice (issue 33, round ten); an `and`
/// between two foods is no sum.
@Suite struct IngredientLineSumTests {
    @Test func theSameUnitTwiceIsSummed() {
        IngredientLineKindsTests.check([
            ("1/4 teaspoon + 1/8 teaspoon salt", "0.38", "tsp", "salt"),
            ("1/4 teaspoon + 1/8 teaspoon kosher salt", "0.38", "tsp", "kosher salt"),
            ("1 tablespoon plus 1 tablespoon sugar", "2", "tbsp", "sugar"),
            ("1 cup and 1/2 cup milk", "1.5", "cup", "milk"),
            ("2 oz & 1 oz parmesan", "3", "oz", "parmesan"),
            ("1 teaspoon +1/2 teaspoon ground cumin", "1.5", "tsp", "ground cumin"),
        ])
        #expect(IngredientLineReader.read("1/4 teaspoon + 1/8 teaspoon salt").quantity == 0.375)
        #expect(IngredientLineReader.read("1/4 teaspoon + 1/8 teaspoon salt").notes == nil)
    }

    @Test func mixedUnitsJoinedByAndAreSummedAsPlusIs() {
        IngredientLineKindsTests.check([
            ("1 cup and 2 tablespoons flour", "1.13", "cup", "flour"),
            ("1 lb and 4 oz ground beef", "1.25", "lb", "ground beef"),
            ("2 tbsp & 1 tsp soy sauce", "7", "tsp", "soy sauce"),
            ("1 Tbsp. plus 1½ tsp. sugar", "1.5", "tbsp", "sugar"),
            ("1 cup + 2 tablespoons milk", "1.13", "cup", "milk"),
        ])
        #expect(IngredientLineReader.read("1 cup and 2 tablespoons flour").quantity == 1.125)
    }

    @Test func anAndBetweenTwoFoodsIsNoSum() {
        IngredientLineKindsTests.check([
            ("1 cup flour and 2 tablespoons sugar", "1", "cup", "flour"),
            ("1 tablespoon cornstarch + 1 tablespoon cold water", "1", "tbsp", "cornstarch"),
            ("2 large eggs and 1 egg yolk", "2", "-", "eggs"),
        ])
    }
}

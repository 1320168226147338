import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// `food NAME AMOUNT` in plan files, with values checked against SR28 by hand.
@Suite struct FoodMealLineTests {
    func slots(_ meals: String) throws -> [MealSlot] {
        let parsed = Language.parse("plan\nday 2026-11-23\n" + meals)
        guard case .plan(let plan)? = parsed.document else {
            Issue.record("did not parse: \(parsed.diagnostics.map(\.message))")
            return []
        }
        return plan.mealSlots
    }

    @Test func aFoodLineCarriesTheTablesValuesForTheAmount() throws {
        let meals = try slots(
            """
              breakfast: food egg 2 large
              lunch: food "greek yogurt" 170 g
              afternoon snack: food milk 1 cup  -- at work
              dinner: green-curry x2 food egg 1 medium [eaten]

            """)
        // Egg, whole, raw, fresh: 143 kcal, 12.56 / 0.72 / 9.51 g per 100 g; 1 large = 50 g.
        #expect(meals[0].food == FoodPortion(name: "egg", amount: "2 large"))
        #expect(meals[0].quickAdd == QuickAddItem(name: "Egg, whole, raw, fresh", calories: 143, protein: 13, carbs: 1, fats: 10))
        // Yogurt, Greek, plain, whole milk: 97 kcal, 9 / 3.98 / 5 g per 100 g; × 1.7 = 164.9, 15.3, 6.77, 8.5.
        #expect(meals[1].quickAdd == QuickAddItem(name: "Yogurt, Greek, plain, whole milk", calories: 165, protein: 15, carbs: 7, fats: 9))
        // Whole milk: 1 cup = 244 g; 61 kcal, 3.15 / 4.8 / 3.25 g per 100 g -> 148.84, 7.69, 11.71, 7.93.
        #expect(
            meals[2].quickAdd == QuickAddItem(name: "Milk, whole, 3.25% milkfat, with added vitamin D", calories: 149, protein: 8, carbs: 12, fats: 8)
        )
        // 1 medium egg = 44 g: 62.92 kcal, 5.53 / 0.32 / 4.18 g.
        #expect(meals[3].recipeId == "green-curry" && meals[3].servings == 2 && meals[3].isEaten)
        #expect(meals[3].quickAdd == QuickAddItem(name: "Egg, whole, raw, fresh", calories: 63, protein: 6, carbs: 0, fats: 4))
    }

    @Test func jsonToTextToJSONIsTheIdentity() throws {
        let text = "plan\nday 2026-11-23\n  breakfast: food egg 2 large\n  lunch: food \"greek yogurt, plain\" 170 g [note after the gym]\n"
        let parsed = Language.parse(text)
        let document = try #require(parsed.document)
        let json = try DocumentWriter.write(.document(document), as: .json)
        #expect(json.contains(#""food" : "egg""#) && json.contains(#""foodAmount" : "2 large""#))
        let back = DocumentReader.read(SourceFile(path: "plan.json", text: json), as: .json)
        #expect(back.content == .document(document))
        #expect(
            Language.print(document)
                == "plan\nday 2026-11-23\n  breakfast: food egg 2 large\n  lunch: food greek yogurt, plain 170 g  [note after the gym]\n")
    }

    @Test func unknownFoodsAndAmountsAreErrorsAtTheirColumn() {
        let parsed = Language.parse("plan\nday 2026-11-23\n  lunch: food chiken 100 g\n  dinner: food egg 3 handfuls\n  breakfast: food egg lots\n")
        let errors = parsed.diagnostics.map {
            "\($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0): \($0.message)" + ($0.notes.first.map { " (\($0))" } ?? "")
        }
        #expect(
            errors == [
                "3:15: unknown food 'chiken' (did you mean 'chicken'?)",
                "4:20: 'Egg, whole, raw, fresh' has no portion 'handful' (write a number and one of: g, kg, oz, lb, ml, cup, tbsp, tsp, large, extra, jumbo, medium, small)",
                // No word starts with a number: all of it is the name.
                "5:27: missing amount after the food name",
            ])
    }
}

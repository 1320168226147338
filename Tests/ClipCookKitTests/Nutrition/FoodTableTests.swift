import Testing
@testable import ClipCookKit

@Suite struct FoodTableTests {
    let table = FoodTable.standard

    @Test func theShippedTableHoldsEverySR28FoodWithItsPortions() throws {
        #expect(table.foods.count == 8789)  // 8,790 less the one without a description
        let egg = try #require(table.food(named: "egg, whole, raw, fresh"))
        #expect(egg.id == "01123")
        #expect(egg.per100g == FoodValues(calories: 143, protein: 12.56, carbs: 0.72, fats: 9.51))
        #expect(egg.group == "Dairy and Egg Products")
        #expect(egg.portions.first == Portion(amount: 1, unit: "large", grams: 50))
        #expect(egg.portions.count == 6)
    }

    @Test func searchPrefersRawAndCommonForms() {
        #expect(FoodSearch.search("egg", in: table).first?.food.name == "Egg, whole, raw, fresh")
        let eggs = FoodSearch.search("egg", in: table, limit: 40).map(\.food.name)
        let raw = eggs.firstIndex(of: "Egg, whole, raw, fresh") ?? 99
        #expect(raw < (eggs.firstIndex { $0.hasPrefix("Egg noodles") } ?? 100))
        let yogurts = FoodSearch.search("greek yogurt", in: table, limit: 3).map(\.food.name)
        #expect(yogurts.allSatisfy { $0.hasPrefix("Yogurt, Greek, plain") })
        #expect(FoodSearch.search("eggs", in: table).first?.food.name == "Egg, whole, raw, fresh")
        #expect(FoodSearch.search("blueberries", in: table).first?.food.name == "Blueberries, raw")
        #expect(FoodSearch.search("milk", in: table).first?.food.name == "Milk, whole, 3.25% milkfat, with added vitamin D")
    }

    @Test func singularAndPluralMeetInTheMiddle() {
        #expect(FoodSearch.singular("berries") == "berry")
        #expect(FoodSearch.singular("tomatoes") == "tomato")
        #expect(FoodSearch.singular("peaches") == "peach")
        #expect(FoodSearch.singular("eggs") == "egg")
        #expect(FoodSearch.singular("hummus") == "hummus")
        #expect(FoodSearch.singular("glass") == "glass")
    }

    @Test func amountsConvertThroughGramsAndPortions() throws {
        let egg = try #require(table.food(named: "Egg, whole, raw, fresh"))
        #expect(try FoodAmount.grams("2 large", of: egg).get() == 100)
        #expect(try FoodAmount.grams("100 g", of: egg).get() == 100)
        #expect(try FoodAmount.grams("1 medium", of: egg).get() == 44)
        #expect(egg.values(grams: 100).rounded == Nutrition(calories: 143, protein: 13, carbs: 1, fats: 10))
        let milk = try #require(table.food(named: "Milk, whole, 3.25% milkfat, with added vitamin D"))
        #expect(try FoodAmount.grams("1 cup", of: milk).get() == 244)
        // 100 ml through the cup: 244 g per 236.588 ml.
        let ml = try FoodAmount.grams("100 ml", of: milk).get()
        #expect(abs(ml - 103.13) < 0.01)
        let yogurt = try #require(table.food(named: "Yogurt, Greek, plain, whole milk"))
        #expect(try FoodAmount.grams("170 g", of: yogurt).get() == 170)
        #expect(try FoodAmount.grams("6 oz", of: yogurt).get() == 6 * 28.349_523_125)
    }

    @Test func badAmountsAndUnknownFoodsSayWhatIsAccepted() throws {
        let egg = try #require(table.food(named: "Egg, whole, raw, fresh"))
        let noPortion = FoodAmount.grams("2 handfuls", of: egg)
        #expect(noPortion.failureMessage == "'Egg, whole, raw, fresh' has no portion 'handful'; write a number and one of: g, kg, oz, lb, ml, cup, tbsp, tsp, large, extra, jumbo, medium, small")
        #expect(FoodAmount.grams("some", of: egg).failureMessage?.hasPrefix("'some' is not an amount;") == true)
        #expect(table.resolve("chiken breast").failureMessage == "unknown food 'chiken breast'; did you mean 'chicken breast'?")
        #expect(table.resolve("xyzzy").failureMessage == "unknown food 'xyzzy'; try 'food search WORD' to find a food in the table")
        #expect(try table.resolve("rolled oats").get().name == "Oats")
    }
}

extension Result where Failure == CommandError {
    var failureMessage: String? {
        if case .failure(let error) = self { return error.oneLine }
        return nil
    }
}

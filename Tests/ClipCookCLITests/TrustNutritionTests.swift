import Foundation
import Testing

/// Nutrition and prices a cook can trust (issue 35, items 6-8).
@Suite struct TrustNutritionTests {
    // 6. A tin with its weight in brackets weighs that.
    @Test func aContainerWithItsWeightInBracketsIsThatWeight() throws {
        let kitchen = try Executable.temporaryDirectory(holding: [
            "recipes/bowl.recipe":
                "recipe Chickpea Bowl\n  category lunch\n  servings 2\n\ningredients\n  - [\"1 tin [400 g]\"] chickpeas\n  - [\"2 cans [400 ml]\"] coconut milk\n"
        ])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run(["-C", kitchen.path, "-c", "nutrition chickpea-bowl"])
        #expect(result.exitCode == 0)
        #expect(!result.stdout.contains("has no portion"))
        #expect(result.stdout.contains("computed from 2 of 2 ingredients"))
        #expect(result.stdout.range(of: #"1 tin \[400 g\] chickpeas .* 400 g "#, options: .regularExpression) != nil)
        // Two cans of 400 ml are 800 ml of coconut milk, weighed through the food's density.
        #expect(result.stdout.range(of: #"2 cans \[400 ml\] coconut milk .* 8[0-9][0-9](\.[0-9]+)? g "#, options: .regularExpression) != nil)
    }

    // 7. Coffee beans are not chocolate-coated candies; lint names the foods it matched.
    @Test func aMatchThatAddsAProductAndWordsIsNotChosen() throws {
        let kitchen = try Executable.temporaryDirectory(holding: [
            "shopping.list": "shopping\n  - [ ] 250 g coffee beans\n  - [ ] 100 g milk chocolate\n",
            "settings": "settings\n  currency EUR\n",
            "foods/prices.foods": "foods\nfood milk chocolate\n  price 1.50 per 100 g\n",
        ])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let shop = try Executable.run(["-C", kitchen.path, "-c", "shop"])
        #expect(shop.exitCode == 0)
        #expect(shop.stdout.contains("coffee beans: no food in the table matches it"))
        #expect(!shop.stdout.contains("Candies, dark chocolate coated coffee beans"))
        let recipe = try Executable.temporaryDirectory(holding: [
            "recipes/mocha.recipe":
                "recipe Mocha Bites\n  category snack\n  servings 1\n\ningredients\n  - 100 g milk chocolate\n  - 100 g butter\n  - 100 g sugar\n\nnutrition per serving\n  calories 100  protein 1  carbs 10  fats 6\n"
        ])
        defer { try? FileManager.default.removeItem(at: recipe) }
        let lint = try Executable.run(["lint", recipe.appendingPathComponent("recipes/mocha.recipe").path])
        #expect(lint.stdout.contains("matched: butter as 'Butter"))
        #expect(lint.stdout.contains("sugar as 'Sugars, granulated'"))
        // A recipe's coffee beans get no nutrition from the candies either.
        let brew = try Executable.temporaryDirectory(holding: [
            "recipes/cold-brew.recipe":
                "recipe Cold Brew\n  category snack\n  servings 4\n\ningredients\n  - 100 g coffee beans\n  - 1 l water\n"
        ])
        defer { try? FileManager.default.removeItem(at: brew) }
        let nutrition = try Executable.run(["-C", brew.path, "-c", "nutrition cold-brew"])
        #expect(nutrition.exitCode == 0)
        #expect(nutrition.stdout.contains("100 g coffee beans: no food in the table matches 'coffee beans'"), "\(nutrition.stdout)")
        #expect(!nutrition.stdout.contains("Candies"))
    }

    // 8. Half a dozen eggs is six eggs at the price of eggs.
    @Test func halfADozenIsSix() throws {
        let kitchen = try Executable.temporaryDirectory(holding: [
            "shopping.list": "shopping\n  - [ ] ½ dozen free-range eggs\n  - [ ] dozen eggs\n",
            "settings": "settings\n  currency EUR\n",
            "foods/prices.foods": "foods\nfood eggs\n  price 2.10 per 6\n",
        ])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run(["-C", kitchen.path, "--json", "-c", "shop"])
        #expect(result.exitCode == 0)
        // 2.10 for 6, and 4.20 for 12.
        #expect(result.stdout.contains("\"total\":6.3"))
        #expect(!result.stdout.contains("no food in the table matches"))
    }
}

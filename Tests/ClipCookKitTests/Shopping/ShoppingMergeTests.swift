import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct ShoppingMergeTests {
    func need(_ text: String, _ recipes: [RecipeReference] = []) throws -> ShoppingNeed {
        var need = try #require(ShoppingNeed(text: text))
        need.recipes = recipes
        return need
    }

    let bread = RecipeReference(id: "banana-bread", title: "Banana Bread")
    let pancakes = RecipeReference(id: "buttermilk-pancakes", title: "Buttermilk Pancakes")

    @Test(arguments: [
        ("200 g", "0.5 kg", "700 g"),
        ("1 cup", "2 tbsp", "1 ⅛ cups"),
        ("2 cloves", "1 tsp", "2 cloves + 1 tsp"),
        ("2 cloves + 1 tsp", "1 clove", "3 cloves + 1 tsp"),
        ("2 large", "1 large", "3 large"),
        ("6", "1 large", "7"),
        ("a pinch", "a pinch", "a pinch"),
        ("1 tin [400 ml]", "1 tin [400 ml]", "2 tins [400 ml]"),
    ])
    func amountsSum(_ a: String, _ b: String, _ expected: String) {
        #expect(ShoppingAmount(a).adding(ShoppingAmount(b)).description == expected)
    }

    @Test func cupAndSpoonsInMetricAre266MillilitresShownAs265() {
        let sum = ShoppingAmount("1 cup").adding(ShoppingAmount("2 tbsp"))
        #expect(sum.description == "1 ⅛ cups")
        // 266.2 ml, shown by the one metric rule: multiples of 5 from 50.
        #expect(sum.shown(units: .metric) { nil }.description == "265 ml")
        #expect(ShoppingAmount("700 g").shown(units: .imperial) { nil }.description == "1 ½ lb")
    }

    @Test(arguments: [
        ("Tomatoes", "tomato"), ("onion, chopped", "onion"), ("Onions (diced)", "onion"), ("Crème fraîche", "creme fraiche"),
        ("berries", "berry"), ("bay leaves", "bay leaf"), ("very ripe bananas", "very ripe banana"), ("hummus", "hummus"),
        ("radishes", "radish"), ("glass", "glass"),
    ])
    func namesMatchIgnoringCasePluralAndNotes(_ name: String, _ key: String) {
        #expect(ShoppingName.key(name) == key)
    }

    @Test func sameIngredientFromTwoRecipesIsOneAttributedLine() throws {
        let addition = ShoppingPlanner.add(
            [try need("200 g plain flour", [bread]), try need("0.5 kg Plain Flour", [pancakes])], to: [], pantry: nil)
        #expect(addition.changes.count == 1)
        guard case .append(let item)? = addition.changes.first else {
            Issue.record("expected a new line")
            return
        }
        #expect(item.name == "plain flour")
        #expect(item.amount == "700 g")
        #expect(item.recipeId == "banana-bread, buttermilk-pancakes")
        #expect(item.recipeName == "Banana Bread, Buttermilk Pancakes")
    }

    @Test func addingToAnExistingUncheckedLineMergesIntoIt() throws {
        let list = [
            ShoppingItem(id: "milk", name: "milk", checked: true, amount: "1 l"),
            ShoppingItem(id: "milk-2", name: "Milk", recipeId: "banana-bread", recipeName: "Banana Bread", amount: "1 cup"),
        ]
        let addition = ShoppingPlanner.add([try need("2 tbsp milk", [pancakes])], to: list, pantry: nil)
        #expect(
            addition.changes == [
                .replace(
                    1,
                    ShoppingItem(
                        id: "milk-2", name: "Milk", recipeId: "banana-bread, buttermilk-pancakes",
                        recipeName: "Banana Bread, Buttermilk Pancakes", amount: "1 ⅛ cups"))
            ])
        #expect(addition.merged == ["Milk"])
    }

    @Test func notesAreKeptButNotMatched() throws {
        let addition = ShoppingPlanner.add(
            [try need("1 onion, chopped", [bread]), try need("2 onions (diced)", [pancakes])], to: [], pantry: nil)
        guard case .append(let item)? = addition.changes.first else {
            Issue.record("expected a new line")
            return
        }
        #expect(item.name == "onions (chopped; diced)")
        #expect(item.amount == "3")
    }

    @Test func theSameRecipeTwiceMergesWithoutRepeatingTheAttribution() throws {
        let recipe = Recipe(
            id: "banana-bread", title: "Banana Bread", category: .snack,
            ingredients: [
                Ingredient(id: "i1", name: "plain flour", amount: "190 g"),
                Ingredient(id: "i2", name: "very ripe bananas", amount: "3", notes: "mashed"),
            ])
        let first = ShoppingPlanner.add(ShoppingNeed.ingredients(of: recipe, factor: 1), to: [], pantry: nil)
        let items = first.changes.compactMap { change -> ShoppingItem? in
            if case .append(let item) = change { return item }
            return nil
        }
        #expect(items.map(\.amount) == ["190 g", "3"])
        #expect(items.map(\.name) == ["plain flour", "very ripe bananas (mashed)"])
        let second = ShoppingPlanner.add(ShoppingNeed.ingredients(of: recipe, factor: 1), to: items, pantry: nil)
        #expect(
            second.changes == [
                .replace(0, ShoppingItem(id: "", name: "plain flour", recipeId: "banana-bread", recipeName: "Banana Bread", amount: "380 g")),
                .replace(
                    1,
                    ShoppingItem(
                        id: "", name: "very ripe bananas (mashed)", recipeId: "banana-bread", recipeName: "Banana Bread", amount: "6")),
            ])
    }

    @Test(arguments: [
        ("onion (diced)", "2", "onions (diced)"), ("carrots", "1", "carrot"), ("berry", "3", "berries"),
        ("bay leaf", "2", "bay leaves"), ("eggs", "2-3", "eggs"), ("flour", "200 g", "flour"), ("Eggs", "1", "Eggs"),
        ("lime", "2 large", "limes"), ("lime", "½ dozen", "lime"), ("radish", "4", "radishes"),
    ])
    func namesAgreeWithABareNumber(_ name: String, _ amount: String, _ expected: String) {
        #expect(ShoppingName.agreeing(name, with: ShoppingAmount(amount)) == expected)
    }

    @Test func scalingKeepsCountsExactAndTheListRoundsThemUpWhenShown() {
        // Kept exact (issue 35): ½ cup × ⅜ is 3/16 cup on the list, shown as the list's eighths.
        #expect(ShoppingAmount("½ cup").scaled(by: 0.375).text == "3/16 cup")
        #expect(ShoppingAmount("2 tbsp").scaled(by: 7.0 / 6).text == "2 ⅓ tbsp")
        #expect(ShoppingAmount("6").scaled(by: 0.25).description == "1 ½")
        #expect(ShoppingAmount("6").scaled(by: 0.25).shown(units: .metric) { nil }.description == "2")
        #expect(ShoppingAmount("1 ⅛ cloves").shown(units: .metric) { nil }.description == "2 cloves")
        #expect(ShoppingAmount("5 ¼").shown(units: .metric) { nil }.description == "6")
        // Not bought whole: rounded as the card rounds it (⅜ of ½ cup is 3 tbsp).
        #expect(ShoppingAmount("½ cup").scaled(by: 0.375).shown(units: .imperial) { nil }.description == "3 tbsp")
        #expect(ShoppingAmount("1 ½ pinches").shown(units: .metric) { nil }.description == "1 ½ pinches")
        #expect(ShoppingAmount("½ dozen").shown(units: .metric) { nil }.description == "½ dozen")
        #expect(ShoppingAmount("190 g").scaled(by: 1.5).description == "285 g")
        #expect(ShoppingAmount("a pinch").scaled(by: 3).description == "a pinch")
    }

    @Test func sumsAreWrittenAsACookReadsThem() {
        // Not `1 533/1000 kg` or `1 47/200 kg`: three decimals where they are exact.
        #expect(ShoppingAmount("1 kg").adding(ShoppingAmount("533 g")).text == "1.533 kg")
        #expect(ShoppingAmount("1.234 kg").adding(ShoppingAmount("1 g")).text == "1.235 kg")
        #expect(ShoppingAmount("1.5 cups").adding(ShoppingAmount("0.033 cup")).text == "1.533 cups")
        // Small fractions stay exact; one past the largest denominator is written to three decimals.
        #expect(ShoppingAmount("100 g").scaled(by: 7.0 / 6).text == "116 2/3 g")
        #expect(ShoppingAmount("1 g").scaled(by: 1.0 / 101).text == "0.01 g")
        #expect(ShoppingAmount("1 g").scaled(by: 1.0 / 9999).text == "0.001 g")
    }

    @Test func pantrySubtractsWhatIsAtHome() throws {
        let pantry = Pantry(items: [
            PantryItem(name: "salt"), PantryItem(name: "plain flour", amount: "500 g"), PantryItem(name: "eggs", amount: "2"),
            PantryItem(name: "olive oil", amount: "1 l"),
        ])
        let addition = ShoppingPlanner.add(
            [
                try need("1 tsp salt", [bread]), try need("700 g plain flour", [bread]), try need("6 eggs", [bread]),
                try need("2 tbsp olive oil", [bread]), try need("2 lemons", [bread]),
            ], to: [], pantry: pantry)
        let added = addition.changes.compactMap { change -> String? in
            if case .append(let item) = change { return (item.amount.map { $0 + " " } ?? "") + item.name }
            return nil
        }
        #expect(added == ["200 g plain flour", "4 eggs", "2 lemons"])
        #expect(
            addition.leftOut == [
                PantryNote(name: "salt", have: nil, stillToBuy: nil),
                PantryNote(name: "plain flour", have: "500 g", stillToBuy: "200 g"),
                PantryNote(name: "eggs", have: "2", stillToBuy: "4"),
                PantryNote(name: "olive oil", have: "1 l", stillToBuy: nil),
            ])
    }

    @Test(arguments: [
        ("baby spinach", Aisle.produce), ("coconut milk", .pantry), ("whole milk", .dairyAndEggs), ("garlic powder", .spices),
        ("garlic (minced)", .produce), ("chicken breast", .meatAndFish), ("chicken stock", .pantry), ("frozen peas", .frozen),
        ("flour tortillas", .bakery), ("red wine", .drinks), ("kitchen roll, 2-ply", .pantry), ("widgets", .other),
        ("6 eggs", .dairyAndEggs), ("Parmigiano-Reggiano", .dairyAndEggs), ("fish sauce", .pantry),
    ])
    func defaultAisles(_ name: String, _ aisle: Aisle) {
        #expect(AisleTable().aisle(of: name) == aisle)
    }

    @Test func collectionAislesComeFirst() {
        let table = AisleTable(
            AisleList(entries: [AisleEntry(aisle: .frozen, names: ["spinach"]), AisleEntry(aisle: .drinks, names: ["coconut milk"])]))
        #expect(table.aisle(of: "baby spinach") == .frozen)
        #expect(table.aisle(of: "Coconut Milk") == .drinks)
        #expect(table.aisle(of: "milk") == .dairyAndEggs)
    }
}

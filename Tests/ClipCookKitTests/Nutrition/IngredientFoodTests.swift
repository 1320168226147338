import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// One line of Fixtures/ingredient-foods/labelled.txt: an ingredient name
/// and the SR28 foods a nutritionist would accept for it (none: it must stay
/// unmatched).
struct LabelledIngredientFood: Sendable, CustomStringConvertible {
    var name: String
    var accepted: [String]
    var described: String

    var description: String { name }

    static let path = "Tests/ClipCookKitTests/Fixtures/ingredient-foods/labelled.txt"
    static let heldOutPath = "Tests/ClipCookKitTests/Fixtures/ingredient-foods/held-out.txt"

    static func load(_ path: String = path) -> [LabelledIngredientFood] {
        RepositoryFiles.text(path).split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), line.contains("|") else { return nil }
            let parts = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 3 else { return LabelledIngredientFood(name: String(line), accepted: ["?"], described: "") }
            let ids = parts[1] == "-" ? [] : parts[1].split(separator: " ").map(String.init)
            return LabelledIngredientFood(name: parts[0], accepted: ids, described: parts[2])
        }
    }

    /// Whether `food` (nil: unmatched) is what the label accepts.
    func accepts(_ food: Food?) -> Bool {
        guard let food else { return accepted.isEmpty }
        return accepted.contains(food.id)
    }
}

/// The automatic mapping from an ingredient's name to a food of the table,
/// measured on a hand-labelled set.
@Suite struct IngredientFoodTests {
    let table = FoodTable.standard
    let labelled = LabelledIngredientFood.load()

    static func shown(_ food: Food?) -> String {
        food.map { "\($0.id) \($0.name)" } ?? "unmatched"
    }

    @Test func theLabelsNameRealFoods() throws {
        #expect(labelled.count >= 150)
        #expect(Set(labelled.map { $0.name.lowercased() }).count == labelled.count, "a name is labelled twice")
        for label in labelled {
            for id in label.accepted {
                #expect(table.foods.contains { $0.id == id }, "\(label.name): no food \(id)")
            }
            if let first = label.accepted.first {
                #expect(table.foods.first { $0.id == first }?.name == label.described, "\(label.name): \(first) is not '\(label.described)'")
            }
        }
    }

    @Test func everyLabelledNameMapsToTheFoodANutritionistWouldChoose() {
        var right = 0
        for label in labelled {
            let food = FoodSearch.ingredientMatch(label.name, in: table)
            let isRight = label.accepts(food)
            if isRight { right += 1 }
            #expect(isRight, "\(label.name) -> \(Self.shown(food)); expected \(label.accepted.first ?? "unmatched") \(label.described)")
        }
        print("ingredient foods: \(right) of \(labelled.count) labelled names map right")
    }

    /// Names labelled after the mapping was tuned: what to expect of names
    /// it was not written for.
    @Test func mostHeldOutNamesMapRight() {
        let heldOut = LabelledIngredientFood.load(LabelledIngredientFood.heldOutPath)
        #expect(heldOut.count >= 40)
        var wrong: [String] = []
        for label in heldOut {
            let food = FoodSearch.ingredientMatch(label.name, in: table)
            if !label.accepts(food) { wrong.append("\(label.name) -> \(Self.shown(food)); labelled \(label.described)") }
        }
        print("held-out ingredient foods: \(heldOut.count - wrong.count) of \(heldOut.count) map right")
        for line in wrong { print("  wrong: \(line)") }
        #expect((heldOut.count - wrong.count) * 100 >= 85 * heldOut.count, "\(wrong)")
    }

    /// Every ingredient of the example recipes is labelled; prints how many
    /// map to a food and how many of those are the right one.
    @Test func theExampleRecipesIngredientsMapRight() throws {
        let labels = Dictionary(labelled.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        var total = 0
        var mapped = 0
        var mappedRight = 0
        var wrong: [String] = []
        for path in RepositoryFiles.files(under: "examples/recipes") where path.hasSuffix(".recipe") {
            guard case .recipe(let recipe)? = ExampleCollection.parse(path).document else {
                Issue.record("\(path) does not parse")
                continue
            }
            for ingredient in recipe.ingredients {
                total += 1
                let food = FoodSearch.ingredientMatch(ingredient.name, in: table)
                guard let label = labels[ingredient.name.lowercased()] else {
                    Issue.record("\(path): '\(ingredient.name)' is not labelled in \(LabelledIngredientFood.path)")
                    continue
                }
                if food != nil { mapped += 1 }
                if food != nil, label.accepts(food) { mappedRight += 1 }
                if !label.accepts(food) { wrong.append("\(ingredient.name) -> \(Self.shown(food))") }
            }
        }
        print("examples: \(mapped) of \(total) ingredients map to a food; \(mappedRight) of those \(mapped) are right")
        for line in wrong { print("  wrong: \(line)") }
        #expect(total > 100)
        #expect(wrong.isEmpty, "\(wrong.count) wrong")
    }

    @Test func namesOfTwoFoodsOrOfUnknownFoodsStayUnmatched() {
        for name in ["salt and pepper", "salt & pepper", "parsley or coriander", "unobtainium", "pancetta", "palm sugar", "green curry paste"] {
            #expect(FoodSearch.ingredientMatch(name, in: table) == nil, "\(name)")
        }
        // A name longer than any food's is not looked up word by word.
        #expect(FoodSearch.ingredientMatch(Array(repeating: "red", count: 5_000).joined(separator: " ") + " onion", in: table) == nil)
        #expect(
            FoodSearch.ingredientMatch("onion, " + Array(repeating: "red", count: 5_000).joined(separator: " "), in: table)?.name == "Onions, raw")
        // Unless a food holds the name as one phrase.
        #expect(FoodSearch.ingredientMatch("half and half", in: table)?.name == "Cream, fluid, half and half")
    }

    @Test func aKitchenNameIsSpelledTheTablesWayOnlyWhereItNamesTheWholeFood() {
        func renamed(_ name: String) -> String? { IngredientMatch.renamed(FoodSearch.words(name))?.joined(separator: " ") }
        #expect(renamed("plain flour") == "wheat flour white all purpose")
        #expect(renamed("red bell pepper") == "red pepper sweet")
        #expect(renamed("cooked rice") == "cooked rice white long grain")
        #expect(renamed("flour tortillas") == nil)
        #expect(renamed("rice flour") == nil)
        #expect(renamed("brown sugar") == nil)
    }

    @Test func softWordsAreLeftOutOneAtATime() {
        let variants = IngredientMatch.variants(of: FoodSearch.words("ground black pepper")).map { "\($0.0.joined(separator: " ")) \($0.1)" }
        #expect(variants == ["ground black pepper 0", "black pepper 1", "pepper 2"])
        // "Spices, pepper, black" holds "black pepper": the fewer words left out, the better.
        #expect(FoodSearch.ingredientMatch("ground black pepper", in: table)?.name == "Spices, pepper, black")
        #expect(FoodSearch.ingredientMatch("ground turkey", in: table)?.name == "Ground turkey, raw")
        #expect(FoodSearch.ingredientMatch("smoked paprika", in: table)?.name == "Spices, paprika")
    }

    @Test func searchListsTheFoodAnIngredientOfThatNameMapsToFirst() throws {
        #expect(FoodSearch.search("parmesan", in: table).first?.food.name == "Cheese, parmesan, hard")
        #expect(FoodSearch.search("penne", in: table).first?.food.name == "Pasta, dry, enriched")
        #expect(FoodSearch.search("sugar", in: table).first?.food.name == "Sugars, granulated")
        #expect(FoodSearch.search("vegetable oil", in: table).first?.food.name == "Oil, soybean, salad or cooking")
        // The other matches follow in their own order.
        #expect(FoodSearch.search("parmesan", in: table, limit: 3).map(\.food.name).contains("Parmesan cheese topping, fat free"))
        #expect(FoodSearch.search("chopped tomatoes", in: table).map(\.food.name) == ["Tomatoes, red, ripe, raw, year round average"])
        #expect(try table.resolve("penne").get().name == "Pasta, dry, enriched")
    }

    @Test func aCollectionsOwnFoodIsChosenEvenWhenItsNameLooksLikeABrand() {
        let own = Food(
            id: "", name: "TESCO oat drink, barista", group: "", per100g: FoodValues(calories: 61, protein: 1, carbs: 6.6, fats: 3),
            portions: [])
        let withOwn = table.adding([own])
        #expect(FoodSearch.ingredientMatch("oat drink", in: withOwn) == own)
        // The same entry in the table, with an NDB number, is a brand and not chosen.
        var branded = own
        branded.id = "99999"
        #expect(FoodSearch.ingredientMatch("oat drink", in: table.adding([branded])) != branded)
    }
}

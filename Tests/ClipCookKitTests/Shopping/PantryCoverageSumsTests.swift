import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// `cookable`'s coverage keeps sums and at most `missingKept` missing names,
/// whatever the recipe's length (issue 40, item 3), and its share is the
/// one worked out by hand.
@Suite struct PantryCoverageSumsTests {
    static let table = FoodTable.standard

    static func stock(_ items: [PantryItem]) -> PantryStock {
        let table = Self.table
        return PantryStock(Pantry(items: items), food: { FoodSearch.ingredientMatch(ShoppingName.base(of: $0), in: table) })
    }

    static func recipe(_ lines: [(amount: String, name: String)]) -> Recipe {
        Recipe(
            id: "r", title: "R", servings: 2, category: .dinner,
            ingredients: lines.enumerated().map { Ingredient(id: "i\($0.offset)", name: $0.element.name, amount: $0.element.amount) })
    }

    /// 2 kg of flour at home, 2,000 lines of 1 g butter not: 2,000 of
    /// 4,000 g, 50%; 2,000 missing, the first 1,000 named.
    @Test func aLongRecipeKeepsTheFirstThousandMissingAndCountsThemAll() {
        let lines = [("2 kg", "plain flour")] + (0..<2_000).map { _ in ("1 g", "butter") }
        let coverage = PantryCoverage(
            Self.recipe(lines), stock: Self.stock([PantryItem(name: "plain flour", amount: "2 kg")]), today: nil,
            soonUntil: nil, table: Self.table)
        #expect(coverage.missingCount == 2_000)
        #expect(coverage.missing.count == PantryCoverage.missingKept)
        #expect(PantryCoverage.missingKept == 1_000)
        #expect(coverage.missing.allSatisfy { $0 == "1 g butter" })
        #expect(coverage.share == 0.5)
    }

    /// 100 g flour at home, 300 g butter not; a zorblax at home and a
    /// quux not, neither weighed: each weighs the mean of the known, 200 g.
    /// At home 100 + 200 of 100 + 300 + 200 + 200 = 800 g: 0.375.
    @Test func anUnweighedIngredientWeighsTheMeanOfTheKnownOnes() {
        let lines = [("100 g", "plain flour"), ("300 g", "butter"), ("2", "zorblax"), ("1", "quux")]
        let stock = Self.stock([PantryItem(name: "plain flour", amount: "1 kg"), PantryItem(name: "zorblax", amount: "2")])
        let coverage = PantryCoverage(Self.recipe(lines), stock: stock, today: nil, soonUntil: nil, table: Self.table)
        #expect(coverage.share == 0.375)
        #expect(coverage.missing == ["300 g butter", "1 quux"])
        #expect(coverage.missingCount == 2)
    }

    /// Nothing weighed: each ingredient weighs the same. One of four at
    /// home: 25%.
    @Test func withNoWeightKnownEveryIngredientWeighsTheSame() {
        let lines = [("2", "zorblax"), ("1", "quux"), ("1", "frob"), ("1", "blarg")]
        let stock = Self.stock([PantryItem(name: "zorblax", amount: "5")])
        let coverage = PantryCoverage(Self.recipe(lines), stock: stock, today: nil, soonUntil: nil, table: Self.table)
        #expect(coverage.share == 0.25)
        #expect(coverage.missingCount == 3)
    }
}

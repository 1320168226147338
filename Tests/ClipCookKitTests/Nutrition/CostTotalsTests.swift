import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookKit

/// A recipe's cost as sums only (what the kitchen view makes away from its
/// actor for a huge recipe): the same figures as `RecipeCost`, with the
/// unpriced names kept up to a bound and the rest counted.
@Suite struct CostTotalsTests {
    static func recipe(saltLines: Int) throws -> Recipe {
        var text = "recipe Pancakes\n  category breakfast\n  servings 4\n\ningredients\n"
        text += "  - 250 g flour\n  - 3 eggs  [food Egg]\n"
        for index in 0..<saltLines { text += "  - [1 pinch] salt \(index)\n" }
        text += "  - 500 ml milk\n"
        guard case .recipe(let recipe)? = Language.parse(text).document else { throw CostTotalsTestError.notParsed }
        return recipe
    }

    /// Serves 4: 250 g flour 0.6225 + 3 eggs 1.05 + 500 ml milk 0.595 = 2.2675.
    @Test func theSumsAreThoseOfTheIngredientByIngredientCost() throws {
        let table = try CostTests().table()
        let recipe = try Self.recipe(saltLines: 3)
        let totals = RecipeCostTotals(recipe, table: table)
        #expect(totals == RecipeCostTotals(RecipeCost(recipe, table: table)))
        #expect(totals.total == Money(tenThousandths: 22_675))
        #expect(totals.perServing.formatted(currency: "EUR") == "0.57 EUR")
        #expect(totals.pricedCount == 3)
        #expect(totals.ingredientCount == 6)
        #expect(totals.unpricedNames == ["salt 0", "salt 1", "salt 2"])
        #expect(!totals.isComplete)
    }

    @Test func pastTheNamesKeptTheUnpricedAreCounted() throws {
        let table = try CostTests().table()
        let recipe = try Self.recipe(saltLines: 7)
        let totals = RecipeCostTotals(recipe, table: table, namesKept: 2)
        #expect(totals.unpricedNames == ["salt 0", "salt 1"])
        #expect(totals.unpricedCount == 7)
        #expect(totals.total == Money(tenThousandths: 22_675))
        let session = Session(store: MemoryStore([]), interaction: ScriptInteraction(), today: nil)
        let lines = session.costLines(totals, factor: 1)
        #expect(lines.last == "  unpriced: salt 0, salt 1, and 5 more")
        #expect(lines.dropLast().last == "  2.27 the recipe, 0.57 a serving (from 3 of 10 ingredients)")
    }
}

enum CostTotalsTestError: Error { case notParsed }

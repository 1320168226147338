import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookKit

/// `nutrition` of a recipe of many ingredients (issue 40, item 3): its two
/// aligned tables are written in pieces from a first pass that keeps sums
/// and column widths, with no record an ingredient (the 20 MB recipe of
/// `scripts/huge-inputs` took 37.6× the file when `RecipeNutrition` and
/// `RecipeCost` kept every ingredient's food), and `--json nutrition` a
/// batch at a time; both are, byte for byte, what the records made.
@Suite struct NutritionInPiecesTests {
    @Test func aHugeSheetIsWrittenInPiecesWithNoRecords() throws {
        let (session, folder) = try ShowInPiecesTests.session(ingredients: 20_000)
        defer { folder.remove() }
        let tally = CostRecordTally()
        var pieces: [String] = []
        let outcome = CostRecordTally.$current.withValue(tally) {
            let outcome = session.execute("nutrition big pancakes")
            outcome.writeText { pieces.append($0) }
            return outcome
        }
        #expect(outcome.succeeded)
        #expect(outcome.writesTextInPieces)
        // No record an ingredient (before: 20,000 of each kind).
        #expect(tally.records == 0)
        #expect(tally.nutritionRecords == 0)
        // Pieces of about 64 KiB, each ending at a line's end.
        #expect(pieces.count > 8)
        #expect(pieces.allSatisfy { $0.utf8.count <= RecipeCard.pieceSize + 200 })
        #expect(pieces.dropFirst().allSatisfy { $0.hasPrefix("\n") })
        let whole = pieces.joined()
        let lines = whole.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // 10,000 × 250 g of flour at 364 kcal, 10 g protein, 76 g carbs and
        // 1 g fats a 100 g, for 4: 2,275,000 kcal (shown at most 1,000,000),
        // 62,500 g, 475,000 g, 6,250 g.
        #expect(
            Array(lines.prefix(7)) == [
                "Big Pancakes, per serving (serves 4)", "           stated  computed", "calories        -   1000000",
                "protein g       -     62500", "carbs g         -    475000", "fats g          -      6250",
                "computed from 10000 of 20000 ingredients:",
            ])
        #expect(lines[7] == "  250 g flour  Flour  250 g  910 kcal")
        #expect(lines.filter { $0 == "  250 g flour  Flour  250 g  910 kcal" }.count == 10_000)
        #expect(lines[10_007] == "not counted:")
        #expect(lines[10_008].hasPrefix("  1 pinch salt 1: "))
        // 10,000 × 0.6225 = 6225.00 the recipe, 1556.25 a serving.
        let costAt = 10_008 + 10_000
        #expect(lines[costAt] == "cost: 6225.00 EUR the recipe, 1556.25 EUR a serving (serves 4), from 10000 of 20000 ingredients:")
        #expect(lines[costAt + 1] == "  250 g flour  Flour  0.62 EUR")
        #expect(lines[costAt + 10_001] == "unpriced:")
        #expect(lines.count == costAt + 10_002 + 10_000)
        // The same text as the records make.
        #expect(whole == CostRecordTally.$current.withValue(tally) { Self.madeWhole(session, "big pancakes") })
        #expect(tally.nutritionRecords == 20_000)
    }

    @Test func aHugeJSONLineIsWrittenInBatchesWithNoRecords() throws {
        let (session, folder) = try ShowInPiecesTests.session(ingredients: 20_000)
        defer { folder.remove() }
        let tally = CostRecordTally()
        var pieces: [String] = []
        let outcome = CostRecordTally.$current.withValue(tally) {
            let outcome = session.execute("nutrition big pancakes")
            outcome.writeJSONLine { pieces.append($0) }
            return outcome
        }
        #expect(outcome.writesJSONInPieces)
        #expect(tally.records == 0)
        #expect(tally.nutritionRecords == 0)
        // 10,000 not counted, 10,000 priced and 10,000 unpriced, in 20 batches each.
        #expect(pieces.filter { $0.utf8.count > 10_000 }.count == 60)
        #expect(pieces.allSatisfy { $0.utf8.count < 200_000 })
        let whole = pieces.joined()
        // The line made whole from the records, byte for byte.
        #expect(whole == CostRecordTally.$current.withValue(tally) { outcome.jsonLine })
        #expect(tally.records == 20_000)
        #expect(tally.nutritionRecords == 20_000)
        #expect(whole.hasPrefix("{\"command\":\"nutrition\",\"computed\":{\"calories\":1000000,\"carbs\":475000,\"fats\":6250,\"protein\":62500},"))
        #expect(whole.contains("\"cost\":{\"complete\":false,\"currency\":\"EUR\",\"perServing\":1556.25,\"priced\":[{\"cost\":0.62,"))
        #expect(whole.contains("}]},\"ok\":true,\"stated\":null,\"unmatched\":[{\"ingredient\":\"1 pinch salt 1\",\"reason\":"))
        #expect(whole.hasSuffix("{\"ingredient\":\"1 pinch salt 19999\",\"reason\":\"no food in the table matches 'salt 19999'\"}]}"))
    }

    /// Every recipe of examples/, with its foods, prices and settings: the
    /// text and the JSON line in pieces are those the records make.
    @Test func theExampleRecipesAreTheSameBytes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for path in ExampleCollection.paths
        where path.hasPrefix("examples/recipes/") || path.hasPrefix("examples/foods/") || path == "examples/settings" {
            try folder.write(String(path.dropFirst("examples/".count)), String(decoding: RepositoryFiles.data(path) ?? Data(), as: UTF8.self))
        }
        let session = Session(store: WriteBackStore(root: folder.path), interaction: ScriptInteraction(), today: try SampleKitchen.today())
        #expect(session.hasPrices)
        #expect(session.recipes.count == ExampleCollection.loaded.recipes.count)
        for recipe in session.recipes {
            let outcome = session.execute("nutrition \(recipe.id)")
            #expect(outcome.succeeded)
            var text = ""
            outcome.writeText { text += $0 }
            #expect(text == Self.madeWhole(session, recipe.id), "nutrition \(recipe.id)")
            var line = ""
            outcome.writeJSONLine { line += $0 }
            #expect(line == outcome.jsonLine, "--json nutrition \(recipe.id)")
        }
    }

    /// The text as `nutrition` made it from `RecipeNutrition`'s and
    /// `RecipeCost`'s records, every row in hand for the tables' widths:
    /// the oracle the pieces are compared with.
    static func madeWhole(_ session: Session, _ name: String) -> String {
        guard case .success(let entry) = session.resolve(name) else { return "no recipe \(name)" }
        let result = RecipeNutrition(entry.recipe, table: session.foods)
        let recipe = result.recipe
        var lines = [session.style.bold(TerminalText.line(recipe.title)) + ", per serving (serves \(recipe.servings))"]
        let stated = recipe.nutrition
        let computed = result.perServing?.rounded
        func cell(_ value: Int?) -> String { value.map(String.init) ?? "-" }
        lines += PlanText.table(
            header: ["", "stated", "computed"],
            rows: [
                ["calories", cell(stated?.calories), cell(computed?.calories)],
                ["protein g", cell(stated?.protein), cell(computed?.protein)],
                ["carbs g", cell(stated?.carbs), cell(computed?.carbs)],
                ["fats g", cell(stated?.fats), cell(computed?.fats)],
            ])
        let count = recipe.ingredients.count
        lines.append("computed from \(result.mapped.count) of \(session.plural(count, "ingredient"))" + (result.mapped.isEmpty ? "" : ":"))
        let rows = result.mapped.map { item in
            [
                "  " + PlanText.clip(NutritionText.ingredient(item.ingredient), 34), PlanText.clip(item.food.name, 40),
                FoodTable.number(item.grams) + " g", "\(FoodValues.whole(item.values.calories)) kcal",
            ]
        }
        if !rows.isEmpty { lines += PlanText.table(header: [], rows: rows).filter { !$0.isEmpty } }
        if !result.unmatched.isEmpty {
            lines.append("not counted:")
            lines += result.unmatched.map { TerminalText.line("  \(NutritionText.ingredient($0.ingredient)): \($0.reason)") }
        }
        guard session.hasPrices else { return lines.joined(separator: "\n") }
        let cost = RecipeCost(entry.recipe, table: session.foods)
        lines.append(
            "cost: \(session.money(cost.total)) the recipe, \(session.money(cost.perServing)) a serving (serves \(recipe.servings)), "
                + "from \(cost.priced.count) of \(session.plural(count, "ingredient"))" + (cost.priced.isEmpty ? "" : ":"))
        let priced = cost.priced.map { item in
            ["  " + PlanText.clip(NutritionText.ingredient(item.ingredient), 34), PlanText.clip(item.food.name, 40), session.money(item.cost)]
        }
        if !priced.isEmpty { lines += PlanText.table(header: [], rows: priced).filter { !$0.isEmpty } }
        if !cost.unpriced.isEmpty {
            lines.append("unpriced:")
            lines += cost.unpriced.map { TerminalText.line("  \(NutritionText.ingredient($0.ingredient)): \($0.reason)") }
        }
        return lines.joined(separator: "\n")
    }
}

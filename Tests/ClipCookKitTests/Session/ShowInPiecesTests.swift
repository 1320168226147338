import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookKit

/// `show` of a recipe of many ingredients in a collection with prices
/// (issue 40, item 3): the card is handed to the printer in pieces of a few
/// lines, never held whole, and its cost lines come from sums, with no
/// record an ingredient (the 2.5-million-ingredient recipe took 38× its
/// file when each ingredient's cost was kept, with a JSON object for it,
/// for a summary text output never reads). The summary still gives each
/// ingredient's cost when it is asked for.
@Suite struct ShowInPiecesTests {
    /// Serves 4: `count` ingredients, every even one 250 g of flour (2.49
    /// per kg: 0.6225 each), every odd one a pinch of a salt of its own,
    /// which has no price.
    static func session(ingredients count: Int) throws -> (Session, TemporaryFolder) {
        let folder = try TemporaryFolder()
        var text = "recipe Big Pancakes\n  category breakfast\n  servings 4\n\ningredients\n"
        for n in 0..<count { text += n % 2 == 0 ? "  - 250 g flour\n" : "  - [1 pinch] salt \(n)\n" }
        text += "\nsteps\n  - Mix everything.\n"
        try folder.write("recipes/big-pancakes.recipe", text)
        try folder.write("foods/prices.foods", CostTests.foodsText)
        try folder.write("settings", "settings\n  currency EUR\n")
        let session = Session(store: WriteBackStore(root: folder.path), interaction: ScriptInteraction(), today: try SampleKitchen.today())
        return (session, folder)
    }

    @Test func aHugeCardIsPrintedInPiecesFromSumsAlone() throws {
        let (session, folder) = try Self.session(ingredients: 20_000)
        defer { folder.remove() }
        let tally = CostRecordTally()
        var pieces: [String] = []
        let outcome = CostRecordTally.$current.withValue(tally) {
            let outcome = session.execute("show big pancakes")
            outcome.writeText { pieces.append($0) }
            return outcome
        }
        #expect(outcome.succeeded)
        // No ingredient's cost was kept for the text (before: 20,000 records).
        #expect(tally.records == 0)
        // Pieces of about 64 KiB, each ending at a line's end; joined, the text.
        #expect(pieces.count > 4)
        #expect(pieces.allSatisfy { $0.utf8.count <= RecipeCard.pieceSize + 100 })
        #expect(pieces.dropFirst().allSatisfy { $0.hasPrefix("\n") })
        let whole = pieces.joined()
        #expect(whole == outcome.text)
        let lines = whole.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.prefix(4) == ["Big Pancakes", "breakfast | serves 4", "", "Ingredients"])
        for n in [0, 1, 2, 9_999, 19_998, 19_999] {
            #expect(lines[4 + n] == (n % 2 == 0 ? "  - 250 g flour" : "  - 1 pinch salt \(n)"))
        }
        // 10,000 × 0.6225 = 6225.00 the recipe, 1556.25 a serving; the
        // first thousand unpriced names, then the rest counted.
        let names = stride(from: 1, to: 2_000, by: 2).map { "salt \($0)" }.joined(separator: ", ")
        #expect(
            Array(lines.suffix(5)) == [
                "", "Cost", "  6225.00 EUR the recipe, 1556.25 EUR a serving (from 10000 of 20000 ingredients)",
                "  unpriced: \(names), and 9000 more", "file: recipes/big-pancakes.recipe",
            ])
        #expect(lines.count == 4 + 20_000 + 3 + 5)

        // The summary, made when asked for, still costs each ingredient.
        let data = CostRecordTally.$current.withValue(tally) { outcome.data }
        #expect(tally.records == 20_000)
        guard case .object(let cost)? = data["cost"], case .array(let priced)? = cost["priced"],
            case .array(let unpriced)? = cost["unpriced"]
        else {
            Issue.record("no cost in the JSON summary")
            return
        }
        #expect(priced.count == 10_000)
        #expect(unpriced.count == 10_000)
        #expect(cost["recipe"] == .double(6225))
    }

    /// A card escaped piece by piece is the card escaped whole: a title
    /// with a bell and a direction mark, on a card of many pieces.
    @Test func piecesAreEscapedAsTheWholeWouldBe() throws {
        var recipe = ShowLongRecipeTests.longRecipe(ingredients: 12_000, steps: 10)
        recipe.title = "Soup \u{07} \u{202E}reversed"
        recipe.ingredients[6_000].name = "odd \u{202E} name"
        let session = try SampleKitchen.session(MemoryStore([recipe]))
        let outcome = session.execute("show long-soup")
        #expect(outcome.succeeded)
        var count = 0
        outcome.writeText { _ in count += 1 }
        #expect(count > 2)
        let style = TextStyle(color: false, unicode: false)
        let card = RecipeCard(recipe: recipe, servings: nil, units: nil, style: style).text + "\nfile: recipes/long-soup.recipe"
        #expect(outcome.text == TerminalText.escaped(card, keepingNewlines: true, keepingStyle: false))
        #expect(!outcome.text.contains("\u{202E}"))
    }
}

import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookKit

/// `--json show` of a recipe of many ingredients (issue 40, item 3): the
/// reply is written in pieces, the recipe's ingredients and the cost's
/// priced and unpriced ones a batch at a time, never a tree of the whole
/// (on the 20 MB recipe of `scripts/huge-inputs` it took 110× the file);
/// the pieces joined are, byte for byte, the line made whole.
@Suite struct ShowJSONInPiecesTests {
    @Test func aHugeReplyIsWrittenInPiecesWithNoCostRecords() throws {
        let (session, folder) = try ShowInPiecesTests.session(ingredients: 20_000)
        defer { folder.remove() }
        let tally = CostRecordTally()
        var pieces: [String] = []
        let outcome = CostRecordTally.$current.withValue(tally) {
            let outcome = session.execute("show big pancakes servings 8")
            outcome.writeJSONLine { pieces.append($0) }
            return outcome
        }
        #expect(outcome.succeeded)
        #expect(outcome.writesJSONInPieces)
        // No record an ingredient (before: 20,000 records and a tree of all of them).
        #expect(tally.records == 0)
        // 20,000 ingredients in batches of 512 (the last one of 32 is short),
        // 10,000 priced and 10,000 unpriced in 20 batches each.
        let large = pieces.filter { $0.utf8.count > 10_000 }
        #expect(large.count == 20_000 / 512 + 20 + 20)
        #expect(pieces.allSatisfy { $0.utf8.count < 200_000 })
        let whole = pieces.joined()
        // The same bytes as the reply made whole (which keeps a record an ingredient).
        #expect(whole == CostRecordTally.$current.withValue(tally) { outcome.jsonLine })
        #expect(tally.records == 20_000)
        #expect(whole.hasPrefix("{\"command\":\"show\",\"cost\":{\"complete\":false,\"currency\":\"EUR\",\"perServing\":1556.25,"))
        #expect(whole.contains("\"recipe\":12450,\"unpriced\":[{\"ingredient\":\"1 pinch salt 1\""))
        #expect(whole.contains("\"amount\":\"500 g\""))
        #expect(whole.hasSuffix(",\"servings\":8}"))
    }

    /// Every recipe of the sample kitchen, plain, scaled and in the other
    /// units: the line in pieces is the line made whole.
    @Test(arguments: ["", " servings 3", " units imperial", " units metric servings 7"])
    func smallRepliesAreTheSameBytes(_ options: String) throws {
        let session = try SampleKitchen.session()
        for recipe in SampleKitchen.recipes {
            let outcome = session.execute("show \(recipe.id)\(options)")
            #expect(outcome.succeeded)
            var pieces = ""
            outcome.writeJSONLine { pieces += $0 }
            #expect(pieces == outcome.jsonLine, "show \(recipe.id)\(options)")
        }
    }

    /// A reply whose data a later step changed is written whole, as changed.
    @Test func aChangedReplyIsWrittenWhole() throws {
        let session = try SampleKitchen.session()
        var outcome = session.execute("show overnight oats")
        outcome.data["expired"] = .array([])
        #expect(!outcome.writesJSONInPieces)
        var pieces = ""
        outcome.writeJSONLine { pieces += $0 }
        #expect(pieces == outcome.jsonLine)
        #expect(pieces.contains("\"expired\":[]"))
    }
}

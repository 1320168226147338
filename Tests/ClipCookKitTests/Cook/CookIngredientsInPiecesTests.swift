import Synchronization
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Cook mode's `ingredients` on a recipe of many lines (issue 40, item 3):
/// the list is written in pieces, text and JSON, as each ingredient is
/// presented, and cook mode attaches its state without making the reply
/// whole (the 20 MB recipe of `scripts/huge-inputs` took 27.4× the file
/// when the text, the JSON list and the presented list were made whole).
@Suite struct CookIngredientsInPiecesTests {
    /// Saffron, then `count - 1` lines of flour and of salt, for 4; step 1
    /// uses the saffron alone and offers a timer of a minute.
    static func session(ingredients count: Int) throws -> (Session, ManualCookClock, TemporaryFolder) {
        let folder = try TemporaryFolder()
        var text = "recipe Big Soup\n  category dinner\n  servings 4\n\ningredients\n  - 1 pinch saffron threads\n"
        for n in 1..<count { text += n % 2 == 1 ? "  - 250 g flour\n" : "  - 1 tsp salt \(n)\n" }
        text += "\nsteps\n  - Steep the saffron in warm milk.  [timer 1 min]\n  - Rest.\n"
        try folder.write("recipes/big-soup.recipe", text)
        let session = Session(store: WriteBackStore(root: folder.path), interaction: ScriptInteraction(), today: try SampleKitchen.today())
        let clock = ManualCookClock()
        session.clock = clock
        return (session, clock, folder)
    }

    @Test func aHugeListIsWrittenInPiecesPresentingEachIngredientOnce() throws {
        let (session, _, folder) = try Self.session(ingredients: 20_000)
        defer { folder.remove() }
        #expect(session.execute("cook big soup servings 8").succeeded)
        let running = PresentationTally()
        let outcome = PresentationTally.$current.withValue(running) { session.execute("ingredients") }
        #expect(outcome.succeeded)
        #expect(outcome.writesTextInPieces)
        #expect(outcome.writesJSONInPieces)
        // The command and cook mode's state present the step's saffron
        // alone (before: a list of all 20,000, then the reply made whole).
        #expect(running.wholeLists == 0)
        #expect(running.presented < 10)

        let textTally = PresentationTally()
        var pieces: [String] = []
        PresentationTally.$current.withValue(textTally) { outcome.writeText { pieces.append($0) } }
        #expect(textTally.presented == 20_000)
        #expect(textTally.wholeLists == 0)
        #expect(pieces.count > 4)
        #expect(pieces.allSatisfy { $0.utf8.count <= RecipeCard.pieceSize + 200 })
        #expect(pieces.dropFirst().allSatisfy { $0.hasPrefix("\n") })
        let whole = pieces.joined()
        let lines = whole.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 20_001)
        // Scaled from 4 servings to 8: twice 1 pinch, 250 g and 1 tsp.
        #expect(
            lines.prefix(4) == [
                "Ingredients for 8 servings (> used in step 1):", " > 2 pinches saffron threads", "   500 g flour", "   2 tsp salt 2",
            ])
        #expect(lines.last == "   500 g flour")
        #expect(whole == Self.madeWhole(session))

        let jsonTally = PresentationTally()
        var jsonPieces: [String] = []
        PresentationTally.$current.withValue(jsonTally) { outcome.writeJSONLine { jsonPieces.append($0) } }
        #expect(jsonTally.presented == 20_000)
        #expect(jsonTally.wholeLists == 0)
        // 20,000 objects, 512 a batch: 39 full batches and one of 32.
        #expect(jsonPieces.filter { $0.utf8.count > 10_000 }.count == 39)
        #expect(jsonPieces.allSatisfy { $0.utf8.count < 100_000 })
        let line = jsonPieces.joined()
        #expect(line == outcome.jsonLine)
        #expect(
            line.hasPrefix(
                #"{"command":"ingredients","cook":{"active":true,"completed":[],"finished":false,"ingredients":[{"amount":"2 pinches","name":"saffron threads"}]"#
            ))
        #expect(
            line.contains(
                #""ingredients":[{"amount":"2 pinches","name":"saffron threads","usedInStep":true},{"amount":"500 g","name":"flour","usedInStep":false},"#
            ))
        #expect(line.hasSuffix(#"{"amount":"500 g","name":"flour","usedInStep":false}],"ok":true}"#))
    }

    /// A timer due during `ingredients` is attached to the reply as it is
    /// (with the state made again), still written in pieces.
    @Test func anExpiredTimerIsAttachedWithoutMakingTheReply() throws {
        let (session, clock, folder) = try Self.session(ingredients: 3_000)
        defer { folder.remove() }
        #expect(session.execute("cook big soup").succeeded)
        #expect(session.execute("timer start").succeeded)
        clock.advance(by: .seconds(61))
        let tally = PresentationTally()
        let outcome = PresentationTally.$current.withValue(tally) { session.execute("ingredients") }
        #expect(outcome.announcements.count == 1)
        #expect(tally.wholeLists == 0)
        #expect(tally.presented < 10)
        #expect(outcome.writesJSONInPieces)
        var line = ""
        outcome.writeJSONLine { line += $0 }
        #expect(line == outcome.jsonLine)
        #expect(line.contains(#""expired":[{"name":"step1","recipe":"Big Soup","step":1}]"#))
        #expect(line.contains(#""state":"done""#))
    }

    /// Attached members lie over the data without making it, in the JSON
    /// line written whole or in pieces; setting the data drops them.
    @Test func attachingMakesNoData() {
        let made = Atomic<Int>(0)
        var outcome = CommandOutcome(
            command: "x", writingText: { $0("text") },
            lazyData: {
                made.add(1, ordering: .relaxed)
                return ["list": .array([.int(1)]), "cook": .string("old")]
            },
            jsonPieces: { JSONPieces(["list": .elements { $0([.int(1)]) }, "cook": .value(.string("old"))]) })
        #expect(!outcome.hasKnownMember("cook"))
        outcome.attach("cook", .string("new"))
        #expect(outcome.hasKnownMember("cook"))
        var line = ""
        outcome.writeJSONLine { line += $0 }
        #expect(made.load(ordering: .relaxed) == 0)
        #expect(line == #"{"command":"x","cook":"new","list":[1],"ok":true}"#)
        #expect(outcome.jsonLine == line)
        #expect(made.load(ordering: .relaxed) == 1)
        outcome.data = ["list": .int(2)]
        #expect(!outcome.hasKnownMember("cook"))
        #expect(outcome.jsonLine == #"{"command":"x","list":2,"ok":true}"#)
        var plain = CommandOutcome(command: "y", text: "", data: ["cook": .int(1)])
        #expect(plain.hasKnownMember("cook"))
        plain.attach("cook", .int(2))
        #expect(plain.data["cook"] == .int(2))
    }

    /// The list as `ingredients` made it from the whole presented list:
    /// the oracle the pieces are compared with.
    static func madeWhole(_ session: Session) -> String {
        guard let cooking = session.cookSession else { return "not cooking" }
        let used = Set(cooking.stepIngredients.map(\.id))
        var lines = ["Ingredients for \(session.plural(cooking.servings, "serving")) (> used in step \(cooking.stepNumber)):"]
        for ingredient in cooking.ingredients {
            lines.append(" \(used.contains(ingredient.id) ? ">" : " ") " + session.ingredientLine(ingredient))
        }
        return lines.joined(separator: "\n")
    }
}

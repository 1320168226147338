import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Cook mode's timers on a recipe of many steps (issue 40, item 3): the
/// state every cook-mode reply carries and the list `timers` gives are made
/// from the typed timers as the JSON line is written, a batch at a time
/// (the 50 MB recipe of `scripts/huge-inputs`, 75,030 timers, took 11.6×
/// the file with `--json` when both lists were JSON values made whole).
@Suite struct CookTimersInPiecesTests {
    /// One ingredient and `count` steps, step n with a timer of n minutes.
    static func session(steps count: Int) throws -> (Session, ManualCookClock, TemporaryFolder) {
        let folder = try TemporaryFolder()
        var text = "recipe Long Stew\n  category dinner\n  servings 4\n\ningredients\n  - 1 onion\n\nsteps\n"
        for n in 1...count { text += "  - Stir pot \(n).  [timer \(n) min]\n" }
        try folder.write("recipes/long-stew.recipe", text)
        let session = Session(store: WriteBackStore(root: folder.path), interaction: ScriptInteraction(), today: try SampleKitchen.today())
        let clock = ManualCookClock()
        session.clock = clock
        return (session, clock, folder)
    }

    @Test func theTimersAreMadeOnlyAsTheLineIsWritten() throws {
        let (session, clock, folder) = try Self.session(steps: 3_000)
        defer { folder.remove() }
        let entering = TimerObjectTally()
        let cooking = TimerObjectTally.$current.withValue(entering) { session.execute("cook long stew") }
        #expect(cooking.succeeded)
        #expect(cooking.writesJSONInPieces)
        #expect(session.execute("timer start").succeeded)
        clock.advance(by: .seconds(20))

        let running = TimerObjectTally()
        let outcome = TimerObjectTally.$current.withValue(running) { session.execute("timers") }
        #expect(outcome.succeeded)
        #expect(outcome.writesTextInPieces)
        #expect(outcome.writesJSONInPieces)
        // Neither `cook` nor `timers` made a timer's object (before: the
        // state's 3,000, and `timers` 3,000 more beside them).
        #expect(entering.made == 0)
        #expect(running.made == 0)

        let writing = TimerObjectTally()
        var pieces: [String] = []
        TimerObjectTally.$current.withValue(writing) { outcome.writeJSONLine { pieces.append($0) } }
        // Each list once, the state's and the reply's: 2 × 3,000, in
        // batches of 512 (six a list: five of 512 and one of 440).
        #expect(writing.made == 6_000)
        #expect(pieces.filter { $0.utf8.count > 20_000 }.count == 12)
        #expect(pieces.allSatisfy { $0.utf8.count < 100_000 })
        let line = pieces.joined()
        #expect(line == outcome.jsonLine)
        let first =
            #"{"name":"step1","recipe":"Long Stew","remaining":40,"seconds":60,"state":"running","step":1,"suggested":false}"#
        let last =
            #"{"name":"step3000","recipe":"Long Stew","remaining":180000,"seconds":180000,"state":"ready","step":3000,"suggested":false}"#
        // The state's list comes before its title; the reply's follows `ok`.
        #expect(line.hasPrefix(#"{"command":"timers","cook":{"active":true,"completed":[],"finished":false,"#))
        #expect(line.contains(#""timers":["# + first + ","))
        #expect(line.contains(last + #"],"title":"Long Stew"},"ok":true,"timers":["# + first + ","))
        #expect(line.hasSuffix(last + "]}"))

        // The text is made row by row, with no JSON object.
        let texting = TimerObjectTally()
        var rows: [String] = []
        TimerObjectTally.$current.withValue(texting) { outcome.writeText { rows.append($0) } }
        #expect(texting.made == 0)
        #expect(rows.count > 1)
        #expect(rows.allSatisfy { $0.utf8.count <= RecipeCard.pieceSize + 200 })
        let text = rows.joined().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(text.count == 3_000)
        #expect(text.first == "  step1        0:40  running  step 1 of Long Stew")
        #expect(text.last == "  step3000  50:00:00  ready    step 3000 of Long Stew")
    }
}

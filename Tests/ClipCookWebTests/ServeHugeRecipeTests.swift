import Foundation
import Testing

/// A recipe of tens of thousands of ingredients (issue 40, item 3): its page
/// still sums the cost over every ingredient, but other pages are answered
/// while it does. Checked by the order in which the answers come, never by
/// how long one takes.
@Suite(.serialized) struct ServeHugeRecipeTests {
    /// The huge recipe's ingredients; every thousandth is priced (100 g of
    /// plain flour), all of them past the 500 a page shows.
    static let ingredientCount = 40_000

    static func hugeRecipe(_ word: String) -> String {
        var text = "recipe Huge Stew\n  id huge-stew\n  category dinner\n  servings 4\n\ningredients\n"
        for index in 0..<ingredientCount {
            text += index % 1_000 == 999 ? "  - 100 g plain flour\n" : "  - \(index % 900 + 1) g \(word)\(index)\n"
        }
        return text + "\nsteps\n  1. Stir well.\n"
    }

    @Test func otherPagesAreAnsweredWhileAHugeRecipesPageIsMade() throws {
        let kitchen = try ServeProcess.exampleCollection()
        try Data(Self.hugeRecipe("flour").utf8).write(to: kitchen.appendingPathComponent("recipes/huge-stew.recipe"))
        let server = try ServeProcess(root: kitchen)
        defer { server.stop() }
        let port = server.port
        // Twice: the second time after the recipe changed on disk, with
        // new names (a food already looked up for a name is not looked up again).
        for (round, word) in ["flour", "rye"].enumerated() {
            if round == 1 { try Self.change(server, to: Self.hugeRecipe(word)) }
            let order = AnswerOrder()
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                var http = RawHTTP(port: port)
                if index == 0 {
                    order.hugeAnswered(try? http.get("/recipe/huge-stew"))
                    return
                }
                // Asked one after another until the huge page is answered.
                usleep(200_000)
                for _ in 0..<2_000 where !order.isHugeAnswered {
                    guard let reply = try? http.get("/recipe/banana-bread"), reply.status == 200 else { return }
                    order.otherAnswered()
                }
            }
            // Before, every request after the huge one waited for its page:
            // at most the one or two asked before it reached the server.
            #expect(order.othersBeforeHuge >= 20, "round \(round): \(order.othersBeforeHuge) answered before the huge page")
            let page = try #require(order.huge)
            #expect(page.status == 200)
            // The cost is summed over every ingredient, the unpriced named up to 500.
            #expect(page.body.contains("from 40 of \(Self.ingredientCount) ingredients"), "\(page.body.suffix(3_000))")
            #expect(page.body.contains("\(word)0, \(word)1, "))
            #expect(page.body.contains(", and \(Self.ingredientCount - 40 - 500) more</li>"))
            #expect(page.body.contains("and \(Self.ingredientCount - 500) more ingredients"))
            #expect(page.body.utf8.count < 200_000)
        }
    }

    /// Rewrites the huge recipe and waits until the server has read it (its version moved).
    static func change(_ server: ServeProcess, to text: String) throws {
        var http = RawHTTP(port: server.port)
        let before = try http.get("/version").body
        try server.write("recipes/huge-stew.recipe", text)
        for _ in 0..<600 {
            if try http.get("/version").body != before { return }
            usleep(50_000)
        }
        Issue.record("the server did not read the changed recipe")
    }
}

/// Which answers came while the huge page was being made.
final class AnswerOrder: @unchecked Sendable {
    private let lock = NSLock()
    private var hugeReply: RawHTTP.Reply?
    private var answered = false
    private var others = 0

    func hugeAnswered(_ reply: RawHTTP.Reply?) { lock.withLock { (hugeReply, answered) = (reply, true) } }
    func otherAnswered() { lock.withLock { if !answered { others += 1 } } }
    var isHugeAnswered: Bool { lock.withLock { answered } }
    var othersBeforeHuge: Int { lock.withLock { others } }
    var huge: RawHTTP.Reply? { lock.withLock { hugeReply } }
}

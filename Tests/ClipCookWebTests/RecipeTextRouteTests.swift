import Foundation
import Testing

/// A recipe page shows at most 500 ingredients and steps; the rest is read
/// as the recipe's whole file through `/recipe/ID/text` (issue 40 §3: "the
/// full text stays a download"), as plain text that is never sniffed as a page.
@Suite(.serialized) struct RecipeTextRouteTests {
    @Test func aLongRecipeLinksToItsWholeTextAndTheTextIsTheFile() throws {
        let root = try ServeProcess.exampleCollection()
        var text = "recipe Party Salad\n  category lunch\n  servings 40\n\ningredients\n"
        for index in 1...600 { text += "  - 1 leaf lettuce number \(index)\n" }
        text += "\nsteps\n  1. Toss the lettuce <b>gently</b>.\n"
        try Data(text.utf8).write(to: root.appendingPathComponent("recipes/party-salad.recipe"))
        let server = try ServeProcess(root: root)
        defer { server.stop() }
        var http = RawHTTP(port: server.port)

        let page = try http.get("/recipe/party-salad")
        #expect(page.status == 200)
        #expect(
            page.body.contains("and 100 more ingredients (<a href=\"/recipe/party-salad/text\">the whole recipe as text</a>)"),
            "\(page.body.suffix(2000))")

        let whole = try http.get("/recipe/party-salad/text")
        #expect(whole.status == 200)
        #expect(whole.body == text)
        let headers = Dictionary(whole.headers.map { ($0.0.lowercased(), $0.1) }, uniquingKeysWith: { a, _ in a })
        #expect(headers["content-type"] == "text/plain; charset=utf-8")
        #expect(headers["x-content-type-options"] == "nosniff")

        let missing = try http.get("/recipe/no-such-recipe/text")
        #expect(missing.status == 404)
    }
}

import ClipCookCore
import ClipCookKit
import ClipCookStore
import Foundation
import Testing

/// The recipe page's changes and Undo (issue 34, item 2) through the real
/// server: each is the REPL's command written through the store, changes
/// only its lines, is refused over a change made on disk since the page was
/// loaded, and is undone by Undo.
@Suite(.serialized) struct ServeRecipeActionTests {
    /// The value of the hidden input `name` of the form whose action is `action`.
    static func field(_ name: String, inForm action: String, of html: String) -> String? {
        guard let form = html.range(of: "action=\"\(action)\"") else { return nil }
        let rest = html[form.upperBound...]
        guard let end = rest.range(of: "</form>"), let input = rest[..<end.lowerBound].range(of: "name=\"\(name)\" value=\"") else { return nil }
        return String(rest[input.upperBound...].prefix { $0 != "\"" })
    }

    @Test func favouriteRateAndPlanWriteTheirLinesAndUndoTakesThemBack() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let path = "recipes/banana-bread.recipe"
        let original = server.file(path)
        var page = try http.get("/recipe/banana-bread").body
        let csrf = try #require(Self.field("csrf", inForm: "/recipe/banana-bread/favourite", of: page))
        var version = try #require(Self.field("version", inForm: "/recipe/banana-bread/favourite", of: page))

        // Favourite: one line, the rest of the file as it was.
        let fav = try http.post(
            "/recipe/banana-bread/favourite", form: [("csrf", csrf), ("version", version), ("favourite", "1")],
            headers: ["Origin": "null"])
        #expect(fav.status == 303)
        #expect(fav.header("location") == "/recipe/banana-bread")
        #expect(LineChanges(original, server.file(path)) == LineChanges(added: ["  favourite"]))
        page = try http.get("/recipe/banana-bread").body
        #expect(page.contains("★ Favourite (remove)"))

        // Rate 4 of 5.
        let favourited = server.file(path)
        version = try #require(Self.field("version", inForm: "/recipe/banana-bread/rate", of: page))
        #expect(try http.post("/recipe/banana-bread/rate", form: [("csrf", csrf), ("version", version), ("rating", "4")]).status == 303)
        #expect(LineChanges(favourited, server.file(path)) == LineChanges(added: ["  rating 4"]))
        page = try http.get("/recipe/banana-bread").body
        #expect(page.contains("Rating 4:"))
        #expect(page.contains("aria-label=\"Rate 4 of 5\" aria-pressed=\"true\""))
        let rated = server.file(path)
        version = try #require(Self.field("version", inForm: "/recipe/banana-bread/rate", of: page))
        for bad in ["0", "6", "4.5", "x"] {
            #expect(try http.post("/recipe/banana-bread/rate", form: [("csrf", csrf), ("version", version), ("rating", bad)]).status == 400)
        }
        #expect(server.file(path) == rated)

        // Add to the plan: Sunday's breakfast at twice the servings.
        let planPath = "plans/2026-W48.plan"
        let plan = server.file(planPath)
        let planned = try http.post(
            "/recipe/banana-bread/plan",
            form: [("csrf", csrf), ("date", "2026-11-29"), ("slot", "breakfast"), ("times", "2"), ("also", "1")])
        #expect(planned.status == 303, "\(planned.body)")
        let planChange = LineChanges(plan, server.file(planPath))
        #expect(planChange.removed.isEmpty)
        #expect(planChange.added.count == 1 && planChange.added[0].hasPrefix("  breakfast: banana-bread x2"), "\(planChange)")
        for bad in [
            [("date", "2026-13-40"), ("slot", "dinner")], [("date", "2026-11-29"), ("slot", "brunch")],
            [("date", "2026-11-29"), ("slot", "dinner"), ("times", "7")],
        ] {
            #expect(try http.post("/recipe/banana-bread/plan", form: [("csrf", csrf)] + bad).status == 400)
        }
        #expect(try http.post("/recipe/no-such-recipe/plan", form: [("csrf", csrf), ("date", "2026-11-29"), ("slot", "dinner")]).status == 404)

        // Undo, from any page, takes the changes back one by one, last first.
        let undo = try http.post("/undo", form: [("csrf", csrf)], headers: ["Referer": "http://127.0.0.1:\(server.port)/week?day=2026-11-29"])
        #expect(undo.status == 303)
        #expect(undo.header("location") == "/week?day=2026-11-29")
        #expect(server.file(planPath) == plan)
        #expect(try http.post("/undo", form: [("csrf", csrf)], headers: ["Referer": "http://evil.example/x"]).header("location") == "/")
        #expect(server.file(path) == favourited)
        #expect(try http.post("/undo", form: [("csrf", csrf)]).status == 303)
        #expect(server.file(path) == original)
        // Undo is a change like the others: the token and this site only.
        #expect(try http.post("/undo", form: [("csrf", "wrong")]).status == 403)
        #expect(try http.post("/undo", form: [("csrf", csrf)], headers: ["Origin": "http://evil.example"]).status == 403)
    }

    @Test func undoTakesBackATickOfTheShoppingList() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let before = server.file("shopping.list")
        let page = try http.get("/shopping").body
        let csrf = try #require(ServeSafetyTests.field("csrf", in: page))
        let version = try #require(ServeSafetyTests.field("version", in: page))
        #expect(page.contains("action=\"/undo\""))
        let tick = try http.post("/shopping/check", form: [("csrf", csrf), ("version", version), ("item", "item-ice"), ("checked", "0")])
        #expect(tick.status == 303)
        #expect(server.file("shopping.list") != before)
        #expect(try http.post("/undo", form: [("csrf", csrf)]).status == 303)
        #expect(server.file("shopping.list") == before)
        // Nothing left to undo: said, and nothing written.
        let nothing = try http.post("/undo", form: [("csrf", csrf)])
        #expect(nothing.status == 400)
        #expect(nothing.body.contains("nothing to undo"))
        #expect(server.file("shopping.list") == before)
    }

    @Test func aChangeOverARecipeChangedOnDiskIsRefused() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let path = "recipes/banana-bread.recipe"
        let page = try http.get("/recipe/banana-bread").body
        let csrf = try #require(Self.field("csrf", inForm: "/recipe/banana-bread/favourite", of: page))
        let version = try #require(Self.field("version", inForm: "/recipe/banana-bread/favourite", of: page))
        let theirs = server.file(path).replacingOccurrences(of: "  servings 10\n", with: "  servings 12\n")
        try server.write(path, theirs)
        let reply = try http.post("/recipe/banana-bread/favourite", form: [("csrf", csrf), ("version", version), ("favourite", "1")])
        #expect(reply.status == 409)
        #expect(reply.body.contains("recipes/banana-bread.recipe changed on disk since this page was loaded; nothing was written"))
        #expect(server.file(path) == theirs)
    }

    @Test func theCardShowsTheCostAsShowDoes() throws {
        let kitchen = try ServeProcess.exampleCollection()
        let session = Session(store: WriteBackStore(root: kitchen.path), interaction: ScriptInteraction(), today: Day("2026-11-24"))
        let shown = session.execute("show overnight-oats servings 3").text
        let costPart = try #require(shown.components(separatedBy: "\nCost\n").last)
        let lines = costPart.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("file:") }
        #expect(!lines.isEmpty)
        #expect(lines[0].contains(" the recipe, "), "\(shown)")
        let server = try ServeProcess(root: kitchen)
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let card = try http.get("/recipe/overnight-oats?servings=3").body
        #expect(card.contains("<h2>Cost</h2>"))
        for line in lines { #expect(card.contains("<li>\(line)</li>"), "\(line)") }
        // The servings of the shopping form are the card's, and can be changed.
        #expect(card.contains("name=\"servings\" min=\"1\" max=\"10000\" value=\"3\" id=\"shop-servings\""))
    }
}

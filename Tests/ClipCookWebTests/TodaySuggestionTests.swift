import Foundation
import Testing

/// "Add to today" on Today's suggestions (issue 34): each suggestion is a
/// plain form that runs `plan add DATE SLOT also RECIPE` through the
/// session, into the meal chosen, the next empty one first. Over raw HTTP
/// (exactly one line added to the week's plan, 409 on a stale page, 400 for
/// a bad field, undone by Undo) and in headless Chromium with scripts off
/// and on.
@Suite(.serialized) struct TodaySuggestionTests {
    static let plan = "plans/2026-W48.plan"

    /// The id of the first suggestion of a page, and the meal its form chose.
    static func firstSuggestion(_ html: String) throws -> (id: String, slot: String) {
        let start = try #require(html.range(of: "<li class=\"suggestion\" data-id=\""))
        let rest = html[start.upperBound...]
        let id = String(rest[..<(try #require(rest.firstIndex(of: "\"")))])
        let selected = try #require(rest.range(of: "\" selected>"))
        let before = rest[..<selected.lowerBound]
        let value = try #require(before.range(of: "value=\"", options: .backwards))
        return (id, String(before[value.upperBound...]))
    }

    @Test func theNextEmptyMealIsChosenAndOneLineIsAdded() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var page = PageForms(server: server)
        // Sunday's morning snack is `none`: the main meals are full, so it is the next empty one.
        let shown = try page.open("/today?day=2026-11-29")
        #expect(shown.body.contains("<button type=\"submit\">Add to Sunday</button>"))
        #expect(shown.body.contains(">Morning Snack (next empty)</option>"))
        let (id, slot) = try Self.firstSuggestion(shown.body)
        #expect(slot == "morning-snack")
        let before = page.files()
        let added = try page.post("/today/plan", [("day", "2026-11-29"), ("slot", slot), ("recipe", id)])
        #expect(added.status == 303)
        #expect(added.header("Location") == "/today?day=2026-11-29")
        let after = page.files()
        #expect(PageForms.changed(before, after) == [Self.plan])
        let changes = LineChanges(before[Self.plan] ?? "", after[Self.plan] ?? "")
        #expect(changes.added == ["  morning snack: \(id)"], "\(changes)")
        #expect((after[Self.plan] ?? "").hasPrefix("-- Week 48 (Mon 23 – Sun 29 November 2026).\n-- Ragù from the freezer"))
        #expect(try page.open("/today?day=2026-11-29").body.contains("data-slot=\"morning-snack\""))

        // Undo puts the file back to the byte.
        let undone = try page.post("/undo", [])
        #expect(undone.status == 303)
        #expect(page.files() == before)
    }

    @Test func aChosenMealTakesTheRecipeBesideWhatIsThere() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var page = PageForms(server: server)
        // Today every meal is planned: dinner is offered, and the recipe goes beside the shakshuka.
        let shown = try page.open("/today")
        #expect(shown.body.contains("<button type=\"submit\">Add to today</button>"))
        let (id, slot) = try Self.firstSuggestion(shown.body)
        #expect(slot == "dinner")
        let before = server.file(Self.plan)
        #expect(try page.post("/today/plan", [("day", "2026-11-24"), ("slot", "lunch"), ("recipe", id)]).status == 303)
        let text = server.file(Self.plan)
        #expect(LineChanges(before, text).added == ["  lunch: \(id)"])
        #expect(text.contains("  lunch: red-lentil-soup\n  lunch: \(id)\n"))
    }

    @Test func aStalePageOrABadFieldIsRefusedAndNothingWritten() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var page = PageForms(server: server)
        let (id, _) = try Self.firstSuggestion(try page.open("/today").body)
        let before = page.files()
        let cases: [[(String, String)]] = [
            [("day", "2026-11-24"), ("slot", "brunch"), ("recipe", id)],
            [("day", "24.11.2026"), ("slot", "lunch"), ("recipe", id)],
            [("day", "2026-11-24"), ("slot", "lunch"), ("recipe", "")],
            [("day", "2026-11-24"), ("slot", "lunch"), ("recipe", "a\nlunch: b")],
        ]
        for fields in cases {
            let reply = try page.post("/today/plan", fields)
            #expect(reply.status == 400, "\(fields): \(reply.status) \(reply.body)")
        }
        // A recipe the collection does not have is refused by `plan add`.
        #expect(try page.post("/today/plan", [("day", "2026-11-24"), ("slot", "lunch"), ("recipe", "no-such-recipe")]).status == 404)
        #expect(page.files() == before)

        let edited = server.file(Self.plan) + "-- a note made in an editor\n"
        try server.write(Self.plan, edited)
        let stale = try page.post("/today/plan", [("day", "2026-11-24"), ("slot", "lunch"), ("recipe", id)])
        #expect(stale.status == 409)
        #expect(stale.body.contains("changed on disk since this page was loaded"))
        #expect(server.file(Self.plan) == edited)
        #expect(try page.post("/today/plan", [("csrf", "nope"), ("day", "2026-11-24"), ("slot", "lunch"), ("recipe", id)]).status == 403)
    }
}

/// The same form in Chromium at 390 px, with scripts off (a plain post and
/// the page again) and on (sent in the background, the page kept).
@Suite(.serialized, .enabled(if: WebDriver.binaries != nil, "chromium and chromium-driver are not installed; scripts/ensure-deps installs them"))
struct TodaySuggestionBrowserTests {
    @Test(arguments: [false, true])
    func addToTheDayFromASuggestion(javascript: Bool) throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        let browser = try WebDriver(javascript: javascript)
        defer { browser.quit() }
        try browser.open("http://127.0.0.1:\(server.port)/today?day=2026-11-29")
        let first = "ol.suggestions li.suggestion:first-child"
        let id = try #require(try browser.script("return document.querySelector('\(first)').getAttribute('data-id')") as? String)
        #expect(try browser.script("return document.querySelector('\(first) select').value") as? String == "morning-snack")
        try browser.script("window.__samePage = 1")
        let before = server.file(TodaySuggestionTests.plan)
        try browser.press(first + " form.plan-suggestion button")
        try browser.wait(8, "the meal on disk") { server.file(TodaySuggestionTests.plan) != before }
        #expect(LineChanges(before, server.file(TodaySuggestionTests.plan)).added == ["  morning snack: \(id)"])
        try browser.wait(5, "the page to show the meal") {
            try browser.script("return document.querySelector('li.meal[data-slot=morning-snack]') !== null") as? Bool == true
        }
        #expect(((try? browser.script("return window.__samePage === 1")) as? Bool ?? false) == javascript)
    }
}

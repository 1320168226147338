import Foundation
import Testing

/// `/plan` over raw HTTP on a copy of examples/ (today is 2026-11-24):
/// add, servings, move, remove and fill each write only the week's plan
/// file, comments kept, as the REPL's `plan` commands write it.
@Suite(.serialized) struct PlanPageTests {
    static let plan = "plans/2026-W48.plan"

    func start() throws -> (ServeProcess, PageForms, [String: String]) {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        var page = PageForms(server: server)
        try page.open("/plan")
        return (server, page, page.files())
    }

    @Test func theWeekMarksTodayAndLinksCarryTheMealsServings() throws {
        let (server, page, _) = try start()
        defer { server.stop() }
        var client = page
        let reply = try client.open("/plan")
        #expect(reply.status == 200)
        #expect(reply.body.contains("<h1>Plan 2026-W48</h1>"))
        #expect(reply.body.contains("<section class=\"day today\" id=\"day-2026-11-24\" aria-current=\"date\">"))
        #expect(reply.body.contains("<a href=\"/recipe/chicken-caesar-wrap?servings=2\">"))
        #expect(reply.body.contains("<a href=\"/recipe/creamy-tuscan-chicken-pasta?servings=2\">"))
        #expect(reply.body.contains("href=\"/plan?day=2026-11-17\""))
        #expect(reply.body.contains("href=\"/plan?day=2026-12-01\""))
        let search = try client.open("/plan?q=lentil")
        #expect(search.body.contains("<option value=\"red-lentil-soup\">"))
        #expect(!search.body.contains("<option value=\"banana-bread\">"))
        #expect(try client.open("/plan?day=nope").status == 400)
    }

    @Test func addChangesServingsMovesAndRemovesOneLineEach() throws {
        let (server, start, before) = try start()
        defer { server.stop() }
        var page = start
        let original = before[Self.plan] ?? ""
        func expectOnly(_ expected: String, _ what: String) {
            let after = page.files()
            #expect(PageForms.changed(before, after) == [Self.plan], "\(what)")
            #expect(after[Self.plan] == expected, "\(what): \(after[Self.plan] ?? "")")
        }
        // Add to an evening snack that holds `none`.
        let added = try page.post(
            "/plan/add", [("week", "2026-11-24"), ("day", "2026-11-25"), ("slot", "evening-snack"), ("recipe", "classic-hummus"), ("servings", "2")])
        #expect(added.status == 303)
        #expect(added.header("Location") == "/plan?day=2026-11-25#day-2026-11-25")
        var expected = original.replacingOccurrences(
            of: "  dinner: nonna-s-sunday-ragu  -- from the freezer\n  evening snack: none\n",
            with: "  dinner: nonna-s-sunday-ragu  -- from the freezer\n  evening snack: classic-hummus x2\n")
        #expect(expected != original)
        expectOnly(expected, "add")

        try page.open("/plan")
        #expect(
            try page.post("/plan/servings", [("week", "2026-11-24"), ("day", "2026-11-24"), ("slot", "lunch"), ("n", "1"), ("servings", "3")]).status
                == 303)
        expected = expected.replacingOccurrences(
            of: "  lunch: red-lentil-soup\n  afternoon snack: classic-hummus\n  dinner: shakshuka-with-feta\n",
            with: "  lunch: red-lentil-soup x3\n  afternoon snack: classic-hummus\n  dinner: shakshuka-with-feta\n")
        expectOnly(expected, "servings")

        try page.open("/plan")
        let moved = try page.post(
            "/plan/move",
            [("week", "2026-11-24"), ("day", "2026-11-24"), ("slot", "lunch"), ("n", "1"), ("to-day", "2026-11-25"), ("to-slot", "evening-snack")])
        #expect(moved.status == 303)
        let afterMove = page.files()[Self.plan] ?? ""
        #expect(!afterMove.contains("  lunch: red-lentil-soup x3\n"))
        #expect(afterMove.contains("  evening snack: classic-hummus x2\n  evening snack: red-lentil-soup x3\n"))
        #expect(PageForms.changed(before, page.files()) == [Self.plan])

        try page.open("/plan")
        #expect(try page.post("/plan/remove", [("week", "2026-11-24"), ("day", "2026-11-25"), ("slot", "evening-snack"), ("n", "2")]).status == 303)
        let afterRemove = page.files()[Self.plan] ?? ""
        #expect(!afterRemove.contains("red-lentil-soup x3"))
        #expect(afterRemove.contains("-- Ragù from the freezer on Wednesday; curry for Jo's visit on Saturday."))
        #expect(afterRemove.contains("  dinner: nonna-s-sunday-ragu  -- from the freezer\n  evening snack: classic-hummus x2\n"))
    }

    @Test func fillShowsADryRunThenApplyWritesWhatItShowed() throws {
        // The example week is full: Thursday's dinner is left empty.
        let kitchen = try ServeProcess.exampleCollection()
        let path = kitchen.appendingPathComponent(Self.plan)
        let full = try String(contentsOf: path, encoding: .utf8)
        let thursday =
            "  lunch: salmon-onigiri\n  afternoon snack: quick \"Almonds, 30 g\" calories 175  protein 6  carbs 6  fats 15\n  dinner: green-curry\n"
        #expect(full.contains(thursday))
        try Data(full.replacingOccurrences(of: thursday, with: thursday.replacingOccurrences(of: "  dinner: green-curry\n", with: "")).utf8).write(
            to: path)
        let server = try ServeProcess(root: kitchen)
        defer { server.stop() }
        var page = PageForms(server: server)
        let before = page.files()
        let preview = try page.open("/plan?fill=1")
        #expect(preview.status == 200)
        #expect(page.files() == before, "the dry run wrote something")
        #expect(preview.body.contains("action=\"/plan/fill\""), "\(preview.body)")
        // The meals the dry run proposes, as links to their recipes.
        let fill = try #require(preview.body.range(of: "<section class=\"fill\""))
        let section = String(preview.body[fill.lowerBound...])
        let proposed = section.components(separatedBy: "<li>").dropFirst().compactMap { item -> String? in
            guard let start = item.range(of: "href=\"/recipe/"), let end = item[start.upperBound...].firstIndex(of: "\"") else { return nil }
            return String(item[start.upperBound..<end])
        }
        #expect(!proposed.isEmpty)
        let applied = try page.post("/plan/fill", [("week", "2026-11-24"), ("day", "2026-11-24"), ("from", "2026-11-24")])
        #expect(applied.status == 303)
        let after = page.files()
        #expect(PageForms.changed(before, after) == [Self.plan])
        // One line, Thursday's dinner, is added: the recipe the dry run showed.
        let text = after[Self.plan] ?? ""
        #expect(proposed.count == 1)
        let written = thursday.replacingOccurrences(of: "  dinner: green-curry\n", with: "  dinner: \(proposed.first ?? "?")")
        #expect(text.contains(written), "\(text)")
        #expect(text.split(separator: "\n").count == (before[Self.plan] ?? "").split(separator: "\n").count + 1)
    }

    @Test func staleAndBadFormsAreRefusedAndNothingIsWritten() throws {
        let (server, start, _) = try start()
        defer { server.stop() }
        var page = start
        let edited = server.file(Self.plan).replacingOccurrences(of: "-- gym day", with: "-- leg day")
        try server.write(Self.plan, edited)
        let before = page.files()
        let stale = try page.post("/plan/remove", [("week", "2026-11-24"), ("day", "2026-11-24"), ("slot", "lunch"), ("n", "1")])
        #expect(stale.status == 409)
        #expect(page.files() == before)
        try page.open("/plan")
        let cases: [(String, [(String, String)])] = [
            ("/plan/add", [("week", "2026-11-24"), ("day", "2026-12-02"), ("slot", "lunch"), ("recipe", "classic-hummus")]),
            ("/plan/add", [("week", "2026-11-24"), ("day", "2026-11-25"), ("slot", "elevenses"), ("recipe", "classic-hummus")]),
            ("/plan/add", [("week", "2026-11-24"), ("day", "2026-11-25"), ("slot", "lunch"), ("recipe", "classic-hummus"), ("servings", "0")]),
            ("/plan/add", [("week", "2026-11-24"), ("day", "2026-11-25"), ("slot", "lunch"), ("recipe", "")]),
            ("/plan/servings", [("week", "2026-11-24"), ("day", "2026-11-24"), ("slot", "lunch"), ("n", "1"), ("servings", "abc")]),
            ("/plan/servings", [("week", "2026-11-24"), ("day", "2026-11-24"), ("slot", "lunch"), ("n", "1"), ("servings", "1000")]),
            (
                "/plan/move",
                [("week", "2026-11-24"), ("day", "2026-11-24"), ("slot", "lunch"), ("n", "1"), ("to-day", "2026-12-24"), ("to-slot", "lunch")]
            ),
            ("/plan/remove", [("week", "2026-11-24"), ("day", "2026-11-24"), ("slot", "lunch"), ("n", "x")]),
            // The meal has a recipe already and 'as well' is not ticked: `plan add` refuses.
            ("/plan/add", [("week", "2026-11-24"), ("day", "2026-11-25"), ("slot", "lunch"), ("recipe", "classic-hummus")]),
        ]
        for (path, fields) in cases {
            let reply = try page.post(path, fields)
            #expect(reply.status == 400, "\(path) \(fields): \(reply.status) \(reply.body.prefix(300))")
        }
        #expect(page.files() == before)
    }
}

extension PlanPageTests {
    /// A title and a pantry item with markup are shown as text on the
    /// plan, Today and the pantry, never as markup.
    @Test func textFromFilesIsEscapedOnEveryPageOfTheDay() throws {
        let kitchen = try ServeProcess.exampleCollection()
        let recipe =
            "recipe \"<img src=x onerror=alert(1)> & Co\"\n  id hostile\n  category lunch\n\ningredients\n  - 1 egg\n\nnutrition per serving\n  calories 100  protein 5  carbs 5  fats 5\n"
        try Data(recipe.utf8).write(to: kitchen.appendingPathComponent("recipes/hostile.recipe"))
        try Data("pantry\n  - 2 <b>beans</b>\n".utf8).write(to: kitchen.appendingPathComponent("pantry"))
        let server = try ServeProcess(root: kitchen)
        defer { server.stop() }
        var page = PageForms(server: server)
        try page.open("/plan")
        #expect(
            try page.post("/plan/add", [("week", "2026-11-24"), ("day", "2026-11-25"), ("slot", "evening-snack"), ("recipe", "hostile")]).status
                == 303)
        for path in ["/plan?q=Co", "/today?day=2026-11-25", "/pantry?cook=1"] {
            let body = try page.open(path).body
            #expect(!body.contains("<img src=x"), "\(path)")
            #expect(!body.contains("<b>beans"), "\(path)")
        }
        #expect(try page.open("/plan").body.contains("&lt;img src=x onerror=alert(1)&gt; &amp; Co"))
        #expect(try page.open("/pantry").body.contains("<b>2</b> &lt;b&gt;beans&lt;/b&gt;</span>"))
    }
}

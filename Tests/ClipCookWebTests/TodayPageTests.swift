import Foundation
import Testing

/// `/today` over raw HTTP on a copy of examples/ (today is 2026-11-24):
/// each action writes exactly the plan file of the week, comments and
/// layout kept; a stale page is refused with 409 and bad fields with 400,
/// nothing written either time.
@Suite(.serialized) struct TodayPageTests {
    static let plan = "plans/2026-W48.plan"

    @Test func theTrackerShowsPlannedEatenAndWhatIsLeftAsMacrosDoes() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var page = PageForms(server: server)
        let reply = try page.open("/today")
        #expect(reply.status == 200)
        #expect(reply.body.contains("<h1>Today <small>Tuesday 2026-11-24</small></h1>"))
        // Nothing of 2026-11-24 is marked eaten: all of the goal is left.
        #expect(
            reply.body.contains("<th scope=\"row\">Calories <small>kcal</small></th><td>1438</td><td>0</td><td>2200</td><td class=\"left\">2200</td>")
        )
        #expect(reply.body.contains("<a href=\"/recipe/red-lentil-soup?servings=1\">"))
        #expect(reply.body.contains("action=\"/today/eat\""))
        #expect(reply.body.contains("<ol class=\"suggestions\"><li class=\"suggestion\" data-id=\""))
        let other = try page.open("/today?day=2026-11-23")
        #expect(other.body.contains("<h1>Monday 2026-11-23"))
        #expect(other.body.contains("<a href=\"/recipe/chicken-caesar-wrap?servings=2\">"))
        #expect(try page.open("/today?day=2026-02-30").status == 400)
    }

    @Test func eatenAndNotEatenChangeOnlyTheMealsLine() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var page = PageForms(server: server)
        try page.open("/today")
        let before = page.files()
        let eaten = try page.post("/today/eat", [("day", "2026-11-24"), ("slot", "lunch"), ("n", "1")])
        #expect(eaten.status == 303)
        #expect(eaten.header("Location") == "/today?day=2026-11-24")
        let after = page.files()
        #expect(PageForms.changed(before, after) == [Self.plan])
        let original = before[Self.plan] ?? ""
        #expect(
            after[Self.plan]
                == original.replacingOccurrences(
                    of:
                        "day 2026-11-24\n  breakfast: overnight-oats\n  morning snack: quick Boiled eggs, two calories 155  protein 13  carbs 1  fats 11\n  lunch: red-lentil-soup\n",
                    with:
                        "day 2026-11-24\n  breakfast: overnight-oats\n  morning snack: quick Boiled eggs, two calories 155  protein 13  carbs 1  fats 11\n  lunch: red-lentil-soup  [eaten]\n"
                ))
        let shown = try page.open("/today")
        #expect(shown.body.contains("✓ eaten"))
        #expect(shown.body.contains("action=\"/today/uneat\""))
        // Not eaten: the file is as it was, to the byte.
        let undone = try page.post("/today/uneat", [("day", "2026-11-24"), ("slot", "lunch"), ("n", "1")])
        #expect(undone.status == 303)
        #expect(page.files() == before)
    }

    @Test func quickAddSearchesTheFoodTableAndAddsTheFoodToTheMeal() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var page = PageForms(server: server)
        let found = try page.open("/today?food=greek+yogurt")
        #expect(found.body.contains("action=\"/today/add\""))
        let form = try #require(found.body.range(of: "class=\"quick-add\""))
        let name = try #require(PageForms.field("food", in: String(found.body[form.lowerBound...])))
        let before = page.files()
        let added = try page.post("/today/add", [("day", "2026-11-24"), ("slot", "afternoon-snack"), ("food", name), ("amount", "170 g")])
        #expect(added.status == 303)
        let after = page.files()
        #expect(PageForms.changed(before, after) == [Self.plan])
        let text = after[Self.plan] ?? ""
        #expect(text.contains("  afternoon snack: classic-hummus\n  afternoon snack: food "))
        #expect(text.contains(" 170 g\n  dinner: shakshuka-with-feta\n"))
        // Only the one line was added.
        #expect(text.split(separator: "\n").count == (before[Self.plan] ?? "").split(separator: "\n").count + 1)
        #expect(try page.open("/today").body.contains("170 g)"))
    }

    @Test func aStalePageIsRefusedWith409AndNothingWritten() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var page = PageForms(server: server)
        try page.open("/today")
        let edited = server.file(Self.plan) + "-- a note made in an editor\n"
        try server.write(Self.plan, edited)
        let before = page.files()
        let refused = try page.post("/today/eat", [("day", "2026-11-24"), ("slot", "lunch"), ("n", "1")])
        #expect(refused.status == 409)
        #expect(refused.body.contains("changed on disk since this page was loaded"))
        #expect(page.files() == before)
        #expect(server.file(Self.plan) == edited)
    }

    @Test func badFieldsAreRefusedWith400AndNothingWritten() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var page = PageForms(server: server)
        try page.open("/today")
        let before = page.files()
        let cases: [(String, [(String, String)])] = [
            ("/today/eat", [("day", "2026-13-45"), ("slot", "lunch"), ("n", "1")]),
            ("/today/eat", [("day", "2026-11-24"), ("slot", "brunch"), ("n", "1")]),
            ("/today/eat", [("day", "2026-11-24"), ("slot", "lunch"), ("n", "0")]),
            ("/today/uneat", [("slot", "lunch"), ("n", "1")]),
            ("/today/add", [("day", "2026-11-24"), ("slot", "lunch"), ("food", "egg"), ("amount", "lots")]),
            ("/today/add", [("day", "2026-11-24"), ("slot", "lunch"), ("food", ""), ("amount", "2")]),
            ("/today/add", [("day", "2026-11-24"), ("slot", "lunch"), ("food", "egg\nlunch: x"), ("amount", "2")]),
        ]
        for (path, fields) in cases {
            let reply = try page.post(path, fields)
            #expect(reply.status == 400, "\(path) \(fields): \(reply.status) \(reply.body)")
        }
        // What the command itself refuses (a food the table does not have) is 400 too.
        let unknown = try page.post("/today/add", [("day", "2026-11-24"), ("slot", "lunch"), ("food", "qqqxx zzyzx"), ("amount", "2")])
        #expect(unknown.status == 400 || unknown.status == 404)
        // Marking a meal that is not eaten as not eaten is refused by `plan undone`.
        #expect(try page.post("/today/uneat", [("day", "2026-11-24"), ("slot", "lunch"), ("n", "1")]).status == 400)
        // Without the session's token: 403.
        #expect(try page.post("/today/eat", [("csrf", "nope"), ("day", "2026-11-24"), ("slot", "lunch"), ("n", "1")]).status == 403)
        #expect(page.files() == before)
    }
}

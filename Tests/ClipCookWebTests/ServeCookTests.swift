import Foundation
import Testing

/// Cook mode as plain forms, without scripts, through the real server: the
/// timers' buttons, `Done` on the last step and marking the meal eaten.
@Suite(.serialized) struct ServeCookTests {
    static let recipe = """
        recipe Soft Eggs
          id soft-eggs
          category breakfast
          servings 2

        ingredients
          - 4 eggs, at room temperature
          - 1 l water

        steps
          - Bring the water to the boil.  [timer 1 s "water"]
          - Lower the eggs into the water.  [timer 6 min "eggs"]
          - Cool the eggs under the tap.
        """

    /// The example collection with the recipe, 10 eggs in the pantry and
    /// the eggs planned for dinner on the server's today (2026-11-24).
    static func kitchen() throws -> URL {
        let kitchen = try ServeProcess.exampleCollection()
        try Data(recipe.utf8).write(to: kitchen.appendingPathComponent("recipes/soft-eggs.recipe"))
        let pantry = kitchen.appendingPathComponent("pantry")
        let text = try String(contentsOf: pantry, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "  - water\n", with: "  - water\n  - 10 eggs\n").utf8).write(to: pantry)
        let plan = kitchen.appendingPathComponent("plans/2026-W48.plan")
        let week = try String(contentsOf: plan, encoding: .utf8)
        let planned = week.replacingOccurrences(of: "day 2026-11-24\n  breakfast: overnight-oats\n", with: "day 2026-11-24\n  breakfast: soft-eggs\n")
        try Data(planned.utf8).write(to: plan)
        return kitchen
    }

    static func timerForm(_ csrf: String, _ name: String, _ action: String, step: Int) -> [(String, String)] {
        [("csrf", csrf), ("timer", name), ("step", String(step)), ("action", action)]
    }

    /// How many timers the page's timer bar shows.
    static func timerCount(_ html: String) -> Int {
        html.components(separatedBy: "<div class=\"timer timer-").count - 1
    }

    @Test func timersWorkAsPlainFormsAndSurviveAReload() throws {
        let server = try ServeProcess(root: try Self.kitchen())
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let page = try http.get("/cook/soft-eggs?step=2")
        #expect(page.status == 200)
        // Each step's ingredients with their notes.
        #expect(page.body.contains("<b class=\"amount\">4</b> eggs, <span class=\"notes\">at room temperature</span>"))
        let csrf = try #require(ServeSafetyTests.field("csrf", in: page.body))
        let start = try http.post("/cook/soft-eggs/timer", form: Self.timerForm(csrf, "eggs", "start", step: 2), headers: ["Origin": "null"])
        #expect(start.status == 303)
        #expect(start.header("Location") == "/cook/soft-eggs?step=2#timer-eggs")
        // A reload shows it, counted from its end time on the server.
        var shown = try http.get("/cook/soft-eggs?step=2").body
        #expect(Self.timerCount(shown) == 1)
        #expect(shown.contains("class=\"timer timer-running\" id=\"timer-eggs\""))
        #expect(shown.range(of: #"[56]:[0-9]{2} left, ends [0-9]{2}:[0-9]{2}:[0-9]{2}"#, options: .regularExpression) != nil)
        // A second tap makes no second timer.
        #expect(try http.post("/cook/soft-eggs/timer", form: Self.timerForm(csrf, "eggs", "start", step: 2)).status == 303)
        shown = try http.get("/cook/soft-eggs?step=2").body
        #expect(Self.timerCount(shown) == 1)
        // Pause, resume, cancel.
        #expect(try http.post("/cook/soft-eggs/timer", form: Self.timerForm(csrf, "eggs", "pause", step: 2)).status == 303)
        shown = try http.get("/cook/soft-eggs?step=2").body
        #expect(shown.range(of: #"paused, [56]:[0-9]{2} left"#, options: .regularExpression) != nil)
        #expect(shown.contains("value=\"resume\""))
        #expect(try http.post("/cook/soft-eggs/timer", form: Self.timerForm(csrf, "eggs", "resume", step: 2)).status == 303)
        #expect(try http.get("/cook/soft-eggs?step=2").body.contains("timer timer-running"))
        #expect(try http.post("/cook/soft-eggs/timer", form: Self.timerForm(csrf, "eggs", "cancel", step: 2)).status == 303)
        #expect(Self.timerCount(try http.get("/cook/soft-eggs?step=2").body) == 0)
        // A one-second timer is done (red) until dismissed.
        #expect(try http.post("/cook/soft-eggs/timer", form: Self.timerForm(csrf, "water", "start", step: 1)).status == 303)
        var done = ""
        for _ in 0..<50 where !done.contains("timer timer-done") {
            usleep(100_000)
            done = try http.get("/cook/soft-eggs").body
        }
        #expect(done.contains("class=\"timer timer-done\" id=\"timer-water\""))
        #expect(done.contains("value=\"dismiss\""))
        #expect(try http.post("/cook/soft-eggs/timer", form: Self.timerForm(csrf, "water", "dismiss", step: 1)).status == 303)
        #expect(Self.timerCount(try http.get("/cook/soft-eggs").body) == 0)
        // Another browser (another session) sees none of them.
        var other = RawHTTP(port: server.port)
        #expect(try http.post("/cook/soft-eggs/timer", form: Self.timerForm(csrf, "eggs", "start", step: 2)).status == 303)
        #expect(Self.timerCount(try other.get("/cook/soft-eggs?step=2").body) == 0)
        // Refused: no token, another site, an unknown timer or action.
        #expect(try http.post("/cook/soft-eggs/timer", form: [("timer", "eggs"), ("action", "pause")]).status == 403)
        #expect(
            try http.post(
                "/cook/soft-eggs/timer", form: Self.timerForm(csrf, "eggs", "pause", step: 2),
                headers: ["Origin": "http://evil.example"]
            ).status == 403)
        #expect(try http.post("/cook/soft-eggs/timer", form: Self.timerForm(csrf, "nope", "start", step: 2)).status == 404)
        #expect(try http.post("/cook/soft-eggs/timer", form: Self.timerForm(csrf, "eggs", "explode", step: 2)).status == 400)
        // Nothing of it is written into the collection.
        #expect(!FileManager.default.fileExists(atPath: server.root.appendingPathComponent("cooked.log").path))
    }

    @Test func doneRecordsTheCookingAndOffersToMarkTheMealEaten() throws {
        let server = try ServeProcess(root: try Self.kitchen())
        defer { server.stop() }
        let planBefore = server.file("plans/2026-W48.plan")
        var http = RawHTTP(port: server.port)
        let last = try http.get("/cook/soft-eggs?step=3").body
        // Done is on the last step only.
        #expect(last.components(separatedBy: "id=\"cook-done\"").count == 2)
        #expect(last.range(of: #"id="step-3"[^§]*id="cook-done""#, options: .regularExpression) != nil)
        let csrf = try #require(ServeSafetyTests.field("csrf", in: last))
        let done = try http.post("/cook/soft-eggs/done", form: [("csrf", csrf)], headers: ["Origin": "null"])
        #expect(done.status == 200)
        #expect(
            done.body.contains("recorded 2026-11-24: &#39;Soft Eggs&#39; (2 servings) in cooked.log")
                || done.body.contains("recorded 2026-11-24: 'Soft Eggs' (2 servings) in cooked.log"))
        #expect(server.file("cooked.log").contains("2026-11-24  soft-eggs  servings 2\n"))
        #expect(server.file("pantry").contains("  - 6 eggs\n"))
        #expect(server.file("plans/2026-W48.plan") == planBefore)
        // The offer: breakfast today was these eggs.
        #expect(done.body.contains("Mark breakfast eaten"))
        let eaten = try http.post(
            "/cook/soft-eggs/eaten",
            form: [
                ("csrf", csrf), ("day", try #require(ServeSafetyTests.field("day", in: done.body))),
                ("meal", try #require(ServeSafetyTests.field("meal", in: done.body))),
                ("number", try #require(ServeSafetyTests.field("number", in: done.body))),
            ])
        #expect(eaten.status == 200)
        let plan = server.file("plans/2026-W48.plan")
        #expect(plan.contains("day 2026-11-24\n  breakfast: soft-eggs  [eaten]\n"))
        #expect(plan.replacingOccurrences(of: "breakfast: soft-eggs  [eaten]", with: "breakfast: soft-eggs") == planBefore)
        // Once eaten, a second Done offers nothing more to mark.
        let again = try http.post("/cook/soft-eggs/done", form: [("csrf", csrf)])
        #expect(again.status == 200)
        #expect(!again.body.contains("Mark breakfast eaten"))
        #expect(try http.post("/cook/soft-eggs/done", form: [("csrf", "wrong")]).status == 403)
    }
}

import ClipCookCore
import ClipCookKit
import ClipCookStore
@testable import ClipCookWeb
import Foundation
import Testing

/// The week view's fixes (issue 34): meals link at their servings, today is
/// marked and an anchor, bars show how far past the goal a day is, and a
/// plan with prices shows its costs as `plan week` does.
@Suite(.serialized) struct ServeWeekTests {
    @Test func mealsLinkAtTheirServingsAndTodayIsMarked() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let week = try http.get("/week?day=2026-11-24").body
        // "chicken-caesar-wrap x2" (serves 2) and "creamy-tuscan-chicken-pasta x 1.5" (serves 4).
        #expect(week.contains("<a href=\"/recipe/chicken-caesar-wrap?servings=4\">"), "\(week)")
        #expect(week.contains("<a href=\"/recipe/creamy-tuscan-chicken-pasta?servings=6\">"))
        #expect(week.contains("<a href=\"/recipe/red-lentil-soup\">"))
        // Today (CLIPCOOK_TODAY is 2026-11-24) is the anchor the navigation's link opens.
        #expect(
            week.contains("<section class=\"day today\" id=\"today\" aria-current=\"date\">")
                || week.contains("<section class=\"day over today\" id=\"today\" aria-current=\"date\">"))
        #expect(week.contains("<h2>Tuesday <small>2026-11-24</small> <span class=\"today-mark\">today</span></h2>"))
        #expect(week.contains("id=\"day-2026-11-23\""))
        #expect(week.components(separatedBy: "aria-current=\"date\"").count == 2)
        #expect(week.contains("<a href=\"/week#today\">Week</a>"))
        #expect(week.contains("<a href=\"#today\">today</a>"))
        // Another week has no today.
        #expect(!(try http.get("/week?day=2026-12-24").body.contains("id=\"today\"")))
    }

    @Test func theWeekShowsTheCostsAsPlanWeekDoes() throws {
        let kitchen = try ServeProcess.exampleCollection()
        let session = Session(store: WriteBackStore(root: kitchen.path), interaction: ScriptInteraction(), today: Day("2026-11-24"))
        let table = session.execute("plan week 2026-11-24").text
        let weekLine = try #require(table.split(separator: "\n").first { $0.hasPrefix("week cost: ") })
        let costRow = try #require(table.split(separator: "\n").first { $0.hasPrefix("cost") })
        let dayCosts = costRow.split(separator: " ").dropFirst().map(String.init)
        #expect(dayCosts.count == 7)
        let server = try ServeProcess(root: kitchen)
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let week = try http.get("/week?day=2026-11-24").body
        #expect(week.contains("<p class=\"week-cost\">\(weekLine.replacingOccurrences(of: "'", with: "&#39;"))</p>"), "\(weekLine)")
        let shown = week.components(separatedBy: "<p class=\"day-cost\">cost ").dropFirst().map { String($0.prefix { $0 != "<" }) }
        #expect(shown.map { String($0.filter { $0.isNumber || $0 == "." || $0 == "?" }) } == dayCosts, "\(shown) \(dayCosts)")
    }

    @Test func aBarShowsHowFarPastTheGoalADayIs() {
        let near = PageRenderer.bar("fats g", 84, 80, row: 3)
        let far = PageRenderer.bar("kcal", 2970, 2200, row: 0)
        #expect(near["width"] as? String == "100" && far["width"] as? String == "100")
        #expect(near["overWidth"] as? String == "5")
        #expect(far["overWidth"] as? String == "35")
        #expect(near["overText"] as? String == "+5%")
        #expect(far["overText"] as? String == "+35%")
        // Past half as much again the bar stops; the figure still says how far.
        let huge = PageRenderer.bar("kcal", 6600, 2200, row: 0)
        #expect(huge["overWidth"] as? String == "50")
        #expect(huge["overText"] as? String == "+200%")
        let under = PageRenderer.bar("protein g", 70, 140, row: 1)
        #expect(under["width"] as? String == "50")
        #expect(under["overWidth"] == nil)
        #expect(PageRenderer.bar("kcal", 10, 0, row: 0)["overText"] as? String == "over")
    }
}

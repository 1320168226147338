import ClipCookCore
import ClipCookKit
import ClipCookStore
import Foundation
import Testing

/// Every action of the kitchen view submitted as a person submits it, in
/// headless Chromium at a phone's width, with scripts off (each form a
/// plain form post) and on (issue 34, item 1); each must change exactly the
/// lines of the file it should, as `git diff` would show them.
@Suite(.serialized, .enabled(if: WebDriver.binaries != nil, "chromium and chromium-driver are not installed; scripts/ensure-deps installs them"))
struct PlainFormBrowserTests {
    /// Waits until `path` differs from `before` and returns what changed.
    static func change(of path: String, from before: String, in server: ServeProcess) throws -> LineChanges {
        let deadline = Date().addingTimeInterval(8)
        while Date() < deadline {
            let now = server.file(path)
            if now != before { return LineChanges(before, now) }
            usleep(50_000)
        }
        return LineChanges()
    }

    /// Marks the page in the browser's memory: gone once a form post loads a new page.
    static func mark(_ browser: WebDriver) throws {
        try browser.script("window.__samePage = 1")
    }

    /// Whether the page marked is still the one shown (a script answered in place).
    static func samePage(_ browser: WebDriver) -> Bool {
        ((try? browser.script("return window.__samePage === 1")) as? Bool) == true
    }

    static func exists(_ css: String, in browser: WebDriver) -> Bool {
        (try? browser.find(css)) != nil
    }

    @Test(arguments: [false, true])
    func theShoppingActionsWorkAsPlainForms(javascript: Bool) throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        let browser = try WebDriver(javascript: javascript)
        defer { browser.quit() }
        let base = "http://127.0.0.1:\(server.port)"
        let list = "shopping.list"

        // Untick the ice.
        try browser.open(base + "/shopping")
        #expect(Self.exists("li.checked[data-id=\"item-ice\"]", in: browser))
        var before = server.file(list)
        try Self.mark(browser)
        try browser.click("li[data-id=\"item-ice\"] .tick")
        #expect(
            try Self.change(of: list, from: before, in: server)
                == LineChanges(removed: ["  - [x] [1 bag] ice  [id item-ice]"], added: ["  - [ ] [1 bag] ice  [id item-ice]"]))
        try browser.wait(5, "the page to show the tick") { !Self.exists("li.checked[data-id=\"item-ice\"]", in: browser) }
        // Without scripts the form was posted and a new page loaded; with them the script posted it in place.
        #expect(Self.samePage(browser) == javascript)
        #expect(browser.currentURL == base + "/shopping")

        // Add an item.
        before = server.file(list)
        try Self.mark(browser)
        try browser.type("2 lemons", into: "form.add input[name=text]")
        try browser.click("form.add button")
        let added = try Self.change(of: list, from: before, in: server)
        #expect(added.removed.isEmpty)
        #expect(added.added == ["  - [ ] 2 lemons"], "\(added)")
        try browser.wait(5, "the new item on the page") { try browser.text("main").contains("lemons") }
        #expect(Self.samePage(browser) == javascript)

        // Clear the checked items: the three still ticked go, nothing else.
        before = server.file(list)
        try Self.mark(browser)
        try browser.click("form.clear button")
        let cleared = try Self.change(of: list, from: before, in: server)
        #expect(cleared.added.isEmpty)
        #expect(
            cleared.removed.sorted() == [
                "  - [x] 190 g plain flour  [from \"Banana Bread\"] [recipe banana-bread]",
                "  - [x] 250 g penne  [from \"Creamy Tuscan Chicken Pasta\"] [recipe creamy-tuscan-chicken-pasta]",
                "  - [x] 500 g chicken breast  [from \"Creamy Tuscan Chicken Pasta\"] [recipe creamy-tuscan-chicken-pasta]",
            ], "\(cleared)")
        try browser.wait(5, "the cleared list") { !(try browser.text("main").contains("plain flour")) }
        #expect(Self.samePage(browser) == javascript)

        // A recipe's ingredients for the servings typed into its form: the
        // lines `shop add recipe classic-hummus servings 8` adds in the REPL.
        let copy = try ServeProcess.exampleCollection()
        let listCopy = copy.appendingPathComponent(list)
        let session = Session(store: WriteBackStore(root: copy.path), interaction: ScriptInteraction(), today: Day("2026-11-24"))
        let plain = try String(contentsOf: listCopy, encoding: .utf8)
        #expect(session.execute("shop add recipe classic-hummus servings 8").succeeded)
        let expected = LineChanges(plain, try String(contentsOf: listCopy, encoding: .utf8))
        #expect(expected.added.count == 8)
        try browser.open(base + "/recipe/classic-hummus")
        try browser.type("8", into: "#shop-servings")
        before = server.file(list)
        try Self.mark(browser)
        try browser.click("#add-to-shopping")
        #expect(try Self.change(of: list, from: before, in: server) == expected)
        try browser.wait(5, "the shopping list") { browser.currentURL == base + "/shopping" }
        #expect(!Self.samePage(browser))
        #expect(server.file(list).contains("-- Shopping for week 48. Tick things off as you go: [x] is in the basket."))
    }

    @Test(arguments: [false, true])
    func theRecipeActionsAndUndoWorkAsPlainForms(javascript: Bool) throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        let browser = try WebDriver(javascript: javascript)
        defer { browser.quit() }
        let base = "http://127.0.0.1:\(server.port)"
        let recipe = "recipes/banana-bread.recipe"
        let original = server.file(recipe)

        try browser.open(base + "/recipe/banana-bread")
        try Self.mark(browser)
        try browser.click("#favourite")
        #expect(try Self.change(of: recipe, from: original, in: server) == LineChanges(added: ["  favourite"]))
        try browser.wait(5, "the page to show the favourite") { try browser.text("#favourite").contains("★ Favourite") }
        #expect(browser.currentURL == base + "/recipe/banana-bread")
        #expect(!Self.samePage(browser))

        let favourited = server.file(recipe)
        try browser.click("#rate-3")
        #expect(try Self.change(of: recipe, from: favourited, in: server) == LineChanges(added: ["  rating 3"]))
        try browser.wait(5, "the rating on the page") { try browser.text("form.rate").contains("Rating 3") }

        // Add to the plan: today's afternoon snack, beside the hummus, at half the servings.
        let planPath = "plans/2026-W48.plan"
        let plan = server.file(planPath)
        try browser.click("#plan-also")
        try browser.click("#plan-slot option[value=\"afternoon-snack\"]")
        try browser.click("#plan-times option[value=\"0.5\"]")
        try browser.click("#add-to-plan")
        let planned = try Self.change(of: planPath, from: plan, in: server)
        #expect(planned.removed.isEmpty)
        #expect(planned.added.count == 1 && planned.added[0].hasPrefix("  afternoon snack: banana-bread x0.5"), "\(planned)")

        // Undo from the foot of the page: the plan, then the rating.
        try browser.wait(5, "the recipe page again") { browser.currentURL.hasPrefix(base + "/recipe/banana-bread") }
        try browser.click("#undo")
        try browser.wait(5, "the plan undone") { server.file(planPath) == plan }
        try browser.open(base + "/shopping")
        try browser.click("#undo")
        try browser.wait(5, "the rating undone") { server.file(recipe) == favourited }
        try browser.wait(5, "the page it was on") { browser.currentURL == base + "/shopping" }

        // The week from the navigation opens at today.
        try browser.click("nav.top a[href=\"/week#today\"]")
        try browser.wait(5, "the week") { browser.currentURL.hasSuffix("/week#today") }
        #expect(try browser.text("#today h2").hasPrefix("Tuesday"))
        if javascript {
            let top = try browser.script("return document.getElementById('today').getBoundingClientRect().top") as? Double
            #expect(top.map { abs($0) < 20 } == true, "\(String(describing: top))")
        }
    }
}

import Foundation
import Testing

/// The kitchen view in a real browser: headless Chromium, phone-sized,
/// driven through chromedriver against `clipcook serve` on 127.0.0.1.
/// With CLIPCOOK_SCREENSHOTS=1 the screenshots replace docs/images/kitchen-*.png.
@Suite(.serialized, .enabled(if: WebDriver.binaries != nil, "chromium and chromium-driver are not installed; scripts/ensure-deps installs them"))
struct KitchenBrowserTests {
    static let width = 390
    static let height = 844

    static var screenshotFolder: URL {
        if ProcessInfo.processInfo.environment["CLIPCOOK_SCREENSHOTS"] == "1" {
            return ServeProcess.packageRoot.appendingPathComponent("docs/images")
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("clipcook-screens-\(UUID().uuidString)")
    }

    /// The width and height a PNG's header states.
    static func pngSize(_ url: URL) throws -> (Int, Int) {
        let bytes = [UInt8](try Data(contentsOf: url))
        guard bytes.count > 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return (0, 0) }
        let number = { (at: Int) in bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    static let timedRecipe = """
        recipe Soft Eggs
          id soft-eggs
          category breakfast
          servings 2

        ingredients
          - 4 eggs
          - 1 l water

        steps
          - Bring the water to the boil.  [timer 2 s "water"]
          - Lower the eggs into the water.  [timer 3 s "eggs"]
          - Cool the eggs under the tap.
        """

    @Test func aCookFindsScalesCooksShopsAndSeesChangesFromDisk() throws {
        let kitchen = try ServeProcess.exampleCollection()
        try Data(Self.timedRecipe.utf8).write(to: kitchen.appendingPathComponent("recipes/soft-eggs.recipe"))
        let server = try ServeProcess(root: kitchen)
        defer { server.stop() }
        let browser = try WebDriver(width: Self.width, height: Self.height)
        defer { browser.quit() }
        let base = "http://127.0.0.1:\(server.port)"
        let shots = Self.screenshotFolder
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        func shoot(_ name: String) throws {
            let url = shots.appendingPathComponent("kitchen-\(name).png")
            try browser.screenshot(to: url)
            let size = try Self.pngSize(url)
            #expect(size.0 == Self.width && size.1 == Self.height, "\(name): \(size)")
        }

        // The collection, then a search as a person types it.
        try browser.open(base + "/")
        #expect(try browser.text("h1") == "Recipes")
        try shoot("collection")
        try browser.type("lentil", into: "input[name=q]")
        try browser.click("form.search button")
        try browser.wait(5, "search results") { browser.currentURL.contains("q=lentil") }
        #expect(try browser.text(".recipe-row .title") == "Red Lentil Soup -- Mum's Way")

        // The recipe, scaled from 6 to 12 servings.
        try browser.click(".recipe-row a")
        try browser.wait(5, "the recipe") { try browser.text("h1").hasPrefix("Red Lentil Soup") }
        try shoot("recipe")
        try browser.type("12", into: "#servings")
        try browser.click("#scale")
        try browser.wait(5, "the scaled card") { try browser.text(".ingredients").contains("600 g red lentils") }
        #expect(try browser.text(".facts").contains("serves 12 (scaled from 6)"))

        // Cook mode: a 2-second timer, a step on, and its alert.
        try browser.open(base + "/cook/soft-eggs")
        #expect(try browser.text(".step.current .step-text") == "Bring the water to the boil.")
        try browser.click(".step.current .timer-start")
        try browser.wait(5, "the timer") { try browser.text("#timers").contains("water") }
        // A second tap shows the running timer; it starts no second one.
        try browser.click(".step.current .timer-start")
        try browser.wait(5, "the answer") { try browser.script("return document.querySelectorAll('#timers .timer').length") as? Int == 1 }
        try browser.click(".step.current .next")
        #expect(try browser.text(".step.current .step-text") == "Lower the eggs into the water.")
        try browser.wait(8, "the timer's alert") { try browser.text("#alert").contains("Time is up: water") }
        #expect(try browser.script("return document.querySelector('.timer-done') !== null") as? Bool == true)
        try browser.click("#alert")
        // After a reload the server still has it, done until dismissed.
        try browser.open(base + "/cook/soft-eggs?step=2")
        #expect(try browser.script("return document.querySelector('#timer-water.timer-done') !== null") as? Bool == true)
        try browser.click("#timer-water button[value=dismiss]")
        try browser.wait(5, "the dismissal") { try browser.script("return document.querySelector('#timers .timer') === null") as? Bool == true }
        try browser.click(".step.current .timer-start")
        try browser.wait(5, "the eggs' timer") { try browser.text("#timers").contains("eggs") }
        try shoot("cook")

        // The week.
        try browser.open(base + "/week?day=2026-11-24")
        #expect(try browser.text("h1") == "Week 2026-W48")
        try shoot("week")

        // The shopping list: ticking an item writes shopping.list, comments kept.
        try browser.open(base + "/shopping")
        try shoot("shopping")
        #expect(server.file("shopping.list").contains("  - [x] [1 bag] ice  [id item-ice]\n"))
        let ice = "li[data-id=\"item-ice\"]"
        #expect(try browser.script("return document.querySelector('\(ice)').classList.contains('checked')") as? Bool == true)
        try browser.click(ice + " .tick")
        try browser.wait(5, "the tick on disk") { server.file("shopping.list").contains("  - [ ] [1 bag] ice  [id item-ice]\n") }
        let list = server.file("shopping.list")
        #expect(list.contains("-- Shopping for week 48. Tick things off as you go: [x] is in the basket."))
        #expect(list.contains("  -- For Monday's pasta"))
        try browser.wait(5, "the page to show it") {
            try browser.script("return document.querySelector('\(ice)').classList.contains('checked')") as? Bool == false
        }
        // It survives a reload.
        try browser.open(base + "/shopping")
        #expect(try browser.script("return document.querySelector('\(ice)').classList.contains('checked')") as? Bool == false)

        // A change made in an editor shows on the open page without a reload.
        try browser.open(base + "/recipe/red-lentil-soup")
        try browser.script("window.__marker = 1")
        let path = "recipes/red-lentil-soup.recipe"
        try server.write(path, server.file(path).replacingOccurrences(of: "Red Lentil Soup -- Mum's Way", with: "Dal for a Crowd"))
        try browser.wait(3, "the page to follow the file") { try browser.text("h1").hasPrefix("Dal for a Crowd") }
        #expect(try browser.script("return window.__marker") as? Int == 1)
    }
}

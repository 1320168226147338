import Foundation
import Testing

/// The screens of the phone's pages at 390×844 in headless Chromium: Today,
/// the plan, the pantry, cook mode with timers running and paused, and a
/// recipe's text being edited with an error shown at its line. With
/// CLIPCOOK_SCREENSHOTS=1 they replace docs/images/kitchen-*.png.
@Suite(.serialized, .enabled(if: WebDriver.binaries != nil, "chromium and chromium-driver are not installed; scripts/ensure-deps installs them"))
struct PhoneScreensTests {
    @Test func theScreensOfThePhonesPages() throws {
        let server = try ServeProcess(root: try ServeCookTests.kitchen())
        defer { server.stop() }
        let browser = try WebDriver(width: KitchenBrowserTests.width, height: KitchenBrowserTests.height)
        defer { browser.quit() }
        let base = "http://127.0.0.1:\(server.port)"
        let shots = KitchenBrowserTests.screenshotFolder
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        func shoot(_ name: String) throws {
            let url = shots.appendingPathComponent("kitchen-\(name).png")
            try browser.screenshot(to: url)
            let size = try KitchenBrowserTests.pngSize(url)
            #expect(size.0 == KitchenBrowserTests.width && size.1 == KitchenBrowserTests.height, "\(name): \(size)")
        }

        try browser.open(base + "/today")
        try browser.wait(5, "Today") { try browser.text("h1").hasPrefix("Today") }
        try shoot("today")
        try browser.open(base + "/plan#today")
        try browser.wait(5, "the plan") { try browser.text("h1").hasPrefix("Plan ") }
        try shoot("plan")
        try browser.open(base + "/pantry")
        try browser.wait(5, "the pantry") { try browser.text("h1") == "Pantry" }
        try shoot("pantry")

        // Cook mode with two timers: one running, one paused.
        try browser.open(base + "/cook/red-lentil-soup")
        try browser.click(".step.current .timer-start")
        try browser.wait(5, "the first timer") { try browser.script("return document.querySelectorAll('#timers .timer').length") as? Int == 1 }
        // The timer bar covers the foot of the screen: Next is scrolled above it, as a thumb would.
        try browser.script("document.querySelector('.step.current .next').scrollIntoView({ block: 'center' })")
        try browser.click(".step.current .next")
        try browser.wait(5, "step 2") { try browser.text(".step.current .step-number").hasPrefix("Step 2") }
        try browser.click(".step.current .timer-start")
        try browser.wait(5, "the second timer") { try browser.script("return document.querySelectorAll('#timers .timer').length") as? Int == 2 }
        try browser.click("#timers .timer:first-child button[value=pause]")
        try browser.wait(5, "the pause") { try browser.text("#timers").contains("paused") }
        try shoot("cook-timers")

        try browser.open(base + "/recipe/red-lentil-soup/edit")
        try browser.wait(5, "the edit page") { try browser.text("h1").hasPrefix("Edit ") }
        try RecipeEditBrowserTests.fill(
            browser, server.file(RecipeEditTests.path).replacingOccurrences(of: "  servings 6\n", with: "  servings six\n"))
        try browser.click("#save-edit")
        try browser.wait(5, "the error") { try browser.text("#edit-error").contains("nothing written") }
        try shoot("edit")
    }
}

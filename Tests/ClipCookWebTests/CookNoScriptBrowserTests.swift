import Foundation
import Testing

/// Cook mode in headless Chromium with scripts turned off: every timer
/// button and Done are plain forms the browser posts itself.
@Suite(.serialized, .enabled(if: WebDriver.binaries != nil, "chromium and chromium-driver are not installed; scripts/ensure-deps installs them"))
struct CookNoScriptBrowserTests {
    @Test func timersAndDoneWorkWithoutScripts() throws {
        let server = try ServeProcess(root: try ServeCookTests.kitchen())
        defer { server.stop() }
        let browser = try WebDriver(width: 390, height: 844, javascript: false)
        defer { browser.quit() }
        let base = "http://127.0.0.1:\(server.port)"
        try browser.open(base + "/cook/soft-eggs?step=2")
        #expect(try browser.text(".step.current .step-ingredients").contains("4 eggs, at room temperature"))
        try browser.click(".step.current .timer-start")
        try browser.wait(5, "the page after the post") { browser.currentURL.hasSuffix("/cook/soft-eggs?step=2#timer-eggs") }
        #expect(try browser.text("#timer-eggs").contains("left, ends"))
        // A second tap: still one timer.
        try browser.click(".step.current .timer-start")
        try browser.wait(5, "the page after the post") { try browser.text("#timers").contains("eggs") }
        let count = try browser.text("#timers").components(separatedBy: "eggs").count - 1
        #expect(count == 1)
        try browser.click("#timer-eggs button[value=pause]")
        try browser.wait(5, "the pause") { try browser.text("#timer-eggs").contains("paused") }
        try browser.click("#timer-eggs button[value=resume]")
        try browser.wait(5, "the resumption") { try browser.text("#timer-eggs").contains("left, ends") }
        try browser.click("#timer-eggs button[value=cancel]")
        try browser.wait(5, "the cancellation") { try browser.text("#timers").isEmpty }
        // Done on the last step records the cooking; the meal is then marked eaten.
        try browser.open(base + "/cook/soft-eggs?step=3")
        try browser.click("#cook-done")
        try browser.wait(5, "the cooked page") { try browser.text("h1") == "Cooked: Soft Eggs" }
        #expect(server.file("cooked.log").contains("2026-11-24  soft-eggs  servings 2\n"))
        #expect(server.file("pantry").contains("  - 6 eggs\n"))
        try browser.click("#mark-eaten")
        try browser.wait(5, "the plan") { server.file("plans/2026-W48.plan").contains("  breakfast: soft-eggs  [eaten]\n") }
    }
}

import Foundation
import Testing

/// More than ticks offline (issue 34, item 5), in headless Chromium with
/// scripts on: Today and the pantry are kept by the service worker; a meal
/// marked Eaten, or flour used from the pantry, while the server is stopped
/// waits in the page's queue and lands in its file when the server is back
/// on the same port, still guarded by that file's version.
@Suite(.serialized, .enabled(if: WebDriver.binaries != nil, "chromium and chromium-driver are not installed; scripts/ensure-deps installs them"))
struct OfflineMealTests {
    static let plan = "plans/2026-W48.plan"
    static let lunch = "li.meal[data-slot=lunch] button.eat"

    /// Today open in a browser whose service worker keeps it for offline use.
    static func openToday(_ server: ServeProcess, page: String = "/today") throws -> WebDriver {
        let browser = try WebDriver(width: 390, height: 844)
        try browser.open("http://127.0.0.1:\(server.port)" + page)
        try browser.wait(20, "the service worker to look after the page") {
            try browser.script("return navigator.serviceWorker.controller !== null") as? Bool == true
        }
        try browser.wait(20, "the offline copy of Today") {
            let kept =
                try browser.script(
                    """
                    return caches.open("clipcook-offline-v1").then(function (c) { return c.keys(); })
                      .then(function (keys) { return keys.map(function (r) { return new URL(r.url).pathname; }); });
                    """) as? [String] ?? []
            return kept.contains(page) && kept.contains("/assets/pages.js")
        }
        return browser
    }

    @Test func aMealMarkedEatenOfflineLandsWhenTheServerIsBack() throws {
        let kitchen = try ServeProcess.exampleCollection()
        let first = try ServeProcess(root: kitchen)
        let port = first.port
        let browser = try Self.openToday(first)
        defer { browser.quit() }
        first.stop()

        // The server is stopped: Today still opens, and Eaten waits in the queue.
        try browser.open("http://127.0.0.1:\(port)/today")
        #expect(try browser.text("h1").hasPrefix("Today"))
        try browser.click(Self.lunch)
        try browser.wait(10, "the change to be queued") { try browser.text("#message").contains("Offline: 1 change waiting") }
        #expect(try browser.script("return window.clipcookQueue.pending()") as? Int == 1)

        let before = first.file(Self.plan)
        let second = try OfflineQueueTests.restart(kitchen, port: port)
        defer { second.stop() }
        try browser.wait(20, "the meal marked on disk") { second.file(Self.plan) != before }
        #expect(
            LineChanges(before, second.file(Self.plan))
                == LineChanges(removed: ["  lunch: red-lentil-soup"], added: ["  lunch: red-lentil-soup  [eaten]"]))
        try browser.wait(10, "the page to say so") { try browser.text("#message").contains("Sent 1 change made offline.") }
        #expect(try browser.script("return window.clipcookQueue.pending()") as? Int == 0)
    }

    @Test func aPlanChangedMeanwhileRefusesTheQueuedMealAndSaysSo() throws {
        let kitchen = try ServeProcess.exampleCollection()
        let first = try ServeProcess(root: kitchen)
        let port = first.port
        let browser = try Self.openToday(first)
        defer { browser.quit() }
        first.stop()

        try browser.open("http://127.0.0.1:\(port)/today")
        try browser.click(Self.lunch)
        try browser.wait(10, "the change to be queued") { try browser.text("#message").contains("Offline: 1 change waiting") }
        let edited = first.file(Self.plan) + "-- a note made in an editor\n"
        try first.write(Self.plan, edited)

        let second = try OfflineQueueTests.restart(kitchen, port: port)
        defer { second.stop() }
        try browser.wait(20, "the refusal on the page") { try browser.text("#message").contains("Your offline 'Eaten' of '") }
        #expect(try browser.text("#message").contains("was not sent: the file changed on disk since this page was loaded; nothing was written."))
        #expect(second.file(Self.plan) == edited)
        #expect(try browser.script("return window.clipcookQueue.pending()") as? Int == 0)
    }

    @Test func flourUsedOfflineIsTakenFromThePantryWhenTheServerIsBack() throws {
        let kitchen = try ServeProcess.exampleCollection()
        let first = try ServeProcess(root: kitchen)
        let port = first.port
        let browser = try Self.openToday(first, page: "/pantry")
        defer { browser.quit() }
        first.stop()

        try browser.open("http://127.0.0.1:\(port)/pantry")
        let place =
            try browser.script(
                "return Array.prototype.findIndex.call(document.querySelectorAll('ul.pantry > li'), function (li) { return li.textContent.indexOf('plain flour') >= 0; }) + 1"
            ) as? Int ?? 0
        let flour = "ul.pantry > li:nth-child(\(place))"
        #expect(try browser.text(flour).contains("plain flour"))
        try browser.type("200 g", into: flour + " form.use input[name=amount]")
        try browser.click(flour + " form.use button")
        try browser.wait(10, "the change to be queued") { try browser.text("#message").contains("Offline: 1 change waiting") }

        let before = first.file("pantry")
        let second = try OfflineQueueTests.restart(kitchen, port: port)
        defer { second.stop() }
        try browser.wait(20, "the flour used on disk") { second.file("pantry") != before }
        #expect(LineChanges(before, second.file("pantry")) == LineChanges(removed: ["  - 1 kg plain flour"], added: ["  - 800 g plain flour"]))
    }
}

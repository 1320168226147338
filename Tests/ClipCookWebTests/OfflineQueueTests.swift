import Foundation
import Testing

/// The kitchen view offline (issue 34, item 5), in headless Chromium: the
/// service worker keeps the shopping list and this week's recipes readable
/// with the server stopped; a tick made then waits in the page's queue and
/// lands in shopping.list when the server is back on the same port, still
/// guarded by the list's version: a change made meanwhile is reported.
@Suite(.serialized, .enabled(if: WebDriver.binaries != nil, "chromium and chromium-driver are not installed; scripts/ensure-deps installs them"))
struct OfflineQueueTests {
    static let ice = "li[data-id=\"item-ice\"]"
    static let checkedIce = "  - [x] [1 bag] ice  [id item-ice]\n"
    static let openIce = "  - [ ] [1 bag] ice  [id item-ice]\n"

    /// The list open in a browser whose service worker has kept the pages for offline use.
    static func openList(_ server: ServeProcess) throws -> WebDriver {
        let browser = try WebDriver(width: 390, height: 844)
        let base = "http://127.0.0.1:\(server.port)"
        try browser.open(base + "/shopping")
        try browser.wait(20, "the service worker to look after the page") {
            try browser.script("return navigator.serviceWorker.controller !== null") as? Bool == true
        }
        try browser.wait(20, "the offline copies") {
            let kept =
                try browser.script(
                    """
                    return caches.open("clipcook-offline-v1").then(function (c) { return c.keys(); })
                      .then(function (keys) { return keys.map(function (r) { var u = new URL(r.url); return u.pathname + u.search; }); });
                    """) as? [String] ?? []
            return kept.contains("/shopping") && kept.contains("/recipe/red-lentil-soup")
        }
        return browser
    }

    static func restart(_ kitchen: URL, port: Int) throws -> ServeProcess {
        var last: Error?
        for _ in 0..<20 {
            do { return try ServeProcess(root: kitchen, arguments: ["--port", String(port)]) } catch { last = error; usleep(250_000) }
        }
        throw last ?? ServeProcess.Failure(description: "no server")
    }

    @Test func aTickMadeOfflineLandsWhenTheServerIsBack() throws {
        let kitchen = try ServeProcess.exampleCollection()
        let first = try ServeProcess(root: kitchen)
        let port = first.port
        let base = "http://127.0.0.1:\(port)"
        let browser = try Self.openList(first)
        defer { browser.quit() }
        #expect(first.file("shopping.list").contains(Self.checkedIce))
        first.stop()

        // With the server stopped: a recipe of this week's plan and the list still open.
        try browser.open(base + "/recipe/red-lentil-soup")
        #expect(try browser.text("h1").hasPrefix("Red Lentil Soup"))
        try browser.open(base + "/shopping")
        #expect(try browser.text("h1") == "Shopping list")
        try browser.click(Self.ice + " .tick")
        try browser.wait(10, "the tick to be queued") { try browser.text("#message").contains("Offline: 1 change waiting") }
        #expect(try browser.script("return window.clipcookQueue.pending()") as? Int == 1)

        // Back on the same port: the tick lands, nothing else of the file changes.
        let before = first.file("shopping.list")
        let second = try Self.restart(kitchen, port: port)
        defer { second.stop() }
        try browser.wait(20, "the tick on disk") { second.file("shopping.list").contains(Self.openIce) }
        #expect(second.file("shopping.list") == before.replacingOccurrences(of: Self.checkedIce, with: Self.openIce))
        try browser.wait(10, "the page to say so") { try browser.text("#message").contains("Sent 1 change made offline.") }
        #expect(try browser.script("return window.clipcookQueue.pending()") as? Int == 0)
    }

    @Test func aChangeMadeMeanwhileIsReportedNotOverwritten() throws {
        let kitchen = try ServeProcess.exampleCollection()
        let first = try ServeProcess(root: kitchen)
        let port = first.port
        let base = "http://127.0.0.1:\(port)"
        let browser = try Self.openList(first)
        defer { browser.quit() }
        first.stop()

        try browser.open(base + "/shopping")
        try browser.click(Self.ice + " .tick")
        try browser.wait(10, "the tick to be queued") { try browser.text("#message").contains("Offline: 1 change waiting") }
        // Meanwhile someone else adds an item in an editor.
        let edited = first.file("shopping.list").replacingOccurrences(of: Self.checkedIce, with: Self.checkedIce + "  - 2 limes\n")
        try first.write("shopping.list", edited)

        let second = try Self.restart(kitchen, port: port)
        defer { second.stop() }
        try browser.wait(20, "the refusal on the page") {
            try browser.text("#message").contains("Your offline tick of '")
        }
        let message = try browser.text("#message")
        #expect(message.contains("was not sent: shopping.list changed on disk since this page was loaded; nothing was written."))
        #expect(second.file("shopping.list") == edited)
        #expect(try browser.script("return window.clipcookQueue.pending()") as? Int == 0)
    }
}

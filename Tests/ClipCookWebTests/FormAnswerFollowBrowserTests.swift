import Foundation
import Testing

/// With scripts on, Today, the plan and the pantry send a form in the
/// background and swap in the answer's main part; app.js polls the version
/// of the collection and fetches the page again when it moves. The page's
/// own change must not be fetched a second time: that later swap wiped
/// what the cook had begun typing in another form (and made the browser
/// tests of these pages fail whenever the machine was slow).
@Suite(.serialized, .enabled(if: WebDriver.binaries != nil, "chromium and chromium-driver are not installed; scripts/ensure-deps installs them"))
struct FormAnswerFollowBrowserTests {
    @Test func theAnswerToAFormIsNotFetchedAgainAndTypingIsKept() async throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        let browser = try WebDriver(javascript: true)
        defer { browser.quit() }
        try browser.open("http://127.0.0.1:\(server.port)/pantry")
        try browser.wait(5, "the pantry") { try browser.text("h1") == "Pantry" }
        try browser.type("6", into: "#add-amount")
        try browser.type("eggs", into: "#add-name")
        // Count the swaps of the main part from here on.
        _ = try browser.script(
            """
            window.swaps = 0;
            new MutationObserver(function (records) {
              records.forEach(function (r) { if (r.addedNodes.length > 0) window.swaps += 1; });
            }).observe(document.getElementById("main"), { childList: true });
            return true
            """
        )
        try browser.press("form.pantry-add button")
        try browser.wait(5, "the eggs on the page") { try browser.text("ul.pantry").contains("eggs") }

        let amount = "ul.pantry li:nth-child(4) form.use input[name=amount]"
        try browser.type("200 g", into: amount)
        _ = try browser.script("document.querySelector('ul.pantry').setAttribute('data-seen', '1'); return true")
        // Several rounds of the poll (every 700 ms) go by.
        // (The task sleeps: a thread of the test pool, one a core, runs other tests meanwhile.)
        try await Task.sleep(for: .milliseconds(2_500))
        #expect(try browser.script("return window.swaps") as? Int == 1, "the answer is swapped in once, not fetched again")
        #expect(try browser.script("return document.querySelector('ul.pantry').getAttribute('data-seen')") as? String == "1")
        #expect(try browser.script("return document.querySelector('\(amount)').value") as? String == "200 g")

        // A change made elsewhere is still followed.
        try server.write("pantry", server.file("pantry").replacingOccurrences(of: "  - 6 eggs\n", with: "  - 6 eggs\n  - 2 lemons\n"))
        try browser.wait(5, "the lemons written elsewhere on the page") { try browser.text("ul.pantry").contains("lemons") }
    }
}

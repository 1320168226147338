import Foundation
import Testing

/// `clipcook serve`'s safety rules through the real server: escaping of a
/// catalogue of hostile texts, the access token, the CSRF token, the size
/// limits, and writes refused over a file changed on disk.
@Suite(.serialized) struct ServeSafetyTests {
    /// Titles, tags, notes and captions meant to run, break out of an
    /// attribute or paint the terminal; each must be shown, never obeyed.
    static let hostile = #"""
        recipe "<script>alert('t')</script> \" onmouseover=\"alert(1) ' \u{1B}[31mred \u{202E}gnp.exe"
          id hostile
          category dinner
          servings 2
          source "javascript:alert(document.cookie)"
          tags "\"><img src=x onerror=alert(2)>", "</option><script>alert(3)</script>"
          caption "<iframe src=//evil>\nline two & 'quotes'"

        ingredients
          - 200 g "<b>bold</b> flour", "notes\" autofocus onfocus=\"alert(4)"

        steps
          - "Stir <svg onload=alert(5)> for 5 minutes"  [timer 5 min "</script><script>alert(6)</script>"]
        """#

    @Test func everyHostileTextIsEscapedForHTMLAndForAttributes() throws {
        let kitchen = try ServeProcess.exampleCollection()
        try Data(Self.hostile.utf8).write(to: kitchen.appendingPathComponent("recipes/hostile.recipe"))
        let server = try ServeProcess(root: kitchen)
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let pages = [try http.get("/recipe/hostile"), try http.get("/cook/hostile"), try http.get("/"), try http.get("/?q=script")]
        for page in pages {
            #expect(page.status == 200)
            let body = page.body
            for raw in [
                "<script>alert", "<img src=x", "<iframe", "<svg onload", "<b>bold", "\" onmouseover=\"", "\" autofocus",
                "</option><script>", "href=\"javascript", "\u{1B}", "\u{202E}",
            ] {
                #expect(!body.contains(raw), "\(raw) reached the page unescaped")
            }
        }
        let card = pages[0].body
        #expect(card.contains("&lt;script&gt;alert(&#39;t&#39;)&lt;/script&gt; &quot; onmouseover=&quot;alert(1) &#39; ␛[31mred ⟨U+202E⟩gnp.exe"))
        #expect(card.contains("source: javascript:alert(document.cookie)"))
        #expect(!card.contains("href=\"javascript"))
        #expect(card.contains("&lt;iframe src=//evil&gt;\nline two &amp; &#39;quotes&#39;"))
        #expect(card.contains("&lt;svg onload=alert(5)&gt;"))
        let cook = pages[1].body
        #expect(cook.contains("<span class=\"timer-label\">(&lt;/script&gt;&lt;script&gt;alert(6)&lt;/script&gt;)</span>"))
        // The tag list of the filter form: values in attributes.
        #expect(pages[2].body.contains("value=\"&quot;&gt;&lt;img src=x onerror=alert(2)&gt;\""))
        // Every page says no inline script may run.
        #expect(pages[0].header("content-security-policy")?.contains("script-src 'self'") == true)
    }

    @Test func anAddressOtherThanTheLoopbackAsksForTheAccessToken() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection(), host: "127.0.0.2")
        defer { server.stop() }
        #expect(server.printed.contains("access token"))
        let token = try #require(server.url.components(separatedBy: "?token=").last)
        #expect(token.count == 64)
        var http = RawHTTP(port: server.port, host: "127.0.0.2")
        #expect(try http.get("/").status == 403)
        #expect(try http.get("/?token=" + String(repeating: "0", count: 64)).status == 403)
        #expect(try http.get("/recipe/red-lentil-soup").status == 403)
        let first = try http.get("/?token=" + token)
        #expect(first.status == 200)
        #expect(first.setCookies.contains { $0.hasPrefix("clipcook_access=\(token);") && $0.contains("HttpOnly") && $0.contains("SameSite=Strict") })
        // Kept in the cookie after the first visit.
        #expect(try http.get("/recipe/red-lentil-soup").status == 200)
        http.cookies["clipcook_access"] = "wrong"
        #expect(try http.get("/recipe/red-lentil-soup").status == 403)
    }

    @Test func aChangeWithoutTheSessionsCSRFTokenIsRefusedAndWritesNothing() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        let before = server.file("shopping.list")
        var http = RawHTTP(port: server.port)
        let page = try http.get("/shopping")
        let version = try #require(Self.field("version", in: page.body))
        let csrf = try #require(Self.field("csrf", in: page.body))
        // No token, a wrong one, the right one without the cookie, from another site.
        #expect(try http.post("/shopping/check", form: [("item", "item-ice"), ("checked", "0"), ("version", version)]).status == 403)
        #expect(
            try http.post("/shopping/check", form: [("csrf", "x" + csrf.dropFirst()), ("item", "item-ice"), ("checked", "0"), ("version", version)])
                .status == 403)
        var stranger = RawHTTP(port: server.port)
        #expect(
            try stranger.post("/shopping/check", form: [("csrf", csrf), ("item", "item-ice"), ("checked", "0"), ("version", version)]).status == 403)
        #expect(
            try http.post(
                "/shopping/add", form: [("csrf", csrf), ("text", "eggs"), ("version", version)],
                headers: ["Origin": "http://evil.example"]
            ).status == 403)
        #expect(try http.get("/shopping/clear").status == 404)
        #expect(server.file("shopping.list") == before)
        // With it: written through the write-back, comments kept.
        let done = try http.post("/shopping/check", form: [("csrf", csrf), ("item", "item-ice"), ("checked", "0"), ("version", version)])
        #expect(done.status == 303)
        #expect(done.header("location") == "/shopping")
        let after = server.file("shopping.list")
        // Only the box changed (issue 35, item 14); every other byte as it was.
        #expect(after.contains("  - [ ] [1 bag] ice  [id item-ice]\n"))
        #expect(after.contains("-- Shopping for week 48. Tick things off as you go: [x] is in the basket."))
        #expect(after.contains("  -- Banana bread and the curry"))
        #expect(after.replacingOccurrences(of: "- [ ] [1 bag] ice", with: "- [x] [1 bag] ice") == before)
    }

    @Test func aWriteOverAListChangedOnDiskSinceThePageWasLoadedIsRefused() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let page = try http.get("/shopping")
        let version = try #require(Self.field("version", in: page.body))
        let csrf = try #require(Self.field("csrf", in: page.body))
        // Someone else (an editor, the REPL, git pull) changes the list.
        let theirs = server.file("shopping.list").replacingOccurrences(of: "  - [ ] coffee beans\n", with: "  - [ ] coffee beans\n  - [ ] oat milk\n")
        try server.write("shopping.list", theirs)
        for (path, form) in [
            ("/shopping/check", [("item", "item-ice"), ("checked", "0")]), ("/shopping/add", [("text", "2 lemons")]),
            ("/shopping/clear", []), ("/recipe/banana-bread/shop", [("servings", "2")]),
        ] {
            let reply = try http.post(path, form: [("csrf", csrf), ("version", version)] + form)
            #expect(reply.status == 409, "\(path): \(reply.status)")
            #expect(reply.body.contains("shopping.list changed on disk since this page was loaded; nothing was written"))
            #expect(server.file("shopping.list") == theirs)
        }
        // The JSON answer of the page's script says the same, with the version now on disk.
        let scripted = try http.post(
            "/shopping/add", form: [("csrf", csrf), ("version", version), ("text", "2 lemons")],
            headers: ["Accept": "application/json"])
        #expect(scripted.status == 409)
        #expect(scripted.body.contains("\"ok\":false"))
        // Loaded again, the page names the new version and the change goes through.
        let fresh = try #require(Self.field("version", in: try http.get("/shopping").body))
        #expect(fresh != version)
        #expect(try http.post("/shopping/add", form: [("csrf", csrf), ("version", fresh), ("text", "2 lemons")]).status == 303)
        #expect(server.file("shopping.list").contains("oat milk"))
        #expect(server.file("shopping.list").contains("2 lemons"))
    }

    @Test func oversizedRequestsAreRefused() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let page = try http.get("/shopping")
        let csrf = try #require(Self.field("csrf", in: page.body))
        let version = try #require(Self.field("version", in: page.body))
        let big = try http.post("/shopping/add", form: [("csrf", csrf), ("version", version), ("text", String(repeating: "a", count: 70_000))])
        #expect(big.status == 413)
        #expect(try http.get("/", headers: ["X-Filler": String(repeating: "b", count: 17_000)]).status == 431)
        #expect(try http.get("/?q=" + String(repeating: "c", count: 5000)).status == 414)
        #expect(try http.get("/").status == 200)
    }

    @Test func theServerFollowsChangesOnDiskAndTheVersionMoves() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let before = try http.get("/version").body
        #expect(try http.get("/recipe/red-lentil-soup").body.contains("Red Lentil Soup -- Mum&#39;s Way"))
        let path = "recipes/red-lentil-soup.recipe"
        try server.write(path, server.file(path).replacingOccurrences(of: "Red Lentil Soup -- Mum's Way", with: "Dal for Two"))
        var moved = false
        for _ in 0..<40 where !moved {
            usleep(100_000)
            moved = try http.get("/version").body != before
        }
        #expect(moved)
        #expect(try http.get("/recipe/red-lentil-soup").body.contains("<h1>Dal for Two"))
    }

    /// The value of the first hidden input named `name`.
    static func field(_ name: String, in html: String) -> String? {
        guard let range = html.range(of: "name=\"\(name)\" value=\"") else { return nil }
        return String(html[range.upperBound...].prefix { $0 != "\"" })
    }
}

import Foundation
import Testing

/// `clipcook serve` against a hostile network (issue 40): a name rebound to
/// the loopback, connections left idle or half sent, more connections than
/// it takes, a flood of requests without a cookie, and headers on every answer.
@Suite(.serialized) struct ServeHardeningTests {
    @Test func aRequestForAnotherHostNameIsRefusedBeforeRouting() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection(), arguments: ["--allow-host", "kitchen.lan"])
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let page = try http.get("/shopping")
        let version = try #require(ServeSafetyTests.field("version", in: page.body))
        let csrf = try #require(ServeSafetyTests.field("csrf", in: page.body))
        let before = server.file("shopping.list")
        // DNS rebinding: evil.example now points at 127.0.0.1; the browser sends its name.
        http.hostHeader = "evil.example:\(server.port)"
        let read = try http.get("/recipe/banana-bread")
        #expect(read.status == 421)
        #expect(!read.body.contains("Banana"))
        #expect(read.header("x-content-type-options") == "nosniff")
        let write = try http.post(
            "/shopping/add", form: [("csrf", csrf), ("version", version), ("text", "stolen eggs")],
            headers: ["Origin": "http://evil.example:\(server.port)"])
        #expect(write.status == 421)
        #expect(server.file("shopping.list") == before)
        for refused in ["evil.example", "127.0.0.1.evil.example:\(server.port)", "localhost.evil:\(server.port)", "", "localhost:80x"] {
            http.hostHeader = refused
            #expect(try http.get("/version").status == 421, "\(refused)")
        }
        for answered in ["127.0.0.1:\(server.port)", "localhost:\(server.port)", "LOCALHOST", "[::1]:\(server.port)", "kitchen.lan:\(server.port)"] {
            http.hostHeader = answered
            #expect(try http.get("/version").status == 200, "\(answered)")
        }
    }

    @Test func everyAnswerCarriesTheSecurityHeaders() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        for path in ["/no/such/page", "/recipe/no-such-recipe", "/assets/none.js", "/", "/version"] {
            let reply = try http.get(path)
            #expect(reply.header("content-security-policy")?.contains("default-src 'self'") == true, "\(path)")
            #expect(reply.header("x-content-type-options") == "nosniff", "\(path)")
        }
        #expect(try http.get("/no/such/page").status == 404)
    }

    @Test func idleAndHalfSentConnectionsAreClosed() throws {
        let server = try ServeProcess(
            root: try ServeProcess.exampleCollection(),
            arguments: ["--header-timeout-ms", "600", "--idle-timeout-ms", "1500"])
        defer { server.stop() }
        let silent = try IdleSocket(port: server.port)
        let half = try IdleSocket(port: server.port)
        half.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        #expect(silent.read(for: 5).closed)
        #expect(half.read(for: 5).closed)
        // A kept-alive connection answers a second request before the idle
        // time is up, and is closed once it has been idle that long.
        let kept = try IdleSocket(port: server.port)
        kept.send("GET /version HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        let first = kept.read(for: 0.5)
        #expect(first.text.hasPrefix("HTTP/1.1 200"))
        #expect(!first.closed)
        kept.send("GET /version HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        let second = kept.read(for: 0.5)
        #expect(second.text.hasPrefix("HTTP/1.1 200"))
        #expect(!second.closed)
        #expect(kept.read(for: 5).closed)
        var http = RawHTTP(port: server.port)
        #expect(try http.get("/").status == 200)
    }

    @Test func connectionsPastTheLimitAreRefusedAtOnce() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection(), arguments: ["--max-connections", "20"])
        defer { server.stop() }
        var open: [IdleSocket] = []
        for _ in 0..<20 { open.append(try IdleSocket(port: server.port)) }
        usleep(300_000)
        let refused = try IdleSocket(port: server.port)
        let reply = refused.read(for: 3)
        #expect(reply.text.hasPrefix("HTTP/1.1 503"))
        #expect(reply.closed)
        open.removeAll()
        usleep(300_000)
        var http = RawHTTP(port: server.port)
        #expect(try http.get("/").status == 200)
    }

    @Test func requestsWithoutACookieDoNotPushARealSessionOut() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var browser = RawHTTP(port: server.port)
        let page = try browser.get("/shopping")
        let version = try #require(ServeSafetyTests.field("version", in: page.body))
        let csrf = try #require(ServeSafetyTests.field("csrf", in: page.body))
        // 10,000 requests without a cookie (image loads from another site), four at a time.
        let port = server.port
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<2_500 {
                var stranger = RawHTTP(port: port)
                _ = try? stranger.get("/version")
            }
        }
        let done = try browser.post("/shopping/add", form: [("csrf", csrf), ("version", version), ("text", "2 lemons")])
        #expect(done.status == 303)
        #expect(server.file("shopping.list").contains("2 lemons"))
        // A token the server never issued is no session.
        browser.cookies["clipcook_session"] = String(repeating: "0", count: 64)
        #expect(try browser.post("/shopping/add", form: [("csrf", String(repeating: "0", count: 64)), ("text", "x")]).status == 403)
    }

    @Test func aFailedWriteNamesTheFileRelativeToTheCollection() throws {
        let kitchen = try ServeProcess.exampleCollection()
        let server = try ServeProcess(root: kitchen)
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let page = try http.get("/shopping")
        let version = try #require(ServeSafetyTests.field("version", in: page.body))
        let csrf = try #require(ServeSafetyTests.field("csrf", in: page.body))
        #expect(chmod(kitchen.appendingPathComponent("shopping.list").path, 0o444) == 0)
        let reply = try http.post(
            "/shopping/add", form: [("csrf", csrf), ("version", version), ("text", "2 lemons")],
            headers: ["Accept": "application/json"])
        // A file the server may not write is an I/O failure (its error kind), not a bad request.
        #expect(reply.status == 500)
        #expect(reply.body.contains("read-only"), "\(reply.body)")
        #expect(reply.body.contains("shopping.list"))
        #expect(!reply.body.contains(kitchen.path), "\(reply.body)")
        #expect(!server.file("shopping.list").contains("2 lemons"))
    }

    @Test func aHugeRecipeShowsAStatedPartWhileAnotherPageIsAsked() throws {
        let kitchen = try ServeProcess.exampleCollection()
        var text = "recipe Huge Stew\n  id huge-stew\n  category dinner\n  servings 4\n\ningredients\n"
        for index in 0..<20_000 { text += "  - \(index % 900 + 1) g flour\(index)\n" }
        text += "\nsteps\n"
        for index in 0..<1_200 { text += "  \(index + 1). Stir flour\(index) well.\n" }
        try Data(text.utf8).write(to: kitchen.appendingPathComponent("recipes/huge-stew.recipe"))
        let server = try ServeProcess(root: kitchen)
        defer { server.stop() }
        let port = server.port
        // The huge page and another one asked for at the same time.
        let results = Replies()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            var http = RawHTTP(port: port)
            if index == 0 {
                results.set(huge: try? http.get("/recipe/huge-stew"))
            } else {
                usleep(50_000)
                if let reply = try? http.get("/recipe/banana-bread") { results.set(other: reply) }
            }
        }
        let (huge, other) = results.both
        let page = try #require(huge)
        #expect(page.status == 200)
        #expect(page.body.contains(" flour499</label>"))
        #expect(!page.body.contains(" flour500</label>"))
        #expect(page.body.contains("and 19500 more ingredients"))
        #expect(page.body.contains("and 700 more steps"))
        #expect(page.body.utf8.count < 200_000)
        // That the other page is not held up is ServeHugeRecipeTests' (by the order of replies).
        let reply = try #require(other)
        #expect(reply.status == 200)
        // Cook mode holds the steps around the current one; the step links load the others.
        var http = RawHTTP(port: port)
        let cook = try http.get("/cook/huge-stew?step=1000")
        #expect(cook.status == 200)
        #expect(cook.body.contains("id=\"step-1000\""))
        #expect(cook.body.contains("Step 1000 of 1200"))
        #expect(!cook.body.contains("id=\"step-1\""))
    }
}

/// The replies of requests made on several threads at once.
final class Replies: @unchecked Sendable {
    private let lock = NSLock()
    private var huge: RawHTTP.Reply?
    private var other: RawHTTP.Reply?

    func set(huge reply: RawHTTP.Reply?) { lock.withLock { huge = reply } }
    func set(other reply: RawHTTP.Reply) { lock.withLock { other = reply } }
    var both: (RawHTTP.Reply?, RawHTTP.Reply?) { lock.withLock { (huge, other) } }
}

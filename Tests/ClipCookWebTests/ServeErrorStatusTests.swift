import Foundation
import Testing
#if canImport(Glibc)
    import Glibc
#endif

/// A refused change answers with the status of its kind of failure
/// (`ErrorKind`), never one guessed from the message: a conflict 409, what
/// is not there 404, input that cannot be used 400, the system's refusal
/// 500. Through the real server, as the page's script sees it.
@Suite(.serialized) struct ServeErrorStatusTests {
    /// The CSRF token and list version of a freshly loaded shopping page.
    static func form(_ http: inout RawHTTP) throws -> [(String, String)] {
        let page = try http.get("/shopping")
        let csrf = try #require(ServeSafetyTests.field("csrf", in: page.body))
        let version = try #require(ServeSafetyTests.field("version", in: page.body))
        return [("csrf", csrf), ("version", version)]
    }

    @Test func anItemThatIsNotOnTheListIsNotFound() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let before = server.file("shopping.list")
        let reply = try http.post(
            "/shopping/check", form: try Self.form(&http) + [("item", "item-nothing"), ("checked", "1")],
            headers: ["Accept": "application/json"])
        #expect(reply.status == 404, "\(reply.status) \(reply.body)")
        #expect(reply.body.contains("no item 'item-nothing' on the shopping list"))
        #expect(server.file("shopping.list") == before)
    }

    @Test func anItemTheListCannotHoldIsBadInput() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let before = server.file("shopping.list")
        let reply = try http.post(
            "/shopping/add", form: try Self.form(&http) + [("text", "2 lemons\u{7}")],
            headers: ["Accept": "application/json"])
        #expect(reply.status == 400, "\(reply.status) \(reply.body)")
        #expect(reply.body.contains("an item cannot hold control characters or line breaks"))
        #expect(server.file("shopping.list") == before)
    }

    /// Another ClipCook process holding the collection's lock past the wait
    /// bound is a conflict (try again later), though its message says
    /// nothing of a file changed on disk.
    @Test func aCollectionLockedByAnotherProcessIsAConflict() throws {
        let root = try ServeProcess.exampleCollection()
        let server = try ServeProcess(root: root, environment: ["CLIPCOOK_LOCK_WAIT": "0.2"])
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let form = try Self.form(&http)
        let before = server.file("shopping.list")
        let fd = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #expect(fd >= 0)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX) == 0)
        let reply = try http.post("/shopping/add", form: form + [("text", "2 lemons")], headers: ["Accept": "application/json"])
        #expect(flock(fd, LOCK_UN) == 0)
        #expect(reply.status == 409, "\(reply.status) \(reply.body)")
        #expect(reply.body.contains("another process is writing to this collection"))
        #expect(server.file("shopping.list") == before)
    }

    /// A list the server may not replace (a symbolic link, which ClipCook
    /// reads but never writes through) is the server's failure, not the
    /// request's.
    @Test func aListThatCannotBeWrittenIsAServerError() throws {
        let root = try ServeProcess.exampleCollection()
        let list = root.appendingPathComponent("shopping.list")
        try FileManager.default.moveItem(at: list, to: root.appendingPathComponent("lists-shopping.txt"))
        try FileManager.default.createSymbolicLink(atPath: list.path, withDestinationPath: "lists-shopping.txt")
        let server = try ServeProcess(root: root)
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let before = server.file("shopping.list")
        let reply = try http.post(
            "/shopping/add", form: try Self.form(&http) + [("text", "2 lemons")],
            headers: ["Accept": "application/json"])
        #expect(reply.status == 500, "\(reply.status) \(reply.body)")
        #expect(reply.body.contains("symbolic link"))
        #expect(server.file("shopping.list") == before)
        // The page (not the script) says the same with the same status.
        let page = try http.post("/shopping/add", form: try Self.form(&http) + [("text", "2 lemons")])
        #expect(page.status == 500)
    }
}

import Foundation
import Testing

/// The kitchen view's writes and answers a cook can trust (issue 35, items
/// 14-16), through the real server.
@Suite(.serialized) struct ServeTrustTests {
    // 14. Ticking an item changes its box, not the order or quoting of the rest of its line.
    @Test func aTickChangesOnlyTheBox() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        let before = server.file("shopping.list")
        var http = RawHTTP(port: server.port)
        let page = try http.get("/shopping")
        let version = try #require(ServeSafetyTests.field("version", in: page.body))
        let csrf = try #require(ServeSafetyTests.field("csrf", in: page.body))
        let id = "very-ripe-bananas"
        #expect(page.body.contains(id))
        let done = try http.post("/shopping/check", form: [("csrf", csrf), ("item", id), ("checked", "1"), ("version", version)])
        #expect(done.status == 303)
        let after = server.file("shopping.list")
        #expect(after.contains("  - [x] 3 very ripe bananas  [from \"Banana Bread\"] [recipe banana-bread]\n"))
        #expect(after.replacingOccurrences(of: "- [x] 3 very ripe bananas", with: "- [ ] 3 very ripe bananas") == before)
    }

    // 15. A servings that is no number of servings is a 400 with the reason.
    @Test func aBadServingsInTheAddressIsABadRequest() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        for bad in ["0", "-1", "abc", "10001"] {
            let reply = try http.get("/recipe/banana-bread?servings=\(bad)")
            #expect(reply.status == 400, "servings=\(bad)")
            #expect(
                reply.body.contains("servings must be a whole number from 1 to 10000, not &#39;\(bad)&#39;")
                    || reply.body.contains("servings must be a whole number from 1 to 10000, not '\(bad)'"))
            #expect(try http.get("/cook/banana-bread?servings=\(bad)").status == 400)
        }
        #expect(try http.get("/recipe/banana-bread?servings=4").status == 200)
        #expect(try http.get("/recipe/banana-bread").status == 200)
    }

    // 16. A port in use is one line that says so.
    @Test func aPortInUseIsOneLine() throws {
        let first = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { first.stop() }
        let process = Process()
        process.executableURL = ServeProcess.executable
        process.arguments = ["serve", "-C", first.root.path, "--port", String(first.port)]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(text == "clipcook serve: error: port \(first.port) is already in use; try --port 0\n")
    }
}

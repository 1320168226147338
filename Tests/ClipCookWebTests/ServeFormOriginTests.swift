import Foundation
import Testing

/// A form's guard is its session token (with the SameSite session cookie),
/// not its `Origin` (issue 34, item 1): Chromium sends `Origin: null` with
/// a plain form under some referrer policies, and such a form is judged by
/// its token; a form from another site is refused before that.
@Suite(.serialized) struct ServeFormOriginTests {
    @Test func aFormWithOriginNullIsJudgedByItsToken() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let page = try http.get("/shopping")
        #expect(page.header("referrer-policy") == "same-origin")
        let version = try #require(ServeSafetyTests.field("version", in: page.body))
        let csrf = try #require(ServeSafetyTests.field("csrf", in: page.body))
        let before = server.file("shopping.list")
        let wrong = String(csrf.reversed())
        // Origin null (or none) with a wrong or missing token: refused, nothing written.
        for origin in ["null", nil] as [String?] {
            let headers = origin.map { ["Origin": $0] } ?? [:]
            let missing = try http.post("/shopping/add", form: [("version", version), ("text", "eggs")], headers: headers)
            #expect(missing.status == 403, "\(origin ?? "none")")
            #expect(missing.body.contains("session token is missing or wrong"))
            let bad = try http.post("/shopping/add", form: [("csrf", wrong), ("version", version), ("text", "eggs")], headers: headers)
            #expect(bad.status == 403, "\(origin ?? "none")")
        }
        // Another site, even with the right token, or a browser that says the form is cross-site.
        for headers in [
            ["Origin": "http://evil.example"], ["Origin": "http://127.0.0.1:1"], ["Sec-Fetch-Site": "cross-site"],
            ["Origin": "null", "Sec-Fetch-Site": "cross-site"],
        ] {
            let foreign = try http.post("/shopping/add", form: [("csrf", csrf), ("version", version), ("text", "eggs")], headers: headers)
            #expect(foreign.status == 403, "\(headers)")
            #expect(foreign.body.contains("the form came from another site"))
        }
        #expect(server.file("shopping.list") == before)
        // Origin null with the right token: the change is made, as a plain form's is.
        let accepted = try http.post(
            "/shopping/add", form: [("csrf", csrf), ("version", version), ("text", "2 lemons")],
            headers: ["Origin": "null", "Sec-Fetch-Site": "same-origin"])
        #expect(accepted.status == 303)
        #expect(accepted.header("location") == "/shopping")
        #expect(LineChanges(before, server.file("shopping.list")).removed.isEmpty)
        #expect(LineChanges(before, server.file("shopping.list")).added.count == 1)
        #expect(LineChanges(before, server.file("shopping.list")).added.first?.contains("2 lemons") == true)
        // The server's own origin, and no origin at all, with the right token.
        let version2 = try #require(ServeSafetyTests.field("version", in: try http.get("/shopping").body))
        let own = try http.post(
            "/shopping/check", form: [("csrf", csrf), ("version", version2), ("item", "item-ice"), ("checked", "0")],
            headers: ["Origin": "http://127.0.0.1:\(server.port)"])
        #expect(own.status == 303)
        let version3 = try #require(ServeSafetyTests.field("version", in: try http.get("/shopping").body))
        let none = try http.post("/shopping/check", form: [("csrf", csrf), ("version", version3), ("item", "item-ice"), ("checked", "1")])
        #expect(none.status == 303)
    }
}

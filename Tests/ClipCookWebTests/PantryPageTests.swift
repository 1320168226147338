import Foundation
import Testing

/// `/pantry` over raw HTTP on a copy of examples/ (today is 2026-11-24):
/// add, use and remove each write only the `pantry` file, its comments
/// kept, as `pantry add|use|remove` write it.
@Suite(.serialized) struct PantryPageTests {
    static let dated = """
        -- What is at home.
        pantry
          - 1 kg plain flour
          - 6 eggs  expires 2026-11-26
          - 200 g feta  expires 2026-11-20
          - olive oil

        """

    func start() throws -> (ServeProcess, PageForms) {
        let kitchen = try ServeProcess.exampleCollection()
        try Data(Self.dated.utf8).write(to: kitchen.appendingPathComponent("pantry"))
        let server = try ServeProcess(root: kitchen)
        var page = PageForms(server: server)
        try page.open("/pantry")
        return (server, page)
    }

    @Test func itemsAreListedSoonestFirstWithPastDatesMarked() throws {
        let (server, start) = try start()
        defer { server.stop() }
        var page = start
        let reply = try page.open("/pantry")
        #expect(reply.status == 200)
        let body = reply.body
        let feta = try #require(body.range(of: "feta</span>"))
        let eggs = try #require(body.range(of: "eggs</span>"))
        let flour = try #require(body.range(of: "plain flour</span>"))
        #expect(feta.lowerBound < eggs.lowerBound && eggs.lowerBound < flour.lowerBound)
        #expect(
            body.contains(
                "<li class=\"pantry-item expired\">\n<span class=\"name\"><b>200 g</b> feta</span> <small class=\"expires\">expires 2026-11-20</small> <strong class=\"past\">past its date</strong>"
            ))
        #expect(body.contains("1 item past its date"))
        // What can I cook: asked for, ranked, the feta past its date not counted.
        let cook = try page.open("/pantry?cook=1")
        #expect(cook.body.contains("<ol class=\"cookable\"><li><a href=\"/recipe/"))
        #expect(cook.body.contains("Not counted, past its date: feta"))
    }

    @Test func addUseAndRemoveChangeOnlyThePantryFile() throws {
        let (server, start) = try start()
        defer { server.stop() }
        var page = start
        let before = page.files()
        #expect(try page.post("/pantry/add", [("amount", "500 g"), ("name", "jasmine rice"), ("expires", "2027-03-01")]).status == 303)
        var expected = Self.dated + "  - 500 g jasmine rice  expires 2027-03-01\n"
        // A new item goes after the last one, before the blank line that ends the file.
        expected = Self.dated.replacingOccurrences(of: "  - olive oil\n", with: "  - olive oil\n  - 500 g jasmine rice  expires 2027-03-01\n")
        #expect(PageForms.changed(before, page.files()) == ["pantry"])
        #expect(server.file("pantry") == expected)

        try page.open("/pantry")
        #expect(try page.post("/pantry/use", [("amount", "200 g"), ("name", "plain flour")]).status == 303)
        expected = expected.replacingOccurrences(of: "  - 1 kg plain flour\n", with: "  - 800 g plain flour\n")
        #expect(server.file("pantry") == expected)

        try page.open("/pantry")
        #expect(try page.post("/pantry/remove", [("name", "feta")]).status == 303)
        expected = expected.replacingOccurrences(of: "  - 200 g feta  expires 2026-11-20\n", with: "")
        #expect(server.file("pantry") == expected)
        #expect(PageForms.changed(before, page.files()) == ["pantry"])
    }

    @Test func staleAndBadFormsAreRefusedAndNothingIsWritten() throws {
        let (server, start) = try start()
        defer { server.stop() }
        var page = start
        try server.write("pantry", Self.dated + "-- bought more eggs\n")
        let before = page.files()
        #expect(try page.post("/pantry/remove", [("name", "feta")]).status == 409)
        #expect(page.files() == before)
        try page.open("/pantry")
        let cases: [(String, [(String, String)])] = [
            ("/pantry/add", [("amount", "lots"), ("name", "rice")]),
            ("/pantry/add", [("amount", "1 kg"), ("name", "")]),
            ("/pantry/add", [("amount", "1 kg"), ("name", "rice expires soon")]),
            ("/pantry/add", [("amount", "1 kg"), ("name", "rice"), ("expires", "tomorrow")]),
            ("/pantry/add", [("amount", "-2"), ("name", "eggs")]),
            ("/pantry/use", [("amount", ""), ("name", "eggs")]),
            ("/pantry/use", [("amount", "2"), ("name", "eggs\n- 9 kg gold")]),
        ]
        for (path, fields) in cases {
            let reply = try page.post(path, fields)
            #expect(reply.status == 400, "\(path) \(fields): \(reply.status) \(reply.body.prefix(300))")
        }
        // What the pantry does not hold: 404, as `pantry remove` says.
        #expect(try page.post("/pantry/remove", [("name", "saffron")]).status == 404)
        #expect(page.files() == before)
    }
}

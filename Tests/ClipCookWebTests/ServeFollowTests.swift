import Foundation
import Testing

/// What `clipcook serve` keeps between requests (the pages made for a
/// version of the collection, the recipes by id, the title order, the tags)
/// against what a new server makes from the same files: after changes on
/// disk, every page must be the one a new server would show.
@Suite(.serialized) struct ServeFollowTests {
    @Test func aKeptPageCarriesEachBrowsersOwnTokenAndOnlyThatOneWorks() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var first = RawHTTP(port: server.port)
        var second = RawHTTP(port: server.port)
        let firstPage = try first.get("/shopping").body
        let again = try first.get("/shopping").body
        let secondPage = try second.get("/shopping").body
        let firstToken = try #require(ServeSafetyTests.field("csrf", in: firstPage))
        let secondToken = try #require(ServeSafetyTests.field("csrf", in: secondPage))
        #expect(firstToken.count == 64)
        #expect(firstToken != secondToken)
        #expect(ServeSafetyTests.field("csrf", in: again) == firstToken)
        // The second browser's page is the first's with its own token in every form.
        #expect(secondPage.replacingOccurrences(of: secondToken, with: firstToken) == firstPage)
        #expect(!secondPage.contains(firstToken))
        let version = try #require(ServeSafetyTests.field("version", in: secondPage))
        #expect(try second.post("/shopping/add", form: [("csrf", firstToken), ("version", version), ("text", "2 lemons")]).status == 403)
        #expect(try second.post("/shopping/add", form: [("csrf", secondToken), ("version", version), ("text", "2 lemons")]).status == 303)
        // The list changed: the page kept before is not shown any more.
        let after = try first.get("/shopping").body
        #expect(after.contains("2 lemons"))
        #expect(ServeSafetyTests.field("version", in: after) != version)
    }

    @Test func afterChangesOnDiskEveryPageIsTheOneANewServerMakes() throws {
        let kitchen = try ServeProcess.exampleCollection()
        let server = try ServeProcess(root: kitchen)
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let pages = [
            "/", "/?tag=vegan", "/?q=soup", "/week?day=2026-11-24", "/recipe/red-lentil-soup", "/recipe/banana-bread",
            "/recipe/dal-for-two", "/cook/banana-bread", "/shopping",
        ]
        // Every page made (and kept) once before the changes.
        for page in pages { _ = try http.get(page) }
        // A title that moves up the order, a new tag, an id
        // changed (the week's link to it goes), and a step rewritten.
        let lentils = "recipes/red-lentil-soup.recipe"
        try server.write(
            lentils,
            server.file(lentils)
                .replacingOccurrences(of: "recipe \"Red Lentil Soup -- Mum's Way\"", with: "recipe \"Dal for Two\"")
                .replacingOccurrences(of: "id red-lentil-soup", with: "id dal-for-two")
                .replacingOccurrences(of: "tags soup, vegan, freezer-friendly", with: "tags soup, vegan, Zz-Weeknight"))
        let bread = "recipes/banana-bread.recipe"
        let breadText = server.file(bread)
        let firstStep = try #require(breadText.range(of: "\nsteps\n"))
        let stepLine = breadText[firstStep.upperBound...].prefix { $0 != "\n" }
        try server.write(bread, breadText.replacingOccurrences(of: stepLine, with: "  1. Whisk it all by hand, no mixer."))
        // The banana bread was written last: once it shows, both changes were read.
        var followed = false
        for _ in 0..<100 where !followed {
            usleep(100_000)
            followed = try http.get("/recipe/banana-bread").body.contains("Whisk it all by hand, no mixer.")
        }
        #expect(followed)
        let fresh = try ServeProcess(root: kitchen)
        defer { fresh.stop() }
        var freshHTTP = RawHTTP(port: fresh.port)
        for page in pages {
            let kept = try http.get(page)
            let made = try freshHTTP.get(page)
            #expect(kept.status == made.status, "\(page)")
            #expect(Self.comparable(kept.body) == Self.comparable(made.body), "\(page)")
        }
        // What the changes show, so that the comparison is not of two empty pages.
        let home = try http.get("/").body
        let titles = home.components(separatedBy: "<span class=\"title\">").dropFirst().map { $0.prefix { $0 != "<" } }
        let dal = try #require(titles.firstIndex(of: "Dal for Two"))
        #expect(dal > 0 && titles[dal - 1] == "Creamy Tuscan Chicken Pasta")
        #expect(home.contains("<option value=\"zz-weeknight\">"))
        #expect(try http.get("/recipe/red-lentil-soup").status == 404)
        #expect(try http.get("/recipe/dal-for-two").body.contains("<h1>Dal for Two"))
        #expect(!(try http.get("/week?day=2026-11-24").body.contains("href=\"/recipe/red-lentil-soup\"")))
        #expect(try http.get("/recipe/banana-bread").body.contains("Whisk it all by hand, no mixer."))
    }

    /// The page without what differs between two servers: the session's
    /// token and the generation.
    static func comparable(_ html: String) -> String {
        var text = html
        for pattern in ["name=\"csrf\" value=\"[0-9a-f]*\"", "data-generation=\"[0-9]*\""] {
            text = text.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
        }
        return text
    }
}

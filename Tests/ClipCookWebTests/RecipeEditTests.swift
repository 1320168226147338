import Foundation
import Testing

/// `/recipe/ID/edit` over raw HTTP on a copy of examples/: the page holds
/// the file's text and version; Save checks the text first (an error is
/// listed at its line, 400, nothing written), refuses a stale page (409,
/// with what differs from the file on disk now), writes what `fmt` would
/// write with the comments kept, and Undo puts the file back to the byte.
@Suite(.serialized) struct RecipeEditTests {
    static let path = "recipes/red-lentil-soup.recipe"
    static let edit = "/recipe/red-lentil-soup/edit"

    /// The text of the page's text area, as a browser would read it.
    static func textArea(_ html: String) throws -> String {
        let open = try #require(html.range(of: "<textarea id=\"recipe-text\""))
        let rest = html[open.upperBound...]
        let start = try #require(rest.range(of: ">\n"))
        let end = try #require(rest.range(of: "</textarea>"))
        return String(rest[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test func thePageHoldsTheFileAndTheRecipeLinksToIt() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var page = PageForms(server: server)
        #expect(try page.open("/recipe/red-lentil-soup").body.contains("href=\"/recipe/red-lentil-soup/edit\" id=\"edit-link\""))
        let shown = try page.open(Self.edit)
        #expect(shown.status == 200)
        #expect(
            shown.body.contains("<h1>Edit Red Lentil Soup -- Mum&#39;s Way</h1>") || shown.body.contains("<h1>Edit Red Lentil Soup -- Mum's Way</h1>")
        )
        #expect(try Self.textArea(shown.body) == server.file(Self.path))
        #expect(!page.version.isEmpty && page.version != "none")
        #expect(try page.open("/recipe/no-such-recipe/edit").status == 404)
    }

    @Test func aSaveIsWrittenAsFmtWouldWriteItAndUndone() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var page = PageForms(server: server)
        try page.open(Self.edit)
        let original = server.file(Self.path)
        let before = page.files()
        // A changed step, typed with a sloppy layout (CR LF lines, extra blanks): fmt's layout is written.
        let typed = original.replacingOccurrences(of: "Simmer for 25 minutes", with: "Simmer for 30 minutes")
            .replacingOccurrences(of: "  - salt\n", with: "  -   salt   \n").replacingOccurrences(of: "\n", with: "\r\n")
        let saved = try page.post(Self.edit, [("text", typed)])
        #expect(saved.status == 303, "\(saved.body)")
        #expect(saved.header("Location") == "/recipe/red-lentil-soup")
        #expect(PageForms.changed(before, page.files()) == [Self.path])
        let written = server.file(Self.path)
        #expect(written == original.replacingOccurrences(of: "Simmer for 25 minutes", with: "Simmer for 30 minutes"))
        #expect(written.hasPrefix("-- Mum never measured anything; these are my best guesses.\n"))
        #expect(try page.open("/recipe/red-lentil-soup").body.contains("Simmer for 30 minutes"))

        #expect(try page.post("/undo", []).status == 303)
        #expect(page.files() == before)
    }

    @Test func anErrorIsShownAtItsLineAndNothingWritten() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var page = PageForms(server: server)
        try page.open(Self.edit)
        let before = page.files()
        let broken = server.file(Self.path).replacingOccurrences(of: "  servings 6\n", with: "  servings six\n")
        let refused = try page.post(Self.edit, [("text", broken)])
        #expect(refused.status == 400)
        #expect(refused.body.contains("nothing written"))
        // Listed by line (line 5 of the file), with the excerpt the REPL prints, and the text kept to correct.
        #expect(refused.body.contains("data-line=\"5\""), "\(refused.body)")
        #expect(refused.body.contains("red-lentil-soup.recipe:5:"))
        #expect(refused.body.contains("<pre class=\"diagnostics\" id=\"diagnostics\">"))
        #expect(try Self.textArea(refused.body) == broken)
        #expect(page.files() == before)
    }

    @Test func aStalePageIsRefusedWithTheOtherChangeShown() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var page = PageForms(server: server)
        try page.open(Self.edit)
        let original = server.file(Self.path)
        // Meanwhile someone changes the file in an editor.
        let theirs = original.replacingOccurrences(of: "  - salt\n", with: "  - salt\n  - black pepper\n")
        try server.write(Self.path, theirs)
        let mine = original.replacingOccurrences(of: "Simmer for 25 minutes", with: "Simmer for 30 minutes")
        let refused = try page.post(Self.edit, [("text", mine)])
        #expect(refused.status == 409)
        #expect(refused.body.contains("changed on disk since this page was loaded; nothing was written"))
        #expect(refused.body.contains("<pre class=\"diff\" id=\"difference\">"))
        #expect(refused.body.contains("\n-  - black pepper\n"))
        #expect(refused.body.contains("\n+  - Simmer for 30 minutes"))
        #expect(refused.body.contains("href=\"/recipe/red-lentil-soup/text\""))
        #expect(server.file(Self.path) == theirs)
        // The page now stands on the new version: saving again replaces it with the text, on purpose.
        let newVersion = try #require(PageForms.field("version", in: refused.body))
        #expect(newVersion != page.version)
        #expect(try page.post(Self.edit, [("text", mine), ("version", newVersion)]).status == 303)
        #expect(server.file(Self.path) == mine)
    }

    @Test func badFormsAreRefused() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var page = PageForms(server: server)
        try page.open(Self.edit)
        let before = page.files()
        let original = server.file(Self.path)
        // Another recipe's id is a rename, not an edit.
        let renamed = original.replacingOccurrences(of: "  id red-lentil-soup\n", with: "  id lentil-soup\n")
        let rename = try page.post(Self.edit, [("text", renamed)])
        #expect(rename.status == 400)
        #expect(rename.body.contains("rename"))
        #expect(try page.post(Self.edit, [("text", "")]).status == 400)
        #expect(try page.post(Self.edit, [("text", original + "\u{0}")]).status == 400)
        #expect(try page.post(Self.edit, [("text", String(repeating: "-- padding\n", count: 30_000))]).status == 413)
        #expect(try page.post(Self.edit, [("csrf", "nope"), ("text", original)]).status == 403)
        #expect(page.files() == before)
        // The text as it was: nothing to write, back to the recipe.
        #expect(try page.post(Self.edit, [("text", original)]).status == 303)
        #expect(page.files() == before)
    }
}

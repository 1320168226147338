import Foundation
import Testing

/// `clipcook inbox` (list, add, retry, remove) and `import inbox` in the
/// REPL, with links served by `LinkTestServer`, through the executable.
@Suite(.serialized) struct InboxCommandTests {

    func recipeFiles(_ root: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("recipes").path)) ?? []).sorted()
    }

    func listing(_ root: URL) throws -> String {
        let result = try Executable.run(["inbox", "-C", root.path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        return result.stdout
    }

    /// The id at the start of the listing line that names `url`.
    func id(of url: String, in listing: String) -> String? {
        listing.split(separator: "\n").first { $0.contains(url) }.flatMap { $0.split(separator: " ").first }.map(String.init)
    }

    @Test func addImportRetryRemove() async throws {
        let server = await LinkTestServer.started()
        let root = try Executable.temporaryDirectory(holding: ["settings": "settings\n  units metric\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let recipeLink = server.base + "/pages/bestrecipes.html"
        let noRecipeLink = server.base + "/pages/none-blog-post.html"
        let caption = "Lemon orzo\nIngredients:\n- 1 cup orzo\n- 2 cloves garlic\nMethod:\n1. Boil the orzo.\n2. Stir in the garlic."

        #expect(try Executable.run(["inbox", "add", recipeLink, "-C", root.path]).exitCode == 0)
        #expect(try Executable.run(["inbox", "add", noRecipeLink, "-C", root.path]).exitCode == 0)
        #expect(try Executable.run(["inbox", "add", caption, "-C", root.path]).exitCode == 0)
        // The same link twice is refused.
        let again = try Executable.run(["inbox", "add", recipeLink, "-C", root.path])
        #expect(again.exitCode == 1)
        #expect(again.stderr.contains("already in the inbox"), "\(again.stderr)")
        // Other schemes are refused.
        #expect(try Executable.run(["inbox", "add", "file:///etc/passwd", "-C", root.path]).exitCode == 1)

        var list = try listing(root)
        #expect(list.contains("3 pending, 0 ready, 0 failed"), "\(list)")

        // import inbox: the link and the caption become recipes, the page without one fails with its reason.
        let imported = try Executable.run(["-C", root.path, "-c", "import inbox"], environment: ["CLIPCOOK_FETCH_TIMEOUT": "10"])
        #expect(imported.exitCode == 1)
        #expect(recipeFiles(root) == ["aussie-meat-pie-recipe.recipe", "lemon-orzo.recipe"], "\(imported.stdout)\(imported.stderr)")
        list = try listing(root)
        #expect(list.contains("0 pending, 2 ready, 1 failed"), "\(list)")
        #expect(list.contains("reason: no recipe data on the page"), "\(list)")
        #expect(list.contains("Aussie Meat Pie Recipe"), "\(list)")

        // retry makes it pending; a re-run imports nothing twice.
        let failedId = try #require(id(of: noRecipeLink, in: list))
        #expect(try Executable.run(["inbox", "retry", failedId, "-C", root.path]).exitCode == 0)
        list = try listing(root)
        #expect(list.contains("1 pending, 2 ready, 0 failed"), "\(list)")
        #expect(!list.contains("reason:"), "\(list)")
        _ = try Executable.run(["-C", root.path, "-c", "import inbox"])
        #expect(recipeFiles(root).count == 2)
        list = try listing(root)
        #expect(list.contains("0 pending, 2 ready, 1 failed"), "\(list)")

        // A ready entry made pending again is recognised by its link: no second recipe.
        let readyId = try #require(id(of: recipeLink, in: list))
        #expect(try Executable.run(["inbox", "retry", readyId, "-C", root.path]).exitCode == 0)
        let rerun = try Executable.run(["-C", root.path, "-c", "import inbox"])
        #expect((rerun.stdout + rerun.stderr).contains("already in the collection"), "\(rerun.stdout)\(rerun.stderr)")
        #expect(recipeFiles(root).count == 2)

        // remove takes the entry (and its reason) out.
        #expect(try Executable.run(["inbox", "remove", failedId, "-C", root.path]).exitCode == 0)
        list = try listing(root)
        #expect(!list.contains(noRecipeLink), "\(list)")
        #expect(list.contains("0 pending, 2 ready, 0 failed"), "\(list)")
        let unknown = try Executable.run(["inbox", "remove", "import-nothing", "-C", root.path])
        #expect(unknown.exitCode == 1)
    }

    @Test func importURLInTheREPL() async throws {
        let server = await LinkTestServer.started()
        let root = try Executable.temporaryDirectory(holding: ["settings": "settings\n  units metric\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Executable.run(["-C", root.path, "-c", "import \(server.base)/pages/marmiton.html"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("imported 'Ratatouille'"), "\(result.stdout)")
        #expect(recipeFiles(root) == ["ratatouille.recipe"])
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("images/ratatouille.webp").path))
        let missing = try Executable.run(["-C", root.path, "-c", "import \(server.base)/missing"])
        #expect(missing.exitCode == 1)
        #expect(missing.stderr.contains("\(server.base)/missing: 404 Not Found"), "\(missing.stderr)")
    }

    /// `clipcook import inbox` from the shell fetches the pending links as the REPL does:
    /// a recipe page becomes a recipe with its image, a page without one fails with the
    /// reason, a pasted caption is read, and a re-run imports nothing twice.
    @Test func importInboxFromTheShellFetchesPendingLinks() async throws {
        let server = await LinkTestServer.started()
        let root = try Executable.temporaryDirectory(holding: ["settings": "settings\n  units metric\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let recipeLink = server.base + "/pages/marmiton.html"
        let missing = server.base + "/missing"
        for entry in [recipeLink, missing, "Toast\nIngredients:\n- 2 slices bread\nMethod:\n1. Toast it."] {
            #expect(try Executable.run(["inbox", "add", entry, "-C", root.path]).exitCode == 0)
        }
        let first = try Executable.run(["import", "inbox", "-C", root.path], environment: ["CLIPCOOK_FETCH_TIMEOUT": "10"])
        #expect(first.exitCode == 1)
        #expect(first.stdout.contains("inbox: 2 ready, 1 failed; 2 recipes written"), "\(first.stdout)\(first.stderr)")
        #expect(first.stderr.contains("\(missing): 404 Not Found"), "\(first.stderr)")
        #expect(recipeFiles(root) == ["ratatouille.recipe", "toast.recipe"])
        let recipe = (try? String(contentsOf: root.appendingPathComponent("recipes/ratatouille.recipe"), encoding: .utf8)) ?? ""
        #expect(recipe.contains("thumbnail images/ratatouille.webp"), "\(recipe)")
        #expect(recipe.contains("source \(recipeLink)") || recipe.contains("source https://"), "\(recipe)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("images/ratatouille.webp").path))
        // A pasted caption has no link: its recipe names no source.
        let toast = (try? String(contentsOf: root.appendingPathComponent("recipes/toast.recipe"), encoding: .utf8)) ?? ""
        #expect(toast.hasPrefix("recipe Toast\n") && !toast.contains("source"), "\(toast)")
        var list = try listing(root)
        #expect(list.contains("0 pending, 2 ready, 1 failed"), "\(list)")
        #expect(list.contains("reason: 404 Not Found"), "\(list)")
        let check = try Executable.run(["fmt", "--check", root.path])
        #expect(check.exitCode == 0, "\(check.stdout)\(check.stderr)")

        // The ready link made pending again is recognised by its source: no second recipe.
        let readyId = try #require(id(of: recipeLink, in: list))
        #expect(try Executable.run(["inbox", "retry", readyId, "-C", root.path]).exitCode == 0)
        let again = try Executable.run(["import", "inbox", "-C", root.path])
        #expect(again.exitCode == 0, "\(again.stderr)")
        #expect(again.stdout.contains("already in the collection"), "\(again.stdout)")
        #expect(recipeFiles(root).count == 2)
        list = try listing(root)
        #expect(list.contains("0 pending, 2 ready, 1 failed"), "\(list)")
    }
}

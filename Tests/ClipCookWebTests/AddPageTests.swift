import Foundation
import Testing

/// The Add page (`/add`), the web app manifest and its share target, and
/// the recipes' images, through `clipcook serve` and the link test server
/// (`LinkTestServer`, saved recipe pages on 127.0.0.1).
@Suite(.serialized) struct AddPageTests {
    static func emptyKitchen() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clipcook-add-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("recipes"), withIntermediateDirectories: true)
        try Data("settings\n  units metric\n".utf8).write(to: folder.appendingPathComponent("settings"))
        return folder
    }

    static func files(_ root: URL, _ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []).sorted()
    }

    /// The value of the page's first `name="csrf"` field.
    static func csrf(in page: String) -> String? {
        guard let range = page.range(of: #"name="csrf" value=""#) else { return nil }
        return String(page[range.upperBound...].prefix { $0 != "\"" })
    }

    /// The text of the preview's hidden `recipe` field, unescaped.
    static func previewText(in page: String) -> String? {
        guard let range = page.range(of: #"name="recipe" value=""#) else { return nil }
        let escaped = String(page[range.upperBound...].prefix { $0 != "\"" })
        return escaped.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test func linksToPrivateAddressesAreRefusedWithoutTheFlag() async throws {
        let pages = await LinkTestServer.started()
        let kitchen = try Self.emptyKitchen()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let server = try ServeProcess(root: kitchen)
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        // 127.0.0.1 is an address; localhost is a name looked up first; a redirect is checked again.
        let cases = [
            ("\(pages.base)/pages/marmiton.html", "127.0.0.1 is a private address"),
            ("http://localhost:\(pages.port)/pages/marmiton.html", "localhost is at a private address (127.0.0.1)"),
            ("http://[::1]:\(pages.port)/pages/marmiton.html", "is a private address"),
        ]
        for (link, message) in cases {
            let reply = try http.get("/add?url=" + RawHTTP.encode(link))
            #expect(reply.status == 422, "\(reply.status) \(reply.body.prefix(300))")
            #expect(reply.body.contains(message), "\(link): \(reply.body)")
            #expect(reply.body.contains("serve --allow-private-links"))
        }
        #expect(Self.files(kitchen, "recipes").isEmpty)
        #expect(Self.files(kitchen, "images").isEmpty)
    }

    @Test func aLinkIsPreviewedSavedWithItsImageAndShown() async throws {
        let pages = await LinkTestServer.started()
        let kitchen = try Self.emptyKitchen()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let server = try ServeProcess(root: kitchen, arguments: ["--allow-private-links"])
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let link = "\(pages.base)/pages/marmiton.html"
        // As a phone's share sheet sends it: the link in the text, with a title.
        let preview = try http.get("/add?title=Ratatouille&text=" + RawHTTP.encode("Ratatouille " + link))
        #expect(preview.status == 200, "\(preview.body.prefix(400))")
        #expect(preview.body.contains(#"<h2 id="preview-title">Ratatouille</h2>"#), "\(preview.body)")
        #expect(preview.body.contains("Marmiton (JSON-LD)"))
        #expect(Self.files(kitchen, "recipes").isEmpty, "a preview writes nothing")
        let token = try #require(Self.csrf(in: preview.body))
        let text = try #require(Self.previewText(in: preview.body))
        #expect(text.hasPrefix("recipe Ratatouille\n"), "\(text)")

        let saved = try http.post("/add", form: [("csrf", token), ("recipe", text)])
        #expect(saved.status == 303, "\(saved.status) \(saved.body)")
        #expect(saved.header("Location") == "/recipe/ratatouille")
        #expect(Self.files(kitchen, "recipes") == ["ratatouille.recipe"])
        #expect(Self.files(kitchen, "images") == ["ratatouille.webp"])
        let file = server.file("recipes/ratatouille.recipe")
        #expect(file.contains("thumbnail images/ratatouille.webp"), "\(file)")
        let check = try Self.fmtCheck(kitchen)
        #expect(check.status == 0, "\(check.output)")

        // The card and the collection's row show the image, which the server serves.
        let card = try http.get("/recipe/ratatouille")
        #expect(card.body.contains(#"<img class="photo" src="/images/ratatouille.webp""#), "\(card.body.prefix(800))")
        let rows = try http.get("/")
        #expect(rows.body.contains(#"<img class="thumb" src="/images/ratatouille.webp""#))
        let image = try http.get("/images/ratatouille.webp")
        #expect(image.status == 200)
        #expect(image.header("Content-Type") == "image/webp")
        for bad in ["/images/..%2Fsettings", "/images/.hidden", "/images/settings", "/images/missing.png"] {
            #expect(try http.get(bad).status == 404, "\(bad)")
        }

        // The same link again: the preview says it is there already, and a second save is refused.
        let again = try http.get("/add?url=" + RawHTTP.encode(link))
        #expect(
            again.body.contains("already in the collection as &#39;ratatouille&#39;")
                || again.body.contains("already in the collection as 'ratatouille'"),
            "\(again.body)")
        let twice = try http.post("/add", form: [("csrf", token), ("recipe", text)])
        #expect(twice.status >= 400 && twice.body.contains("already exists"), "\(twice.status) \(twice.body.prefix(300))")
        #expect(Self.files(kitchen, "recipes") == ["ratatouille.recipe"])
    }

    @Test func aPageWithoutARecipeCanBeKeptInTheInbox() async throws {
        let pages = await LinkTestServer.started()
        let kitchen = try Self.emptyKitchen()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let server = try ServeProcess(root: kitchen, arguments: ["--allow-private-links"])
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let link = "\(pages.base)/pages/none-blog-post.html"
        let reply = try http.get("/add?url=" + RawHTTP.encode(link))
        #expect(reply.status == 422)
        #expect(reply.body.contains("\(link): no recipe data on the page"), "\(reply.body)")
        #expect(reply.body.contains(#"<form method="post" action="/add/inbox" class="clip-keep">"#))
        #expect(server.file("inbox.list").isEmpty, "a preview writes nothing")
        let token = try #require(Self.csrf(in: reply.body))
        let kept = try http.post(
            "/add/inbox", form: [("csrf", token), ("link", link), ("title", "A blog post"), ("reason", "no recipe data on the page")])
        #expect(kept.status == 200, "\(kept.body)")
        #expect(kept.body.contains("in the inbox as failed"), "\(kept.body)")
        let inbox = server.file("inbox.list")
        #expect(inbox.contains("-- failed: no recipe data on the page\npending \(link)\n  status failed\n  title A blog post\n"), "\(inbox)")
        // Kept once: the same link again is said to be there already.
        let again = try http.post("/add/inbox", form: [("csrf", token), ("link", link), ("reason", "no recipe data on the page")])
        #expect(again.body.contains("already in the inbox"), "\(again.body)")
        #expect(server.file("inbox.list") == inbox)
    }

    @Test func editAndSaveWithAnErrorWritesNothingAndSaysWhere() async throws {
        let kitchen = try Self.emptyKitchen()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let server = try ServeProcess(root: kitchen)
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        // A pasted caption is read without any fetch.
        let caption = "Lemon orzo\nIngredients:\n- 1 cup orzo\n- 2 cloves garlic\nMethod:\n1. Boil the orzo.\n2. Stir in the garlic."
        let preview = try http.get("/add?text=" + RawHTTP.encode(caption))
        #expect(preview.body.contains(#"<h2 id="preview-title">Lemon orzo</h2>"#), "\(preview.body)")
        let token = try #require(Self.csrf(in: preview.body))
        let broken = "recipe Lemon orzo\n  category dinner\n  servings 2\n\ningredients\n  1 cup orzo\n"
        let refused = try http.post("/add", form: [("csrf", token), ("recipe", broken)])
        #expect(refused.status == 400, "\(refused.status)")
        #expect(refused.body.contains("recipes/new.recipe:6:"), "\(refused.body)")
        #expect(refused.body.contains(#"<textarea id="recipe-text" name="recipe""#))
        #expect(Self.files(kitchen, "recipes").isEmpty)
        // Without the session's token nothing is written either.
        var stranger = RawHTTP(port: server.port)
        #expect(try stranger.post("/add", form: [("csrf", "x"), ("recipe", broken)]).status == 403)
    }

    @Test func theManifestInstallsAndSharesToTheAddPage() throws {
        let kitchen = try Self.emptyKitchen()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let server = try ServeProcess(root: kitchen)
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let home = try http.get("/")
        #expect(home.body.contains(#"<link rel="manifest" href="/manifest.webmanifest""#))
        #expect(home.body.contains(#"<a href="/add">Add</a>"#))
        let reply = try http.get("/manifest.webmanifest")
        #expect(reply.header("Content-Type") == "application/manifest+json")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(reply.body.utf8)) as? [String: Any])
        #expect(manifest["display"] as? String == "standalone")
        #expect(manifest["name"] as? String == "ClipCook")
        #expect((manifest["theme_color"] as? String)?.hasPrefix("#") == true)
        let share = try #require(manifest["share_target"] as? [String: Any])
        #expect(share["action"] as? String == "/add")
        #expect(share["method"] as? String == "GET")
        #expect(share["params"] as? [String: String] == ["title": "title", "text": "text", "url": "url"])
        let icons = try #require(manifest["icons"] as? [[String: Any]])
        #expect(icons.count == 2)
        for icon in icons {
            let path = try #require(icon["src"] as? String)
            let size = try #require((icon["sizes"] as? String)?.split(separator: "x").first.flatMap { Int($0) })
            let served = try http.get(path)
            #expect(served.status == 200 && served.header("Content-Type") == "image/png", "\(path)")
            // The file served, as drawn by scripts/make-icons, is the size the manifest says.
            let file = ServeProcess.packageRoot.appendingPathComponent("Sources/ClipCookWeb/Assets")
                .appendingPathComponent(String(path.split(separator: "/").last ?? ""))
            #expect(try KitchenBrowserTests.pngSize(file) == (size, size), "\(path)")
        }
    }

    static func fmtCheck(_ root: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = ServeProcess.executable
        process.arguments = ["fmt", "--check", root.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

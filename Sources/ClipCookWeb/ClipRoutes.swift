import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation
import HTTPTypes
import Hummingbird

/// "Add" on the phone: `/add` takes a link or a caption (from its form, or
/// from the phone's share sheet through the web app manifest's
/// `share_target`), previews the recipe as it will be saved, and saves it
/// as previewed or as edited (checked by the parser and the linter first).
/// Also the manifest and its icons, and the collection's recipe images.
///
/// From here, links to loopback, link-local and private addresses are not
/// fetched unless `serve --allow-private-links`, and at most
/// `ClipGate.limit` fetches run at a time.
struct ClipRoutes: Sendable {
    let service: KitchenService
    let gate: ClipGate
    let allowsPrivateLinks: Bool
    let icons: [String: [UInt8]]

    static func add(to router: Router<KitchenContext>, service: KitchenService, allowsPrivateLinks: Bool) {
        let routes = ClipRoutes(service: service, gate: ClipGate(), allowsPrivateLinks: allowsPrivateLinks, icons: loadIcons())
        router.get("/add") { request, context in await routes.addPage(request, context) }
        router.post("/add") { request, context in await routes.save(request, context) }
        router.post("/add/inbox") { request, context in await routes.keep(request, context) }
        router.get("/manifest.webmanifest") { _, _ in routes.manifest() }
        router.get("/icons/:name") { _, context in routes.icon(context) }
        router.get("/images/:name") { _, context in routes.image(context) }
    }

    static let iconNames = ["icon-192.png", "icon-512.png"]

    static func loadIcons() -> [String: [UInt8]] {
        guard let folder = Bundle.module.resourcePath.map({ ($0 as NSString).appendingPathComponent("Assets") }) else { return [:] }
        var icons: [String: [UInt8]] = [:]
        for name in iconNames {
            if let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(name)) { icons[name] = [UInt8](data) }
        }
        return icons
    }

    // MARK: The Add page

    func page(_ model: AddPageModel, _ context: KitchenContext, status: HTTPResponse.Status = .ok) async -> Response {
        Responses.html(await service.renderAdd(model, csrf: context.session), status: status)
    }

    /// GET /add: the form, filled in from `url`, `text` (and `title`) when
    /// given, with the preview of what they hold.
    func addPage(_ request: Request, _ context: KitchenContext) async -> Response {
        let fields = FormFields.parse(Substring(request.uri.query ?? ""))
        let input = ClipInput(url: fields["url"], text: fields["text"])
        var model = AddPageModel(input: input.shown)
        if let link = input.link {
            let allows = allowsPrivateLinks
            guard let outcome = await gate.run({ await LinkImport.read(link, images: false, allowsPrivateAddresses: allows) }) else {
                model.error = "\(ClipGate.busyMessage); try again in a moment"
                return await page(model, context, status: .serviceUnavailable)
            }
            guard case .recipe(let recipe, _, let read, let notes) = outcome else {
                model.error = outcome.failureLine ?? WebPageReader.noRecipe
                if case .noRecipe(let entry, let read) = outcome {
                    model.keep = (link, entry.title, read.failure ?? WebPageReader.noRecipe)
                }
                return await page(model, context, status: .unprocessableContent)
            }
            var warnings = notes
            if let existing = await service.recipeId(source: read.source) {
                warnings.append("already in the collection as '\(existing)'")
            }
            model.preview = ClipPreview(recipe, source: "\(read.siteName) (\(read.readFrom ?? "page"))", warnings: warnings)
            model.recipeText = Language.print(.recipe(recipe))
        } else if let caption = input.caption {
            let draft = CaptionReader.read(caption, url: nil)
            if let failure = draft.failure {
                model.error = "the caption holds no recipe: \(failure)"
                return await page(model, context, status: .unprocessableContent)
            }
            model.preview = ClipPreview(draft.recipe, source: "the caption", warnings: draft.categoryNote.map { [$0] } ?? [])
            model.recipeText = Language.print(.recipe(draft.recipe))
        }
        return await page(model, context)
    }

    /// POST /add: the recipe's text (as previewed, or edited) is saved when
    /// it reads without an error; else the page shows the diagnostics at
    /// their lines, with the text to correct, and nothing is written.
    func save(_ request: Request, _ context: KitchenContext) async -> Response {
        let fields: [String: String]
        switch await Self.form(request) {
        case .success(let read): fields = read
        case .failure(let refused): return refused.response
        }
        if let refused = Self.refusal(request, context, fields) { return refused }
        let text = fields["recipe"] ?? ""
        var model = AddPageModel(recipeText: text)
        guard !text.trimmingBlanks().isEmpty else {
            model.error = "no recipe to save"
            return await page(model, context, status: .badRequest)
        }
        var image: (bytes: [UInt8], fileExtension: String)?
        var problem: String?
        if let remote = Session.remoteThumbnail(of: text) {
            let allows = allowsPrivateLinks
            guard let fetched = await gate.run({ await LinkImport.image(remote, allowsPrivateAddresses: allows) }) else {
                model.error = "\(ClipGate.busyMessage); try again in a moment (nothing was written)"
                return await page(model, context, status: .serviceUnavailable)
            }
            image = fetched.image
            problem = fetched.problem
        }
        let outcome = await service.saveClip(text, image: image)
        if let error = outcome.error {
            model.error = error.message
            if let suggestion = error.suggestion { model.diagnostics = suggestion.trimmingBlanks() }
            return await page(model, context, status: error.kind.status)
        }
        guard case .string(let id)? = outcome.data["id"] else { return Responses.redirect("/") }
        guard let problem else { return Responses.redirect(Links.server.recipe(id)) }
        // Saved without its image: said here, with the way to the recipe.
        var saved = AddPageModel()
        saved.notice = "saved '\(id)' (\(Links.server.recipe(id))); the image was not saved: \(problem)"
        return await page(saved, context)
    }

    /// POST /add/inbox: a page without a recipe kept in the inbox as failed.
    func keep(_ request: Request, _ context: KitchenContext) async -> Response {
        let fields: [String: String]
        switch await Self.form(request) {
        case .success(let read): fields = read
        case .failure(let refused): return refused.response
        }
        if let refused = Self.refusal(request, context, fields) { return refused }
        guard let link = fields["link"], LinkImport.isLink(link), link.utf8.count <= WebGuard.maxURILength else {
            return Responses.plain(.badRequest, "which link?")
        }
        let reason = String((fields["reason"] ?? WebPageReader.noRecipe).prefix(300))
        var model = AddPageModel(input: link)
        switch await service.keepInInbox(link: link, title: fields["title"], reason: reason) {
        case .success(let outcome):
            model.notice = outcome.text
            return await page(model, context)
        case .failure(let error):
            model.error = error.oneLine
            return await page(model, context, status: error.kind.status)
        }
    }

    /// A form that cannot be read, as the answer to send.
    struct Refused: Error {
        var response: Response
    }

    /// The fields of a POST's body, at most `WebGuard.maxBodyBytes`.
    static func form(_ request: Request) async -> Result<[String: String], Refused> {
        var request = request
        do {
            let body = try await request.collectBody(upTo: WebGuard.maxBodyBytes)
            return .success(FormFields.parse(Substring(String(buffer: body))))
        } catch {
            return .failure(Refused(response: Responses.plain(.contentTooLarge, "the form is larger than \(WebGuard.maxBodyBytes) bytes")))
        }
    }

    /// The answer to a POST from another site or without this browser's
    /// session token (as the shopping list's forms are checked); nil when it may go on.
    static func refusal(_ request: Request, _ context: KitchenContext, _ fields: [String: String]) -> Response? {
        // The same rule as every form (`WebGuard.acceptsOrigin`): `Origin: null` or none is judged by the token.
        let origin = request.headers[.origin]
        let fetchSite = HTTPField.Name("Sec-Fetch-Site").flatMap { request.headers[$0] }
        guard WebGuard.acceptsOrigin(origin, authority: request.head.authority, fetchSite: fetchSite) else {
            return Responses.plain(.forbidden, "refused: the form came from another site (\(String((origin ?? fetchSite ?? "").prefix(100))))")
        }
        guard context.sessionWasSent, let csrf = fields["csrf"], WebGuard.sameToken(csrf, context.session) else {
            return Responses.plain(.forbidden, "refused: the form's session token is missing or wrong; reload the page and try again")
        }
        return nil
    }

    // MARK: The manifest, its icons and the recipes' images

    static let manifestText = """
        {
          "name": "ClipCook",
          "short_name": "ClipCook",
          "description": "Your recipes, plans and shopping list, in the kitchen.",
          "start_url": "/",
          "scope": "/",
          "display": "standalone",
          "background_color": "#fffdf8",
          "theme_color": "#b5471b",
          "icons": [
            {"src": "/icons/icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any maskable"},
            {"src": "/icons/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any maskable"}
          ],
          "share_target": {
            "action": "/add",
            "method": "GET",
            "params": {"title": "title", "text": "text", "url": "url"}
          }
        }
        """

    func manifest() -> Response {
        Responses.bytes(Array((Self.manifestText + "\n").utf8), type: "application/manifest+json")
    }

    func icon(_ context: KitchenContext) -> Response {
        guard let name = context.parameters.get("name"), let bytes = icons[name] else { return Responses.plain(.notFound, "no such file") }
        return Responses.bytes(bytes, type: "image/png")
    }

    /// A name of the collection's images/ folder that is only a name.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 255 && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\")
            && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// GET /images/NAME: a recipe's image from the collection's images/
    /// folder: a regular file of at most 5 MB inside the collection (links
    /// followed), served only when its bytes are a JPEG, PNG or WebP.
    func image(_ context: KitchenContext) -> Response {
        guard let raw = context.parameters.get("name"), let name = raw.removingPercentEncoding, Self.isPlainName(name) else {
            return Responses.plain(.notFound, "no such image")
        }
        let root = URL(fileURLWithPath: CollectionLoader.absolutePath(of: service.root)).resolvingSymlinksInPath().path
        let real = URL(fileURLWithPath: root).appendingPathComponent("images").appendingPathComponent(name).resolvingSymlinksInPath().path
        guard real.hasPrefix(root.hasSuffix("/") ? root : root + "/"),
            let bytes = try? FileBytes.load(atPath: real, limit: 5 * 1024 * 1024).bytes,
            let ext = ImageBytes.fileExtension(of: bytes)
        else {
            return Responses.plain(.notFound, "no such image")
        }
        return Responses.bytes(bytes, type: ext == "jpg" ? "image/jpeg" : "image/" + ext)
    }
}

extension ClipGate {
    static let busyMessage = "the kitchen view is already fetching 4 links"
}

extension Links {
    /// Where a page finds a recipe's own image (`thumbnail images/NAME`):
    /// the server's /images/NAME, or the static site's images/NAME.
    func image(of recipe: Recipe) -> String? {
        guard let thumbnail = recipe.thumbnail, thumbnail.hasPrefix("images/") else { return nil }
        let name = String(thumbnail.dropFirst("images/".count))
        guard ClipRoutes.isPlainName(name) else { return nil }
        return (isStatic ? "images/" : "/images/") + Self.pathComponent(name)
    }
}

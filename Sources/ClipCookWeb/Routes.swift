import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation
import Hummingbird

/// The handlers of the routes: read the request's few fields, ask the
/// service, answer with a page, a redirect or a short JSON result.
struct Routes: Sendable {
    let service: KitchenService
    let guardian: WebGuard
    let assets: Assets

    static let maxSearchLength = 200
    static let maxItemLength = 200

    func query(_ request: Request) -> [String: String] {
        FormFields.parse(Substring(request.uri.query ?? ""))
    }

    func page(_ page: PageRequest, _ context: KitchenContext, message: String? = nil, status: HTTPResponse.Status = .ok) async -> Response {
        var pageContext = PageContext()
        pageContext.csrf = context.session
        pageContext.cookSession = context.cookSession
        pageContext.message = message
        switch await service.serve(page, context: pageContext) {
        case .html(let text): return Responses.html(text, status: status)
        case .kept(let page, let csrf): return Responses.html(page.buffer(csrf: csrf), status: status)
        case .notFound(let text): return await notFound(text, context)
        }
    }

    func notFound(_ text: String, _ context: KitchenContext) async -> Response {
        await message(text, title: "Not found", status: .notFound, context)
    }

    func message(_ text: String, title: String, status: HTTPResponse.Status, _ context: KitchenContext) async -> Response {
        var pageContext = PageContext()
        pageContext.csrf = context.session
        switch await service.render(.message(title: title, text: text), context: pageContext) {
        case .html(let page): return Responses.html(page, status: status)
        case .kept(let page, let csrf): return Responses.html(page.buffer(csrf: csrf), status: status)
        case .notFound: return Responses.plain(status, text)
        }
    }

    /// Why the address's `servings` is no number of servings (0, -1, abc); nil when it is one or absent.
    static func badServings(_ fields: [String: String]) -> String? {
        guard let text = fields["servings"] else { return nil }
        if let servings = Int(text), (1...10_000).contains(servings) { return nil }
        return "servings must be a whole number from 1 to 10000, not '\(text.prefix(40))'"
    }

    func recipeId(_ context: KitchenContext) -> String? {
        guard let raw = context.parameters.get("id"), raw.utf8.count <= 512 else { return nil }
        return raw.removingPercentEncoding
    }

    static func options(_ fields: [String: String]) -> RecipeOptions {
        var options = RecipeOptions()
        if let text = fields["servings"], let servings = Int(text), (1...10_000).contains(servings) { options.servings = servings }
        options.units = fields["units"].flatMap { MeasurementSystem(rawValue: $0.lowercased()) }
        return options
    }

    func collection(_ request: Request, _ context: KitchenContext) async -> Response {
        let fields = query(request)
        var query = CollectionQuery()
        query.text = String((fields["q"] ?? "").trimmingCharacters(in: .whitespaces).prefix(Self.maxSearchLength))
        query.category = fields["category"].flatMap { name in RecipeCategory.allCases.first { $0.rawValue.lowercased() == name.lowercased() } }
        if let tag = fields["tag"], !tag.isEmpty { query.tag = String(tag.prefix(Self.maxSearchLength)) }
        query.favouritesOnly = fields["fav"] == "1"
        return await page(.collection(query), context)
    }

    func recipe(_ request: Request, _ context: KitchenContext) async -> Response {
        guard let id = recipeId(context) else { return await notFound("no such recipe", context) }
        let fields = query(request)
        if let reason = Self.badServings(fields) { return await message(reason, title: "Bad request", status: .badRequest, context) }
        return await page(.recipe(id: id, Self.options(fields)), context)
    }

    func cook(_ request: Request, _ context: KitchenContext) async -> Response {
        guard let id = recipeId(context) else { return await notFound("no such recipe", context) }
        let fields = query(request)
        if let reason = Self.badServings(fields) { return await message(reason, title: "Bad request", status: .badRequest, context) }
        let step = fields["step"].flatMap { Int($0) }.map { min(max($0, 1), 100_000_000) } ?? 1
        return await page(.cook(id: id, Self.options(fields), step: step), context)
    }

    func week(_ request: Request, _ context: KitchenContext) async -> Response {
        let day = query(request)["day"].flatMap { Day($0) }
        return await page(.week(day), context)
    }

    func shopping(_ request: Request, _ context: KitchenContext) async -> Response {
        await page(.shopping, context)
    }

    func problems(_ request: Request, _ context: KitchenContext) async -> Response {
        let file = query(request)["file"].map { String($0.prefix(1024)) }
        return await page(.problems(path: file), context)
    }

    func version(_ context: KitchenContext) async -> Response {
        Responses.plain(.ok, String(await service.currentGeneration()))
    }

    func asset(_ context: KitchenContext) -> Response {
        guard let name = context.parameters.get("name"), let file = assets.files[name] else {
            return Responses.plain(.notFound, "no such file")
        }
        return Responses.bytes(file.bytes, type: file.type)
    }

    enum ChangeKind: Sendable { case check, add, clear, addRecipe }

    /// A POST: refused without the session's CSRF token, over the size
    /// limit, from another site (`readForm`), or when the list changed on
    /// disk since the page was made.
    func change(_ request: Request, _ context: KitchenContext, _ kind: ChangeKind) async -> Response {
        let form: PostedForm
        switch await readForm(request, context) {
        case .refused(let response): return response
        case .form(let read): form = read
        }
        let fields = form.fields
        let wantsJSON = form.wantsJSON
        let version = fields["version"] ?? ""
        let change: ShoppingChangeRequest
        switch kind {
        case .check:
            guard let id = fields["item"], !id.isEmpty else { return refuse(.badRequest, "which item?", wantsJSON: wantsJSON) }
            change = .check(id: id, checked: fields["checked"] == "1")
        case .add:
            let text = (fields["text"] ?? "").trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, text.count <= Self.maxItemLength else {
                return refuse(.badRequest, "an item is 1 to \(Self.maxItemLength) characters", wantsJSON: wantsJSON)
            }
            change = .add(text)
        case .clear:
            change = .clearChecked
        case .addRecipe:
            guard let id = recipeId(context) else { return refuse(.notFound, "no such recipe", wantsJSON: wantsJSON) }
            if let reason = Self.badServings(fields) { return refuse(.badRequest, reason, wantsJSON: wantsJSON) }
            change = .addRecipe(id: id, servings: Self.options(fields).servings)
        }
        let result = await service.changeShopping(change, version: version)
        switch result {
        case .done(let message, let version):
            if wantsJSON { return json(.ok, ok: true, message: message, version: version) }
            return Responses.redirect("/shopping")
        case .failed(let message, let kind, let version):
            if wantsJSON { return json(kind.status, ok: false, message: message, version: version) }
            return await page(.shopping, context, message: message, status: kind.status)
        }
    }

    func refuse(_ status: HTTPResponse.Status, _ message: String, wantsJSON: Bool) -> Response {
        wantsJSON ? json(status, ok: false, message: message, version: nil) : Responses.plain(status, message)
    }

    struct ChangeReply: Encodable {
        var ok: Bool
        var message: String
        var version: String?
    }

    func json(_ status: HTTPResponse.Status, ok: Bool, message: String, version: String?) -> Response {
        let data = (try? JSONEncoder().encode(ChangeReply(ok: ok, message: message, version: version))) ?? Data("{}".utf8)
        return Response(status: status, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}

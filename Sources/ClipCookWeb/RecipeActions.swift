import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation
import Hummingbird

/// The recipe page's changes (issue 34, item 2): favourite, rate, add to
/// the plan; and Undo of the last change made from the web view. Each runs
/// the REPL's command (`fav`, `unfav`, `rate`, `plan add`, `undo`) through
/// the session, so it writes through the same store: atomically, comments
/// and layout kept, refused over a change made elsewhere, undoable.
extension Routes {
    enum RecipeAction: Sendable { case favourite, rate, plan }

    /// The multipliers the plan form offers (`plan add … xN`).
    static let planFactors = ["0.5", "1", "1.5", "2", "3", "4"]

    func recipeAction(_ request: Request, _ context: KitchenContext, _ action: RecipeAction) async -> Response {
        let form: PostedForm
        switch await readForm(request, context) {
        case .refused(let response): return response
        case .form(let read): form = read
        }
        guard let id = recipeId(context), await service.recipePath(id: id) != nil else {
            return refuse(.notFound, "no such recipe", wantsJSON: form.wantsJSON)
        }
        let fields = form.fields
        var words: [String]
        var checksVersion = true
        switch action {
        case .favourite:
            words = [fields["favourite"] == "0" ? "unfav" : "fav", id]
        case .rate:
            guard let text = fields["rating"], let stars = Int(text), (1...5).contains(stars) else {
                return refuse(.badRequest, "a rating is a whole number from 1 to 5", wantsJSON: form.wantsJSON)
            }
            words = ["rate", id, String(stars)]
        case .plan:
            guard let date = fields["date"], let day = Day(date) else {
                return refuse(.badRequest, "the date is a day such as 2026-11-24", wantsJSON: form.wantsJSON)
            }
            guard let slot = MealType.allCases.first(where: { SlotName.spelling($0) == fields["slot"] }) else {
                return refuse(.badRequest, "the meal is one of: \(SlotName.accepted)", wantsJSON: form.wantsJSON)
            }
            let factor = fields["times"] ?? "1"
            guard Self.planFactors.contains(factor) else {
                return refuse(.badRequest, "the servings are one of ×\(Self.planFactors.joined(separator: ", ×"))", wantsJSON: form.wantsJSON)
            }
            words = ["plan", "add", day.description, SlotName.spelling(slot)] + (fields["also"] == "1" ? ["also"] : []) + [id]
            if factor != "1" { words.append("x" + factor) }
            // A meal is added beside the plan's others: nothing on the page is overwritten.
            checksVersion = false
        }
        let result = await service.runCommand(words, recipe: id, version: checksVersion ? fields["version"] ?? "" : nil)
        return await reply(result, form: form, context) { Responses.redirect(Links.server.recipe(id)) }
    }

    /// `POST /undo`: reverts the last change made from the web view, then
    /// goes back to the page the form was on.
    func undo(_ request: Request, _ context: KitchenContext) async -> Response {
        let form: PostedForm
        switch await readForm(request, context) {
        case .refused(let response): return response
        case .form(let read): form = read
        }
        let result = await service.runCommand(["undo"], recipe: nil, version: nil)
        let back = Self.samePagePath(request.headers[.referer], authority: request.head.authority)
        return await reply(result, form: form, context) { Responses.redirect(back) }
    }

    /// The path of `referer` when it is a page of this server, else "/".
    static func samePagePath(_ referer: String?, authority: String?) -> String {
        guard let referer, let authority, referer.utf8.count <= WebGuard.maxURILength else { return "/" }
        let prefix = "http://" + authority
        guard referer.hasPrefix(prefix) else { return "/" }
        let path = String(referer.dropFirst(prefix.count))
        guard path.hasPrefix("/"), !path.hasPrefix("//"), !path.contains("\\"),
            path.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
        else { return "/" }
        return path
    }

    /// A change's answer: a redirect (or JSON for the page's script) when
    /// done; the reason, with the status of its kind, when refused.
    func reply(_ result: ChangeResult, form: PostedForm, _ context: KitchenContext, done: () -> Response) async -> Response {
        switch result {
        case .done(let message, let version):
            return form.wantsJSON ? json(.ok, ok: true, message: message, version: version) : done()
        case .failed(let message, let kind, let version):
            if form.wantsJSON { return json(kind.status, ok: false, message: message, version: version) }
            return await self.message(message, title: "Not changed", status: kind.status, context)
        }
    }
}

extension KitchenService {
    /// The file of the recipe with `id`, relative to the collection.
    func recipePath(id: String) -> String? {
        follow()
        return entry(id: id)?.path
    }

    /// The fingerprint of a file of the collection as it is on disk now
    /// ("none" when there is none): what a page passes back with a change.
    func fileVersion(_ relative: String?) -> String {
        guard let relative else { return "none" }
        let absolute = (root as NSString).appendingPathComponent(relative)
        do {
            guard let fingerprint = try FileFingerprint.current(atPath: absolute) else { return "none" }
            return String(fingerprint.contentHash, radix: 16) + "-" + String(fingerprint.size)
        } catch {
            return "unreadable"
        }
    }

    /// Runs one REPL command given as words; with a `version`, only if the
    /// file of the recipe with id `recipe` is still the one the page was
    /// made from (refused with a conflict otherwise).
    func runCommand(_ words: [String], recipe: String?, version: String?) -> ChangeResult {
        follow(force: true)
        let path = recipe.flatMap { entry(id: $0)?.path }
        if let version {
            let current = fileVersion(path)
            guard version == current else {
                return .failed(
                    "\(path ?? "the recipe") changed on disk since this page was loaded; nothing was written. Reload the page to see the new version, then try again.",
                    kind: .conflict, version: current)
            }
        }
        let outcome = session.execute(words: words)
        noteChange()
        let after = fileVersion(path)
        if let error = outcome.error { return .failed(relative(error.oneLine), kind: error.kind, version: after) }
        return .done(relative(outcome.text), version: after)
    }
}

extension PageRenderer {
    /// The recipe page's action forms and its cost.
    static func recipeActions(_ recipe: Recipe, servings: Int, session: Session, context: PageContext) -> [String: Any] {
        let action = "/recipe/" + Links.pathComponent(recipe.id)
        let rating = (recipe.rating?.halves ?? 0) / 2
        var values: [String: Any] = [
            "favouriteAction": action + "/favourite", "rateAction": action + "/rate", "planAction": action + "/plan",
            "recipeVersion": context.fileVersion, "nextFavourite": recipe.isFavourite ? "0" : "1",
            "ratingText": recipe.rating.map { $0.text } ?? "",
            "stars": (1...5).map { stars in ["n": stars, "on": stars <= rating, "pressed": stars == rating] as [String: Any] },
            "planDate": session.today?.description ?? "",
            "slots": MealType.allCases.map { ["value": SlotName.spelling($0), "name": $0.rawValue, "selected": $0 == .dinner] as [String: Any] },
            "factors": Routes.planFactors.map { factor in
                let shown = (Double(factor) ?? 1) * Double(recipe.servings)
                let count = shown.isFinite && shown < 1_000_000 ? String(format: "%g", shown) : "?"
                return ["value": factor, "name": "×\(factor) (\(count) servings)", "selected": factor == "1"] as [String: Any]
            },
        ]
        let cost = session.recipeCostLines(recipe, servings: servings, totals: context.costTotals, namesKept: PageRenderer.maxShown)
            .map(VisibleText.shown)
        values["cost"] = cost
        values["hasCost"] = !cost.isEmpty
        return values
    }
}

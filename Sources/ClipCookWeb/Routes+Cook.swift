import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation
import HTTPTypes
import Hummingbird

/// Cook mode's forms: a timer's start, pause, resume, cancel and dismiss,
/// `Done` on the last step, and marking the cooked meal eaten. Each is a
/// plain form post (a page answers it) that a script may send with
/// `Accept: application/json` instead (a short JSON answer).
extension Routes {
    /// A form's fields, or the answer that refuses it.
    enum GuardedForm {
        case fields([String: String])
        case refused(Response)
    }

    /// The fields of a POST that passes the guards: not over the size limit,
    /// not from another site (an `Origin` that is absent or `null` is
    /// judged by the token alone), with the session's CSRF token.
    func guardedForm(_ request: Request, _ context: KitchenContext, wantsJSON: Bool) async -> GuardedForm {
        switch await readForm(request, context) {
        case .form(let form): return .fields(form.fields)
        case .refused(let response): return .refused(response)
        }
    }

    struct TimerChangeReply: Encodable {
        var ok: Bool
        var message: String
        /// The timer was already started: the page shows that one.
        var alreadyStarted: Bool
    }

    /// `POST /cook/:id/timer`: `action` (start, pause, resume, cancel,
    /// dismiss) of the timer `timer`; back to the cook page at `step`.
    func cookTimer(_ request: Request, _ context: KitchenContext) async -> Response {
        let wantsJSON = request.headers[.accept]?.contains("application/json") ?? false
        let fields: [String: String]
        switch await guardedForm(request, context, wantsJSON: wantsJSON) {
        case .refused(let response): return response
        case .fields(let found): fields = found
        }
        guard let id = recipeId(context) else { return refuse(.notFound, "no such recipe", wantsJSON: wantsJSON) }
        guard let action = fields["action"].flatMap(CookTimers.Action.init(rawValue:)) else {
            let known = CookTimers.Action.allCases.map(\.rawValue).joined(separator: ", ")
            return refuse(.badRequest, "a timer's action is one of \(known)", wantsJSON: wantsJSON)
        }
        guard let name = fields["timer"], !name.isEmpty, name.utf8.count <= Self.maxItemLength else {
            return refuse(.badRequest, "which timer?", wantsJSON: wantsJSON)
        }
        if let reason = Self.badServings(fields) { return refuse(.badRequest, reason, wantsJSON: wantsJSON) }
        let options = Self.options(fields)
        let step = fields["step"].flatMap { $0.utf8.count <= 9 ? Int($0) : nil }.map { max(1, $0) } ?? 1
        let reply = await service.cookTimer(action, name: name, recipeId: id, session: context.cookSession)
        let back = Links.server.cook(id, options, step: step)
        switch reply {
        case .done(let text), .alreadyStarted(let text):
            var already = false
            if case .alreadyStarted = reply { already = true }
            if wantsJSON { return timerJSON(.ok, TimerChangeReply(ok: true, message: text, alreadyStarted: already)) }
            return Responses.redirect(back + "#timer-" + Links.pathComponent(name))
        case .failed(let text, let kind):
            if wantsJSON { return timerJSON(kind.status, TimerChangeReply(ok: false, message: text, alreadyStarted: false)) }
            return await page(.cook(id: id, options, step: step), context, message: text, status: kind.status)
        }
    }

    func timerJSON(_ status: HTTPResponse.Status, _ reply: TimerChangeReply) -> Response {
        let data = (try? JSONEncoder().encode(reply)) ?? Data("{}".utf8)
        return Response(status: status, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// `POST /cook/:id/done`: `cook done` at the servings cooked; the page
    /// says what was recorded and taken from the pantry, and offers to mark
    /// today's planned meal of the recipe eaten.
    func cookDone(_ request: Request, _ context: KitchenContext) async -> Response {
        let fields: [String: String]
        switch await guardedForm(request, context, wantsJSON: false) {
        case .refused(let response): return response
        case .fields(let found): fields = found
        }
        guard let id = recipeId(context) else { return await notFound("no such recipe", context) }
        if let reason = Self.badServings(fields) { return await message(reason, title: "Bad request", status: .badRequest, context) }
        switch await service.cookDone(recipeId: id, servings: Self.options(fields).servings) {
        case .failure(let error):
            return await message(error.oneLine, title: "Not recorded", status: error.kind.status, context)
        case .success(let cooked):
            var pageContext = PageContext()
            pageContext.csrf = context.session
            guard let text = await service.cookedPage(cooked, recipeId: id, context: pageContext) else {
                return Responses.plain(.ok, cooked.lines.joined(separator: "\n"))
            }
            return Responses.html(text)
        }
    }

    /// `POST /cook/:id/eaten`: `plan done DAY MEAL N`.
    func cookEaten(_ request: Request, _ context: KitchenContext) async -> Response {
        let fields: [String: String]
        switch await guardedForm(request, context, wantsJSON: false) {
        case .refused(let response): return response
        case .fields(let found): fields = found
        }
        guard let day = fields["day"].flatMap({ $0.utf8.count <= 10 ? Day($0) : nil }),
            let meal = fields["meal"].flatMap(MealType.init(rawValue:)),
            let number = fields["number"].flatMap({ $0.utf8.count <= 4 ? Int($0) : nil }), number >= 1
        else {
            return await message("which meal? (day, meal and number)", title: "Bad request", status: .badRequest, context)
        }
        switch await service.markEaten(day: day, meal: meal, number: number) {
        case .failure(let error): return await message(error.oneLine, title: "Not marked", status: error.kind.status, context)
        case .success(let text): return await message(text, title: "Marked eaten", status: .ok, context)
        }
    }
}

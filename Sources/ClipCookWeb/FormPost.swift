import Foundation
import HTTPTypes
import Hummingbird

/// A form posted to the server that passed the guard: its fields, and
/// whether the page's script asked for a JSON answer instead of a page.
struct PostedForm: Sendable {
    var fields: [String: String]
    var wantsJSON: Bool
}

/// What reading a posted form came to: the form, or the refusal to send.
enum FormRead: Sendable {
    case form(PostedForm)
    case refused(Response)
}

extension WebGuard {
    /// Whether a POST's `Origin` and `Sec-Fetch-Site` let it be read at all.
    ///
    /// The guard of a change is the session's CSRF token in the form (and
    /// the SameSite session cookie it must match), not the origin: a browser
    /// sends `Origin: null` with a plain form (a privacy setting, a page
    /// opened from a file, some referrer policies) or none at all (an older
    /// browser, a tool), and such a form is read and then judged by its
    /// token. Only an origin that names another site, or a browser that says
    /// the request is cross-site, is refused before the token is looked at.
    static func acceptsOrigin(_ origin: String?, authority: String?, fetchSite: String?) -> Bool {
        if fetchSite?.lowercased() == "cross-site" { return false }
        guard let origin, origin != "null" else { return true }
        guard let authority else { return false }
        return origin.lowercased() == "http://" + authority.lowercased()
    }
}

extension Routes {
    /// Reads a POST's form once the guard lets it through: the body within
    /// its limit, an origin that is this server's (or `null`, or none), and
    /// the session's CSRF token, sent with the session's cookie.
    /// `limit`: the most bytes the body may have (a recipe's whole text is
    /// allowed more than the other forms).
    func readForm(_ request: Request, _ context: KitchenContext, limit: Int = WebGuard.maxBodyBytes) async -> FormRead {
        let wantsJSON = request.headers[.accept]?.contains("application/json") ?? false
        var request = request
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: limit)
        } catch {
            return .refused(Responses.plain(.contentTooLarge, "the form is larger than \(limit) bytes"))
        }
        let origin = request.headers[.origin]
        let fetchSite = HTTPField.Name("Sec-Fetch-Site").flatMap { request.headers[$0] }
        guard WebGuard.acceptsOrigin(origin, authority: request.head.authority, fetchSite: fetchSite) else {
            let from = String((origin ?? fetchSite ?? "").prefix(100))
            return .refused(refuse(.forbidden, "refused: the form came from another site (\(from))", wantsJSON: wantsJSON))
        }
        let fields = FormFields.parse(Substring(String(buffer: body)))
        guard context.sessionWasSent, let csrf = fields["csrf"], WebGuard.sameToken(csrf, context.session) else {
            return .refused(
                refuse(
                    .forbidden, "refused: the form's session token is missing or wrong; reload the page and try again",
                    wantsJSON: wantsJSON))
        }
        return .form(PostedForm(fields: fields, wantsJSON: wantsJSON))
    }
}

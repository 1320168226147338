import HTTPTypes
import Hummingbird

/// Runs before every route: refuses a `Host` the server does not answer
/// to (DNS rebinding), refuses oversized requests, asks for the access
/// token away from the loopback (and keeps it in a cookie), gives each
/// browser its session token, and adds the security headers to every
/// response, refusals and 404s of unknown addresses included.
struct GuardMiddleware: RouterMiddleware {
    typealias Context = KitchenContext
    let guardian: WebGuard

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = await answer(request, context: context, next: next)
        response.headers[.contentSecurityPolicy] =
            "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
        response.headers[.xContentTypeOptions] = "nosniff"
        if let referrer = HTTPField.Name("Referrer-Policy") { response.headers[referrer] = "same-origin" }
        response.headers[.cacheControl] = "no-store"
        return response
    }

    private func answer(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async -> Response {
        guard guardian.acceptsHost(request.head.authority) else {
            return Responses.plain(
                .init(code: 421, reasonPhrase: "Misdirected Request"),
                "this server does not answer to that host name (only to its own address; see --allow-host)")
        }
        if request.uri.string.utf8.count > WebGuard.maxURILength {
            return Responses.plain(.uriTooLong, "the address is longer than \(WebGuard.maxURILength) bytes")
        }
        var headerBytes = 0
        for field in request.headers { headerBytes += field.name.rawName.utf8.count + field.value.utf8.count + 4 }
        if headerBytes > WebGuard.maxHeaderBytes {
            return Responses.plain(
                .init(code: 431, reasonPhrase: "Request Header Fields Too Large"),
                "the headers are longer than \(WebGuard.maxHeaderBytes) bytes")
        }
        var cookies: [Cookie] = []
        if let token = guardian.accessToken {
            let offered = FormFields.parse(Substring(request.uri.query ?? ""))["token"]
            if guardian.acceptsAccess(offered) {
                cookies.append(Cookie(name: WebGuard.accessCookie, value: token, path: "/", httpOnly: true, sameSite: .strict))
            } else if !guardian.acceptsAccess(request.cookies[WebGuard.accessCookie]?.value) {
                return Responses.plain(.forbidden, "this kitchen view needs its access token: open the address 'clipcook serve' printed")
            }
        }
        var context = context
        if let sent = request.cookies[WebGuard.sessionCookie]?.value, guardian.isKnownSession(sent) {
            context.session = sent
            context.sessionWasSent = true
        } else {
            context.session = guardian.newSession()
            cookies.append(Cookie(name: WebGuard.sessionCookie, value: context.session, path: "/", httpOnly: true, sameSite: .strict))
        }
        // Cook mode's timers belong to a cook session that a restart of the server does not end.
        if request.uri.path.hasPrefix("/cook/") {
            if let sent = request.cookies[WebGuard.cookCookie]?.value, WebGuard.isCookSession(sent) {
                context.cookSession = sent
            } else {
                context.cookSession = WebGuard.randomToken()
                cookies.append(
                    Cookie(
                        name: WebGuard.cookCookie, value: context.cookSession, maxAge: WebGuard.cookSessionSeconds, path: "/", httpOnly: true,
                        sameSite: .strict))
            }
        }
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as HTTPResponseError {
            // No route for the address (404) or a method it does not take.
            response = Responses.plain(error.status, error.status == .notFound ? "no such page" : error.status.reasonPhrase)
        } catch {
            response = Responses.plain(.internalServerError, "the server could not answer this request")
        }
        for cookie in cookies { response.setCookie(cookie) }
        return response
    }
}

/// Responses that are not pages.
enum Responses {
    static func plain(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: text + "\n")))
    }

    static func html(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        html(ByteBuffer(string: text), status: status)
    }

    static func html(_ bytes: ByteBuffer, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "text/html; charset=utf-8"], body: .init(byteBuffer: bytes))
    }

    static func bytes(_ bytes: [UInt8], type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type], body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    static func redirect(_ location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location])
    }
}

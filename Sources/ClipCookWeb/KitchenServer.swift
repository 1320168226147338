import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// `clipcook serve`: the kitchen web view of a collection.
public struct KitchenServer: Sendable {
    public struct Options: Sendable {
        public var root: String
        public var host: String
        public var port: Int
        public var today: Day?
        /// Host names answered besides the loopback and `host` (`--allow-host`).
        public var allowedHosts: [String]
        public var limits: ConnectionLimits
        /// The Add page may fetch links to loopback, link-local and private addresses (`--allow-private-links`).
        public var allowsPrivateLinks = false
        /// How often the collection is synced through git (`--sync`); nil: never.
        public var syncInterval: Duration?

        public init(
            root: String, host: String = "127.0.0.1", port: Int = 8080, today: Day?, allowedHosts: [String] = [],
            limits: ConnectionLimits = ConnectionLimits(), allowsPrivateLinks: Bool = false, syncInterval: Duration? = nil
        ) {
            self.root = root
            self.host = host
            self.port = port
            self.today = today
            self.allowedHosts = allowedHosts
            self.limits = limits
            self.allowsPrivateLinks = allowsPrivateLinks
            self.syncInterval = syncInterval
        }
    }

    /// What `serve` prints once the server listens.
    public struct Ready: Sendable {
        /// The address to open (with the access token when one is needed):
        /// on every address, the first of `urls`.
        public var url: String
        /// On every address (`0.0.0.0`, `::`), one address to open for each
        /// of the machine's network addresses; else just `url`.
        public var urls: [String]
        public var port: Int
        public var accessToken: String?
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    /// Serves until the process gets SIGINT or SIGTERM (Ctrl-C), then
    /// stops taking connections, finishes the requests under way and returns.
    public func run(onReady: @escaping @Sendable (Ready) -> Void) async throws {
        let pages = try await PageRenderer.load()
        let assets = try Assets.load()
        let guardian = WebGuard(
            requiresAccessToken: !WebGuard.isLoopback(options.host), host: options.host, allowedHosts: options.allowedHosts)
        let counter = ConnectionCounter(limits: options.limits)
        let service = KitchenService(root: options.root, pages: pages, today: options.today)
        await service.warmUp()
        let router = Self.router(service: service, guardian: guardian, assets: assets, allowsPrivateLinks: options.allowsPrivateLinks)
        var logger = Logger(label: "clipcook.serve")
        logger.logLevel = .error
        let host = options.host
        let app = Application(
            router: router,
            server: HTTPServerBuilder { responder in GuardedHTTP1Channel(responder: responder, counter: counter) },
            configuration: ApplicationConfiguration(address: .hostname(host, port: options.port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                let shownHost = host.contains(":") ? "[\(host)]" : host
                // A phone cannot open 0.0.0.0: the machine's own addresses instead.
                var hosts = [shownHost]
                if LANAddresses.isEveryAddress(host) {
                    let found = LANAddresses.current(includingIPv6: host != "0.0.0.0")
                    hosts = found.isEmpty ? ["127.0.0.1"] : found
                }
                let urls = hosts.map { name in
                    "http://\(name):\(port)/" + (guardian.accessToken.map { "?token=" + $0 } ?? "")
                }
                onReady(Ready(url: urls[0], urls: urls, port: port, accessToken: guardian.accessToken))
                await service.markServing()
            },
            logger: logger)
        // The syncs run beside the server; at the end a sync under way is let finish.
        let syncing = options.syncInterval.map { interval in
            let sync = KitchenSync(root: options.root, interval: interval, service: service, log: ProblemLog.standardError)
            return Task { await sync.run() }
        }
        do {
            try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            syncing?.cancel()
            await syncing?.value
            throw StartError.portInUse(options.port)
        } catch {
            syncing?.cancel()
            await syncing?.value
            throw error
        }
        syncing?.cancel()
        await syncing?.value
    }

    /// Why the server could not start, in one line.
    public enum StartError: Error, CustomStringConvertible {
        case portInUse(Int)

        public var description: String {
            switch self {
            case .portInUse(let port): "port \(port) is already in use; try --port 0"
            }
        }
    }

    static func router(service: KitchenService, guardian: WebGuard, assets: Assets, allowsPrivateLinks: Bool = false) -> Router<KitchenContext> {
        let router = Router(context: KitchenContext.self)
        router.add(middleware: GuardMiddleware(guardian: guardian))
        let routes = Routes(service: service, guardian: guardian, assets: assets)
        router.get("/") { request, context in await routes.collection(request, context) }
        router.get("/recipe/:id") { request, context in await routes.recipe(request, context) }
        router.get("/recipe/:id/text") { _, context in await routes.recipeText(context) }
        router.get("/recipe/:id/edit") { request, context in await routes.recipeEdit(request, context) }
        router.post("/recipe/:id/edit") { request, context in await routes.recipeSave(request, context) }
        router.get("/cook/:id") { request, context in await routes.cook(request, context) }
        router.get("/week") { request, context in await routes.week(request, context) }
        router.get("/shopping") { request, context in await routes.shopping(request, context) }
        router.get("/problems") { request, context in await routes.problems(request, context) }
        router.get("/version") { _, context in await routes.version(context) }
        router.get("/assets/:name") { _, context in routes.asset(context) }
        router.get("/sw.js") { _, context in routes.serviceWorker(context) }
        router.get("/offline.json") { _, context in await routes.offlineList(context) }
        router.post("/shopping/check") { request, context in await routes.change(request, context, .check) }
        router.post("/shopping/add") { request, context in await routes.change(request, context, .add) }
        router.post("/shopping/clear") { request, context in await routes.change(request, context, .clear) }
        router.post("/recipe/:id/shop") { request, context in await routes.change(request, context, .addRecipe) }
        router.post("/cook/:id/timer") { request, context in await routes.cookTimer(request, context) }
        router.post("/cook/:id/done") { request, context in await routes.cookDone(request, context) }
        router.post("/cook/:id/eaten") { request, context in await routes.cookEaten(request, context) }
        router.post("/recipe/:id/favourite") { request, context in await routes.recipeAction(request, context, .favourite) }
        router.post("/recipe/:id/rate") { request, context in await routes.recipeAction(request, context, .rate) }
        router.post("/recipe/:id/plan") { request, context in await routes.recipeAction(request, context, .plan) }
        router.post("/undo") { request, context in await routes.undo(request, context) }
        ClipRoutes.add(to: router, service: service, allowsPrivateLinks: allowsPrivateLinks)
        routes.registerPhonePages(on: router)
        return router
    }
}

/// The request context of the web view: the session token the guard found
/// or made for this browser.
struct KitchenContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    var session = ""
    /// The session cookie was sent with the request (not made just now).
    var sessionWasSent = false
    /// Cook mode's session (the `clipcook_cook` cookie): whose timers a cook
    /// page shows. Unlike the session token it outlives a restart of the
    /// server, and it guards nothing: a change still needs the session's token.
    var cookSession = ""

    init(source: Source) {
        coreContext = .init(source: source)
    }
}

/// The stylesheet and the one script, read once at start; served by name
/// from this table only.
struct Assets: Sendable {
    var files: [String: (bytes: [UInt8], type: String)]

    static func load() throws -> Assets {
        guard let folder = Bundle.module.resourcePath.map({ ($0 as NSString).appendingPathComponent("Assets") }) else {
            throw WebError.missingResources
        }
        var files: [String: (bytes: [UInt8], type: String)] = [:]
        let script = "text/javascript; charset=utf-8"
        let names = [
            ("app.css", "text/css; charset=utf-8"), ("app.js", script), ("cook.js", script), ("offline.js", script), ("sw.js", script),
            ("pages.js", script), ("edit.js", script),
        ]
        for (name, type) in names {
            guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(name)) else {
                throw WebError.missingResources
            }
            files[name] = ([UInt8](data), type)
        }
        return Assets(files: files)
    }

    func text(_ name: String) -> String? { files[name].map { String(decoding: $0.bytes, as: UTF8.self) } }
}

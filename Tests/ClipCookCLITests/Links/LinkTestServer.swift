import Foundation
import Hummingbird
import NIOCore

/// A web server on a free port of 127.0.0.1, started once for the tests of
/// `import URL`: it serves the saved pages of Tests/WebPages (each page's
/// image address turned into one of this server's, so that no test reaches
/// the network) and the failure cases (redirects, errors, a silent server,
/// a huge page, charsets, gzip, an image).
final class LinkTestServer: Sendable {
    /// Started once; awaited, never waited for on a thread (a blocked
    /// thread of the concurrency pool could be the one the server needs).
    static let starting = Task { await launch() }

    static func started() async -> LinkTestServer { await starting.value }

    let port: Int
    var base: String { "http://127.0.0.1:\(port)" }

    /// Tests/WebPages, found from this file (which the web and MCP tests use through a link).
    static var pagesFolder: URL {
        URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("WebPages")
    }

    struct Page: Sendable {
        var file, site, kind, url, title: String
        var ingredients: Int
        var image: String
    }

    static let manifest: [Page] = {
        let text = (try? String(contentsOf: pagesFolder.appendingPathComponent("manifest.tsv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count >= 8, let count = Int(f[5]) else { return nil }
            return Page(file: f[0], site: f[1], kind: f[2], url: f[3], title: f[4], ingredients: count, image: f[7])
        }
    }()

    private init(port: Int) {
        self.port = port
    }

    private static func launch() async -> LinkTestServer {
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let router = Router()
        addRoutes(router)
        let app = Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0), serverName: nil),
            onServerRunning: { channel in
                continuation.yield(channel.localAddress?.port ?? 0)
                continuation.finish()
            })
        // The server's tasks run on a queue of their own: tests that wait for a
        // child process hold threads of the shared pool, and must not starve it.
        Task(executorPreference: QueueExecutor.shared) { try? await app.run() }
        for await port in ports { return LinkTestServer(port: port) }
        return LinkTestServer(port: 0)
    }

    static func html(_ bytes: [UInt8], type: String = "text/html") -> Response {
        Response(status: .ok, headers: [.contentType: type], body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// A page with its image addresses (as written, `&amp;`-escaped or `\/`-escaped) moved to this server.
    static func page(_ file: String, port: Int) -> [UInt8]? {
        guard !file.contains("/"), let data = FileManager.default.contents(atPath: pagesFolder.appendingPathComponent(file).path) else {
            return nil
        }
        var text = String(decoding: data, as: UTF8.self)
        if let image = manifest.first(where: { $0.file == file })?.image, !image.isEmpty {
            let path = URL(string: image)?.path.lowercased() ?? ""
            let ext = path.hasSuffix(".png") ? "png" : path.hasSuffix(".webp") ? "webp" : "jpg"
            let local = "http://127.0.0.1:\(port)/img/\(file).\(ext)"
            for form in [image, image.replacingOccurrences(of: "&", with: "&amp;"), image.replacingOccurrences(of: "/", with: "\\/")] {
                text = text.replacingOccurrences(of: form, with: local)
            }
        }
        // Every other absolute image address (JSON-LD often names another size than og:image).
        let pattern = #"https?:(?:\\?/){2}[^"'\s<>]+?\.(jpe?g|png|webp)(?:\?[^"'\s<>]*)?(?=["'\s<>])"#
        if let expression = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) {
            let range = NSRange(text.startIndex..., in: text)
            text = expression.stringByReplacingMatches(in: text, range: range, withTemplate: "http://127.0.0.1:\(port)/img/page.$1")
        }
        return Array(text.utf8)
    }

    static func recipePage(title: String, charsetMeta: String?) -> String {
        """
        <!DOCTYPE html><html><head>\(charsetMeta.map { "<meta charset=\"\($0)\">" } ?? "")<title>\(title)</title>
        <script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"\(title)",
        "recipeIngredient":["4 egg yolks","100 g sugar","500 ml cream"],"recipeInstructions":["Whisk.","Bake.","Burn the sugar."]}</script>
        </head><body><h1>\(title)</h1></body></html>
        """
    }

    /// tiny.png for a name ending in .png, tiny.webp for .webp, else tiny.jpg.
    static func image(named name: String) -> Response {
        let file = name.hasSuffix(".png") ? "tiny.png" : name.hasSuffix(".webp") ? "tiny.webp" : "tiny.jpg"
        let data = FileManager.default.contents(atPath: pagesFolder.appendingPathComponent("images/\(file)").path) ?? Data()
        return html(Array(data), type: "image/\(file.hasSuffix("png") ? "png" : file.hasSuffix("webp") ? "webp" : "jpeg")")
    }

    static func addRoutes(_ router: Router<BasicRequestContext>) {
        router.get("/pages/:file") { request, context -> Response in
            let port = request.head.authority.flatMap { $0.split(separator: ":").last }.flatMap { Int($0) } ?? 0
            guard let file = context.parameters.get("file"), let bytes = page(file, port: port) else {
                return Response(status: .notFound)
            }
            return html(bytes)
        }
        router.get("/images/**") { request, _ -> Response in
            image(named: request.uri.path.lowercased())
        }
        router.get("/img/:name") { _, context -> Response in
            image(named: context.parameters.get("name") ?? "")
        }

        router.get("/redirect/:n") { _, context -> Response in
            let n = Int(context.parameters.get("n") ?? "0") ?? 0
            let next = n <= 0 ? "/pages/bestrecipes.html" : "/redirect/\(n - 1)"
            return Response(status: .found, headers: [.location: next])
        }
        router.get("/loop/:name") { _, context -> Response in
            Response(status: .found, headers: [.location: context.parameters.get("name") == "a" ? "/loop/b" : "/loop/a"])
        }
        router.get("/missing") { _, _ in Response(status: .notFound) }
        router.get("/broken") { _, _ in Response(status: .internalServerError) }
        router.get("/slow") { _, _ -> Response in
            Response(
                status: .ok, headers: [.contentType: "text/html"],
                body: ResponseBody { writer in
                    try await writer.write(ByteBuffer(string: "<!DOCTYPE html><html><head>"))
                    try await Task.sleep(nanoseconds: 120 * 1_000_000_000)
                    try await writer.finish(nil)
                })
        }
        router.get("/huge") { _, _ -> Response in
            Response(
                status: .ok, headers: [.contentType: "text/html"],
                body: ResponseBody { writer in
                    let chunk = ByteBuffer(bytes: [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 16))
                    for _ in 0..<(60 * 16) { try await writer.write(chunk) }
                    try await writer.finish(nil)
                })
        }
        router.get("/latin1") { _, _ -> Response in
            html(Array(recipePage(title: "Crème brûlée", charsetMeta: nil).unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }))
        }
        router.get("/wrong-charset") { _, _ -> Response in
            html(
                Array(recipePage(title: "Crème brûlée", charsetMeta: nil).unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }),
                type: "text/html; charset=utf-8")
        }
        router.get("/header-latin1") { _, _ -> Response in
            html(
                Array(recipePage(title: "Crème brûlée", charsetMeta: "utf-8").unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }),
                type: "text/html; charset=iso-8859-1")
        }
        router.get("/gzip") { _, _ -> Response in
            let plain = Array(recipePage(title: "Gzipped crème brûlée", charsetMeta: "utf-8").utf8)
            return Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8", .contentEncoding: "gzip"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: gzip(plain))))
        }
        // A "public" site (when the fetcher is told to treat this server so) that sends the fetch to a private address.
        router.get("/to-private") { _, _ -> Response in
            Response(status: .found, headers: [.location: "http://127.0.0.1/pages/marmiton.html"])
        }
        // An image that takes 5 s to come: fetches that stay in the kitchen view's gate long enough to fill it.
        router.get("/delayed-image") { _, _ -> Response in
            try await Task.sleep(nanoseconds: 5 * 1_000_000_000)
            let data = FileManager.default.contents(atPath: pagesFolder.appendingPathComponent("images/tiny.png").path) ?? Data()
            return html(Array(data), type: "image/png")
        }
        router.get("/image") { _, _ -> Response in
            let data = FileManager.default.contents(atPath: pagesFolder.appendingPathComponent("images/tiny.png").path) ?? Data()
            return html(Array(data), type: "image/png")
        }
    }

    /// The bytes through `gzip -c`.
    static func gzip(_ bytes: [UInt8]) -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-c"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        guard (try? process.run()) != nil else { return [] }
        input.fileHandleForWriting.write(Data(bytes))
        try? input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Array(data)
    }
}

/// A task executor on a serial dispatch queue (threads outside the pool of Swift concurrency).
final class QueueExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = QueueExecutor()
    private let queue = DispatchQueue(label: "clipcook.link-test-server")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}

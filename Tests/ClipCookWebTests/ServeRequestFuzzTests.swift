import Foundation
import Testing

/// The kitchen view's hostile catalogue as a fuzzing target, run through the
/// real server: requests made from the routes, the hostile texts, odd hosts,
/// origins, cookies and framings, then mutated byte by byte from a fixed seed.
/// Whatever arrives, the server stays up, answers every request it can read
/// with the security headers and without a server error, echoes no hostile
/// text unescaped on a page, and writes nothing (no request carries the session's
/// token). `CLIPCOOK_FUZZ_MUTATIONS=N` sends N requests instead of 600.
@Suite(.serialized) struct ServeRequestFuzzTests {
    @Test func mutatedHostileRequestsChangeNothingAndBreakNothing() throws {
        let kitchen = try ServeProcess.exampleCollection()
        try Data(ServeSafetyTests.hostile.utf8).write(to: kitchen.appendingPathComponent("recipes/hostile.recipe"))
        // Short timeouts: a body shorter than its Content-Length is waited for only that long.
        let server = try ServeProcess(root: kitchen, arguments: ["--header-timeout-ms", "400", "--idle-timeout-ms", "800"])
        defer { server.stop() }
        let before = try RequestFuzzer.files(in: kitchen)
        let count = ProcessInfo.processInfo.environment["CLIPCOOK_FUZZ_MUTATIONS"].flatMap(Int.init) ?? 600
        var fuzzer = RequestFuzzer(port: server.port, seed: 40)
        let requests = (0..<max(1, count)).map { _ in fuzzer.nextRequest() }
        var answered = 0
        var statuses: [Int: Int] = [:]
        // A hundred requests at a time, ten connections at once: many of them
        // wait out the short timeouts, which ran one after another before.
        for start in stride(from: 0, to: requests.count, by: 100) {
            let batch = Array(requests[start..<min(requests.count, start + 100)])
            for (offset, raw) in RequestFuzzer.exchange(batch, port: server.port, lanes: 10).enumerated() {
                let request = batch[offset]
                guard let raw, !raw.isEmpty else { continue }
                // A reply to a request the parser could not read may be cut short; only whole replies are checked.
                guard let reply = try? RawHTTP.parse(raw) else { continue }
                answered += 1
                statuses[reply.status, default: 0] += 1
                let shown = String(decoding: request.prefix(300), as: UTF8.self)
                // A request the HTTP parser cannot read gets its bare 400 (no
                // body, connection closed) before any route or header is added:
                // nothing in it can be sniffed or run.
                if reply.status == 400, reply.body.isEmpty, reply.header("connection") == "close" { continue }
                #expect((200..<500).contains(reply.status) || reply.status == 503, "status \(reply.status) for \(shown)")
                #expect(reply.header("x-content-type-options") == "nosniff", "no nosniff for \(shown)")
                #expect(reply.header("content-security-policy") != nil, "no CSP for \(shown)")
                // The recipe's own text is a plain-text download (nosniff); pages are HTML.
                let isPage = reply.header("content-type")?.contains("text/html") == true
                for raw in RequestFuzzer.mustNotEcho where isPage && reply.body.contains(raw) {
                    Issue.record("\(raw) echoed unescaped for \(shown)")
                }
            }
            if batch.count == 100 {
                var probe = RawHTTP(port: server.port)
                #expect(try probe.get("/version").status == 200, "the server stopped answering after \(start + 100) requests")
            }
        }
        // Most requests are answered (the rest are framings no server could read).
        #expect(answered * 2 > count, "answered \(answered) of \(count): \(statuses)")
        var probe = RawHTTP(port: server.port)
        #expect(try probe.get("/recipe/banana-bread").status == 200)
        #expect(try RequestFuzzer.files(in: kitchen) == before)
    }
}

/// Makes the fuzzed requests: a seed request from the catalogue, then zero to
/// four mutations, all from a SplitMix64 stream (the same run every time).
struct RequestFuzzer {
    let port: Int
    var state: UInt64

    init(port: Int, seed: UInt64) {
        self.port = port
        state = seed
    }

    /// Sends `requests` over `lanes` connections at a time (a thread each,
    /// as a pool of two cores would run only two), each request on its own
    /// connection; the raw replies in the requests' order (nil: none read).
    static func exchange(_ requests: [[UInt8]], port: Int, lanes: Int) -> [[UInt8]?] {
        let replies = FuzzReplies(count: requests.count)
        let finished = DispatchGroup()
        for lane in 0..<lanes {
            finished.enter()
            let thread = Thread {
                for index in stride(from: lane, to: requests.count, by: lanes) {
                    replies.set(index, try? RawHTTP(port: port).exchange(requests[index]))
                }
                finished.leave()
            }
            thread.start()
        }
        finished.wait()
        return replies.all
    }

    /// What no page may carry as written: the hostile catalogue's markup.
    static let mustNotEcho = ["<script>alert", "<img src=x", "<iframe", "<svg onload", "\" onmouseover=\"", "\u{1B}["]

    static let paths = [
        "/", "/add", "/cook/hostile", "/manifest.webmanifest", "/offline.json", "/pantry", "/plan", "/problems",
        "/recipe/hostile", "/recipe/hostile/edit", "/recipe/hostile/text", "/recipe/banana-bread", "/shopping", "/sw.js",
        "/today", "/version", "/week", "/assets/app.js", "/icons/icon-192.png", "/images/none.jpg",
        "/?q=%3Cscript%3Ealert(1)%3C/script%3E", "/recipe/banana-bread?servings=0", "/recipe/banana-bread?servings=-1",
        "/recipe/banana-bread?servings=abc", "/recipe/banana-bread?servings=1e309", "/recipe/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
        "/assets/..%2F..%2FPackage.swift", "/images/..%2f..%2frecipes%2fhostile.recipe", "//recipe//hostile",
        "/recipe/%00", "/recipe/\u{00E9}t\u{00E9}", "/week?start=2026-02-30", "/plan?week=9999-99",
        "/?q=" + String(repeating: "a", count: 3000), "/recipe/" + String(repeating: "%41", count: 500),
    ]

    static let posts = [
        "/add", "/add/inbox", "/cook/hostile/done", "/cook/hostile/eaten", "/cook/hostile/timer", "/pantry/add",
        "/pantry/remove", "/pantry/use", "/plan/add", "/plan/fill", "/plan/move", "/plan/remove", "/plan/servings",
        "/recipe/hostile/edit", "/recipe/hostile/favourite", "/recipe/hostile/plan", "/recipe/hostile/rate",
        "/recipe/hostile/shop", "/shopping/add", "/shopping/check", "/shopping/clear", "/today/add", "/today/eat",
        "/today/plan", "/today/uneat", "/undo",
    ]

    static let values = [
        "<script>alert('t')</script>", "\" onmouseover=\"alert(1)", "\u{1B}[31mred", "\u{202E}gnp.exe", "../../etc/passwd",
        "0", "-1", "abc", "1e309", "99999999999999999999", "", "%00", "javascript:alert(1)", "2026-02-30", "\r\nX-Injected: 1",
    ]

    static let fields = ["csrf", "version", "text", "servings", "day", "slot", "recipe", "name", "url", "amount", "rating", "id"]

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[Int(next() % UInt64(items.count))]
    }

    mutating func nextRequest() -> [UInt8] {
        var bytes = Array(seedRequest().utf8)
        let mutations = Int(next() % 5)
        for _ in 0..<mutations { mutate(&bytes) }
        return bytes
    }

    mutating func seedRequest() -> String {
        let hosts = [
            "127.0.0.1:\(port)", "localhost:\(port)", "evil.example:\(port)", "", "127.0.0.1:\(port)\r\nHost: evil.example",
            "[::1]:\(port)",
        ]
        var headers = ["Host: \(pick(hosts))", "Connection: close"]
        if next() % 3 == 0 { headers.append("Origin: " + pick(["null", "http://evil.example", "http://127.0.0.1:\(port)"])) }
        if next() % 4 == 0 { headers.append("Sec-Fetch-Site: " + pick(["cross-site", "same-origin", "none"])) }
        if next() % 4 == 0 {
            headers.append("Cookie: clipcook_session=" + pick([String(repeating: "0", count: 64), "x", "", "\u{00FF}"]))
        }
        if next() % 2 == 0 {
            let path = pick(Self.paths)
            let method = pick(["GET", "GET", "GET", "HEAD", "OPTIONS", "DELETE", "PUT", "TRACE", "G\u{00C9}T"])
            return "\(method) \(path) HTTP/1.1\r\n" + headers.joined(separator: "\r\n") + "\r\n\r\n"
        }
        var form: [String] = []
        for _ in 0..<(1 + Int(next() % 5)) {
            form.append(RawHTTP.encode(pick(Self.fields)) + "=" + RawHTTP.encode(pick(Self.values)))
        }
        let body = form.joined(separator: "&")
        let claimed = pick([body.utf8.count, body.utf8.count, 0, body.utf8.count + 10, 70_000])
        headers.append("Content-Type: " + pick(["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"]))
        headers.append("Content-Length: \(claimed)")
        let path = pick(Self.posts)
        return "POST \(path) HTTP/1.1\r\n" + headers.joined(separator: "\r\n") + "\r\n\r\n" + body
    }

    /// One change: a byte flipped, a hostile text put in, a part dropped or repeated.
    mutating func mutate(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        let at = Int(next() % UInt64(bytes.count))
        switch next() % 5 {
        case 0: bytes[at] ^= UInt8(truncatingIfNeeded: 1 << (next() % 8))
        case 1: bytes.insert(contentsOf: Array(pick(Self.values).utf8), at: at)
        case 2: bytes.removeSubrange(at..<min(bytes.count, at + 1 + Int(next() % 8)))
        case 3: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 16)], at: at)
        default: bytes[at] = pick([0, 10, 13, 32, 37, 58, 0xFF, 0xC3])
        }
    }

    /// Every file of the collection but the server's own state folder, with its bytes.
    static func files(in root: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let base = root.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return result
        }
        for case let url as URL in walker {
            let path = String(url.standardizedFileURL.path.dropFirst(base.count))
            if path.hasPrefix("/.clipcook") { continue }
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                result[path] = try Data(contentsOf: url)
            }
        }
        return result
    }
}

/// The raw replies of requests sent on several threads at once, by index.
final class FuzzReplies: @unchecked Sendable {
    private let lock = NSLock()
    private var replies: [[UInt8]?]

    init(count: Int) { replies = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ reply: [UInt8]?) { lock.withLock { replies[index] = reply } }
    var all: [[UInt8]?] { lock.withLock { replies } }
}

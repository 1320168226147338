import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Headless Chromium driven through chromedriver's WebDriver HTTP protocol
/// (W3C), with a phone-sized viewport.
final class WebDriver {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let elementKey = "element-6066-11e4-a52e-4f735466cecf"

    let driver = Process()
    let port: Int
    private(set) var sessionId = ""

    /// Where chromium and chromedriver are; nil when either is missing.
    static var binaries: (browser: String, driver: String)? {
        let browsers = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        let drivers = ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"]
        guard let browser = browsers.first(where: FileManager.default.isExecutableFile(atPath:)),
            let driver = drivers.first(where: FileManager.default.isExecutableFile(atPath:))
        else { return nil }
        return (browser, driver)
    }

    /// A free port of 127.0.0.1, from the kernel.
    static func freePort() -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// With `javascript` false the browser runs no script of any page (as
    /// a cook who turned scripts off): forms are posted as plain forms.
    init(width: Int = 390, height: Int = 844, javascript: Bool = true) throws {
        guard let binaries = Self.binaries else { throw Failure(description: "no chromium") }
        port = Self.freePort()
        driver.executableURL = URL(fileURLWithPath: binaries.driver)
        driver.arguments = ["--port=\(port)", "--allowed-ips=127.0.0.1"]
        driver.standardOutput = FileHandle.nullDevice
        driver.standardError = FileHandle.nullDevice
        try driver.run()
        var ready = false
        for _ in 0..<100 where !ready {
            usleep(100_000)
            ready = ((try? call("GET", "/status"))?["value"] as? [String: Any])?["ready"] as? Bool ?? false
        }
        guard ready else { throw Failure(description: "chromedriver did not start") }
        var arguments = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
            "--autoplay-policy=no-user-gesture-required", "--window-size=\(width),\(height)",
        ]
        // Blink's own switch: the pages run no script, while the driver's
        // commands still run (the content setting instead stalls clicks).
        if !javascript { arguments.append("--blink-settings=scriptEnabled=false") }
        let options: [String: Any] = [
            "binary": binaries.browser,
            "args": arguments,
            // Without scripts a tap on an emulated touch screen never completes
            // in chromedriver: the phone's size then, with a mouse's clicks.
            "mobileEmulation": ["deviceMetrics": ["width": width, "height": height, "pixelRatio": 1.0, "touch": javascript]],
        ]
        let reply = try call("POST", "/session", ["capabilities": ["alwaysMatch": ["browserName": "chrome", "goog:chromeOptions": options]]])
        guard let value = reply["value"] as? [String: Any], let id = value["sessionId"] as? String else {
            throw Failure(description: "no session: \(reply)")
        }
        sessionId = id
    }

    func quit() {
        if !sessionId.isEmpty { _ = try? call("DELETE", "/session/\(sessionId)") }
        sessionId = ""
        guard driver.isRunning else { return }
        // chromedriver starts with this process's signal mask, in which
        // SIGTERM is blocked: a terminate() went unseen and every quit
        // waited the ten seconds out before SIGKILL. Asked over its own
        // protocol, it leaves at once.
        _ = try? call("GET", "/shutdown")
        let deadline = Date().addingTimeInterval(10)
        while driver.isRunning, Date() < deadline { usleep(20_000) }
        if driver.isRunning { kill(driver.processIdentifier, SIGKILL) }
    }

    deinit { quit() }

    @discardableResult
    func call(_ method: String, _ path: String, _ body: [String: Any]? = nil) throws -> [String: Any] {
        var http = RawHTTP(port: port)
        let text = try body.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
        let reply = try http.send(method, path, headers: body == nil ? [:] : ["Content-Type": "application/json"], body: text)
        guard let object = try JSONSerialization.jsonObject(with: Data(reply.body.utf8)) as? [String: Any] else {
            throw Failure(description: "not JSON: \(reply.body.prefix(200))")
        }
        if reply.status >= 400 { throw Failure(description: "\(method) \(path): \(reply.status) \(reply.body.prefix(300))") }
        return object
    }

    @discardableResult
    func session(_ method: String, _ path: String, _ body: [String: Any]? = nil) throws -> Any? {
        try call(method, "/session/\(sessionId)" + path, body)["value"]
    }

    func open(_ url: String) throws { try session("POST", "/url", ["url": url]) }

    var currentURL: String { ((try? session("GET", "/url")) as? String) ?? "" }

    func find(_ css: String) throws -> String {
        guard let element = try session("POST", "/element", ["using": "css selector", "value": css]) as? [String: Any],
            let id = element[Self.elementKey] as? String
        else { throw Failure(description: "no element \(css)") }
        return id
    }

    /// Runs `action` on the element `css` finds, finding it again (for up to
    /// ten seconds: a loaded machine runs the page's script late) when a
    /// page's script replaced it or had it hidden for a moment, as a live
    /// update after a change does.
    @discardableResult
    func onElement<T>(_ css: String, _ action: (String) throws -> T) throws -> T {
        var attempt = 0
        while true {
            do {
                return try action(try find(css))
            } catch let failure as Failure
                where attempt < 50
                && (failure.description.contains("stale element reference")
                    || failure.description.contains("element not interactable"))
            {
                attempt += 1
                usleep(200_000)
            }
        }
    }

    func click(_ css: String) throws { try onElement(css) { try session("POST", "/element/\($0)/click", [:]) } }

    func type(_ text: String, into css: String) throws {
        try onElement(css) { element in
            try session("POST", "/element/\(element)/clear", [:])
            try session("POST", "/element/\(element)/value", ["text": text])
        }
    }

    func text(_ css: String) throws -> String {
        try onElement(css) { (try session("GET", "/element/\($0)/text") as? String) ?? "" }
    }

    @discardableResult
    func script(_ source: String) throws -> Any? {
        try session("POST", "/execute/sync", ["script": source, "args": [Any]()])
    }

    /// Waits (polling) until `condition` holds, up to `seconds`.
    func wait(_ seconds: Double, _ what: String, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if (try? condition()) == true { return }
            usleep(100_000)
        }
        throw Failure(description: "waited \(seconds) s for \(what)")
    }

    /// A PNG of the viewport.
    func screenshot(to url: URL) throws {
        guard let base64 = try session("GET", "/screenshot") as? String, let data = Data(base64Encoded: base64) else {
            throw Failure(description: "no screenshot")
        }
        try data.write(to: url)
    }
}

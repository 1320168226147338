import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// A very small HTTP/1.1 client over a plain socket to 127.0.0.1 (or
/// another loopback address): the test controls every byte sent, headers
/// and cookies included, and reads the whole answer (`Connection: close`).
struct RawHTTP {
    struct Reply {
        var status: Int
        var headers: [(String, String)]
        var body: String

        func header(_ name: String) -> String? {
            headers.first { $0.0.lowercased() == name.lowercased() }?.1
        }

        var setCookies: [String] { headers.filter { $0.0.lowercased() == "set-cookie" }.map(\.1) }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    var host = "127.0.0.1"
    var port: Int
    /// Cookies sent with every request (name=value), kept from replies.
    var cookies: [String: String] = [:]
    /// The `Host` header sent (default: the address connected to, with the port).
    var hostHeader: String?

    init(port: Int, host: String = "127.0.0.1") {
        self.port = port
        self.host = host
    }

    mutating func get(_ path: String, headers: [String: String] = [:]) throws -> Reply {
        try send("GET", path, headers: headers, body: nil)
    }

    mutating func post(_ path: String, form: [(String, String)], headers: [String: String] = [:]) throws -> Reply {
        let body = form.map { Self.encode($0.0) + "=" + Self.encode($0.1) }.joined(separator: "&")
        var headers = headers
        headers["Content-Type"] = headers["Content-Type"] ?? "application/x-www-form-urlencoded"
        return try send("POST", path, headers: headers, body: body)
    }

    static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    mutating func send(_ method: String, _ path: String, headers: [String: String], body: String?) throws -> Reply {
        var request = "\(method) \(path) HTTP/1.1\r\nHost: \(hostHeader ?? "\(host):\(port)")\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        if !cookies.isEmpty {
            request += "Cookie: " + cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; ") + "\r\n"
        }
        let bodyBytes = Array((body ?? "").utf8)
        if body != nil { request += "Content-Length: \(bodyBytes.count)\r\n" }
        request += "\r\n"
        let raw = try exchange(Array(request.utf8) + bodyBytes)
        let reply = try Self.parse(raw)
        for cookie in reply.setCookies {
            let pair = cookie.split(separator: ";", maxSplits: 1)[0].split(separator: "=", maxSplits: 1)
            if pair.count == 2 { cookies[String(pair[0]).trimmingCharacters(in: .whitespaces)] = String(pair[1]) }
        }
        return reply
    }

    func exchange(_ bytes: [UInt8]) throws -> [UInt8] {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "no socket") }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, host, &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "cannot connect to \(host):\(port)") }
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { break }  // the server may close early (a refused oversized request)
            sent += n
        }
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            reply += buffer[0..<n]
            // A server that keeps the connection open (chromedriver) has
            // answered once the body its Content-Length names is here.
            if let length = Self.completeLength(reply), reply.count >= length { break }
        }
        return reply
    }

    /// The whole reply's length when its head is in and names a Content-Length.
    static func completeLength(_ bytes: [UInt8]) -> Int? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard bytes.count >= 4, let end = (0...(bytes.count - 4)).first(where: { Array(bytes[$0..<($0 + 4)]) == separator }) else {
            return nil
        }
        let head = String(decoding: bytes[0..<end], as: UTF8.self).lowercased()
        guard let line = head.components(separatedBy: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
            let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        else { return nil }
        return end + 4 + length
    }

    static func parse(_ raw: [UInt8]) throws -> Reply {
        let text = String(decoding: raw, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { throw Failure(description: "no reply: \(text.prefix(200))") }
        let head = text[..<split.lowerBound].components(separatedBy: "\r\n")
        let statusParts = head[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw Failure(description: "bad status line \(head[0])") }
        var headers: [(String, String)] = []
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append((String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        var body = String(text[split.upperBound...])
        if headers.contains(where: { $0.0.lowercased() == "transfer-encoding" && $0.1.lowercased().contains("chunked") }) {
            body = dechunk(body)
        }
        return Reply(status: status, headers: headers, body: body)
    }

    static func dechunk(_ text: String) -> String {
        var rest = Substring(text)
        var out = ""
        while let lineEnd = rest.range(of: "\r\n") {
            guard let size = Int(rest[..<lineEnd.lowerBound].split(separator: ";")[0], radix: 16), size > 0 else { break }
            let start = lineEnd.upperBound
            let bytes = Array(rest[start...].utf8)
            guard bytes.count >= size else { break }
            out += String(decoding: bytes[0..<size], as: UTF8.self)
            rest = Substring(String(decoding: bytes[size...], as: UTF8.self)).dropFirst(2)
        }
        return out
    }
}

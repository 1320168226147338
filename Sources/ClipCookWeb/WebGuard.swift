import Foundation

/// The server's safety rules: the access token of a server on an address
/// other than the loopback, the per-session CSRF tokens, and the size limits.
final class WebGuard: Sendable {
    /// Request line (path and query) at most this long: 414 past it.
    static let maxURILength = 4096
    /// All header names and values together at most this long: 431 past it.
    static let maxHeaderBytes = 16 * 1024
    /// A form body at most this long: 413 past it.
    static let maxBodyBytes = 64 * 1024

    static let accessCookie = "clipcook_access"
    static let sessionCookie = "clipcook_session"
    static let cookCookie = "clipcook_cook"
    /// How long a browser keeps its cook session: its timers are found again for this long.
    static let cookSessionSeconds = 30 * 24 * 3600

    /// Whether `value` is a cook session as `randomToken` makes them: 64 lowercase hex digits.
    static func isCookSession(_ value: String) -> Bool {
        value.utf8.count == 64 && value.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// Nil on a loopback address: nothing to ask for.
    let accessToken: String?
    /// Issues and recognises the session tokens (no table of them is kept).
    private let seal = SessionSeal()
    /// The names a request's `Host` may carry (lowercase, without the port).
    let allowedHosts: Set<String>
    /// The server listens on every address (`0.0.0.0`, `::`): a `Host` that
    /// is an address (not a name) is answered too.
    let acceptsAnyAddress: Bool

    init(requiresAccessToken: Bool, host: String = "127.0.0.1", allowedHosts: [String] = []) {
        accessToken = requiresAccessToken ? Self.randomToken() : nil
        var names: Set<String> = ["127.0.0.1", "localhost", "::1"]
        for name in [host] + allowedHosts { names.insert(Self.bare(name.lowercased())) }
        self.allowedHosts = names
        acceptsAnyAddress = host == "0.0.0.0" || host == "::" || host == "[::]"
    }

    /// 32 random bytes as hex, from the system's generator (asked four
    /// times for eight bytes, not 32 times for one: a new session is made
    /// for every request without the cookie).
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for _ in 0..<4 {
            var word: UInt64 = generator.next()
            for _ in 0..<8 {
                let byte = Int(word & 0xFF)
                text.append(hexDigits[byte >> 4])
                text.append(hexDigits[byte & 0xF])
                word >>= 8
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Whether `host` is a loopback address (no token needed there).
    static func isLoopback(_ host: String) -> Bool {
        host == "127.0.0.1" || host == "localhost" || host == "::1"
    }

    /// A new session's token (also its CSRF token). Nothing is remembered:
    /// the token carries its own proof (`SessionSeal`).
    func newSession() -> String {
        seal.issue()
    }

    func isKnownSession(_ token: String) -> Bool {
        seal.accepts(token)
    }

    /// Whether a request whose `Host` header is `value` is answered: the
    /// loopback names and addresses, the address the server listens on and
    /// the names given with `--allow-host`, with or without a port. Any
    /// other name (a name rebound to this address by another site, DNS
    /// rebinding) is refused before routing.
    func acceptsHost(_ value: String?) -> Bool {
        guard let value, !value.isEmpty, value.utf8.count <= 300 else { return false }
        let lowered = value.lowercased()
        var name = Substring(lowered)
        if lowered.hasPrefix("[") {
            guard let close = lowered.firstIndex(of: "]") else { return false }
            let rest = lowered[lowered.index(after: close)...]
            guard rest.isEmpty || Self.isPort(rest) else { return false }
            name = lowered[lowered.index(after: lowered.startIndex)..<close]
        } else if let colon = lowered.lastIndex(of: ":") {
            guard Self.isPort(lowered[colon...]) else { return false }
            name = lowered[..<colon]
        }
        if name.hasSuffix("."), name.count > 1 { name = name.dropLast() }
        if allowedHosts.contains(String(name)) { return true }
        return acceptsAnyAddress && Self.isAddress(name)
    }

    /// `:` followed by 1 to 5 digits.
    private static func isPort(_ text: Substring) -> Bool {
        let digits = text.dropFirst()
        return text.first == ":" && (1...5).contains(digits.count) && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// A dotted IPv4 address or an IPv6 address (hex digits, `:` and `.`), not a name.
    private static func isAddress(_ text: Substring) -> Bool {
        if text.contains(":") { return text.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." } }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { !$0.isEmpty && $0.count <= 3 && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// A host without the brackets of an IPv6 address.
    private static func bare(_ host: String) -> String {
        host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    }

    /// Compares without stopping at the first difference.
    static func sameToken(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count, !x.isEmpty else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }

    /// Whether `token` is the access token (always true when none is needed).
    func acceptsAccess(_ token: String?) -> Bool {
        guard let accessToken else { return true }
        guard let token else { return false }
        return Self.sameToken(token, accessToken)
    }
}

/// `application/x-www-form-urlencoded` (a form body or a query string):
/// `+` is a space, `%XX` a byte; a malformed escape keeps the text as sent.
enum FormFields {
    static func parse(_ text: Substring) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in text.split(separator: "&", omittingEmptySubsequences: true).prefix(64) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = decode(parts[0])
            let value = parts.count > 1 ? decode(parts[1]) : ""
            if fields[key] == nil { fields[key] = value }
        }
        return fields
    }

    static func decode(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}

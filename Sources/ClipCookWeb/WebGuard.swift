import Foundation
import Synchronization

/// The server's safety rules: the access token of a server on an address
/// other than the loopback, the per-session CSRF tokens, and the size limits.
final class WebGuard: Sendable {
    /// Request line (path and query) at most this long: 414 past it.
    static let maxURILength = 4096
    /// All header names and values together at most this long: 431 past it.
    static let maxHeaderBytes = 16 * 1024
    /// A form body at most this long: 413 past it.
    static let maxBodyBytes = 64 * 1024
    /// At most this many sessions are remembered (the oldest forgotten first).
    static let maxSessions = 4096

    static let accessCookie = "clipcook_access"
    static let sessionCookie = "clipcook_session"

    /// Nil on a loopback address: nothing to ask for.
    let accessToken: String?
    private let sessions = Mutex<(known: Set<String>, order: [String])>(([], []))

    init(requiresAccessToken: Bool) {
        accessToken = requiresAccessToken ? Self.randomToken() : nil
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

    /// A new session's token (also its CSRF token), remembered.
    func newSession() -> String {
        let token = Self.randomToken()
        sessions.withLock { state in
            state.known.insert(token)
            state.order.append(token)
            if state.order.count > Self.maxSessions {
                let dropped = state.order.removeFirst()
                state.known.remove(dropped)
            }
        }
        return token
    }

    func isKnownSession(_ token: String) -> Bool {
        sessions.withLock { $0.known.contains(token) }
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

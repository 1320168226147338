import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Which hosts a fetch made for someone else (the kitchen view's Add page)
/// may reach: a host is looked up first, and refused when any of its
/// addresses is loopback, link-local, private (RFC 1918, unique local,
/// shared 100.64/10), unspecified, multicast or broadcast, or an IPv4
/// address in IPv6 clothing of one of those. Checked for the first address
/// and again for every redirect (`WebFetcher.follow`).
///
/// The client connects by the name again after this look-up; a name whose
/// answers change between the two (DNS rebinding) is a residual risk that
/// the short time between them keeps small.
public enum AddressPolicy {
    /// Why `host` may not be fetched ("127.0.0.1 is a private address"), or
    /// nil when every address it has is public. A name that cannot be
    /// looked up is left to the client, which says it could not find it.
    public static func refusal(host: String) async -> String? {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        let addresses = await resolve(bare)
        let isLiteral = literal(bare) != nil
        for address in addresses where isPrivate(address) {
            let shown = address.description
            return isLiteral
                ? "\(bare) is a private address; not fetched from the kitchen view (serve --allow-private-links allows it)"
                : "\(bare) is at a private address (\(shown)); not fetched from the kitchen view (serve --allow-private-links allows it)"
        }
        return nil
    }

    /// An address as its bytes: 4 for IPv4, 16 for IPv6.
    public struct Address: Sendable, Hashable, CustomStringConvertible {
        public var bytes: [UInt8]

        public init(bytes: [UInt8]) { self.bytes = bytes }

        public var description: String {
            if bytes.count == 4 { return bytes.map(String.init).joined(separator: ".") }
            var groups: [String] = []
            var index = 0
            while index + 1 < bytes.count {
                groups.append(String(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]), radix: 16))
                index += 2
            }
            return groups.joined(separator: ":")
        }
    }

    /// Whether an address is one a fetch for someone else must not reach.
    public static func isPrivate(_ address: Address) -> Bool {
        let b = address.bytes
        if b.count == 4 {
            switch (b[0], b[1]) {
            case (0, _), (10, _), (127, _): return true
            case (100, 64...127): return true
            case (169, 254): return true
            case (172, 16...31): return true
            case (192, 168): return true
            case (192, 0) where b[2] == 0: return true
            case (198, 18...19): return true
            default: return b[0] >= 224
            }
        }
        guard b.count == 16 else { return true }
        if b.allSatisfy({ $0 == 0 }) { return true }  // ::
        if b[0..<15].allSatisfy({ $0 == 0 }) && b[15] == 1 { return true }  // ::1
        if b[0] == 0xFF { return true }  // multicast
        if b[0] == 0xFE && (b[1] & 0xC0) == 0x80 { return true }  // fe80::/10
        if (b[0] & 0xFE) == 0xFC { return true }  // fc00::/7
        if b[0..<10].allSatisfy({ $0 == 0 }) && b[10] == 0xFF && b[11] == 0xFF {  // ::ffff:a.b.c.d
            return isPrivate(Address(bytes: Array(b[12..<16])))
        }
        if b[0..<12].allSatisfy({ $0 == 0 }) { return isPrivate(Address(bytes: Array(b[12..<16]))) }  // ::a.b.c.d
        if b[0] == 0x20 && b[1] == 0x02 { return isPrivate(Address(bytes: Array(b[2..<6]))) }  // 6to4
        if b[0] == 0x00 && b[1] == 0x64 && b[2] == 0xFF && b[3] == 0x9B {  // 64:ff9b::/96
            return isPrivate(Address(bytes: Array(b[12..<16])))
        }
        return false
    }

    /// Every address `host` has (an address is itself), looked up off the
    /// concurrency pool's threads (the look-up blocks).
    static func resolve(_ host: String) async -> [Address] {
        if let literal = literal(host) { return [literal] }
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: lookUp(host)) }
        }
    }

    /// `host` read as an IPv4 or IPv6 address, nil for a name.
    static func literal(_ host: String) -> Address? {
        var v4 = in_addr()
        if inet_pton(AF_INET, host, &v4) == 1 {
            return Address(bytes: withUnsafeBytes(of: &v4) { Array($0) })
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, host, &v6) == 1 {
            return Address(bytes: withUnsafeBytes(of: &v6) { Array($0) })
        }
        return nil
    }

    private static func lookUp(_ host: String) -> [Address] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &list) == 0 else { return [] }
        defer { freeaddrinfo(list) }
        var found: [Address] = []
        var next = list
        while let entry = next, found.count < 64 {
            if let socketAddress = entry.pointee.ai_addr {
                switch Int32(socketAddress.pointee.sa_family) {
                case AF_INET:
                    socketAddress.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { v4 in
                        var address = v4.pointee.sin_addr
                        found.append(Address(bytes: withUnsafeBytes(of: &address) { Array($0) }))
                    }
                case AF_INET6:
                    socketAddress.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { v6 in
                        var address = v6.pointee.sin6_addr
                        found.append(Address(bytes: withUnsafeBytes(of: &address) { Array($0) }))
                    }
                default: break
                }
            }
            next = entry.pointee.ai_next
        }
        return found
    }
}

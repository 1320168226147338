import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// The addresses by which another machine of the network (a phone) can
/// reach a server listening on every address (`--host 0.0.0.0` or `::`):
/// those of the network interfaces that are up, without the loopback and
/// link-local ones; IPv4 first (what a phone on a home network uses).
enum LANAddresses {
    static func current(includingIPv6: Bool) -> [String] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0, let start = first else { return [] }
        defer { freeifaddrs(first) }
        var v4: [String] = []
        var v6: [String] = []
        var next: UnsafeMutablePointer<ifaddrs>? = start
        while let entry = next {
            defer { next = entry.pointee.ifa_next }
            let flags = Int32(bitPattern: entry.pointee.ifa_flags)
            guard flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0, let address = entry.pointee.ifa_addr else { continue }
            let family = Int32(address.pointee.sa_family)
            var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
            if family == AF_INET {
                let text = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { pointer -> String? in
                    var value = pointer.pointee.sin_addr
                    guard inet_ntop(AF_INET, &value, &buffer, socklen_t(buffer.count)) != nil else { return nil }
                    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                }
                if let text, !text.hasPrefix("169.254."), !v4.contains(text) { v4.append(text) }
            } else if family == AF_INET6, includingIPv6 {
                let text = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer -> String? in
                    var value = pointer.pointee.sin6_addr
                    guard inet_ntop(AF_INET6, &value, &buffer, socklen_t(buffer.count)) != nil else { return nil }
                    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                }
                if let text, !text.lowercased().hasPrefix("fe80"), !v6.contains(text) { v6.append("[" + text + "]") }
            }
        }
        return v4 + v6
    }

    /// Whether `host` means every address of the machine.
    static func isEveryAddress(_ host: String) -> Bool {
        host == "0.0.0.0" || host == "::" || host == "[::]"
    }
}

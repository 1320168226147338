import Foundation

/// The limits of one fetch (`import URL`): schemes, redirects, time and size.
/// The defaults are the documented ones (docs/import-export.md, "From a
/// link"); `CLIPCOOK_FETCH_TIMEOUT` (whole seconds, 1 to 300) lowers the
/// time limits, for tests of a silent server.
public struct FetchLimits: Sendable, Hashable {
    public var maxRedirects = 5
    /// Seconds to open the connection (and finish the TLS handshake).
    public var connectSeconds: Int64 = 10
    /// Seconds for the whole request, redirects and body included.
    public var requestSeconds: Int64 = 30
    public var maxPageBytes = 10 * 1024 * 1024
    public var maxImageBytes = 5 * 1024 * 1024
    /// Whether loopback, link-local and private addresses may be fetched:
    /// yes from the command line, no from the kitchen view unless
    /// `serve --allow-private-links` (`AddressPolicy`).
    public var allowsPrivateAddresses = true
    /// Addresses ("host:port", as in the link) that `AddressPolicy` lets
    /// through as if public: empty unless `CLIPCOOK_TEST_PUBLIC_ADDRESSES`
    /// names some, so that a test can play a public site on 127.0.0.1 and
    /// see the next hop (a redirect to a private address) refused.
    public var treatedAsPublic: Set<String> = []

    public init() {}

    public static let timeoutVariable = "CLIPCOOK_FETCH_TIMEOUT"
    public static let publicForTestsVariable = "CLIPCOOK_TEST_PUBLIC_ADDRESSES"

    /// Whether `url`'s host and port are among `treatedAsPublic`.
    public func treatsAsPublic(_ url: URL) -> Bool {
        guard !treatedAsPublic.isEmpty, let host = url.host else { return false }
        let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
        return treatedAsPublic.contains("\(host):\(port)")
    }

    /// The defaults, with the time limits taken from the environment when set.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> FetchLimits {
        var limits = FetchLimits()
        if let text = environment[timeoutVariable], let seconds = Int64(text.trimmingCharacters(in: .whitespaces)),
            (1...300).contains(seconds)
        {
            limits.requestSeconds = seconds
            limits.connectSeconds = min(limits.connectSeconds, seconds)
        }
        if let text = environment[publicForTestsVariable] {
            let named = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            limits.treatedAsPublic = Set(named.prefix(16))
        }
        return limits
    }

    /// "10 MB", "5 MB": a limit as the messages say it.
    public static func megabytes(_ bytes: Int) -> String {
        "\(bytes / (1024 * 1024)) MB"
    }
}

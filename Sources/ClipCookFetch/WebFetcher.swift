import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Fetches a page or an image over http or https within `FetchLimits`:
/// redirects are followed here, one by one (each new address checked
/// again, a loop refused), gzip and deflate bodies are decompressed, the
/// body is read only up to its limit, and the whole request (redirects
/// and body included) has one deadline. TLS uses the system's trust store.
public final class WebFetcher: Sendable {
    /// The product's version, named in the User-Agent.
    public static let productVersion = "0.4.0"
    public static let userAgent = "ClipCook/\(productVersion) (recipe importer; +https://clipcook.app)"

    public let limits: FetchLimits
    private let client: HTTPClient

    public init(limits: FetchLimits = .fromEnvironment()) {
        self.limits = limits
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            timeout: .init(connect: .seconds(limits.connectSeconds), read: .seconds(limits.requestSeconds)),
            // A little over the page limit, so that a bomb is stopped by the decompressor and said as too large.
            decompression: .enabled(limit: .size(limits.maxPageBytes + 1)))
        configuration.httpVersion = .automatic
        client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }

    public func shutdown() async {
        try? await client.shutdown()
    }

    /// What a fetch is for: a page must be HTML (or say no type); an image
    /// may be any type (its bytes are checked by the caller).
    public enum Kind: Sendable {
        case page, image

        var accept: String {
            switch self {
            case .page: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5"
            case .image: "image/jpeg,image/png,image/webp;q=0.9,*/*;q=0.1"
            }
        }
    }

    /// Only http and https: anything else is refused before any connection.
    public static func checkScheme(_ address: String) -> FetchError? {
        guard let url = URL(string: address), let scheme = url.scheme?.lowercased() else {
            return FetchError(url: address, message: "not a link (only http and https links are fetched)")
        }
        guard scheme == "http" || scheme == "https" else {
            return FetchError(url: address, message: "\(scheme): links are not fetched (only http and https)")
        }
        guard let host = url.host, !host.isEmpty else {
            return FetchError(url: address, message: "the link has no host")
        }
        return nil
    }

    /// Fetches `address` within the limits; throws one line that says why not.
    public func fetch(_ address: String, kind: Kind) async throws(FetchError) -> FetchedResource {
        if let refused = Self.checkScheme(address) { throw refused }
        let seconds = limits.requestSeconds
        let deadline = NIODeadline.now() + .seconds(seconds)
        let outcome: Result<FetchedResource, FetchError> = await withTaskGroup(of: Result<FetchedResource, FetchError>?.self) { group in
            group.addTask { [self] in
                do throws(FetchError) {
                    return .success(try await follow(address, kind: kind, deadline: deadline))
                } catch {
                    return .failure(error)
                }
            }
            group.addTask {
                try? await Task.sleep(nanoseconds: UInt64(seconds) * 1_000_000_000)
                return Task.isCancelled ? nil : .failure(FetchError(url: address, message: "timed out after \(seconds) s"))
            }
            var first: Result<FetchedResource, FetchError>?
            while let next = await group.next() {
                if let next {
                    first = next
                    break
                }
            }
            group.cancelAll()
            return first ?? .failure(FetchError(url: address, message: "timed out after \(seconds) s"))
        }
        return try outcome.get()
    }

    private func follow(_ address: String, kind: Kind, deadline: NIODeadline) async throws(FetchError) -> FetchedResource {
        var current = address
        var seen: Set<String> = [address]
        var hops = 0
        while true {
            if let refused = Self.checkScheme(current) { throw refused }
            if !limits.allowsPrivateAddresses, let url = URL(string: current), let host = url.host, !limits.treatsAsPublic(url),
                let refused = await AddressPolicy.refusal(host: host)
            {
                throw FetchError(url: current, message: refused)
            }
            var request = HTTPClientRequest(url: current)
            request.headers.add(name: "User-Agent", value: Self.userAgent)
            request.headers.add(name: "Accept", value: kind.accept)
            request.headers.add(name: "Accept-Encoding", value: "gzip, deflate")
            let response: HTTPClientResponse
            do {
                response = try await client.execute(request, deadline: deadline)
            } catch {
                throw FetchError(url: current, message: Self.describe(error, seconds: limits.requestSeconds))
            }
            let code = Int(response.status.code)
            if (300..<400).contains(code), code != 304, let location = response.headers.first(name: "Location") {
                guard let next = URL(string: location, relativeTo: URL(string: current))?.absoluteURL.absoluteString else {
                    throw FetchError(url: current, message: "redirected to an address that cannot be read")
                }
                hops += 1
                guard hops <= limits.maxRedirects else {
                    throw FetchError(url: address, message: "more than \(limits.maxRedirects) redirects")
                }
                guard seen.insert(next).inserted else {
                    throw FetchError(url: address, message: "redirect loop (back to \(next))")
                }
                current = next
                continue
            }
            guard (200..<300).contains(code) else {
                throw FetchError(url: current, message: "\(code) \(response.status.reasonPhrase)")
            }
            let contentType = response.headers.first(name: "Content-Type")
            let limit = kind == .page ? limits.maxPageBytes : limits.maxImageBytes
            let what = kind == .page ? "page" : "image"
            if kind == .page {
                let media = FetchedResource(url: current, contentType: contentType, bytes: []).mediaType
                if let media, media != "text/html", media != "application/xhtml+xml", media != "text/plain" {
                    throw FetchError(url: current, message: "not a web page (\(media))")
                }
            }
            if let length = response.headers.first(name: "Content-Length").flatMap(Int.init), length > limit {
                throw FetchError(url: current, message: "\(what) larger than \(FetchLimits.megabytes(limit))")
            }
            var bytes: [UInt8] = []
            do {
                for try await chunk in response.body {
                    guard bytes.count + chunk.readableBytes <= limit else {
                        throw FetchError(url: current, message: "\(what) larger than \(FetchLimits.megabytes(limit)); stopped reading")
                    }
                    bytes += chunk.readableBytesView
                }
            } catch let error as FetchError {
                throw error
            } catch {
                let text = String(describing: error)
                if text.contains("limit") || text.contains("Limit") {
                    throw FetchError(url: current, message: "\(what) larger than \(FetchLimits.megabytes(limit)); stopped reading")
                }
                throw FetchError(url: current, message: Self.describe(error, seconds: limits.requestSeconds))
            }
            return FetchedResource(url: current, contentType: contentType, bytes: bytes)
        }
    }

    /// One line for what the client threw.
    static func describe(_ error: any Error, seconds: Int64) -> String {
        if let error = error as? HTTPClientError {
            switch error {
            case .connectTimeout, .readTimeout, .deadlineExceeded, .writeTimeout:
                return "timed out after \(seconds) s"
            case .remoteConnectionClosed:
                return "the server closed the connection"
            default:
                break
            }
        }
        let text = String(reflecting: error)
        let lower = text.lowercased()
        if lower.contains("certificate") || lower.contains("handshake") || lower.contains("ssl") {
            return "certificate not trusted"
        }
        if lower.contains("connection refused") || lower.contains("connectionrefused") {
            return "could not connect (connection refused)"
        }
        if lower.contains("unknownhost") || lower.contains("resolve") || lower.contains("dns") || lower.contains("lookup") {
            return "could not find the host"
        }
        if lower.contains("cancel") { return "timed out after \(seconds) s" }
        return "could not fetch (\(text.prefix(120)))"
    }
}

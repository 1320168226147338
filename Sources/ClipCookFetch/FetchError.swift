/// Why a fetch failed, as one line: the address, then what happened
/// ("404 Not Found", "timed out after 30 s", "page larger than 10 MB",
/// "certificate not trusted", "not a web page (image/png)").
public struct FetchError: Error, Sendable, Hashable {
    public var url: String
    public var message: String

    public init(url: String, message: String) {
        self.url = url
        self.message = message
    }

    /// `URL: MESSAGE` (not escaped: the caller escapes what it prints).
    public var line: String { "\(url): \(message)" }
}

/// A page or an image as fetched: the address it came from after the
/// redirects, its declared type and its body (already decompressed).
public struct FetchedResource: Sendable, Hashable {
    public var url: String
    public var contentType: String?
    public var bytes: [UInt8]

    public init(url: String, contentType: String?, bytes: [UInt8]) {
        self.url = url
        self.contentType = contentType
        self.bytes = bytes
    }

    /// The media type without its parameters, lower-cased ("text/html").
    public var mediaType: String? {
        contentType.map { $0.split(separator: ";", maxSplits: 1).first.map(String.init) ?? $0 }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    }
}

import Foundation

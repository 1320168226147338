import Foundation
import NIOCore

/// A page as made for one version of the collection, kept so that asking
/// for it again until the collection changes costs a lookup instead of a
/// new page (the kitchen view is read far more often than it changes).
///
/// A page differs from one browser to the next only by the session's CSRF
/// token in its forms, so it is made once with a stand-in token (random,
/// new for each server, never in any file) and kept cut at each place the
/// stand-in stood: a browser's page is the parts joined by its own token.
struct CachedPage: Sendable {
    let parts: [String]
    let byteCount: Int

    init(_ html: String, standIn: String) {
        parts = html.components(separatedBy: standIn)
        byteCount = html.utf8.count
    }

    /// The page with `csrf` in each place of the stand-in.
    func text(csrf: String) -> String {
        parts.joined(separator: csrf)
    }

    /// The same as bytes, written straight into a buffer for the response.
    func buffer(csrf: String) -> ByteBuffer {
        var buffer = ByteBuffer()
        buffer.reserveCapacity(byteCount + (parts.count - 1) * csrf.utf8.count)
        for (number, part) in parts.enumerated() {
            if number > 0 { buffer.writeString(csrf) }
            buffer.writeString(part)
        }
        return buffer
    }
}

/// The pages made for the current version of the collection (its
/// generation and the shopping list's version), at most `maxPages` of them
/// and `maxBytes` together, the oldest forgotten first. Everything is
/// forgotten when the version changes, so a page is never older than the
/// files it shows.
struct PageCache {
    static let maxPages = 256
    static let maxBytes = 16 * 1024 * 1024

    private var generation = 0
    private var shoppingVersion = ""
    private var pages: [PageRequest: CachedPage] = [:]
    private var order: [PageRequest] = []
    private var oldest = 0
    private(set) var byteCount = 0

    var count: Int { pages.count }

    /// The page kept for `request` at this version, if any (when the
    /// version moved, nothing is kept any more).
    mutating func page(_ request: PageRequest, generation: Int, shoppingVersion: String) -> CachedPage? {
        moveTo(generation: generation, shoppingVersion: shoppingVersion)
        return pages[request]
    }

    mutating func keep(_ page: CachedPage, for request: PageRequest, generation: Int, shoppingVersion: String) {
        moveTo(generation: generation, shoppingVersion: shoppingVersion)
        guard page.byteCount <= Self.maxBytes / 4, pages[request] == nil else { return }
        pages[request] = page
        order.append(request)
        byteCount += page.byteCount
        while pages.count > Self.maxPages || byteCount > Self.maxBytes, oldest < order.count {
            if let dropped = pages.removeValue(forKey: order[oldest]) { byteCount -= dropped.byteCount }
            oldest += 1
        }
        // The forgotten keys' slots are let go of now and then, not one by one.
        if oldest > Self.maxPages {
            order.removeFirst(oldest)
            oldest = 0
        }
    }

    private mutating func moveTo(generation: Int, shoppingVersion: String) {
        guard generation != self.generation || shoppingVersion != self.shoppingVersion else { return }
        self.generation = generation
        self.shoppingVersion = shoppingVersion
        pages = [:]
        order = []
        oldest = 0
        byteCount = 0
    }
}

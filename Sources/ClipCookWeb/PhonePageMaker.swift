import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// The phone's Today page made in process, exactly as `clipcook serve`
/// makes it for `GET /today` (the same `KitchenService`, warmed up as the
/// server warms it before its first request), without HTTP around it:
/// what the benchmark's Today row times (`clipcook-bench`).
package struct PhonePageMaker: Sendable {
    let service: KitchenService

    /// Reads the collection at `root` and makes what the server makes before
    /// its first request; `today` is the day `/today` shows.
    package static func open(root: String, today: Day) async throws -> PhonePageMaker {
        let pages = try await PageRenderer.load()
        let service = KitchenService(root: root, pages: pages, today: today)
        await service.warmUp()
        return PhonePageMaker(service: service)
    }

    /// The Today page of `day` (today when nil) as the server answers it:
    /// the page's HTML, or why there is none (the server's 404).
    package func today(_ day: Day? = nil) async -> Result<String, PhonePageMissing> {
        switch await service.renderPhone(.today(day, food: ""), context: PageContext()) {
        case .html(let text): return .success(text)
        case .kept(let page, let csrf): return .success(page.text(csrf: csrf))
        case .notFound(let text): return .failure(PhonePageMissing(reason: text))
        }
    }
}

/// Why the Today page was not made (what the server answers with a 404).
package struct PhonePageMissing: Error, Sendable {
    package var reason: String
}

import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation
import Hummingbird

/// What the service worker needs: its own script, served from the root so
/// that it may look after every page, and the addresses to keep readable
/// offline.
extension Routes {
    func serviceWorker(_ context: KitchenContext) -> Response {
        guard let file = assets.files["sw.js"] else { return Responses.plain(.notFound, "no such file") }
        return Responses.bytes(file.bytes, type: file.type)
    }

    struct OfflineList: Encodable {
        var urls: [String]
    }

    /// `GET /offline.json`: the shopping list, the week, Today and the
    /// pantry, and the recipes of this week's plan (their cards and cook
    /// mode), with the scripts and the stylesheet they need.
    func offlineList(_ context: KitchenContext) async -> Response {
        let list = OfflineList(urls: await service.offlineURLs())
        let data = (try? JSONEncoder().encode(list)) ?? Data("{\"urls\":[]}".utf8)
        return Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}

extension KitchenService {
    /// The most recipes of a week kept offline.
    static let maxOfflineRecipes = 100

    func offlineURLs() -> [String] {
        follow()
        let links = Links.server
        var urls = [
            "/shopping", "/week", "/today", "/pantry", "/assets/app.css", "/assets/app.js", "/assets/offline.js", "/assets/cook.js",
            "/assets/pages.js",
        ]
        guard let today = session.today else { return urls }
        urls.append(links.week(today))
        var seen: Set<String> = []
        for plan in session.weekPlans(of: today) {
            for item in plan.items {
                guard let id = item.slot.recipeId, seen.count < Self.maxOfflineRecipes, entry(id: id) != nil, seen.insert(id).inserted else {
                    continue
                }
                urls += [links.recipe(id), links.cook(id)]
            }
        }
        return urls
    }
}

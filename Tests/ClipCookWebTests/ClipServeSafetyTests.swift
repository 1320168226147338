import Foundation
import Testing

/// The safety of the Add page's fetches through `clipcook serve` (issue 32,
/// item 4): a redirect from a public site to a private address is refused
/// at that hop, and at most four fetches run at once.
@Suite(.serialized) struct ClipServeSafetyTests {
    @Test func aRedirectFromAPublicSiteToAPrivateAddressIsRefusedAtThatHop() async throws {
        let pages = await LinkTestServer.started()
        let kitchen = try AddPageTests.emptyKitchen()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        // The link test server plays a public site: its address (and only it) passes the address policy.
        let server = try ServeProcess(
            root: kitchen, environment: ["CLIPCOOK_TEST_PUBLIC_ADDRESSES": "127.0.0.1:\(pages.port)"])
        defer { server.stop() }
        var http = RawHTTP(port: server.port)

        // The first hop goes through: a page straight from the "public" site is previewed.
        let direct = try http.get("/add?url=" + RawHTTP.encode("\(pages.base)/pages/marmiton.html"))
        #expect(direct.status == 200, "\(direct.status) \(direct.body.prefix(300))")

        // Its redirect to 127.0.0.1 (port 80) is refused before any connection, in one line naming that hop.
        let redirected = try http.get("/add?url=" + RawHTTP.encode("\(pages.base)/to-private"))
        #expect(redirected.status == 422, "\(redirected.status) \(redirected.body.prefix(300))")
        #expect(
            redirected.body.contains(
                "http://127.0.0.1/pages/marmiton.html: 127.0.0.1 is a private address; not fetched from the kitchen view (serve --allow-private-links allows it)"
            ), "\(redirected.body)")
        #expect(AddPageTests.files(kitchen, "recipes").isEmpty)
        #expect(AddPageTests.files(kitchen, "images").isEmpty)
    }

    static func recipe(_ number: Int, image: String) -> String {
        "recipe Slow Toast \(number)\n  category snack\n  servings 1\n  thumbnail \(image)\n\n"
            + "ingredients\n  - 2 slices bread\n\nsteps\n  1. Toast the bread.\n"
    }

    @Test func fiveSavesAtOnceLetFourFetchTheirImagesAndTurnTheFifthAway() async throws {
        let pages = await LinkTestServer.started()
        let kitchen = try AddPageTests.emptyKitchen()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let server = try ServeProcess(root: kitchen, arguments: ["--allow-private-links"])
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let page = try http.get("/add")
        let token = try #require(AddPageTests.csrf(in: page.body))
        let client = http
        let replies = SaveReplies()
        // Five saves at once (a thread each: a machine with two cores runs only two of a concurrentPerform at a time),
        // each with an image the test server takes 5 s to send.
        let finished = DispatchGroup()
        for number in 0..<5 {
            finished.enter()
            let thread = Thread {
                var http = client
                let reply = try? http.post(
                    "/add", form: [("csrf", token), ("recipe", Self.recipe(number, image: "\(pages.base)/delayed-image"))])
                replies.add(number, reply)
                finished.leave()
            }
            thread.start()
        }
        // Waited for without holding a thread of the test pool (one a core)
        // for the image's five seconds.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            finished.notify(queue: .global()) { done.resume() }
        }
        let all = replies.all
        #expect(all.count == 5)
        let busy = all.filter { $0.1?.status == 503 }
        let saved = all.filter { $0.1?.status == 303 }
        #expect(busy.count == 1, "\(all.map { $0.1?.status ?? 0 })")
        #expect(saved.count == 4)
        let refusal = busy.first?.1?.body ?? ""
        #expect(refusal.contains("try again in a moment (nothing was written)"), "\(refusal)")
        // The four saved recipes have their images; the one turned away wrote nothing.
        #expect(AddPageTests.files(kitchen, "recipes").count == 4)
        #expect(AddPageTests.files(kitchen, "images").count == 4)
        if let refused = busy.first?.0 {
            #expect(!AddPageTests.files(kitchen, "recipes").contains("slow-toast-\(refused).recipe"))
        }
    }
}

/// The replies of requests made on several threads at once.
final class SaveReplies: @unchecked Sendable {
    private let lock = NSLock()
    private var replies: [(Int, RawHTTP.Reply?)] = []

    func add(_ number: Int, _ reply: RawHTTP.Reply?) {
        lock.lock()
        replies.append((number, reply))
        lock.unlock()
    }

    var all: [(Int, RawHTTP.Reply?)] {
        lock.lock()
        defer { lock.unlock() }
        return replies
    }
}

import Foundation
import Testing

/// The Add page in headless Chromium: a link shared to the installed page
/// (the manifest's share target) is previewed, saved with its image, and
/// the image is shown on the card and in the collection; Edit & Save with
/// a syntax error is refused with the error at its line.
///
/// The forms are sent with the page's own `fetch` (as a script would):
/// Chromium sends `Origin: null` with a plain form post from a page whose
/// referrer policy is `no-referrer`, which the server's origin check
/// refuses for now.
@Suite(.serialized, .enabled(if: WebDriver.binaries != nil, "chromium and chromium-driver are not installed; scripts/ensure-deps installs them"))
struct AddPageBrowserTests {
    /// Sends the form that `selector` names with fetch; "STATUS URL\nBODY" of the answer.
    static func send(_ selector: String) -> String {
        """
        var form = document.querySelector('\(selector)');
        return fetch(form.action, {method: 'POST', credentials: 'same-origin',
            headers: {'Content-Type': 'application/x-www-form-urlencoded'},
            body: new URLSearchParams(new FormData(form)).toString()})
          .then(function (r) { return r.text().then(function (t) { return r.status + ' ' + r.url + '\\n' + t; }); });
        """
    }

    @Test func aSharedLinkIsPreviewedSavedAndShownWithItsImage() async throws {
        let pages = await LinkTestServer.started()
        let kitchen = try AddPageTests.emptyKitchen()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let server = try ServeProcess(root: kitchen, arguments: ["--allow-private-links"])
        defer { server.stop() }
        let browser = try WebDriver(width: KitchenBrowserTests.width, height: KitchenBrowserTests.height)
        defer { browser.quit() }
        let base = "http://127.0.0.1:\(server.port)"
        let link = "\(pages.base)/pages/marmiton.html"

        // What the phone opens when ClipCook is chosen in its share sheet.
        try browser.open(base + "/add?title=Ratatouille&text=&url=" + RawHTTP.encode(link))
        try browser.wait(20, "the preview") { try browser.text("#preview-title") == "Ratatouille" }
        #expect(try browser.text("#clip-input") == link)
        #expect(try browser.text("#preview-ingredients").split(separator: "\n").count == 11)
        #expect(AddPageTests.files(kitchen, "recipes").isEmpty)
        // With CLIPCOOK_SCREENSHOTS=1 this replaces docs/images/kitchen-add.png.
        let shots = KitchenBrowserTests.screenshotFolder
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        let shot = shots.appendingPathComponent("kitchen-add.png")
        try browser.screenshot(to: shot)
        #expect(try KitchenBrowserTests.pngSize(shot) == (KitchenBrowserTests.width, KitchenBrowserTests.height))

        let saved = try browser.script(Self.send("form.clip-save")) as? String ?? ""
        #expect(saved.hasPrefix("200 \(base)/recipe/ratatouille"), "\(saved.prefix(300))")
        #expect(AddPageTests.files(kitchen, "recipes") == ["ratatouille.recipe"])
        let check = try AddPageTests.fmtCheck(kitchen)
        #expect(check.status == 0, "\(check.output)")

        // The image, loaded by the browser, on the card and in the collection's row.
        try browser.open(base + "/recipe/ratatouille")
        try browser.wait(10, "the card's image") { (try browser.script("return document.querySelector('img.photo').naturalWidth") as? Int ?? 0) > 0 }
        try browser.open(base + "/")
        try browser.wait(10, "the row's image") { (try browser.script("return document.querySelector('img.thumb').naturalWidth") as? Int ?? 0) > 0 }
        // The icons the manifest names load as images of their size.
        try browser.open(base + "/icons/icon-192.png")
        try browser.wait(5, "the icon") { (try browser.script("return document.images[0].naturalWidth") as? Int ?? 0) == 192 }
    }

    @Test func editAndSaveWithASyntaxErrorIsRefusedAtItsLine() throws {
        let kitchen = try AddPageTests.emptyKitchen()
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let server = try ServeProcess(root: kitchen)
        defer { server.stop() }
        let browser = try WebDriver(width: KitchenBrowserTests.width, height: KitchenBrowserTests.height)
        defer { browser.quit() }
        let base = "http://127.0.0.1:\(server.port)"
        try browser.open(base + "/add")
        try browser.type("Toast\nIngredients:\n- 2 slices bread\nMethod:\n1. Toast it.", into: "#clip-input")
        try browser.click("#preview-button")
        try browser.wait(10, "the preview") { try browser.text("#preview-title") == "Toast" }
        try browser.type("recipe Toast\n  category breakfast\n  servings 1\n\ningredients\n  2 slices bread\n", into: "#recipe-text")
        let refused = try browser.script(Self.send("form.clip-edit")) as? String ?? ""
        #expect(refused.hasPrefix("400 "), "\(refused.prefix(300))")
        #expect(refused.contains("recipes/new.recipe:6:"), "\(refused)")
        #expect(AddPageTests.files(kitchen, "recipes").isEmpty)

        // Corrected, it is saved in the canonical layout.
        try browser.type("recipe Toast\n  category breakfast\n  servings 1\n\ningredients\n  - 2 slices bread\n", into: "#recipe-text")
        let saved = try browser.script(Self.send("form.clip-edit")) as? String ?? ""
        #expect(saved.hasPrefix("200 \(base)/recipe/toast"), "\(saved.prefix(300))")
        #expect(AddPageTests.files(kitchen, "recipes") == ["toast.recipe"])
        #expect(try AddPageTests.fmtCheck(kitchen).status == 0)
    }
}

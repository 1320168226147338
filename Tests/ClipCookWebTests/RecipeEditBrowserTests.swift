import Foundation
import Testing

/// Editing a recipe's text on a phone, in headless Chromium at 390 px with
/// scripts off and on: from the recipe's page to the edit page, an error
/// shown at its line with nothing written, then a save that lands in the
/// file as `fmt` would write it, and Undo.
@Suite(.serialized, .enabled(if: WebDriver.binaries != nil, "chromium and chromium-driver are not installed; scripts/ensure-deps installs them"))
struct RecipeEditBrowserTests {
    /// Puts `text` in the text area (as typing it would, without typing a whole file key by key).
    static func fill(_ browser: WebDriver, _ text: String) throws {
        let data = try JSONSerialization.data(withJSONObject: [text])
        let literal = String(decoding: data, as: UTF8.self)
        try browser.script("document.getElementById('recipe-text').value = \(literal)[0];")
    }

    @Test(arguments: [false, true])
    func editFromThePhone(javascript: Bool) throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        let browser = try WebDriver(javascript: javascript)
        defer { browser.quit() }
        let original = server.file(RecipeEditTests.path)
        try browser.open("http://127.0.0.1:\(server.port)/recipe/red-lentil-soup")
        try browser.press("#edit-link")
        try browser.wait(5, "the edit page") { try browser.text("h1").hasPrefix("Edit Red Lentil Soup") }
        #expect(try browser.script("return document.getElementById('recipe-text').value") as? String == original)

        // An error: the page lists it at its line, keeps the text, and writes nothing.
        let broken = original.replacingOccurrences(of: "  servings 6\n", with: "  servings six\n")
        try Self.fill(browser, broken)
        try browser.press("#save-edit")
        try browser.wait(5, "the refusal") { try browser.text("#edit-error").contains("nothing written") }
        #expect(try browser.text("#problems").contains("line 5"))
        #expect(try browser.script("return document.getElementById('recipe-text').value") as? String == broken)
        #expect(server.file(RecipeEditTests.path) == original)
        if javascript {
            // The script puts the cursor on the line of the first error.
            let caret = try browser.script(
                "var a = document.getElementById('recipe-text'); return a.value.slice(0, a.selectionStart).split('\\n').length")
            #expect(caret as? Int == 5)
        }

        // Corrected and changed: written as fmt writes it, the comment kept.
        let changed = original.replacingOccurrences(of: "Simmer for 25 minutes", with: "Simmer for 30 minutes")
        try Self.fill(browser, changed.replacingOccurrences(of: "  - salt\n", with: "  -   salt  \n"))
        try browser.press("#save-edit")
        try browser.wait(5, "the recipe page") { browser.currentURL.hasSuffix("/recipe/red-lentil-soup") }
        #expect(server.file(RecipeEditTests.path) == changed)
        #expect(try browser.text("ol.steps").contains("Simmer for 30 minutes"))

        try browser.press("#undo")
        try browser.wait(5, "the undo") { server.file(RecipeEditTests.path) == original }
    }
}

import Foundation
import Testing

/// A page saved in its own charset, as old recipe sites still serve them
/// (`<meta charset="iso-8859-1">`, or none at all, which a browser reads as
/// windows-1252): `clipcook import` reads it as a browser shows it, with a
/// warning, where it refused it as invalid UTF-8 (issue 33, round fifteen;
/// a tune page of `fresh13` was not imported for it). A `.json` file of
/// JSON-LD that is not UTF-8 is still refused.
@Suite struct LatinPageImportTests {
    /// `350°F` and `Crème` in Latin-1 bytes: `°` is 0xB0 and `è` 0xE8, neither valid UTF-8 alone.
    static func page(meta: String) -> [UInt8] {
        let head = "<html><head>\(meta)<title>Lemon Bars</title></head><body><div class=\"hrecipe\"><h1 class=\"fn\">Lemon Bars</h1>"
        let list = "<ul><li class=\"ingredient\">2 c. flour</li><li class=\"ingredient\">1 c. Cr\u{E8}me fra\u{EE}che</li></ul>"
        let method = "<div class=\"instructions\"><p>Bake at 350\u{B0}F for 20 minutes.</p></div></div></body></html>"
        return (head + list + method).unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
    }

    func imported(_ bytes: [UInt8], named name: String) throws -> (Executable.Result, [String: Any]?) {
        let work = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let page = work.appendingPathComponent(name)
        try Data(bytes).write(to: page)
        let kitchen = work.appendingPathComponent("kitchen")
        let result = try Executable.run(["import", page.path, "--into", kitchen.path, "--no-images"])
        let file = kitchen.appendingPathComponent("recipes/lemon-bars.recipe").path
        guard FileManager.default.fileExists(atPath: file) else { return (result, nil) }
        let json = try Executable.run(["convert", file, "--to", "json"])
        return (result, try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    }

    @Test(arguments: ["<meta charset=\"iso-8859-1\">", "<meta http-equiv=\"Content-Type\" content=\"text/html; charset=windows-1252\">", ""])
    func aPageInLatinOneIsReadAsABrowserShowsIt(meta: String) throws {
        let (result, recipe) = try imported(Self.page(meta: meta), named: "bars.html")
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: the page is not UTF-8: read as"), "\(result.stderr)")
        let read = try #require(recipe)
        let names = (read["ingredients"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(names == ["flour", "Crème fraîche"])
        let steps = (read["steps"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(steps == ["Bake at 350°F for 20 minutes."])
    }

    @Test func aJSONFileThatIsNotUTF8IsStillRefused() throws {
        let json =
            Array(#"{"@type": "Recipe", "name": "Lemon Bars", "recipeIngredient": ["1 c. Cr"#.utf8) + [0xE8]
            + Array(#"me"], "recipeInstructions": "Mix."}"#.utf8)
        let (result, recipe) = try imported(json, named: "bars.json")
        #expect(result.exitCode != 0)
        #expect(result.stderr.contains("error: invalid UTF-8"), "\(result.stderr)")
        #expect(recipe == nil)
    }
}

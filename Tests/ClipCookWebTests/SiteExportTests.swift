import Foundation
import Testing

/// `clipcook export --to site DIR`: the kitchen view's pages as static files.
@Suite struct SiteExportTests {
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = ServeProcess.executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func theSiteHasEveryRecipeAndWeekWithoutFormsOrScriptsAndPrintRules() throws {
        let kitchen = try ServeProcess.exampleCollection()
        let site = kitchen.deletingLastPathComponent().appendingPathComponent("site")
        let result = try Self.run(["export", "-C", kitchen.path, "--to", "site", site.path])
        #expect(result.status == 0, "\(result.output)")
        // 13 recipes, one of them archived.
        #expect(result.output.contains("wrote 12 recipe pages, 2 week pages and index.html"))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("recipe-beef-chili-old.html").path))
        let read = { (name: String) in (try? String(contentsOf: site.appendingPathComponent(name), encoding: .utf8)) ?? "" }
        let index = read("index.html")
        #expect(index.contains("<a href=\"recipe-red-lentil-soup.html\">"))
        #expect(index.contains("<a href=\"week-2026-W48.html\">2026-W48</a>"))
        let card = read("recipe-red-lentil-soup.html")
        #expect(card.contains("<span class=\"amount\">300 g</span> red lentils"))
        for page in [index, card, read("week-2026-W48.html")] {
            #expect(!page.isEmpty)
            #expect(!page.contains("<form"))
            #expect(!page.contains("<script"))
            #expect(page.contains("<link rel=\"stylesheet\" href=\"app.css\">"))
        }
        #expect(read("app.css").contains("@media print"))
        let missing = try Self.run(["export", "-C", kitchen.path, "--to", "site"])
        #expect(missing.status == 2)
        #expect(missing.output.contains("--to site needs the folder"))
    }
}

import Foundation
import Testing
@testable import ClipCookKit

/// An export larger than the input limit is read in chunks
/// (`JSONExportStream`); these use a small limit and small chunks, so that
/// a few kilobytes exercise what a 300 MB export does.
@Suite struct JSONExportStreamTests {
    /// An export of `count` recipes (the examples, again and again under
    /// new ids) with a plan, a shopping item and settings, over several lines.
    static func export(recipes count: Int) throws -> [UInt8] {
        let examples = try RecipeJSONReaderTests.repositoryRecipes().filter { $0.aiMeta == nil }
        var recipes: [Recipe] = []
        for index in 0..<count {
            var recipe = examples[index % examples.count]
            recipe.id = "r\(index)"
            recipes.append(recipe)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted]
        return Array(try encoder.encode(CollectionExport(
            user: Settings(units: .imperial), recipes: recipes,
            mealSlots: [MealSlot(id: "m1", day: try #require(Day("2026-11-23")), meal: .lunch, recipeId: "r0")],
            shoppingItems: [ShoppingItem(id: "s1", name: "milk")])))
    }

    func file(_ bytes: [UInt8]) throws -> (path: String, remove: () -> Void) {
        let folder = try TemporaryFolder()
        try Data(bytes).write(to: URL(fileURLWithPath: folder.path + "/export.json"))
        return (folder.path + "/export.json", { folder.remove() })
    }

    @Test(arguments: [7, 64, 4096])
    func aLargeExportReadInChunksIsTheWholeReadsExport(_ chunk: Int) throws {
        let bytes = try Self.export(recipes: 40)
        let limit = 16 * 1024
        #expect(bytes.count > 4 * limit)
        let (path, remove) = try file(bytes)
        defer { remove() }
        // The usual read refuses a file that large.
        #expect(throws: FileReadError.self) { try FileBytes.load(atPath: path, limit: limit) }
        let streamed = JSONExportStream.read(path: path, limit: limit, chunkSize: chunk)
        let whole = JSONDocumentDecoder.decode(SourceFile(path: path, bytes: bytes))
        #expect(streamed.diagnostics == [])
        guard case .export(let export)? = streamed.content else {
            Issue.record("no export: \(streamed.diagnostics)")
            return
        }
        #expect(export.recipes.count == 40)
        #expect(streamed.content == whole.content)
    }

    @Test func aFileWithinTheLimitIsReadWhole() throws {
        let bytes = try Self.export(recipes: 3)
        let (path, remove) = try file(bytes)
        defer { remove() }
        let read = JSONExportStream.read(path: path, limit: bytes.count)
        #expect(read.content == JSONDocumentDecoder.decode(SourceFile(path: path, bytes: bytes)).content)
        #expect(read.content != nil)
    }

    /// A bad recipe far into the file gives the diagnostic the whole read
    /// gives: the same path, line and column, and nothing is imported.
    @Test(arguments: [
        (#""servings": 4"#, #""servings": "four""#),
        (#""name": "#, #""nom": "#),
        (#""category": "Dinner""#, #""category": "Supper""#),
        (#""order": 1"#, #""order": 1.5"#),
    ])
    func aBadRecipeIsReportedWhereTheWholeReadReportsIt(_ good: String, _ bad: String) throws {
        var text = String(decoding: try Self.export(recipes: 40), as: UTF8.self)
        let marker = try #require(text.range(of: #""id" : "r31""#))
        let after = try #require(text.range(of: good.replacingOccurrences(of: "\": ", with: "\" : "), range: marker.upperBound..<text.endIndex))
        text.replaceSubrange(after, with: bad.replacingOccurrences(of: "\": ", with: "\" : "))
        let bytes = Array(text.utf8)
        let (path, remove) = try file(bytes)
        defer { remove() }
        let streamed = JSONExportStream.read(path: path, limit: 16 * 1024, chunkSize: 100)
        let whole = JSONDocumentDecoder.decode(SourceFile(path: path, bytes: bytes))
        #expect(streamed.content == nil)
        #expect(whole.content == nil)
        #expect(streamed.diagnostics.map(\.headline) == whole.diagnostics.map(\.headline))
        #expect(streamed.diagnostics.first?.message.hasPrefix("recipes[3") == true)
    }

    @Test(arguments: [
        (#"{"recipes": [{"id": "a"} "#, "unexpected end of the file"),
        (#"["#, "expected a JSON object at the top level"),
        (#"{"recipes": [], "user": {} "x"}"#, "expected ',' or '}' in the top-level object"),
    ])
    func brokenLargeFilesAreRefused(_ head: String, _ message: String) throws {
        // Padded with blanks inside the text to pass the limit.
        let bytes = Array(head.utf8)
        let padded = bytes.count > 1 ? Array(bytes[0..<1]) + Array(repeating: 0x20, count: 5000) + Array(bytes[1...])
            : bytes + Array(repeating: 0x20, count: 5000)
        let (path, remove) = try file(padded)
        defer { remove() }
        let read = JSONExportStream.read(path: path, limit: 1024, chunkSize: 50)
        #expect(read.content == nil)
        #expect(read.diagnostics.map(\.message) == [message])
    }
}

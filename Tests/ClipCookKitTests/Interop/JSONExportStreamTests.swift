import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
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
        return Array(
            try encoder.encode(
                CollectionExport(
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
        let padded =
            bytes.count > 1
            ? Array(bytes[0..<1]) + Array(repeating: 0x20, count: 5000) + Array(bytes[1...])
            : bytes + Array(repeating: 0x20, count: 5000)
        let (path, remove) = try file(padded)
        defer { remove() }
        let read = JSONExportStream.read(path: path, limit: 1024, chunkSize: 50)
        #expect(read.content == nil)
        #expect(read.diagnostics.map(\.message) == [message])
    }

    /// `DocumentReader.read(path:as:)` picks the reader by size: whole
    /// within the limit, in chunks for a larger export when JSON is asked
    /// for or nothing is, and refused as too large otherwise.
    @Test func theReaderOfAPathPicksTheChunkedReaderForALargeExportOnly() throws {
        let limit = 16 * 1024
        let bytes = try Self.export(recipes: 40)
        #expect(bytes.count > limit)
        let (path, remove) = try file(bytes)
        defer { remove() }
        let whole = JSONDocumentDecoder.decode(SourceFile(path: path, bytes: bytes))
        #expect(whole.content != nil)
        #expect(JSONExportStream.isLargeExport(atPath: path, limit: limit))
        for format in [nil, InteropFormat.json] {
            let read = try DocumentReader.read(path: path, as: format, limit: limit, chunkSize: 100)
            #expect(read.source == nil)  // read in chunks: no text kept
            #expect(read.result.diagnostics == [])
            #expect(read.result.content == whole.content)
        }
        // Within the limit: read whole, the text kept for the diagnostics.
        let within = try DocumentReader.read(path: path, as: nil, limit: bytes.count)
        #expect(within.source?.bytes == bytes)
        #expect(within.result.content == whole.content)
        #expect(!JSONExportStream.isLargeExport(atPath: path, limit: bytes.count))
        // Another format asked for: the usual read, which refuses the size.
        #expect(throws: FileReadError.tooLarge(path, size: bytes.count, limit: limit)) {
            try DocumentReader.read(path: path, as: .cooklang, limit: limit)
        }
    }

    /// Files over 1 KB that are no JSON object, or binary.
    static let largeNonExports: [[UInt8]] = {
        let blanks = [UInt8](repeating: 0x20, count: 5000)
        let text: [UInt8] = [UInt8](repeating: UInt8(ascii: "a"), count: 5000)
        let list: [UInt8] = [UInt8(ascii: "[")] + blanks + [UInt8(ascii: "]")]
        let binary: [UInt8] = [UInt8(ascii: "{"), 0] + blanks + [UInt8(ascii: "}")]
        return [text, list, binary]
    }()

    @Test(arguments: largeNonExports)
    func aLargeFileThatIsNoExportIsRefusedAsTooLarge(_ bytes: [UInt8]) throws {
        let (path, remove) = try file(bytes)
        defer { remove() }
        #expect(!JSONExportStream.isLargeExport(atPath: path, limit: 1024))
        #expect(throws: FileReadError.tooLarge(path, size: bytes.count, limit: 1024)) {
            try DocumentReader.read(path: path, as: nil, limit: 1024)
        }
    }

    @Test func aSmallBinaryFileGivesTheBinaryDiagnostic() throws {
        let bytes = Array("{\"recipes\": []}".utf8) + [0, 1, 2]
        let (path, remove) = try file(bytes)
        defer { remove() }
        let read = try DocumentReader.read(path: path, as: nil, limit: 1024)
        #expect(read.result.content == nil)
        let source = try #require(read.source)
        #expect(read.result.diagnostics == [FileBytes.binaryDiagnostic(at: 15, in: source)])
    }
}

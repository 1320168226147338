import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// An export's recipes are decoded apart, on every core
/// (`JSONDecoder.exportInParts`); these check that the parts make exactly
/// the export that decoding the whole text makes, and that every text the
/// whole decode refuses also falls back to it (so errors keep their paths).
@Suite struct JSONExportInPartsTests {
    /// The whole text at once, with Foundation's decoder: the reference.
    func whole(_ bytes: [UInt8]) -> CollectionExport? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return try? JSONDecoder().decode(CollectionExport.self, from: Data(bytes[start...]))
    }

    func inParts(_ bytes: [UInt8]) -> CollectionExport? {
        let source = SourceFile(path: "export.json", bytes: bytes)
        let map = JSONSourceMap(scanning: source, recordingRanges: false)
        guard !map.diagnostics.hasErrors else { return nil }
        return JSONDocumentDecoder.exportInParts(source, map: map)
    }

    /// The example recipes as an export, with a BOM, escapes and nulls around them.
    static func exampleExport() throws -> [UInt8] {
        var recipes: [Recipe] = []
        for path in RepositoryFiles.files(under: "examples/recipes") where path.hasSuffix(".recipe") {
            let text = try String(contentsOf: RepositoryFiles.url(path), encoding: .utf8)
            if case .recipe(let recipe)? = Language.parse(SourceFile(path: path, text: text)).document { recipes.append(recipe) }
        }
        let encoded = try JSONEncoder().encode(
            CollectionExport(
                user: Settings(units: .imperial), recipes: recipes,
                mealSlots: [MealSlot(id: "m1", day: try #require(Day("2026-11-23")), meal: .lunch, recipeId: "toast")]))
        let odd =
            #"{"id": "t\u00e9\"st", "title": "Caf\u00e9 \ud83c\udf73 \n", "servings": 2, "category": "Lunch", "thumbnail": null,"#
            + #" "aiMeta": {"a": [1, 2.5e3, null, {"b": "\/"}]}, "tags": ["x"], "isFavourite": true}"#
        var text = String(decoding: encoded, as: UTF8.self)
        let recipesKey = try #require(text.range(of: "\"recipes\":["))
        text.insert(contentsOf: odd + ",\n  ", at: recipesKey.upperBound)
        #expect(recipes.count >= 5)
        return [0xEF, 0xBB, 0xBF] + Array(text.utf8)
    }

    @Test func thePartsMakeTheSameExportAsTheWhole() throws {
        let bytes = try Self.exampleExport()
        let reference = try #require(whole(bytes))
        #expect(reference.recipes.count >= 6)
        #expect(reference.recipes.first?.title == "Café 🍳 \n")
        #expect(inParts(bytes) == reference)
        guard case .export(let decoded)? = JSONDocumentDecoder.decode(SourceFile(path: "export.json", bytes: bytes)).content else {
            Issue.record("not an export")
            return
        }
        #expect(decoded == reference)
    }

    @Test(arguments: [
        #"{"recipes": []}"#,
        #"{"recipes": null, "mealSlots": []}"#,
        #"{"mealSlots": [], "recipes": [{"id": "a", "title": "A", "servings": 1, "category": "Lunch"}], "user": {"units": "imperial"}}"#,
        #"  {"user": {}, "recipes" : [ {"id": "a", "title": "A", "servings": 1, "category": "Lunch"} , {"id": "b", "title": "B", "servings": 3, "category": "Dinner"}]}  "#,
    ])
    func smallExports(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(inParts(bytes) == nil || inParts(bytes) == whole(bytes))
        #expect(whole(bytes) != nil)
        guard case .export(let decoded)? = JSONDocumentDecoder.decode(SourceFile(path: "e.json", bytes: bytes)).content else {
            Issue.record("not an export: \(text)")
            return
        }
        #expect(decoded == whole(bytes))
    }

    /// A recipe the whole decode refuses makes the parts give up too, so
    /// that the error is found by the whole decode with its full path.
    @Test func aBadRecipeFallsBackToTheWholeDecodeAndItsPath() {
        let text =
            #"{"recipes": [{"id": "a", "title": "A", "servings": 1, "category": "Lunch"}, "#
            + #"{"id": "b", "title": "B", "servings": "two", "category": "Lunch"}]}"#
        #expect(inParts(Array(text.utf8)) == nil)
        let result = JSONDocumentDecoder.decode(SourceFile(path: "e.json", text: text))
        #expect(result.content == nil)
        #expect(result.diagnostics.map(\.headline) == ["e.json:1:115: error: recipes[1].servings: expected an integer, found a string"])
    }

    /// Random damage to an export: whenever the parts give an export it is
    /// the whole decode's, and whatever the whole decode refuses the parts
    /// refuse as well.
    @Test func mutatedExportsDecodeTheSameInParts() throws {
        var generator = JSONRobustnessTests.Generator(state: 0x2545_F491_4F6C_DD1D)
        let seed = try Self.exampleExport()
        let alphabet: [UInt8] = Array("{}[]\",:0123456789.eE+-\\u tnfal".utf8)
        var decodedInParts = 0
        for _ in 0..<400 {
            var bytes = seed
            generator.mutate(&bytes, most: 3, alphabet: alphabet)
            guard UTF8Validation.firstInvalidOffset(in: bytes) == nil else { continue }
            let parts = inParts(bytes)
            if let parts {
                decodedInParts += 1
                #expect(parts == whole(bytes))
            } else if JSONSourceMap(scanning: SourceFile(path: "e.json", bytes: bytes)).diagnostics.isEmpty {
                // The text is valid JSON: the parts may only give up where the whole fails too,
                // or where the list of recipes is not a list.
                let reference = whole(bytes)
                #expect(reference == nil || reference?.recipes.isEmpty == true)
            }
        }
        #expect(decodedInParts > 20)
    }

    @Test func theScanRecordsTheTopLevelListsAndTheirElements() throws {
        let json = #"{"a": 1, "recipes": [ {"x": [1, 2]}, "s" ,3 ], "b": [[]]}"#
        let map = JSONSourceMap(scanning: SourceFile(path: "e.json", text: json), recordingRanges: false)
        #expect(map.diagnostics.isEmpty)
        #expect(map.topLevelKeys == ["a", "recipes", "b"])
        let bytes = Array(json.utf8)
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        #expect(map.topLevelValues.map(text) == ["1", #"[ {"x": [1, 2]}, "s" ,3 ]"#, "[[]]"])
        #expect(try #require(map.topLevelElements["recipes"]).map(text) == [#"{"x": [1, 2]}"#, #""s""#, "3"])
        #expect(try #require(map.topLevelElements["b"]).map(text) == ["[]"])
        #expect(map.topLevelElements["a"] == nil)
    }

    /// Duplicate keys are found by comparing keys in small objects and through
    /// a set in large ones; keys equal as text (a precomposed and a
    /// decomposed é, an escape) are duplicates either way.
    @Test(arguments: [3, 40])
    func duplicateKeysInSmallAndLargeObjects(_ count: Int) {
        let filler = (0..<count).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ")
        for (first, second) in [("caf\u{E9}", "cafe\u{301}"), ("a", "\\u0061"), ("k1x", "k1x")] {
            let text = "{" + filler + #", "\#(first)": 1, "\#(second)": 2}"#
            let map = JSONSourceMap(scanning: SourceFile(path: "d.json", text: text), recordingRanges: false)
            #expect(map.diagnostics.count == 1)
            #expect(map.diagnostics.first?.message.hasPrefix("duplicate key") == true)
        }
        let distinct = "{" + filler + #", "café": 1, "cafe": 2}"#
        #expect(JSONSourceMap(scanning: SourceFile(path: "d.json", text: distinct), recordingRanges: false).diagnostics.isEmpty)
        let repeated = "{" + filler + ", " + #""k0": 0}"#
        let map = JSONSourceMap(scanning: SourceFile(path: "d.json", text: repeated), recordingRanges: false)
        #expect(map.diagnostics.map(\.message) == ["duplicate key 'k0'"])
    }

    /// Numbers whose size the scan decides without converting them, and the longer ones it converts.
    @Test(arguments: [
        ("123456789012345678", true), ("-9223372036854775808", true), ("9223372036854775807", true),
        ("9223372036854775808", false), ("1" + String(repeating: "0", count: 299) + ".5", true),
        ("1" + String(repeating: "0", count: 309) + ".5", false), ("1e308", true), ("1e309", false), ("-0.0e-999", true),
    ])
    func numberSizes(_ number: String, _ fits: Bool) {
        let map = JSONSourceMap(scanning: SourceFile(path: "n.json", text: #"{"n": \#(number)}"#), recordingRanges: false)
        #expect(map.diagnostics.map(\.message) == (fits ? [] : ["number too large"]))
    }
}

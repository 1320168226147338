import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The fast reader of an export's recipes (`RecipeJSONReader`) against
/// Foundation's `JSONDecoder`: the same model for every recipe it accepts,
/// and nothing for a text `JSONDecoder` refuses, so that the fallback gives
/// the error with its path.
@Suite struct RecipeJSONReaderTests {
    func reference(_ bytes: [UInt8]) -> Recipe? {
        try? JSONDecoder().decode(Recipe.self, from: Data(bytes))
    }

    /// Equal as models and written alike by `JSONEncoder` (`==` on
    /// strings is canonical equivalence; the encoding compares the scalars).
    func same(_ a: Recipe, _ b: Recipe) -> Bool {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return a == b && (try? encoder.encode(a)) == (try? encoder.encode(b))
    }

    /// Every recipe of the examples and the test fixtures, as `JSONEncoder` writes it.
    static func repositoryRecipes() throws -> [Recipe] {
        var recipes: [Recipe] = []
        for folder in ["examples", "Tests"] {
            for path in RepositoryFiles.files(under: folder) where path.hasSuffix(".recipe") {
                // Fixtures that are not UTF-8 (on purpose) make no recipe.
                guard let text = try? String(contentsOf: RepositoryFiles.url(path), encoding: .utf8) else { continue }
                if case .recipe(let recipe)? = Language.parse(SourceFile(path: path, text: text)).document {
                    recipes.append(recipe)
                }
            }
        }
        return recipes
    }

    @Test func everyRecipeOfTheRepositoryReadsAsJSONDecoderReadsIt() throws {
        let recipes = try Self.repositoryRecipes()
        #expect(recipes.count >= 30)
        let encoder = JSONEncoder()
        var accepted = 0
        for recipe in recipes {
            let bytes = Array(try encoder.encode(recipe))
            let expected = try #require(reference(bytes))
            if let fast = RecipeJSONReader.recipe(in: bytes) {
                accepted += 1
                #expect(same(fast, expected), "\(recipe.id)")
            } else {
                // Only an aiMeta that is not null is left to JSONDecoder.
                #expect(recipe.aiMeta != nil, "the fast reader refused \(recipe.id)")
            }
        }
        #expect(accepted >= recipes.count - 2)
    }

    /// A thousand generated recipe texts, most of them valid, written with
    /// every freedom JSON gives (blanks, key order, escapes, nulls, unknown
    /// keys), some with one flaw: whatever the fast reader gives is what
    /// `JSONDecoder` gives, and it gives nothing where `JSONDecoder` fails.
    @Test func generatedRecipesReadAsJSONDecoderReadsThem() {
        var generator = JSONRobustnessTests.Generator(state: 0x0DDB_1A5E_5BAD_5EED)
        var accepted = 0, refusedByBoth = 0
        for _ in 0..<1000 {
            let bytes = Array(Self.recipeText(&generator).utf8)
            let expected = reference(bytes)
            let fast = RecipeJSONReader.recipe(in: bytes)
            if let fast {
                accepted += 1
                #expect(expected.map { same(fast, $0) } == true, "\(String(decoding: bytes, as: UTF8.self))")
            } else if expected == nil {
                refusedByBoth += 1
            }
        }
        #expect(accepted > 600)
        #expect(refusedByBoth > 50)
    }

    /// The same texts damaged at random bytes.
    @Test func damagedRecipesNeverReadDifferently() {
        var generator = JSONRobustnessTests.Generator(state: 0x1234_5678_9ABC_DEF1)
        let alphabet: [UInt8] = Array("{}[]\",:0123456789.eE+-\\u tnfal".utf8) + [0x00, 0x0A, 0xC3, 0xFF, 0xED, 0xA0, 0x1F]
        var compared = 0
        for _ in 0..<1500 {
            var bytes = Array(Self.recipeText(&generator).utf8)
            generator.mutate(&bytes, most: 3, alphabet: alphabet)
            guard let fast = RecipeJSONReader.recipe(in: bytes) else { continue }
            compared += 1
            let expected = reference(bytes)
            #expect(expected.map { same(fast, $0) } == true, "\(String(decoding: bytes, as: UTF8.self))")
        }
        #expect(compared > 200)
    }

    @Test(arguments: [
        // Refused, for JSONDecoder to decide: fractions, exponents, escapes in keys, duplicates, surrogates.
        (#"{"id":"a","title":"A","servings":2.0,"category":"Lunch"}"#, false),
        (#"{"id":"a","title":"A","servings":2e0,"category":"Lunch"}"#, false),
        (#"{"id":"a","title":"A","serv\u0069ngs":2,"category":"Lunch"}"#, false),
        (#"{"id":"a","title":"A","servings":2,"servings":3,"category":"Lunch"}"#, false),
        (#"{"id":"a","title":"\ud800","servings":2,"category":"Lunch"}"#, false),
        (#"{"id":"a","title":"A","servings":9223372036854775808,"category":"Lunch"}"#, false),
        (#"{"id":"a","title":"A","servings":2,"category":"lunch"}"#, false),
        (#"{"id":"a","title":"A","servings":2,"category":"Lunch","aiMeta":{"k":1}}"#, false),
        (#"{"id":"a","title":"A","servings":2,"category":"Lunch"} x"#, false),
        // Accepted.
        (#" {"id":"a","title":"\ud83c\udf73 \"x\"\/","servings":-0,"category":"Lunch","aiMeta":null,"x":[{"y":1.5e3}]} "#, true),
        (#"{"id":"a","title":"A","servings":9223372036854775807,"category":"Lunch","ingredients":null,"tags":null}"#, true),
    ])
    func edgeCases(_ text: String, _ accepted: Bool) {
        let bytes = Array(text.utf8)
        let fast = RecipeJSONReader.recipe(in: bytes)
        #expect((fast != nil) == accepted)
        if let fast { #expect(reference(bytes).map { same(fast, $0) } == true) }
    }

    /// Damaged exports decode to the same content and the same diagnostics
    /// with the fast reader as with `JSONDecoder` alone.
    @Test func damagedExportsGiveTheSameOutcomeWithAndWithoutTheFastReader() throws {
        var generator = JSONRobustnessTests.Generator(state: 0x5DEE_CE66_D1CE_4E5B)
        let examples = try JSONExportInPartsTests.exampleExport()
        // Generated recipes too, so that the damage falls on every kind of
        // value (their odd values make the validator refuse most of them:
        // then the diagnostics are compared).
        var generatedText = String(decoding: examples, as: UTF8.self)
        let generated = (0..<20).map { _ in Self.recipeText(&generator, valid: true) }.joined(separator: ",")
        let key = try #require(generatedText.range(of: "\"recipes\":["))
        generatedText.insert(contentsOf: generated + ",", at: key.upperBound)
        let seeds = [examples, Array(generatedText.utf8)]
        let alphabet: [UInt8] = Array("{}[]\",:0123456789.eE+-\\u tnfal".utf8)
        var decoded = 0
        for round in 0..<400 {
            var bytes = seeds[round % 2]
            if round > 1 {
                generator.mutate(&bytes, most: 3, alphabet: alphabet)
            }
            let source = SourceFile(path: "e.json", bytes: bytes)
            let fast = JSONDocumentDecoder.decode(source, fastRecipes: true)
            let slow = JSONDocumentDecoder.decode(source, fastRecipes: false)
            #expect(fast.diagnostics == slow.diagnostics)
            #expect(fast.content == slow.content)
            if fast.content != nil { decoded += 1 }
        }
        #expect(decoded > 50)
    }

    // MARK: Generated recipes

    /// A recipe as JSON text; `valid` false lets one flaw in now and then.
    static func recipeText(_ g: inout JSONRobustnessTests.Generator, valid: Bool = false) -> String {
        func blank() -> String { ["", " ", "\n  ", "\t", "\r\n"][g.below(5)] }
        func pick<T>(_ options: [T]) -> T { options[g.below(options.count)] }
        let flaw = valid ? -1 : g.below(8) == 0 ? g.below(12) : -1
        func text() -> String {
            let pieces = [
                "Chicken", "garlic", "Café", "crème brûlée", "🍳", "tab\\there", "quote\\\"d", "back\\\\slash",
                "\\u00e9t\\u00E9", "\\ud83c\\udf73", "line\\nbreak", "slash\\/", "½ cup", "日本", "e\\u0301",
                "\\b\\f\\r", "\\u0000", "",
            ]
            return (0..<(1 + g.below(3))).map { _ in pick(pieces) }.joined(separator: pick([" ", "", "-"]))
        }
        func string() -> String { "\"" + text() + "\"" }
        func optional(_ value: () -> String) -> String? {
            switch g.below(4) {
            case 0: return nil  // key left out
            case 1: return "null"
            default: return value()
            }
        }
        func int(_ range: ClosedRange<Int>) -> String { String(Int.random(in: range, using: &g)) }
        func object(_ members: [(String, String?)]) -> String {
            var present = members.compactMap { key, value in value.map { (key, $0) } }
            if g.below(3) == 0 { present.append(("x-" + String(g.below(9)), pick(["1", "2.5e-3", "[true, {\"a\": null}]", "\"z\"", "{}"]))) }
            for i in stride(from: present.count - 1, to: 0, by: -1) where g.below(3) == 0 {
                present.swapAt(i, g.below(i + 1))
            }
            return "{" + blank() + present.map { "\"\($0.0)\"" + blank() + ":" + blank() + $0.1 }.joined(separator: "," + blank()) + blank() + "}"
        }
        func list(_ count: Int, _ element: () -> String) -> String {
            "[" + blank() + (0..<count).map { _ in element() }.joined(separator: "," + blank()) + blank() + "]"
        }
        func ingredient() -> String {
            object([
                ("id", string()), ("name", string()), ("amount", optional(string)), ("notes", optional(string)),
                ("food", optional(string)), ("quantity", g.below(4) == 0 ? "1.5" : nil), ("unit", g.below(4) == 0 ? "\"g\"" : nil),
            ])
        }
        func timer() -> String {
            object([("seconds", int(0...7200)), ("secondsMax", optional { int(0...9000) }), ("label", optional(string))])
        }
        func step() -> String {
            object([
                ("id", string()), ("order", int(-3...40)), ("text", string()),
                ("timers", optional { list(g.below(3), timer) }),
            ])
        }
        func stamp() -> String {
            "\"" + pick(["2026-02-25T10:15:00Z", "2026-02-25T10:15:00.123+01:00", "2024-02-29t23:59:60z"]) + "\""
        }
        var members: [(String, String?)] = [
            ("id", flaw == 0 ? nil : string()),
            ("title", flaw == 1 ? "7" : string()),
            ("thumbnail", optional(string)), ("sourceUrl", optional(string)),
            ("sourcePlatform", optional { flaw == 2 ? "\"vimeo\"" : pick(["\"instagram\"", "\"tiktok\"", "\"youtube\""]) }),
            ("caption", optional(string)), ("prepTime", optional(string)), ("cookTime", optional(string)),
            ("servings", flaw == 3 ? "2.5" : flaw == 4 ? "\"2\"" : int(-5...1_000_000)),
            ("category", flaw == 5 ? "\"Brunch\"" : pick(["\"Breakfast\"", "\"Lunch\"", "\"Dinner\"", "\"Snack\""])),
            ("ingredients", optional { list(g.below(5), ingredient) }),
            ("steps", optional { list(g.below(4), step) }),
            (
                "nutrition",
                optional {
                    object([
                        ("calories", int(0...3000)), ("protein", int(0...200)), ("carbs", int(0...300)),
                        ("fats", flaw == 6 ? nil : int(0...150)),
                    ])
                }
            ),
            ("aiMeta", g.below(6) == 0 ? "{\"model\": \"x\", \"n\": 1}" : optional { "null" }),
            ("isArchived", optional { pick(["true", "false"]) }),
            ("isFavourite", optional { flaw == 7 ? "1" : pick(["true", "false"]) }),
            ("createdAt", optional { flaw == 8 ? "\"2026-02-30T10:00:00Z\"" : stamp() }),
            ("updatedAt", optional(stamp)),
            ("tags", optional { list(g.below(3), string) }),
        ]
        if flaw == 9 { members.append(("servings", "3")) }
        if flaw == 10 { members.append(("title", "\"\\ud800\"")) }
        if flaw == 11 { members[0] = ("id", "\"a\u{01}b\"") }
        return object(members)
    }
}

extension JSONRobustnessTests.Generator: RandomNumberGenerator {}

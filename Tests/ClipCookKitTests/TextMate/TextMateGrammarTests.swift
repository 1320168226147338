import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// `grammar/clipcook.tmLanguage.json`: valid JSON, every regular expression
/// compiles, the keywords are the parser's, and each construct is matched.
@Suite struct TextMateGrammarTests {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("grammar/clipcook.tmLanguage.json")

    static func grammar() throws -> [String: Any] {
        let data = try Data(contentsOf: url)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func repository() throws -> [String: [String: Any]] {
        try #require(try grammar()["repository"] as? [String: [String: Any]])
    }

    /// Every `match`, `begin` and `end` in the grammar, however deep.
    static func expressions(in value: Any, at path: String = "") -> [(String, String)] {
        if let object = value as? [String: Any] {
            return object.sorted { $0.key < $1.key }.flatMap { key, child -> [(String, String)] in
                if ["match", "begin", "end"].contains(key), let pattern = child as? String { return [("\(path)/\(key)", pattern)] }
                return expressions(in: child, at: "\(path)/\(key)")
            }
        }
        if let array = value as? [Any] {
            return array.enumerated().flatMap { expressions(in: $1, at: "\(path)[\($0)]") }
        }
        return []
    }

    /// The words of the first alternation group `(a|b|c)` of a rule's pattern.
    static func alternatives(_ rule: String, key: String = "match") throws -> Set<String> {
        let pattern = try #require(try repository()[rule]?[key] as? String)
        let group = try #require(
            try NSRegularExpression(pattern: #"\((?:\?i:)?([a-z][a-z _\[\]-]*(?:\|[a-z][a-z _\[\]-]*)+)\)"#)
                .firstMatch(in: pattern, range: NSRange(pattern.startIndex..., in: pattern)))
        let text = try #require(Range(group.range(at: 1), in: pattern).map { String(pattern[$0]) })
        return Set(text.replacingOccurrences(of: "[ _-]", with: " ").split(separator: "|").map(String.init))
    }

    static func matches(_ rule: String, _ line: String, key: String = "match") throws -> Bool {
        let pattern = try #require(try repository()[rule]?[key] as? String)
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }

    @Test func isValidJSONWithTheExpectedShape() throws {
        let grammar = try Self.grammar()
        #expect(grammar["scopeName"] as? String == "source.clipcook")
        #expect(Set(grammar["fileTypes"] as? [String] ?? []) == ["recipe", "plan", "list", "settings", "inbox"])
        let repository = try Self.repository()
        // Every include names a rule that exists.
        let data = try Data(contentsOf: Self.url)
        let text = String(decoding: data, as: UTF8.self)
        let includes = try NSRegularExpression(pattern: ##""include": "#([a-z-]+)""##)
            .matches(in: text, range: NSRange(text.startIndex..., in: text))
            .compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
        #expect(!includes.isEmpty)
        for name in includes { #expect(repository[name] != nil, "missing rule \(name)") }
    }

    @Test func everyRegularExpressionCompiles() throws {
        let all = Self.expressions(in: try Self.grammar())
        #expect(all.count > 20)
        for (path, pattern) in all {
            #expect(throws: Never.self, "\(path): \(pattern)") { _ = try NSRegularExpression(pattern: pattern) }
        }
    }

    @Test func keywordsAreTheParsers() throws {
        #expect(try Self.alternatives("header") == Set(Keywords.headers))
        #expect(try Self.alternatives("section") == Set(Keywords.recipeSections + Keywords.settingsSections))
        #expect(
            try Self.alternatives("property", key: "begin")
                == Set(Keywords.recipeProperties + Keywords.settingsProperties + Keywords.pendingProperties))
        #expect(try Self.alternatives("macros") == Set(Keywords.macros))
        #expect(try Self.alternatives("annotation", key: "begin") == Set(Keywords.allAnnotations))
        #expect(try Self.alternatives("meal", key: "begin") == Set(Keywords.mealNames))
    }

    @Test(arguments: [
        ("header", "recipe Creamy Tuscan Chicken Pasta", "match"),
        ("section", "nutrition per serving", "match"),
        ("day", "day 2026-11-23", "match"),
        ("pending", "pending https://example.com/a", "match"),
        ("meal", "  Morning-Snack: quick Apple calories 95 protein 0 carbs 25 fats 0", "begin"),
        ("shopping-item", "  - [x] 500 g flour", "begin"),
        ("ingredient", "  - 500 g chicken", "begin"),
        ("step", "  12. Bake.", "begin"),
        ("property", "  servings 4", "begin"),
        ("lint-rule", "  calories-match-macros warning", "match"),
        ("macros", "  calories 580  protein 42", "match"),
        ("annotation", "[timer 6 min \"each side\"]", "begin"),
        ("caption-line", "  | Save this!", "match"),
        ("comment", "  servings 4  -- feeds four", "match"),
        ("timestamp", "created 2026-02-25T10:15:00Z", "match"),
        ("duration", "1 h 30 min", "match"),
    ])
    func eachConstructIsMatched(_ rule: String, _ line: String, _ key: String) throws {
        #expect(try Self.matches(rule, line, key: key))
    }

    @Test func aCheckboxIsNotAnExplicitAmount() throws {
        #expect(try !Self.matches("shopping-item", "  - [2 large] eggs", key: "begin"))
        #expect(try !Self.matches("shopping-item", "  - [] \"2 eggs\"", key: "begin"))
        #expect(try !Self.matches("comment", "  - low-fat milk"))
    }
}

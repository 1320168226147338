import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// RecipeMD's own test cases (github.com/tstehr/RecipeMD, `testcases/`),
/// measured when `CLIPCOOK_RECIPEMD_CASES` names a folder holding a copy
/// of them (they are LGPL-3.0 and not in this repository; the rules they
/// check are covered by `RecipeMDRulesTests` with our own documents).
///
/// A `*.invalid.md` passes when it is refused with an error; a valid `NAME.md`
/// when its `NAME.json` agrees with what was read: the title, the
/// ingredients of every group in order (their count; each one's amount there
/// or not; its link; its name, Markdown marks left out, starting with the
/// name read), the tags, whether there is a description and whether there
/// are instructions.
@Suite struct RecipeMDReferenceCasesTests {
    @Test func theReferenceCases() throws {
        guard let folder = ProcessInfo.processInfo.environment["CLIPCOOK_RECIPEMD_CASES"] else { return }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".md") }.sorted()
        var passed = 0
        for name in names {
            let path = folder + "/" + name
            let source = SourceFile(path: name, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            let result = DocumentReader.read(source, as: .recipemd)
            let problems: [String]
            if name.hasSuffix(".invalid.md") {
                problems = result.content == nil && result.diagnostics.hasErrors ? [] : ["accepted"]
            } else {
                let jsonPath = String(path.dropLast(3)) + ".json"
                let expected = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: jsonPath)))
                guard let object = expected as? [String: Any] else { throw CancellationError() }
                problems = Self.compare(result, object)
            }
            if problems.isEmpty { passed += 1 }
            print("recipemd reference \(name): \(problems.isEmpty ? "ok" : problems.joined(separator: "; "))")
        }
        print("recipemd reference cases: \(passed)/\(names.count)")
        #expect(passed == names.count)
    }

    static func flatIngredients(_ node: [String: Any]) -> [[String: Any]] {
        let own = node["ingredients"] as? [[String: Any]] ?? []
        let groups = node["ingredient_groups"] as? [[String: Any]] ?? []
        return own + groups.flatMap(flatIngredients)
    }

    /// A name as text: Markdown's marks and link targets left out.
    static func plain(_ text: String) -> String {
        var out = ""
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "]", i + 1 < chars.count, chars[i + 1] == "(" {
                while i < chars.count, chars[i] != ")" { i += 1 }
            } else if !"*_[]".contains(c) {
                out.append(c == "-" ? " " : c)
            }
            i += 1
        }
        return IngredientText.collapseBlanks(out)
    }

    static func compare(_ result: InteropReadResult, _ expected: [String: Any]) -> [String] {
        guard case .document(.recipe(let recipe))? = result.content else {
            return ["refused: " + result.diagnostics.map(\.message).joined(separator: " | ")]
        }
        var problems: [String] = []
        if recipe.title != expected["title"] as? String { problems.append("title \(recipe.title)") }
        let ingredients = flatIngredients(expected)
        if ingredients.count != recipe.ingredients.count {
            problems.append("\(recipe.ingredients.count) ingredients, expected \(ingredients.count)")
        } else {
            for (mine, theirs) in zip(recipe.ingredients, ingredients) {
                let hasAmount = !(theirs["amount"] is NSNull)
                if hasAmount == mine.amount.isEmpty { problems.append("amount of \(mine.name)") }
                if let link = theirs["link"] as? String, !(mine.notes ?? "").contains("recipe: " + link) {
                    problems.append("link of \(mine.name)")
                }
                let name = plain(theirs["name"] as? String ?? "")
                if !name.hasPrefix(plain(mine.name)) { problems.append("name \(mine.name) vs \(name)") }
            }
        }
        let tags = expected["tags"] as? [String] ?? []
        let mineTags = recipe.tags + (tags.contains { RecipeCategory.lenient($0) != nil } ? [recipe.category.rawValue] : [])
        if Set(mineTags.map { $0.lowercased() }) != Set(tags.map { $0.lowercased() }) { problems.append("tags \(recipe.tags)") }
        if (expected["description"] is String) != (recipe.caption != nil) { problems.append("description") }
        if (expected["instructions"] is String) != !recipe.steps.isEmpty { problems.append("instructions") }
        return problems
    }
}

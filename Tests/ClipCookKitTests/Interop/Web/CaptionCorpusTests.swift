import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The captions of `Fixtures/captions`, written the ways creators write
/// them, each with the recipe a cook would expect (`NAME.json`: title,
/// ingredient and step counts, servings, and the stated nutrition and the
/// category when the caption gives them). `tuned/` shaped the reader;
/// `held-out/` was written first and never tuned on. A caption is right
/// when every field is.
@Suite struct CaptionCorpusTests {
    struct Expected: Decodable {
        var title: String
        var ingredients: Int
        var steps: Int
        var servings: Int
        var nutrition: Nutrition?
        var category: RecipeCategory?

        enum CodingKeys: String, CodingKey { case title, ingredients, steps, servings, nutrition, category }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            title = try c.decode(String.self, forKey: .title)
            ingredients = try c.decode(Int.self, forKey: .ingredients)
            steps = try c.decode(Int.self, forKey: .steps)
            servings = try c.decode(Int.self, forKey: .servings)
            nutrition = try c.decodeIfPresent(Nutrition.self, forKey: .nutrition)
            category = try c.decodeIfPresent(String.self, forKey: .category).flatMap { RecipeCategory.lenient($0) }
        }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/captions")

    /// Each caption of a part, with what was wrong with it (empty when right).
    static func score(_ part: String) throws -> [(String, [String])] {
        let base = folder.appendingPathComponent(part)
        let names = try FileManager.default.contentsOfDirectory(atPath: base.path).filter { $0.hasSuffix(".txt") }.sorted()
        return try names.map { name in
            let text = try String(contentsOf: base.appendingPathComponent(name), encoding: .utf8)
            let expectedURL = base.appendingPathComponent(String(name.dropLast(4)) + ".json")
            let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: expectedURL))
            let recipe = CaptionReader.read(text).recipe
            var wrong: [String] = []
            if recipe.title != expected.title { wrong.append("title '\(recipe.title)'") }
            if recipe.ingredients.count != expected.ingredients {
                wrong.append("\(recipe.ingredients.count) ingredients \(recipe.ingredients.map(\.name))")
            }
            if recipe.steps.count != expected.steps { wrong.append("\(recipe.steps.count) steps \(recipe.steps.map(\.text))") }
            if recipe.servings != expected.servings { wrong.append("servings \(recipe.servings)") }
            if recipe.nutrition != expected.nutrition { wrong.append("nutrition \(String(describing: recipe.nutrition))") }
            if let category = expected.category, recipe.category != category { wrong.append("category \(recipe.category)") }
            return (name, wrong)
        }
    }

    /// The figures of a part; the misses only of the tuned part (a held-out part is a measure, not a guide).
    static func report(_ part: String) throws -> (right: Int, total: Int) {
        let results = try score(part)
        for (name, wrong) in results where !wrong.isEmpty && part == "tuned" {
            print("caption \(part)/\(name): " + wrong.joined(separator: "; "))
        }
        let right = results.filter { $0.1.isEmpty }.count
        print("captions \(part): \(right)/\(results.count) right")
        return (right, results.count)
    }

    @Test func theTunedCaptionsAllReadRight() throws {
        let (right, total) = try Self.report("tuned")
        #expect(total >= 30)
        #expect(right == total)
    }

    /// The figure docs/import-export.md states for the held-out part.
    static let heldOutFloor = 12

    @Test func theHeldOutCaptionsReadAtLeastAsWellAsTheGuideSays() throws {
        let (right, total) = try Self.report("held-out")
        #expect(total >= 10)
        #expect(right >= Self.heldOutFloor)
    }

    /// The figure docs/import-export.md states for the second held-out part
    /// (issue 33): ten captions written before this round's changes.
    static let secondHeldOutFloor = 8

    @Test func theSecondHeldOutCaptionsReadAtLeastAsWellAsTheGuideSays() throws {
        let (right, total) = try Self.report("held-out-2")
        #expect(total == 10)
        #expect(right >= Self.secondHeldOutFloor)
    }

    /// The figure docs/import-export.md states for the third held-out part:
    /// ten captions written after this round's changes and read once.
    static let thirdHeldOutFloor = 8

    @Test func theThirdHeldOutCaptionsReadAtLeastAsWellAsTheGuideSays() throws {
        let (right, total) = try Self.report("held-out-3")
        #expect(total == 10)
        #expect(right >= Self.thirdHeldOutFloor)
    }
}

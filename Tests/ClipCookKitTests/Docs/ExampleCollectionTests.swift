import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// examples/ is the collection the README opens and later work reuses: it must
/// parse cleanly, hang together (plan references resolve) and show every
/// construct of the language.
@Suite struct ExampleCollectionTests {
    static let examples = ExampleCollection.loaded

    @Test(arguments: ExampleCollection.paths)
    func fileParsesWithoutErrors(_ path: String) {
        let result = ExampleCollection.parse(path)
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.headline)
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
        #expect(result.document?.kind == ExampleCollection.expectedKind(of: path), "\(path) holds the wrong kind")
    }

    /// The REPL writes example files back through the printer, and export and
    /// import go through JSON: both must give back the same document.
    @Test(arguments: ExampleCollection.paths)
    func fileSurvivesPrintingAndJSON(_ path: String) throws {
        let document = try #require(ExampleCollection.parse(path).document)
        let printed = Language.print(document)
        let reread = Language.parse(SourceFile(path: path, text: printed))
        #expect(reread.document == document, "printed form:\n\(printed)")
        let again = try #require(reread.document)
        #expect(Language.print(again) == printed)

        func viaJSON<T: Codable & Equatable>(_ value: T) throws -> Bool {
            try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value)) == value
        }
        switch document {
        case .recipe(let value): #expect(try viaJSON(value))
        case .plan(let value): #expect(try viaJSON(value))
        case .shoppingList(let value): #expect(try viaJSON(value))
        case .settings(let value): #expect(try viaJSON(value))
        case .inbox(let value): #expect(try viaJSON(value))
        case .pantry(let value): #expect(try viaJSON(value))
        case .aisles(let value): #expect(try viaJSON(value))
        case .foods(let value): #expect(try viaJSON(value))
        }
    }

    /// The examples show the canonical layout: `clipcook fmt --check examples` passes.
    @Test(arguments: ExampleCollection.paths)
    func fileIsFormatted(_ path: String) throws {
        let source = SourceFile(path: path, bytes: RepositoryFiles.data(path).map { [UInt8]($0) } ?? [])
        let formatted = try Formatter.format(source)
        let original = String(decoding: source.bytes, as: UTF8.self)
        #expect(formatted == original, "\(UnifiedDiff.diff(original, formatted, oldName: path, newName: path))")
    }

    @Test func recipesCoverEveryCategory() {
        let recipes = Self.examples.recipes
        #expect(recipes.count >= 12)
        #expect(Set(recipes.map(\.category)) == Set(RecipeCategory.allCases))
        let ids = recipes.map(\.id)
        #expect(Set(ids).count == ids.count, "duplicate recipe ids: \(ids.sorted())")
        #expect(Set(recipes.compactMap(\.sourcePlatform)) == Set(SourcePlatform.allCases))
    }

    @Test func plansCoverTwoWeeksAndEverySlot() throws {
        let slots = Self.examples.slots
        #expect(Set(slots.map(\.meal)) == Set(MealType.allCases))
        let days = Set(slots.map(\.day))
        #expect(days.count >= 14)
        let monday = try #require(Day("2026-11-16"))
        for offset in 0..<14 {
            let day = try #require(monday.adding(days: offset))
            #expect(days.contains(day), "no meals on \(day)")
        }
        #expect(monday.weekday == 1)
        #expect(slots.contains { $0.servings != nil }, "no servings multiplier")
        #expect(slots.contains { $0.quickAdd != nil && $0.recipeId == nil }, "no quick-add")
        #expect(slots.contains { $0.quickAdd != nil && $0.recipeId != nil }, "no recipe with a quick-add")
        #expect(slots.contains { $0.quickAdd == nil && $0.recipeId == nil }, "no empty slot")
        #expect(slots.contains { $0.createdAt != nil })
    }

    @Test func planReferencesResolveToActiveRecipes() {
        let byId = Dictionary(Self.examples.recipes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let references = Self.examples.slots.compactMap(\.recipeId)
        #expect(references.count >= 40)
        for reference in references {
            let recipe = byId[reference]
            #expect(recipe != nil, "the plan names a missing recipe: \(reference)")
            #expect(recipe?.isArchived != true, "the plan names an archived recipe: \(reference)")
        }
    }

    @Test func recipesShowEveryConstruct() {
        let recipes = Self.examples.recipes
        let captions = recipes.compactMap(\.caption)
        #expect(captions.contains { $0.contains("\n\n") }, "no multi-line caption with an empty line")
        #expect(captions.contains { $0.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) } }, "no Japanese")
        #expect(captions.contains { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } }, "no emoji")
        #expect(recipes.contains { $0.title.contains("\"") }, "no title with quotes")
        #expect(recipes.contains { $0.title.contains("--") }, "no title with --")
        #expect(recipes.contains { $0.isArchived })
        #expect(recipes.contains { $0.isFavourite })
        #expect(recipes.contains { $0.aiMeta != nil && $0.createdAt != nil && $0.updatedAt != nil })
        #expect(recipes.contains { !$0.tags.isEmpty })
        #expect(recipes.contains { $0.prepTime != nil && $0.cookTime != nil && $0.thumbnail != nil })

        let ingredients = recipes.flatMap(\.ingredients)
        let amounts = ingredients.map(\.amount)
        #expect(amounts.contains(""), "no ingredient without an amount")
        #expect(amounts.contains("a pinch"))
        #expect(amounts.contains { $0.contains(" 1/2") || $0.hasPrefix("1 1/") }, "no mixed number")
        #expect(amounts.contains { $0.hasPrefix("1/2") }, "no fraction")
        #expect(amounts.contains { $0.contains("½") }, "no unicode fraction")
        #expect(amounts.contains { $0.range(of: #"^\d+-\d+"#, options: .regularExpression) != nil }, "no range")
        #expect(amounts.contains { $0.contains("[") }, "no quoted amount holding a bracket")
        #expect(ingredients.contains { $0.name.contains(",") }, "no name holding a comma")
        #expect(ingredients.contains { $0.name.hasPrefix("\"") }, "no name starting with a quote")
        #expect(ingredients.contains { $0.notes?.contains(",") == true }, "no notes holding a comma")
        #expect(ingredients.contains { $0.name.contains("ñ") || $0.name.contains("è") })

        let steps = recipes.flatMap(\.steps)
        let timers = steps.flatMap(\.timers)
        #expect(timers.contains { $0.label == nil })
        #expect(timers.contains { $0.label?.contains(" ") == true })
        #expect(timers.contains { $0.seconds == 5400 }, "no 1 h 30 min timer")
        #expect(steps.contains { $0.text.contains("--") }, "no quoted step holding --")

        let nutrition = recipes.compactMap(\.nutrition)
        #expect(nutrition.count == recipes.count, "a recipe without nutrition")
    }

    /// Calories agree with 4 kcal/g protein and carbs and 9 kcal/g fats within
    /// 10 %, for recipes (per serving, after `total` is divided) and quick-adds.
    @Test func nutritionIsPlausible() {
        func check(_ name: String, _ calories: Int, _ protein: Int, _ carbs: Int, _ fats: Int) {
            let fromMacros = 4 * protein + 4 * carbs + 9 * fats
            #expect(abs(calories - fromMacros) * 10 <= calories, "\(name): \(calories) kcal but macros give \(fromMacros)")
        }
        for recipe in Self.examples.recipes {
            guard let n = recipe.nutrition else { continue }
            check(recipe.title, n.calories, n.protein, n.carbs, n.fats)
        }
        for slot in Self.examples.slots {
            guard let q = slot.quickAdd else { continue }
            check(q.name, q.calories, q.protein, q.carbs, q.fats)
        }
        let goals = Self.examples.settings.map(\.nutritionGoals)
        #expect(goals.count == 1)
        for g in goals {
            #expect(4 * g.protein + 4 * g.carbs + 9 * g.fats == g.calories)
            #expect(g != NutritionGoals.defaultGoals)
        }
    }

    /// What a linter checks, in its simplest form: a step that mentions a
    /// duration has a timer, and every ingredient is named in some step.
    @Test func stepsHaveTimersAndUseEveryIngredient() {
        let duration = #"\b\d+\s*(h|hr|hrs|hour|hours|min|mins|minute|minutes|sec|secs|second|seconds)\b"#
        func words(_ text: String) -> String {
            let kept = text.lowercased().unicodeScalars.map {
                CharacterSet.alphanumerics.contains($0) ? Character($0) : " "
            }
            return String(kept).split(separator: " ").joined(separator: " ")
        }
        for recipe in Self.examples.recipes {
            for step in recipe.steps where step.text.range(of: duration, options: .regularExpression) != nil {
                #expect(!step.timers.isEmpty, "\(recipe.title), step \(step.order) mentions a time but has no timer")
            }
            let method = " " + words(recipe.steps.map(\.text).joined(separator: " ")) + " "
            for ingredient in recipe.ingredients {
                #expect(
                    method.contains(" " + words(ingredient.name) + " "),
                    "\(recipe.title): no step uses \(ingredient.name)")
            }
        }
    }

    @Test func shoppingListAndInboxHangTogether() {
        let items = Self.examples.shoppingItems
        #expect(items.contains { $0.checked })
        #expect(items.contains { !$0.checked })
        #expect(items.contains { $0.amount == nil })
        #expect(items.contains { $0.amount != nil })
        let byId = Dictionary(Self.examples.recipes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let fromRecipes = items.filter { $0.recipeId != nil }
        #expect(fromRecipes.count >= 3)
        for item in fromRecipes {
            let recipe = byId[item.recipeId ?? ""]
            #expect(recipe != nil, "\(item.name) names a missing recipe")
            if let name = item.recipeName { #expect(recipe?.title == name) }
        }
        let statuses = Set(Self.examples.pendingImports.map(\.status))
        #expect(statuses.isSuperset(of: [.ready, .failed]))
    }
}

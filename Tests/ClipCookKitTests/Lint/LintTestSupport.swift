import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Builders for the rule tests: models in code, no parser needed.
enum LintFixture {
    static func recipe(
        _ title: String = "Toast", id: String? = nil, servings: Int = 1,
        ingredients: [(amount: String, name: String)] = [("2", "slices bread")],
        steps: [String] = ["Toast the bread."], nutrition: Nutrition? = nil, archived: Bool = false
    ) -> Recipe {
        Recipe(
            id: id ?? title.lowercased().replacingOccurrences(of: " ", with: "-"), title: title, servings: servings,
            category: .breakfast,
            ingredients: ingredients.enumerated().map { Ingredient(id: "i\($0 + 1)", name: $1.name, amount: $1.amount) },
            steps: steps.enumerated().map { Step(id: "s\($0 + 1)", order: $0 + 1, text: $1) },
            nutrition: nutrition, isArchived: archived)
    }

    static func slot(_ day: String, _ meal: MealType = .dinner, recipe: String? = nil, quick: QuickAddItem? = nil, id: String? = nil) throws
        -> MealSlot
    {
        MealSlot(
            id: id ?? "\(day)-\(meal.rawValue)-\(recipe ?? quick?.name ?? "none")", day: try #require(Day(day)),
            meal: meal, recipeId: recipe, quickAdd: quick)
    }

    static func file(_ path: String, _ document: Document) -> LintFile {
        LintFile(path: path, document: document)
    }

    /// The messages a rule reports on the first file, checked against all of them.
    static func messages(_ rule: some LintRule, _ files: [LintFile], wholeCollection: Bool = true) -> [String] {
        let context = LintContext(files: files, isWholeCollection: wholeCollection)
        return rule.check(files[0], in: context).map(\.message)
    }

    static func messages(_ rule: some LintRule, recipe: Recipe) -> [String] {
        messages(rule, [file("recipes/r.recipe", .recipe(recipe))])
    }
}

@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// A collection held in memory, for testing the command layer without files.
/// `conflictOnNextWrite` makes the next write report a file changed on disk.
final class MemoryStore: CollectionStore {
    var entries: [RecipeEntry]
    var conflictOnNextWrite = false
    var mealSlots: [MealSlot] = []
    var shoppingItems: [ShoppingItem] = []
    var problems: [FileProblem] = []
    private(set) var loads = 0

    init(_ recipes: [Recipe]) {
        entries = recipes.map { RecipeEntry(recipe: $0, path: "recipes/\($0.id).recipe") }
    }

    func load() -> KitchenSnapshot {
        loads += 1
        return KitchenSnapshot(
            root: "/kitchen", recipes: entries, planFileCount: mealSlots.isEmpty ? 0 : 1, mealSlots: mealSlots,
            shoppingItems: shoppingItems, problems: problems)
    }

    private func checkConflict(_ path: String?, overwrite: Bool) throws(StoreError) {
        if conflictOnNextWrite, !overwrite {
            conflictOnNextWrite = false
            throw .conflict(Conflict(path: path ?? "?", mine: Array("mine\n".utf8), theirs: Array("theirs\n".utf8)))
        }
    }

    func setFlag(_ flag: RecipeFlag, to value: Bool, in entry: RecipeEntry, overwrite: Bool) throws(StoreError) -> StoreChange {
        try checkConflict(entry.path, overwrite: overwrite)
        guard let index = entries.firstIndex(where: { $0.recipe.id == entry.recipe.id }) else { throw .failed("gone", kind: .notFound) }
        let before = entries[index].recipe
        switch flag {
        case .favourite: entries[index].recipe.isFavourite = value
        case .archived: entries[index].recipe.isArchived = value
        }
        return StoreChange(
            summary: "\(flag.rawValue) '\(before.title)'", recipeId: before.id, path: entry.path, previousBytes: nil, previousRecipe: before)
    }

    func rename(_ entry: RecipeEntry, to newId: String, overwrite: Bool) throws(StoreError) -> StoreChange {
        throw .failed("a memory store does not rename", kind: .invalidInput)
    }

    func applyOnTop(_ conflict: Conflict, summary: String, recipe: Recipe) throws(StoreError) -> StoreChange {
        throw .failed("a memory store has no disk version", kind: .conflict)
    }

    func delete(_ entry: RecipeEntry, overwrite: Bool) throws(StoreError) -> StoreChange {
        try checkConflict(entry.path, overwrite: overwrite)
        entries.removeAll { $0.recipe.id == entry.recipe.id }
        return StoreChange(
            summary: "delete '\(entry.recipe.title)'", recipeId: entry.recipe.id, path: entry.path, previousBytes: nil, previousRecipe: entry.recipe)
    }

    func createRecipe(title: String, id: String) throws(StoreError) -> StoreChange {
        entries.append(RecipeEntry(recipe: Recipe(id: id, title: title, category: .dinner), path: "recipes/\(id).recipe"))
        return StoreChange(summary: "new '\(title)'", recipeId: id, path: "recipes/\(id).recipe", previousBytes: nil, previousRecipe: nil)
    }

    func revert(_ change: StoreChange, overwrite: Bool) throws(StoreError) {
        try checkConflict(change.path, overwrite: overwrite)
        entries.removeAll { $0.recipe.id == change.recipeId }
        if let previous = change.previousRecipe {
            entries.append(RecipeEntry(recipe: previous, path: change.path))
        }
    }

    func editablePath(of entry: RecipeEntry) -> String? { nil }
    func contents(ofFile path: String) -> [UInt8]? { nil }
    func replaceContents(ofFile path: String, with bytes: [UInt8]) throws(StoreError) {}
    func check(file path: String) -> FileProblem? { nil }
}

/// A small kitchen used across the session tests.
enum SampleKitchen {
    static let recipes: [Recipe] = [
        Recipe(
            id: "creamy-tuscan-chicken-pasta", title: "Creamy Tuscan Chicken Pasta", prepTime: "10 min", cookTime: "25 min",
            servings: 4, category: .dinner,
            ingredients: [
                Ingredient(id: "i1", name: "chicken breast", amount: "500 g", notes: "sliced thin"),
                Ingredient(id: "i2", name: "penne", amount: "250 g"),
                Ingredient(id: "i3", name: "sun-dried tomatoes", amount: "1/2 cup"),
            ],
            steps: [Step(id: "s1", order: 1, text: "Cook the penne in salted water.", timers: [StepTimer(seconds: 660)])],
            nutrition: Nutrition(calories: 580, protein: 42, carbs: 55, fats: 22), isFavourite: true,
            tags: ["pasta", "chicken", "weeknight"]),
        Recipe(
            id: "overnight-oats", title: "Overnight Oats", caption: "Creamy oats, no cooking.", prepTime: "5 min",
            servings: 1, category: .breakfast,
            ingredients: [Ingredient(id: "i1", name: "rolled oats", amount: "50 g"), Ingredient(id: "i2", name: "milk", amount: "150 ml")],
            nutrition: Nutrition(calories: 350, protein: 14, carbs: 55, fats: 8), tags: ["make-ahead"]),
        Recipe(
            id: "creme-brulee", title: "Crème brûlée", prepTime: "20 min", cookTime: "1 h", servings: 6, category: .snack,
            ingredients: [Ingredient(id: "i1", name: "double cream", amount: "500 ml"), Ingredient(id: "i2", name: "sugar", amount: "a pinch")],
            steps: [Step(id: "s1", order: 1, text: "Bake in a water bath until just set.")],
            nutrition: Nutrition(calories: 420, protein: 5, carbs: 30, fats: 32)),
        Recipe(
            id: "chicken-caesar-wrap", title: "Chicken Caesar Wrap", prepTime: "15 min", servings: 2, category: .lunch,
            ingredients: [Ingredient(id: "i1", name: "grilled chicken", amount: "200 g")],
            nutrition: Nutrition(calories: 520, protein: 38, carbs: 40, fats: 20), tags: ["chicken"]),
        Recipe(
            id: "old-lentil-soup", title: "Old Lentil Soup", cookTime: "40 min", servings: 4, category: .dinner,
            steps: [Step(id: "s1", order: 1, text: "Simmer the chicken stock with lentils.")],
            nutrition: Nutrition(calories: 300, protein: 18, carbs: 45, fats: 4), isArchived: true),
    ]

    struct BadDay: Error {}

    static func today() throws -> Day {
        guard let day = Day(year: 2026, month: 11, day: 23) else { throw BadDay() }
        return day
    }

    static func session(_ store: MemoryStore = MemoryStore(recipes), interaction: any SessionInteraction = ScriptInteraction()) throws -> Session {
        Session(store: store, interaction: interaction, today: try today())
    }
}

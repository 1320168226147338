import Foundation
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// One value of every model with every optional field set, so that its JSON
/// shows every key the model can write.
enum FullyPopulatedModels {
    static func timestamp(_ text: String) -> Timestamp? { Timestamp(text) }

    static let ingredient = Ingredient(
        id: "i1", name: "tomato paste", amount: "2-3 tbsp", notes: "double concentrated", food: "Tomato products, canned, paste, without salt added")
    static let timer = StepTimer(seconds: 5400, secondsMax: 6000, label: "covered")
    static let step = Step(id: "s1", order: 1, text: "Simmer.", timers: [timer])
    static let nutrition = Nutrition(calories: 850, protein: 43, carbs: 85, fats: 38)

    static let recipe = Recipe(
        id: "ragu", title: "Nonna's \"Sunday\" Ragù", thumbnail: "https://example.com/r.jpg",
        sourceUrl: "https://www.youtube.com/watch?v=r4GuSuNd4yQ", sourcePlatform: .youtube,
        caption: "The real one.\nNo shortcuts.", prepTime: "30 min", cookTime: "3 h 30 min", servings: 8,
        category: .dinner, ingredients: [ingredient], steps: [step], nutrition: nutrition,
        aiMeta: .object(["model": .string("caption-parser-2"), "confidence": .double(0.87)]),
        isArchived: true, isFavourite: true, createdAt: timestamp("2026-10-03T08:42:17Z"),
        updatedAt: timestamp("2026-10-05T19:03:00.250+02:00"), tags: ["italian", "slow-cook"],
        rating: RecipeRating(halves: 9), difficulty: .advanced)

    static let quickAdd = QuickAddItem(name: "Apple", calories: 95, protein: 0, carbs: 25, fats: 0)
    static let ownFood = OwnFood(
        name: "Oat drink, barista", calories: 61, protein: 1, carbs: 6.6, fats: 3,
        portions: [Portion(amount: 1, unit: "cup", grams: 240)],
        price: Price(amount: Money(tenThousandths: 24_900), quantity: 1, unit: "l"))
    static let foodPrice = FoodPrice(name: "eggs", price: Price(amount: Money(tenThousandths: 21_000), quantity: 6))

    static var mealSlot: MealSlot? {
        guard let day = Day("2026-11-23") else { return nil }
        return MealSlot(
            id: "slot-9", day: day, meal: .morningSnack, recipeId: "overnight-oats", quickAdd: quickAdd,
            createdAt: timestamp("2026-11-20T18:00:00Z"), servings: 1.5,
            notes: "double portion", isEaten: true, food: FoodPortion(name: "egg", amount: "2 large"))
    }

    static let shoppingItem = ShoppingItem(
        id: "flour", name: "flour", recipeId: "banana-bread", recipeName: "Banana Bread", checked: true,
        amount: "190 g", createdAt: timestamp("2026-11-21T17:45:00Z"))

    static let pendingImport = PendingImport(
        id: "import-1", url: "https://www.tiktok.com/@cook/video/123", status: .ready, title: "Crispy Rice Salad",
        thumbnail: "https://example.com/t.jpg", caption: "line one\nline two", createdAt: timestamp("2026-11-20T09:00:00Z"))

    static let goals = NutritionGoals(calories: 2200, protein: 140, carbs: 230, fats: 80)

    static let settings = Settings(
        id: "u-123", email: "cook@example.com", displayName: "Sam Cook", units: .imperial, darkMode: true,
        isPremium: true, nutritionGoals: goals, schemaVersion: 1, createdAt: timestamp("2026-01-01T00:00:00Z"),
        updatedAt: timestamp("2026-01-02T00:00:00Z"), color: .never, lint: ["calories-match-macros": .error],
        mealTimes: [.breakfast: mealTime], currency: "EUR", varietyDays: 4,
        slotCategories: [.lunch: [.lunch, .dinner], .afternoonSnack: [.snack, .breakfast]],
        pantryFromShopping: true)
    static let mealTime = MealTime(start: 7 * 60 + 30, duration: 20)

    static var export: CollectionExport {
        CollectionExport(
            user: settings, recipes: [recipe], mealSlots: mealSlot.map { [$0] } ?? [],
            shoppingItems: [shoppingItem], pendingImports: [pendingImport],
            pantryItems: [PantryItem(name: "flour", amount: "1 kg", expires: Day("2026-12-01"))],
            aisles: [AisleEntry(aisle: .dairyAndEggs, names: ["oat milk"])],
            foodFiles: [CollectionExport.FoodFile(file: "own.foods", foods: [ownFood], prices: [foodPrice])],
            recipeFiles: [recipe.id: "recipes/elsewhere.recipe"])
    }

    /// The JSON a value encodes to, read back as a JSON value.
    static func json(_ value: some Encodable) throws -> JSONValue {
        // With the derived values, so that every key the schemas list appears.
        let encoder = JSONEncoder()
        if let key = JSONDocumentEncoder.derivedKey { encoder.userInfo[key] = true }
        return try JSONDecoder().decode(JSONValue.self, from: encoder.encode(value))
    }
}

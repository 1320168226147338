import ClipCookCore

/// A field name in a model path (`SourcePath`): the JSON key of the value
/// (`servings`, `recipeId`, `quickAdd`...) or, for macros, the nutrient.
/// One byte, so that recording where a value was written builds no `String`.
public enum SourceField: UInt8, CaseIterable, Sendable {
    // Recipe
    case title, id, category, servings, prepTime, cookTime, sourceUrl, sourcePlatform, thumbnail
    case tags, isFavourite, isArchived, createdAt, updatedAt, aiMeta, caption, nutrition
    case rating, difficulty
    case ingredients, amount, name, notes, food
    case steps, order, text, timers, seconds, secondsMax, label
    // Macros (nutrition, quick-adds, goals)
    case calories, protein, carbs, fats
    // Plan
    case mealSlots, day, meal, recipeId, quickAdd, isCompleted
    // Shopping list, pantry, aisles
    case shoppingItems, checked, recipeName, pantryItems, aisles, aisle, names
    case expires
    // Settings
    case units, darkMode, isPremium, schemaVersion, color, email, displayName
    case nutritionGoals, mealTimes, lint
    // Inbox
    case pendingImports, url, status
    // Foods
    case foods, portions, unit, grams
    // Costs and plan fill (extensions): a food's price, the settings'
    // currency, variety window and slot categories
    case price, per, currency, varietyDays, slotCategories
    // A foods file's prices alone, for foods defined elsewhere
    case prices

    /// The name as paths spell it.
    public var name: String {
        switch self {
        case .title: "title"
        case .id: "id"
        case .category: "category"
        case .servings: "servings"
        case .prepTime: "prepTime"
        case .cookTime: "cookTime"
        case .sourceUrl: "sourceUrl"
        case .sourcePlatform: "sourcePlatform"
        case .thumbnail: "thumbnail"
        case .tags: "tags"
        case .isFavourite: "isFavourite"
        case .isArchived: "isArchived"
        case .createdAt: "createdAt"
        case .updatedAt: "updatedAt"
        case .aiMeta: "aiMeta"
        case .caption: "caption"
        case .nutrition: "nutrition"
        case .rating: "rating"
        case .difficulty: "difficulty"
        case .ingredients: "ingredients"
        case .amount: "amount"
        case .name: "name"
        case .notes: "notes"
        case .food: "food"
        case .steps: "steps"
        case .order: "order"
        case .text: "text"
        case .timers: "timers"
        case .seconds: "seconds"
        case .secondsMax: "secondsMax"
        case .label: "label"
        case .calories: "calories"
        case .protein: "protein"
        case .carbs: "carbs"
        case .fats: "fats"
        case .mealSlots: "mealSlots"
        case .day: "day"
        case .meal: "meal"
        case .recipeId: "recipeId"
        case .quickAdd: "quickAdd"
        case .isCompleted: "isCompleted"
        case .shoppingItems: "shoppingItems"
        case .checked: "checked"
        case .recipeName: "recipeName"
        case .pantryItems: "pantryItems"
        case .aisles: "aisles"
        case .aisle: "aisle"
        case .names: "names"
        case .expires: "expires"
        case .units: "units"
        case .darkMode: "darkMode"
        case .isPremium: "isPremium"
        case .schemaVersion: "schemaVersion"
        case .color: "color"
        case .email: "email"
        case .displayName: "displayName"
        case .nutritionGoals: "nutritionGoals"
        case .mealTimes: "mealTimes"
        case .lint: "lint"
        case .pendingImports: "pendingImports"
        case .url: "url"
        case .status: "status"
        case .foods: "foods"
        case .portions: "portions"
        case .unit: "unit"
        case .grams: "grams"
        case .price: "price"
        case .per: "per"
        case .currency: "currency"
        case .varietyDays: "varietyDays"
        case .slotCategories: "slotCategories"
        case .prices: "prices"
        }
    }

    private static let byName: [Substring: SourceField] =
        Dictionary(uniqueKeysWithValues: allCases.map { (Substring($0.name), $0) })

    /// The field a path spells `name`, if any.
    public init?(name: Substring) {
        guard let field = Self.byName[name] else { return nil }
        self = field
    }

    /// The field of a macro's name (`calories`, `protein`, `carbs`, `fats`).
    public init?(macro name: String) {
        switch name {
        case "calories": self = .calories
        case "protein": self = .protein
        case "carbs": self = .carbs
        case "fats": self = .fats
        default: return nil
        }
    }
}

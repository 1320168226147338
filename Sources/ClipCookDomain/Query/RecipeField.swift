import ClipCookCore
import ClipCookLanguage

/// A property of a recipe that `where` compares and `sort` orders by.
public enum RecipeField: String, CaseIterable, Sendable {
    case calories, protein, carbs, fats, servings, prep, cook
    /// The total time: prep plus cook, in minutes (either alone when the
    /// recipe gives only one).
    case time
    /// 1 to 5 stars in halves.
    case rating
    case title, category

    /// The fields that hold numbers (where-comparisons accept only these).
    public static let numeric: [RecipeField] = [.calories, .protein, .carbs, .fats, .servings, .prep, .cook, .time, .rating]

    /// Accepts the field names plus a few spellings people use.
    public init?(name: String) {
        switch name.lowercased() {
        case "kcal", "calorie", "calories": self = .calories
        case "protein", "proteins": self = .protein
        case "carbs", "carb", "carbohydrates": self = .carbs
        case "fats", "fat": self = .fats
        case "servings", "serving", "serves": self = .servings
        case "prep", "preptime", "prep-time": self = .prep
        case "cook", "cooktime", "cook-time": self = .cook
        case "time", "total", "totaltime", "total-time": self = .time
        case "rating", "stars": self = .rating
        case "title", "name": self = .title
        case "category": self = .category
        default: return nil
        }
    }

    /// The number this field holds for `recipe`; nil when the recipe does not say.
    public func number(of recipe: Recipe) -> Double? {
        switch self {
        case .calories: recipe.nutrition.map { Double($0.calories) }
        case .protein: recipe.nutrition.map { Double($0.protein) }
        case .carbs: recipe.nutrition.map { Double($0.carbs) }
        case .fats: recipe.nutrition.map { Double($0.fats) }
        case .servings: Double(recipe.servings)
        case .prep: recipe.prepTime.flatMap(CookingTime.minutes(in:))
        case .cook: recipe.cookTime.flatMap(CookingTime.minutes(in:))
        case .time: RecipeField.total(RecipeField.prep.number(of: recipe), RecipeField.cook.number(of: recipe))
        case .rating: recipe.rating.map(\.value)
        case .title, .category: nil
        }
    }

    /// The total time of a prep and a cook time: their sum, the one given,
    /// or nil when neither is.
    package static func total(_ prep: Double?, _ cook: Double?) -> Double? {
        switch (prep, cook) {
        case (let p?, let c?): p + c
        case (let p?, nil): p
        case (nil, let c?): c
        case (nil, nil): nil
        }
    }

    public var isNumeric: Bool { RecipeField.numeric.contains(self) }
}

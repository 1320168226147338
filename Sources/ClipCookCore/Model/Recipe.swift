/// A recipe (DATA-002). Field names and JSON keys are the seeds'; `tags`,
/// `rating` and `difficulty` are extension fields, omitted from JSON when
/// empty or unknown.
///
/// JSON mapping of absent values: seed fields that are optional are written
/// as `null` when nil; `createdAt`/`updatedAt` are omitted when unknown
/// (hand-written recipes carry no timestamps); on input `null` and a missing
/// key mean the same thing.
///
/// `title` is declared before `id`, and the public initializer is in an
/// extension handing over to the memberwise one (whose labels, `title:`
/// first, no call of the public one can match): an initializer assigning
/// the properties one by one made the optimizer copy the whole recipe once
/// more (`Ingredient` says the same).
public struct Recipe: Hashable, Sendable {
    public var title: String
    public var id: String
    public var thumbnail: String?
    public var sourceUrl: String?
    public var sourcePlatform: SourcePlatform?
    public var caption: String?
    public var prepTime: String?
    public var cookTime: String?
    public var servings: Int
    public var category: RecipeCategory
    public var ingredients: [Ingredient]
    public var steps: [Step]
    public var nutrition: Nutrition?
    public var aiMeta: JSONValue?
    public var isArchived: Bool
    public var isFavourite: Bool
    public var createdAt: Timestamp?
    public var updatedAt: Timestamp?
    public var tags: [String]
    /// Extension: 1 to 5 stars in halves; left out of JSON when nil.
    public var rating: RecipeRating?
    /// Extension; left out of JSON when nil.
    public var difficulty: RecipeDifficulty?

    public static let maxTitleLength = 200
}

extension Recipe {
    public init(
        id: String, title: String, thumbnail: String? = nil, sourceUrl: String? = nil,
        sourcePlatform: SourcePlatform? = nil, caption: String? = nil, prepTime: String? = nil,
        cookTime: String? = nil, servings: Int = 1, category: RecipeCategory,
        ingredients: [Ingredient] = [], steps: [Step] = [], nutrition: Nutrition? = nil,
        aiMeta: JSONValue? = nil, isArchived: Bool = false, isFavourite: Bool = false,
        createdAt: Timestamp? = nil, updatedAt: Timestamp? = nil, tags: [String] = [],
        rating: RecipeRating? = nil, difficulty: RecipeDifficulty? = nil
    ) {
        self.init(
            title: title, id: id, thumbnail: thumbnail, sourceUrl: sourceUrl, sourcePlatform: sourcePlatform,
            caption: caption, prepTime: prepTime, cookTime: cookTime, servings: servings, category: category,
            ingredients: ingredients, steps: steps, nutrition: nutrition, aiMeta: aiMeta, isArchived: isArchived,
            isFavourite: isFavourite, createdAt: createdAt, updatedAt: updatedAt, tags: tags, rating: rating,
            difficulty: difficulty)
    }
}

extension Recipe: Codable {
    package enum CodingKeys: String, CodingKey {
        case id, title, thumbnail, sourceUrl, sourcePlatform, caption, prepTime, cookTime
        case servings, category, ingredients, steps, nutrition, aiMeta, isArchived, isFavourite
        case createdAt, updatedAt, tags, rating, difficulty
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        title = try c.decode(String.self, forKey: .title)
        thumbnail = try c.decodeIfPresent(String.self, forKey: .thumbnail)
        sourceUrl = try c.decodeIfPresent(String.self, forKey: .sourceUrl)
        sourcePlatform = try c.decodeIfPresent(SourcePlatform.self, forKey: .sourcePlatform)
        caption = try c.decodeIfPresent(String.self, forKey: .caption)
        prepTime = try c.decodeIfPresent(String.self, forKey: .prepTime)
        cookTime = try c.decodeIfPresent(String.self, forKey: .cookTime)
        servings = try c.decode(Int.self, forKey: .servings)
        category = try c.decode(RecipeCategory.self, forKey: .category)
        ingredients = try c.decodeIfPresent([Ingredient].self, forKey: .ingredients) ?? []
        steps = try c.decodeIfPresent([Step].self, forKey: .steps) ?? []
        nutrition = try c.decodeIfPresent(Nutrition.self, forKey: .nutrition)
        let meta = try c.decodeIfPresent(JSONValue.self, forKey: .aiMeta)
        aiMeta = meta == .null ? nil : meta
        isArchived = try c.decodeIfPresent(Bool.self, forKey: .isArchived) ?? false
        isFavourite = try c.decodeIfPresent(Bool.self, forKey: .isFavourite) ?? false
        createdAt = try c.decodeIfPresent(Timestamp.self, forKey: .createdAt)
        updatedAt = try c.decodeIfPresent(Timestamp.self, forKey: .updatedAt)
        tags = try c.decodeIfPresent([String].self, forKey: .tags) ?? []
        rating = try c.decodeIfPresent(RecipeRating.self, forKey: .rating)
        difficulty = try c.decodeIfPresent(RecipeDifficulty.self, forKey: .difficulty)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encode(thumbnail, forKey: .thumbnail)
        try c.encode(sourceUrl, forKey: .sourceUrl)
        try c.encode(sourcePlatform, forKey: .sourcePlatform)
        try c.encode(caption, forKey: .caption)
        try c.encode(prepTime, forKey: .prepTime)
        try c.encode(cookTime, forKey: .cookTime)
        try c.encode(servings, forKey: .servings)
        try c.encode(category, forKey: .category)
        try c.encode(ingredients, forKey: .ingredients)
        try c.encode(steps, forKey: .steps)
        try c.encode(nutrition, forKey: .nutrition)
        try c.encode(aiMeta, forKey: .aiMeta)
        try c.encode(isArchived, forKey: .isArchived)
        try c.encode(isFavourite, forKey: .isFavourite)
        try c.encodeIfPresent(createdAt, forKey: .createdAt)
        try c.encodeIfPresent(updatedAt, forKey: .updatedAt)
        if !tags.isEmpty { try c.encode(tags, forKey: .tags) }
        try c.encodeIfPresent(rating, forKey: .rating)
        try c.encodeIfPresent(difficulty, forKey: .difficulty)
    }
}

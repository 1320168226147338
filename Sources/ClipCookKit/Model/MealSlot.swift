/// One entry of the meal plan (DATA-004): a recipe reference or a quick-add
/// item on a day and in one of the six meals. `servings` (a multiplier of the
/// recipe's serving) is an extension field, omitted from JSON when nil; so
/// are `notes` (a note on the meal) and `isCompleted` (eaten; omitted when
/// false), as the app's planned meals have them.
public struct MealSlot: Hashable, Sendable {
    public var id: String
    public var day: Day
    public var meal: MealType
    public var recipeId: String?
    public var quickAdd: QuickAddItem?
    public var createdAt: Timestamp?
    public var servings: Double?
    public var notes: String?
    public var isEaten: Bool
    /// A food of the nutrition table and an amount (`food egg 2 large`);
    /// `quickAdd` then holds the values computed from the table.
    public var food: FoodPortion?

    public init(
        id: String, day: Day, meal: MealType, recipeId: String? = nil,
        quickAdd: QuickAddItem? = nil, createdAt: Timestamp? = nil, servings: Double? = nil,
        notes: String? = nil, isEaten: Bool = false, food: FoodPortion? = nil
    ) {
        self.id = id
        self.day = day
        self.meal = meal
        self.recipeId = recipeId
        self.quickAdd = quickAdd
        self.createdAt = createdAt
        self.servings = servings
        self.notes = notes
        self.isEaten = isEaten
        self.food = food
    }
}

extension MealSlot: Codable {
    enum CodingKeys: String, CodingKey { case id, day, meal, recipeId, quickAdd, createdAt, servings, notes, isCompleted, food, foodAmount }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        day = try c.decode(Day.self, forKey: .day)
        meal = try c.decode(MealType.self, forKey: .meal)
        recipeId = try c.decodeIfPresent(String.self, forKey: .recipeId)
        quickAdd = try c.decodeIfPresent(QuickAddItem.self, forKey: .quickAdd)
        createdAt = try c.decodeIfPresent(Timestamp.self, forKey: .createdAt)
        servings = try c.decodeIfPresent(Double.self, forKey: .servings)
        notes = try c.decodeIfPresent(String.self, forKey: .notes)
        isEaten = try c.decodeIfPresent(Bool.self, forKey: .isCompleted) ?? false
        if let name = try c.decodeIfPresent(String.self, forKey: .food) {
            food = FoodPortion(name: name, amount: try c.decode(String.self, forKey: .foodAmount))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(day, forKey: .day)
        try c.encode(meal, forKey: .meal)
        try c.encode(recipeId, forKey: .recipeId)
        try c.encode(quickAdd, forKey: .quickAdd)
        try c.encodeIfPresent(createdAt, forKey: .createdAt)
        try c.encodeIfPresent(servings, forKey: .servings)
        try c.encodeIfPresent(notes, forKey: .notes)
        if isEaten { try c.encode(true, forKey: .isCompleted) }
        if let food {
            try c.encode(food.name, forKey: .food)
            try c.encode(food.amount, forKey: .foodAmount)
        }
    }
}

/// `food NAME AMOUNT` in a plan: a food as the user named it and an amount
/// as written ("egg", "2 large").
public struct FoodPortion: Hashable, Sendable {
    public var name: String
    public var amount: String

    public init(name: String, amount: String) {
        self.name = name
        self.amount = amount
    }
}

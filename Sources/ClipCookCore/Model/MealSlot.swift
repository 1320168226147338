/// One entry of the meal plan (DATA-004): a recipe reference or a quick-add
/// item on a day and in one of the six meals. `servings` (a multiplier of the
/// recipe's serving) is an extension field, omitted from JSON when nil; so
/// are `notes` (a note on the meal) and `isCompleted` (eaten; omitted when
/// false), as the app's planned meals have them.
///
/// Memory: a plan can hold a million meals, so a meal is kept in 64 bytes
/// (`MemoryLayout<MealSlot>.stride`). Its id is kept only when written: a
/// derived id (`1900-01-01-afternoon-snack-1`) is kept as its number and
/// spelt out when asked for. The quick-add, timestamp, note and food, which
/// most meals lack, share one box that a meal without them does not have.
/// The public properties read and write exactly as stored ones would.
public struct MealSlot: Sendable {
    /// The id as written or set; nil when it is the derived id numbered `idNumber`.
    private var writtenID: String?
    public var recipeId: String?
    private var extras: Extras?
    /// A multiplier of the recipe's serving.
    public var servings: Double?
    private var storedDay: Day
    /// The number of a derived id (see `writtenID`).
    private var idNumber: UInt32
    private var storedMeal: MealType
    public var isEaten: Bool

    public init(
        id: String, day: Day, meal: MealType, recipeId: String? = nil,
        quickAdd: QuickAddItem? = nil, createdAt: Timestamp? = nil, servings: Double? = nil,
        notes: String? = nil, isEaten: Bool = false, food: FoodPortion? = nil
    ) {
        writtenID = id
        idNumber = 0
        storedDay = day
        storedMeal = meal
        self.recipeId = recipeId
        extras = Extras.make(quickAdd: quickAdd, createdAt: createdAt, notes: notes, food: food)
        self.servings = servings
        self.isEaten = isEaten
    }

    public var id: String {
        get { writtenID ?? MealSlot.derivedID(day: storedDay, meal: storedMeal, number: Int(idNumber)) }
        set { writtenID = newValue }
    }

    /// Changing the day or the meal keeps the id it had.
    public var day: Day {
        get { storedDay }
        set { keepID(); storedDay = newValue }
    }

    public var meal: MealType {
        get { storedMeal }
        set { keepID(); storedMeal = newValue }
    }

    public var quickAdd: QuickAddItem? {
        get { extras?.quickAdd }
        set { extras = Extras.make(quickAdd: newValue, createdAt: createdAt, notes: notes, food: food, conflictSide: conflictSide) }
    }

    public var createdAt: Timestamp? {
        get { extras?.createdAt }
        set { extras = Extras.make(quickAdd: quickAdd, createdAt: newValue, notes: notes, food: food, conflictSide: conflictSide) }
    }

    public var notes: String? {
        get { extras?.notes }
        set { extras = Extras.make(quickAdd: quickAdd, createdAt: createdAt, notes: newValue, food: food, conflictSide: conflictSide) }
    }

    /// A food of the nutrition table and an amount (`food egg 2 large`);
    /// `quickAdd` then holds the values computed from the table.
    public var food: FoodPortion? {
        get { extras?.food }
        set { extras = Extras.make(quickAdd: quickAdd, createdAt: createdAt, notes: notes, food: newValue, conflictSide: conflictSide) }
    }

    /// The side of unresolved merge conflict markers the meal was read
    /// from (see `ConflictSide`); nil outside them. Not part of the meal's
    /// value: neither equality nor JSON holds it.
    public var conflictSide: ConflictSide? {
        get { extras?.conflictSide }
        set { extras = Extras.make(quickAdd: quickAdd, createdAt: createdAt, notes: notes, food: food, conflictSide: newValue) }
    }

    /// The meal's id becomes the derived id numbered `number` (1, 2, ...),
    /// kept as that number (how the parser gives a meal without `[id ...]`
    /// the id `DerivedID.MealSlotNumbering` numbers it).
    package mutating func setDerivedID(number: Int) {
        guard number > 0, let small = UInt32(exactly: number) else {
            writtenID = MealSlot.derivedID(day: storedDay, meal: storedMeal, number: number)
            return
        }
        writtenID = nil
        idNumber = small
    }

    /// Leaves the meal without an id until `setDerivedID` gives it one
    /// (`id` reads as its derived id numbered 0 until then).
    package mutating func clearID() {
        writtenID = nil
        idNumber = 0
    }

    /// Whether `clearID` left the meal without an id.
    package var awaitsNumber: Bool { writtenID == nil && idNumber == 0 }

    /// Whether the id is the derived one numbered `number`, without spelling
    /// it out when it is kept as that number.
    package func hasDerivedID(number: Int) -> Bool {
        guard let writtenID else { return Int(idNumber) == number }
        return writtenID == MealSlot.derivedID(day: storedDay, meal: storedMeal, number: number)
    }

    /// The derived id of the `number`-th `meal` of `day` (`2026-01-05-dinner-1`).
    package static func derivedID(day: Day, meal: MealType, number: Int) -> String {
        "\(day)-\(slugs[meal.position])-\(number)"
    }

    private static let slugs = MealType.allCases.map { DerivedID.slug($0.rawValue) }

    /// Spells out a derived id before the day or meal it is made of changes.
    private mutating func keepID() {
        if writtenID == nil { writtenID = id }
    }

    /// The fields most meals lack, in one immutable box (a setter makes a new one).
    private final class Extras: Sendable {
        let quickAdd: QuickAddItem?
        let createdAt: Timestamp?
        let notes: String?
        let food: FoodPortion?
        let conflictSide: ConflictSide?

        private init(quickAdd: QuickAddItem?, createdAt: Timestamp?, notes: String?, food: FoodPortion?, conflictSide: ConflictSide?) {
            self.quickAdd = quickAdd
            self.createdAt = createdAt
            self.notes = notes
            self.food = food
            self.conflictSide = conflictSide
        }

        /// A box of these values; nil when there is none.
        static func make(
            quickAdd: QuickAddItem?, createdAt: Timestamp?, notes: String?, food: FoodPortion?, conflictSide: ConflictSide? = nil
        ) -> Extras? {
            if quickAdd == nil, createdAt == nil, notes == nil, food == nil, conflictSide == nil { return nil }
            return Extras(quickAdd: quickAdd, createdAt: createdAt, notes: notes, food: food, conflictSide: conflictSide)
        }
    }
}

/// Where a line between git's conflict markers stands: ours (after
/// `<<<<<<<`), the common version (after `|||||||`) or theirs (after
/// `=======`). A meal read from such a line counts as neither side.
public enum ConflictSide: Hashable, Sendable {
    case ours, base, theirs
}

extension MealSlot: Hashable {
    public static func == (lhs: MealSlot, rhs: MealSlot) -> Bool {
        guard lhs.storedDay == rhs.storedDay, lhs.storedMeal == rhs.storedMeal, lhs.recipeId == rhs.recipeId,
            lhs.servings == rhs.servings, lhs.isEaten == rhs.isEaten
        else { return false }
        if lhs.extras !== rhs.extras {
            guard lhs.quickAdd == rhs.quickAdd, lhs.createdAt == rhs.createdAt, lhs.notes == rhs.notes,
                lhs.food == rhs.food
            else { return false }
        }
        // Same day and meal: two derived ids are equal when their numbers are.
        if lhs.writtenID == nil, rhs.writtenID == nil { return lhs.idNumber == rhs.idNumber }
        return lhs.id == rhs.id
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(storedDay)
        hasher.combine(storedMeal)
        hasher.combine(recipeId)
        hasher.combine(servings)
        hasher.combine(quickAdd)
        hasher.combine(createdAt)
        hasher.combine(notes)
        hasher.combine(isEaten)
        hasher.combine(food)
    }
}

extension MealSlot: Codable {
    package enum CodingKeys: String, CodingKey { case id, day, meal, recipeId, quickAdd, createdAt, servings, notes, isCompleted, food, foodAmount }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        var food: FoodPortion?
        if let name = try c.decodeIfPresent(String.self, forKey: .food) {
            food = FoodPortion(name: name, amount: try c.decode(String.self, forKey: .foodAmount))
        }
        self.init(
            id: try c.decode(String.self, forKey: .id),
            day: try c.decode(Day.self, forKey: .day),
            meal: try c.decode(MealType.self, forKey: .meal),
            recipeId: try c.decodeIfPresent(String.self, forKey: .recipeId),
            quickAdd: try c.decodeIfPresent(QuickAddItem.self, forKey: .quickAdd),
            createdAt: try c.decodeIfPresent(Timestamp.self, forKey: .createdAt),
            servings: try c.decodeIfPresent(Double.self, forKey: .servings),
            notes: try c.decodeIfPresent(String.self, forKey: .notes),
            isEaten: try c.decodeIfPresent(Bool.self, forKey: .isCompleted) ?? false,
            food: food)
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

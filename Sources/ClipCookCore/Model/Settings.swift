/// The user's preferences (DATA-001 minus the account and billing parts that a
/// local tool has no use for, which are still carried so that an export
/// round-trips): units, goals, schema version, plus the extensions `color`,
/// `lint` (rule id -> off | warning | error) and `mealTimes` (when each meal
/// is eaten, for calendar exports), and for costs, `plan fill` and the
/// pantry `currency`, `varietyDays`, `slotCategories` and
/// `pantryFromShopping`, omitted when unused.
public struct Settings: Hashable, Sendable {
    public static let currentSchemaVersion = 1

    public var id: String?
    public var email: String?
    public var displayName: String?
    /// The values with a default, as stated (in the text or the JSON); nil
    /// when not stated, so that a default is never written where the input
    /// had none (JSON → text → JSON is the identity).
    public var statedUnits: MeasurementSystem?
    public var statedDarkMode: Bool?
    public var statedIsPremium: Bool?
    public var statedNutritionGoals: NutritionGoals?
    public var statedSchemaVersion: Int?
    public var createdAt: Timestamp?
    public var updatedAt: Timestamp?
    public var color: ColorPreference?
    public var lint: [String: RuleLevel]
    public var mealTimes: [MealType: MealTime]
    /// The currency prices are in: a code (`EUR`) or a symbol (`€`); nil
    /// shows amounts without one.
    public var currency: String?
    /// `plan fill` uses no recipe twice within this many days, as stated.
    public var statedVarietyDays: Int?
    /// For `plan fill`, the recipe categories that may fill a slot, the
    /// first preferred; a slot not listed takes `PlanFillBuilder`'s default.
    public var slotCategories: [MealType: [RecipeCategory]] = [:]

    public static let defaultVarietyDays = 3
    public static let varietyDaysRange = 1...31
    /// The longest currency a settings file may name.
    public static let maxCurrencyLength = 8

    public var varietyDays: Int {
        get { statedVarietyDays ?? Settings.defaultVarietyDays }
        set { statedVarietyDays = newValue }
    }

    /// Whether checking an item off the shopping list adds it to the pantry
    /// (`pantry-from-shopping`); nil when not stated (off).
    public var statedPantryFromShopping: Bool?

    public var pantryFromShopping: Bool {
        get { statedPantryFromShopping ?? false }
        set { statedPantryFromShopping = newValue }
    }

    public var units: MeasurementSystem {
        get { statedUnits ?? .metric }
        set { statedUnits = newValue }
    }
    public var darkMode: Bool {
        get { statedDarkMode ?? false }
        set { statedDarkMode = newValue }
    }
    public var isPremium: Bool {
        get { statedIsPremium ?? false }
        set { statedIsPremium = newValue }
    }
    public var nutritionGoals: NutritionGoals {
        get { statedNutritionGoals ?? .defaultGoals }
        set { statedNutritionGoals = newValue }
    }
    public var schemaVersion: Int {
        get { statedSchemaVersion ?? Settings.currentSchemaVersion }
        set { statedSchemaVersion = newValue }
    }

    public init(
        id: String? = nil, email: String? = nil, displayName: String? = nil,
        units: MeasurementSystem? = nil, darkMode: Bool? = nil, isPremium: Bool? = nil,
        nutritionGoals: NutritionGoals? = nil, schemaVersion: Int? = nil,
        createdAt: Timestamp? = nil, updatedAt: Timestamp? = nil, color: ColorPreference? = nil,
        lint: [String: RuleLevel] = [:], mealTimes: [MealType: MealTime] = [:],
        currency: String? = nil, varietyDays: Int? = nil, slotCategories: [MealType: [RecipeCategory]] = [:],
        pantryFromShopping: Bool? = nil
    ) {
        self.id = id
        self.email = email
        self.displayName = displayName
        statedUnits = units
        statedDarkMode = darkMode
        statedIsPremium = isPremium
        statedNutritionGoals = nutritionGoals
        statedSchemaVersion = schemaVersion
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.color = color
        self.lint = lint
        self.mealTimes = mealTimes
        self.currency = currency
        statedVarietyDays = varietyDays
        self.slotCategories = slotCategories
        statedPantryFromShopping = pantryFromShopping
    }
}

/// How a lint rule is configured in the settings.
public enum RuleLevel: String, Codable, CaseIterable, Sendable {
    case off
    case warning
    case error
}

extension Settings: Codable {
    package enum CodingKeys: String, CodingKey {
        case id, email, displayName, units, darkMode, isPremium, nutritionGoals, schemaVersion
        case createdAt, updatedAt, color, lint, mealTimes
        case currency, varietyDays, slotCategories
        case pantryFromShopping
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeIfPresent(String.self, forKey: .id)
        email = try c.decodeIfPresent(String.self, forKey: .email)
        displayName = try c.decodeIfPresent(String.self, forKey: .displayName)
        statedUnits = try c.decodeIfPresent(MeasurementSystem.self, forKey: .units)
        statedDarkMode = try c.decodeIfPresent(Bool.self, forKey: .darkMode)
        statedIsPremium = try c.decodeIfPresent(Bool.self, forKey: .isPremium)
        statedNutritionGoals = try c.decodeIfPresent(NutritionGoals.self, forKey: .nutritionGoals)
        statedSchemaVersion = try c.decodeIfPresent(Int.self, forKey: .schemaVersion)
        createdAt = try c.decodeIfPresent(Timestamp.self, forKey: .createdAt)
        updatedAt = try c.decodeIfPresent(Timestamp.self, forKey: .updatedAt)
        color = try c.decodeIfPresent(ColorPreference.self, forKey: .color)
        lint = try c.decodeIfPresent([String: RuleLevel].self, forKey: .lint) ?? [:]
        var times: [MealType: MealTime] = [:]
        for (name, time) in try c.decodeIfPresent([String: MealTime].self, forKey: .mealTimes) ?? [:] {
            guard let meal = MealType(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .mealTimes, in: c,
                    debugDescription: "unknown meal '\(name)' (expected \(MealType.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            times[meal] = time
        }
        mealTimes = times
        currency = try c.decodeIfPresent(String.self, forKey: .currency)
        statedVarietyDays = try c.decodeIfPresent(Int.self, forKey: .varietyDays)
        var slots: [MealType: [RecipeCategory]] = [:]
        for (name, categories) in try c.decodeIfPresent([String: [RecipeCategory]].self, forKey: .slotCategories) ?? [:] {
            guard let meal = MealType(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .slotCategories, in: c,
                    debugDescription: "unknown meal '\(name)' (expected \(MealType.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            slots[meal] = categories
        }
        slotCategories = slots
        statedPantryFromShopping = try c.decodeIfPresent(Bool.self, forKey: .pantryFromShopping)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(email, forKey: .email)
        try c.encode(displayName, forKey: .displayName)
        // Values with a default only when stated: never a default the input did not have.
        try c.encodeIfPresent(statedUnits, forKey: .units)
        try c.encodeIfPresent(statedDarkMode, forKey: .darkMode)
        try c.encodeIfPresent(statedIsPremium, forKey: .isPremium)
        try c.encodeIfPresent(statedNutritionGoals, forKey: .nutritionGoals)
        try c.encodeIfPresent(statedSchemaVersion, forKey: .schemaVersion)
        try c.encodeIfPresent(createdAt, forKey: .createdAt)
        try c.encodeIfPresent(updatedAt, forKey: .updatedAt)
        try c.encodeIfPresent(color, forKey: .color)
        if !lint.isEmpty { try c.encode(lint, forKey: .lint) }
        if !mealTimes.isEmpty {
            try c.encode(Dictionary(uniqueKeysWithValues: mealTimes.map { ($0.key.rawValue, $0.value) }), forKey: .mealTimes)
        }
        try c.encodeIfPresent(currency, forKey: .currency)
        try c.encodeIfPresent(statedVarietyDays, forKey: .varietyDays)
        if !slotCategories.isEmpty {
            try c.encode(Dictionary(uniqueKeysWithValues: slotCategories.map { ($0.key.rawValue, $0.value) }), forKey: .slotCategories)
        }
        try c.encodeIfPresent(statedPantryFromShopping, forKey: .pantryFromShopping)
    }
}

extension Settings {
    package static let currencyRule = "a currency is 1 to \(maxCurrencyLength) characters with no blanks: a code such as EUR or a symbol such as €"
    package static let varietyDaysRule =
        "variety-days is a whole number of days from \(varietyDaysRange.lowerBound) to \(varietyDaysRange.upperBound)"

    /// A code (`EUR`, `CHF`) or a symbol (`€`, `$`, `kr`): no blanks, no
    /// control characters, at most `maxCurrencyLength` characters.
    package static func isValidCurrency(_ text: String) -> Bool {
        !text.isEmpty && text.count <= maxCurrencyLength && !text.hasPrefix("--")
            && text.unicodeScalars.allSatisfy { !$0.properties.isWhitespace && $0.properties.generalCategory != .control && $0 != "\"" }
    }
}

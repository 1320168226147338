/// The user's preferences (DATA-001 minus the account and billing parts that a
/// local tool has no use for, which are still carried so that an export
/// round-trips): units, goals, schema version, plus the extensions `color`,
/// `lint` (rule id -> off | warning | error) and `mealTimes` (when each meal
/// is eaten, for calendar exports), omitted when unused.
public struct Settings: Hashable, Sendable {
    public static let currentSchemaVersion = 1

    public var id: String?
    public var email: String?
    public var displayName: String?
    public var units: MeasurementSystem
    public var darkMode: Bool
    public var isPremium: Bool
    public var nutritionGoals: NutritionGoals
    public var schemaVersion: Int
    public var createdAt: Timestamp?
    public var updatedAt: Timestamp?
    public var color: ColorPreference?
    public var lint: [String: RuleLevel]
    public var mealTimes: [MealType: MealTime]

    public init(
        id: String? = nil, email: String? = nil, displayName: String? = nil,
        units: MeasurementSystem = .metric, darkMode: Bool = false, isPremium: Bool = false,
        nutritionGoals: NutritionGoals = .defaultGoals, schemaVersion: Int = Settings.currentSchemaVersion,
        createdAt: Timestamp? = nil, updatedAt: Timestamp? = nil, color: ColorPreference? = nil,
        lint: [String: RuleLevel] = [:], mealTimes: [MealType: MealTime] = [:]
    ) {
        self.id = id
        self.email = email
        self.displayName = displayName
        self.units = units
        self.darkMode = darkMode
        self.isPremium = isPremium
        self.nutritionGoals = nutritionGoals
        self.schemaVersion = schemaVersion
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.color = color
        self.lint = lint
        self.mealTimes = mealTimes
    }
}

/// How a lint rule is configured in the settings.
public enum RuleLevel: String, Codable, CaseIterable, Sendable {
    case off
    case warning
    case error
}

extension Settings: Codable {
    enum CodingKeys: String, CodingKey {
        case id, email, displayName, units, darkMode, isPremium, nutritionGoals, schemaVersion
        case createdAt, updatedAt, color, lint, mealTimes
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeIfPresent(String.self, forKey: .id)
        email = try c.decodeIfPresent(String.self, forKey: .email)
        displayName = try c.decodeIfPresent(String.self, forKey: .displayName)
        units = try c.decodeIfPresent(MeasurementSystem.self, forKey: .units) ?? .metric
        darkMode = try c.decodeIfPresent(Bool.self, forKey: .darkMode) ?? false
        isPremium = try c.decodeIfPresent(Bool.self, forKey: .isPremium) ?? false
        nutritionGoals = try c.decodeIfPresent(NutritionGoals.self, forKey: .nutritionGoals) ?? .defaultGoals
        schemaVersion = try c.decodeIfPresent(Int.self, forKey: .schemaVersion) ?? Settings.currentSchemaVersion
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
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(email, forKey: .email)
        try c.encode(displayName, forKey: .displayName)
        try c.encode(units, forKey: .units)
        try c.encode(darkMode, forKey: .darkMode)
        try c.encode(isPremium, forKey: .isPremium)
        try c.encode(nutritionGoals, forKey: .nutritionGoals)
        try c.encode(schemaVersion, forKey: .schemaVersion)
        try c.encodeIfPresent(createdAt, forKey: .createdAt)
        try c.encodeIfPresent(updatedAt, forKey: .updatedAt)
        try c.encodeIfPresent(color, forKey: .color)
        if !lint.isEmpty { try c.encode(lint, forKey: .lint) }
        if !mealTimes.isEmpty {
            try c.encode(Dictionary(uniqueKeysWithValues: mealTimes.map { ($0.key.rawValue, $0.value) }), forKey: .mealTimes)
        }
    }
}

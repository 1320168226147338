/// One food of the nutrition table: values per 100 g of edible portion and
/// household portion weights ("1 large" = 50 g).
public struct Food: Hashable, Sendable {
    /// The SR28 NDB number ("01123").
    public var id: String
    /// The description, e.g. "Egg, whole, raw, fresh".
    public var name: String
    public var group: String
    /// Per 100 g; nil where the table gives no value.
    public var per100g: FoodValues
    public var portions: [Portion]
    /// The foods file of the collection that defines it (relative to the
    /// collection folder); nil for the SR28 table's foods.
    public var file: String?
    /// What the food costs, from its foods file; nil where none is stated.
    public var price: Price?

    public init(
        id: String, name: String, group: String, per100g: FoodValues, portions: [Portion], file: String? = nil,
        price: Price? = nil
    ) {
        self.id = id
        self.name = name
        self.group = group
        self.per100g = per100g
        self.portions = portions
        self.file = file
        self.price = price
    }

    /// The values of `grams` of the food.
    public func values(grams: Double) -> FoodValues {
        per100g.scaled(by: grams / 100)
    }
}

/// Kilocalories and grams of protein, carbs and fats; nil where unknown.
public struct FoodValues: Hashable, Sendable {
    public var calories: Double?
    public var protein: Double?
    public var carbs: Double?
    public var fats: Double?

    public init(calories: Double?, protein: Double?, carbs: Double?, fats: Double?) {
        self.calories = calories
        self.protein = protein
        self.carbs = carbs
        self.fats = fats
    }

    public static let zero = FoodValues(calories: 0, protein: 0, carbs: 0, fats: 0)

    public func scaled(by factor: Double) -> FoodValues {
        FoodValues(
            calories: calories.map { $0 * factor }, protein: protein.map { $0 * factor },
            carbs: carbs.map { $0 * factor }, fats: fats.map { $0 * factor })
    }

    /// Whether every value is known.
    public var isComplete: Bool { calories != nil && protein != nil && carbs != nil && fats != nil }

    /// Rounded to whole numbers (half away from zero), unknown values as 0.
    public var rounded: Nutrition {
        Nutrition(
            calories: FoodValues.whole(calories), protein: FoodValues.whole(protein),
            carbs: FoodValues.whole(carbs), fats: FoodValues.whole(fats))
    }

    /// A finite value rounded and clamped into 0...1,000,000; 0 for nil or NaN.
    package static func whole(_ value: Double?) -> Int {
        guard let value, value.isFinite else { return 0 }
        return Int(min(max(value.rounded(), 0), 1_000_000))
    }
}

/// A household measure of a food: `amount` `unit` weighs `grams` ("1 cup"
/// = 240 g), from the SR28 table or a foods file.
public struct Portion: Codable, Hashable, Sendable {
    public var amount: Double
    /// As the table writes it: "large", "cup, chopped", "tbsp".
    public var unit: String
    public var grams: Double

    public init(amount: Double, unit: String, grams: Double) {
        self.amount = amount
        self.unit = unit
        self.grams = grams
    }

    /// The first word of the unit, folded ("cup, chopped" -> "cup", "fl oz" -> "fl").
    package var headWord: String {
        TextFolding.words(unit).first ?? ""
    }

    /// "1 cup, chopped = 128 g".
    public var description: String {
        "\(FoodTable.number(amount)) \(unit) = \(FoodTable.number(grams)) g"
    }
}

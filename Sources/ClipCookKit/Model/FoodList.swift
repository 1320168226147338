/// A `foods` document: the collection's own foods, `{"foods": [...]}` in
/// JSON. Each adds a food to the nutrition table, or replaces the SR28 food
/// of the same name (case and accents ignored).
public struct FoodList: Codable, Hashable, Sendable {
    public var foods: [OwnFood]
    public init(foods: [OwnFood] = []) { self.foods = foods }
}

/// One food of a `foods` file: kilocalories and grams of protein, carbs and
/// fats in 100 g, household portion weights, and what it costs (the
/// extension field `price`, left out when the food has none).
public struct OwnFood: Codable, Hashable, Sendable {
    public var name: String
    public var calories: Double
    public var protein: Double
    public var carbs: Double
    public var fats: Double
    public var portions: [Portion]
    public var price: Price?

    public init(
        name: String, calories: Double, protein: Double, carbs: Double, fats: Double, portions: [Portion] = [],
        price: Price? = nil
    ) {
        self.name = name
        self.calories = calories
        self.protein = protein
        self.carbs = carbs
        self.fats = fats
        self.portions = portions
        self.price = price
    }

    enum CodingKeys: String, CodingKey { case name, calories, protein, carbs, fats, portions, price }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        calories = try c.decode(Double.self, forKey: .calories)
        protein = try c.decode(Double.self, forKey: .protein)
        carbs = try c.decode(Double.self, forKey: .carbs)
        fats = try c.decode(Double.self, forKey: .fats)
        portions = try c.decodeIfPresent([Portion].self, forKey: .portions) ?? []
        price = try c.decodeIfPresent(Price.self, forKey: .price)
    }

    /// The four values by their keyword, in the language's order.
    public var values: [(name: String, value: Double)] {
        [("calories", calories), ("protein", protein), ("carbs", carbs), ("fats", fats)]
    }
}

/// A `foods` document: the collection's own foods, `{"foods": [...]}` in
/// JSON. Each adds a food to the nutrition table, or replaces the SR28 food
/// of the same name (case and accents ignored). `prices` (the extension
/// field `prices`, left out when empty) price foods the table or another
/// foods file already has, without giving their values again.
public struct FoodList: Codable, Hashable, Sendable {
    public var foods: [OwnFood]
    public var prices: [FoodPrice]

    public init(foods: [OwnFood] = [], prices: [FoodPrice] = []) {
        self.foods = foods
        self.prices = prices
    }

    package enum CodingKeys: String, CodingKey { case foods, prices }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        foods = try c.decodeIfPresent([OwnFood].self, forKey: .foods) ?? []
        prices = try c.decodeIfPresent([FoodPrice].self, forKey: .prices) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(foods, forKey: .foods)
        if !prices.isEmpty { try c.encode(prices, forKey: .prices) }
    }
}

/// A price alone: `food NAME` with no values, then its `price` line, for a
/// food of the nutrition table or of another foods file (`food eggs` /
/// `price 0.35 each`). NAME is read as an ingredient of that name is
/// (`FoodPricing.target`). In JSON `{"name": "eggs", "price": {...}}`.
public struct FoodPrice: Codable, Hashable, Sendable {
    public var name: String
    public var price: Price

    public init(name: String, price: Price) {
        self.name = name
        self.price = price
    }
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

    package enum CodingKeys: String, CodingKey { case name, calories, protein, carbs, fats, portions, price }

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

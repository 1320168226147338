/// One ingredient line of a recipe (DATA-002 `ingredients[]`).
///
/// `amount` is free-form text kept exactly as written ("500 g", "2 cloves",
/// "a pinch", or "" for none). The parsed quantity and unit are derived from
/// it (see `Amount`); they are not data, so they are written to JSON (as the
/// extension fields `quantity`, `quantityMax` and `unit`) only when asked
/// (`convert --to json --derived`, `JSONDocumentEncoder.Options.derived`),
/// and ignored when JSON is read: the amount text is the single source of truth.
///
/// `name` is declared before `id`, and the public initializer is in an
/// extension handing over to the memberwise one (whose labels, `name:` first,
/// no call of the public one can match): an initializer assigning the five
/// properties one by one made the optimizer copy the whole ingredient once
/// more (a retain and a release of each string) for every ingredient a
/// parse appends.
public struct Ingredient: Hashable, Sendable {
    public var name: String
    public var id: String
    public var amount: String
    public var notes: String?
    /// The nutrition table's food this ingredient is (`[food NAME]`), when
    /// the name alone would match another; an extension, left out of JSON when nil.
    public var food: String?
}

extension Ingredient {
    public init(id: String, name: String, amount: String = "", notes: String? = nil, food: String? = nil) {
        self.init(name: name, id: id, amount: amount, notes: notes, food: food)
    }
}

extension Ingredient: Codable {
    package enum CodingKeys: String, CodingKey {
        case id, name, amount, notes, quantity, quantityMax, unit, food
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        amount = try c.decodeIfPresent(String.self, forKey: .amount) ?? ""
        notes = try c.decodeIfPresent(String.self, forKey: .notes)
        food = try c.decodeIfPresent(String.self, forKey: .food)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(amount, forKey: .amount)
        try c.encode(notes, forKey: .notes)
        if Ingredient.derivedFieldsKey.flatMap({ encoder.userInfo[$0] }) as? Bool == true, let parsed = Amount(amount) {
            try c.encode(parsed.quantity.low, forKey: .quantity)
            if let high = parsed.quantity.high { try c.encode(high, forKey: .quantityMax) }
            try c.encodeIfPresent(parsed.unit?.symbol, forKey: .unit)
        }
        try c.encodeIfPresent(food, forKey: .food)
    }
}

extension Ingredient {
    /// The encoder option that asks for derived fields (a parsed amount)
    /// beside the model's own (`JSONDocumentEncoder.Options.derived`).
    package static let derivedFieldsKey: CodingUserInfoKey? = CodingUserInfoKey(rawValue: "clipcook.derived")
}

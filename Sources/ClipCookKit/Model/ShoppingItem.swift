/// One line of the shopping list (DATA-003). `amount` (free-form, like an
/// ingredient's) is an extension field, omitted from JSON when nil;
/// `createdAt` is omitted when unknown.
public struct ShoppingItem: Hashable, Sendable {
    public var id: String
    public var name: String
    public var recipeId: String?
    public var recipeName: String?
    public var checked: Bool
    public var amount: String?
    public var createdAt: Timestamp?

    public init(
        id: String, name: String, recipeId: String? = nil, recipeName: String? = nil,
        checked: Bool = false, amount: String? = nil, createdAt: Timestamp? = nil
    ) {
        self.id = id
        self.name = name
        self.recipeId = recipeId
        self.recipeName = recipeName
        self.checked = checked
        self.amount = amount
        self.createdAt = createdAt
    }
}

extension ShoppingItem: Codable {
    enum CodingKeys: String, CodingKey { case id, name, recipeId, recipeName, checked, amount, createdAt }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        recipeId = try c.decodeIfPresent(String.self, forKey: .recipeId)
        recipeName = try c.decodeIfPresent(String.self, forKey: .recipeName)
        checked = try c.decodeIfPresent(Bool.self, forKey: .checked) ?? false
        amount = try c.decodeIfPresent(String.self, forKey: .amount)
        createdAt = try c.decodeIfPresent(Timestamp.self, forKey: .createdAt)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(recipeId, forKey: .recipeId)
        try c.encode(recipeName, forKey: .recipeName)
        try c.encode(checked, forKey: .checked)
        try c.encodeIfPresent(amount, forKey: .amount)
        try c.encodeIfPresent(createdAt, forKey: .createdAt)
    }
}

/// One line of the shopping list (DATA-003). `amount` (free-form, like an
/// ingredient's) is an extension field, omitted from JSON when nil;
/// `createdAt` is omitted when unknown.
///
/// Memory: a merge holds three versions of a list that can have a million
/// items, so an item is kept in 64 bytes (`MemoryLayout<ShoppingItem>.stride`).
/// Its id is kept only when written: a derived id (`coffee-beans-3`) is kept
/// as its number and spelt out from the name when asked for; the recipe,
/// its name and the timestamp, which many items lack, share one box. The
/// public properties read and write exactly as stored ones would.
public struct ShoppingItem: Sendable {
    /// The id as written or set; nil when it is the derived id numbered `idNumber`.
    private var writtenID: String?
    private var storedName: String
    public var amount: String?
    private var extras: Extras?
    /// The number of a derived id (see `writtenID`).
    private var idNumber: UInt32
    public var checked: Bool

    public init(
        id: String, name: String, recipeId: String? = nil, recipeName: String? = nil,
        checked: Bool = false, amount: String? = nil, createdAt: Timestamp? = nil
    ) {
        writtenID = id
        storedName = name
        self.amount = amount
        extras = Extras.make(recipeId: recipeId, recipeName: recipeName, createdAt: createdAt)
        idNumber = 0
        self.checked = checked
    }

    public var id: String {
        get { writtenID ?? ShoppingItem.derivedID(name: storedName, number: Int(idNumber)) }
        set { writtenID = newValue }
    }

    /// Changing the name keeps the id it had.
    public var name: String {
        get { storedName }
        set {
            if writtenID == nil { writtenID = id }
            storedName = newValue
        }
    }

    public var recipeId: String? {
        get { extras?.recipeId }
        set { extras = Extras.make(recipeId: newValue, recipeName: recipeName, createdAt: createdAt) }
    }

    public var recipeName: String? {
        get { extras?.recipeName }
        set { extras = Extras.make(recipeId: recipeId, recipeName: newValue, createdAt: createdAt) }
    }

    public var createdAt: Timestamp? {
        get { extras?.createdAt }
        set { extras = Extras.make(recipeId: recipeId, recipeName: recipeName, createdAt: newValue) }
    }

    /// The id becomes the derived id numbered `number` among the items of
    /// its name's slug (1: the slug alone), kept as that number (how the
    /// parser gives an item without `[id ...]` the id
    /// `DerivedID.ShoppingItemNumbering` numbers it).
    package mutating func setDerivedID(number: Int) {
        guard number > 0, let small = UInt32(exactly: number) else {
            writtenID = ShoppingItem.derivedID(name: storedName, number: number)
            return
        }
        writtenID = nil
        idNumber = small
    }

    package static func derivedID(name: String, number: Int) -> String {
        let base = DerivedID.slugOrHash(name)
        return number == 1 ? base : "\(base)-\(number)"
    }

    /// The fields many items lack, in one immutable box (a setter makes a new one).
    private final class Extras: Sendable {
        let recipeId: String?
        let recipeName: String?
        let createdAt: Timestamp?

        private init(recipeId: String?, recipeName: String?, createdAt: Timestamp?) {
            self.recipeId = recipeId
            self.recipeName = recipeName
            self.createdAt = createdAt
        }

        /// A box of these values; nil when there is none.
        static func make(recipeId: String?, recipeName: String?, createdAt: Timestamp?) -> Extras? {
            if recipeId == nil, recipeName == nil, createdAt == nil { return nil }
            return Extras(recipeId: recipeId, recipeName: recipeName, createdAt: createdAt)
        }
    }
}

extension ShoppingItem: Hashable {
    public static func == (lhs: ShoppingItem, rhs: ShoppingItem) -> Bool {
        guard lhs.storedName == rhs.storedName, lhs.checked == rhs.checked, lhs.amount == rhs.amount else { return false }
        if lhs.extras !== rhs.extras {
            guard lhs.recipeId == rhs.recipeId, lhs.recipeName == rhs.recipeName, lhs.createdAt == rhs.createdAt else { return false }
        }
        // Same name: two derived ids are equal when their numbers are.
        if lhs.writtenID == nil, rhs.writtenID == nil { return lhs.idNumber == rhs.idNumber }
        return lhs.id == rhs.id
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(storedName)
        hasher.combine(recipeId)
        hasher.combine(recipeName)
        hasher.combine(checked)
        hasher.combine(amount)
        hasher.combine(createdAt)
    }
}

extension ShoppingItem: Codable {
    package enum CodingKeys: String, CodingKey { case id, name, recipeId, recipeName, checked, amount, createdAt }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try c.decode(String.self, forKey: .id),
            name: try c.decode(String.self, forKey: .name),
            recipeId: try c.decodeIfPresent(String.self, forKey: .recipeId),
            recipeName: try c.decodeIfPresent(String.self, forKey: .recipeName),
            checked: try c.decodeIfPresent(Bool.self, forKey: .checked) ?? false,
            amount: try c.decodeIfPresent(String.self, forKey: .amount),
            createdAt: try c.decodeIfPresent(Timestamp.self, forKey: .createdAt))
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

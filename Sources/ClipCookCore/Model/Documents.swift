/// The kinds of document a ClipCook text file (or a JSON file) holds.
public enum DocumentKind: String, Sendable, CaseIterable {
    case recipe
    case plan
    case shoppingList = "shopping"
    case settings
    case inbox
    case pantry
    case aisles
    case foods
}

/// A meal-plan document: `{"mealSlots": [...]}` in JSON.
public struct Plan: Codable, Hashable, Sendable {
    public var mealSlots: [MealSlot]
    public init(mealSlots: [MealSlot] = []) { self.mealSlots = mealSlots }
}

/// A shopping-list document: `{"shoppingItems": [...]}` in JSON.
public struct ShoppingList: Codable, Hashable, Sendable {
    public var shoppingItems: [ShoppingItem]
    public init(shoppingItems: [ShoppingItem] = []) { self.shoppingItems = shoppingItems }
}

/// An inbox document of pending imports: `{"pendingImports": [...]}` in JSON.
public struct Inbox: Codable, Hashable, Sendable {
    public var pendingImports: [PendingImport]
    public init(pendingImports: [PendingImport] = []) { self.pendingImports = pendingImports }
}

/// One parsed document of any kind.
public enum Document: Hashable, Sendable {
    case recipe(Recipe)
    case plan(Plan)
    case shoppingList(ShoppingList)
    case settings(Settings)
    case inbox(Inbox)
    case pantry(Pantry)
    case aisles(AisleList)
    case foods(FoodList)

    public var kind: DocumentKind {
        switch self {
        case .recipe: .recipe
        case .plan: .plan
        case .shoppingList: .shoppingList
        case .settings: .settings
        case .inbox: .inbox
        case .pantry: .pantry
        case .aisles: .aisles
        case .foods: .foods
        }
    }
}

/// The whole collection as one JSON document (the SRS's GDPR data export, COMP-001):
/// `{"user": {...}, "recipes": [...], "mealSlots": [...], "shoppingItems": [...], "pendingImports": [...]}`.
public struct CollectionExport: Codable, Hashable, Sendable {
    public var user: Settings
    public var recipes: [Recipe]
    public var mealSlots: [MealSlot]
    public var shoppingItems: [ShoppingItem]
    public var pendingImports: [PendingImport]
    /// Extension: the `pantry` file's items; nil when there is no pantry file.
    public var pantryItems: [PantryItem]?
    /// Extension: the `aisles` file's entries; nil when there is no aisles file.
    public var aisles: [AisleEntry]?
    /// Extension: each `foods/*.foods` file, by its name in `foods/`.
    public var foodFiles: [FoodFile]?
    /// Extension: the file of each recipe whose file is not named after its id
    /// (`jalapeno-poppers.recipe` for `spicy-jalapeno-poppers`), by id, so that
    /// an import puts it back where it was.
    public var recipeFiles: [String: String]?

    /// One foods file of the collection: `{"file": "own.foods", "foods":
    /// [...]}`, and its `prices` given alone when it has any.
    public struct FoodFile: Codable, Hashable, Sendable {
        /// The file's name in `foods/`.
        public var file: String
        public var foods: [OwnFood]
        public var prices: [FoodPrice]

        public init(file: String, foods: [OwnFood], prices: [FoodPrice] = []) {
            self.file = file
            self.foods = foods
            self.prices = prices
        }

        /// The file's document.
        public var list: FoodList { FoodList(foods: foods, prices: prices) }

        package enum CodingKeys: String, CodingKey { case file, foods, prices }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            file = try c.decode(String.self, forKey: .file)
            foods = try c.decode([OwnFood].self, forKey: .foods)
            prices = try c.decodeIfPresent([FoodPrice].self, forKey: .prices) ?? []
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(file, forKey: .file)
            try c.encode(foods, forKey: .foods)
            if !prices.isEmpty { try c.encode(prices, forKey: .prices) }
        }
    }

    public init(
        user: Settings = Settings(), recipes: [Recipe] = [], mealSlots: [MealSlot] = [],
        shoppingItems: [ShoppingItem] = [], pendingImports: [PendingImport] = [],
        pantryItems: [PantryItem]? = nil, aisles: [AisleEntry]? = nil, foodFiles: [FoodFile]? = nil,
        recipeFiles: [String: String]? = nil
    ) {
        self.user = user
        self.recipes = recipes
        self.mealSlots = mealSlots
        self.shoppingItems = shoppingItems
        self.pendingImports = pendingImports
        self.pantryItems = pantryItems
        self.aisles = aisles
        self.foodFiles = foodFiles
        self.recipeFiles = recipeFiles
    }

    package enum CodingKeys: String, CodingKey {
        case user, recipes, mealSlots, shoppingItems, pendingImports, pantryItems, aisles, foodFiles, recipeFiles
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        user = try c.decodeIfPresent(Settings.self, forKey: .user) ?? Settings()
        recipes = try c.decodeIfPresent([Recipe].self, forKey: .recipes) ?? []
        mealSlots = try c.decodeIfPresent([MealSlot].self, forKey: .mealSlots) ?? []
        shoppingItems = try c.decodeIfPresent([ShoppingItem].self, forKey: .shoppingItems) ?? []
        pendingImports = try c.decodeIfPresent([PendingImport].self, forKey: .pendingImports) ?? []
        pantryItems = try c.decodeIfPresent([PantryItem].self, forKey: .pantryItems)
        aisles = try c.decodeIfPresent([AisleEntry].self, forKey: .aisles)
        foodFiles = try c.decodeIfPresent([FoodFile].self, forKey: .foodFiles)
        recipeFiles = try c.decodeIfPresent([String: String].self, forKey: .recipeFiles)
    }
}

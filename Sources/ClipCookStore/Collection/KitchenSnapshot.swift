import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

/// A recipe and the file it came from.
public struct RecipeEntry: Hashable, Sendable {
    public var recipe: Recipe
    /// The file path (relative to the collection root when loaded from disk);
    /// nil for recipes that live only in memory.
    public var path: String?

    public init(recipe: Recipe, path: String? = nil) {
        self.recipe = recipe
        self.path = path
    }
}

/// A file of the collection that could not be read cleanly, with its
/// diagnostics already rendered (excerpt and caret included).
public struct FileProblem: Hashable, Sendable {
    public var path: String
    public var rendered: String
    public var errorCount: Int
    /// The warnings among the diagnostics, each as "where: what" on one
    /// line (a link not followed): a problem with no error is only these.
    public var warnings: [String]

    public init(path: String, rendered: String, errorCount: Int, warnings: [String] = []) {
        self.path = path
        self.rendered = rendered
        self.errorCount = errorCount
        self.warnings = warnings
    }
}

/// What the session knows about the collection after a load.
public struct KitchenSnapshot: Sendable {
    public var root: String?
    public var recipes: [RecipeEntry]
    public var planFileCount: Int
    public var mealSlots: [MealSlot]
    public var shoppingItems: [ShoppingItem]
    public var settings: Settings
    /// Whether the settings come from a file (else they are the defaults).
    public var hasSettingsFile: Bool
    public var problems: [FileProblem]
    /// The shopping list, pantry and aisles the `shop` command uses.
    public var shopping = ShoppingState()
    /// The foods of the collection's foods files (`KitchenCollection.ownFoods`).
    public var ownFoods: CollectionFoods = []
    /// This snapshot's identity (new for every snapshot a store returns).
    public var identity = SnapshotIdentity()
    /// When the store made this snapshot by changing a few recipes of the
    /// one it returned before: those changes, so that what is kept per
    /// recipe can follow them. Nil when it was made from the files.
    public var recipeEdits: RecipeEdits?
    /// The bytes of the file each recipe was parsed from, by position (the
    /// store's own copies, shared, not copied), when every recipe came from a
    /// file the store read; nil otherwise. `search` looks for its words in
    /// them before it folds any recipe's text (`SearchPrefilter`).
    package var recipeSources: [[UInt8]]?

    public init(
        root: String? = nil, recipes: [RecipeEntry] = [], planFileCount: Int = 0, mealSlots: [MealSlot] = [],
        shoppingItems: [ShoppingItem] = [], settings: Settings = Settings(), hasSettingsFile: Bool = false,
        problems: [FileProblem] = []
    ) {
        self.hasSettingsFile = hasSettingsFile
        self.root = root
        self.recipes = recipes
        self.planFileCount = planFileCount
        self.mealSlots = mealSlots
        self.shoppingItems = shoppingItems
        self.settings = settings
        self.problems = problems
    }
}

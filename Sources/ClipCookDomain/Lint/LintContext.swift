import ClipCookCore
import ClipCookLanguage

/// Everything a rule may look at beyond its own file: the other files of the
/// collection and the settings. Built from files read from disk or from
/// in-memory text, so tests need no folder.
public struct LintContext: Sendable {
    /// One recipe of the collection, and the file that holds it.
    public struct LintedRecipe: Sendable {
        public var recipe: Recipe
        public var file: LintFile
    }

    public var files: [LintFile]
    public var settings: Settings
    /// Whether `files` is the whole collection, so that a recipe id that is
    /// not among them really is missing (false when linting loose files).
    public var isWholeCollection: Bool

    public init(files: [LintFile], settings: Settings? = nil, isWholeCollection: Bool = true) {
        self.files = files
        self.settings = settings ?? files.lazy.compactMap(\.settings).first ?? Settings()
        self.isWholeCollection = isWholeCollection
        // Collection-wide rules look things up here instead of scanning
        // every file for every file: one pass, so linting stays linear.
        var byID: [String: [LintedRecipe]] = [:]
        var byTitle: [String: [LintedRecipe]] = [:]
        var slots: [String: [MealSlotUse]] = [:]
        // An id is used in two files only when two plans have different
        // paths: with one plan (a plan of 100,000 meals) nothing is indexed.
        let planPaths = files.lazy.filter { $0.plan != nil }.map(\.path)
        let firstPlanPath = planPaths.first
        let indexesSlots = planPaths.contains { $0 != firstPlanPath }
        for (fileIndex, file) in files.enumerated() {
            if let recipe = file.recipe {
                let entry = LintedRecipe(recipe: recipe, file: file)
                byID[recipe.id, default: []].append(entry)
                byTitle[DuplicateTitle.key(recipe.title), default: []].append(entry)
            }
            if indexesSlots, let plan = file.plan {
                for (slotIndex, slot) in plan.mealSlots.enumerated() {
                    let uses = slots[slot.id] ?? []
                    // The first use in each of the first two files (by path) is all a rule needs.
                    guard uses.count < 2, !uses.contains(where: { files[$0.fileIndex].path == file.path }) else { continue }
                    slots[slot.id, default: []].append(MealSlotUse(fileIndex: fileIndex, slotIndex: slotIndex))
                }
            }
        }
        recipesByID = byID
        recipesByTitleKey = byTitle
        mealSlotUses = slots
        // The suggestion for each missing recipe id, worked out once for the
        // whole collection through an index (plan-recipe-missing's notes).
        var missing: [String] = []
        if isWholeCollection {
            for file in files {
                guard let plan = file.plan else { continue }
                for slot in plan.mealSlots {
                    if let id = slot.recipeId, byID[id] == nil { missing.append(id) }
                }
            }
        }
        missingRecipeSuggestions =
            missing.isEmpty
            ? [:] : NameSuggestions(byID.keys.sorted()).closest(toEach: missing)
    }

    /// Where a meal slot id is used: the file (an index into `files`) and the slot's index in its plan.
    public struct MealSlotUse: Sendable {
        public var fileIndex: Int
        public var slotIndex: Int
    }

    /// Parses in-memory files (path -> text) into a context.
    public static func parsing(_ texts: [(path: String, text: String)], isWholeCollection: Bool = true) -> LintContext {
        LintContext(
            files: texts.map { LintFile(source: SourceFile(path: $0.path, text: $0.text)) },
            isWholeCollection: isWholeCollection)
    }

    public let recipesByID: [String: [LintedRecipe]]
    /// The recipes by `DuplicateTitle.key` of their titles, in file order.
    public let recipesByTitleKey: [String: [LintedRecipe]]
    /// For each meal slot id: its first use in the first file that has it,
    /// and its first use in the next file (with another path) that has it.
    public let mealSlotUses: [String: [MealSlotUse]]

    /// For each recipe id a plan names that no recipe has: the nearest
    /// recipe id (`Suggestion.closest` over `sortedRecipeIDs`), or nil.
    package let missingRecipeSuggestions: [String: String?]

    /// The recipe ids, sorted (for suggestions); computed when first needed.
    public var sortedRecipeIDs: [String] { recipesByID.keys.sorted() }

    /// Every recipe of the collection, in file order.
    public var recipes: [LintedRecipe] {
        files.compactMap { file in file.recipe.map { LintedRecipe(recipe: $0, file: file) } }
    }
}

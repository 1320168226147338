import ClipCookCore
import ClipCookLanguage

/// What `list` shows: filters, an order and a limit.
public struct RecipeQuery: Hashable, Sendable {
    public enum ArchiveFilter: Hashable, Sendable {
        /// Archived recipes hidden (the default).
        case active
        /// Only archived recipes.
        case archivedOnly
        /// Everything.
        case all
    }

    public var category: RecipeCategory?
    public var favouritesOnly = false
    public var archive = ArchiveFilter.active
    public var tags: [String] = []
    public var condition: WhereExpression?
    public var sortField: RecipeField = .title
    public var descending = false
    /// `sort last-cooked`: ordered by the last day in the cooking log (not
    /// a recipe field; the caller orders by it, see `CookLog`), `sortField`
    /// then breaks the ties.
    public var sortByLastCooked = false
    public var limit: Int?

    public init() {}

    public func matches(_ recipe: Recipe) -> Bool {
        switch archive {
        case .active where recipe.isArchived: return false
        case .archivedOnly where !recipe.isArchived: return false
        default: break
        }
        if let category, recipe.category != category { return false }
        if favouritesOnly, !recipe.isFavourite { return false }
        for tag in tags {
            let wanted = TextFolding.fold(tag)
            guard recipe.tags.contains(where: { TextFolding.fold($0) == wanted }) else { return false }
        }
        if let condition, !condition.matches(recipe) { return false }
        return true
    }

    /// The matching recipes, ordered and limited. Recipes without a value
    /// for a numeric sort field come last either way; ties go by title.
    public func apply(to recipes: [Recipe]) -> [Recipe] {
        positions(in: recipes).map { recipes[$0] }
    }

    /// Where the recipes `apply` returns are in `recipes`, in its order.
    public func positions(in recipes: [Recipe]) -> [Int] {
        positions(in: RecipeQueryIndex(recipes))
    }

    package static func titleOrder(_ a: Recipe, _ b: Recipe) -> Bool {
        let (x, y) = (TextFolding.fold(a.title), TextFolding.fold(b.title))
        return x == y ? a.id < b.id : x < y
    }
}

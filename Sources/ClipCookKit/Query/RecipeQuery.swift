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
    /// Positions are sorted rather than the recipes themselves: moving a
    /// recipe is a dozen reference counts, moving an Int is none.
    public func positions(in recipes: [Recipe]) -> [Int] {
        var result = recipes.indices.filter { matches(recipes[$0]) }
        result.sort { a, b in
            switch compare(recipes[a], recipes[b]) {
            case .some(let less): return less
            case .none: return RecipeQuery.titleOrder(recipes[a], recipes[b])
            }
        }
        if let limit { result = Array(result.prefix(max(0, limit))) }
        return result
    }

    /// true when a sorts before b, false when after, nil when equal.
    private func compare(_ a: Recipe, _ b: Recipe) -> Bool? {
        switch sortField {
        case .title:
            let (x, y) = (TextFolding.fold(a.title), TextFolding.fold(b.title))
            if x == y { return nil }
            return descending ? x > y : x < y
        case .category:
            let (x, y) = (a.category.rawValue, b.category.rawValue)
            if x == y { return nil }
            return descending ? x > y : x < y
        default:
            let (x, y) = (sortField.number(of: a), sortField.number(of: b))
            switch (x, y) {
            case (nil, nil): return nil
            case (nil, _): return false
            case (_, nil): return true
            case (let x?, let y?):
                if x == y { return nil }
                return descending ? x > y : x < y
            }
        }
    }

    static func titleOrder(_ a: Recipe, _ b: Recipe) -> Bool {
        let (x, y) = (TextFolding.fold(a.title), TextFolding.fold(b.title))
        return x == y ? a.id < b.id : x < y
    }
}

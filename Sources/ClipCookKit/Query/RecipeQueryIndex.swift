/// What `list` filters and sorts by, worked out once per recipe: folded
/// titles and tags and every numeric field. Made once after the recipes
/// change and used by every query until the next change, so a query over
/// 10,000 recipes compares numbers and ready strings instead of folding
/// titles and parsing times in every comparison.
public struct RecipeQueryIndex: Sendable {
    public let recipes: [Recipe]
    let foldedTitles: [String]
    let foldedTags: [[String]]
    /// `numbers[field][position]`, in the order of `RecipeField.numeric`.
    let numbers: [[Double?]]
    /// For each recipe id, the position of the first recipe with it.
    public let firstPosition: [String: Int]

    public init(_ recipes: [Recipe]) {
        self.recipes = recipes
        foldedTitles = recipes.map { TextFolding.fold($0.title) }
        foldedTags = recipes.map { $0.tags.map(TextFolding.fold) }
        numbers = RecipeField.numeric.map { field in recipes.map(field.number(of:)) }
        var first: [String: Int] = [:]
        first.reserveCapacity(recipes.count)
        for position in recipes.indices where first[recipes[position].id] == nil {
            first[recipes[position].id] = position
        }
        firstPosition = first
    }

    /// The number `field` holds for the recipe at `position` (nil for title and category).
    func number(_ field: RecipeField, at position: Int) -> Double? {
        guard let column = RecipeField.numeric.firstIndex(of: field) else { return nil }
        return numbers[column][position]
    }
}

extension RecipeQuery {
    /// Where the recipes `apply` returns are in `index.recipes`, in its order.
    public func positions(in index: RecipeQueryIndex) -> [Int] {
        let wantedTags = tags.map(TextFolding.fold)
        let recipes = index.recipes
        var result: [Int] = []
        for position in recipes.indices {
            switch archive {
            case .active where recipes[position].isArchived: continue
            case .archivedOnly where !recipes[position].isArchived: continue
            default: break
            }
            if let category, recipes[position].category != category { continue }
            if favouritesOnly, !recipes[position].isFavourite { continue }
            if !wantedTags.allSatisfy(index.foldedTags[position].contains) { continue }
            if let condition, !condition.matches({ index.number($0, at: position) }) { continue }
            result.append(position)
        }
        let titles = index.foldedTitles
        func titleOrder(_ a: Int, _ b: Int) -> Bool {
            titles[a] == titles[b] ? recipes[a].id < recipes[b].id : titles[a] < titles[b]
        }
        switch sortField {
        case .title:
            result.sort { a, b in
                if titles[a] == titles[b] { return titleOrder(a, b) }
                return descending ? titles[a] > titles[b] : titles[a] < titles[b]
            }
        case .category:
            let categories = recipes.map(\.category.rawValue)
            result.sort { a, b in
                let (x, y) = (categories[a], categories[b])
                if x == y { return titleOrder(a, b) }
                return descending ? x > y : x < y
            }
        default:
            let column = RecipeField.numeric.firstIndex(of: sortField).map { index.numbers[$0] }
                ?? [Double?](repeating: nil, count: recipes.count)
            result.sort { a, b in
                switch (column[a], column[b]) {
                case (nil, nil): return titleOrder(a, b)
                case (nil, _): return false
                case (_, nil): return true
                case (let x?, let y?):
                    if x == y { return titleOrder(a, b) }
                    return descending ? x > y : x < y
                }
            }
        }
        if let limit { result = Array(result.prefix(max(0, limit))) }
        return result
    }
}

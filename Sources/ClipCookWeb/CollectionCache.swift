import ClipCookKit
import Foundation

/// What the collection and week pages read on every request, made once
/// after each change instead: the recipes by id, the positions of the
/// recipes that are not archived in title order, and every tag.
struct CollectionCache: Sendable {
    var recipesById: [String: Recipe] = [:]
    var titleOrder: [Int] = []
    var tags: [String] = []

    init() {}

    init(_ kitchen: KitchenSnapshot) {
        var byId: [String: Recipe] = [:]
        var tagSet = Set<String>()
        var positions: [Int] = []
        for (position, entry) in kitchen.recipes.enumerated() {
            if byId[entry.recipe.id] == nil { byId[entry.recipe.id] = entry.recipe }
            for tag in entry.recipe.tags { tagSet.insert(tag.lowercased()) }
            if !entry.recipe.isArchived { positions.append(position) }
        }
        let recipes = kitchen.recipes
        positions.sort { recipes[$0].recipe.title.localizedStandardCompare(recipes[$1].recipe.title) == .orderedAscending }
        recipesById = byId
        titleOrder = positions
        tags = tagSet.sorted()
    }
}

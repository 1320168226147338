import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// What the pages look up in the collection, each part made the first time
/// a page needs it: the recipes by id (a recipe page, the week), the
/// positions of the recipes that are not archived in title order, and every
/// tag (the collection page).
///
/// After a change the store reports as recipes replaced in place (a file
/// edited on disk, a title changed), the parts made are updated by those
/// edits, so that a recipe page asked for while files change costs a few
/// lookups, not a new table of 10,000 recipes and a sort of their titles.
/// After any other change (a recipe added or removed, an id held by two
/// files) they are dropped and made again when next needed.
struct CollectionCache: Sendable {
    /// The snapshot the parts describe.
    private var identity: SnapshotIdentity?
    private var ids: IdTable?
    private var order: [Int]?
    private var tagTable: TagTable?

    /// More edits at once than this and the parts are made again instead.
    static let editLimit = 64

    init() {}

    /// Every part made at once (the static export reads them all).
    init(_ kitchen: KitchenSnapshot) {
        prepare(for: kitchen, ids: true, titleOrder: true, tags: true)
    }

    /// The recipes by id (the first of two with one id), when made.
    var recipesById: [String: Recipe] { ids?.recipes ?? [:] }

    /// The position of the recipe with `id`, when the ids are made.
    func position(of id: String) -> Int? { ids?.positions[id] }

    /// The positions of the recipes that are not archived, by title (then
    /// position), when made.
    var titleOrder: [Int] { order ?? [] }

    /// Every tag, lowercased, sorted, when made.
    var tags: [String] { tagTable?.sorted ?? [] }

    /// Brings the parts to `kitchen` and makes those asked for.
    mutating func prepare(for kitchen: KitchenSnapshot, ids wantsIds: Bool = false, titleOrder wantsOrder: Bool = false, tags wantsTags: Bool = false)
    {
        follow(kitchen)
        if wantsIds, ids == nil { ids = IdTable(kitchen.recipes) }
        if wantsOrder, order == nil { order = Self.titleOrder(of: kitchen.recipes) }
        if wantsTags, tagTable == nil { tagTable = TagTable(kitchen.recipes) }
    }

    /// Updates the parts made to `kitchen` by its edits, or drops them.
    mutating func follow(_ kitchen: KitchenSnapshot) {
        if identity === kitchen.identity { return }
        defer { identity = kitchen.identity }
        guard let identity, let edits = kitchen.recipeEdits, edits.base === identity, edits.edits.count <= Self.editLimit else {
            self = CollectionCache()
            return
        }
        var changed: [Int] = []
        for edit in edits.edits {
            guard case .replace(let position, _) = edit, position < kitchen.recipes.count else {
                self = CollectionCache()
                return
            }
            changed.append(position)
        }
        guard !changed.isEmpty else { return }
        let recipes = kitchen.recipes
        if ids != nil, ids?.replace(changed, in: recipes) != true { ids = nil }
        if tagTable != nil { tagTable?.replace(changed, in: recipes) }
        if var kept = order {
            // Every changed position out first, then each put back (if not
            // archived) where the sort would have it: the comparisons only
            // ever read titles as they are now.
            order = nil
            let leaving = Set(changed)
            kept.removeAll { leaving.contains($0) }
            for position in leaving.sorted() where !recipes[position].recipe.isArchived {
                let title = recipes[position].recipe.title
                var low = 0
                var high = kept.count
                while low < high {
                    let middle = low + (high - low) / 2
                    if Self.before(recipes[kept[middle]].recipe.title, kept[middle], title, position) { low = middle + 1 } else { high = middle }
                }
                kept.insert(position, at: low)
            }
            order = kept
        }
    }

    /// The order of the collection page: titles as Finder sorts them, then position.
    static func before(_ a: String, _ aPosition: Int, _ b: String, _ bPosition: Int) -> Bool {
        switch a.localizedStandardCompare(b) {
        case .orderedAscending: true
        case .orderedDescending: false
        case .orderedSame: aPosition < bPosition
        }
    }

    static func titleOrder(of recipes: [RecipeEntry]) -> [Int] {
        var positions = recipes.indices.filter { !recipes[$0].recipe.isArchived }
        positions.sort { before(recipes[$0].recipe.title, $0, recipes[$1].recipe.title, $1) }
        return positions
    }
}

/// Each recipe's position and value by id, the first of two with one id.
private struct IdTable: Sendable {
    var positions: [String: Int] = [:]
    var recipes: [String: Recipe] = [:]
    /// The id at each position.
    var idAt: [String] = []
    /// Ids held by more than one recipe.
    var shared: Set<String> = []

    init(_ entries: [RecipeEntry]) {
        idAt.reserveCapacity(entries.count)
        positions.reserveCapacity(entries.count)
        recipes.reserveCapacity(entries.count)
        for position in entries.indices {
            let id = entries[position].recipe.id
            idAt.append(id)
            if positions[id] == nil {
                positions[id] = position
                recipes[id] = entries[position].recipe
            } else {
                shared.insert(id)
            }
        }
    }

    /// Follows recipes replaced at `changed`; false when an id held by two
    /// recipes is concerned (then the table is made again).
    mutating func replace(_ changed: [Int], in entries: [RecipeEntry]) -> Bool {
        guard entries.count == idAt.count else { return false }
        for position in changed {
            let old = idAt[position]
            guard !shared.contains(old), positions[old] == position else { return false }
            positions[old] = nil
            recipes[old] = nil
        }
        for position in changed {
            let recipe = entries[position].recipe
            guard positions[recipe.id] == nil else { return false }
            positions[recipe.id] = position
            recipes[recipe.id] = recipe
            idAt[position] = recipe.id
        }
        return true
    }
}

/// The tags of the collection, lowercased: how many recipes carry each.
private struct TagTable: Sendable {
    var counts: [String: Int] = [:]
    var tagsAt: [[String]] = []
    var sorted: [String] = []

    init(_ entries: [RecipeEntry]) {
        tagsAt = entries.map { Self.tags(of: $0.recipe) }
        for tags in tagsAt {
            for tag in tags { counts[tag, default: 0] += 1 }
        }
        sorted = counts.keys.sorted()
    }

    static func tags(of recipe: Recipe) -> [String] {
        Array(Set(recipe.tags.map { $0.lowercased() }))
    }

    mutating func replace(_ changed: [Int], in entries: [RecipeEntry]) {
        guard entries.count == tagsAt.count else {
            self = TagTable(entries)
            return
        }
        var before = counts.count
        for position in changed {
            for tag in tagsAt[position] {
                let left = (counts[tag] ?? 1) - 1
                counts[tag] = left > 0 ? left : nil
            }
            tagsAt[position] = Self.tags(of: entries[position].recipe)
            for tag in tagsAt[position] {
                if counts[tag] == nil { before = -1 }
                counts[tag, default: 0] += 1
            }
        }
        if before != counts.count { sorted = counts.keys.sorted() }
    }
}

import Dispatch
import Synchronization
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// What a session keeps per recipe for `list` and `search`: the recipes
/// of its snapshot as a plain array and the two indexes, each made when
/// first asked for. After a change the store reports as a few edits
/// (`KitchenSnapshot.recipeEdits`), whatever was made is updated by them,
/// so that the first query after a `fav` costs about as much as the
/// change, not a new index of every recipe; after any other change it is
/// dropped and made again when next asked for.
struct RecipeIndexes {
    /// The snapshot the cached values were made from.
    private var identity: SnapshotIdentity?
    private var recipes: [Recipe]?
    private var query: RecipeQueryIndex?
    private var search: SearchRanking.Index?

    /// More edits than this (or than an eighth of the recipes) and the
    /// indexes are made again instead: each edit costs a pass over a few
    /// arrays of one number per recipe, a new index a few passes over every
    /// recipe's text.
    static let editLimit = 64

    mutating func recipes(of kitchen: KitchenSnapshot) -> [Recipe] {
        follow(kitchen)
        if let recipes { return recipes }
        let made = kitchen.recipes.map(\.recipe)
        recipes = made
        return made
    }

    mutating func queryIndex(of kitchen: KitchenSnapshot) -> RecipeQueryIndex {
        follow(kitchen)
        if let query { return query }
        let made = RecipeQueryIndex(recipes(of: kitchen))
        query = made
        return made
    }

    /// The search index for a search: made when first asked for without
    /// the table of its words, so that the first searches after opening
    /// cost a fold of the recipes' text and a scan of it each, not the
    /// vocabulary of the whole collection too; the table is added for the
    /// search after `scansBeforeWords` scans (or by `prepare`), when the
    /// session has shown it searches on.
    mutating func searchIndex(of kitchen: KitchenSnapshot) -> SearchRanking.Index {
        follow(kitchen)
        if var search {
            guard !search.hasWords else { return search }
            scans += 1
            if scans > Self.scansBeforeWords {
                self.search = nil
                search.makeWords()
                self.search = search
            }
            return search
        }
        scans += 1
        let made = SearchRanking.Index(recipes(of: kitchen), words: scans > Self.scansBeforeWords)
        search = made
        return made
    }

    /// Searches that scan the folded texts before the words are indexed.
    static let scansBeforeWords = 3
    /// The searches since the collection was opened or changed other than by
    /// a few edits, before the search index had its words.
    private var scans = 0

    /// The best hits of `text` (see `SearchRanking.best`). The first
    /// searches, before the search index is made, fold only the recipes
    /// whose files may hold the words (`SearchPrefilter`); a search the
    /// prefilter cannot narrow to `prefilteredShare` of the recipes, or the
    /// one after `scansBeforeWords`, makes the index (the second with its words).
    mutating func best(
        _ text: String, limit: Int?, keeping keep: (_ isArchived: Bool) -> Bool, of kitchen: KitchenSnapshot
    ) -> (hits: [SearchRanking.Found], total: Int) {
        follow(kitchen)
        if search == nil, scans < Self.scansBeforeWords, let sources = kitchen.recipeSources, sources.count == kitchen.recipes.count {
            var prefilter = self.prefilter.take() ?? SearchPrefilter(sources)
            let found = prefilter.candidates(TextFolding.words(text).map(SearchRanking.Folded.init))
            self.prefilter = prefilter
            let entries = kitchen.recipes
            if let candidates = found, candidates.count <= entries.count / Self.prefilteredShare {
                scans += 1
                // Read in place from the snapshot: the array of every recipe is not made for them.
                var kept: [Recipe] = []
                kept.reserveCapacity(candidates.count)
                entries.withUnsafeBufferPointer { entries in
                    for position in candidates { kept.append(entries[position].recipe) }
                }
                return SearchRanking.best(text, among: candidates, kept, limit: limit, keeping: keep)
            }
        }
        prefilter = nil
        return SearchRanking.best(text, in: searchIndex(of: kitchen), limit: limit, keeping: keep)
    }

    /// A search whose prefilter keeps more than one recipe in this many
    /// makes the whole index instead (about as dear, and kept for the next).
    static let prefilteredShare = 2
    /// Which files may hold a search's words, made for the first search.
    private var prefilter: SearchPrefilter?

    /// For each position, the first position with the same recipe id: the
    /// list index's when it is made, else made once for the searches that
    /// print their lines without it.
    mutating func firstOfSameId(of kitchen: KitchenSnapshot) -> [Int32] {
        follow(kitchen)
        if let query { return query.firstOfSameId }
        if let firstOfSameId { return firstOfSameId }
        let recipes = recipes(of: kitchen)
        var first: [String: Int32] = [:]
        first.reserveCapacity(recipes.count)
        var made = [Int32](repeating: 0, count: recipes.count)
        recipes.withUnsafeBufferPointer { recipes in
            for position in recipes.indices {
                let mine = Int32(truncatingIfNeeded: position)
                if let earlier = first[recipes[position].id] {
                    made[position] = earlier
                } else {
                    first[recipes[position].id] = mine
                    made[position] = mine
                }
            }
        }
        firstOfSameId = made
        return made
    }

    private var firstOfSameId: [Int32]?

    /// For each of `positions`, the first position with the same recipe id:
    /// from the list index or `firstOfSameId` when made; else, for a few
    /// positions (the lines a search prints) in the first searches, from
    /// one pass over the recipes up to the last of them that looks an id
    /// up only when it is as long as one of theirs, instead of a table of
    /// every id (made for the search after `scansBeforeWords` passes, as
    /// the words are).
    mutating func firstOfSameId(for positions: [Int], of kitchen: KitchenSnapshot) -> [Int] {
        follow(kitchen)
        if let query { return positions.map { query.firstWithSameId($0) } }
        idPasses += 1
        guard positions.count <= Self.fewPositions, firstOfSameId == nil, idPasses <= Self.scansBeforeWords else {
            let first = firstOfSameId(of: kitchen)
            return positions.map { Int(first[$0]) }
        }
        // Read in place from the snapshot (the first searches make no array of every recipe).
        let recipes = kitchen.recipes
        var first: [String: Int] = [:]
        // One bit for each length of those ids (the longest share the last).
        var lengths = [UInt64](repeating: 0, count: 4)
        for position in positions {
            first[recipes[position].recipe.id] = -1
            let length = min(recipes[position].recipe.id.utf8.count, 255)
            lengths[length >> 6] |= 1 << UInt64(length & 63)
        }
        let end = (positions.max() ?? -1) + 1
        recipes.withUnsafeBufferPointer { recipes in
            for position in 0..<end {
                let length = min(recipes[position].recipe.id.utf8.count, 255)
                guard lengths[length >> 6] & (1 << UInt64(length & 63)) != 0, first[recipes[position].recipe.id] == -1 else { continue }
                first[recipes[position].recipe.id] = position
            }
        }
        return positions.map { first[recipes[$0].recipe.id] ?? $0 }
    }

    /// At most this many positions and `firstOfSameId(for:of:)` reads the ids
    /// instead of making the table of all of them.
    static let fewPositions = 64
    /// The passes over the ids `firstOfSameId(for:of:)` made.
    private var idPasses = 0

    /// The list index when it is made (a search asks for it only to print
    /// its lines faster, and does without it when it is not).
    mutating func madeQueryIndex(of kitchen: KitchenSnapshot) -> RecipeQueryIndex? {
        follow(kitchen)
        return query
    }

    /// Makes both indexes, the search index with its words (for a server
    /// that prepares them before its first request): at once, one on each core.
    mutating func prepare(_ kitchen: KitchenSnapshot) {
        follow(kitchen)
        let recipes = recipes(of: kitchen)
        if search == nil, query == nil, recipes.count >= Self.sideBySideMinimum {
            let (query, search) = Self.makeBoth(recipes)
            self.query = query
            self.search = search
            return
        }
        if query == nil { query = RecipeQueryIndex(recipes) }
        if var search {
            self.search = nil
            search.makeWords()
            self.search = search
        } else {
            search = SearchRanking.Index(recipes)
        }
    }

    /// Fewer recipes than this and both indexes are made one after the other (in well under a millisecond).
    static let sideBySideMinimum = 256

    /// The two indexes of `recipes`, the list index made on another thread while this one makes the search index.
    static func makeBoth(_ recipes: [Recipe]) -> (RecipeQueryIndex, SearchRanking.Index) {
        let made = Mutex<(query: RecipeQueryIndex?, search: SearchRanking.Index?)>((nil, nil))
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 {
                let query = RecipeQueryIndex(recipes)
                made.withLock { $0.query = query }
            } else {
                let search = SearchRanking.Index(recipes)
                made.withLock { $0.search = search }
            }
        }
        return made.withLock { made in
            (made.query ?? RecipeQueryIndex(recipes), made.search ?? SearchRanking.Index(recipes))
        }
    }

    /// Brings the cached values to `kitchen`: kept when they were made from
    /// it, updated when its edits start from the snapshot they were made
    /// from, dropped otherwise.
    mutating func follow(_ kitchen: KitchenSnapshot) {
        if identity === kitchen.identity { return }
        defer { identity = kitchen.identity }
        guard let identity, let edits = kitchen.recipeEdits, edits.base === identity,
            var recipes = self.recipes,
            edits.edits.count <= max(Self.editLimit, recipes.count / 8)
        else {
            self = RecipeIndexes()
            return
        }
        // Taken out first, so that each array below is the only reference
        // to its storage and changes in place instead of being copied.
        var query = self.query.take()
        var search = self.search.take()
        self.recipes = nil
        firstOfSameId = nil
        prefilter = nil
        query?.releaseRecipes()
        search?.releaseRecipes()
        for edit in edits.edits { edit.apply(to: &recipes) { $0 } }
        guard recipes.count == kitchen.recipes.count else {
            self = RecipeIndexes()
            return
        }
        query?.update(edits.edits, recipes: recipes)
        search?.update(edits.edits, recipes: recipes)
        self.recipes = recipes
        self.query = query
        self.search = search
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Dispatch
import Foundation
import Synchronization
import ClipCookCore
import ClipCookLanguage

extension SearchRanking {
    /// The folded text of each recipe, made once and searched by every query
    /// until the recipes change. Text that is plain ASCII once folded (most
    /// of a collection) is kept as bytes, all recipes' text of one kind in
    /// one buffer, so a word is looked for with one pass of `memchr` over
    /// that buffer; other text is kept as strings and compared as before.
    ///
    /// What is kept per recipe is kept by slot, not by position, so that a
    /// few edits (`update`) change little: a new index gives recipe `p`
    /// slot `p`; an edit gives the recipe it puts in a new slot at the end
    /// (its texts appended, its words in `added`) and leaves the slot of a
    /// recipe it replaces or removes in place, dead (`dead`), its text and
    /// postings still there but never a hit. `slotAt` and `positions` say
    /// which slot holds which position. A query works by slot and gives
    /// positions at the end. Once the slots made or killed by edits pass an
    /// eighth of those of the last new index, the index is made again.
    public struct Index: Sendable {
        package private(set) var recipes: [Recipe]
        /// By slot.
        package private(set) var isArchived: [Bool]
        /// The folded titles, by slot.
        package private(set) var titles: [String]
        /// The first byte of each folded title that is plain ASCII without
        /// CR, else `notPlain`: read for every hit, and much smaller than the titles.
        package private(set) var titleHeads: [UInt8]
        package static let notPlain: UInt8 = 0xFF
        /// Every live slot in the order by folded title, then id, then position.
        package private(set) var byTitle: [Int32]
        /// One for each `Kind`.
        package private(set) var texts: [Text]
        /// For titles that are not plain ASCII: their folded words, by slot.
        package private(set) var titleWords: [Int: [String]]
        /// The words of the ASCII texts of the slots the index was made
        /// with and where each occurs; empty until `makeWords` when the
        /// index was made without them (then every term is looked for by
        /// scanning the texts, `hasWords` false).
        package private(set) var words = WordTable()
        package private(set) var hasWords = false
        /// The words of the ASCII texts of the slots added by edits.
        package private(set) var added = AddedWords()
        /// How many slots the index was made with (those `words` covers).
        package let baseSlots: Int
        /// The slot of each position.
        package private(set) var slotAt: [Int32]
        /// The position of each slot, -1 for a dead one.
        package private(set) var positions: [Int32]
        /// The slots that hold no recipe any more.
        package private(set) var dead: [Int] = []
        /// Whether every slot is its own position (no edit since the index was made).
        package private(set) var slotsArePositions = true

        public init(_ recipes: [Recipe]) {
            self.init(recipes, words: true)
        }

        /// The index of `recipes`, with the table of their words or not
        /// (a search then scans the folded texts; `makeWords` adds it).
        package init(_ recipes: [Recipe], words withWords: Bool) {
            self.recipes = recipes
            isArchived = recipes.map { $0.isArchived }
            let made = Index.folded(recipes)
            titles = made.titles
            titleHeads = made.titles.map(Index.head)
            byTitle = made.byTitle
            texts = made.texts
            titleWords = made.titleWords
            if withWords {
                words = WordTable(texts)
                hasWords = true
            }
            baseSlots = recipes.count
            slotAt = (0..<recipes.count).map { Int32(truncatingIfNeeded: $0) }
            positions = slotAt
        }

        /// The folded titles, their order and the folded texts of `recipes`.
        package struct Folding: Sendable {
            var titles: [String] = []
            var byTitle: [Int32] = []
            var texts = [Text](repeating: Text(), count: Kind.allCases.count)
            var titleWords: [Int: [String]] = [:]
        }

        /// Fewer recipes than this and their text is folded on one core.
        package static let sideBySideMinimum = 256

        /// The texts of `recipes` folded: the steps (most of the text) on
        /// one core while the other folds the rest and orders the titles.
        package static func folded(_ recipes: [Recipe]) -> Folding {
            guard recipes.count >= sideBySideMinimum else { return folded(recipes, steps: true) }
            let made = Mutex<(steps: Text?, rest: Folding?)>((nil, nil))
            DispatchQueue.concurrentPerform(iterations: 2) { part in
                if part == 0 {
                    var steps = Text()
                    // By field: a recipe taken from the buffer whole was copied (every text retained).
                    recipes.withUnsafeBufferPointer { recipes in
                        for position in recipes.indices { steps.append(folding: recipes[position].steps) }
                    }
                    made.withLock { $0.steps = steps }
                } else {
                    let rest = folded(recipes, steps: false)
                    made.withLock { $0.rest = rest }
                }
            }
            return made.withLock { made in
                guard let steps = made.steps, var rest = made.rest else { return folded(recipes, steps: true) }
                rest.texts[Kind.steps.rawValue] = steps
                return rest
            }
        }

        /// The same on this core, the steps' text too or not.
        package static func folded(_ recipes: [Recipe], steps: Bool) -> Folding {
            var made = Folding()
            // Each recipe read in place and by field: a copy of one (which
            // `map`, a `for` loop or a call with an `inout` beside it makes)
            // retains and releases every text it holds.
            recipes.withUnsafeBufferPointer { recipes in
                made.titles = recipes.indices.map { TextFolding.fold(recipes[$0].title) }
            }
            made.byTitle = RecipeQueryIndex.orderByTitle(made.titles, recipes).map { Int32(truncatingIfNeeded: $0) }
            recipes.withUnsafeBufferPointer { recipes in
                for position in recipes.indices {
                    appendTexts(
                        title: made.titles[position], unfolded: recipes[position].title, tags: recipes[position].tags,
                        ingredients: recipes[position].ingredients, caption: recipes[position].caption,
                        steps: steps ? recipes[position].steps : nil, at: position, to: &made.texts, &made.titleWords)
                }
            }
            return made
        }

        /// What `titleHeads` holds for `title`.
        package static func head(_ title: String) -> UInt8 {
            guard let head = title.utf8.first, title.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return notPlain }
            return head
        }

        /// Appends the texts of `recipe` (whose folded title is `title`) as those of `slot`, the next one.
        package static func appendTexts(
            of recipe: Recipe, title: String, at slot: Int, to texts: inout [Text], _ titleWords: inout [Int: [String]]
        ) {
            appendTexts(
                title: title, unfolded: recipe.title, tags: recipe.tags, ingredients: recipe.ingredients,
                caption: recipe.caption, steps: recipe.steps, at: slot, to: &texts, &titleWords)
        }

        /// The same from a recipe's fields (`unfolded` its title; the steps
        /// left out when nil): each text is written folded straight into its
        /// buffer, read in place; only a text with a character
        /// `FoldingTable` leaves to Foundation is made as a string.
        package static func appendTexts(
            title: String, unfolded: String, tags: [String], ingredients: [Ingredient], caption: String?, steps: [Step]?,
            at slot: Int, to texts: inout [Text], _ titleWords: inout [Int: [String]]
        ) {
            texts[Kind.title.rawValue].append(title)
            if texts[Kind.title.rawValue].others[slot] != nil {
                titleWords[slot] = TextFolding.words(unfolded)
            }
            texts[Kind.tags.rawValue].append(folding: tags)
            texts[Kind.ingredients.rawValue].append(folding: ingredients)
            texts[Kind.caption.rawValue].append(folding: caption)
            if let steps { texts[Kind.steps.rawValue].append(folding: steps) }
        }

        public var count: Int { recipes.count }

        /// How many slots there are, live or dead.
        package var slots: Int { titles.count }

        /// Whether the recipe at `position` is archived.
        public func isArchived(_ position: Int) -> Bool { isArchived[Int(slotAt[position])] }

        /// The words of the title of the recipe in `slot`.
        package func words(ofTitle slot: Int) -> [String] {
            titleWords[slot] ?? TextFolding.words(titles[slot])
        }
    }
}

extension SearchRanking.Index {
    /// Lets go of the recipes before `update`, so that the caller's copy of
    /// them is the only one and changes in place.
    package mutating func releaseRecipes() {
        recipes = []
    }

    /// Adds the table of the words (see `words`) to an index made without
    /// it; an index changed by edits since it was made is made again whole.
    package mutating func makeWords() {
        guard !hasWords else { return }
        guard slots == baseSlots, dead.isEmpty else {
            self = SearchRanking.Index(recipes, words: true)
            return
        }
        words = WordTable(texts)
        hasWords = true
    }

    /// Slots made or killed by edits, beyond which the index is made again
    /// (or beyond an eighth of the slots it was made with): each such slot
    /// costs every query a little (the added words are looked through,
    /// the dead slots' postings read and then dropped), and a new index
    /// costs a few passes over every recipe's text.
    package static let editedSlotLimit = 64

    /// Brings the index to `recipes`, which `edits` made from the recipes
    /// it was made from. Finds what a new index of `recipes` finds.
    ///
    /// Each recipe an edit puts in gets a new slot (its text folded and its
    /// words added), each one it replaces or removes is left dead; the
    /// rest is a move in the slots of the positions per edit, then one pass
    /// over the slots and the title order for all the edits.
    package mutating func update(_ edits: [RecipeEdit], recipes: [Recipe]) {
        let edited = slots - baseSlots + dead.count
        guard edited + 2 * edits.count <= max(Self.editedSlotLimit, baseSlots / 8), slots + edits.count < 1 << 29 else {
            self = SearchRanking.Index(recipes, words: hasWords)
            return
        }
        guard !edits.isEmpty else {
            self.recipes = recipes
            return
        }
        var made: [Int] = []
        for edit in edits {
            switch edit {
            case .replace(let position, let recipe):
                guard slotAt.indices.contains(position) else { break }
                dead.append(Int(slotAt[position]))
                let slot = add(recipe)
                slotAt[position] = Int32(truncatingIfNeeded: slot)
                made.append(slot)
                continue
            case .insert(let position, let recipe):
                guard position >= 0, position <= slotAt.count else { break }
                let slot = add(recipe)
                slotAt.insert(Int32(truncatingIfNeeded: slot), at: position)
                made.append(slot)
                continue
            case .remove(let position):
                guard slotAt.indices.contains(position) else { break }
                dead.append(Int(slotAt.remove(at: position)))
                continue
            }
            // An edit that does not fit the recipes it should start from.
            self = SearchRanking.Index(recipes, words: hasWords)
            return
        }
        guard slotAt.count == recipes.count else {
            self = SearchRanking.Index(recipes, words: hasWords)
            return
        }
        self.recipes = recipes
        var current = [Int32](repeating: -1, count: slots)
        for (position, slot) in slotAt.enumerated() { current[Int(slot)] = Int32(truncatingIfNeeded: position) }
        let positions = current
        self.positions = positions
        slotsArePositions = false
        // The slots still live keep their order (a move keeps the order of
        // the positions it does not remove); the new ones are sorted and merged in.
        let titles = self.titles
        func precedes(_ a: Int32, _ b: Int32) -> Bool {
            let (a, b) = (Int(a), Int(b))
            if titles[a] != titles[b] { return titles[a] < titles[b] }
            let (x, y) = (Int(positions[a]), Int(positions[b]))
            if recipes[x].id != recipes[y].id { return recipes[x].id < recipes[y].id }
            return x < y
        }
        let fresh = made.filter { positions[$0] >= 0 }.map { Int32(truncatingIfNeeded: $0) }.sorted(by: precedes)
        var merged: [Int32] = []
        merged.reserveCapacity(recipes.count)
        var next = 0
        for slot in byTitle where positions[Int(slot)] >= 0 {
            while next < fresh.count, precedes(fresh[next], slot) {
                merged.append(fresh[next])
                next += 1
            }
            merged.append(slot)
        }
        merged += fresh[next...]
        byTitle = merged
    }

    /// Puts `recipe` in a new slot and gives its number.
    private mutating func add(_ recipe: Recipe) -> Int {
        let slot = slots
        let title = TextFolding.fold(recipe.title)
        Self.appendTexts(of: recipe, title: title, at: slot, to: &texts, &titleWords)
        titles.append(title)
        titleHeads.append(Self.head(title))
        isArchived.append(recipe.isArchived)
        added.add(slot, texts)
        return slot
    }
}

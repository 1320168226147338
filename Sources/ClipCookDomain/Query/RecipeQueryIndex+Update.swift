import ClipCookCore
import ClipCookLanguage

extension RecipeQueryIndex {
    /// Lets go of the recipes before `update`, so that the caller's copy of
    /// them is the only one and changes in place.
    package mutating func releaseRecipes() {
        recipes = []
    }

    /// Brings the index to `recipes`, which `edits` made from the recipes
    /// it was made from. The same as a new index of `recipes`.
    ///
    /// Each edit changes the entry of one recipe: its flags, tags, title,
    /// id and keys are put in place (an insert or a remove moves the
    /// entries after it, arrays of one number or reference per recipe), and
    /// in each order the recipe is taken out and put back where a binary
    /// search with the comparison the orders were made with says; orders
    /// whose key, title and id did not change are left as they are (a
    /// `fav` moves nothing). Nothing of the other recipes is looked at but
    /// the few titles, ids and keys the searches compare with.
    package mutating func update(_ edits: [RecipeEdit], recipes: [Recipe]) {
        for edit in edits {
            switch edit {
            case .replace(let position, let recipe) where position >= 0 && position < count:
                replace(at: position, with: recipe)
            case .insert(let position, let recipe) where position >= 0 && position <= count:
                insert(recipe, at: position)
            case .remove(let position) where position >= 0 && position < count:
                remove(at: position)
            default:
                // Edits that do not fit the recipes held: they cannot be
                // followed, so the index is made from the recipes instead.
                self = RecipeQueryIndex(recipes)
                return
            }
        }
        guard count == recipes.count else {
            self = RecipeQueryIndex(recipes)
            return
        }
        self.recipes = recipes
    }

    private mutating func replace(at position: Int, with recipe: Recipe) {
        let title = TextFolding.fold(recipe.title)
        let newKeys = RecipeField.numeric.map { $0.number(of: recipe) ?? .nan }
        let newFlags = RecipeQueryIndex.flags(recipe)
        // The orders the recipe moves in: all of them when its title or id
        // changed (they break every tie), else those whose key changed.
        let tiesChanged = title != titles[position] || recipe.id != ids[position]
        var moved: [Int] = []
        for column in 0..<Self.numericColumnCount {
            let (old, new) = (keys[column][position], newKeys[column])
            if tiesChanged || !(old == new || (old.isNaN && new.isNaN)) { moved.append(column) }
        }
        if tiesChanged { moved.append(Self.titleColumn) }
        if tiesChanged || flags[position] >> 2 != newFlags >> 2 { moved.append(Self.titleColumn + 1) }
        // Where the recipe is in those orders, found with its old entry.
        let places = moved.map { column in
            (ascending: place(of: position, column, descending: false), descending: place(of: position, column, descending: true))
        }

        if recipe.id != ids[position] {
            forgetId(at: position)
            ids[position] = recipe.id
            noteId(at: position)
        }
        titles[position] = title
        for column in 0..<Self.numericColumnCount { keys[column][position] = newKeys[column] }
        flags[position] = newFlags
        foldedTags[position] = recipe.tags.map(TextFolding.fold)
        rows.replace(at: position, with: recipe)

        for (column, place) in zip(moved, places) {
            let ascending = newPlace(of: position, column, descending: false, leaving: place.ascending)
            RecipeQueryIndex.move(in: &orders[column], from: place.ascending, to: ascending)
            let descending = newPlace(of: position, column, descending: true, leaving: place.descending)
            RecipeQueryIndex.move(in: &descendingOrders[column], from: place.descending, to: descending)
        }
    }

    private mutating func insert(_ recipe: Recipe, at position: Int) {
        count += 1
        titles.insert(TextFolding.fold(recipe.title), at: position)
        ids.insert(recipe.id, at: position)
        for (column, field) in RecipeField.numeric.enumerated() {
            keys[column].insert(field.number(of: recipe) ?? .nan, at: position)
        }
        flags.insert(RecipeQueryIndex.flags(recipe), at: position)
        foldedTags.insert(recipe.tags.map(TextFolding.fold), at: position)
        rows.insert(recipe, at: position)

        // The recipes from `position` on moved up by one.
        let moved = Int32(truncatingIfNeeded: position)
        RecipeQueryIndex.renumber(&firstOfSameId, from: moved, by: 1)
        firstOfSameId.insert(moved, at: position)
        renumberFirstPositions(from: position, by: 1)
        noteId(at: position)
        for column in 0..<Self.columnCount {
            RecipeQueryIndex.renumber(&orders[column], from: moved, by: 1)
            RecipeQueryIndex.renumber(&descendingOrders[column], from: moved, by: 1)
            let ascending = newPlace(of: position, column, descending: false, leaving: nil)
            orders[column].insert(moved, at: ascending)
            let descending = newPlace(of: position, column, descending: true, leaving: nil)
            descendingOrders[column].insert(moved, at: descending)
        }
    }

    private mutating func remove(at position: Int) {
        let removed = Int32(truncatingIfNeeded: position)
        for column in 0..<Self.columnCount {
            let ascending = place(of: position, column, descending: false)
            let descending = place(of: position, column, descending: true)
            orders[column].remove(at: ascending)
            descendingOrders[column].remove(at: descending)
            // The recipes after it moved down by one.
            RecipeQueryIndex.renumber(&orders[column], from: removed + 1, by: -1)
            RecipeQueryIndex.renumber(&descendingOrders[column], from: removed + 1, by: -1)
        }
        forgetId(at: position)
        firstOfSameId.remove(at: position)
        RecipeQueryIndex.renumber(&firstOfSameId, from: removed + 1, by: -1)
        renumberFirstPositions(from: position + 1, by: -1)

        count -= 1
        titles.remove(at: position)
        ids.remove(at: position)
        for column in 0..<Self.numericColumnCount { keys[column].remove(at: position) }
        flags.remove(at: position)
        foldedTags.remove(at: position)
        rows.remove(at: position)
    }

    // MARK: Ids

    /// Takes the id of the recipe at `position` out of `firstPosition` and
    /// `firstOfSameId`, before the recipe goes or gets another id: when it
    /// was the first with its id, the next one with it (found by a pass over
    /// `firstOfSameId`) becomes the first.
    private mutating func forgetId(at position: Int) {
        let moved = Int32(truncatingIfNeeded: position)
        guard firstOfSameId[position] == moved else { return }
        var next: Int32?
        firstOfSameId.withUnsafeMutableBufferPointer { first in
            for index in first.indices where index != position && first[index] == moved {
                if next == nil { next = Int32(truncatingIfNeeded: index) }
                first[index] = next ?? moved
            }
        }
        firstPosition[ids[position]] = next.map(Int.init)
    }

    /// Puts the id of the recipe at `position` into `firstPosition` and
    /// `firstOfSameId`, after it came or got that id (and `forgetId` took
    /// out any id it had).
    private mutating func noteId(at position: Int) {
        let here = Int32(truncatingIfNeeded: position)
        guard let first = firstPosition[ids[position]] else {
            firstPosition[ids[position]] = position
            firstOfSameId[position] = here
            return
        }
        if first < position {
            firstOfSameId[position] = Int32(truncatingIfNeeded: first)
            return
        }
        // The recipe comes before the others with its id: it is their first now.
        let was = Int32(truncatingIfNeeded: first)
        firstOfSameId.withUnsafeMutableBufferPointer { firsts in
            for index in firsts.indices where firsts[index] == was { firsts[index] = here }
        }
        firstOfSameId[position] = here
        firstPosition[ids[position]] = position
    }

    /// Adds `change` to every position of `firstPosition` from `first` on,
    /// through its values alone (no id is hashed again).
    private mutating func renumberFirstPositions(from first: Int, by change: Int) {
        var index = firstPosition.values.startIndex
        while index != firstPosition.values.endIndex {
            if firstPosition.values[index] >= first { firstPosition.values[index] += change }
            firstPosition.values.formIndex(after: &index)
        }
    }
}

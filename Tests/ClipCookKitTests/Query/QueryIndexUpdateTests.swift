import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// `RecipeQueryIndex.update` follows replaces, inserts and removes in place;
/// after any sequence of them the index is the one `RecipeQueryIndex(recipes)`
/// makes: the same orders, keys, flags and ids inside, the same positions
/// for every query, the same table bytes.
@Suite struct QueryIndexUpdateTests {
    typealias Sequence = QueryFastPathTests.Sequence

    static let queries: [RecipeQuery] = {
        var words = QueryFastPathTests.listQueries
        for field in RecipeField.allCases.map(\.rawValue) {
            words += ["all sort \(field)", "all sort \(field) limit 3", "archived sort \(field) desc", "favourites sort \(field) desc limit 9"]
        }
        return words.compactMap { try? RecipeQueryParser.parse($0.split(separator: " ").map(String.init)) }
    }()

    static let styles = [TextStyle.plain, TextStyle(color: true, unicode: true)]

    /// Applies `edits` to `recipes` and to an index made from them, as the session does.
    static func update(_ index: inout RecipeQueryIndex, _ recipes: inout [Recipe], _ edits: [RecipeEdit]) {
        index.releaseRecipes()
        for edit in edits { edit.apply(to: &recipes) { $0 } }
        index.update(edits, recipes: recipes)
    }

    /// Checks `index` against a new index of `recipes`: inside and out.
    static func expectSame(_ index: RecipeQueryIndex, _ recipes: [Recipe], _ note: String) {
        let fresh = RecipeQueryIndex(recipes)
        #expect(index.recipes == recipes, "\(note)")
        #expect(index.count == fresh.count, "\(note)")
        #expect(index.flags == fresh.flags, "\(note)")
        #expect(index.foldedTags == fresh.foldedTags, "\(note)")
        #expect(index.titles == fresh.titles, "\(note)")
        #expect(index.ids == fresh.ids, "\(note)")
        #expect(index.keys.map { $0.map(\.bitPattern) } == fresh.keys.map { $0.map(\.bitPattern) }, "\(note)")
        for column in 0..<RecipeQueryIndex.columnCount {
            #expect(index.orders[column] == fresh.orders[column], "\(note): column \(column)")
            #expect(index.descendingOrders[column] == fresh.descendingOrders[column], "\(note): column \(column) desc")
        }
        #expect(index.firstOfSameId == fresh.firstOfSameId, "\(note)")
        #expect(index.firstPosition == fresh.firstPosition, "\(note)")

        // From outside: every query, every number, every first position.
        for query in queries where query.positions(in: index) != query.positions(in: fresh) {
            Issue.record("\(note): \(query)")
        }
        for position in recipes.indices {
            #expect(index.firstWithSameId(position) == fresh.firstWithSameId(position), "\(note)")
            for field in RecipeField.allCases {
                #expect(index.number(field, at: position) == fresh.number(field, at: position), "\(note)")
            }
        }
        // The table of every recipe, in position order and in a query's
        // order, padded to the widest, and narrowed to fit a line width.
        let byCalories = RecipeQuery.allSortedBy(.calories).positions(in: fresh)
        for style in styles {
            let painting = RecipeRows.Painting(style)
            for positions in [Array(recipes.indices), byCalories] {
                #expect(index.rows.table(positions, style: painting) == fresh.rows.table(positions, style: painting), "\(note)")
                let suffixes = positions.map { Array("  (\($0))".utf8) }
                #expect(
                    index.rows.lines(positions, style: painting, lineWidth: 80, suffixes: suffixes, suffixWidth: 8, trailer: [0x2E])
                        == fresh.rows.lines(positions, style: painting, lineWidth: 80, suffixes: suffixes, suffixWidth: 8, trailer: [0x2E]),
                    "\(note)")
            }
        }
    }

    static func recipe(
        _ id: String, _ title: String, _ category: RecipeCategory = .dinner, calories: Int? = nil,
        favourite: Bool = false, archived: Bool = false, tags: [String] = []
    ) -> Recipe {
        Recipe(
            id: id, title: title, category: category,
            nutrition: calories.map { Nutrition(calories: $0, protein: $0 / 10, carbs: $0 / 5, fats: $0 / 20) },
            isArchived: archived, isFavourite: favourite, tags: tags)
    }

    // MARK: Worked examples

    @Test func aFavouriteIsFoundByTheFavouritesQueryAndMovesNothing() throws {
        var recipes = [
            Self.recipe("soup", "Leek Soup", calories: 300), Self.recipe("toast", "Toast", .breakfast, calories: 200),
            Self.recipe("curry", "Curry", calories: 700),
        ]
        var index = RecipeQueryIndex(recipes)
        let favourites = try RecipeQueryParser.parse(["favourites", "sort", "calories", "desc"])
        #expect(favourites.positions(in: index) == [])
        var toast = recipes[1]
        toast.isFavourite = true
        Self.update(&index, &recipes, [.replace(position: 1, recipe: toast)])
        #expect(favourites.positions(in: index) == [1])
        #expect(index.rows.table([1], style: RecipeRows.Painting(.plain)) == "*  toast  Toast  breakfast  200 kcal  P 20  C 40  F 10")
        Self.expectSame(index, recipes, "fav")
    }

    @Test func aNewTitleMovesTheRecipeInEveryOrderAndEqualTitlesGoById() throws {
        var recipes = [
            Self.recipe("b", "Apple", calories: 100), Self.recipe("a", "Banana", calories: 100),
            Self.recipe("c", "Cherry", calories: 100), Self.recipe("d", "cherry", calories: 100),
        ]
        var index = RecipeQueryIndex(recipes)
        let byTitle = try RecipeQueryParser.parse(["sort", "title"])
        let byCalories = try RecipeQueryParser.parse(["sort", "calories", "desc"])
        #expect(byTitle.positions(in: index) == [0, 1, 2, 3])
        // "Apple" becomes "CHERRY": equal to two others once folded, so after
        // them by its id ("b" < "c" < "d": before both).
        var apple = recipes[0]
        apple.title = "CHERRY"
        Self.update(&index, &recipes, [.replace(position: 0, recipe: apple)])
        #expect(byTitle.positions(in: index) == [1, 0, 2, 3])
        #expect(byCalories.positions(in: index) == [1, 0, 2, 3])
        Self.expectSame(index, recipes, "title")
        // Now the id "e": after "c" and "d".
        apple.id = "e"
        Self.update(&index, &recipes, [.replace(position: 0, recipe: apple)])
        #expect(byTitle.positions(in: index) == [1, 2, 3, 0])
        Self.expectSame(index, recipes, "id")
        // The same title and id as "d": by position, first.
        apple.id = "d"
        Self.update(&index, &recipes, [.replace(position: 0, recipe: apple)])
        #expect(byTitle.positions(in: index) == [1, 2, 0, 3])
        #expect(index.firstWithSameId(3) == 0)
        Self.expectSame(index, recipes, "same title and id")
    }

    @Test func inAListOfEditsEachPositionIsAfterTheEditsBeforeIt() throws {
        var recipes = (0..<8).map { Self.recipe("r\($0)", "Dish \($0)", calories: 100 * $0) }
        var index = RecipeQueryIndex(recipes)
        let edits: [RecipeEdit] = [
            .insert(position: 0, recipe: Self.recipe("first", "Zebra cake", calories: 450)),
            // "r4", moved up by the insert.
            .replace(position: 5, recipe: Self.recipe("r4", "Dish 4", calories: 50)),
            .remove(position: 2),  // "r1"
            .insert(position: 8, recipe: Self.recipe("last", "Aardvark stew")),
            .insert(position: 4, recipe: Self.recipe("middle", "Dish 3", .lunch, calories: 300)),
            .remove(position: 0),  // "first"
        ]
        Self.update(&index, &recipes, edits)
        #expect(recipes.map(\.id) == ["r0", "r2", "r3", "middle", "r4", "r5", "r6", "r7", "last"])
        let byCalories = try RecipeQueryParser.parse(["sort", "calories"])
        #expect(byCalories.positions(in: index).map { recipes[$0].id } == ["r0", "r4", "r2", "middle", "r3", "r5", "r6", "r7", "last"])
        Self.expectSame(index, recipes, "edits")
    }

    @Test func theFirstRecipeOfEachIdFollowsRemovesInsertsAndNewIds() {
        var recipes = [
            Self.recipe("x", "One"), Self.recipe("y", "Two"), Self.recipe("x", "Three"), Self.recipe("x", "Four"),
            Self.recipe("y", "Five"),
        ]
        var index = RecipeQueryIndex(recipes)
        #expect((0..<5).map(index.firstWithSameId) == [0, 1, 0, 0, 1])
        // The first "x" goes: the next one, now at 1, is the first.
        Self.update(&index, &recipes, [.remove(position: 0)])
        #expect((0..<4).map(index.firstWithSameId) == [0, 1, 1, 0])
        #expect(index.firstPosition == ["y": 0, "x": 1])
        Self.expectSame(index, recipes, "remove the first")
        // An "x" put before all of them is their first.
        Self.update(&index, &recipes, [.insert(position: 0, recipe: Self.recipe("x", "Zero"))])
        #expect((0..<5).map(index.firstWithSameId) == [0, 1, 0, 0, 1])
        Self.expectSame(index, recipes, "insert before the first")
        // The first "y" becomes a "z" (new) and the last "y" an "x" (a later one).
        Self.update(
            &index, &recipes,
            [
                .replace(position: 1, recipe: Self.recipe("z", "Two")), .replace(position: 4, recipe: Self.recipe("x", "Five")),
            ])
        #expect((0..<5).map(index.firstWithSameId) == [0, 1, 0, 0, 0])
        #expect(index.firstPosition == ["x": 0, "z": 1])
        Self.expectSame(index, recipes, "new ids")
        // The last "x" becomes a "z", before nothing: the "z" at 1 stays first.
        Self.update(&index, &recipes, [.replace(position: 4, recipe: Self.recipe("z", "Five"))])
        #expect(index.firstWithSameId(4) == 1)
        Self.expectSame(index, recipes, "a later duplicate")
        // Everything goes, then comes back.
        Self.update(&index, &recipes, (0..<5).map { _ in .remove(position: 0) })
        #expect(index.count == 0 && index.firstPosition.isEmpty)
        Self.expectSame(index, recipes, "empty")
        Self.update(&index, &recipes, [.insert(position: 0, recipe: Self.recipe("z", "Again"))])
        Self.expectSame(index, recipes, "one again")
    }

    @Test func recipesWithoutAKeyStayLastBothWays() throws {
        var recipes = [
            Self.recipe("a", "A", calories: 300), Self.recipe("b", "B"), Self.recipe("c", "C", calories: 100),
            Self.recipe("d", "D"),
        ]
        var index = RecipeQueryIndex(recipes)
        let ascending = try RecipeQueryParser.parse(["sort", "calories"])
        let descending = try RecipeQueryParser.parse(["sort", "calories", "desc"])
        // "d" gets a key, "a" loses its own.
        Self.update(
            &index, &recipes,
            [
                .replace(position: 3, recipe: Self.recipe("d", "D", calories: 200)), .replace(position: 0, recipe: Self.recipe("a", "A")),
            ])
        #expect(ascending.positions(in: index) == [2, 3, 0, 1])
        #expect(descending.positions(in: index) == [3, 2, 0, 1])
        #expect(index.number(.calories, at: 0) == nil && index.number(.calories, at: 3) == 200)
        Self.expectSame(index, recipes, "missing keys")
    }

    @Test func editsThatDoNotFitTheIndexMakeItAgainFromTheRecipes() {
        var index = RecipeQueryIndex([Self.recipe("a", "A"), Self.recipe("b", "B")])
        let recipes = [Self.recipe("c", "C", calories: 10)]
        index.releaseRecipes()
        index.update([.remove(position: 5)], recipes: recipes)
        Self.expectSame(index, recipes, "out of range")
        // Edits that fit but do not give the recipes said.
        index.releaseRecipes()
        index.update([.insert(position: 0, recipe: Self.recipe("d", "D"))], recipes: recipes)
        Self.expectSame(index, recipes, "wrong count")
    }

    @Test func theRowsBufferIsPackedOnceMostOfItIsUnused() {
        var recipes = Array(QueryFastPathTests.recipes.prefix(50))
        var index = RecipeQueryIndex(recipes)
        var random = Sequence(state: 7)
        var largest = 0
        for round in 0..<400 {
            let position = random.next(recipes.count)
            var recipe = recipes[position]
            recipe.isFavourite.toggle()
            recipe.title += round % 2 == 0 ? "!" : ""
            Self.update(&index, &recipes, [.replace(position: position, recipe: recipe)])
            largest = max(largest, index.rows.bufferSize)
        }
        // 400 changed records of about 100 bytes each would take several
        // times the packed size; packing keeps it to about twice.
        let live = RecipeQueryIndex(recipes).rows.bufferSize
        #expect(largest <= 2 * live + 400)
        Self.expectSame(index, recipes, "after 400 replaces")
    }

    // MARK: Random edits

    /// A recipe like `recipe` with one or two things changed: flags, category,
    /// nutrition, times, tags, a title or id another recipe has, a new id.
    static func variant(of recipe: Recipe, _ random: inout Sequence) -> Recipe {
        let pool = QueryFastPathTests.recipes
        var changed = recipe
        for _ in 0..<(1 + random.next(2)) {
            switch random.next(11) {
            case 0: changed.isFavourite.toggle()
            case 1: changed.isArchived.toggle()
            case 2: changed.category = RecipeCategory.allCases[random.next(4)]
            case 3:
                changed.nutrition =
                    random.next(3) == 0
                    ? nil : Nutrition(calories: 50 * random.next(12), protein: random.next(40), carbs: random.next(60), fats: random.next(30))
            case 4: changed.title = random.pick(pool).title
            case 5: changed.title = changed.title.uppercased()
            case 6: changed.id = random.pick(pool).id
            case 7: changed.id = "new-\(random.next(40))"
            case 8: (changed.prepTime, changed.cookTime) = (random.pick(pool).prepTime, random.pick(pool).cookTime)
            case 9: changed.tags = random.pick(pool).tags
            default: changed = random.pick(pool)
            }
        }
        return changed
    }

    /// Up to `most` random edits for `count` recipes, each at a position of the recipes as the edits before it left them.
    static func edits(_ count: Int, most: Int, _ random: inout Sequence, _ recipes: [Recipe]) -> [RecipeEdit] {
        var count = count
        var shadow = recipes
        var edits: [RecipeEdit] = []
        for _ in 0..<(1 + random.next(most)) {
            let edit: RecipeEdit
            switch count == 0 ? 1 : random.next(4) {
            case 0, 3:
                let position = random.next(count)
                edit = .replace(position: position, recipe: variant(of: shadow[position], &random))
            case 1:
                edit = .insert(position: random.next(count + 1), recipe: variant(of: random.pick(QueryFastPathTests.recipes), &random))
            default:
                edit = .remove(position: random.next(count))
            }
            edit.apply(to: &shadow) { $0 }
            count = shadow.count
            edits.append(edit)
        }
        return edits
    }

    @Test(arguments: [1, 2, 3])
    func randomEditsLeaveTheIndexAsANewOne(seed: UInt64) {
        var random = Sequence(state: seed &* 0x9E37_79B9_7F4A_7C15)
        var recipes = Array(QueryFastPathTests.recipes.prefix(200 + 50 * Int(seed)))
        var index = RecipeQueryIndex(recipes)
        for round in 0..<15 {
            let edits = Self.edits(recipes.count, most: round % 5 == 4 ? 40 : 6, &random, recipes)
            Self.update(&index, &recipes, edits)
            Self.expectSame(index, recipes, "seed \(seed), round \(round)")
        }
    }

    /// A few recipes, so that edits empty the collection and fill it again
    /// and most recipes share their id or title with another.
    @Test func randomEditsOnAFewRecipes() {
        var random = Sequence(state: 0xC0FFEE)
        let pool = Array(QueryFastPathTests.recipes.prefix(6))
        var recipes = pool
        var index = RecipeQueryIndex(recipes)
        var wasEmpty = false
        for round in 0..<60 {
            var edits = Self.edits(recipes.count, most: 5, &random, recipes).map { edit -> RecipeEdit in
                // Ids and titles from these few only.
                switch edit {
                case .replace(let position, var recipe), .insert(let position, var recipe):
                    recipe.id = random.pick(pool).id
                    if random.next(2) == 0 { recipe.title = random.pick(pool).title }
                    if case .replace = edit { return .replace(position: position, recipe: recipe) }
                    return .insert(position: position, recipe: recipe)
                case .remove: return edit
                }
            }
            if round % 20 == 10 { edits = recipes.indices.map { _ in .remove(position: 0) } }
            Self.update(&index, &recipes, edits)
            wasEmpty = wasEmpty || recipes.isEmpty
            Self.expectSame(index, recipes, "round \(round)")
        }
        #expect(wasEmpty)
    }
}

extension RecipeQuery {
    /// Every recipe, archived or not, sorted by `field`.
    static func allSortedBy(_ field: RecipeField) -> RecipeQuery {
        var query = RecipeQuery()
        query.archive = .all
        query.sortField = field
        return query
    }
}

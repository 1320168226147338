import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// The search index brought up to date by a few edits finds what a new
/// index of the edited recipes finds: same positions, scores, fields and
/// order, by every way of looking for a word, and says the same about
/// which recipes are archived.
@Suite struct SearchIndexUpdateTests {
    typealias Sequence = QueryFastPathTests.Sequence

    /// The example collection's recipes, then the sample kitchen's.
    static let realRecipes: [Recipe] = {
        let collection = CollectionLoader.load(root: RepositoryFiles.url("examples").path)
        return collection.recipes + SampleKitchen.recipes
    }()

    /// Words found in no recipe above or in the generated ones, plain and accented.
    static let newWords = ["quokka", "zanzibar", "Smørrebrød", "pâtissière", "Ωcean", "xylo9"]

    static let queries: [String] = {
        var queries =
            QueryFastPathTests.searchQueries + newWords + [
                "quok", "okka", "zanzibar quokka", "patissiere", "smørrebrød", "rrebr", "ocean", "Ωc", "xylo9 quokka",
                "chicken", "garlic chicken", "banana", "banana bread", "oats", "lentil", "soup", "ragu", "hummus",
                "Crème brûlée", "creme", "Overnight Oats", "Chicken Caesar Wrap", "chick", "pasta", "cream", "water",
            ]
        queries += realRecipes.map(\.title)
        return queries
    }()

    /// `find` by every method on `index` and on a new index of `recipes`, for every query.
    static func expectSame(
        _ index: SearchRanking.Index, _ recipes: [Recipe], _ queries: [String] = queries,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let fresh = SearchRanking.Index(recipes)
        #expect(index.count == recipes.count, sourceLocation: sourceLocation)
        #expect(index.recipes == recipes, sourceLocation: sourceLocation)
        #expect(recipes.indices.map { index.isArchived($0) } == recipes.map(\.isArchived), sourceLocation: sourceLocation)
        for query in queries {
            // Every method finds the same in a new index (`QueryFastPathTests`).
            let expected = SearchRanking.find(query, in: fresh)
            for method in [SearchRanking.Method.cheapest, .words, .bytes] {
                let actual = SearchRanking.find(query, in: index, method: method)
                #expect(actual == expected, "search \(query) (\(method))", sourceLocation: sourceLocation)
            }
        }
        #expect(
            SearchRanking.search("chicken", in: index).map(\.recipe) == SearchRanking.search("chicken", in: fresh).map(\.recipe),
            sourceLocation: sourceLocation)
    }

    /// Applies `edits` to `recipes` and to `index`, as the session does.
    static func apply(_ edits: [RecipeEdit], _ recipes: inout [Recipe], _ index: inout SearchRanking.Index) {
        index.releaseRecipes()
        for edit in edits { edit.apply(to: &recipes) { $0 } }
        index.update(edits, recipes: recipes)
    }

    static func recipe(
        _ id: String, _ title: String, caption: String? = nil, tags: [String] = [],
        ingredients: [String] = [], steps: [String] = [], archived: Bool = false
    ) -> Recipe {
        Recipe(
            id: id, title: title, caption: caption, servings: 2, category: .dinner,
            ingredients: ingredients.enumerated().map { Ingredient(id: "i\($0.offset)", name: $0.element) },
            steps: steps.enumerated().map { Step(id: "s\($0.offset)", order: $0.offset + 1, text: $0.element) },
            isArchived: archived, tags: tags)
    }

    @Test func aReplacedTitleIsFoundByItsNewWordsAndNotItsOld() throws {
        var recipes = Self.realRecipes
        var index = SearchRanking.Index(recipes)
        let position = try #require(recipes.firstIndex { $0.id == "banana-bread" })
        #expect(SearchRanking.find("banana", in: index).map(\.position).contains(position))
        var edited = recipes[position]
        edited.title = "Quokka Loaf"
        edited.tags = ["Zanzibar"]
        Self.apply([.replace(position: position, recipe: edited)], &recipes, &index)
        #expect(!index.slotsArePositions)
        let quokka = SearchRanking.find("quokka", in: index)
        #expect(quokka.map(\.position) == [position])
        // A whole word of the title, which starts with the query.
        #expect(quokka.first?.score == 600)
        #expect(quokka.first?.fields == ["title"])
        #expect(SearchRanking.find("Quokka Loaf", in: index).first?.score == 1200)
        #expect(SearchRanking.find("zanzibar", in: index).first?.fields == ["tags"])
        // The old title's own word, no longer in the title.
        #expect(SearchRanking.find("banana bread", in: index).allSatisfy { $0.score < 1000 })
        Self.expectSame(index, recipes)
    }

    @Test func eachFieldOfAReplacedRecipeIsSearched() {
        var recipes = Self.realRecipes
        var index = SearchRanking.Index(recipes)
        let changes: [(inout Recipe) -> Void] = [
            { $0.tags = ["Pâtissière", "weeknight"] },
            { $0.ingredients = [Ingredient(id: "i1", name: "smørrebrød", notes: "quokka-sized")] },
            { $0.steps = [Step(id: "s1", order: 1, text: "Fold in the xylo9 crème.")] },
            { $0.caption = "A Zanzibar Ωcean of flavour." },
            { $0.caption = nil },
            { $0.isArchived.toggle() },
            { $0.title = "Crème brûlée" },
            { $0.title = "Ωcean Quokka" },
        ]
        for (number, change) in changes.enumerated() {
            let position = (number * 5) % recipes.count
            var edited = recipes[position]
            change(&edited)
            Self.apply([.replace(position: position, recipe: edited)], &recipes, &index)
            Self.expectSame(index, recipes)
        }
        #expect(SearchRanking.find("SMØRREBRØD", in: index).first?.fields == ["ingredients"])
        #expect(SearchRanking.find("xylo9", in: index).first?.fields == ["steps"])
        #expect(SearchRanking.find("patissiere", in: index).first?.fields == ["tags"])
    }

    @Test func archivingScoresOneLessAndIsSaid() throws {
        var recipes = Self.realRecipes
        var index = SearchRanking.Index(recipes)
        let position = try #require(recipes.firstIndex { $0.id == "overnight-oats" && !$0.isArchived })
        let before = try #require(SearchRanking.find("Overnight Oats", in: index).first { $0.position == position })
        var edited = recipes[position]
        edited.isArchived = true
        Self.apply([.replace(position: position, recipe: edited)], &recipes, &index)
        #expect(index.isArchived(position))
        let after = try #require(SearchRanking.find("Overnight Oats", in: index).first { $0.position == position })
        #expect(after.score == before.score - 1)
        Self.expectSame(index, recipes)
    }

    @Test func insertsAtTheStartMiddleAndEndMoveTheRecipesAfterThem() {
        var recipes = Self.realRecipes
        var index = SearchRanking.Index(recipes)
        let count = recipes.count
        for (position, title) in [(0, "Quokka Stew"), (count / 2, "Zanzibar Quokka Curry"), (count + 2, "Quokka")] {
            let new = Self.recipe("new-\(position)", title, caption: "Smørrebrød on the side", tags: ["quokka"])
            Self.apply([.insert(position: position, recipe: new)], &recipes, &index)
            Self.expectSame(index, recipes)
        }
        // The whole title first, then the one starting with it, then the one holding it.
        #expect(SearchRanking.find("quokka", in: index).map(\.position) == [count + 2, 0, count / 2])
        #expect(SearchRanking.find("smørrebrød", in: index).count == 3)
    }

    @Test func aRemovedRecipeIsFoundNoMore() throws {
        var recipes = Self.realRecipes
        var index = SearchRanking.Index(recipes)
        let position = try #require(recipes.firstIndex { $0.id == "classic-hummus" })
        #expect(!SearchRanking.find("hummus", in: index).isEmpty)
        Self.apply([.remove(position: position)], &recipes, &index)
        #expect(SearchRanking.find("hummus", in: index).allSatisfy { recipes[$0.position].id != "classic-hummus" })
        Self.expectSame(index, recipes)
        // The first and the last go too.
        Self.apply([.remove(position: 0)], &recipes, &index)
        Self.expectSame(index, recipes)
        Self.apply([.remove(position: recipes.count - 1)], &recipes, &index)
        Self.expectSame(index, recipes)
    }

    @Test func severalEditsInOneUpdateEachFromTheRecipesBeforeIt() {
        var recipes = Self.realRecipes
        var index = SearchRanking.Index(recipes)
        let first = recipes[0]
        var renamed = first
        renamed.title = "Zanzibar " + first.title
        let edits: [RecipeEdit] = [
            .insert(position: 0, recipe: Self.recipe("quokka-1", "Quokka Pie", tags: ["pie"])),
            // The recipe that was first, now second.
            .replace(position: 1, recipe: renamed),
            .remove(position: 3),
            .insert(position: 2, recipe: Self.recipe("quokka-2", "Quokka Pie", steps: ["Bake the quokka pie."])),
            // The recipe just inserted, replaced again; then the first one inserted removed.
            .replace(position: 2, recipe: Self.recipe("quokka-2", "Quokka Tart", archived: true)),
            .remove(position: 0),
            .insert(position: recipes.count - 1, recipe: Self.recipe("pâté", "Pâté en croûte", caption: "xylo9")),
        ]
        Self.apply(edits, &recipes, &index)
        #expect(recipes[0].title == renamed.title)
        #expect(recipes[1].title == "Quokka Tart")
        #expect(SearchRanking.find("quokka", in: index).map(\.position) == [1])
        #expect(SearchRanking.find("pate", in: index).first?.position == recipes.count - 2)
        Self.expectSame(index, recipes)
    }

    /// Recipes with one title (and some with one id) are ordered by id, then
    /// by position, where the position is the one after the edits.
    @Test func equalTitlesAndIdsKeepTheOrderOfTheirCurrentPositions() {
        var recipes = (0..<12).map { Self.recipe("same-\($0 % 3)", $0 % 2 == 0 ? "Quokka Soup" : "quokka soup", tags: ["t\($0)"]) }
        var index = SearchRanking.Index(recipes)
        Self.expectSame(index, recipes, ["quokka", "Quokka Soup", "soup quokka", "t1"])
        let edits: [[RecipeEdit]] = [
            [.insert(position: 0, recipe: Self.recipe("same-1", "Quokka Soup"))],
            [.insert(position: 7, recipe: Self.recipe("same-0", "quokka soup")), .remove(position: 1)],
            [
                .replace(position: 5, recipe: Self.recipe("same-2", "Quokka soup")),
                .replace(position: 2, recipe: Self.recipe("same-0", "QUOKKA SOUP")),
            ],
            [.remove(position: 0), .insert(position: 11, recipe: Self.recipe("same-0", "Quokka Soup", archived: true))],
            [.insert(position: 3, recipe: Self.recipe("same-1", "Quokka Soup")), .insert(position: 3, recipe: Self.recipe("same-1", "Quokka Soup"))],
        ]
        for edit in edits {
            Self.apply(edit, &recipes, &index)
            Self.expectSame(index, recipes, ["quokka", "Quokka Soup", "soup quokka", "t1", "t3 quokka"])
            let found = SearchRanking.find("Quokka Soup", in: index)
            #expect(found.count == recipes.count)
            // Equal titles once folded: by id, then position (archived ones one lower).
            let expected = recipes.indices.sorted { a, b in
                let (x, y) = (recipes[a].isArchived ? 1 : 0, recipes[b].isArchived ? 1 : 0)
                if x != y { return x < y }
                return recipes[a].id != recipes[b].id ? recipes[a].id < recipes[b].id : a < b
            }
            #expect(found.map(\.position) == expected)
        }
    }

    /// A recipe made of the generated words and the new ones, with any of
    /// its fields empty, accented or not.
    static func randomRecipe(_ random: inout Sequence, from recipes: [Recipe]) -> Recipe {
        let words = QueryFastPathTests.words + newWords
        func text(_ count: Int) -> String {
            (0..<count).map { _ in random.pick(words) }.joined(separator: random.next(4) == 0 ? ", " : " ")
        }
        var recipe = recipes.isEmpty ? Self.recipe("r", "r") : recipes[random.next(recipes.count)]
        switch random.next(7) {
        case 0: recipe.title = text(1 + random.next(3))
        case 1: recipe.tags = (0..<random.next(3)).map { _ in random.pick(words) }
        case 2:
            recipe.ingredients = (0..<random.next(3)).map {
                Ingredient(id: "i\($0)", name: text(1 + random.next(2)), notes: random.next(2) == 0 ? text(1) : nil)
            }
        case 3: recipe.steps = (0..<random.next(3)).map { Step(id: "s\($0)", order: $0 + 1, text: text(2 + random.next(4))) }
        case 4: recipe.caption = random.next(3) == 0 ? nil : text(random.next(5))
        case 5: recipe.isArchived.toggle()
        default:
            recipe.title = random.next(2) == 0 ? random.pick(newWords) : recipes.isEmpty ? "r" : recipes[random.next(recipes.count)].title
            recipe.id = random.next(2) == 0 ? "r\(random.next(330))" : recipe.id + "-\(random.next(9))"
            recipe.caption = text(random.next(4))
        }
        return recipe
    }

    static func randomEdits(_ random: inout Sequence, _ count: Int, on start: [Recipe], pool: [Recipe]) -> [RecipeEdit] {
        var recipes = start
        var edits: [RecipeEdit] = []
        for _ in 0..<count {
            let edit: RecipeEdit
            switch recipes.isEmpty ? 1 : random.next(3) {
            case 0: edit = .replace(position: random.next(recipes.count), recipe: randomRecipe(&random, from: pool))
            case 1: edit = .insert(position: random.next(recipes.count + 1), recipe: randomRecipe(&random, from: pool))
            default: edit = .remove(position: random.next(recipes.count))
            }
            edit.apply(to: &recipes) { $0 }
            edits.append(edit)
        }
        return edits
    }

    @Test func seededRandomEditsOfTheGeneratedRecipes() {
        var random = Sequence(state: 0x5EED_0001)
        var recipes = QueryFastPathTests.recipes
        var index = SearchRanking.Index(recipes)
        let pool = recipes + Self.realRecipes
        let queries = Self.queries.filter { _ in random.next(3) == 0 } + Self.newWords
        for round in 0..<12 {
            let edits = Self.randomEdits(&random, 1 + random.next(round % 3 == 0 ? 12 : 3), on: recipes, pool: pool)
            Self.apply(edits, &recipes, &index)
            Self.expectSame(index, recipes, queries)
        }
    }

    @Test func seededRandomEditsOfTheRealRecipes() {
        var random = Sequence(state: 0x5EED_0002)
        var recipes = Self.realRecipes
        var index = SearchRanking.Index(recipes)
        for _ in 0..<20 {
            let edits = Self.randomEdits(&random, 1 + random.next(4), on: recipes, pool: Self.realRecipes + QueryFastPathTests.recipes)
            Self.apply(edits, &recipes, &index)
            Self.expectSame(index, recipes)
        }
    }

    /// Many updates in a row: the index is made again each time the edited
    /// slots pass the limit, and finds the same before and after.
    @Test func manyUpdatesInARowCrossTheRebuildLimit() {
        var random = Sequence(state: 0x5EED_0003)
        var recipes = QueryFastPathTests.recipes
        var index = SearchRanking.Index(recipes)
        let pool = recipes + Self.realRecipes
        let queries = ["quokka", "garlic", "chicken pea", "crème brûlée", "tea", "zanzibar xylo9", "Ωcean", "e", "lemony salt"]
        var rebuilds = 0
        var editedBefore = 0
        var mostEdited = 0
        for _ in 0..<120 {
            let edits = Self.randomEdits(&random, 1 + random.next(2), on: recipes, pool: pool)
            Self.apply(edits, &recipes, &index)
            let edited = index.slots - index.baseSlots + index.dead.count
            if edited < editedBefore { rebuilds += 1 }
            editedBefore = edited
            mostEdited = max(mostEdited, edited)
            #expect(edited <= SearchRanking.Index.editedSlotLimit)
            Self.expectSame(index, recipes, queries)
        }
        #expect(rebuilds >= 3)
        #expect(mostEdited > SearchRanking.Index.editedSlotLimit / 2)
    }

    @Test func anEmptyCollectionGrowsAndEmptiesAgain() {
        var recipes: [Recipe] = []
        var index = SearchRanking.Index(recipes)
        Self.apply(
            [.insert(position: 0, recipe: Self.recipe("a", "Quokka")), .insert(position: 0, recipe: Self.recipe("b", "Zanzibar"))],
            &recipes, &index)
        #expect(SearchRanking.find("quokka", in: index).map(\.position) == [1])
        Self.expectSame(index, recipes)
        Self.apply([.remove(position: 1), .remove(position: 0)], &recipes, &index)
        #expect(SearchRanking.find("quokka", in: index).isEmpty)
        Self.expectSame(index, recipes)
    }
}

/// The texts the index writes as bytes when every piece is plain ASCII are
/// exactly the folded, joined texts it keeps otherwise, for every kind of
/// text: all ASCII, upper case, an accented piece among plain ones, accents
/// that fold to ASCII, an ingredient with and without notes.
@Suite struct SearchIndexTextTests {
    static func plainTexts(_ recipe: Recipe) -> [String] {
        [
            TextFolding.fold(recipe.title),
            recipe.tags.map(TextFolding.fold).joined(separator: " \u{1F} "),
            recipe.ingredients.map { TextFolding.fold($0.name + " " + ($0.notes ?? "")) }.joined(separator: " \u{1F} "),
            TextFolding.fold(recipe.caption ?? ""),
            recipe.steps.map { TextFolding.fold($0.text) }.joined(separator: " \u{1F} "),
        ]
    }

    @Test func bytesWrittenDirectlyAreTheFoldedTexts() {
        var mixed = SearchIndexUpdateTests.recipe(
            "m", "Crème BRÛLÉE", caption: "Café AU lait", tags: ["Quick", "Été", "WEEKNIGHT"],
            ingredients: ["Eggs", "Crème fraîche", "SUGAR"], steps: ["Whisk THE eggs.", "Bake at 150°C.", "Chill"])
        mixed.ingredients[0].notes = "Large, AT room temperature"
        mixed.ingredients[2].notes = "caster"
        var notes = SearchIndexUpdateTests.recipe("n", "Plain Toast", ingredients: ["Bread", "Butter"], steps: ["TOAST it."])
        notes.ingredients[1].notes = "salted (Beurre demi-sel)"
        let accentedNote = {
            var recipe = SearchIndexUpdateTests.recipe("a", "Soup", tags: ["hot"], ingredients: ["Leeks"], steps: ["Simmer"])
            recipe.ingredients[0].notes = "émincés"
            return recipe
        }()
        let empty = SearchIndexUpdateTests.recipe("e", "Nothing")
        let recipes = SearchIndexUpdateTests.realRecipes + [mixed, notes, accentedNote, empty]
        let index = SearchRanking.Index(recipes)
        for (slot, recipe) in recipes.enumerated() {
            let expected = SearchIndexTextTests.plainTexts(recipe)
            for kind in SearchRanking.Kind.allCases {
                #expect(index.texts[kind.rawValue].folded(slot).text == expected[kind.rawValue], "\(recipe.id) \(kind)")
            }
        }
        // Worked examples: ASCII written as bytes, lowered; non-ASCII kept folded.
        let last = recipes.count - 4
        #expect(
            index.texts[SearchRanking.Kind.ingredients.rawValue].folded(last + 1).text
                == "bread  \u{1F} butter salted (beurre demi-sel)")
        #expect(
            index.texts[SearchRanking.Kind.steps.rawValue].folded(last).text
                == "whisk the eggs. \u{1F} bake at 150°c. \u{1F} chill")
        #expect(
            index.texts[SearchRanking.Kind.ingredients.rawValue].folded(last + 2).text
                == "leeks emincés".folding(
                    options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil))
    }
}

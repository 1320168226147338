import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct UndoTests {
    @Test func favouriteArchiveAndDeleteAreUndoneInReverseOrder() throws {
        let store = MemoryStore(SampleKitchen.recipes)
        let session = try SampleKitchen.session(store)
        #expect(session.execute("fav oats").text == "added 'Overnight Oats' to the favourites")
        #expect(session.execute("archive chicken-caesar-wrap").text == "archived 'Chicken Caesar Wrap'")
        #expect(session.execute("delete creme").error?.message == "'delete' needs --yes outside a terminal")
        #expect(session.execute("delete creme --yes").text == "deleted 'Crème brûlée' (recipes/creme-brulee.recipe)")
        #expect(session.execute("list").text.hasSuffix("2 recipes"))

        #expect(session.execute("undo").text == "undid: delete 'Crème brûlée'")
        #expect(session.recipes.contains { $0.id == "creme-brulee" })
        #expect(session.execute("undo").text == "undid: archived 'Chicken Caesar Wrap'")
        #expect(session.recipes.first { $0.id == "chicken-caesar-wrap" }?.isArchived == false)
        #expect(session.execute("undo").text == "undid: favourite 'Overnight Oats'")
        #expect(session.recipes.first { $0.id == "overnight-oats" }?.isFavourite == false)
        #expect(session.execute("undo").error?.message == "nothing to undo")
    }

    @Test func aChangeThatChangesNothingIsNotRecorded() throws {
        let session = try SampleKitchen.session()
        #expect(session.execute("fav creamy").text == "'Creamy Tuscan Chicken Pasta' is already a favourite")
        #expect(session.execute("restore overnight").text == "'Overnight Oats' is not archived")
        #expect(session.execute("undo").error?.message == "nothing to undo")
    }

    @Test func newRecipeGetsADerivedIdAndCanBeUndone() throws {
        let store = MemoryStore(SampleKitchen.recipes)
        let session = try SampleKitchen.session(store)
        let outcome = session.execute("new Bánh Mì Bowl")
        #expect(outcome.text == "created recipes/banh-mi-bowl.recipe")
        #expect(session.execute("new banh mi bowl").error?.message == "a recipe with id 'banh-mi-bowl' already exists: 'Bánh Mì Bowl'")
        #expect(session.execute("undo").succeeded)
        #expect(!store.entries.contains { $0.recipe.id == "banh-mi-bowl" })
    }

    @Test func aConflictInAScriptIsAnErrorAndChangesNothing() throws {
        let store = MemoryStore(SampleKitchen.recipes)
        store.conflictOnNextWrite = true
        let session = try SampleKitchen.session(store)
        let outcome = session.execute("fav oats")
        #expect(outcome.error?.message == "recipes/overnight-oats.recipe changed on disk since it was read; not overwriting it")
        #expect(store.entries.first { $0.recipe.id == "overnight-oats" }?.recipe.isFavourite == false)
        #expect(session.execute("undo").error?.message == "nothing to undo")
    }

    @Test(arguments: [(ConflictChoice.keepMine, true), (.keepTheirs, false)])
    func aConflictAsksKeepMineOrTheirs(choice: ConflictChoice, favouriteAfter: Bool) throws {
        let store = MemoryStore(SampleKitchen.recipes)
        store.conflictOnNextWrite = true
        let person = ScriptedPerson(answers: [], conflictChoice: choice)
        let session = try SampleKitchen.session(store, interaction: person)
        let outcome = session.execute("fav oats")
        #expect(outcome.succeeded)
        #expect(person.conflicts == ["recipes/overnight-oats.recipe"])
        #expect(store.entries.first { $0.recipe.id == "overnight-oats" }?.recipe.isFavourite == favouriteAfter)
    }

    @Test func deleteAndArchiveNameThePlansThatStillUseTheRecipe() throws {
        let store = MemoryStore(SampleKitchen.recipes)
        let monday = try #require(Day(year: 2026, month: 11, day: 23))
        let tuesday = try #require(Day(year: 2026, month: 11, day: 24))
        store.mealSlots = [
            MealSlot(id: "a", day: tuesday, meal: .lunch, recipeId: "chicken-caesar-wrap"),
            MealSlot(id: "b", day: monday, meal: .dinner, recipeId: "chicken-caesar-wrap"),
        ]
        let person = ScriptedPerson(answers: [false])
        let session = try SampleKitchen.session(store, interaction: person)
        #expect(session.execute("delete chicken-caesar").text == "kept 'Chicken Caesar Wrap'")
        #expect(person.questions.first?.contains("(still planned on 2026-11-23, 2026-11-24) for good?") == true)
        let archived = session.execute("archive chicken-caesar")
        #expect(archived.text.hasSuffix("note: still planned on 2026-11-23, 2026-11-24"))
        let deleted = try SampleKitchen.session(store).execute("delete chicken-caesar-wrap --yes")
        #expect(deleted.text.hasSuffix("note: still planned on 2026-11-23, 2026-11-24"))
    }

    @Test func anAmbiguousNameDeletesNothing() throws {
        let store = MemoryStore(SampleKitchen.recipes)
        let outcome = try SampleKitchen.session(store).execute("delete c --yes")
        #expect(outcome.error?.message.hasPrefix("'c' matches") == true)
        #expect(store.entries.count == SampleKitchen.recipes.count)
    }

    @Test func deleteAsksFirstWhenSomeoneIsThere() throws {
        let store = MemoryStore(SampleKitchen.recipes)
        let person = ScriptedPerson(answers: [false, true])
        let session = try SampleKitchen.session(store, interaction: person)
        #expect(session.execute("delete oats").text == "kept 'Overnight Oats'")
        #expect(store.entries.count == 5)
        #expect(session.execute("delete oats").succeeded)
        #expect(store.entries.count == 4)
        #expect(
            person.questions == [
                "delete 'Overnight Oats' (recipes/overnight-oats.recipe) for good?",
                "delete 'Overnight Oats' (recipes/overnight-oats.recipe) for good?",
            ])
    }
}

/// Someone at the keyboard who gives prepared answers.
final class ScriptedPerson: SessionInteraction {
    var answers: [Bool]
    var conflictChoice: ConflictChoice?
    var questions: [String] = []
    var conflicts: [String] = []
    var differences: [String] = []
    var rebasedOffered: [Bool] = []
    var told: [String] = []
    /// What `edit` does to the file (nil: no editor could start).
    var editorAction: ((String) -> Void)?

    init(answers: [Bool], conflictChoice: ConflictChoice? = nil) {
        self.answers = answers
        self.conflictChoice = conflictChoice
    }

    var isInteractive: Bool { true }
    func confirm(_ question: String, defaultAnswer: Bool) -> Bool {
        questions.append(question)
        return answers.isEmpty ? defaultAnswer : answers.removeFirst()
    }
    func resolve(_ conflict: Conflict) -> ConflictChoice? {
        conflicts.append(conflict.path)
        differences.append(conflict.difference)
        rebasedOffered.append(conflict.rebased != nil)
        return conflictChoice
    }
    func edit(path: String) -> Bool {
        guard let editorAction else { return false }
        editorAction(path)
        return true
    }
    func tell(_ text: String) { told.append(text) }
}

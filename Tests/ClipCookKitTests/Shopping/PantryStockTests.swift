import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// Taking from and adding to a pantry, with worked numbers, and the end of
/// cook mode asking whether to take a recipe's ingredients.
@Suite struct PantryStockTests {
    static let table = FoodTable.standard
    static func stock(_ items: [PantryItem]) -> PantryStock {
        let table = Self.table
        return PantryStock(Pantry(items: items), food: { FoodSearch.ingredientMatch(ShoppingName.base(of: $0), in: table) })
    }

    @Test func takingConvertsByFoodAndNeverGoesBelowNothing() {
        var stock = Self.stock([
            PantryItem(name: "plain flour", amount: "1 kg"), PantryItem(name: "eggs", amount: "6", expires: Day("2026-12-01")),
            PantryItem(name: "milk", amount: "250 ml"), PantryItem(name: "salt"),
        ])
        #expect(stock.take(ShoppingAmount("200 g"), of: "Plain Flour").result == .taken(left: "800 g"))
        #expect(stock.take(ShoppingAmount("2"), of: "egg").result == .taken(left: "4"))
        let milk = stock.take(ShoppingAmount("300 ml"), of: "milk")
        #expect(milk.result == .short(missing: "50 ml"))
        #expect(milk.covered > 0.83 && milk.covered < 0.84)
        #expect(stock.take(ShoppingAmount("1 tsp"), of: "salt").result == .unmeasured)
        #expect(stock.take(ShoppingAmount("30 g"), of: "butter").result == .notHeld)
        #expect(
            stock.changes == [
                .replace(0, PantryItem(name: "plain flour", amount: "800 g")),
                .replace(1, PantryItem(name: "eggs", amount: "4", expires: Day("2026-12-01"))),
                .remove(2),
            ])
    }

    @Test func addingSumsIntoTheSameFoodWhereTheUnitsConvert() {
        var stock = Self.stock([PantryItem(name: "plain flour", amount: "500 g"), PantryItem(name: "eggs", amount: "6", expires: Day("2026-12-01"))])
        #expect(stock.add(ShoppingAmount("1 kg"), of: "plain flour", expires: nil).amount == "1.5 kg")
        // The earlier date is kept.
        #expect(
            stock.add(ShoppingAmount("6"), of: "eggs", expires: Day("2026-11-28"))
                == PantryItem(name: "eggs", amount: "12", expires: Day("2026-11-28")))
        // A tin does not convert to grams of flour: an item of its own.
        stock.add(ShoppingAmount("1 tin"), of: "plain flour", expires: nil)
        #expect(stock.items.count == 3)
        #expect(stock.changes.last == .append(PantryItem(name: "plain flour", amount: "1 tin")))
    }

    @Test func staplesAreSaltPepperWaterAndOil() {
        for name in ["salt", "sea salt", "freshly ground black pepper", "salt and pepper", "cold water", "extra virgin olive oil", "oil"] {
            #expect(PantryStaples.isStaple(name), "\(name)")
        }
        for name in ["red bell pepper", "sesame oil", "coconut water", "plain flour"] {
            #expect(!PantryStaples.isStaple(name), "\(name)")
        }
    }

    @Test func theEndOfCookModeAsksAndTakesTheIngredients() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("pantry", "pantry\n  - 1 kg plain flour\n  - 6 eggs\n")
        try folder.write(
            "recipes/pancakes.recipe",
            "recipe Pancakes\n  category breakfast\n  servings 2\n\ningredients\n  - 200 g plain flour\n  - 2 eggs\n\nsteps\n  1. Mix.\n  2. Fry.\n")
        let person = ScriptedPerson(answers: [true])
        let session = Session(store: WriteBackStore(root: folder.path), interaction: person, today: Day("2026-11-25"))
        _ = session.execute("cook pancakes")
        _ = session.execute("next")
        let done = session.execute("next")
        #expect(person.questions == ["take the ingredients from the pantry and record the meal in cooked.log?"])
        #expect(done.text.contains("taken from the pantry: 200 g plain flour (800 g left), 2 eggs (4 left)"), "\(done.text)")
        #expect(folder.read("pantry") == "pantry\n  - 800 g plain flour\n  - 4 eggs\n")
        #expect(folder.read("cooked.log") == "2026-11-25  pancakes  servings 2\n")
        // One undo takes back both.
        #expect(session.execute("undo").succeeded)
        #expect(folder.read("pantry") == "pantry\n  - 1 kg plain flour\n  - 6 eggs\n")
        #expect(folder.read("cooked.log") == nil)

        // No: nothing is taken.
        let declining = ScriptedPerson(answers: [false])
        let other = Session(store: WriteBackStore(root: folder.path), interaction: declining, today: Day("2026-11-25"))
        _ = other.execute("cook pancakes")
        _ = other.execute("next")
        #expect(other.execute("next").text.hasSuffix("'cook done' records the meal in cooked.log and takes its ingredients from the pantry"))
        #expect(folder.read("pantry") == "pantry\n  - 1 kg plain flour\n  - 6 eggs\n")
    }

    /// A pantry changed on disk after it was read is not overwritten: in a
    /// script the command fails and the other version stays; at the
    /// keyboard, "keep mine" writes over it.
    @Test func aPantryChangedOnDiskIsNotOverwritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("pantry", "pantry\n  - 6 eggs\n")
        let session = Session(store: WriteBackStore(root: folder.path), interaction: ScriptInteraction(), today: Day("2026-11-25"))
        session.reloadsChangesOnDisk = false  // the change lands after the check, just before the write
        try folder.write("pantry", "pantry\n  - 12 eggs  -- someone shopped\n")
        let result = session.execute("pantry use 2 eggs")
        #expect(result.error?.message.contains("changed on disk") == true, "\(result.text)")
        #expect(folder.read("pantry") == "pantry\n  - 12 eggs  -- someone shopped\n")

        let mine = Session(
            store: WriteBackStore(root: folder.path), interaction: ScriptedPerson(answers: [], conflictChoice: .keepMine),
            today: Day("2026-11-25"))
        mine.reloadsChangesOnDisk = false
        try folder.write("pantry", "pantry\n  - 3 eggs\n")
        #expect(mine.execute("pantry use 2 eggs").succeeded)
        #expect(folder.read("pantry") == "pantry\n  - 10 eggs  -- someone shopped\n")
    }
}

import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// `shop` over a real collection folder: every command edits the list file
/// in place (comments kept, only the changed lines differ) and is undone
/// byte for byte.
@Suite struct ShopCommandTests {
    static let list = """
        -- Our list. Comments stay.
        shopping
          -- dairy
          - [ ] 1 l milk  -- semi-skimmed
          - [x] 200 g plain flour  [recipe banana-bread] [from Banana Bread]
          - [ ] 2 lemons
          - [ ] lemon curd

          -- other
          - [ ] coffee beans

        """

    static let bread = """
        recipe Banana Bread
          category snack
          servings 10

        ingredients
          - 3 very ripe bananas, mashed
          - 190 g plain flour
          - 1 tsp baking soda
          - [a pinch] salt
          - ½ cup milk

        """

    static let pancakes = """
        recipe Buttermilk Pancakes
          category breakfast
          servings 4

        ingredients
          - 0.5 kg plain flour
          - 2 tbsp milk
          - [2 large] eggs
          - 1 tsp salt

        """

    static let plan = """
        plan
        day 2026-11-23
          breakfast: buttermilk-pancakes x2
          dinner: quick Toast calories 200 protein 5 carbs 30 fats 5
        day 2026-11-24
          breakfast: buttermilk-pancakes
          morning snack: quick "Egg, whole, raw, fresh (2 large)" calories 143 protein 13 carbs 1 fats 10
          afternoon snack: banana-bread x 5
        day 2026-11-30
          breakfast: buttermilk-pancakes x4

        """

    struct Kitchen {
        let folder: TemporaryFolder
        init(list: String? = ShopCommandTests.list) throws {
            folder = try TemporaryFolder()
            if let list { try folder.write("shopping.list", list) }
            try folder.write("recipes/banana-bread.recipe", ShopCommandTests.bread)
            try folder.write("recipes/buttermilk-pancakes.recipe", ShopCommandTests.pancakes)
            try folder.write("plans/2026-W48.plan", ShopCommandTests.plan)
            try folder.write("settings", "settings\n  units metric\n")
        }
        func session() throws -> Session {
            Session(store: WriteBackStore(root: folder.path), interaction: ScriptInteraction(), today: Day("2026-11-22"))
        }
        var list: String { folder.read("shopping.list") ?? "" }
        func remove() { try? FileManager.default.removeItem(atPath: folder.path) }
    }

    /// The lines of `after` that are not in `before`, and those of `before` that are gone.
    func changedLines(_ before: String, _ after: String) -> (added: [String], removed: [String]) {
        let a = before.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = after.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let diff = b.difference(from: a)
        var added: [String] = []
        var removed: [String] = []
        for change in diff {
            switch change {
            case .insert(_, let line, _): added.append(line)
            case .remove(_, let line, _): removed.append(line)
            }
        }
        return (added, removed)
    }

    /// Runs `command`, checks it changed exactly these lines, then that undo restores the file.
    func expectEdit(_ command: String, added: [String], removed: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let session = try kitchen.session()
        let outcome = session.execute(command)
        #expect(outcome.error == nil, "\(outcome.error?.oneLine ?? "")", sourceLocation: sourceLocation)
        let changes = changedLines(Self.list, kitchen.list)
        #expect(changes.added == added, sourceLocation: sourceLocation)
        #expect(changes.removed == removed, sourceLocation: sourceLocation)
        let formatted = try? Formatter.format(SourceFile(path: "shopping.list", text: kitchen.list))
        #expect(formatted == kitchen.list, sourceLocation: sourceLocation)
        let undo = session.execute("undo")
        #expect(undo.text.hasPrefix("undid: shop"), sourceLocation: sourceLocation)
        #expect(kitchen.list == Self.list, sourceLocation: sourceLocation)
    }

    @Test func addTextAppendsALine() throws {
        try expectEdit("shop add 500g brown sugar", added: ["  - [ ] 500 g brown sugar"], removed: [])
    }

    @Test func addTextOfAnItemOnTheListSumsIntoIt() throws {
        try expectEdit("shop add 500 ml Milk", added: ["  - [ ] 1.5 l milk  -- semi-skimmed"], removed: ["  - [ ] 1 l milk  -- semi-skimmed"])
    }

    @Test func addRecipeMergesAndAttributes() throws {
        // ½ cup of milk (118 ml) joins the litre on the list; the checked flour is bought, so the recipe's is a new line.
        try expectEdit(
            "shop add banana bread",
            added: [
                "  - [ ] 1.12 l milk  [recipe banana-bread] [from Banana Bread]  -- semi-skimmed",
                "  - [ ] 3 very ripe bananas (mashed)  [recipe banana-bread] [from Banana Bread]",
                "  - [ ] 190 g plain flour  [recipe banana-bread] [from Banana Bread]",
                "  - [ ] 1 tsp baking soda  [recipe banana-bread] [from Banana Bread]",
                "  - [ ] [a pinch] salt  [recipe banana-bread] [from Banana Bread]",
            ],
            removed: ["  - [ ] 1 l milk  -- semi-skimmed"])
    }

    @Test func checkUncheckRemoveAndClearChangeOnlyTheirLines() throws {
        try expectEdit("shop check lemons", added: ["  - [x] 2 lemons"], removed: ["  - [ ] 2 lemons"])
        try expectEdit(
            "shop uncheck flour", added: ["  - [ ] 200 g plain flour  [recipe banana-bread] [from Banana Bread]"],
            removed: ["  - [x] 200 g plain flour  [recipe banana-bread] [from Banana Bread]"])
        try expectEdit("shop remove coffee", added: [], removed: ["  - [ ] coffee beans"])
        try expectEdit("shop remove milk", added: ["  -- semi-skimmed"], removed: ["  - [ ] 1 l milk  -- semi-skimmed"])
        try expectEdit(
            "shop clear", added: [], removed: ["  - [x] 200 g plain flour  [recipe banana-bread] [from Banana Bread]"])
    }

    @Test func theSameRecipeTwiceIsOneLineWithTwiceTheAmount() throws {
        let kitchen = try Kitchen(list: nil)
        defer { kitchen.remove() }
        let session = try kitchen.session()
        #expect(session.execute("shop add buttermilk-pancakes").text == "added 4 items from 'Buttermilk Pancakes'")
        #expect(
            session.execute("shop add buttermilk-pancakes servings 2").text
                == "added 0 items, 4 merged into items already on the list from 'Buttermilk Pancakes' for 2 servings")
        #expect(
            kitchen.list == """
                shopping
                  - [ ] 750 g plain flour  [recipe buttermilk-pancakes] [from Buttermilk Pancakes]
                  - [ ] 3 tbsp milk  [recipe buttermilk-pancakes] [from Buttermilk Pancakes]
                  - [ ] [3 large] eggs  [recipe buttermilk-pancakes] [from Buttermilk Pancakes]
                  - [ ] 1 ½ tsp salt  [recipe buttermilk-pancakes] [from Buttermilk Pancakes]

                """)
        // Undo twice: the second removes the file the first add created.
        #expect(session.execute("undo").succeeded)
        #expect(session.execute("undo").succeeded)
        #expect(kitchen.folder.read("shopping.list") == nil)
    }

    @Test func aPlanRangeScalesEachMealByItsServings() throws {
        let kitchen = try Kitchen(list: "shopping\n")
        defer { kitchen.remove() }
        let session = try kitchen.session()
        // Pancakes serve 4: 2 + 1 servings are ¾ of the recipe; banana bread serves 10: 5 servings are half.
        // 375 g + 95 g plain flour; 1 ½ tbsp milk + ¼ cup milk is 5 ½ tbsp; 1 ½ eggs stay 1 ½ as on the card,
        // and the food quick-add's 2 large eggs join them (the quick item named the quick-add way, no recipe).
        let outcome = session.execute("shop add plan 2026-11-23..2026-11-24")
        #expect(outcome.text == "added 6 items from the plan for 2026-11-23..2026-11-24 (4 meals)")
        #expect(
            session.execute("shop export text").text == """
                Shopping list: 6 items, 0 checked

                Produce
                  [ ] 2 very ripe bananas (mashed) (1 ½ needed)      Banana Bread

                Dairy and eggs
                  [ ] 5 ½ tbsp milk                                  Buttermilk Pancakes, Banana Bread
                  [ ] 4 large eggs (whole, raw, fresh) (3 ½ needed)  Buttermilk Pancakes

                Pantry
                  [ ] 470 g plain flour                              Buttermilk Pancakes, Banana Bread
                  [ ] ½ tsp baking soda                              Banana Bread

                Spices
                  [ ] ¾ tsp + a pinch salt                           Buttermilk Pancakes, Banana Bread
                """)
    }

    @Test func aPlanAddIsUndoneByteForByte() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let session = try kitchen.session()
        #expect(session.execute("shop add week 2026-11-24").succeeded)
        #expect(kitchen.list != Self.list)
        #expect(session.execute("undo").text == "undid: shop add plan 2026-11-23..2026-11-29")
        #expect(kitchen.list == Self.list)
    }

    @Test func unitsForOneViewAndStrikeThroughWhereTheTerminalCan() throws {
        let kitchen = try Kitchen(list: "shopping\n  - [ ] 700 g plain flour\n  - [x] 1 ⅛ cups milk\n")
        defer { kitchen.remove() }
        let session = try kitchen.session()
        #expect(
            session.execute("shop").text == """
                Shopping list: 2 items, 1 checked

                Dairy and eggs
                  [x] 265 ml milk

                Pantry
                  [ ] 700 g plain flour
                """)
        #expect(session.execute("shop units imperial").text.contains("[ ] 1 ½ lb plain flour"))
        #expect(session.execute("shop units imperial").text.contains("[x] 1 ¼ cups milk"))
        #expect(session.execute("shop units cubits").error?.message == "unknown units 'cubits'")
        session.style = TextStyle(color: true, unicode: true)
        #expect(session.execute("shop").text.contains("[✓] \u{1B}[9m\u{1B}[2m265 ml milk\u{1B}[0m\u{1B}[0m"))
        #expect(
            session.execute("shop export markdown").text == """
                # Shopping list

                ## Dairy and eggs

                - [x] ~~265 ml milk~~

                ## Pantry

                - [ ] 700 g plain flour
                """)
    }

    @Test func aListChangedOnDiskIsNotOverwritten() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let session = try kitchen.session()
        session.reloadsChangesOnDisk = false  // the change lands after the check, just before the write
        let theirs = Self.list.replacingOccurrences(of: "coffee beans", with: "tea bags")
        try kitchen.folder.write("shopping.list", theirs)
        let outcome = session.execute("shop check lemons")
        #expect(outcome.error?.message.hasSuffix("/shopping.list changed on disk since it was read; not overwriting it") == true)
        #expect(kitchen.list == theirs)
    }

    /// Answers every conflict with one choice.
    final class Answering: SessionInteraction {
        let choice: ConflictChoice
        private(set) var conflicts: [Conflict] = []
        init(_ choice: ConflictChoice) { self.choice = choice }
        var isInteractive: Bool { true }
        func confirm(_ question: String, defaultAnswer: Bool) -> Bool { defaultAnswer }
        func resolve(_ conflict: Conflict) -> ConflictChoice? {
            conflicts.append(conflict)
            return choice
        }
        func edit(path: String) -> Bool { false }
        func tell(_ text: String) {}
    }

    @Test func aChangeIsAppliedOnTopOfTheVersionOnDisk() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let answering = Answering(.applyOnTop)
        let session = Session(store: WriteBackStore(root: kitchen.folder.path), interaction: answering, today: Day("2026-11-22"))
        session.reloadsChangesOnDisk = false  // the change lands after the check, just before the write
        let theirs = Self.list.replacingOccurrences(of: "coffee beans", with: "tea bags")
        try kitchen.folder.write("shopping.list", theirs)
        #expect(session.execute("shop check lemons").succeeded)
        #expect(answering.conflicts.first?.rebased != nil)
        #expect(kitchen.list == theirs.replacingOccurrences(of: "- [ ] 2 lemons", with: "- [x] 2 lemons"))
        #expect(session.execute("undo").succeeded)
        #expect(kitchen.list == theirs)
        // When the item is gone from the disk version, there is nothing to apply on top of.
        let without = Self.list.replacingOccurrences(of: "  - [ ] lemon curd\n", with: "")
        try kitchen.folder.write("shopping.list", without)
        let outcome = session.execute("shop remove lemon curd")
        #expect(outcome.error?.message.hasSuffix("this change cannot be applied on top of the version on disk") == true)
        #expect(kitchen.list == without)
    }

    @Test func aWeekIsMondayToSunday() throws {
        let kitchen = try Kitchen(list: "shopping\n")
        defer { kitchen.remove() }
        let session = try kitchen.session()
        #expect(session.execute("shop add week 2026-11-25").text.hasSuffix("from the plan for 2026-11-23..2026-11-29 (4 meals)"))
        #expect(session.execute("shop add week").error?.message == "no recipes planned for 2026-11-16..2026-11-22")
        // The plan commands' days: +1 from Sunday 2026-11-22 is Monday, in week 48.
        #expect(session.execute("shop add week +1").text.hasSuffix("from the plan for 2026-11-23..2026-11-29 (4 meals)"))
        // A weekday is that day of today's week (Sunday's Monday is six days back): next week's by 'next'.
        #expect(session.execute("shop add plan next monday..next tuesday").text.hasSuffix("for 2026-11-23..2026-11-24 (4 meals)"))
    }

    @Test func thePantryIsLeftOutAndSaidSo() throws {
        let kitchen = try Kitchen(list: "shopping\n")
        defer { kitchen.remove() }
        try kitchen.folder.write("pantry", "pantry\n  - salt\n  - 400 g plain flour\n")
        let session = try kitchen.session()
        #expect(
            session.execute("shop add recipe pancakes").text == """
                added 3 items from 'Buttermilk Pancakes'
                left out, in the pantry: plain flour (400 g at home, 100 g to buy), salt
                """)
        #expect(kitchen.list.contains("  - [ ] 100 g plain flour"))
        #expect(!kitchen.list.contains("salt"))
    }

    @Test func badInputWritesNothing() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let session = try kitchen.session()
        #expect(session.execute("shop add").error?.message == "missing item, recipe or plan")
        #expect(session.execute("shop add plan").error?.message == "missing days")
        #expect(session.execute("shop add recipe").error?.message == "missing recipe name or id")
        #expect(session.execute("shop add 2 kg").error?.message == "missing item name after the amount '2 kg'")
        #expect(session.execute("shop check").error?.message == "missing item; which item to check?")
        #expect(session.execute("shop export pdf").error?.message == "unknown format 'pdf'")
        #expect(session.execute("shop add recipe tiramisu").error?.message == "no recipe 'tiramisu'")
        #expect(session.execute("shop add tiramisu servings 4").error?.message == "no recipe 'tiramisu'")
        #expect(session.execute("shop add plan someday").error?.message == "'someday' is not a range of days")
        #expect(session.execute("shop add plan 2026-02-30..2026-03-02").error?.message == "'2026-02-30' is not a real day")
        #expect(session.execute("shop add plan 2026-12-01..2026-12-07").error?.message == "no recipes planned for 2026-12-01..2026-12-07")
        #expect(session.execute("shop check cheese").error?.message == "no item 'cheese' on the shopping list")
        let several = session.execute("shop check lem")
        #expect(several.error?.message == "'lem' matches 2 items; say which")
        #expect(several.error?.candidates == ["lemons", "lemon curd"])
        #expect(session.execute("shop frobnicate").error?.message == "unknown shop command 'frobnicate'")
        #expect(kitchen.list == Self.list)
        #expect(session.execute("undo").error?.message == "nothing to undo")
    }

    @Test func aListFileWithErrorsIsNotTouched() throws {
        let broken = "shopping\n  - [?] milk\n"
        let kitchen = try Kitchen(list: broken)
        defer { kitchen.remove() }
        let session = try kitchen.session()
        for command in ["shop", "shop add eggs", "shop check milk", "shop clear", "shop add pancakes"] {
            let outcome = session.execute(command)
            #expect(outcome.error?.message == "shopping.list has 1 error; fix it first (nothing written)", "\(command)")
        }
        #expect(kitchen.list == broken)
    }

    @Test func completionOffersItemNames() throws {
        let kitchen = try Kitchen()
        defer { kitchen.remove() }
        let session = try kitchen.session()
        #expect(session.completions(before: "shop ch").candidates == ["check"])
        #expect(session.completions(before: "shop check ").candidates == ["milk", "lemons", "\"lemon curd\"", "\"coffee beans\""])
        #expect(session.completions(before: "shop uncheck ").candidates == ["\"plain flour\""])
        #expect(session.completions(before: "shop add butt").candidates == ["buttermilk-pancakes"])
        #expect(session.completions(before: "shop export ").candidates == ["markdown", "text"])
    }
}

import Foundation
import Testing

/// The shopping list's sums and the amounts a cook would write (issue 23,
/// items 1-7), through the built executable on small collections.
@Suite struct ShopAmountTests {
    static let settings = "settings\n  units imperial\n"

    func collection(_ files: [String: String]) throws -> URL {
        try Executable.temporaryDirectory(holding: files)
    }

    func read(_ url: URL, _ path: String) -> String {
        (try? String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    // 1. A food planned with `plan add … food` is bought like an ingredient.
    @Test func plannedFoodsAreBoughtAndCountAsMeals() throws {
        let root = try Executable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let kitchen = root.appendingPathComponent("t")
        #expect(try Executable.run(["init", kitchen.path]).exitCode == 0)
        let onlyFoods = try Executable.run([
            "-C", kitchen.path, "-c", "plan add 2026-11-30 lunch food egg 2 large; shop add week 2026-11-30; shop",
        ])
        #expect(onlyFoods.exitCode == 0)
        #expect(onlyFoods.stderr == "")
        #expect(onlyFoods.stdout.contains("added 1 item from the plan for 2026-11-30..2026-12-06 (1 meal)"))
        #expect(onlyFoods.stdout.contains("[ ] 2 large eggs"))
    }

    @Test func plannedFoodsMergeWithTheRecipesOfTheWeek() throws {
        let kitchen = try collection([
            "settings": Self.settings,
            "recipes/toast.recipe": "recipe Egg Toast\n  id toast\n  category breakfast\n  servings 1\n\ningredients\n  - 1 slice bread\n  - 1 egg\n",
            "plans/2026-W49.plan": "plan\nday 2026-11-30\n  breakfast: toast\n  dinner: toast\n",
        ])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run([
            "-C", kitchen.path, "-c", "plan add 2026-11-30 lunch food egg 2 large; shop add plan 2026-11-30..2026-11-30; shop",
        ])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("from the plan for 2026-11-30 (3 meals)"))
        #expect(result.stdout.contains("[ ] 4 eggs"))
        #expect(result.stdout.contains("[ ] 2 slices bread"))
    }

    // 2. 1.5 + 1.5 eggs are 3, not 2 + 2.
    @Test func countsAreSummedExactlyAndRoundedOnceWhenShown() throws {
        let kitchen = try collection([
            "settings": Self.settings,
            "recipes/pancakes.recipe": "recipe Pancakes\n  category breakfast\n  servings 2\n\ningredients\n  - 3 eggs\n",
            "recipes/omelette.recipe": "recipe Omelette\n  category breakfast\n  servings 1\n\ningredients\n  - 1 egg\n",
            "plans/2026-W49.plan": "plan\nday 2026-11-30\n  breakfast: pancakes\n  lunch: omelette x1.5\n",
        ])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run(["-C", kitchen.path, "-c", "shop add plan 2026-11-30..2026-11-30; shop"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("[ ] 3 eggs"))
        // 3 + 1 + ½: the list keeps 4 ½ eggs and shows the 5 to buy, with the exact need.
        let more = try Executable.run(["-C", kitchen.path, "-c", "shop add 1 egg; shop add ½ egg; shop"])
        #expect(more.stdout.contains("[ ] 5 eggs (4 ½ needed)"))
        #expect(read(kitchen, "shopping.list").contains("  - [ ] 4 ½ eggs"))
    }

    // 3. 125 ml + 1 cup milk is 362 ml, not 1 ½ cups (355 ml).
    @Test func aMergeKeepsTheExactSumInTheUnitsStored() throws {
        let kitchen = try collection(["shopping.list": "shopping\n  - [ ] 125 ml milk\n"])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run(["-C", kitchen.path, "-c", "shop add 1 cup milk"])
        #expect(result.exitCode == 0)
        #expect(read(kitchen, "shopping.list").contains("  - [ ] 362 ml milk\n"))
        let imperial = try collection(["shopping.list": "shopping\n  - [ ] 1 cup milk\n"])
        defer { try? FileManager.default.removeItem(at: imperial) }
        #expect(try Executable.run(["-C", imperial.path, "-c", "shop add 1 l milk"]).exitCode == 0)
        // 236.6 ml + 1000 ml = 5.23 cups, kept in cups.
        #expect(read(imperial, "shopping.list").contains("  - [ ] 5 ¼ cups milk\n"))
    }

    // 4. `shop clear all` and `shop remove all` empty the list, undoably.
    @Test func clearAllEmptiesTheListAndUndoBringsItBack() throws {
        let list = "shopping\n  - [ ] 2 lemons\n  - [x] 500 g flour\n  - [ ] milk\n"
        let kitchen = try collection(["shopping.list": list])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        for command in ["shop clear all", "shop remove all"] {
            let result = try Executable.run(["-C", kitchen.path, "-c", command + "; shop; undo; shop"])
            #expect(result.exitCode == 0, "\(command)")
            #expect(result.stdout.contains("emptied the shopping list: removed 3 items\n"), "\(command)")
            #expect(result.stdout.contains("The shopping list is empty."), "\(command)")
            #expect(
                result.stdout.hasSuffix(
                    "Shopping list: 3 items, 1 checked\n\nProduce\n  [ ] 2 lemons\n\nDairy and eggs\n  [ ] milk\n\nPantry\n  [x] 500 g flour\n"),
                "\(command)")
            #expect(read(kitchen, "shopping.list") == list, "\(command)")
        }
        let empty = try Executable.run(["-C", kitchen.path, "-c", "shop clear all; shop clear all"])
        #expect(empty.stdout.hasSuffix("the shopping list is already empty\n"))
    }

    static let uzbek = """
        recipe Uzbek Plov
          id uzbek
          category dinner
          servings 1

        ingredients
          - 1 egg
          - [1 large] onion
          - 2 tsp salt
          - 250 g lamb

        """

    static let butterRice = "recipe Butter Rice\n  category dinner\n  servings 1\n\ningredients\n  - 4 tbsp butter\n  - ¼ cup rice\n"

    // 5. Plurals agree with the number; a scaled amount takes the unit a cook uses.
    @Test func scaledAmountsReadAsACookWritesThem() throws {
        let kitchen = try collection(["recipes/uzbek.recipe": Self.uzbek, "recipes/butter-rice.recipe": Self.butterRice])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run(["-C", kitchen.path, "-c", "show uzbek servings 3"])
        #expect(result.exitCode == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("  - 3 eggs"))
        #expect(lines.contains("  - 3 large onions"))
        #expect(lines.contains("  - 2 tbsp salt"))
        #expect(lines.contains("  - 750 g lamb"))
        let four = try Executable.run(["-C", kitchen.path, "-c", "show uzbek servings 4"]).stdout
        #expect(four.contains("  - 8 tsp salt\n"))  // 2 ⅔ tbsp: a cook keeps teaspoons
        #expect(four.contains("  - 1 kg lamb\n"))
        let three = try Executable.run(["-C", kitchen.path, "-c", "show butter-rice servings 3"]).stdout
        #expect(three.contains("  - ¾ cup butter\n"))
        #expect(three.contains("  - ¾ cup rice\n"))
        let rice = try Executable.run(["-C", kitchen.path, "-c", "show butter-rice servings 4"]).stdout
        #expect(rice.contains("  - 1 cup butter\n"))
        // The shopping list shows its amounts the same way.
        let shop = try Executable.run([
            "-C", kitchen.path, "-c", "shop add uzbek servings 3; shop add butter-rice servings 3; shop units imperial",
        ])
        #expect(shop.exitCode == 0)
        #expect(shop.stdout.contains("[ ] 2 tbsp salt"))
        #expect(shop.stdout.contains("[ ] 3 eggs"))
        #expect(shop.stdout.contains("[ ] ¾ cup butter"))
    }

    @Test func markdownExportAndCookModeAgreeWithTheCard() throws {
        let recipe = "recipe Lemon Salmon\n  category dinner\n  servings 2\n\ningredients\n  - 1 lemon\n  - 3 tsp capers\n\nsteps\n  1. Cook.\n"
        let folder = try collection(["recipes/salmon.recipe": recipe])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("recipes/salmon.recipe").path
        let markdown = try Executable.run(["convert", path, "--to", "markdown", "--servings", "4"])
        #expect(markdown.exitCode == 0)
        #expect(markdown.stdout.contains("- **2** lemons\n"))
        #expect(markdown.stdout.contains("- **2 tbsp** capers\n"))
        let cook = try Executable.run(["-C", folder.path, "-c", "cook salmon servings 4; ingredients"])
        #expect(cook.exitCode == 0)
        #expect(cook.stdout.contains("2 lemons"))
        #expect(cook.stdout.contains("2 tbsp capers"))
    }

    // 6. In metric, a cup of a solid is weighed; liquids stay in ml; one rounding rule.
    @Test func metricWeighsDryGoodsAndRoundsVolumesByOneRule() throws {
        let oats =
            "recipe Oats\n  category breakfast\n  servings 1\n\ningredients\n  - 1 cup rolled oats\n  - ½ cup milk\n  - ¼ cup water\n  - 1 cup granola\n"
        let kitchen = try collection([
            "recipes/oats.recipe": oats,
            "foods/own.foods": "foods\nfood Granola, homemade calories 471  protein 10.5  carbs 64  fats 19\n  portion 1 cup = 120 g\n",
            "settings": "settings\n  units metric\n",
        ])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let show = try Executable.run(["-C", kitchen.path, "-c", "show oats"])
        #expect(show.exitCode == 0)
        let lines = show.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("  - 80 g rolled oats"))
        #expect(lines.contains("  - 120 ml milk"))
        #expect(lines.contains("  - 60 ml water"))
        #expect(lines.contains("  - 120 g granola"))
        let shop = try Executable.run(["-C", kitchen.path, "-c", "shop add oats; shop"])
        #expect(shop.stdout.contains("[ ] 80 g rolled oats"))
        #expect(shop.stdout.contains("[ ] 120 ml milk"))
        #expect(shop.stdout.contains("[ ] 60 ml water"))
        #expect(shop.stdout.contains("[ ] 120 g granola"))
    }

    @Test func thePantryNoteSaysWhatTheListShows() throws {
        let kitchen = try collection([
            "recipes/shake.recipe": "recipe Shake\n  category snack\n  servings 1\n\ningredients\n  - 2 cups milk\n  - 1 lemon\n",
            "pantry": "pantry\n  - 1 cup milk\n",
            "settings": "settings\n  units metric\n",
        ])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run(["-C", kitchen.path, "-c", "shop add shake; shop"])
        #expect(result.exitCode == 0)
        // 1 cup (236.6 ml) to buy, in metric by the one rule: 235 ml, in the note and on the list.
        #expect(result.stdout.contains("left out, in the pantry: milk (1 cup at home, 235 ml to buy)"))
        #expect(result.stdout.contains("[ ] 235 ml milk"))
    }

    // 7. A bare count is one whole item: 1 lemon is 58 g, not a 7 g wedge.
    @Test func aBareCountIsOneWholeItem() throws {
        let recipe = "recipe Garlic Butter Salmon\n  category dinner\n  servings 2\n\ningredients\n  - 2 salmon fillets\n  - 1 lemon\n"
        let kitchen = try collection(["recipes/garlic-butter-salmon.recipe": recipe])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run(["-C", kitchen.path, "-c", "nutrition garlic-butter-salmon"])
        #expect(result.exitCode == 0)
        let line = result.stdout.split(separator: "\n").first { $0.hasPrefix("  1 lemon ") }
        #expect(line?.contains("58 g") == true)
    }

    @Test func aLineInCupsAndGramsIsOneWeightInMetric() throws {
        let kitchen = try collection([
            "shopping.list": "shopping\n  - [ ] [63 g + 4 ½ cups] plain flour\n",
            "settings": "settings\n  units metric\n",
        ])
        defer { try? FileManager.default.removeItem(at: kitchen) }
        let result = try Executable.run(["-C", kitchen.path, "-c", "shop"])
        #expect(result.exitCode == 0)
        // 4 ½ cups at 125 g a cup (SR28) is 562.5 g; with 63 g, 625.5 g, shown as 625 g.
        #expect(result.stdout.contains("[ ] 625 g plain flour"))
    }
}

import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

extension SyntaxTests {
    @Suite struct ParserTests {
        static func recipe(_ text: String) throws -> Recipe {
            let result = Language.parse(text)
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.headline))")
            guard case .recipe(let r) = try #require(result.document) else { throw ParseFailure() }
            return r
        }

        struct ParseFailure: Error {}

        @Test func contractExampleRecipe() throws {
            let r = try Self.recipe(SampleDocuments.tuscanPasta)
            #expect(r.id == "creamy-tuscan-chicken-pasta")
            #expect(r.category == .dinner && r.servings == 4 && r.isFavourite && r.isArchived)
            #expect(r.caption == "Creamy, garlicky and done in 35 minutes.\n\nSave this for a weeknight!")
            #expect(r.tags == ["pasta", "chicken", "weeknight"])
            #expect(r.aiMeta == .object(["modelVersion": .string("gpt-4x-2025-01"), "enabled": .bool(true)]))
            // Natural amounts end where `Amount.leadingAmountEnd` says; amount and name together are the text.
            #expect(
                r.ingredients.map { [$0.amount, $0.name].filter { !$0.isEmpty }.joined(separator: " ") }
                    == ["500 g chicken breast", "250 g penne", "2 cloves garlic", "2 large eggs", "salt and pepper", "1 ] odd name, with comma"])
            #expect(r.ingredients[3].amount == "2 large" && r.ingredients[4].amount == "")
            #expect(r.ingredients[5] == Ingredient(id: "ing-7", name: "name, with comma", amount: "1 ] odd", notes: "notes, may have commas"))
            #expect(r.ingredients[0].notes == "sliced thin" && r.ingredients[4].notes == nil)
            #expect(r.steps.map(\.id) == ["s1", "s2", "step-3"])
            #expect(r.steps[2].timers == [StepTimer(seconds: 5400), StepTimer(seconds: 90, label: "rest")])
            #expect(r.steps[1].text == "Sear the chicken until golden.")
            #expect(r.nutrition == Nutrition(calories: 580, protein: 42, carbs: 55, fats: 22))
        }

        @Test func sourceMapPointsAtTheValues() {
            let result = Language.parse(SampleDocuments.tuscanPasta)
            let at = { (path: String) in result.sourceMap[path].map { "\($0.start)-\($0.end)" } }
            #expect(at("servings") == "5:12-5:13")
            #expect(at("ingredients[3].amount") == "27:6-27:13")
            #expect(at("ingredients[5].notes") == "29:37-29:59")
            #expect(at("steps[2].timers[1].label") == "34:71-34:77")
            #expect(at("nutrition.carbs") == "37:35-37:37")
            #expect(result.line(for: "steps[1].timers[0].seconds")?.kind == .step)
            #expect(result.line(for: "servings")?.kind == .property("servings"))
            #expect(result.line(for: "servings")?.line == 5)
        }

        @Test func treeLinesHaveContentAndComments() {
            let text = "recipe Toast -- quick\n  category breakfast\n\n-- note\ningredients\n  - bread -- white\n"
            let result = Language.parse(text)
            let lines = result.tree.lines
            #expect(lines.map(\.kind) == [.header(.recipe), .property("category"), .blank, .comment, .section("ingredients"), .ingredient])
            #expect(lines[0].contentRange == 0..<12 && lines[0].commentRange == 13..<21)
            #expect(result.tree.text(lines[5].contentRange) == "- bread")
            #expect(result.tree.text(lines[5].commentRange ?? 0..<0) == "-- white")
            #expect(lines[5].itemIndex == 0)
        }

        @Test func bomAndCRLF() throws {
            let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("recipe Toast\r\n\tcategory\tlunch\r\n".utf8)
            let result = Language.parse(SourceFile(path: "t", bytes: bytes))
            #expect(result.diagnostics.isEmpty)
            guard case .recipe(let r) = result.document else { Issue.record("no recipe"); return }
            #expect(r.title == "Toast" && r.category == .lunch)
            #expect(result.sourceMap["title"].map { "\($0.start)" } == "1:8")
            #expect(result.tree.lines[0].fullRange == 0..<17)
        }

        @Test func nutritionTotalIsDividedBySevingsRoundedHalfUp() throws {
            let r = try Self.recipe("recipe Bread\n  category snack\n  servings 8\n\nnutrition total\n  calories 2404 protein 4 carbs 380 fats 85\n")
            #expect(r.nutrition == Nutrition(calories: 301, protein: 1, carbs: 48, fats: 11))
            #expect(NutritionTotal.perServing(-3, servings: 2) == -1)
            #expect(NutritionTotal.perServing(Int.max, servings: 2) == Int.max / 2 + 1)
        }

        @Test func stepsWithoutNumbersAreNumberedByPosition() throws {
            let r = try Self.recipe("recipe T\ncategory lunch\nsteps\n- one\n7. two\n- three [id x]\n")
            #expect(r.steps.map(\.order) == [1, 7, 3])
            #expect(r.steps.map(\.id) == ["s1", "s2", "x"])
        }

        @Test func planDerivesSlotIDsAndReadsMultipliers() throws {
            let result = Language.parse(SampleDocuments.weekPlan)
            guard case .plan(let p) = result.document else { Issue.record("no plan"); return }
            #expect(p.mealSlots.count == 10)
            #expect(p.mealSlots[1].id == "2026-11-23-morning-snack-1")
            #expect(p.mealSlots[1].quickAdd == QuickAddItem(name: "Apple", calories: 95, protein: 0, carbs: 25, fats: 0))
            #expect(p.mealSlots[2].servings == 2)
            #expect(p.mealSlots[4].id == "slot-9" && p.mealSlots[4].servings == 1.5)
            #expect(p.mealSlots[5].recipeId == nil && p.mealSlots[5].quickAdd == nil)
            #expect(p.mealSlots[6].recipeId == "overnight oats (v2)" && p.mealSlots[6].servings == 0.5)
            #expect(p.mealSlots[7].recipeId == "banana-bread" && p.mealSlots[7].quickAdd?.name == "Coffee")
            #expect(p.mealSlots[9].quickAdd?.name == "Tea, \"chai\"")
            #expect(p.mealSlots[9].meal == .eveningSnack && p.mealSlots[9].id == "2026-11-23-evening-snack-2")
        }

        @Test func shoppingItems() {
            guard case .shoppingList(let list) = Language.parse(SampleDocuments.shopping).document else { Issue.record("no list"); return }
            let items = list.shoppingItems
            #expect(items.map(\.id) == ["milk", DerivedID.slug(items[1].name), "item-ice", "milk-2", "2-lemons", "olive-oil-extra-virgin"])
            #expect((items[1].amount ?? "") + " " + items[1].name == "500 g flour")
            #expect(items[1].recipeName == "Banana Bread" && items[1].recipeId == "banana-bread")
            #expect(items[0].amount == nil && items[4].amount == "" && items[3].checked)
        }

        @Test func validationFallsBackToTheEnclosingPath() {
            let result = Language.parse("recipe Toast\n  category lunch\n\nsteps\n  1. wait [timer -5 s]\n")
            #expect(result.diagnostics.map(\.headline) == ["<text>:5:18: error: a timer must run for more than 0 seconds"])
        }
    }
}

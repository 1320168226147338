import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

/// A recipe's nutrition computed from its ingredients, worked by hand from SR28.
@Suite struct RecipeNutritionTests {
    static let breakfast = """
        recipe Egg and Milk
          category breakfast
          servings 2

        ingredients
          - 100 g egg
          - 1 cup milk
          - [a pinch] salt
          - 1 tbsp unobtainium

        nutrition per serving
          calories 200  protein 10  carbs 6  fats 9

        """

    func session(_ folder: TemporaryFolder) throws -> Session {
        Session(store: WriteBackStore(root: folder.path), interaction: ScriptInteraction(), today: try SampleKitchen.today())
    }

    @Test func computedPerServingFromTheMappedIngredients() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("recipes/egg-and-milk.recipe", Self.breakfast)
        let session = try session(folder)
        // 100 g whole raw egg: 143 kcal, 12.56 / 0.72 / 9.51 g.
        // 1 cup whole milk = 244 g: 148.84 kcal, 7.686 / 11.712 / 7.93 g.
        // Sum 291.84 kcal, 20.246 / 12.432 / 17.44 g; two servings:
        // 145.92 -> 146 kcal, 10.12 -> 10 g, 6.22 -> 6 g, 8.72 -> 9 g.
        let outcome = session.execute("nutrition egg and milk")
        #expect(outcome.error == nil)
        #expect(
            outcome.jsonLine
                == #"{"command":"nutrition","computed":{"calories":146,"carbs":6,"fats":9,"protein":10},"ok":true,"stated":{"calories":200,"carbs":6,"fats":9,"protein":10},"unmatched":[{"ingredient":"a pinch salt","reason":"'a pinch' is not a measurable amount"},{"ingredient":"1 tbsp unobtainium","reason":"no food in the table matches 'unobtainium'"}]}"#
        )
        let lines = outcome.text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Egg and Milk, per serving (serves 2)")
        #expect(lines[2] == "calories      200       146")
        #expect(lines.contains("computed from 2 of 4 ingredients:"))
        #expect(lines.contains("  1 cup milk  Milk, whole, 3.25% milkfat, with added …  244 g  149 kcal"))
        #expect(lines.last == "  1 tbsp unobtainium: no food in the table matches 'unobtainium'")
    }

    @Test func aPacksOrAPiecesSizeInTheNotesWeighsTheWhole() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // As the importers write `2 x 100g packets egg` and `2 eggs (about 60 g each)`.
        let text = "recipe Packs\n  category breakfast\n  servings 1\n\ningredients\n  - 2 packets egg, 100g\n  - 2 egg, about 60 g each\n"
        try folder.write("recipes/packs.recipe", text)
        let session = try session(folder)
        // 200 g + 120 g of whole raw egg at 143 kcal a 100 g: 457.6 -> 458 kcal.
        let outcome = session.execute("nutrition packs")
        #expect(outcome.error == nil)
        #expect(outcome.jsonLine.contains(#""computed":{"calories":458,"#), "\(outcome.jsonLine)")
    }

    @Test func aFoodAnnotationOverridesTheNameAndWriteFillsMissingNutrition() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text =
            "recipe Yogurt Bowl  -- mine\n  category snack\n  servings 1\n\ningredients\n  - 170 g yoghurt [food Yogurt, Greek, plain, nonfat]\n  - 2 large eggs\n"
        try folder.write("recipes/yogurt-bowl.recipe", text)
        let session = try session(folder)
        // 170 g nonfat Greek yogurt: 100.3 kcal, 17.323 / 6.12 / 0.663 g;
        // 2 large eggs = 100 g: 143 kcal, 12.56 / 0.72 / 9.51 g.
        // 243.3 -> 243 kcal, 29.883 -> 30 g, 6.84 -> 7 g, 10.173 -> 10 g.
        let written = session.execute("nutrition yogurt-bowl --write")
        #expect(written.error == nil)
        // Written in the layout fmt gives (annotations in a column), comment kept.
        #expect(
            folder.read("recipes/yogurt-bowl.recipe") == text.replacingOccurrences(of: "yoghurt [food", with: "yoghurt  [food")
                + "\nnutrition per serving\n  calories 243  protein 30  carbs 7  fats 10\n")
        #expect(
            session.execute("nutrition yogurt-bowl --write").error?.message
                == "'Yogurt Bowl' already states its nutrition; --write only fills a recipe without it")
        #expect(session.execute("undo").succeeded)
        #expect(folder.read("recipes/yogurt-bowl.recipe") == text)
    }

    @Test func writeRefusesWhenAnIngredientIsNotCounted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = "recipe Mystery\n  category snack\n\ningredients\n  - 1 cup milk\n  - some love\n"
        try folder.write("recipes/mystery.recipe", text)
        let error = try session(folder).execute("nutrition mystery --write").error
        #expect(error?.oneLine == "cannot fill 'Mystery': 1 ingredient not counted; see 'nutrition mystery'; add [food NAME] or an amount to them")
        #expect(folder.read("recipes/mystery.recipe") == text)
    }
}

import ClipCookCore
import ClipCookLanguage
import ClipCookDomain

/// The files `clipcook init` writes: a settings file with the default goals,
/// an empty shopping list, an empty foods file and the `recipes/`, `plans/`
/// and `foods/` folders, each file
/// with comments that show the syntax it takes. Every file is in canonical
/// form (what `fmt` writes) and lints clean.
public enum CollectionTemplate {
    /// Folders to create, relative to the collection.
    public static let folders = ["recipes", "plans", "foods"]

    /// Files to create: relative path and text.
    public static let files: [(path: String, text: String)] = [
        ("settings", settings),
        ("shopping.list", shoppingList),
        ("foods/own.foods", ownFoods),
    ]

    package static let settings = """
        -- This kitchen's preferences. Comments start with --; fmt keeps them.
        --
        -- Recipes go in recipes/, one a file, e.g. recipes/overnight-oats.recipe:
        --   recipe Overnight Oats
        --     category breakfast
        --     servings 1
        --   ingredients
        --     - ½ cup rolled oats
        --   steps
        --     1. Stir and refrigerate overnight.  [timer 8 h]
        --
        -- Plans go in plans/, one a week, e.g. plans/2026-W48.plan:
        --   plan
        --   day 2026-11-23
        --     breakfast: overnight-oats
        --     lunch: quick "Apple" calories 95 protein 0 carbs 25 fats 0
        settings
          units metric
          color auto

        -- Daily goals: 2200 kcal split 30/40/30 between protein, carbs and fats
        -- (4 kcal a gram of protein or carbs, 9 a gram of fats).
        goals
          calories 2200  protein 165  carbs 220  fats 73

        """

    package static let shoppingList = """
        -- The shopping list: one item a line, [x] once it is in the basket.
        --   - [ ] 500 g chicken breast
        --   - [x] 2 l milk
        shopping

        """

    package static let ownFoods = """
        -- The collection's own foods, added to the USDA SR28 table (food search,
        -- food show, plan lines 'food NAME AMOUNT', nutrition). The values are
        -- those of 100 g; a food named like an SR28 food replaces it. For example:
        --   food Granola, homemade calories 471  protein 10.5  carbs 64  fats 19
        --     portion 1 bowl = 60 g
        foods

        """
}

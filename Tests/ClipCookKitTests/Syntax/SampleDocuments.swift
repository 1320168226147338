/// Realistic hand-written documents of every kind (comments, odd spacing,
/// quoting, annotations), used by the round-trip tests.
enum SampleDocuments {
    static let tuscanPasta = #"""
        -- anything after -- is a comment
        recipe Creamy Tuscan Chicken Pasta
          id creamy-tuscan-chicken-pasta     -- optional: derived from the title
          category dinner                    -- required
          servings 4
          prep 10 min
          cook 25 min
          source https://www.instagram.com/reel/C1a2b3/
          platform instagram
          thumbnail https://example.com/pasta.jpg
          tags pasta, chicken, weeknight
          favourite
          archived
          created 2026-02-25T10:15:00Z
          updated 2026-02-26T08:00:00Z
          ai {"modelVersion": "gpt-4x-2025-01", "enabled": true}   -- aiMeta

        caption
          | Creamy, garlicky and done in 35 minutes.
          |
          | Save this for a weeknight!

        ingredients
          - 500 g chicken breast, sliced thin
          - 250 g penne
          - 2 cloves garlic, minced
          - [2 large] eggs
          - salt and pepper
          - ["1 ] odd"] "name, with comma", notes, may have commas [id ing-7]

        steps
          1. Cook the penne in salted water.   [timer 11 min]
          2. Sear the chicken until golden.    [timer 6 min "each side"]
          3. Add garlic and cream.             [timer 1 h 30 min] [timer 90 s "rest"] [id step-3]

        nutrition per serving
          calories 580  protein 42  carbs 55  fats 22
        """#

    static let bananaBread = #"""
        recipe "Grandma's \"Best\" Banana Bread"
        category snack
        servings 8
        tags baking, "sweet, moist", -- comment after the last tag would be an error, so none here
        """#

    static let bananaBreadFixed = #"""
        recipe "Grandma's \"Best\" Banana Bread"
        category Snack
        servings 8
        tags baking, "sweet, moist"
        favorite

        ingredients
        - 3 ripe bananas
        - [] "2 eggs, beaten"  -- explicit empty amount and a quoted name
        - 1 1/2 cups flour
        - a pinch of salt, ""

        steps
        - Mash the bananas.
        - Mix everything. [timer 90s]
        - Bake at 180 °C. [timer 1 hr 5 mins "oven"] [timer 10 min cool down]

        nutrition total
          calories 2400 protein 40g
          carbs 380 fats 85 g
        """#

    static let weekPlan = #"""
        plan
        -- week 48
        day 2026-11-23
          breakfast: overnight-oats
          morning snack: quick "Apple" calories 95 protein 0 carbs 25 fats 0
          lunch: chicken-caesar-wrap x2
          afternoon snack: quick Greek yogurt calories 150 protein 15 carbs 8 fats 6
          dinner: creamy-tuscan-chicken-pasta x 1.5 [id slot-9] [created 2026-11-20T18:00:00Z]
          evening snack: none
        day 2026-11-24
          Breakfast: "overnight oats (v2)" ×0.5
          Morning-Snack: banana-bread x1 quick Coffee calories 5 protein 0 carbs 1 fats 0
          dinner: leftovers
        day 2026-11-23
          evening_snack: quick "Tea, \"chai\"" calories 40 protein 1 carbs 8 fats 1 [created 2026-11-23T21:00:00.5+01:00]
        """#

    static let shopping = #"""
        shopping
          - [ ] milk
          - [x] 500 g flour [from "Banana Bread"] [recipe banana-bread]
          - [ ] [1 bag] ice [id item-ice]
          - [X] milk    -- a second carton
          - [ ] [] "2 lemons" [created 2026-11-20T09:00:00-05:30]
          - [ ] olive oil, extra virgin
        """#

    static let settings = #"""
        settings
          units imperial            -- metric | imperial
          dark-mode
          premium
          schema 1
          color always
          id u-123
          email cook@example.com
          name Sam Cook
          created 2026-01-01T00:00:00Z
          updated 2026-01-02T00:00:00.123Z

        goals
          calories 1800  protein 140
          carbs 150  fats 60

        lint
          calories-match-macros warning
          ingredient-unused off
          "rule with space" error
        """#

    static let inbox = #"""
        inbox
        pending https://www.tiktok.com/@cook/video/123
          status ready              -- importing | ready | failed (required)
          title Crispy Rice Salad
          thumbnail https://example.com/t.jpg
          caption
            | line one
            |   indented -- not a comment
            |
          created 2026-11-20T09:00:00Z
          id import-1

        pending https://www.tiktok.com/@cook/video/123
          status failed
          caption "tabs\tand \"quotes\""

        pending "https://example.com/a b"
          status importing
        """#

    static let all: [(String, String)] = [
        ("tuscan pasta", tuscanPasta), ("banana bread", bananaBreadFixed), ("week plan", weekPlan),
        ("shopping", shopping), ("settings", settings), ("inbox", inbox),
    ]
}

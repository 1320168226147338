/// Three-way cases for the merge driver: base, ours, theirs and the expected
/// result (nil: a conflict is expected, with `conflicts` marked blocks).
struct MergeCase: Sendable, CustomStringConvertible {
    var name: String
    var base: String
    var ours: String
    var theirs: String
    var merged: String?
    var conflicts = 0

    var description: String { name }

    static let plan = """
        -- week 48: pasta on Monday
        plan
        day 2026-11-23
          breakfast: overnight-oats
          lunch: chicken-caesar-wrap x2  -- gym day

        day 2026-11-24
          lunch: red-lentil-soup

        """

    static let list = """
        -- for the weekend
        shopping
          - [ ] 500 g chicken breast  [recipe creamy-tuscan-chicken-pasta]
          - [ ] milk
          - [ ] eggs

        """

    static let recipe = """
        recipe Toast
          category breakfast
          servings 1

        ingredients
          - 1 slice bread

        steps
          1. Toast the bread.

        """

    static let settings = """
        settings
          units metric

        goals
          calories 2200  protein 165  carbs 220  fats 73

        """

    static let all: [MergeCase] = [
        MergeCase(
            name: "plan: a meal added on each side, on different days",
            base: plan,
            ours: plan.replacingOccurrences(of: "gym day\n", with: "gym day\n  dinner: thai-green-curry\n"),
            theirs: plan.replacingOccurrences(of: "  lunch: red-lentil-soup\n", with: "  lunch: red-lentil-soup\n  dinner: banana-bread\n"),
            merged: plan.replacingOccurrences(of: "gym day\n", with: "gym day\n  dinner: thai-green-curry\n")
                .replacingOccurrences(of: "  lunch: red-lentil-soup\n", with: "  lunch: red-lentil-soup\n  dinner: banana-bread\n")),
        MergeCase(
            name: "plan: a meal added on each side, on the same day",
            base: plan,
            ours: plan.replacingOccurrences(of: "gym day\n", with: "gym day\n  dinner: thai-green-curry\n"),
            theirs: plan.replacingOccurrences(
                of: "  breakfast: overnight-oats\n",
                with: "  breakfast: overnight-oats\n  morning snack: quick Apple calories 95  protein 0  carbs 25  fats 0\n"),
            merged: plan.replacingOccurrences(of: "gym day\n", with: "gym day\n  dinner: thai-green-curry\n")
                .replacingOccurrences(
                    of: "  breakfast: overnight-oats\n",
                    with: "  breakfast: overnight-oats\n  morning snack: quick Apple calories 95  protein 0  carbs 25  fats 0\n")),
        MergeCase(
            name: "plan: servings changed here, another meal removed there",
            base: plan,
            ours: plan.replacingOccurrences(of: "x2", with: "x3"),
            theirs: plan.replacingOccurrences(of: "  breakfast: overnight-oats\n", with: ""),
            merged: plan.replacingOccurrences(of: "x2", with: "x3").replacingOccurrences(of: "  breakfast: overnight-oats\n", with: "")),
        MergeCase(
            name: "plan: the same meal changed differently",
            base: plan,
            ours: plan.replacingOccurrences(of: "x2", with: "x3"),
            theirs: plan.replacingOccurrences(of: "chicken-caesar-wrap x2", with: "classic-hummus"),
            merged: nil, conflicts: 1),
        MergeCase(
            name: "list: an item checked here, another added there",
            base: list,
            ours: list.replacingOccurrences(of: "- [ ] milk", with: "- [x] milk"),
            theirs: list.replacingOccurrences(of: "  - [ ] eggs\n", with: "  - [ ] eggs\n  - [ ] 2 lemons\n"),
            merged: list.replacingOccurrences(of: "- [ ] milk", with: "- [x] milk")
                .replacingOccurrences(of: "  - [ ] eggs\n", with: "  - [ ] eggs\n  - [ ] 2 lemons\n")),
        MergeCase(
            name: "list: an item added on each side",
            base: list,
            ours: list.replacingOccurrences(of: "  - [ ] eggs\n", with: "  - [ ] eggs\n  - [ ] coffee beans\n"),
            theirs: list.replacingOccurrences(of: "  - [ ] eggs\n", with: "  - [ ] eggs\n  - [ ] 2 lemons\n"),
            merged: list.replacingOccurrences(of: "  - [ ] eggs\n", with: "  - [ ] eggs\n  - [ ] coffee beans\n  - [ ] 2 lemons\n")),
        MergeCase(
            name: "list: one item checked on both sides, one removed there",
            base: list,
            ours: list.replacingOccurrences(of: "- [ ] eggs", with: "- [x] eggs"),
            theirs: list.replacingOccurrences(of: "- [ ] eggs", with: "- [x] eggs").replacingOccurrences(of: "  - [ ] milk\n", with: ""),
            merged: list.replacingOccurrences(of: "- [ ] eggs", with: "- [x] eggs").replacingOccurrences(of: "  - [ ] milk\n", with: "")),
        MergeCase(
            name: "list: the same item given different amounts",
            base: list,
            ours: list.replacingOccurrences(of: "- [ ] milk", with: "- [ ] 1 l milk"),
            theirs: list.replacingOccurrences(of: "- [ ] milk", with: "- [ ] 2 l milk"),
            merged: nil, conflicts: 1),
        MergeCase(
            name: "recipe: servings changed here, a step added there",
            base: recipe,
            ours: recipe.replacingOccurrences(of: "servings 1", with: "servings 2"),
            theirs: recipe.replacingOccurrences(of: "  1. Toast the bread.\n", with: "  1. Toast the bread.\n  2. Butter it.\n"),
            merged: recipe.replacingOccurrences(of: "servings 1", with: "servings 2")
                .replacingOccurrences(of: "  1. Toast the bread.\n", with: "  1. Toast the bread.\n  2. Butter it.\n")),
        MergeCase(
            name: "recipe: servings changed differently",
            base: recipe,
            ours: recipe.replacingOccurrences(of: "servings 1", with: "servings 2"),
            theirs: recipe.replacingOccurrences(of: "servings 1", with: "servings 3"),
            merged: nil, conflicts: 1),
        MergeCase(
            name: "settings: units changed here, goals there",
            base: settings,
            ours: settings.replacingOccurrences(of: "units metric", with: "units imperial"),
            theirs: settings.replacingOccurrences(
                of: "calories 2200  protein 165  carbs 220  fats 73", with: "calories 2000  protein 150  carbs 200  fats 67"),
            merged: settings.replacingOccurrences(of: "units metric", with: "units imperial")
                .replacingOccurrences(of: "calories 2200  protein 165  carbs 220  fats 73", with: "calories 2000  protein 150  carbs 200  fats 67")),
    ]
}

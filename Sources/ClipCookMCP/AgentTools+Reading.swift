extension AgentTool {
    static let slots = ["breakfast", "morning-snack", "lunch", "afternoon-snack", "dinner", "evening-snack"]
    static let dateHelp = "a day: today, tomorrow, a weekday (friday, next monday), +N days, or yyyy-MM-dd"

    /// The tools that only read: the same answers as the REPL's commands.
    static let reading: [AgentTool] = [
        AgentTool(
            name: "search_recipes",
            description:
                "Find recipes by words in their title, ingredients, steps, caption and tags (title matches first; case and accents ignored). Returns each recipe's id, title, category and macros per serving. Use the id with the other tools.",
            parameters: [.text("query", "words to look for, e.g. 'chicken rice'", required: true)],
            writes: false,
            words: { arguments in ["search", arguments["query"] ?? ""] }),
        AgentTool(
            name: "list_recipes",
            description:
                "List recipes with filters, like the REPL's 'list': by category, tag, favourites, and a 'where' expression over calories, protein, carbs, fats, servings, prep, cook, time (minutes) and rating, sorted by a field.",
            parameters: [
                .text("category", "breakfast, lunch, dinner, snack, dessert, drink ..."),
                .text("tag", "a tag the recipe carries, e.g. meal-prep"),
                .flag("favourites", "only favourite recipes"),
                .text("where", "a filter, e.g. 'protein >= 30 and calories < 600'"),
                .text("sort", "a field to sort by: title, category, last-cooked, rating or a where-field; add ' desc' for largest first"),
                .integer("limit", "at most this many recipes"),
            ],
            writes: false,
            words: { arguments in
                var words = ["list"]
                if let category = arguments["category"] { words += ["category", category] }
                if let tag = arguments["tag"] { words += ["tag", tag] }
                if arguments.flag("favourites") { words.append("favourites") }
                if let filter = arguments["where"] { words += ["where"] + Self.blankSplit(filter) }
                if let sort = arguments["sort"] { words += ["sort"] + Self.blankSplit(sort) }
                if let limit = arguments["limit"] { words += ["limit", limit] }
                return words
            }),
        AgentTool(
            name: "show_recipe",
            description:
                "A recipe's card: ingredients (scaled to the servings asked, in metric or imperial units), steps with timers, nutrition per serving, tags and source.",
            parameters: [
                .text("recipe", "the recipe's id or title", required: true),
                .integer("servings", "scale to this many servings"),
                .text("units", "unit system of the amounts", choices: ["metric", "imperial"]),
            ],
            writes: false,
            words: { arguments in
                var words = ["show", arguments["recipe"] ?? ""]
                if let servings = arguments["servings"] { words += ["servings", servings] }
                if let units = arguments["units"] { words += ["units", units] }
                return words
            }),
        AgentTool(
            name: "recipe_nutrition",
            description:
                "A recipe's stated nutrition beside the one computed from its ingredients with the USDA table, ingredient by ingredient, and its cost where foods have prices.",
            parameters: [.text("recipe", "the recipe's id or title", required: true)],
            writes: false,
            words: { arguments in ["nutrition", arguments["recipe"] ?? ""] }),
        AgentTool(
            name: "plan_day",
            description: "The meal plan of one day: each meal slot's recipes and foods, with servings, eaten marks and the day's totals.",
            parameters: [.text("date", dateHelp + " (default today)")],
            writes: false,
            words: { arguments in ["plan"] + arguments.dateWords("date") }),
        AgentTool(
            name: "plan_week",
            description: "The ISO week's meal plan as a table of days and slots with each day's calories and macros against the goals.",
            parameters: [.text("date", "any day of the week (default this week); " + dateHelp)],
            writes: false,
            words: { arguments in ["plan", "week"] + arguments.dateWords("date") }),
        AgentTool(
            name: "macros",
            description: "A day's calories, protein, carbs and fats: planned, eaten, the daily goals and what is left.",
            parameters: [.text("date", dateHelp + " (default today)")],
            writes: false,
            words: { arguments in ["macros"] + arguments.dateWords("date") }),
        AgentTool(
            name: "shopping_list",
            description:
                "The shopping list by aisle, with amounts summed across recipes, checked items marked, and an estimated cost where foods have prices.",
            parameters: [],
            writes: false,
            words: { _ in ["shop"] }),
        AgentTool(
            name: "pantry",
            description: "What is at home, with amounts and expiry dates, soonest first; past-date items marked.",
            parameters: [],
            writes: false,
            words: { _ in ["pantry"] }),
        AgentTool(
            name: "cookable",
            description: "Recipes ranked by how much of their ingredients is in the pantry, with what is missing; food expiring soon counts first.",
            parameters: [.flag("all", "every recipe, not only the best")],
            writes: false,
            words: { arguments in ["cookable"] + (arguments.flag("all") ? ["all"] : []) }),
        AgentTool(
            name: "suggest",
            description:
                "Recipes that fit what is left of a day's calorie and macro goals (optionally for one meal slot), with a fit score and the numbers.",
            parameters: [
                .text("date", dateHelp + " (default today)"),
                .text("slot", "a meal slot", choices: slots),
            ],
            writes: false,
            words: { arguments in ["suggest"] + arguments.dateWords("date") + (arguments["slot"].map { [$0] } ?? []) }),
        AgentTool(
            name: "food_search",
            description:
                "Search the nutrition table (USDA SR28 plus the collection's own foods): matching foods with calories and macros per 100 g, best first.",
            parameters: [.text("text", "a food, e.g. 'greek yogurt'", required: true)],
            writes: false,
            words: { arguments in ["food", "search", arguments["text"] ?? ""] }),
    ]

    static func blankSplit(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }
}

extension AgentTool {
    /// The tools that change the collection: each a REPL command, written
    /// through the write-back (the lock, the conflict check, comments and
    /// layout kept) and revertible with `undo` in the same server session.
    static let writing: [AgentTool] = [
        AgentTool(
            name: "plan_add",
            description:
                "Plan a recipe for a day's meal slot, optionally scaled (servings 2 = twice the recipe's serving). Refused if the slot already holds a meal unless 'also' is true.",
            parameters: [
                .text("date", dateHelp, required: true),
                .text("slot", "the meal slot", required: true, choices: slots),
                .text("recipe", "the recipe's id or title", required: true),
                .number("servings", "how many of the recipe's servings (default 1)"),
                .flag("also", "add beside a meal already planned in the slot"),
            ],
            writes: true,
            words: { arguments in
                var words = ["plan", "add"] + arguments.dateWords("date") + [arguments["slot"] ?? "", arguments["recipe"] ?? ""]
                if let servings = arguments["servings"] { words.append("x" + servings) }
                if arguments.flag("also") { words.append("also") }
                return words
            }),
        AgentTool(
            name: "plan_remove",
            description: "Remove a planned meal from a day's slot (the Nth item when the slot has several).",
            parameters: mealPlace,
            writes: true,
            words: { arguments in ["plan", "remove"] + placeWords(arguments) }),
        AgentTool(
            name: "plan_move",
            description: "Move a planned meal to another day or slot.",
            parameters: [
                .text("date", dateHelp, required: true),
                .text("slot", "the meal slot it is in", required: true, choices: slots),
                .integer("index", "which item of the slot, from 1"),
                .text("to_date", "the day to move it to", required: true),
                .text("to_slot", "the slot to move it to", required: true, choices: slots),
            ],
            writes: true,
            words: { arguments in
                var words = ["plan", "move"] + arguments.dateWords("date") + [arguments["slot"] ?? ""]
                if let index = arguments["index"] { words.append(index) }
                return words + ["to"] + arguments.dateWords("to_date") + [arguments["to_slot"] ?? ""]
            }),
        AgentTool(
            name: "plan_fill",
            description:
                "Fill the empty meal slots of a day, a week or a range with recipes that meet the daily calorie and macro goals (a solver over the collection, within an optional budget). A dry run by default: it shows the plan it would write; call again with apply true to write it.",
            parameters: [
                .text("range", "a day, 'week' with an optional day, or FROM..TO (e.g. 'next monday..next sunday'); default today"),
                .text("slots", "the slots to fill, blank-separated, or 'all' (default: the settings' slots)"),
                .number("budget", "the most the filled meals may cost, in the collection's currency"),
                .flag("apply", "write the plan (default false: dry run)"),
            ],
            writes: true,
            words: { arguments in
                var words = ["plan", "fill"] + arguments.dateWords("range")
                if let slots = arguments["slots"] { words += ["slots"] + blankSplit(slots) }
                if let budget = arguments["budget"] { words += ["budget", budget] }
                if !arguments.flag("apply") { words.append("dry-run") }
                return words
            }),
        AgentTool(
            name: "mark_eaten",
            description: "Mark a planned meal as eaten (it then counts as eaten in the day's macros).",
            parameters: mealPlace,
            writes: true,
            words: { arguments in ["plan", "done"] + placeWords(arguments) }),
        AgentTool(
            name: "shop_add",
            description:
                "Add to the shopping list, merging with what is there: a recipe (scaled to servings), the recipes planned for a week, or a free item such as '2 lemons'. Give exactly one of recipe, week or item.",
            parameters: [
                .text("recipe", "a recipe's id or title"),
                .integer("servings", "with recipe: the servings to shop for"),
                .text("week", "any day of the week whose plan to shop for, e.g. 'today' or 'next monday'"),
                .text("item", "a free item with its amount, e.g. '2 lemons' or '500 g flour'"),
            ],
            writes: true,
            words: { arguments throws(AgentToolError) in
                let given = ["recipe", "week", "item"].filter { arguments[$0] != nil }
                guard given.count == 1 else { throw AgentToolError("shop_add takes exactly one of recipe, week or item") }
                if let recipe = arguments["recipe"] {
                    return ["shop", "add", "recipe", recipe] + (arguments["servings"].map { ["servings", $0] } ?? [])
                }
                if arguments["week"] != nil { return ["shop", "add", "week"] + arguments.dateWords("week") }
                return ["shop", "add"] + blankSplit(arguments["item"] ?? "")
            }),
        AgentTool(
            name: "shop_check",
            description: "Tick an item of the shopping list as bought (or untick it with checked false).",
            parameters: [
                .text("item", "the item's name as the list shows it", required: true),
                Parameter(name: "checked", kind: .boolean, description: "true to tick (default), false to untick"),
            ],
            writes: true,
            words: { arguments in
                ["shop", arguments.flags["checked"] == false ? "uncheck" : "check", arguments["item"] ?? ""]
            }),
        AgentTool(
            name: "pantry_add",
            description: "Add an item to the pantry (or more of one already there), optionally with an expiry date.",
            parameters: [
                .text("name", "the food, e.g. 'eggs'", required: true),
                .text("amount", "how much, e.g. '6' or '1 kg' (none: always there)"),
                .text("expires", "the expiry date, e.g. 'friday' or '2026-12-24'"),
            ],
            writes: true,
            words: { arguments in
                var words = ["pantry", "add"] + blankSplit(arguments["amount"] ?? "") + blankSplit(arguments["name"] ?? "")
                if arguments["expires"] != nil { words += ["expires"] + arguments.dateWords("expires") }
                return words
            }),
        AgentTool(
            name: "pantry_use",
            description: "Take an amount of a pantry item (compared across units: 200 g of '1 kg flour' leaves 800 g).",
            parameters: [
                .text("name", "the food", required: true),
                .text("amount", "how much was used, e.g. '2' or '200 g'", required: true),
            ],
            writes: true,
            words: { arguments in ["pantry", "use"] + blankSplit(arguments["amount"] ?? "") + blankSplit(arguments["name"] ?? "") }),
        AgentTool(
            name: "favourite",
            description: "Mark a recipe as a favourite, or take the mark off with favourite false.",
            parameters: [
                .text("recipe", "the recipe's id or title", required: true),
                Parameter(name: "favourite", kind: .boolean, description: "true to mark (default), false to unmark"),
            ],
            writes: true,
            words: { arguments in [arguments.flags["favourite"] == false ? "unfav" : "fav", arguments["recipe"] ?? ""] }),
        AgentTool(
            name: "rate",
            description: "Rate a recipe from 1 to 5 (halves allowed).",
            parameters: [
                .text("recipe", "the recipe's id or title", required: true),
                .number("rating", "1 to 5, e.g. 4.5", required: true),
            ],
            writes: true,
            words: { arguments in ["rate", arguments["recipe"] ?? "", arguments["rating"] ?? ""] }),
        AgentTool(
            name: "undo",
            description:
                "Revert the last change made in this session, else the newest one kept in the collection's undo journal (by an earlier session, the REPL or the kitchen view); repeat to go further back.",
            parameters: [],
            writes: true,
            words: { _ in ["undo"] }),
    ]

    /// A planned meal: its day, its slot and, when the slot holds several, which.
    static let mealPlace: [Parameter] = [
        .text("date", dateHelp, required: true),
        .text("slot", "the meal slot", required: true, choices: slots),
        .integer("index", "which item of the slot, from 1"),
    ]

    /// The words of `mealPlace`'s arguments, as the plan commands read them.
    static func placeWords(_ arguments: Arguments) -> [String] {
        arguments.dateWords("date") + [arguments["slot"] ?? ""] + (arguments["index"].map { [$0] } ?? [])
    }
}

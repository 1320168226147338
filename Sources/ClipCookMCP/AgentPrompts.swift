import MCP

/// Prompts an assistant's user can pick: each a first message that says
/// which tools to use, in which order, and what to check.
enum AgentPrompts {
    static let list: [Prompt] = [
        Prompt(
            name: "plan-my-week", title: "Plan my week",
            description: "Plan the meals of a week from the collection to the daily goals, then make the shopping list",
            arguments: [
                .init(name: "week", description: "any day of the week to plan, e.g. 'next monday' (default: this week)"),
                .init(name: "wishes", description: "what to favour or avoid, e.g. 'high protein, no mushrooms'"),
            ]),
        Prompt(
            name: "cook-tonight", title: "What can I cook tonight?",
            description: "Suggest dinners from what is in the pantry and what is left of today's goals",
            arguments: [.init(name: "wishes", description: "anything to favour or avoid")]),
    ]

    static func messages(_ name: String, _ arguments: [String: String]?) throws -> GetPrompt.Result {
        let wishes = arguments?["wishes"].map { " Take these wishes into account: \($0)." } ?? ""
        switch name {
        case "plan-my-week":
            let week = arguments?["week"] ?? "today"
            return GetPrompt.Result(
                description: "Plan the week of \(week)",
                messages: [
                    .user(
                        .text(
                            text: """
                                Plan my meals for the week of \(week) from my ClipCook recipes.\(wishes) \
                                First read the goals and what is planned with macros and plan_week. \
                                Fill the empty slots with plan_fill as a dry run, look at the days it could not meet, \
                                adjust with list_recipes, search_recipes, plan_add or plan_remove where my wishes ask, \
                                then apply it with plan_fill apply true. Check each day with macros, \
                                then add the week to the shopping list with shop_add week and show me shopping_list.
                                """))
                ])
        case "cook-tonight":
            return GetPrompt.Result(
                description: "What can I cook tonight?",
                messages: [
                    .user(
                        .text(
                            text: """
                                What can I cook for dinner tonight?\(wishes) \
                                Look at what is at home with pantry and cookable, at what is left of today's goals with \
                                macros and suggest (slot dinner), and propose two or three recipes with show_recipe, \
                                saying what is missing for each. Plan the one I choose with plan_add.
                                """))
                ])
        default:
            throw MCPError.invalidParams("no prompt named '\(name)'")
        }
    }
}

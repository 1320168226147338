extension AgentTool {
    /// Every tool, reading ones first.
    static let all = reading + writing + [createRecipe]

    /// A new recipe from its text in the ClipCook language. Not a REPL
    /// command: the session reads and lints the text first and refuses it,
    /// with every diagnostic at its line, when it has an error.
    static let createRecipe = AgentTool(
        name: "create_recipe",
        description: """
            Create a recipe from its text in the ClipCook language, for example:
            recipe Lentil Soup
              category dinner
              servings 4
              cook 30 min

            ingredients
              - 200 g red lentils
              - 1 onion, chopped

            steps
              1. Soften the onion, add the lentils and 1 l water.
              2. Simmer until soft.  [timer 25 min]
            The text is read and linted first; with an error nothing is written and the diagnostics say where. \
            The file is written as recipes/ID.recipe in the canonical layout (what 'clipcook fmt' writes).
            """,
        parameters: [.text("text", "the whole recipe in the ClipCook language", required: true)],
        writes: true,
        words: { _ in [] })
}

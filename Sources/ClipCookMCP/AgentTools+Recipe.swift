extension AgentTool {
    /// Every tool, reading ones first.
    static let all = reading + writing + [createRecipe, importRecipe]

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

    /// A recipe clipped from a link (fetched as `clipcook import URL` does)
    /// or from a pasted caption. Not a REPL command line: the fetch runs in
    /// the server's own tasks, then the session writes the recipe.
    static let importRecipe = AgentTool(
        name: "import",
        description: """
            Import a recipe from a web page or a social post: give 'link' (an http or https address; the page's \
            schema.org recipe, or the post's caption, is read and its image saved as images/ID.jpg|png|webp) or \
            'caption' (the text of a post, with its ingredients and steps). The recipe is written as \
            recipes/ID.recipe. A link whose page holds no recipe is kept in the inbox as failed; \
            a link that a recipe already has as its source is not imported twice. Fetches are limited to \
            5 redirects, 30 s and 10 MB.
            """,
        parameters: [
            .text("link", "the page's address (http or https)"),
            .text("caption", "a post's caption, instead of a link"),
            .flag("no_images", "do not download the recipe's image"),
        ],
        writes: true,
        words: { _ in [] })
}

struct SearchCommand: SessionCommand {
    let spec = CommandSpec(
        "search", aliases: ["find"], synopsis: "search TEXT [archived|all]",
        summary: "find recipes by title, ingredients, steps, caption and tags (title matches first)",
        details: [
            "case and accents are ignored: 'creme' finds 'Crème brûlée'",
            "archived recipes are left out; end with 'archived' for only those, or 'all' for every recipe",
        ],
        argument: .text, keywords: ["archived": nil, "all": nil])

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        session.search(arguments)
    }
}

extension Session {
    func search(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        var words = arguments
        var scope: (Recipe) -> Bool = { !$0.isArchived }
        if words.count > 1, let last = words.last?.lowercased(), last == "archived" || last == "all" {
            words.removeLast()
            scope = last == "all" ? { _ in true } : { $0.isArchived }
        }
        let text = words.joined(separator: " ")
        guard !TextFolding.words(text).isEmpty else {
            return .failure(CommandError("'search' needs some text", suggestion: "for example: search chicken"))
        }
        let hits = SearchRanking.search(text, in: searchIndex).filter { scope($0.recipe) }
        if isCancelled() { return .failure(CommandError("interrupted")) }
        let first = firstPositions()
        // Positions in `kitchen.recipes`: the entries themselves are never copied.
        let positions = hits.compactMap { first[$0.recipe.id] }
        let lines = zip(positions, hits).map { position, hit in
            table([position], in: kitchen.recipes) + "  " + style.dim("(" + hit.fields.joined(separator: ", ") + ")")
        }
        let body = lines.isEmpty ? "no recipes match '\(text)'" : lines.joined(separator: "\n") + "\n" + plural(lines.count, "recipe")
        let scored = hits.map { (score: $0.score, fields: $0.fields) }
        return .success(CommandOutcome(command: "search", text: body) { [recipes = kitchen.recipes] in
            [
                "query": .string(text),
                "recipes": .array(zip(positions, scored).map { position, hit in
                    guard case .object(var object) = RecipeSummary.json(recipes[position]) else { return .null }
                    object["score"] = .int(hit.score)
                    object["matchedIn"] = .array(hit.fields.map(JSONValue.string))
                    return .object(object)
                }),
            ]
        })
    }
}

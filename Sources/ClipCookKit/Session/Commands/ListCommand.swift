struct ListCommand: SessionCommand {
    let spec = CommandSpec(
        "list", aliases: ["ls"],
        synopsis: "list [category C] [favourites] [archived|all] [tag T] [where EXPR] [sort FIELD [desc]] [limit N]",
        summary: "list recipes (archived ones are hidden unless asked for)",
        details: [
            "where compares calories, protein, carbs, fats, servings, prep and cook (minutes)",
            "with < <= > >= = !=, joined by 'and' / 'or', e.g. list where protein >= 30 and calories < 600",
            "sort by title, category or any where-field; add 'desc' for the largest first",
        ],
        keywords: [
            "category": .category, "favourites": nil, "archived": nil, "all": nil, "tag": .tag,
            "where": .field, "sort": .field, "limit": .number, "desc": nil,
        ])

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        session.list(arguments)
    }
}

extension Session {
    func list(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        let query: RecipeQuery
        do {
            query = try RecipeQueryParser.parse(arguments)
        } catch {
            return .failure(CommandError(error))
        }
        let index = queryIndex
        let found = query.positions(in: index).map { kitchen.recipes[index.firstPosition[index.recipes[$0].id] ?? $0] }
        let text = found.isEmpty ? "no recipes match" : table(found) + "\n" + plural(found.count, "recipe")
        return .success(CommandOutcome(command: "list", text: text, data: ["recipes": .array(found.map(RecipeSummary.json))]))
    }

    /// For each recipe id, the position of the first recipe with it (a
    /// found recipe is shown as the first one with its id).
    func firstPositions() -> [String: Int] {
        queryIndex.firstPosition
    }

    /// One aligned line per recipe: marks, id, title, category and macros.
    func table(_ entries: [RecipeEntry]) -> String {
        let idWidth = min(40, entries.map { $0.recipe.id.count }.max() ?? 0)
        let titleWidth = min(48, entries.map { $0.recipe.title.count }.max() ?? 0)
        return entries.map { entry in
            let r = entry.recipe
            let marks = (r.isFavourite ? style.favouriteMark : " ") + (r.isArchived ? style.archivedMark : " ")
            var line = marks + " " + style.dim(pad(r.id, idWidth)) + "  " + style.bold(pad(r.title, titleWidth))
            line += "  " + pad(r.category.rawValue.lowercased(), 9)
            if let n = r.nutrition {
                line += "  \(n.calories) kcal  P \(n.protein)  C \(n.carbs)  F \(n.fats)"
            }
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    func pad(_ text: String, _ width: Int) -> String {
        if text.count > width { return String(text.prefix(max(1, width - 1))) + "…" }
        return text + String(repeating: " ", count: width - text.count)
    }
}

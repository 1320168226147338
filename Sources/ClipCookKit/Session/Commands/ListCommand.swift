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
        // Positions in `kitchen.recipes`: the entries themselves are never copied.
        let found = query.positions(in: index).map { index.firstPosition[index.recipes[$0].id] ?? $0 }
        let text = found.isEmpty ? "no recipes match" : table(found, in: kitchen.recipes) + "\n" + plural(found.count, "recipe")
        return .success(CommandOutcome(command: "list", text: text) { [recipes = kitchen.recipes] in
            ["recipes": .array(found.map { RecipeSummary.json(recipes[$0]) })]
        })
    }

    /// For each recipe id, the position of the first recipe with it (a
    /// found recipe is shown as the first one with its id).
    func firstPositions() -> [String: Int] {
        queryIndex.firstPosition
    }

    /// One aligned line per recipe: marks, id, title, category and macros.
    /// Fields are read in place, never by copying a recipe (a `list` of
    /// thousands of recipes is built in a few milliseconds).
    func table(_ entries: [RecipeEntry]) -> String {
        table(Array(entries.indices), in: entries)
    }

    /// `table` of the entries at `positions` in `entries`.
    func table(_ positions: [Int], in entries: [RecipeEntry]) -> String {
        var idWidth = 0
        var titleWidth = 0
        for index in positions {
            idWidth = max(idWidth, Session.characterCount(entries[index].recipe.id))
            titleWidth = max(titleWidth, Session.characterCount(entries[index].recipe.title))
        }
        idWidth = min(40, idWidth)
        titleWidth = min(48, titleWidth)
        var text = ""
        text.reserveCapacity(positions.count * (idWidth + titleWidth + 60))
        for (line, index) in positions.enumerated() {
            let favourite = entries[index].recipe.isFavourite, archived = entries[index].recipe.isArchived
            var row = (favourite ? style.favouriteMark : " ") + (archived ? style.archivedMark : " ") + " "
            row += style.dim(pad(entries[index].recipe.id, idWidth))
            row += "  " + style.bold(pad(entries[index].recipe.title, titleWidth))
            row += "  " + pad(entries[index].recipe.category.rawValue.lowercased(), 9)
            if let n = entries[index].recipe.nutrition {
                row += "  \(n.calories) kcal  P \(n.protein)  C \(n.carbs)  F \(n.fats)"
            }
            while row.last == " " { row.removeLast() }
            if line > 0 { text += "\n" }
            text += row
        }
        return text
    }

    /// The number of characters of `text`, counted on the bytes when it is ASCII (without CR, which pairs with LF).
    static func characterCount(_ text: String) -> Int {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? text.utf8.count : text.count
    }

    func pad(_ text: String, _ width: Int) -> String {
        let count = Session.characterCount(text)
        if count > width { return String(text.prefix(max(1, width - 1))) + "…" }
        return count == width ? text : text + String(repeating: " ", count: width - count)
    }
}

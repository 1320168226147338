import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

struct ListCommand: SessionCommand {
    let spec = CommandSpec(
        "list", aliases: ["ls"],
        synopsis: "list [category C] [favourites] [archived|all] [tag T] [where EXPR] [sort FIELD [desc]] [limit N]",
        summary: "list recipes (archived ones are hidden unless asked for)",
        details: [
            "where compares calories, protein, carbs, fats, servings, prep, cook and time (minutes; time is prep + cook) and rating",
            "with < <= > >= = !=, joined by 'and' / 'or', e.g. list where protein >= 30 and calories < 600",
            "sort by title, category, last-cooked (from cooked.log) or any where-field; add 'desc' for the largest first",
            "sort rating and sort last-cooked put the best rated and the latest cooked first ('asc' reverses)",
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
        // Positions in `kitchen.recipes` (the index is made from them): a
        // found recipe is shown as the first one with its id.
        let found = (query.sortByLastCooked ? byLastCooked(query, index) : query.positions(in: index)).map(index.firstWithSameId)
        let text: String
        if found.isEmpty {
            text = "no recipes match"
        } else {
            text = index.rows.table(found, style: RecipeRows.Painting(style), trailer: Array(("\n" + plural(found.count, "recipe")).utf8))
        }
        return .success(
            CommandOutcome(command: "list", text: text) { [recipes = kitchen.recipes] in
                ["recipes": .array(found.map { RecipeSummary.json(recipes[$0]) })]
            })
    }

    /// The positions `query` selects, the latest cooked first (`asc`: the
    /// longest ago first), by the cooking log; ties and recipes never
    /// cooked (last) by title.
    func byLastCooked(_ query: RecipeQuery, _ index: RecipeQueryIndex) -> [Int] {
        var byTitle = query
        byTitle.limit = nil
        byTitle.descending = false
        let positions = byTitle.positions(in: index)
        let last = lastCookedDays()
        var cooked: [(day: Day, rank: Int, position: Int)] = []
        var never: [Int] = []
        for (rank, position) in positions.enumerated() {
            if let day = last[index.recipes[position].id] { cooked.append((day, rank, position)) } else { never.append(position) }
        }
        cooked.sort { a, b in
            a.day == b.day ? a.rank < b.rank : (query.descending ? a.day > b.day : a.day < b.day)
        }
        let all = cooked.map(\.position) + never
        return query.limit.map { Array(all.prefix(max(0, $0))) } ?? all
    }

    /// The number of characters of `text`, counted on the bytes when it is ASCII (without CR, which pairs with LF).
    static func characterCount(_ text: String) -> Int {
        RecipeRows.characterCount(text)
    }

    /// `text` padded with spaces to `width` characters, or cut to `width - 1` of them and "…".
    func pad(_ text: String, _ width: Int) -> String {
        RecipeRows.padded(text, width)
    }
}

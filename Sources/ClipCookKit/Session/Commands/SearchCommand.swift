import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

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
    /// The columns a line of `search` fits in: the id and title columns
    /// narrow to leave room for the nutrition and where the recipe was found.
    static let searchLineWidth = 120

    func search(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        var words = arguments
        var scope: (Bool) -> Bool = { isArchived in !isArchived }
        if words.count > 1, let last = words.last?.lowercased(), last == "archived" || last == "all" {
            words.removeLast()
            scope = last == "all" ? { _ in true } : { isArchived in isArchived }
        }
        let text = words.joined(separator: " ")
        guard !TextFolding.words(text).isEmpty else {
            return .failure(CommandError("'search' needs some text", suggestion: "for example: search chicken"))
        }
        let index = searchIndex
        let hits = SearchRanking.find(text, in: index).filter { scope(index.isArchived($0.position)) }
        if isCancelled() { return .failure(CommandError("interrupted")) }
        let rows = queryIndex
        // Positions in `kitchen.recipes` (both indexes are made from them): a
        // found recipe is shown as the first one with its id.
        let positions = hits.map { rows.firstWithSameId($0.position) }
        let body: String
        if hits.isEmpty {
            body = "no recipes match '\(text)'"
        } else {
            // Where a recipe was found, painted once for each of the few different lists.
            // Hits next to each other mostly share their list (and its storage,
            // which `==` looks at first): the last one is tried before the dictionary.
            var painted: [[String]: [UInt8]] = [:]
            var last: (fields: [String], bytes: [UInt8])?
            // The widest "  (title, steps)" of them, in columns.
            var suffixWidth = 0
            let suffixes = hits.map { hit in
                if let last, last.fields == hit.fields { return last.bytes }
                let made: [UInt8]
                if let known = painted[hit.fields] {
                    made = known
                } else {
                    let list = "(" + hit.fields.joined(separator: ", ") + ")"
                    made = Array(("  " + style.dim(list)).utf8)
                    painted[hit.fields] = made
                    suffixWidth = max(suffixWidth, 2 + ColumnWidth.of(list))
                }
                last = (hit.fields, made)
                return made
            }
            body = rows.rows.lines(
                positions, style: RecipeRows.Painting(style), lineWidth: Session.searchLineWidth, suffixes: suffixes,
                suffixWidth: suffixWidth,
                trailer: Array(("\n" + plural(hits.count, "recipe")).utf8))
        }
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

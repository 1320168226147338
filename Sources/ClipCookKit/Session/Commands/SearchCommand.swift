import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

struct SearchCommand: SessionCommand {
    let spec = CommandSpec(
        "search", aliases: ["find"], synopsis: "search TEXT [archived|all] [limit N]",
        summary: "find recipes by title, ingredients, steps, caption and tags (title matches first)",
        details: [
            "case and accents are ignored: 'creme' finds 'Crème brûlée'",
            "archived recipes are left out; end with 'archived' for only those, or 'all' for every recipe",
            "shows the best \(Session.searchShown) and how many more there are; 'all' shows every one, 'limit N' the best N",
        ],
        argument: .text, keywords: ["archived": nil, "all": nil, "limit": .number])

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        session.search(arguments)
    }
}

extension Session {
    /// The columns a line of `search` fits in: the id and title columns
    /// narrow to leave room for the nutrition and where the recipe was found.
    static let searchLineWidth = 120

    /// How many hits `search` shows unless told otherwise.
    static let searchShown = 20

    /// The words of a search and what its last words ask for: `archived`
    /// or `all` (which recipes, and `all` every hit too) and `limit N`, in
    /// any order after the text.
    struct SearchRequest {
        var words: [String]
        var scope: SearchScope = .active
        var limit: Int? = Session.searchShown

        enum SearchScope { case active, archived, every }

        init(_ arguments: [String]) throws(CommandError) {
            words = arguments
            var scopeGiven = false
            var limitGiven = false
            var allGiven = false
            while words.count > 1, let last = words.last?.lowercased() {
                if !scopeGiven, last == "archived" {
                    scope = .archived
                    scopeGiven = true
                } else if !allGiven, last == "all" {
                    if !scopeGiven { scope = .every }
                    scopeGiven = true
                    allGiven = true
                    if !limitGiven { limit = nil }
                } else if !limitGiven, words.count > 2, words[words.count - 2].lowercased() == "limit",
                    last.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
                {
                    guard let count = Int(last) else {
                        throw CommandError("limit needs a whole number of at most \(Int.max), not '\(last)'")
                    }
                    limit = count
                    limitGiven = true
                    words.removeLast()
                } else {
                    break
                }
                words.removeLast()
            }
        }

        func keeps(_ isArchived: Bool) -> Bool {
            switch scope {
            case .active: !isArchived
            case .archived: isArchived
            case .every: true
            }
        }

        /// The command that shows every hit of this search (each word
        /// quoted when it would not read back as one).
        var showingAll: String {
            (["search"] + words.map(CommandLexer.quoteIfNeeded) + (scope == .archived ? ["archived", "all"] : ["all"]))
                .joined(separator: " ")
        }
    }

    func search(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        let request: SearchRequest
        do {
            request = try SearchRequest(arguments)
        } catch {
            return .failure(error)
        }
        let text = request.words.joined(separator: " ")
        guard !TextFolding.words(text).isEmpty else {
            return .failure(CommandError("'search' needs some text", suggestion: "for example: search chicken"))
        }
        let (hits, total) = searchBest(text, limit: request.limit, keeping: request.keeps)
        if isCancelled() { return .failure(CommandError("interrupted")) }
        // Positions in `kitchen.recipes` (both indexes are made from them): a
        // found recipe is shown as the first one with its id. The lines come
        // from the list index when it is made; else (the first searches
        // after opening) from the rows of the recipes shown alone, which
        // are the same lines.
        let positions: [Int]
        let rows: RecipeRows
        let lineOf: [Int]
        if let made = madeQueryIndex {
            positions = hits.map { made.firstWithSameId($0.position) }
            (rows, lineOf) = (made.rows, positions)
        } else {
            positions = firstOfSameId(for: hits.map(\.position))
            (rows, lineOf) = (RecipeRows(positions.map { kitchen.recipes[$0].recipe }), Array(positions.indices))
        }
        let body: String
        let trailer =
            hits.count < total
            ? "\n" + (hits.isEmpty ? "" : "and ") + "\(total - hits.count) more (\(request.showingAll))"
            : "\n" + plural(total, "recipe")
        if total == 0 {
            body = "no recipes match '\(text)'"
        } else if hits.isEmpty {
            body = String(trailer.dropFirst())
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
            body = rows.lines(
                lineOf, style: RecipeRows.Painting(style), lineWidth: Session.searchLineWidth, suffixes: suffixes,
                suffixWidth: suffixWidth,
                trailer: Array(trailer.utf8))
        }
        let scored = hits.map { (score: $0.score, fields: $0.fields) }
        return .success(
            CommandOutcome(command: "search", text: body) { [recipes = kitchen.recipes] in
                [
                    "query": .string(text),
                    "total": .int(total),
                    "recipes": .array(
                        zip(positions, scored).map { position, hit in
                            guard case .object(var object) = RecipeSummary.json(recipes[position]) else { return .null }
                            object["score"] = .int(hit.score)
                            object["matchedIn"] = .array(hit.fields.map(JSONValue.string))
                            return .object(object)
                        }),
                ]
            })
    }
}

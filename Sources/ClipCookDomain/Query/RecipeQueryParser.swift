import ClipCookCore
import ClipCookLanguage

/// Reads the words after `list`:
/// `category C`, `favourites`, `archived`, `all`, `tag T`,
/// `where EXPR`, `sort FIELD [asc|desc]`, `limit N`, in any order.
public enum RecipeQueryParser {
    /// Words that start a clause (and so end a where-expression).
    public static let clauseWords = [
        "category", "favourites", "favorites", "favourite", "favorite", "archived", "all", "tag", "where",
        "sort", "limit",
    ]

    public static func parse(_ words: [String]) throws(QueryError) -> RecipeQuery {
        var query = RecipeQuery()
        var i = 0
        func value(after word: String, _ what: String) throws(QueryError) -> String {
            guard i + 1 < words.count else { throw QueryError("'\(word)' needs \(what)") }
            i += 1
            return words[i]
        }
        while i < words.count {
            let word = words[i]
            switch word.lowercased() {
            case "category", "cat":
                let name = try value(after: word, "a category (breakfast, lunch, dinner, snack)")
                guard let category = RecipeCategory.lenient(name) else {
                    let names = RecipeCategory.allCases.map { $0.rawValue.lowercased() }
                    throw QueryError(
                        "unknown category '\(name)'",
                        suggestion: Suggestion.closest(to: name, in: names).map { "did you mean '\($0)'?" }
                            ?? "categories: " + names.joined(separator: ", "))
                }
                query.category = category
            case "favourites", "favorites", "favourite", "favorite", "fav", "favs":
                query.favouritesOnly = true
            case "archived":
                query.archive = .archivedOnly
            case "all":
                query.archive = .all
            case "tag", "tagged":
                query.tags.append(try value(after: word, "a tag"))
            case "where":
                var parts: [String] = []
                while i + 1 < words.count, !clauseWords.contains(words[i + 1].lowercased()) {
                    i += 1
                    parts.append(words[i])
                }
                let condition = try WhereExpression.parse(parts.joined(separator: " "))
                if let existing = query.condition {
                    query.condition = .all([existing, condition])
                } else {
                    query.condition = condition
                }
            case "sort", "order":
                var name = try value(after: word, "a field")
                if name.lowercased() == "by" { name = try value(after: name, "a field") }
                query.sortByLastCooked = ["last-cooked", "lastcooked", "cooked"].contains(name.lowercased())
                // The best rated and the latest cooked come first unless 'asc'.
                let field = query.sortByLastCooked ? .title : RecipeField(name: name)
                guard let field else {
                    let names = RecipeField.allCases.map(\.rawValue) + ["last-cooked"]
                    throw QueryError(
                        "unknown sort field '\(name)'",
                        suggestion: Suggestion.closest(to: name, in: names).map { "did you mean '\($0)'?" }
                            ?? "fields: " + names.joined(separator: ", "))
                }
                query.sortField = field
                query.descending = query.sortByLastCooked || field == .rating
                if i + 1 < words.count, ["desc", "asc"].contains(words[i + 1].lowercased()) {
                    i += 1
                    query.descending = words[i].lowercased() == "desc"
                }
            case "limit":
                let text = try value(after: word, "a number")
                guard let n = Int(text), n >= 0 else { throw QueryError("limit needs a whole number >= 0, not '\(text)'") }
                query.limit = n
            default:
                throw QueryError(
                    "unknown list filter '\(word)'",
                    suggestion: Suggestion.closest(to: word, in: clauseWords).map { "did you mean '\($0)'?" }
                        ?? "filters: category, favourites, archived, all, tag, where, sort, limit")
            }
            i += 1
        }
        return query
    }
}

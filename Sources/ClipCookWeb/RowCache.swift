import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit

/// The collection page's rows as made through the `row` template, kept by
/// the recipe's id and the fields a search matched in, with the
/// recipe they were made from: a row is made again only when its recipe
/// changed (or moved). After a change on disk the search page is made
/// anew, and nearly all of its up to 200 rows are then taken from here
/// instead of going through the template again, which was most of the
/// time of that page (and the other requests waited meanwhile).
///
/// A kept row is used only for a recipe equal to the one it was made
/// from, so a row never shows an older version of its recipe.
struct RowCache: Sendable {
    struct Key: Hashable, Sendable {
        var id: String
        var matched: String?
    }

    /// More rows than this and all are forgotten (a few hundred bytes each).
    static let maxRows = 4096

    private var rows: [Key: (recipe: Recipe, html: String)] = [:]

    var count: Int { rows.count }
    /// How many rows went through the template (for tests).
    private(set) var made = 0

    /// The row of `recipe`, kept or made by `make`.
    mutating func row(of recipe: Recipe, matched: String?, make: () -> String?) -> String? {
        let key = Key(id: recipe.id, matched: matched)
        if let kept = rows[key], kept.recipe == recipe { return kept.html }
        guard let html = make() else { return nil }
        made += 1
        if rows.count >= Self.maxRows { rows = [:] }
        rows[key] = (recipe, html)
        return html
    }
}

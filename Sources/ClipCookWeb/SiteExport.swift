import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// `clipcook export --to site DIR [--servings N]`: the kitchen view's pages
/// as a static site (the collection, every recipe, every planned week; no
/// forms, no script), with the stylesheet whose print rules make clean pages.
public enum SiteExport {
    public struct Summary: Sendable {
        public var recipes: Int
        public var weeks: Int
    }

    /// `servings`: every recipe page scaled to that many (nil: each recipe's own).
    public static func write(collection root: String, to folder: String, today: Day?, servings: Int? = nil) async throws -> Summary {
        let pages = try await PageRenderer.load()
        let assets = try Assets.load()
        let session = Session(store: WriteBackStore(root: root), interaction: ScriptInteraction(assumeYes: false), today: today)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var context = PageContext(links: .site)
        context.cache = CollectionCache(session.kitchen)
        func save(_ name: String, _ result: PageResult) throws {
            guard case .html(let text) = result else { return }
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name), options: .atomic)
        }
        try save("index.html", pages.collection(CollectionQuery(), session: session, context: context))
        var recipes = 0
        for entry in session.kitchen.recipes where !entry.recipe.isArchived {
            try save(Links.site.recipe(entry.recipe.id), pages.recipe(entry, RecipeOptions(servings: servings), session: session, context: context))
            recipes += 1
        }
        var weeks: [String: Day] = [:]
        for slot in session.kitchen.mealSlots where weeks[slot.day.isoWeek.description] == nil {
            weeks[slot.day.isoWeek.description] = slot.day
        }
        for day in weeks.values {
            try save(Links.site.week(day), pages.week(day, session: session, context: context))
        }
        if let css = assets.files["app.css"] {
            try Data(css.bytes).write(to: URL(fileURLWithPath: folder).appendingPathComponent("app.css"), options: .atomic)
        }
        return Summary(recipes: recipes, weeks: weeks.count)
    }
}

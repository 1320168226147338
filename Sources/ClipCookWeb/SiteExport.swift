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
        try copyImages(of: session.kitchen.recipes.filter { !$0.recipe.isArchived }.map(\.recipe), from: root, to: folder)
        if let css = assets.files["app.css"] {
            try Data(css.bytes).write(to: URL(fileURLWithPath: folder).appendingPathComponent("app.css"), options: .atomic)
        }
        return Summary(recipes: recipes, weeks: weeks.count)
    }

    /// The recipes' own images (`thumbnail images/NAME`, saved by `import
    /// URL`) copied beside the pages, so the site carries them: only a plain
    /// name in the collection's images/ folder, a regular file of at most
    /// 5 MB whose bytes are a JPEG, PNG or WebP.
    static func copyImages(of recipes: [Recipe], from root: String, to folder: String) throws {
        var copied = Set<String>()
        for recipe in recipes {
            guard let thumbnail = recipe.thumbnail, thumbnail.hasPrefix("images/") else { continue }
            let name = String(thumbnail.dropFirst("images/".count))
            guard !name.isEmpty, !name.contains("/"), !name.hasPrefix("."), copied.insert(name).inserted else { continue }
            let source = CollectionLoader.displayPath(root: root, relativePath: thumbnail)
            guard let bytes = try? FileBytes.load(atPath: source, limit: 5 * 1024 * 1024).bytes,
                ImageBytes.fileExtension(of: bytes) != nil
            else { continue }
            let images = URL(fileURLWithPath: folder).appendingPathComponent("images")
            try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
            try Data(bytes).write(to: images.appendingPathComponent(name), options: .atomic)
        }
    }
}

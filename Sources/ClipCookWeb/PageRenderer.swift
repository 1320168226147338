import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation
import Mustache

/// What a page needs besides the collection: the session's CSRF token for
/// its forms, where links go, and the versions a change must name.
struct PageContext: Sendable {
    var links: Links = .server
    var csrf = ""
    /// The browser's cook session (its `clipcook_cook` cookie): whose timers cook mode shows.
    var cookSession = ""
    var generation = 0
    var shoppingVersion = ""
    /// The version of the file a page's changes are made to (a recipe's).
    var fileVersion = ""
    /// A message to show at the top (after a refused change).
    var message: String?
    /// The recipes by id, in title order, and their tags.
    var cache = CollectionCache()
    /// The last sync of `serve --sync`, if it syncs.
    var sync: SyncStatus?
    /// A huge recipe's cost sums, made before the page (`KitchenService.serve`).
    var costTotals: RecipeCostTotals?

    /// The values every page's layout reads.
    func layout(title: String, page: String) -> [String: Any] {
        var values: [String: Any] = [
            "pageTitle": VisibleText.shown(title), "page": page, "generation": generation, "csrf": csrf,
            "shoppingVersion": shoppingVersion, "isLive": !links.isStatic, "isStatic": links.isStatic,
            "cssURL": links.asset("app.css"), "jsURL": links.asset("app.js"),
            "homeURL": links.collection, "weekURL": links.isStatic ? "" : "/week#today", "shoppingURL": links.shopping,
        ]
        if let message { values["message"] = VisibleText.shown(message) }
        if let sync {
            values["syncLine"] = VisibleText.shown(sync.line)
            values["syncFailed"] = sync.failed
            values["syncConflicts"] = sync.conflicts.map { VisibleText.shown($0) }
            values["hasSyncConflicts"] = !sync.conflicts.isEmpty
        }
        return values
    }
}

/// Makes each page from the session's models through the Mustache
/// templates of the target's resources. No HTML is built here: values go
/// into the templates, which escape them.
struct PageRenderer: Sendable {
    let library: MustacheLibrary

    static func load() async throws -> PageRenderer {
        guard let folder = Bundle.module.resourcePath.map({ ($0 as NSString).appendingPathComponent("Templates") }) else {
            throw WebError.missingResources
        }
        return PageRenderer(library: try await MustacheLibrary(directory: folder))
    }

    func render(_ template: String, _ values: [String: Any]) -> PageResult {
        guard let text = library.render(values, withTemplate: template) else { return .notFound("no page '\(template)'") }
        return .html(text)
    }

    // MARK: The collection

    func collection(_ query: CollectionQuery, session: Session, context: PageContext) -> PageResult {
        var rows = RowCache()
        return collection(query, session: session, context: context, rows: &rows)
    }

    /// The collection page, its rows taken from `kept` where they were made before.
    func collection(_ query: CollectionQuery, session: Session, context: PageContext, rows kept: inout RowCache) -> PageResult {
        let links = context.links
        let recipes = session.kitchen.recipes
        var entries: [(position: Int, fields: [String])]
        if !query.text.isEmpty && !links.isStatic {
            entries = session.searchPositions(query.text)
        } else {
            entries = context.cache.titleOrder.map { ($0, []) }
        }
        entries.removeAll { $0.position >= recipes.count }
        if let category = query.category { entries.removeAll { recipes[$0.position].recipe.category != category } }
        if let tag = query.tag?.lowercased() { entries.removeAll { !recipes[$0.position].recipe.tags.contains { $0.lowercased() == tag } } }
        if query.favouritesOnly { entries.removeAll { !recipes[$0.position].recipe.isFavourite } }
        let shownLimit = 200
        var rowsHTML = ""
        for found in entries.prefix(shownLimit) {
            let recipe = recipes[found.position].recipe
            let matched = found.fields.isEmpty ? nil : found.fields.joined(separator: ", ")
            let html = kept.row(of: recipe, matched: matched) {
                var row = Self.facts(of: recipe)
                row["url"] = links.recipe(recipe.id)
                row["imageURL"] = links.image(of: recipe)
                row["matched"] = matched
                return library.render(row, withTemplate: "row")
            }
            rowsHTML += html ?? ""
        }
        var values = context.layout(title: query.text.isEmpty ? "Recipes" : "Search: \(query.text)", page: "collection")
        values["query"] = VisibleText.shown(query.text)
        values["rowsHTML"] = rowsHTML
        values["hasRows"] = !entries.isEmpty
        values["countText"] = CountWords.of(entries.count, "recipe")
        values["more"] = entries.count > shownLimit
        values["searching"] = !query.text.isEmpty
        values["favouritesOnly"] = query.favouritesOnly
        values["categories"] = RecipeCategory.allCases.map { category in
            ["name": category.rawValue, "selected": query.category == category] as [String: Any]
        }
        values["tags"] = context.cache.tags.prefix(200).map { tag in
            ["name": VisibleText.shown(tag), "value": tag, "selected": query.tag?.lowercased() == tag] as [String: Any]
        }
        if !links.isStatic {
            let marks = Self.problemMarks(session.kitchen.problems, root: session.kitchen.root, links: links)
            values["problems"] = marks
            values["hasProblems"] = !marks.isEmpty
        }
        if links.isStatic {
            let weeks = staticWeeks(session: session, links: links)
            values["weeks"] = weeks
            values["hasWeeks"] = !weeks.isEmpty
        }
        return render("collection", values)
    }

    func staticWeeks(session: Session, links: Links) -> [[String: Any]] {
        var weeks: [String: Day] = [:]
        for slot in session.kitchen.mealSlots { weeks[slot.day.isoWeek.description] = weeks[slot.day.isoWeek.description] ?? slot.day }
        return weeks.keys.sorted().compactMap { key in
            weeks[key].map { ["name": key, "url": links.week($0)] as [String: Any] }
        }
    }

    /// Time, kcal and protein, as a row of the collection shows them.
    static func facts(of recipe: Recipe) -> [String: Any] {
        var row: [String: Any] = [
            "id": recipe.id, "title": VisibleText.shown(recipe.title), "category": recipe.category.rawValue,
            "favourite": recipe.isFavourite,
        ]
        let minutes = [recipe.prepTime, recipe.cookTime].compactMap { $0.flatMap(CookingTime.minutes(in:)) }
        if !minutes.isEmpty {
            let total = minutes.reduce(0, +)
            if total.isFinite, total >= 0, total < 100_000 { row["time"] = "\(Int(total.rounded())) min" }
        }
        if let nutrition = recipe.nutrition {
            row["kcal"] = nutrition.calories
            row["protein"] = nutrition.protein
        }
        return row
    }

    // MARK: A recipe

    func recipe(_ entry: RecipeEntry, _ options: RecipeOptions, session: Session, context: PageContext) -> PageResult {
        let links = context.links
        let original = entry.recipe
        let units = options.units ?? session.cardUnits
        // A page shows at most `maxShown` ingredients and steps: the rest is
        // counted ("and N more"), the whole recipe stays in its file.
        let recipe = session.cardRecipe(Self.shownPart(of: original), servings: options.servings, units: units)
        var values = context.layout(title: original.title, page: "recipe")
        values["moreIngredients"] = Self.more(original.ingredients.count)
        values["moreSteps"] = Self.more(original.steps.count)
        values.merge(Self.facts(of: original)) { _, new in new }
        values["servings"] = recipe.servings
        values["scaledFrom"] = recipe.servings != original.servings ? original.servings : nil
        values["metric"] = units != .imperial
        values["imperial"] = units == .imperial
        values["recipeURL"] = links.recipe(original.id)
        values["textURL"] = links.recipeText(original.id)
        values["editURL"] = links.recipeText(original.id).map { _ in "/recipe/" + Links.pathComponent(original.id) + "/edit" }
        values["imageURL"] = links.image(of: original)
        values["prep"] = original.prepTime.map(VisibleText.shown)
        values["cook"] = original.cookTime.map(VisibleText.shown)
        values["tagList"] = original.tags.isEmpty ? nil : original.tags.map(VisibleText.shown).joined(separator: ", ")
        values["caption"] = original.caption.map(VisibleText.shown)
        if let source = original.sourceUrl {
            if let link = VisibleText.safeLink(source) { values["sourceURL"] = link } else { values["sourceText"] = VisibleText.shown(source) }
        }
        values["ingredients"] = recipe.ingredients.enumerated().map { position, ingredient in
            var row: [String: Any] = [
                "n": position, "amount": VisibleText.shown(ingredient.amount), "name": VisibleText.shown(ingredient.name),
            ]
            if let notes = ingredient.notes, !notes.isEmpty { row["notes"] = VisibleText.shown(notes) }
            return row
        }
        values["steps"] = Self.steps(of: recipe, units: units)
        if let stated = original.nutrition { values["stated"] = Self.numbers(stated) }
        if original.ingredients.count <= Self.maxShown {
            let computed = session.computedNutrition(of: recipe)
            if let perServing = computed.perServing { values["computed"] = Self.numbers(perServing.rounded) }
            values["unmatched"] = computed.unmatched.map { VisibleText.shown($0.ingredient.name + ": " + $0.reason) }
            values["hasUnmatched"] = !computed.unmatched.isEmpty
        } else {
            values["notComputed"] = Self.maxShown
        }
        values["cookURL"] = links.cook(original.id, options)
        values["shopAction"] = "/recipe/" + Links.pathComponent(original.id) + "/shop"
        if !links.isStatic { values.merge(Self.recipeActions(original, servings: recipe.servings, session: session, context: context)) { $1 } }
        return render("recipe", values)
    }

    /// The most ingredients, and the most steps, one page shows.
    static let maxShown = 500

    /// `recipe` with only the ingredients and steps a page shows.
    static func shownPart(of recipe: Recipe) -> Recipe {
        guard recipe.ingredients.count > maxShown || recipe.steps.count > maxShown else { return recipe }
        var part = recipe
        part.ingredients = Array(recipe.ingredients.prefix(maxShown))
        part.steps = Array(recipe.steps.prefix(maxShown))
        return part
    }

    /// How many of `count` things a page leaves out (nil: none).
    static func more(_ count: Int) -> Int? {
        count > maxShown ? count - maxShown : nil
    }

    static func steps(of recipe: Recipe, units: MeasurementSystem?, from first: Int = 0) -> [[String: Any]] {
        recipe.steps.enumerated().map { offset, step in
            let position = first + offset
            let text = units.map { TemperatureText.converted(step.text, to: $0) } ?? step.text
            return [
                "n": position + 1, "text": VisibleText.shown(text),
                "timers": step.timers.map { timer in
                    [
                        "seconds": timer.seconds, "duration": VisibleText.shown(timer.durationText),
                        "label": VisibleText.shown(timer.label ?? "step \(position + 1)"),
                    ] as [String: Any]
                },
            ] as [String: Any]
        }
    }

    static func numbers(_ n: Nutrition) -> [String: Any] {
        ["calories": n.calories, "protein": n.protein, "carbs": n.carbs, "fats": n.fats]
    }
}

enum WebError: Error, CustomStringConvertible {
    case missingResources

    var description: String { "the web view's templates are missing from the build" }
}

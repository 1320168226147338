import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit

/// What the Add page shows: the link or caption given, the recipe as it
/// will be saved (with the importer's warnings), the recipe's text to edit
/// and, after a refused save, the diagnostics at their lines.
struct AddPageModel: Sendable {
    var input = ""
    var error: String?
    var preview: ClipPreview?
    /// The recipe in the ClipCook language (the Save form's value and the Edit & Save text area).
    var recipeText: String?
    var diagnostics: String?
    /// A line for the message box at the top (a recipe saved without its image).
    var notice: String?
    /// A page without a recipe, offered to the inbox: its link, title and the reason.
    var keep: (link: String, title: String?, reason: String)?
}

/// A recipe read from a link or a caption, as the Add page previews it.
struct ClipPreview: Sendable {
    var title: String
    var facts: String
    var source: String?
    var image: String?
    var warnings: [String]
    var ingredients: [String]
    var steps: [String]

    init(_ recipe: Recipe, source: String?, warnings: [String]) {
        title = recipe.title
        var facts = "\(recipe.category.rawValue) · serves \(recipe.servings)"
        if let prep = recipe.prepTime { facts += " · prep \(prep)" }
        if let cook = recipe.cookTime { facts += " · cook \(cook)" }
        self.facts = facts
        self.source = source
        image = recipe.thumbnail
        self.warnings = warnings
        ingredients = recipe.ingredients.prefix(PageRenderer.maxShown).map { ingredient in
            [ingredient.amount, ingredient.name].filter { !$0.isEmpty }.joined(separator: " ")
                + (ingredient.notes.map { ", " + $0 } ?? "")
        }
        steps = recipe.steps.prefix(PageRenderer.maxShown).map(\.text)
    }
}

/// What was given to the Add page (by its form or by a phone's share
/// sheet, `url`, `text` and `title`): a link to fetch or a caption to read.
struct ClipInput: Sendable, Hashable {
    var link: String?
    var caption: String?
    /// What the form's text area shows.
    var shown: String

    /// At most this many characters of text are read.
    static let maxLength = 20_000

    init(url: String?, text: String?) {
        let url = String((url ?? "").trimmingBlanks().prefix(Self.maxLength))
        let text = String((text ?? "").trimmingBlanks().prefix(Self.maxLength))
        shown = url.isEmpty ? text : url
        if !url.isEmpty {
            link = url
            return
        }
        guard !text.isEmpty else { return }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" })
        if words.count == 1, LinkImport.isLink(text) {
            link = text
            return
        }
        // A shared link often comes as "Title https://…" in the text: a few words around one link.
        let links = words.filter { $0.lowercased().hasPrefix("https://") || $0.lowercased().hasPrefix("http://") }
        if let first = links.first, words.count <= 16, text.split(separator: "\n").count <= 2 {
            link = String(first)
            shown = link ?? text
            return
        }
        caption = text
    }
}

extension KitchenService {
    /// The Add page for one browser (never kept: it shows what this browser gave).
    func renderAdd(_ model: AddPageModel, csrf: String) -> String {
        follow()
        var context = PageContext()
        context.csrf = csrf
        context.generation = generation
        context.shoppingVersion = shoppingVersion()
        context.sync = syncStatus
        var values = context.layout(title: "Add a recipe", page: "add")
        // The page holds what the cook is typing: it does not follow changes on disk.
        values["noFollow"] = true
        values["input"] = VisibleText.shown(model.input)
        if let notice = model.notice { values["message"] = VisibleText.shown(relative(notice)) }
        values["error"] = model.error.map { VisibleText.shown(relative($0)) }
        values["diagnostics"] = model.diagnostics.map { VisibleText.shown(relative($0)) }
        if let keep = model.keep {
            values["keep"] = ["link": keep.link, "title": keep.title ?? "", "reason": keep.reason] as [String: Any]
        }
        if let text = model.recipeText {
            values["recipeText"] = text
            values["editable"] = true
        }
        if let preview = model.preview {
            var shown: [String: Any] = [
                "title": VisibleText.shown(preview.title), "facts": VisibleText.shown(preview.facts),
                "warnings": preview.warnings.map(VisibleText.shown), "hasWarnings": !preview.warnings.isEmpty,
                "ingredients": preview.ingredients.map(VisibleText.shown), "steps": preview.steps.map(VisibleText.shown),
            ]
            if let source = preview.source { shown["source"] = VisibleText.shown(source) }
            if let image = preview.image { shown["image"] = VisibleText.shown(image) }
            values["preview"] = shown
        }
        guard case .html(let text) = pages.render("add", values) else { return "the Add page is missing from the build" }
        return text
    }

    /// The id of a recipe of the collection whose source is `source`.
    func recipeId(source: String) -> String? {
        follow()
        return session.kitchen.recipes.first { $0.recipe.sourceUrl == source }?.recipe.id
    }

    /// Keeps a page without a recipe in the inbox, as failed.
    func keepInInbox(link: String, title: String?, reason: String) -> Result<CommandOutcome, CommandError> {
        follow(force: true)
        let result = session.keepInInbox(link: link, title: title, reason: reason)
        if case .success(let outcome) = result, outcome.data["changed"] == .bool(true) { noteChange() }
        return result
    }

    /// Saves a recipe's text (and its image) through the session; pages made before are stale after it.
    func saveClip(_ text: String, image: (bytes: [UInt8], fileExtension: String)?) -> CommandOutcome {
        follow(force: true)
        let outcome = session.saveClippedText(text, image: image)
        if outcome.error == nil { noteChange() }
        return outcome
    }
}

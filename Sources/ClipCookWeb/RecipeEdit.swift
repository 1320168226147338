import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation
import HTTPTypes
import Hummingbird

/// A recipe's text edited on the phone (`/recipe/ID/edit`): the file's
/// text in a text area with the version it was read at. Save checks the
/// text first (parse and lint: an error is shown at its line and nothing is
/// written), refuses it when the file changed on disk since the page was
/// made (409, with the difference between that file and the text sent),
/// and writes it through the session as `fmt` would lay it out; `undo`
/// reverts it.
extension Routes {
    /// The most bytes of recipe text the page edits (a bigger file is edited on a computer).
    static let maxEditBytes = 256 * 1024
    /// The most bytes of the form that carries it (escaped, a byte can take three).
    static let maxEditFormBytes = 1024 * 1024

    func recipeEdit(_ request: Request, _ context: KitchenContext) async -> Response {
        guard let id = recipeId(context) else { return await notFound("no such recipe", context) }
        switch await service.editPage(EditPageModel(id: id), csrf: context.session) {
        case .success(let page): return Responses.html(page)
        case .failure(let error): return await message(error.oneLine, title: "Not found", status: error.kind.status, context)
        }
    }

    func recipeSave(_ request: Request, _ context: KitchenContext) async -> Response {
        let form: PostedForm
        switch await readForm(request, context, limit: Self.maxEditFormBytes) {
        case .refused(let response): return response
        case .form(let read): form = read
        }
        guard let id = recipeId(context) else { return refuse(.notFound, "no such recipe", wantsJSON: form.wantsJSON) }
        // A browser sends a text area's lines with CR LF.
        let text = (form.fields["text"] ?? "").replacingOccurrences(of: "\r\n", with: "\n")
        guard text.utf8.count <= Self.maxEditBytes else {
            return refuse(.contentTooLarge, "a recipe edited here is at most \(Self.maxEditBytes / 1024) KB", wantsJSON: form.wantsJSON)
        }
        guard !text.unicodeScalars.contains(where: { $0.value == 0 }) else {
            return refuse(.badRequest, "the text holds a NUL character", wantsJSON: form.wantsJSON)
        }
        let result = await service.saveRecipeText(id: id, text: text, version: form.fields["version"] ?? "")
        switch result {
        case .saved(let message, let version):
            if form.wantsJSON { return json(.ok, ok: true, message: message, version: version) }
            return Responses.redirect(Links.server.recipe(id))
        case .refused(let model, let kind):
            if form.wantsJSON { return json(kind.status, ok: false, message: model.error ?? "not saved", version: model.version) }
            switch await service.editPage(model, csrf: context.session) {
            case .success(let page): return Responses.html(page, status: kind.status)
            case .failure(let error): return await message(error.oneLine, title: "Not saved", status: error.kind.status, context)
            }
        }
    }
}

/// What the edit page shows: the text (the file's, or the one sent back
/// after a refusal), the version it stands on, and why a save was refused.
struct EditPageModel: Sendable {
    var id: String
    /// Nil: the file's text as the session read it.
    var text: String?
    var version: String?
    var error: String?
    /// The diagnostics as the REPL prints them (excerpts with a caret).
    var diagnostics: String?
    /// Each diagnostic's line, column and headline, for the list above the text.
    var problems: [(line: Int?, column: Int?, severity: String, headline: String)] = []
    /// After a conflict: the file on disk now against the text sent.
    var difference: String?

    init(id: String) {
        self.id = id
    }
}

extension KitchenService {
    enum EditResult: Sendable {
        case saved(String, version: String)
        case refused(EditPageModel, kind: ErrorKind)
    }

    func saveRecipeText(id: String, text: String, version: String) -> EditResult {
        follow(force: true)
        var model = EditPageModel(id: id)
        model.text = text
        guard let path = entry(id: id)?.path else {
            model.error = "no recipe with the id '\(id)'"
            return .refused(model, kind: .notFound)
        }
        let current = fileVersion(path)
        model.version = current
        guard version == current else {
            model.error =
                "\(path) changed on disk since this page was loaded; nothing was written. What differs between the file now and your text is below; Save again to replace the file with your text, or open the recipe to start from the new version."
            let absolute = (root as NSString).appendingPathComponent(path)
            let onDisk = (try? FileBytes.load(atPath: absolute).bytes) ?? []
            model.difference = UnifiedDiff.diff(onDisk, Array(text.utf8), oldName: "\(path) (on disk now)", newName: "your text")
            return .refused(model, kind: .conflict)
        }
        let outcome = session.replaceRecipeText(id: id, text: text)
        noteChange()
        if let error = outcome.error {
            model.error = relative(error.message)
            model.diagnostics = error.suggestion.map { relative($0.trimmingBlanks()) }
            if case .array(let found)? = outcome.data["diagnostics"] {
                model.problems = found.compactMap { value in
                    guard case .object(let object) = value, case .string(let headline)? = object["headline"],
                        case .string(let severity)? = object["severity"]
                    else { return nil }
                    var line: Int?
                    var column: Int?
                    if case .int(let number)? = object["line"] { line = number }
                    if case .int(let number)? = object["column"] { column = number }
                    return (line, column, severity, relative(headline))
                }
            }
            model.version = fileVersion(path)
            return .refused(model, kind: error.kind)
        }
        return .saved(relative(outcome.text), version: fileVersion(path))
    }

    /// The edit page for one browser (never kept: it holds what this browser typed).
    func editPage(_ model: EditPageModel, csrf: String) -> Result<String, CommandError> {
        follow()
        let file: (path: String, bytes: [UInt8])
        switch session.recipeFileText(id: model.id) {
        case .success(let found): file = found
        case .failure(let error): return .failure(error)
        }
        var context = PageContext()
        context.csrf = csrf
        context.generation = generation
        context.shoppingVersion = shoppingVersion()
        let title = entry(id: model.id)?.recipe.title ?? model.id
        var values = context.layout(title: "Edit " + title, page: "edit")
        // The page holds what the cook is typing: it does not follow changes on disk.
        values["noFollow"] = true
        values["title"] = VisibleText.shown(title)
        values["path"] = VisibleText.shown(file.path)
        values["recipeURL"] = context.links.recipe(model.id)
        values["textURL"] = context.links.recipeText(model.id)
        values["action"] = "/recipe/" + Links.pathComponent(model.id) + "/edit"
        if model.text == nil, file.bytes.count > Routes.maxEditBytes {
            values["tooLarge"] = "\(file.path) is \(file.bytes.count / 1024) KB; the phone edits recipes of at most \(Routes.maxEditBytes / 1024) KB"
            return render(values)
        }
        values["text"] = model.text ?? String(decoding: file.bytes, as: UTF8.self)
        values["version"] = model.version ?? fileVersion(file.path)
        values["editable"] = true
        values["error"] = model.error.map(VisibleText.shown)
        values["diagnostics"] = model.diagnostics.map(VisibleText.shown)
        values["problems"] = model.problems.map { problem in
            var row: [String: Any] = ["severity": problem.severity, "headline": VisibleText.shown(problem.headline)]
            if let line = problem.line { row["line"] = line }
            if let column = problem.column { row["column"] = column }
            return row
        }
        values["hasProblems"] = !model.problems.isEmpty
        values["difference"] = model.difference.map(VisibleText.shown)
        return render(values)
    }

    private func render(_ values: [String: Any]) -> Result<String, CommandError> {
        guard case .html(let text) = pages.render("edit", values) else {
            return .failure(CommandError("the edit page is missing from the build", kind: .io))
        }
        return .success(text)
    }
}

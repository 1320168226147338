import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

struct EditCommand: SessionCommand {
    let spec = CommandSpec(
        "edit", synopsis: "edit RECIPE", summary: "open a recipe in $VISUAL or $EDITOR, then check and reload it",
        argument: .recipe)

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        session.edit(arguments)
    }
}

extension Session {
    func edit(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        let entry: RecipeEntry
        switch resolve(arguments.joined(separator: " ")) {
        case .success(let found): entry = found
        case .failure(let error): return .failure(error)
        }
        guard interaction.isInteractive else {
            return .failure(CommandError("'edit' needs a terminal", suggestion: "edit the file directly, then run 'reload'"))
        }
        guard let path = store.editablePath(of: entry), let before = store.contents(ofFile: path) else {
            return .failure(CommandError("'\(entry.recipe.title)' has no file to edit", kind: .notFound))
        }
        while true {
            guard interaction.edit(path: path) else {
                return .failure(CommandError("could not start an editor", suggestion: "set $VISUAL or $EDITOR"))
            }
            guard let problem = store.check(file: path) else { break }
            interaction.tell(problem.rendered)
            let keep = rejectedEditPath(for: entry)
            interaction.tell(
                "y: reopen your text in the editor; n: put the previous version back"
                    + (keep.map { " and keep your text in \($0)" } ?? ""))
            if interaction.confirm("edit again?", defaultAnswer: true) { continue }
            var saved: String?
            if let keep, let rejected = store.contents(ofFile: path) {
                do {
                    // The state folder is outside the collection as a rule; if
                    // it is set inside one, that collection's writer makes the file.
                    try CollectionWriter.create(rejected, at: keep)
                    saved = keep
                } catch {
                    interaction.tell("could not keep your text in \(keep): \(error.message)")
                }
            }
            do {
                try store.replaceContents(ofFile: path, with: before)
            } catch {
                return .failure(CommandError("could not put the previous version of \(path) back; your text is still in it", kind: .io))
            }
            refresh()
            let text = "kept the previous version of \(path)" + (saved.map { "; your text is in \($0)" } ?? "")
            var data: [String: JSONValue] = ["changed": .bool(false)]
            if let saved { data["rejected"] = .string(saved) }
            return .success(CommandOutcome(command: "", text: text, data: data))
        }
        guard var after = store.contents(ofFile: path) else {
            return .failure(CommandError("\(path) is gone after the edit", kind: .notFound))
        }
        guard after != before else {
            return .success(CommandOutcome(command: "", text: "no changes", data: ["changed": .bool(false)]))
        }
        // A new title derives a new id: keep the old one so plans and the
        // shopping list still point at the recipe.
        var notes: [String] = []
        let parsed = Language.parse(SourceFile(path: path, bytes: after))
        if case .recipe(let edited)? = parsed.document, edited.id != entry.recipe.id,
            edited.id == DerivedID.recipe(title: edited.title),
            let withId = SourceEdit.insertProperty("id", entry.recipe.id, in: parsed.tree)
        {
            do {
                try store.replaceContents(ofFile: path, with: withId)
                after = withId
                notes.append("kept the id '\(entry.recipe.id)' (plans and the shopping list use it); 'rename' changes it everywhere")
            } catch {
                notes.append("could not keep the id '\(entry.recipe.id)': \(error)")
            }
        }
        remember(
            StoreChange(
                summary: "edit '\(entry.recipe.title)'", recipeId: entry.recipe.id, path: path, previousBytes: before,
                previousRecipe: entry.recipe, writtenBytes: after))
        refresh()
        let text = (["saved \(entry.path ?? path)" + undoHint] + notes).joined(separator: "\n")
        return .success(CommandOutcome(command: "", text: text, data: ["changed": .bool(true), "path": .string(path)]))
    }

    /// Where the text of a broken edit the user gave up on is kept: the
    /// state folder's `rejected/`, one file per attempt; nil without one.
    func rejectedEditPath(for entry: RecipeEntry) -> String? {
        guard let folder = stateFolder else { return nil }
        let stamp = String(Int64((Date().timeIntervalSince1970 * 1000).rounded(.down)))
        return folder + "/rejected/\(entry.recipe.id)-\(stamp).recipe"
    }
}

import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// A recipe's whole text given anew (the kitchen view's edit page): read
/// and linted first, refused with every diagnostic at its line when it has
/// an error (nothing written), laid out as `fmt` lays it out (comments
/// kept), written over the version the session read through the store (a
/// conflict when the file changed on disk since), and revertible with `undo`.
extension Session {
    /// The file's text of the recipe `id`, as the session read it, and its path.
    public func recipeFileText(id: String) -> Result<(path: String, bytes: [UInt8]), CommandError> {
        guard let entry = kitchen.recipes.first(where: { $0.recipe.id == id }) else {
            return .failure(CommandError("no recipe with the id '\(TerminalText.escaped(id))'", kind: .notFound))
        }
        guard let files = store as? any FileEditingStore, let path = entry.path, let bytes = files.loadedBytes(of: path) else {
            return .failure(CommandError("'\(TerminalText.escaped(entry.recipe.title))' has no file to edit", kind: .notFound))
        }
        return .success((path, bytes))
    }

    public func replaceRecipeText(id: String, text: String) -> CommandOutcome {
        guard let entry = kitchen.recipes.first(where: { $0.recipe.id == id }) else {
            return CommandOutcome(command: "edit", error: CommandError("no recipe with the id '\(TerminalText.escaped(id))'", kind: .notFound))
        }
        guard let files = store as? any FileEditingStore, let path = entry.path, let before = files.loadedBytes(of: path) else {
            return CommandOutcome(
                command: "edit", error: CommandError("'\(TerminalText.escaped(entry.recipe.title))' has no file to edit", kind: .notFound))
        }
        let checked: CheckedRecipeText
        switch checkRecipeText(text, path: path, command: "edit") {
        case .refused(let outcome): return outcome
        case .recipe(let found): checked = found
        }
        let (source, recipe, diagnostics, rendered) = (checked.source, checked.recipe, checked.diagnostics, checked.rendered)
        // What fmt would write: the one canonical form, comments kept.
        var after: [UInt8]
        do {
            after = try Formatter.formatBytes(source)
        } catch {
            return CommandOutcome(command: "edit", error: CommandError("\(path): \(error)", kind: .invalidInput))
        }
        if recipe.id != entry.recipe.id {
            // A new title derives a new id: the old one is kept, as plans and the shopping list name it.
            guard recipe.id == DerivedID.recipe(title: recipe.title),
                let withId = SourceEdit.insertProperty("id", entry.recipe.id, in: Language.parse(SourceFile(path: path, bytes: after)).tree)
            else {
                return CommandOutcome(
                    command: "edit",
                    error: CommandError(
                        "the text gives the id '\(TerminalText.escaped(recipe.id))'; this recipe's id is '\(entry.recipe.id)'",
                        suggestion: "plans and the shopping list name it by its id: change it with 'rename', not here",
                        kind: .invalidInput))
            }
            after = (try? Formatter.formatBytes(SourceFile(path: path, bytes: withId))) ?? withId
        }
        guard after != before else {
            return CommandOutcome(command: "edit", text: "no changes to \(path)", data: ["changed": .bool(false), "path": .string(path)])
        }
        let summary = "edit '\(entry.recipe.title)'"
        let outcome = applyChange { overwrite throws(StoreError) -> StoreChange in
            var change = try files.writeFile(path, bytes: after, previous: before, summary: summary, overwrite: overwrite)
            change.recipeId = entry.recipe.id
            change.previousRecipe = entry.recipe
            return change
        }
        switch outcome {
        case .failure(let error):
            return CommandOutcome(command: "edit", error: error)
        case .success(nil):
            return CommandOutcome(command: "edit", text: "kept the version on disk; nothing changed", data: ["changed": .bool(false)])
        case .success:
            var text = "saved \(path)"
            if !diagnostics.isEmpty { text += "\n" + rendered }
            return CommandOutcome(
                command: "edit", text: text,
                data: ["changed": .bool(true), "path": .string(path), "id": .string(entry.recipe.id), "warnings": .int(diagnostics.count)])
        }
    }

    /// A diagnostic as the edit page lists it: where, how bad, what.
    static func diagnosticJSON(_ diagnostic: Diagnostic) -> JSONValue {
        var object: [String: JSONValue] = [
            "severity": .string(diagnostic.severity.rawValue), "message": .string(diagnostic.message), "headline": .string(diagnostic.headline),
        ]
        if let range = diagnostic.range {
            object["line"] = .int(range.start.line)
            object["column"] = .int(range.start.column)
        }
        return .object(object)
    }
}

import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// A new recipe given as its whole text in the ClipCook language (by an
/// assistant through `clipcook mcp`): read and linted first, refused with
/// every diagnostic when it has an error, written as `recipes/ID.recipe`
/// through the store otherwise, and revertible with `undo`.
extension Session {
    public func createRecipe(text: String) -> CommandOutcome {
        let checked: CheckedRecipeText
        switch checkRecipeText(text, path: "recipes/new.recipe", command: "new") {
        case .refused(let outcome): return outcome
        case .recipe(let found): checked = found
        }
        let (source, recipe, diagnostics, rendered) = (checked.source, checked.recipe, checked.diagnostics, checked.rendered)
        if let existing = kitchen.recipes.first(where: { $0.recipe.id == recipe.id }) {
            return CommandOutcome(
                command: "new",
                error: CommandError(
                    "a recipe with id '\(recipe.id)' already exists: '\(TerminalText.escaped(existing.recipe.title))'",
                    suggestion: "give the recipe another title or an 'id' property"))
        }
        // What fmt would write: the one canonical form.
        let bytes = (try? Formatter.formatBytes(source)) ?? source.bytes
        switch applyChange({ _ throws(StoreError) in try store.createRecipe(bytes: bytes, title: recipe.title, id: recipe.id) }) {
        case .failure(let error):
            return CommandOutcome(command: "new", error: error)
        case .success:
            let written = "recipes/\(RecipeFileName.of(recipe.id)).recipe"
            var text = "created \(written)"
            if !diagnostics.isEmpty { text += "\n" + rendered }
            return CommandOutcome(
                command: "new", text: text,
                data: [
                    "id": .string(recipe.id), "path": .string(written), "changed": .bool(true),
                    "warnings": .int(diagnostics.count),
                ])
        }
    }
}

/// A recipe's whole text, read and linted: what creating or replacing a
/// recipe from its text (`new` through an assistant, the edit page) checks
/// first.
extension Session {
    struct CheckedRecipeText {
        let source: SourceFile
        let recipe: Recipe
        /// Every diagnostic (warnings only: a text with an error is refused).
        let diagnostics: [Diagnostic]
        /// The diagnostics as the REPL prints them.
        let rendered: String
    }

    enum RecipeTextCheck {
        case recipe(CheckedRecipeText)
        /// Refused with every diagnostic at its line; nothing written.
        case refused(CommandOutcome)
    }

    /// Reads and lints `text` as the file `path`.
    func checkRecipeText(_ text: String, path: String, command: String) -> RecipeTextCheck {
        let source = SourceFile(path: path, bytes: Array(text.utf8))
        let file = LintFile(source: source)
        let context = LintContext(files: [file], settings: kitchen.settings, isWholeCollection: false)
        let problems = FoodTable.$scopedOwnFoods.withValue(kitchen.ownFoods) {
            Linter(configuration: LintConfiguration(settings: context.settings)).lint(file, in: context)
        }
        let diagnostics = file.parseDiagnostics + problems.map(\.diagnostic)
        let rendered = DiagnosticRenderer().render(diagnostics, in: source)
        guard !diagnostics.hasErrors, !file.isPartial, let recipe = file.recipe else {
            let count = diagnostics.filter { $0.severity == .error }.count
            let message =
                count == 0
                ? "the text is not a recipe (it must start with 'recipe TITLE')" : "the recipe has \(plural(count, "error")); nothing written"
            var refused = CommandOutcome(
                command: command, error: CommandError(message, suggestion: rendered.isEmpty ? nil : "\n" + rendered, kind: .invalidInput))
            refused.data["diagnostics"] = .array(diagnostics.prefix(100).map(Self.diagnosticJSON))
            return .refused(refused)
        }
        return .recipe(CheckedRecipeText(source: source, recipe: recipe, diagnostics: diagnostics, rendered: rendered))
    }
}

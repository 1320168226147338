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
        let path = "recipes/new.recipe"
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
                ? "the text is not a recipe (it must start with 'recipe TITLE')"
                : "the recipe has \(plural(count, "error")); nothing written"
            return CommandOutcome(command: "new", error: CommandError(message, suggestion: rendered.isEmpty ? nil : "\n" + rendered))
        }
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

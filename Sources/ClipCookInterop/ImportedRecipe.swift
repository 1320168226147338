import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// The last check on a recipe that an importer made: it must satisfy the
/// model's limits and come back unchanged from the ClipCook text it will be
/// written as (print, parse, compare), so an import never writes a file
/// that reads differently.
package enum ImportedRecipe {
    package static func checked(_ result: InteropReadResult, path: String) -> InteropReadResult {
        guard case .document(.recipe(let recipe))? = result.content else { return result }
        var diagnostics = result.diagnostics
        let problems = ModelValidator.validate(.recipe(recipe))
        if !problems.isEmpty {
            diagnostics += problems.map { Diagnostic(.error, "\($0.path): \($0.message)", path: path, range: nil) }
            return InteropReadResult(content: nil, diagnostics: diagnostics)
        }
        // Read back as bytes, keeping neither the syntax tree nor the
        // positions, and the items compared as they are read, not kept: a
        // second list of a huge page's ingredients was the peak of `import`.
        let check = RecipeItemCheck(expecting: recipe)
        let reparsed = Language.parse(
            SourceFile(path: "<text>", bytes: Language.printBytes(.recipe(recipe))), keeping: [.cappedDiagnostics], checking: check)
        var head = recipe
        head.ingredients = []
        head.steps = []
        guard case .recipe(let again)? = reparsed.document, check.matched, again == head else {
            diagnostics.append(
                Diagnostic(
                    .error, "the imported recipe cannot be written as ClipCook text without changing it", path: path, range: nil,
                    notes: reparsed.diagnostics.prefix(3).map(\.message)))
            return InteropReadResult(content: nil, diagnostics: diagnostics)
        }
        return result
    }
}

import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `rate RECIPE N`: sets the recipe's `rating` (1 to 5 in halves), written
/// back into its file as one property line; undoable.
struct RateCommand: SessionCommand {
    let spec = CommandSpec(
        "rate", synopsis: "rate RECIPE N",
        summary: "rate a recipe from 1 to 5 (halves allowed: 3.5)",
        details: ["writes 'rating N' into the recipe's header; 'list sort rating' and 'list where rating >= 4' read it"],
        argument: .recipe)

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        guard arguments.count >= 2, let last = arguments.last else {
            return .failure(CommandError("usage: rate RECIPE N", suggestion: "for example 'rate overnight-oats 4.5'"))
        }
        guard let rating = RecipeRating(text: Substring(last)) else {
            return .failure(CommandError("rating '\(TerminalText.escaped(last))' out of range: expected \(RecipeRating.accepted)"))
        }
        let entry: RecipeEntry
        switch session.resolve(arguments.dropLast().joined(separator: " ")) {
        case .success(let found): entry = found
        case .failure(let error): return .failure(error)
        }
        let title = entry.recipe.title
        if entry.recipe.rating == rating {
            return .success(
                CommandOutcome(
                    command: "", text: "'\(title)' is already rated \(rating.text)",
                    data: ["recipe": RecipeSummary.json(entry), "changed": .bool(false)]))
        }
        guard let files = session.store as? any FileEditingStore, let path = entry.path else {
            return .failure(CommandError("this collection cannot be changed"))
        }
        let summary = "rate '\(title)' \(rating.text)"
        let outcome = session.applyChange { overwrite throws(StoreError) -> StoreChange in
            guard let before = files.loadedBytes(of: path) else { throw .failed("\(path) is gone; run 'reload'", kind: .notFound) }
            let tree = Language.parse(SourceFile(path: path, bytes: before)).tree
            guard let after = SourceEdit.setProperty("rating", rating.text, in: tree) else {
                throw .failed("\(path): no recipe header to edit", kind: .invalidInput)
            }
            var change = try files.writeFile(path, bytes: after, previous: before, summary: summary, overwrite: overwrite)
            change.recipeId = entry.recipe.id
            change.previousRecipe = entry.recipe
            return change
        }
        switch outcome {
        case .failure(let error): return .failure(error)
        case .success(nil):
            return .success(CommandOutcome(command: "", text: "kept the version on disk; nothing changed", data: ["changed": .bool(false)]))
        case .success:
            var data: [String: JSONValue] = ["changed": .bool(true), "rating": .double(rating.value), "path": .string(path)]
            if let updated = session.kitchen.recipes.first(where: { $0.recipe.id == entry.recipe.id }) {
                data["recipe"] = RecipeSummary.json(updated)
            }
            return .success(CommandOutcome(command: "", text: "rated '\(title)' \(rating.text)" + session.undoHint, data: data))
        }
    }
}

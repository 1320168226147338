import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

struct NewCommand: SessionCommand {
    let spec = CommandSpec("new", synopsis: "new TITLE", summary: "create a recipe file from a template", argument: .text)

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        session.newRecipe(arguments)
    }
}

extension Session {
    func newRecipe(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        let title = arguments.joined(separator: " ").trimmingBlanks()
        guard !title.isEmpty else { return .failure(CommandError("'new' needs a title", suggestion: "for example: new Banana Bread")) }
        guard title.count <= Recipe.maxTitleLength else {
            return .failure(CommandError("title too long (\(title.count) characters; at most \(Recipe.maxTitleLength))", kind: .limit))
        }
        let id = RecipeTemplate.derivedId(for: title)
        if let existing = kitchen.recipes.first(where: { $0.recipe.id == id }) {
            return .failure(
                CommandError(
                    "a recipe with id '\(id)' already exists: '\(existing.recipe.title)'", suggestion: "choose another title, or 'edit \(id)'",
                    kind: .conflict))
        }
        switch applyChange({ _ throws(StoreError) in try store.createRecipe(title: title, id: id) }) {
        case .failure(let error): return .failure(error)
        case .success(let change):
            let path = change?.path ?? id
            var text = "created \(path)"
            if interaction.isInteractive { text += style.dim(" (edit \(id) to fill it in)") }
            return .success(CommandOutcome(command: "", text: text, data: ["id": .string(id), "path": .string(path), "changed": .bool(true)]))
        }
    }
}

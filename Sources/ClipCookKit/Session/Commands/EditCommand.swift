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
            return .failure(CommandError("'\(entry.recipe.title)' has no file to edit"))
        }
        while true {
            guard interaction.edit(path: path) else {
                return .failure(CommandError("could not start an editor", suggestion: "set $VISUAL or $EDITOR"))
            }
            guard let problem = store.check(file: path) else { break }
            interaction.tell(problem.rendered)
            if interaction.confirm("edit again?", defaultAnswer: true) { continue }
            do {
                try store.replaceContents(ofFile: path, with: before)
            } catch {
                return .failure(CommandError("could not put the previous version of \(path) back"))
            }
            refresh()
            return .success(CommandOutcome(command: "", text: "kept the previous version of \(path)", data: ["changed": .bool(false)]))
        }
        let after = store.contents(ofFile: path)
        guard after != before else {
            return .success(CommandOutcome(command: "", text: "no changes", data: ["changed": .bool(false)]))
        }
        undoStack.append(
            StoreChange(summary: "edit '\(entry.recipe.title)'", recipeId: entry.recipe.id, path: path, previousBytes: before,
                        previousRecipe: entry.recipe, writtenBytes: after))
        refresh()
        return .success(CommandOutcome(command: "", text: "saved \(entry.path ?? path)" + undoHint, data: ["changed": .bool(true), "path": .string(path)]))
    }
}

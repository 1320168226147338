struct DeleteCommand: SessionCommand {
    let spec = CommandSpec(
        "delete", aliases: ["rm"], synopsis: "delete RECIPE", summary: "delete a recipe's file (asks first; undo brings it back)",
        argument: .recipe)

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        session.delete(arguments)
    }
}

extension Session {
    func delete(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        let entry: RecipeEntry
        switch resolve(arguments.joined(separator: " ")) {
        case .success(let found): entry = found
        case .failure(let error): return .failure(error)
        }
        let title = entry.recipe.title
        let place = entry.path.map { " (\($0))" } ?? ""
        if interaction.isInteractive, !interaction.confirm("delete '\(title)'\(place) for good?", defaultAnswer: false) {
            return .success(CommandOutcome(command: "", text: "kept '\(title)'", data: ["changed": .bool(false)]))
        }
        switch applyChange({ overwrite throws(StoreError) in try store.delete(entry, overwrite: overwrite) }) {
        case .failure(let error): return .failure(error)
        case .success(nil):
            return .success(CommandOutcome(command: "", text: "kept the version on disk; nothing deleted", data: ["changed": .bool(false)]))
        case .success(.some):
            var data: [String: JSONValue] = ["changed": .bool(true), "id": .string(entry.recipe.id)]
            if let path = entry.path { data["path"] = .string(path) }
            return .success(CommandOutcome(command: "", text: "deleted '\(title)'\(place)" + undoHint, data: data))
        }
    }
}

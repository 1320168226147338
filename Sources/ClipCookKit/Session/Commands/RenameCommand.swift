import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

struct RenameCommand: SessionCommand {
    let spec = CommandSpec(
        "rename", synopsis: "rename RECIPE to NEW-ID",
        summary: "give a recipe a new id, updating every plan and shopping list that uses it (one undo)",
        details: [
            "the recipe file gets an explicit 'id' line; the title stays (change it with 'edit')",
            "every file is written or none is; a file changed on disk stops the rename",
        ],
        argument: .recipe, keywords: ["to": .text])

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        guard let to = arguments.lastIndex(where: { $0.lowercased() == "to" }), to > 0, to == arguments.count - 2 else {
            return .failure(CommandError("usage: rename RECIPE to NEW-ID"))
        }
        let newId = arguments[to + 1]
        let entry: RecipeEntry
        switch session.resolve(arguments[..<to].joined(separator: " ")) {
        case .success(let found): entry = found
        case .failure(let error): return .failure(error)
        }
        guard entry.recipe.id != newId else {
            return .success(
                CommandOutcome(command: "", text: "'\(entry.recipe.title)' already has the id '\(newId)'", data: ["changed": .bool(false)]))
        }
        let references = session.planReferences(to: entry.recipe.id)
        let meals = session.kitchen.mealSlots.filter { $0.recipeId == entry.recipe.id }.count
        let store = session.store
        switch session.applyChange({ overwrite throws(StoreError) in try store.rename(entry, to: newId, overwrite: overwrite) }) {
        case .failure(let error): return .failure(error)
        case .success(nil):
            return .success(CommandOutcome(command: "", text: "kept the version on disk; nothing renamed", data: ["changed": .bool(false)]))
        case .success(let change?):
            var text = "renamed '\(entry.recipe.id)' to '\(newId)'"
            var updated: [String] = []
            if meals > 0 { updated.append("\(meals) planned meal\(meals == 1 ? "" : "s")") }
            if references.shoppingItems > 0 {
                updated.append("\(references.shoppingItems) shopping item\(references.shoppingItems == 1 ? "" : "s")")
            }
            if !updated.isEmpty { text += "; updated " + updated.joined(separator: " and ") }
            let files = change.parts.compactMap(\.path)
            return .success(
                CommandOutcome(
                    command: "", text: text + session.undoHint,
                    data: [
                        "changed": .bool(true), "from": .string(entry.recipe.id), "to": .string(newId),
                        "meals": .int(meals), "shoppingItems": .int(references.shoppingItems),
                        "files": .array(files.map(JSONValue.string)),
                    ]))
        }
    }
}

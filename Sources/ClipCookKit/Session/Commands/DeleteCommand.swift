import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

struct DeleteCommand: SessionCommand {
    let spec = CommandSpec(
        "delete", aliases: ["rm"], synopsis: "delete RECIPE [--yes]",
        summary: "delete a recipe's file (asks first; undo brings it back)",
        details: [
            "RECIPE must name one recipe: a prefix that matches several is an error listing them",
            "outside a terminal (a script, a pipe) it needs --yes; it names the plans that still use the recipe",
        ],
        argument: .recipe, keywords: ["--yes": nil])

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        session.delete(arguments)
    }
}

extension Session {
    func delete(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        let confirmed = arguments.contains { $0 == "--yes" || $0 == "-y" }
        let words = arguments.filter { $0 != "--yes" && $0 != "-y" }
        let entry: RecipeEntry
        switch resolve(words.joined(separator: " ")) {
        case .success(let found): entry = found
        case .failure(let error): return .failure(error)
        }
        let title = entry.recipe.title
        let place = entry.path.map { " (\($0))" } ?? ""
        let references = planReferences(to: entry.recipe.id)
        if !interaction.isInteractive, !confirmed {
            return .failure(
                CommandError(
                    "'delete' needs --yes outside a terminal", suggestion: "delete \(entry.recipe.id) --yes"))
        }
        if interaction.isInteractive, !confirmed {
            let warning = references.isEmpty ? "" : " (\(references.sentence))"
            guard interaction.confirm("delete '\(title)'\(place)\(warning) for good?", defaultAnswer: false) else {
                return .success(CommandOutcome(command: "", text: "kept '\(title)'", data: ["changed": .bool(false)]))
            }
        }
        switch applyChange({ overwrite throws(StoreError) in try store.delete(entry, overwrite: overwrite) }) {
        case .failure(let error): return .failure(error)
        case .success(nil):
            return .success(CommandOutcome(command: "", text: "kept the version on disk; nothing deleted", data: ["changed": .bool(false)]))
        case .success(.some):
            var data: [String: JSONValue] = ["changed": .bool(true), "id": .string(entry.recipe.id)]
            if let path = entry.path { data["path"] = .string(path) }
            data["plannedOn"] = .array(references.days.map { .string($0.description) })
            let note = references.isEmpty ? "" : "\n" + style.warn("note: \(references.sentence)")
            return .success(CommandOutcome(command: "", text: "deleted '\(title)'\(place)" + undoHint + note, data: data))
        }
    }
}

/// The meals in the plans that name a recipe, for warning before it goes away.
struct PlanReferences {
    var days: [Day]
    var shoppingItems: Int

    var isEmpty: Bool { days.isEmpty && shoppingItems == 0 }

    /// "still planned on 2026-11-23 and 2026-11-25; 2 shopping items come from it"
    var sentence: String {
        var parts: [String] = []
        if !days.isEmpty {
            let shown = days.prefix(5).map(\.description)
            let more = days.count > 5 ? " and \(days.count - 5) more days" : ""
            parts.append("still planned on " + shown.joined(separator: ", ") + more)
        }
        if shoppingItems > 0 {
            parts.append("\(shoppingItems) shopping item\(shoppingItems == 1 ? "" : "s") come\(shoppingItems == 1 ? "s" : "") from it")
        }
        return parts.joined(separator: "; ")
    }
}

extension Session {
    func planReferences(to id: String) -> PlanReferences {
        let days = Set(kitchen.mealSlots.filter { $0.recipeId == id }.map(\.day))
        return PlanReferences(
            days: days.sorted { $0.description < $1.description },
            shoppingItems: kitchen.shoppingItems.filter { $0.recipeId == id }.count)
    }
}

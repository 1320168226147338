import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

extension Session {
    func setFlag(_ flag: RecipeFlag, _ value: Bool, _ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        let entry: RecipeEntry
        switch resolve(arguments.joined(separator: " ")) {
        case .success(let found): entry = found
        case .failure(let error): return .failure(error)
        }
        let current = flag == .favourite ? entry.recipe.isFavourite : entry.recipe.isArchived
        let title = TerminalText.line(entry.recipe.title)
        guard current != value else {
            let state: String
            switch (flag, value) {
            case (.favourite, true): state = "is already a favourite"
            case (.favourite, false): state = "is not a favourite"
            case (.archived, true): state = "is already archived"
            case (.archived, false): state = "is not archived"
            }
            return .success(
                CommandOutcome(command: "", text: "'\(title)' \(state)", data: ["recipe": RecipeSummary.json(entry), "changed": .bool(false)]))
        }
        let verb = value ? flag.rawValue : (flag == .favourite ? "unfavourite" : "restore")
        let store = self.store
        let change = applyChange(
            { overwrite throws(StoreError) in try store.setFlag(flag, to: value, in: entry, overwrite: overwrite) },
            onTop: { conflict throws(StoreError) in
                try store.applyOnTop(conflict, summary: "\(verb) '\(title)'", recipe: entry.recipe)
            })
        switch change {
        case .failure(let error): return .failure(error)
        case .success(nil):
            return .success(CommandOutcome(command: "", text: "kept the version on disk; nothing changed", data: ["changed": .bool(false)]))
        case .success(let change?):
            let done: String
            switch (flag, value) {
            case (.favourite, true): done = "added '\(title)' to the favourites"
            case (.favourite, false): done = "removed '\(title)' from the favourites"
            case (.archived, true): done = "archived '\(title)'"
            case (.archived, false): done = "restored '\(title)'"
            }
            var note = ""
            if flag == .archived, value {
                let references = planReferences(to: entry.recipe.id)
                if !references.days.isEmpty { note = "\n" + style.warn("note: \(references.sentence)") }
            }
            let updated = kitchen.recipes.first { $0.recipe.id == entry.recipe.id }
            var data: [String: JSONValue] = ["changed": .bool(true)]
            if let updated { data["recipe"] = RecipeSummary.json(updated) }
            if let path = change.path { data["path"] = .string(path) }
            return .success(CommandOutcome(command: "", text: done + undoHint + note, data: data))
        }
    }
}

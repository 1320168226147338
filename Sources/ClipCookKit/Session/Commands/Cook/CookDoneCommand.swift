/// `cook done [RECIPE] [servings N]`: records today's meal in the
/// collection's `cooked.log` (see `CookLog`); without RECIPE, the one in
/// cook mode or last cooked there. Recipe files do not change. Undoable.
extension Session {
    func cookDone(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        var nameWords = arguments
        var servings: Int?
        if let keyword = nameWords.firstIndex(where: { $0.lowercased() == "servings" }) {
            let rest = Array(nameWords[(keyword + 1)...])
            nameWords = Array(nameWords[..<keyword])
            guard let value = rest.first else { return .failure(CommandError("'servings' needs a value")) }
            guard rest.count == 1 else { return .failure(CommandError("unexpected '\(rest[1])' after servings \(value)")) }
            guard value.utf8.count <= 5, let n = Int(value), (1...10_000).contains(n) else {
                return .failure(CommandError("servings must be a whole number from 1 to 10000, not '\(value)'"))
            }
            servings = n
        }
        let recipe: Recipe
        if nameWords.isEmpty {
            guard let cooking = cookSession else {
                return .failure(CommandError("which recipe?", suggestion: "cook done RECIPE [servings N]"))
            }
            recipe = cooking.recipe
            servings = servings ?? cooking.servings
        } else {
            switch resolve(nameWords.joined(separator: " ")) {
            case .success(let found): recipe = found.recipe
            case .failure(let error): return .failure(error)
            }
        }
        guard let today else { return .failure(CommandError("today's date is unknown; cannot record the meal")) }
        guard let logs = store as? any CookLogStore else { return .failure(CommandError("this collection cannot keep a cooking log")) }
        let entry = CookLog.Entry(day: today, recipeId: recipe.id, servings: servings ?? recipe.servings)
        let summary = "cook done '\(recipe.title)'"
        let outcome = applyChange { overwrite throws(StoreError) -> StoreChange in
            let before = logs.cookLogBytes()
            return try logs.writeCookLog(CookLog.appending(entry, to: before), previous: before, summary: summary, overwrite: overwrite)
        }
        switch outcome {
        case .failure(let error): return .failure(error)
        case .success(nil):
            return .success(CommandOutcome(command: "", text: "kept the version on disk; nothing changed", data: ["changed": .bool(false)]))
        case .success:
            let data: [String: JSONValue] = [
                "changed": .bool(true), "day": .string(entry.day.description), "id": .string(entry.recipeId),
                "servings": entry.servings.map(JSONValue.int) ?? .null, "path": .string(CookLog.fileName),
            ]
            return .success(CommandOutcome(
                command: "", text: "recorded \(entry.day): '\(recipe.title)' (\(plural(entry.servings ?? recipe.servings, "serving"))) in \(CookLog.fileName)" + undoHint,
                data: data))
        }
    }
}

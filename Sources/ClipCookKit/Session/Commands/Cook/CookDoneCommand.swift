import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `cook done [RECIPE] [servings N]`: records today's meal in the
/// collection's `cooked.log` (see `CookLog`); without RECIPE, the one in
/// cook mode or last cooked there. Recipe files do not change. The
/// recipe's ingredients (scaled to the servings) are taken from the pantry,
/// converted across units by food; what it did not hold is reported. One
/// undo takes back both.
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
        if let error = pantryFileError() { return .failure(error) }
        let entry = CookLog.Entry(day: today, recipeId: recipe.id, servings: servings ?? recipe.servings)
        let (takings, changes) = takeFromPantry(recipe, servings: entry.servings ?? recipe.servings)
        let summary = "cook done '\(recipe.title)'"
        let outcome = applyChange { overwrite throws(StoreError) -> StoreChange in
            // The pantry first: it may have changed on disk; the log is appended to as it is now.
            let pantry = changes.isEmpty ? nil : try pantryWrite(changes, summary: summary, overwrite: overwrite)
            let before = logs.cookLogBytes()
            let log: StoreChange
            do throws(StoreError) {
                log = try logs.writeCookLog(CookLog.appending(entry, to: before), previous: before, summary: summary, overwrite: overwrite)
            } catch {
                if let pantry { try? store.revert(pantry, overwrite: true) }
                throw error
            }
            guard var change = pantry else { return log }
            change.alsoChanged = [log]
            return change
        }
        switch outcome {
        case .failure(let error): return .failure(error)
        case .success(nil):
            return .success(CommandOutcome(command: "", text: "kept the version on disk; nothing changed", data: ["changed": .bool(false)]))
        case .success:
            var data: [String: JSONValue] = [
                "changed": .bool(true), "day": .string(entry.day.description), "id": .string(entry.recipeId),
                "servings": entry.servings.map(JSONValue.int) ?? .null, "path": .string(CookLog.fileName),
            ]
            if shopping.pantry != nil { data["pantry"] = .array(takings.map(PantryReport.json)) }
            let lines =
                ["recorded \(entry.day): '\(recipe.title)' (\(plural(entry.servings ?? recipe.servings, "serving"))) in \(CookLog.fileName)"]
                + PantryReport.lines(takings)
            return .success(CommandOutcome(command: "", text: lines.joined(separator: "\n") + undoHint, data: data))
        }
    }

    /// The recipe's ingredients at `servings` taken from the pantry (when
    /// there is one): what happened to each and the changes to write.
    /// Salt, pepper, water and oil the pantry does not list are not reported.
    func takeFromPantry(_ recipe: Recipe, servings: Int) -> (takings: [PantryTaking], changes: [PantryChange]) {
        guard let pantry = shopping.pantry, !pantry.items.isEmpty else { return ([], []) }
        var stock = PantryStock(pantry, food: pantryFood)
        let factor = Double(servings) / Double(max(1, recipe.servings))
        var takings: [PantryTaking] = []
        for need in ShoppingNeed.merged(ShoppingNeed.ingredients(of: recipe, factor: factor)) {
            let taking = stock.take(need.amount, of: need.name)
            if case .notHeld = taking.result, PantryStaples.isStaple(need.name) { continue }
            takings.append(taking)
        }
        return (takings, stock.changes)
    }
}

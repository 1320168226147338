import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

struct StatsCommand: SessionCommand {
    let spec = CommandSpec("stats", synopsis: "stats", summary: "count recipes, favourites, categories, plans and shopping items")

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        session.stats(arguments)
    }
}

extension Session {
    func stats(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        if let error = noArguments(arguments, "stats") { return .failure(error) }
        // One pass over the entries, reading fields in place: no copy of a recipe.
        let entries = kitchen.recipes
        var activeCount = 0
        var favourites = 0
        var byCategory: [RecipeCategory: Int] = [:]
        for index in entries.indices where !entries[index].recipe.isArchived {
            activeCount += 1
            if entries[index].recipe.isFavourite { favourites += 1 }
            byCategory[entries[index].recipe.category, default: 0] += 1
        }
        let total = entries.count
        var perCategory: [String: JSONValue] = [:]
        var categoryLines: [String] = []
        for category in RecipeCategory.allCases {
            let count = byCategory[category] ?? 0
            perCategory[category.rawValue.lowercased()] = .int(count)
            categoryLines.append("\(category.rawValue.lowercased()) \(count)")
        }
        let days = Set(kitchen.mealSlots.map(\.day)).count
        let checked = kitchen.shoppingItems.filter(\.checked).count
        var lines = [
            "recipes: \(total) (\(activeCount) active, \(total - activeCount) archived, \(CountWords.of(favourites, "favourite")))",
            "by category: " + categoryLines.joined(separator: ", "),
            "plans: \(plural(kitchen.planFileCount, "file")), \(plural(kitchen.mealSlots.count, "meal")) over \(plural(days, "day"))",
            "shopping: \(plural(kitchen.shoppingItems.count, "item")), \(checked) checked",
        ]
        // A problem of warnings only (a link that is not followed) is not
        // an error: it is said for what it is.
        let withErrors = kitchen.problems.filter { $0.errorCount > 0 }.map(\.path)
        let warnings = kitchen.problems.flatMap(\.warnings)
        if !withErrors.isEmpty {
            lines.append("files with errors: " + withErrors.joined(separator: ", "))
        }
        if !warnings.isEmpty {
            lines.append(plural(warnings.count, "warning") + ":")
            lines += warnings.map { "  " + TerminalText.line($0) }
        }
        let data: [String: JSONValue] = [
            "recipes": .int(total), "active": .int(activeCount), "archived": .int(total - activeCount),
            "favourites": .int(favourites), "categories": .object(perCategory),
            "planFiles": .int(kitchen.planFileCount), "mealSlots": .int(kitchen.mealSlots.count), "plannedDays": .int(days),
            "shoppingItems": .int(kitchen.shoppingItems.count), "checkedItems": .int(checked),
            "filesWithErrors": .array(withErrors.map(JSONValue.string)),
            "warnings": .array(warnings.map(JSONValue.string)),
        ]
        return .success(CommandOutcome(command: "", text: lines.joined(separator: "\n"), data: data))
    }
}

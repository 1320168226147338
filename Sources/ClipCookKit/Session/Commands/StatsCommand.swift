struct StatsCommand: SessionCommand {
    let spec = CommandSpec("stats", synopsis: "stats", summary: "count recipes, favourites, categories, plans and shopping items")

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        session.stats(arguments)
    }
}

extension Session {
    func stats(_ arguments: [String]) -> Result<CommandOutcome, CommandError> {
        if let error = noArguments(arguments, "stats") { return .failure(error) }
        let all = recipes
        let active = all.filter { !$0.isArchived }
        let favourites = active.filter(\.isFavourite).count
        var perCategory: [String: JSONValue] = [:]
        var categoryLines: [String] = []
        for category in RecipeCategory.allCases {
            let count = active.filter { $0.category == category }.count
            perCategory[category.rawValue.lowercased()] = .int(count)
            categoryLines.append("\(category.rawValue.lowercased()) \(count)")
        }
        let days = Set(kitchen.mealSlots.map(\.day)).count
        let checked = kitchen.shoppingItems.filter(\.checked).count
        var lines = [
            "recipes: \(all.count) (\(active.count) active, \(all.count - active.count) archived, \(favourites) favourites)",
            "by category: " + categoryLines.joined(separator: ", "),
            "plans: \(plural(kitchen.planFileCount, "file")), \(plural(kitchen.mealSlots.count, "meal")) over \(plural(days, "day"))",
            "shopping: \(plural(kitchen.shoppingItems.count, "item")), \(checked) checked",
        ]
        if !kitchen.problems.isEmpty {
            lines.append("files with errors: " + kitchen.problems.map(\.path).joined(separator: ", "))
        }
        let data: [String: JSONValue] = [
            "recipes": .int(all.count), "active": .int(active.count), "archived": .int(all.count - active.count),
            "favourites": .int(favourites), "categories": .object(perCategory),
            "planFiles": .int(kitchen.planFileCount), "mealSlots": .int(kitchen.mealSlots.count), "plannedDays": .int(days),
            "shoppingItems": .int(kitchen.shoppingItems.count), "checkedItems": .int(checked),
            "filesWithErrors": .array(kitchen.problems.map { .string($0.path) }),
        ]
        return .success(CommandOutcome(command: "", text: lines.joined(separator: "\n"), data: data))
    }
}

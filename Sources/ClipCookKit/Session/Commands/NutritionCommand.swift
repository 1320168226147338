import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// `nutrition RECIPE [--write]`: stated and computed nutrition per serving
/// side by side, with every ingredient that could not be counted and why.
struct NutritionCommand: SessionCommand {
    let spec = CommandSpec(
        "nutrition", synopsis: "nutrition RECIPE [--write]",
        summary: "a recipe's stated nutrition beside the one computed from its ingredients",
        details: [
            "each ingredient maps to a food of the table ([food NAME] on the ingredient, else its name) and its amount to grams",
            "ingredients that cannot be mapped or converted are listed, never guessed",
            "where foods have prices: the cost of the recipe and of a serving, and the ingredients left unpriced",
            "--write fills a recipe without stated nutrition, when every ingredient is counted",
        ],
        argument: .recipe, keywords: ["--write": nil])

    func run(_ arguments: [String], in session: Session) -> Result<CommandOutcome, CommandError> {
        var words = arguments
        let write = words.contains("--write")
        words.removeAll { $0 == "--write" }
        let entry: RecipeEntry
        switch session.resolve(words.joined(separator: " ")) {
        case .success(let found): entry = found
        case .failure(let error): return .failure(error)
        }
        let result = RecipeNutrition(entry.recipe, table: session.foods)
        if write { return session.writeNutrition(result, entry: entry) }
        var text = session.nutritionText(result)
        // The JSON (an object an ingredient) only when asked for.
        var cost: RecipeCost?
        if session.hasPrices {
            let made = RecipeCost(entry.recipe, table: session.foods)
            text += "\n" + session.costText(made).joined(separator: "\n")
            cost = made
        }
        let priced = cost
        let currency = session.kitchen.settings.currency
        return .success(
            CommandOutcome(command: "", text: text) {
                var data = NutritionText.json(result)
                if let priced { data["cost"] = Session.costJSON(priced, factor: 1, currency: currency) }
                return data
            })
    }
}

extension Session {
    func nutritionText(_ result: RecipeNutrition) -> String {
        let recipe = result.recipe
        var lines = [style.bold(TerminalText.line(recipe.title)) + ", per serving (serves \(recipe.servings))"]
        let stated = recipe.nutrition
        let computed = result.perServing?.rounded
        func cell(_ value: Int?) -> String { value.map(String.init) ?? "-" }
        lines += PlanText.table(
            header: ["", "stated", "computed"],
            rows: [
                ["calories", cell(stated?.calories), cell(computed?.calories)],
                ["protein g", cell(stated?.protein), cell(computed?.protein)],
                ["carbs g", cell(stated?.carbs), cell(computed?.carbs)],
                ["fats g", cell(stated?.fats), cell(computed?.fats)],
            ])
        let total = recipe.ingredients.count
        lines.append("computed from \(result.mapped.count) of \(plural(total, "ingredient"))" + (result.mapped.isEmpty ? "" : ":"))
        let rows = result.mapped.map { item in
            [
                "  " + PlanText.clip(NutritionText.ingredient(item.ingredient), 34), PlanText.clip(item.food.name, 40),
                FoodTable.number(item.grams) + " g", "\(FoodValues.whole(item.values.calories)) kcal",
            ]
        }
        if !rows.isEmpty { lines += PlanText.table(header: [], rows: rows).filter { !$0.isEmpty } }
        if !result.unmatched.isEmpty {
            lines.append("not counted:")
            lines += result.unmatched.map { TerminalText.line("  \(NutritionText.ingredient($0.ingredient)): \($0.reason)") }
        }
        return lines.joined(separator: "\n")
    }

    func writeNutrition(_ result: RecipeNutrition, entry: RecipeEntry) -> Result<CommandOutcome, CommandError> {
        guard entry.recipe.nutrition == nil else {
            return .failure(CommandError("'\(entry.recipe.title)' already states its nutrition; --write only fills a recipe without it"))
        }
        guard result.isComplete, let computed = result.perServing?.rounded else {
            return .failure(
                CommandError(
                    "cannot fill '\(entry.recipe.title)': \(plural(result.unmatched.count, "ingredient")) not counted",
                    suggestion: "see 'nutrition \(entry.recipe.id)'; add [food NAME] or an amount to them"))
        }
        guard let files = store as? any FileEditingStore, let path = entry.path else {
            return .failure(CommandError("this collection cannot be changed"))
        }
        let outcome = applyChange { overwrite throws(StoreError) -> StoreChange in
            guard let before = files.loadedBytes(of: path) else { throw .failed("\(path) is gone; run 'reload'", kind: .notFound) }
            let after = try SourceEdit.addingNutrition(computed, to: before, path: path)
            var change = try files.writeFile(path, bytes: after, previous: before, summary: "nutrition '\(entry.recipe.title)'", overwrite: overwrite)
            change.recipeId = entry.recipe.id
            change.previousRecipe = entry.recipe
            return change
        }
        switch outcome {
        case .failure(let error): return .failure(error)
        case .success(nil):
            return .success(CommandOutcome(command: "", text: "kept the version on disk; nothing changed", data: ["changed": .bool(false)]))
        case .success:
            let text =
                "wrote nutrition per serving to \(path): calories \(computed.calories)  protein \(computed.protein)  carbs \(computed.carbs)  fats \(computed.fats)"
            var data = NutritionText.json(result)
            data["changed"] = .bool(true)
            data["path"] = .string(path)
            return .success(CommandOutcome(command: "", text: text + undoHint, data: data))
        }
    }
}

enum NutritionText {
    static func ingredient(_ ingredient: Ingredient) -> String {
        ingredient.amount.isEmpty ? ingredient.name : ingredient.amount + " " + ingredient.name
    }

    /// `{"stated", "computed", "unmatched": [{"ingredient", "reason"}]}`.
    static func json(_ result: RecipeNutrition) -> [String: JSONValue] {
        [
            "stated": result.recipe.nutrition.map { .object(PlanText.numbers($0)) } ?? .null,
            "computed": result.perServing.map { .object(PlanText.numbers($0.rounded)) } ?? .null,
            "unmatched": .array(
                result.unmatched.map {
                    .object(["ingredient": .string(ingredient($0.ingredient)), "reason": .string($0.reason)])
                }),
        ]
    }
}

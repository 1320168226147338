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
        if write { return session.writeNutrition(RecipeNutrition(entry.recipe, table: session.foods), entry: entry) }
        // The text and the JSON line are written in pieces from sums and
        // column widths (`NutritionSheet`); the reply made whole, with a
        // record an ingredient, only when its data is asked for.
        let sheet = NutritionSheet(
            recipe: entry.recipe, table: session.foods, style: session.style, costed: session.hasPrices,
            currency: session.kitchen.settings.currency)
        return .success(
            CommandOutcome(
                command: "",
                writingText: { emit in sheet.write(inPiecesOf: RecipeCard.pieceSize, emit) },
                lazyData: {
                    var data = NutritionText.json(RecipeNutrition(sheet.recipe, table: sheet.table))
                    if sheet.costed {
                        let cost = RecipeCost(sheet.recipe, table: sheet.table)
                        data["cost"] = Session.costJSON(cost, factor: 1, currency: sheet.currency)
                    }
                    return data
                },
                jsonPieces: { sheet.jsonPieces() }))
    }
}

extension Session {
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

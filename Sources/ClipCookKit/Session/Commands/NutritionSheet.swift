import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookInterop

/// `nutrition`'s reply for a huge recipe without a record an ingredient
/// (issue 40, item 3: the 20 MB recipe of `scripts/huge-inputs` took 37.6×
/// the file when `RecipeNutrition` and `RecipeCost` kept each ingredient's
/// food, and the text was held whole). A first pass over the ingredients
/// keeps the sums and the widths of the two tables' columns; a second pass
/// writes the rows in pieces of about `RecipeCard.pieceSize`, each ending
/// at a line's end, working each ingredient out again (its mapping is
/// remembered by the table). The text is the one the records made: the
/// stated and computed values, the mapped ingredients, those not counted,
/// then, in a collection with prices, the cost, the priced ingredients and
/// the unpriced ones. The JSON line is written the same way (`jsonPieces`).
struct NutritionSheet {
    var recipe: Recipe
    var table: FoodTable
    var style: TextStyle
    /// The collection has prices: the cost section is shown.
    var costed: Bool
    var currency: String?

    /// What the first pass keeps: sums, counts and column widths.
    struct Sums {
        var nutrition = MacroTotals.zero
        var mapped = 0
        /// The widths of the mapped table's four columns.
        var mappedWidths = [0, 0, 0, 0]
        var cost = Money.zero
        var priced = 0
        /// The widths of the priced table's three columns.
        var pricedWidths = [0, 0, 0]
    }

    /// The ingredients' sums; the widths only when `widths` (the text).
    func sums(widths: Bool, cost: Bool) -> Sums {
        var sums = Sums()
        for ingredient in recipe.ingredients {
            if case .success(let item) = RecipeNutrition.map(ingredient, table: table) {
                sums.nutrition = sums.nutrition + RecipeNutrition.macros(item.values)
                sums.mapped += 1
                if widths { Self.widen(&sums.mappedWidths, by: mappedCells(item)) }
            }
            if cost, case .success(let found) = FoodCost.cost(of: ingredient, table: table) {
                sums.cost = sums.cost + found.cost
                sums.priced += 1
                if widths { Self.widen(&sums.pricedWidths, by: pricedCells(ingredient, found.food, found.cost)) }
            }
        }
        return sums
    }

    private static func widen(_ widths: inout [Int], by cells: [String]) {
        for (k, cell) in cells.enumerated() where k < widths.count {
            widths[k] = max(widths[k], ColumnWidth.of(cell))
        }
    }

    private func mappedCells(_ item: RecipeNutrition.Mapped) -> [String] {
        [
            "  " + PlanText.clip(NutritionText.ingredient(item.ingredient), 34), PlanText.clip(item.food.name, 40),
            FoodTable.number(item.grams) + " g", "\(FoodValues.whole(item.values.calories)) kcal",
        ]
    }

    private func pricedCells(_ ingredient: Ingredient, _ food: Food, _ cost: Money) -> [String] {
        ["  " + PlanText.clip(NutritionText.ingredient(ingredient), 34), PlanText.clip(food.name, 40), money(cost)]
    }

    private func money(_ amount: Money) -> String { amount.formatted(currency: currency) }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// The computed values per serving; nil when no ingredient maps.
    private func perServing(_ sums: Sums) -> MacroTotals? {
        sums.mapped > 0 ? RecipeNutrition.perServing(sums.nutrition, servings: recipe.servings) : nil
    }

    /// Writes the text to `write` in pieces of about `pieceSize` bytes (more
    /// by at most a line), each ending at a line's end; the pieces joined
    /// are the text.
    func write(inPiecesOf pieceSize: Int, _ write: (String) -> Void) {
        let sums = sums(widths: true, cost: costed)
        var pieces = LinePieces(size: pieceSize, layout: .joined)
        func add(_ line: String) { pieces.add(line, write) }
        let ingredients = recipe.ingredients
        add(style.bold(TerminalText.line(recipe.title)) + ", per serving (serves \(recipe.servings))")
        let stated = recipe.nutrition
        let computed = perServing(sums)?.rounded
        func cell(_ value: Int?) -> String { value.map(String.init) ?? "-" }
        let head = PlanText.table(
            header: ["", "stated", "computed"],
            rows: [
                ["calories", cell(stated?.calories), cell(computed?.calories)],
                ["protein g", cell(stated?.protein), cell(computed?.protein)],
                ["carbs g", cell(stated?.carbs), cell(computed?.carbs)],
                ["fats g", cell(stated?.fats), cell(computed?.fats)],
            ])
        head.forEach(add)
        add("computed from \(sums.mapped) of \(Self.plural(ingredients.count, "ingredient"))" + (sums.mapped == 0 ? "" : ":"))
        for ingredient in ingredients {
            guard case .success(let item) = RecipeNutrition.map(ingredient, table: table) else { continue }
            let row = PlanText.row(mappedCells(item), widths: sums.mappedWidths)
            if !row.isEmpty { add(row) }
        }
        if sums.mapped < ingredients.count {
            add("not counted:")
            for ingredient in ingredients {
                guard case .failure(let reason) = RecipeNutrition.map(ingredient, table: table) else { continue }
                add(TerminalText.line("  \(NutritionText.ingredient(ingredient)): \(reason.text)"))
            }
        }
        if costed {
            let perServing = sums.cost.scaled(by: 1 / Double(max(1, recipe.servings)))
            add(
                "cost: \(money(sums.cost)) the recipe, \(money(perServing)) a serving (serves \(recipe.servings)), "
                    + "from \(sums.priced) of \(Self.plural(ingredients.count, "ingredient"))" + (sums.priced == 0 ? "" : ":"))
            for ingredient in ingredients {
                guard case .success(let found) = FoodCost.cost(of: ingredient, table: table) else { continue }
                let row = PlanText.row(pricedCells(ingredient, found.food, found.cost), widths: sums.pricedWidths)
                if !row.isEmpty { add(row) }
            }
            if sums.priced < ingredients.count {
                add("unpriced:")
                for ingredient in ingredients {
                    guard case .failure(let failure) = FoodCost.cost(of: ingredient, table: table) else { continue }
                    add(TerminalText.line("  \(NutritionText.ingredient(ingredient)): \(failure.reason)"))
                }
            }
        }
        pieces.finish(write)
    }

    /// The JSON line's members (`NutritionText.json` and the cost's
    /// `costJSON`), the ingredients not counted and the cost's priced and
    /// unpriced ones made a batch at a time as they are written.
    func jsonPieces() -> JSONPieces {
        let sums = sums(widths: false, cost: false)
        let ingredients = recipe.ingredients
        let table = table
        var members: [String: JSONPieces.Member] = [
            "stated": .value(recipe.nutrition.map { .object(PlanText.numbers($0)) } ?? .null),
            "computed": .value(perServing(sums).map { .object(PlanText.numbers($0.rounded)) } ?? .null),
        ]
        members["unmatched"] = .batched(Session.showJSONBatch) { add in
            for ingredient in ingredients {
                guard case .failure(let reason) = RecipeNutrition.map(ingredient, table: table) else { continue }
                add(.object(["ingredient": .string(NutritionText.ingredient(ingredient)), "reason": .string(reason.text)]))
            }
        }
        if costed { members["cost"] = .object(Session.costPieces(recipe, factor: 1, table: table, currency: currency)) }
        return JSONPieces(members)
    }
}

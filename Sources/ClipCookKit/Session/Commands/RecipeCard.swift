/// A recipe as a card to read at the stove, optionally scaled to a number of
/// servings and shown in metric or imperial units.
struct RecipeCard {
    var recipe: Recipe
    var servings: Int?
    var units: MeasurementSystem?
    var style: TextStyle
    /// The foods that weigh a cup of a solid in metric; nil: volumes stay volumes.
    var foods: FoodTable? = nil

    var factor: Double {
        guard let servings, recipe.servings > 0 else { return 1 }
        return Double(servings) / Double(recipe.servings)
    }

    /// The recipe with the amounts as shown on the card.
    var scaledRecipe: Recipe {
        var copy = recipe
        copy.servings = servings ?? recipe.servings
        let system = recipe.unitSystem
        copy.ingredients = recipe.ingredients.map { ingredient in
            let food = units == .metric ? foods.flatMap { try? RecipeNutrition.map(ingredient, table: $0).get().food } : nil
            return AmountPresentation.present(ingredient, factor: factor, units: units, system: system, food: food)
        }
        return copy
    }

    var text: String {
        let shown = scaledRecipe
        var lines: [String] = []
        var title = style.bold(recipe.title)
        if recipe.isFavourite { title += " " + style.warn(style.favouriteMark) }
        if recipe.isArchived { title += " " + style.dim("(archived)") }
        lines.append(title)
        var facts = [recipe.category.rawValue.lowercased(), "serves \(shown.servings)"]
        if servings != nil, shown.servings != recipe.servings { facts[1] += " (scaled from \(recipe.servings))" }
        if let prep = recipe.prepTime { facts.append("prep \(prep)") }
        if let cook = recipe.cookTime { facts.append("cook \(cook)") }
        lines.append(facts.joined(separator: " \(style.unicode ? "·" : "|") "))
        if !recipe.tags.isEmpty { lines.append("tags: " + recipe.tags.joined(separator: ", ")) }
        if let url = recipe.sourceUrl {
            lines.append("source: " + url + (recipe.sourcePlatform.map { " (\($0.rawValue))" } ?? ""))
        }
        if let caption = recipe.caption, !caption.isEmpty {
            lines.append("")
            lines += caption.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + style.dim(String($0)) }
        }
        if !shown.ingredients.isEmpty {
            lines += ["", style.accent("Ingredients")]
            for ingredient in shown.ingredients {
                var line = "  \(style.bullet) "
                if !ingredient.amount.isEmpty { line += style.bold(ingredient.amount) + " " }
                line += ingredient.name
                if let notes = ingredient.notes, !notes.isEmpty { line += ", " + notes }
                lines.append(line)
            }
        }
        if !recipe.steps.isEmpty {
            lines += ["", style.accent("Steps")]
            for (position, step) in recipe.steps.enumerated() {
                let text = units.map { TemperatureText.converted(step.text, to: $0) } ?? step.text
                var line = "  \(position + 1). \(text)"
                for timer in step.timers {
                    line += " " + style.dim("[" + timer.durationText + (timer.label.map { " \($0)" } ?? "") + "]")
                }
                lines.append(line)
            }
        }
        if let n = recipe.nutrition {
            lines += ["", style.accent("Nutrition per serving")]
            lines.append("  \(n.calories) kcal  protein \(n.protein) g  carbs \(n.carbs) g  fats \(n.fats) g")
        }
        return lines.joined(separator: "\n")
    }
}

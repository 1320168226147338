import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

/// A recipe as a card to read at the stove, optionally scaled to a number of
/// servings and shown in metric or imperial units.
struct RecipeCard {
    var recipe: Recipe
    var servings: Int?
    var units: MeasurementSystem?
    var style: TextStyle
    /// The foods that weigh a cup of a solid in metric; nil: volumes stay volumes.
    var foods: FoodTable? = nil

    var factor: Double { AmountPresentation.factor(of: recipe, servings: servings) }

    /// The recipe with the amounts as every face shows them (`AmountPresentation`).
    var scaledRecipe: Recipe {
        var copy = recipe
        copy.servings = servings ?? recipe.servings
        copy.ingredients = AmountPresentation.ingredients(of: recipe, servings: servings, units: units, foods: foods)
        return copy
    }

    var text: String { text(shown: scaledRecipe) }

    /// The card, `shown` being `scaledRecipe` (made once by a caller that needs both).
    func text(shown: Recipe) -> String {
        var lines: [String] = []
        // One-line fields are shown escaped (`TerminalText.line`): a line
        // feed in a title or a step is `^J`, never a line of its own.
        let line = TerminalText.line
        var title = style.bold(line(recipe.title))
        if recipe.isFavourite { title += " " + style.warn(style.favouriteMark) }
        if recipe.isArchived { title += " " + style.dim("(archived)") }
        lines.append(title)
        var facts = [recipe.category.rawValue.lowercased(), "serves \(shown.servings)"]
        if servings != nil, shown.servings != recipe.servings { facts[1] += " (scaled from \(recipe.servings))" }
        if let prep = recipe.prepTime { facts.append("prep \(line(prep))") }
        if let cook = recipe.cookTime { facts.append("cook \(line(cook))") }
        lines.append(facts.joined(separator: " \(style.unicode ? "·" : "|") "))
        if !recipe.tags.isEmpty { lines.append("tags: " + recipe.tags.map(line).joined(separator: ", ")) }
        if let url = recipe.sourceUrl {
            lines.append("source: " + line(url) + (recipe.sourcePlatform.map { " (\($0.rawValue))" } ?? ""))
        }
        if let caption = recipe.caption, !caption.isEmpty {
            // The caption, the one text of several lines, behind a bar as in
            // the file: none of its lines can pass for a heading or an
            // ingredient of the card.
            lines.append("")
            lines += caption.split(separator: "\n", omittingEmptySubsequences: false).map {
                "  " + style.dim("| " + line(String($0)))
            }
        }
        if !shown.ingredients.isEmpty {
            lines += ["", style.accent("Ingredients")]
            for ingredient in shown.ingredients {
                var text = "  \(style.bullet) "
                if !ingredient.amount.isEmpty { text += style.bold(line(ingredient.amount)) + " " }
                text += line(ingredient.name)
                if let notes = ingredient.notes, !notes.isEmpty { text += ", " + line(notes) }
                lines.append(text)
            }
        }
        if !recipe.steps.isEmpty {
            lines += ["", style.accent("Steps")]
            for (position, step) in recipe.steps.enumerated() {
                let stepText = units.map { TemperatureText.converted(step.text, to: $0) } ?? step.text
                var text = "  \(position + 1). \(line(stepText))"
                for timer in step.timers {
                    text += " " + style.dim("[" + line(timer.durationText) + (timer.label.map { " \(line($0))" } ?? "") + "]")
                }
                lines.append(text)
            }
        }
        if let n = recipe.nutrition {
            lines += ["", style.accent("Nutrition per serving")]
            lines.append("  \(n.calories) kcal  protein \(n.protein) g  carbs \(n.carbs) g  fats \(n.fats) g")
        }
        return lines.joined(separator: "\n")
    }
}

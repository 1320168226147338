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

    /// The card in one text, made the size it needs: a huge recipe's
    /// ingredients are presented one at a time (never a second list of
    /// them) and no line is kept apart from the text.
    var text: String {
        var whole = ""
        write(inPiecesOf: .max) { whole += $0 }
        return whole
    }

    /// The bytes of a piece of the card `write(inPiecesOf:_:)` hands on
    /// for printing: a few lines' worth, so that printing a huge card never
    /// holds more than this of it.
    static let pieceSize = 1 << 16

    /// Writes the card as it goes and hands it to `write` in pieces of
    /// about `pieceSize` bytes (more by at most a line), each ending at the
    /// end of a line; the pieces joined are the card. With `.max`, one
    /// piece, made the size it needs.
    func write(inPiecesOf pieceSize: Int, _ write: (String) -> Void) {
        var pieces = LinePieces(
            size: pieceSize, layout: .joined, reserve: pieceSize == .max ? Self.plainSize(of: recipe) : pieceSize)
        func add(_ line: String) { pieces.add(line, write) }
        // One-line fields are shown escaped (`TerminalText.line`): a line
        // feed in a title or a step is `^J`, never a line of its own.
        let line = TerminalText.line
        var title = style.bold(line(recipe.title))
        if recipe.isFavourite { title += " " + style.warn(style.favouriteMark) }
        if recipe.isArchived { title += " " + style.dim("(archived)") }
        add(title)
        let shownServings = servings ?? recipe.servings
        var facts = [recipe.category.rawValue.lowercased(), "serves \(shownServings)"]
        if servings != nil, shownServings != recipe.servings { facts[1] += " (scaled from \(recipe.servings))" }
        if let prep = recipe.prepTime { facts.append("prep \(line(prep))") }
        if let cook = recipe.cookTime { facts.append("cook \(line(cook))") }
        add(facts.joined(separator: " \(style.unicode ? "·" : "|") "))
        if !recipe.tags.isEmpty { add("tags: " + recipe.tags.map(line).joined(separator: ", ")) }
        if let url = recipe.sourceUrl {
            add("source: " + line(url) + (recipe.sourcePlatform.map { " (\($0.rawValue))" } ?? ""))
        }
        if let caption = recipe.caption, !caption.isEmpty {
            // The caption, the one text of several lines, behind a bar as in
            // the file: none of its lines can pass for a heading or an
            // ingredient of the card.
            add("")
            for captionLine in caption.split(separator: "\n", omittingEmptySubsequences: false) {
                add("  " + style.dim("| " + line(String(captionLine))))
            }
        }
        if !recipe.ingredients.isEmpty {
            add("")
            add(style.accent("Ingredients"))
            AmountPresentation.forEachIngredient(of: recipe, servings: servings, units: units, foods: foods) { ingredient in
                add("  \(style.bullet) ")
                if !ingredient.amount.isEmpty { pieces.extend(style.bold(line(ingredient.amount)) + " ") }
                pieces.extend(line(ingredient.name))
                if let notes = ingredient.notes, !notes.isEmpty { pieces.extend(", " + line(notes)) }
            }
        }
        if !recipe.steps.isEmpty {
            add("")
            add(style.accent("Steps"))
            for (position, step) in recipe.steps.enumerated() {
                let stepText = units.map { TemperatureText.converted(step.text, to: $0) } ?? step.text
                add("  \(position + 1). \(line(stepText))")
                for timer in step.timers {
                    pieces.extend(" " + style.dim("[" + line(timer.durationText) + (timer.label.map { " \(line($0))" } ?? "") + "]"))
                }
            }
        }
        if let n = recipe.nutrition {
            add("")
            add(style.accent("Nutrition per serving"))
            add("  \(n.calories) kcal  protein \(n.protein) g  carbs \(n.carbs) g  fats \(n.fats) g")
        }
        pieces.finish(write)
    }

    /// About the size of the card without styles: the texts it shows and a
    /// few bytes a line, so that a huge recipe's card is made in one piece
    /// the size it needs (a guess of 48 bytes a line was half again too much
    /// for short lines; styles or scaling that lengthen it make it grow once).
    static func plainSize(of recipe: Recipe) -> Int {
        var size = 256 + recipe.title.utf8.count + 2 * (recipe.caption?.utf8.count ?? 0)
        for ingredient in recipe.ingredients {
            // "\n  • AMOUNT NAME, NOTES"
            size += 10 + ingredient.amount.utf8.count + ingredient.name.utf8.count + (ingredient.notes?.utf8.count ?? 0)
        }
        for step in recipe.steps {
            // "\n  N. TEXT [10 min LABEL]"
            size += 16 + step.text.utf8.count
            for timer in step.timers { size += 24 + (timer.label?.utf8.count ?? 0) }
        }
        // A margin for what escaping adds (`^J` for a line feed).
        return size + size / 16
    }
}

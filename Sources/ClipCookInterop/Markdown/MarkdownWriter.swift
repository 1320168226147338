import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// A recipe as print-friendly Markdown (CommonMark): the title, a line of
/// facts, the source, the caption as a quote, the ingredients (amounts in
/// bold, scaled to `servings` when given), numbered steps with their timers,
/// and the nutrition per serving as a table. Text from the recipe is escaped
/// so that it prints as written. Amounts are shown as every face shows them
/// (`AmountPresentation`), in `units` (nil: as written) with `foods` to
/// weigh a cup of a solid in metric.
public enum MarkdownWriter {
    public static func write(_ recipe: Recipe, servings: Int? = nil, units: MeasurementSystem? = nil, foods: FoodTable? = nil) -> String {
        var whole = ""
        write(recipe, servings: servings, units: units, foods: foods, inPiecesOf: .max) { whole += $0 }
        return whole
    }

    /// The same text handed to `emit` in pieces of about `pieceSize` bytes
    /// (more by at most a line), each ending with a line feed; the pieces
    /// joined are `write`'s text. Each ingredient is presented as it is
    /// written: neither a list of the presented ingredients nor the whole
    /// text is held (a huge recipe's Markdown took 14.5× its file with
    /// both, and a list of its lines).
    public static func write(
        _ recipe: Recipe, servings: Int?, units: MeasurementSystem?, foods: FoodTable?, inPiecesOf pieceSize: Int,
        _ emit: (String) -> Void
    ) {
        var pieces = LinePieces(size: pieceSize, layout: .terminated, reserve: 0)
        func add(_ line: String) { pieces.add(line, emit) }
        var shownServings = recipe.servings
        if let servings, servings >= 1, recipe.servings >= 1 { shownServings = servings }
        add("# " + escape(recipe.title))
        add("")
        var facts = [recipe.category.rawValue, "serves \(shownServings)"]
        if shownServings != recipe.servings { facts[1] += " (scaled from \(recipe.servings))" }
        if let prep = recipe.prepTime { facts.append("prep " + escape(prep)) }
        if let cook = recipe.cookTime { facts.append("cook " + escape(cook)) }
        add("*" + facts.joined(separator: " · ") + "*")
        if !recipe.tags.isEmpty {
            add("")
            add("Tags: " + recipe.tags.map { escape($0) }.joined(separator: ", "))
        }
        if let url = recipe.sourceUrl {
            let platform = recipe.sourcePlatform.map { " (\($0.rawValue))" } ?? ""
            add("")
            add("Source: <" + url.filter { $0 != "<" && $0 != ">" && !$0.isWhitespace } + ">" + platform)
        }
        if let caption = recipe.caption, !caption.isEmpty {
            add("")
            for line in caption.split(separator: "\n", omittingEmptySubsequences: false) {
                add(line.isEmpty ? ">" : "> " + escape(String(line), lineStart: true))
            }
        }
        if !recipe.ingredients.isEmpty {
            ["", "## Ingredients", ""].forEach(add)
            let ingredients = recipe.ingredients
            var index = 0
            AmountPresentation.forEachIngredient(of: recipe, servings: servings, units: units, foods: foods) { shown in
                var line = "- "
                if !shown.amount.isEmpty { line += "**" + escape(shown.amount) + "** " }
                line += escape(shown.name)
                if index < ingredients.count, let notes = ingredients[index].notes, !notes.isEmpty { line += ", " + escape(notes) }
                index += 1
                add(line)
            }
        }
        if !recipe.steps.isEmpty {
            ["", "## Steps", ""].forEach(add)
            for (position, step) in recipe.steps.enumerated() {
                var line = "\(position + 1). " + escape(step.text)
                for timer in step.timers {
                    line += " *(timer " + DurationText.format(seconds: timer.seconds) + (timer.label.map { " " + escape($0) } ?? "") + ")*"
                }
                add(line)
            }
        }
        if let n = recipe.nutrition {
            [
                "", "## Nutrition per serving", "", "| calories | protein | carbs | fats |", "|---:|---:|---:|---:|",
                "| \(n.calories) kcal | \(n.protein) g | \(n.carbs) g | \(n.fats) g |",
            ].forEach(add)
        }
        pieces.finish(emit)
    }

    /// Backslash before the characters Markdown would read as markup, and
    /// control characters dropped (a line break would end the line).
    package static func escape(_ text: String, lineStart: Bool = false) -> String {
        var out = ""
        for c in text {
            if let ascii = c.asciiValue, ascii < 0x20 || ascii == 0x7F {
                out.append(" ")
                continue
            }
            if "\\`*_[]<>#|".contains(c) { out.append("\\") }
            out.append(c)
        }
        // "1. " or "- " at the start of a line would start a list, "~~~" a fence.
        if lineStart, let first = out.first, first == "-" || first == "+" || first == "=" || first == "~" || first.isNumber {
            if first.isNumber {
                let digits = out.prefix(while: { $0.isNumber })
                let rest = out.dropFirst(digits.count)
                if rest.hasPrefix(".") || rest.hasPrefix(")") { return digits + "\\" + rest }
            } else {
                return "\\" + out
            }
        }
        return out
    }
}

import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// A recipe as RecipeMD 2.x (the reverse of `RecipeMDReader`): the title,
/// the caption as the description, the category and tags as the tags
/// (category first), the servings as the yield, the ingredients with their
/// amounts in emphasis, then the steps as a numbered list. RecipeMD has no
/// place for the prep and cook times, the source, thumbnail, nutrition,
/// timers and flags; they are left out.
public enum RecipeMDWriter {
    public static func write(_ recipe: Recipe) -> String {
        var lines = ["# " + MarkdownWriter.escape(recipe.title), ""]
        if let caption = recipe.caption, !caption.isEmpty {
            for line in caption.split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append(MarkdownWriter.escape(line.trimmingBlanks(), lineStart: true))
            }
            lines.append("")
        }
        let tags = [recipe.category.rawValue.lowercased()] + recipe.tags
        lines += ["*" + tags.map { MarkdownWriter.escape($0) }.joined(separator: ", ") + "*", ""]
        lines += ["**\(recipe.servings) \(recipe.servings == 1 ? "serving" : "servings")**", "", "---", ""]
        for ingredient in recipe.ingredients {
            var line = "- "
            if !ingredient.amount.isEmpty { line += "*" + MarkdownWriter.escape(ingredient.amount) + "* " }
            line += name(ingredient)
            if let notes = ingredient.notes, !notes.isEmpty { line += ", " + MarkdownWriter.escape(notes) }
            lines.append(line)
        }
        lines += ["", "---", ""]
        for (index, step) in recipe.steps.enumerated() {
            lines.append("\(index + 1). " + MarkdownWriter.escape(step.text))
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// An ingredient's name as the item's text: escaped so that it opens no
    /// block (`- -`, `- ~~~`) and no character reference (`&#32;`) turns
    /// it into blanks, since the reader refuses an item without a name; a
    /// name of control characters only is written as U+FFFD.
    package static func name(_ ingredient: Ingredient) -> String {
        let escaped = MarkdownWriter.escape(ingredient.name, lineStart: ingredient.amount.isEmpty)
            .replacingOccurrences(of: "&", with: "\\&")
        return IngredientText.collapseBlanks(escaped).isEmpty ? "\u{FFFD}" : escaped
    }

    /// Whether the title shows as text in the `# Title` heading, which the
    /// reader requires (a blank title, or one of control characters, does not).
    public static func hasTitle(_ recipe: Recipe) -> Bool {
        !IngredientText.collapseBlanks(MarkdownWriter.escape(recipe.title)).isEmpty
    }
}

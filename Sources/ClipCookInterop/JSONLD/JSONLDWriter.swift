import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// A recipe as schema.org `Recipe` JSON-LD (the reverse of
/// `JSONLDRecipeMapping`). What schema.org has no place for is left out:
/// step timers, favourite/archived flags, the AI metadata, ingredient and
/// step ids, and a prep or cook time that is not a duration (`overnight`).
public enum JSONLDWriter {
    public static func write(_ recipe: Recipe) -> String {
        var node: [String: Any] = [
            "@context": "https://schema.org",
            "@type": "Recipe",
            "name": recipe.title,
            "recipeCategory": recipe.category.rawValue,
            "recipeYield": "\(recipe.servings) \(recipe.servings == 1 ? "serving" : "servings")",
        ]
        if let caption = recipe.caption, !caption.isEmpty { node["description"] = caption }
        if let url = recipe.sourceUrl { node["url"] = url }
        if let image = recipe.thumbnail { node["image"] = image }
        if let prep = recipe.prepTime, let seconds = DurationText.seconds(in: prep) { node["prepTime"] = ISODuration.text(seconds: seconds) }
        if let cook = recipe.cookTime, let seconds = DurationText.seconds(in: cook) { node["cookTime"] = ISODuration.text(seconds: seconds) }
        if !recipe.tags.isEmpty {
            node["keywords"] = recipe.tags.contains { $0.contains(",") } ? recipe.tags as Any : recipe.tags.joined(separator: ", ")
        }
        node["recipeIngredient"] = recipe.ingredients.map(ingredientLine)
        node["recipeInstructions"] = recipe.steps.map { step -> [String: Any] in
            ["@type": "HowToStep", "text": step.text]
        }
        if let n = recipe.nutrition {
            node["nutrition"] = [
                "@type": "NutritionInformation",
                "calories": "\(n.calories) kcal",
                "proteinContent": "\(n.protein) g",
                "carbohydrateContent": "\(n.carbs) g",
                "fatContent": "\(n.fats) g",
            ]
        }
        if let created = recipe.createdAt { node["dateCreated"] = created.text }
        if let updated = recipe.updatedAt { node["dateModified"] = updated.text }
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? JSONSerialization.data(withJSONObject: node, options: options),
            let text = String(data: data, encoding: .utf8)
        else { return "{}\n" }
        return text + "\n"
    }

    /// `500 g chicken breast, sliced thin`.
    package static func ingredientLine(_ ingredient: Ingredient) -> String {
        var line = ingredient.amount.isEmpty ? ingredient.name : ingredient.amount + " " + ingredient.name
        if let notes = ingredient.notes, !notes.isEmpty { line += ", " + notes }
        return line
    }
}

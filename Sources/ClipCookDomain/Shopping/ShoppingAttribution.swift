import ClipCookCore
import ClipCookLanguage

/// How a list item names the recipes it is for. One recipe: `recipeId` is
/// its id and `recipeName` its title, as in the app. An item merged from
/// several recipes lists all of them, separated by `, `, in both fields
/// (`[recipe banana-bread, buttermilk-pancakes] [from "Banana Bread, Buttermilk Pancakes"]`).
public enum ShoppingAttribution {
    public static let separator = ", "

    /// The recipe ids of an item.
    public static func ids(of item: ShoppingItem) -> [String] {
        guard let ids = item.recipeId else { return [] }
        return ids.components(separatedBy: separator).map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
    }

    /// The item with `recipes` added to its attribution (those it does not name yet).
    public static func adding(_ recipes: [RecipeReference], to item: ShoppingItem) -> ShoppingItem {
        var ids = ids(of: item)
        var names = item.recipeName.map { [$0] } ?? []
        for recipe in recipes where !ids.contains(recipe.id) {
            ids.append(recipe.id)
            names.append(recipe.title)
        }
        var result = item
        result.recipeId = ids.isEmpty ? nil : ids.joined(separator: separator)
        result.recipeName = names.isEmpty ? nil : names.joined(separator: separator)
        return result
    }
}

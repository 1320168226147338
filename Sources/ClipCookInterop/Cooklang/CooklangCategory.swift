import Foundation
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// Which of the model's four categories a Cooklang file's `category`,
/// `course`, `meal` and `tags` metadata choose, as people write them:
/// `course: dessert`, `tags: [cake, chocolate]`, `meal: Brunch`.
///
/// The first of these that names a category decides: `category` (then
/// `course`, then `meal`), then the tags in order. A value names a category
/// when it is one (`Snack`, `lunch`), or when one of its words is a word of
/// the table below (`Main Course`, `Christmas cookies`). Otherwise the
/// recipe is a dinner.
package enum CooklangCategory {
    /// Words of courses and dishes, each with the category it goes to.
    package static let words: [String: RecipeCategory] = {
        var table: [String: RecipeCategory] = [:]
        let groups: [(RecipeCategory, [String])] = [
            (
                .breakfast,
                [
                    "breakfast", "brunch", "pancake", "pancakes", "waffle", "waffles", "porridge", "oatmeal",
                    "granola", "muesli", "omelette", "omelet", "crepe", "crepes", "crêpe", "crêpes",
                ]
            ),
            (.lunch, ["lunch", "luncheon", "sandwich", "sandwiches", "wrap", "wraps"]),
            (.dinner, ["dinner", "supper", "main", "mains", "entree", "entrée", "entrees", "entrées"]),
            (
                .snack,
                [
                    "snack", "snacks", "dessert", "desserts", "cake", "cakes", "cookie", "cookies", "biscuit",
                    "biscuits", "brownie", "brownies", "pudding", "puddings", "sweet", "sweets", "treat", "treats",
                    "pastries", "candy", "confectionery", "baking", "appetizer",
                    "appetizers", "appetiser", "appetisers", "starter", "starters", "dip", "dips", "muffin",
                    "muffins", "cupcake", "cupcakes", "ice cream", "sorbet", "fingerfood", "finger food",
                ]
            ),
        ]
        for (category, names) in groups {
            for name in names { table[name] = category }
        }
        return table
    }()

    package static func category(of recipe: CooklangMetadataIndex) -> RecipeCategory {
        var values: [String] = []
        for key in ["category", "course", "meal"] { values += recipe.metadata(key)?.items ?? [] }
        values += recipe.metadata("tags", "tag")?.items ?? []
        for value in values {
            if let found = category(named: value) { return found }
        }
        return .dinner
    }

    /// The category a value names: itself, or one of its words (or two-word phrases).
    package static func category(named value: String) -> RecipeCategory? {
        if let exact = RecipeCategory.lenient(value.trimmingCharacters(in: .whitespaces)) { return exact }
        let lower = value.lowercased()
        if let whole = words[lower.trimmingCharacters(in: .whitespaces)] { return whole }
        let parts = lower.split(whereSeparator: { !$0.isLetterQuickly }).map(String.init)
        for (index, word) in parts.enumerated() {
            if index + 1 < parts.count, let pair = words[word + " " + parts[index + 1]] { return pair }
            if let found = words[word] { return found }
        }
        return nil
    }
}

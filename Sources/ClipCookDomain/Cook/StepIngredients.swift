import ClipCookCore
import ClipCookLanguage

/// Which ingredients a step uses, by the words of their names in the step's
/// text, singular or plural ("tomatoes" finds "tomato"). A word that names
/// only one of the recipe's ingredients is enough ("the chicken" finds
/// "chicken breast"); a word several share ("baking" in "baking powder" and
/// "baking soda") counts only with the rest of the name.
package enum StepIngredients {
    /// Words too common in steps to identify an ingredient, beyond the
    /// linter's filler words.
    package static let weakWords: Set<String> = ["all", "purpose", "mix", "pan", "bowl", "pot", "water", "heat"]

    /// The indices of `ingredients` that `text` uses, in recipe order.
    package static func used(by text: String, in ingredients: [Ingredient]) -> [Int] {
        let vocabulary = Set(Words.split(text).map(Words.singular))
        let keys = ingredients.map { ingredient in
            IngredientMention.keyWords(of: ingredient.name).filter { !weakWords.contains($0) || ingredient.name.lowercased() == $0 }
        }
        var owners: [String: Int] = [:]
        for words in keys {
            for word in Set(words) { owners[word, default: 0] += 1 }
        }
        return keys.indices.filter { index in
            let words = keys[index]
            guard !words.isEmpty else { return false }
            if words.allSatisfy(vocabulary.contains) { return true }
            return words.contains { vocabulary.contains($0) && owners[$0] == 1 }
        }
    }
}

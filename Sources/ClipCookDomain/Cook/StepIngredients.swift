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
    ///
    /// Two passes over the ingredients, each working out an ingredient's
    /// key words afresh: the first counts how many ingredients name each of
    /// the step's words (only the step's words: that is all the second pass
    /// asks), the second picks. Nothing is kept an ingredient, so a recipe
    /// of a million lines costs the step's words (issue 40).
    package static func used(by text: String, in ingredients: [Ingredient]) -> [Int] {
        let vocabulary = Set(Words.split(text).map(Words.singular))
        guard !vocabulary.isEmpty else { return [] }
        var owners: [String: Int] = [:]
        for ingredient in ingredients {
            for word in Set(keyWords(of: ingredient)) where vocabulary.contains(word) { owners[word, default: 0] += 1 }
        }
        var used: [Int] = []
        for (index, ingredient) in ingredients.enumerated() {
            let words = keyWords(of: ingredient)
            guard !words.isEmpty else { continue }
            if words.allSatisfy(vocabulary.contains) || words.contains(where: { vocabulary.contains($0) && owners[$0] == 1 }) {
                used.append(index)
            }
        }
        return used
    }

    /// The words of an ingredient's name that can identify it in a step.
    static func keyWords(of ingredient: Ingredient) -> [String] {
        IngredientMention.keyWords(of: ingredient.name).filter { !weakWords.contains($0) || ingredient.name.lowercased() == $0 }
    }
}

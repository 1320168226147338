/// Whether a step's text mentions an ingredient: one of the significant
/// words of its name, singular or plural ("tomatoes" matches "tomato").
enum IngredientMention {
    /// Words that say nothing about which ingredient is meant.
    static let fillerWords: Set<String> = [
        "and", "or", "of", "the", "a", "an", "with", "to", "for", "in", "on", "into", "as", "at", "by",
        "fresh", "freshly", "large", "small", "medium", "big", "extra", "whole", "ground", "dried", "dry",
        "chopped", "minced", "sliced", "diced", "grated", "optional", "some", "more", "few",
        "plus", "taste", "good", "quality", "raw", "cooked", "frozen", "ripe", "organic",
    ]

    /// The words of `name` that identify the ingredient, singular.
    static func keyWords(of name: String) -> [String] {
        Words.split(name).filter { $0.count >= 3 && !fillerWords.contains($0) && !$0.allSatisfy(\.isNumber) }
            .map(Words.singular)
    }

    /// The singular words of every step, for lookup.
    static func vocabulary(of steps: [Step]) -> Set<String> {
        var words: Set<String> = []
        for step in steps {
            for word in Words.split(step.text) { words.insert(Words.singular(word)) }
        }
        return words
    }
}

import ClipCookCore
import ClipCookLanguage

/// Whether a step's text mentions an ingredient: one of the significant
/// words of its name, singular or plural ("tomatoes" matches "tomato").
package enum IngredientMention {
    /// Words that say nothing about which ingredient is meant.
    package static let fillerWords: Set<String> = [
        "and", "or", "of", "the", "a", "an", "with", "to", "for", "in", "on", "into", "as", "at", "by",
        "fresh", "freshly", "large", "small", "medium", "big", "extra", "whole", "ground", "dried", "dry",
        "chopped", "minced", "sliced", "diced", "grated", "optional", "some", "more", "few",
        "plus", "taste", "good", "quality", "raw", "cooked", "frozen", "ripe", "organic",
    ]

    /// The words of `name` that identify the ingredient, singular.
    package static func keyWords(of name: String) -> [String] {
        Words.split(name).filter { $0.count >= 3 && !fillerWords.contains($0) && !$0.allSatisfy(\.isNumber) }
            .map(Words.singular)
    }

    /// The singular words of every step, for lookup, with the ingredients
    /// that a general word stands for ("season" names salt and pepper,
    /// "cheese" parmesan).
    package static func vocabulary(of steps: [Step]) -> Set<String> {
        var words: Set<String> = []
        for step in steps {
            for word in Words.split(step.text) {
                let singular = Words.singular(word)
                words.insert(singular)
                words.formUnion(generalWords[singular] ?? [])
            }
        }
        return words
    }

    /// General words cooks use for a kind of ingredient, and the key words
    /// of the ingredients they stand for.
    package static let generalWords: [String: Set<String>] = {
        let seasoning: Set<String> = ["salt", "pepper"]
        let spice: Set<String> = [
            "cumin", "paprika", "chili", "chilli", "cinnamon", "turmeric", "coriander", "nutmeg",
            "cardamom", "clove", "allspice", "powder", "masala", "oregano", "cayenne", "ginger",
        ]
        let herb: Set<String> = [
            "parsley", "basil", "coriander", "cilantro", "thyme", "rosemary", "dill", "mint", "chive",
            "oregano", "sage", "tarragon",
        ]
        return [
            "season": seasoning, "seasoning": seasoning, "seasoned": seasoning,
            "spice": spice, "spiced": spice,
            "herb": herb,
            "cheese": [
                "parmesan", "cheddar", "mozzarella", "feta", "gruyere", "gruyère", "pecorino", "ricotta",
                "halloumi", "mascarpone", "gouda", "brie", "comte", "comté",
            ],
            "veg": ["carrot", "celery", "onion", "pepper", "courgette", "zucchini", "leek"],
            "vegetable": ["carrot", "celery", "onion", "pepper", "courgette", "zucchini", "leek"],
        ]
    }()

    /// Whether a step stands for every ingredient not named otherwise:
    /// "add everything else", "the remaining ingredients", "the rest of the
    /// ingredients", "all the ingredients".
    package static func coversTheRest(_ steps: [Step]) -> Bool {
        steps.contains { coversTheRest(words: Words.split($0.text)) }
    }

    /// `coversTheRest` of one step's words (`Words.split` of its text).
    package static func coversTheRest(words: [String]) -> Bool {
        func isIngredients(_ word: String) -> Bool { word == "ingredient" || word == "ingredients" }
        for (k, word) in words.enumerated() {
            if word == "everything" { return true }
            let next = k + 1 < words.count ? words[k + 1] : ""
            let afterNext = k + 2 < words.count ? words[k + 2] : ""
            if word == "remaining" || word == "other" || word == "all",
                isIngredients(next) || (next == "the" && isIngredients(afterNext))
            {
                return true
            }
            if word == "rest", next == "of", afterNext == "the" || isIngredients(afterNext) { return true }
        }
        return false
    }

    /// `vocabulary(of:)` of steps already split into words, or nil when a
    /// step stands for the rest (`coversTheRest`): each step is split once.
    package static func vocabulary(ofSplit steps: [Step]) -> Set<String>? {
        let split = steps.map { Words.split($0.text) }
        if split.contains(where: { coversTheRest(words: $0) }) { return nil }
        var words: Set<String> = []
        for stepWords in split {
            for word in stepWords {
                let singular = Words.singular(word)
                words.insert(singular)
                if let general = generalWords[singular] { words.formUnion(general) }
            }
        }
        return words
    }
}

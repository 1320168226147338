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

    /// The singular words of every step, for lookup, with the ingredients
    /// that a general word stands for ("season" names salt and pepper,
    /// "cheese" parmesan).
    static func vocabulary(of steps: [Step]) -> Set<String> {
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
    static let generalWords: [String: Set<String>] = {
        let seasoning: Set<String> = ["salt", "pepper"]
        let spice: Set<String> = ["cumin", "paprika", "chili", "chilli", "cinnamon", "turmeric", "coriander", "nutmeg",
                                  "cardamom", "clove", "allspice", "powder", "masala", "oregano", "cayenne", "ginger"]
        let herb: Set<String> = ["parsley", "basil", "coriander", "cilantro", "thyme", "rosemary", "dill", "mint", "chive",
                                 "oregano", "sage", "tarragon"]
        return [
            "season": seasoning, "seasoning": seasoning, "seasoned": seasoning,
            "spice": spice, "spiced": spice,
            "herb": herb,
            "cheese": ["parmesan", "cheddar", "mozzarella", "feta", "gruyere", "gruyère", "pecorino", "ricotta",
                       "halloumi", "mascarpone", "gouda", "brie", "comte", "comté"],
            "veg": ["carrot", "celery", "onion", "pepper", "courgette", "zucchini", "leek"],
            "vegetable": ["carrot", "celery", "onion", "pepper", "courgette", "zucchini", "leek"],
        ]
    }()

    /// Whether a step stands for every ingredient not named otherwise:
    /// "add everything else", "the remaining ingredients", "the rest of the
    /// ingredients", "all the ingredients".
    static func coversTheRest(_ steps: [Step]) -> Bool {
        steps.contains { step in
            let words = Words.split(step.text)
            for (k, word) in words.enumerated() {
                if word == "everything" { return true }
                let next = k + 1 < words.count ? words[k + 1] : ""
                let afterNext = k + 2 < words.count ? words[k + 2] : ""
                let ingredients = ["ingredient", "ingredients"]
                if ["remaining", "other", "all"].contains(word),
                   ingredients.contains(next) || (next == "the" && ingredients.contains(afterNext)) { return true }
                if word == "rest", next == "of", afterNext == "the" || ingredients.contains(afterNext) { return true }
            }
            return false
        }
    }
}

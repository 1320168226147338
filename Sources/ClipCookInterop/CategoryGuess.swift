import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// Which of the model's four categories a recipe from the web belongs to,
/// guessed from its words (a page's `recipeCategory`, `recipeCuisine` and
/// keywords, a caption's title and hashtags): the meal named outright
/// (`breakfast`, `dessert`, `main course`, `desayuno`...) wins, then the
/// kind of dish (`pancakes`, `overnight oats` -> breakfast; `cookies`,
/// `cake`, `brownies` -> snack; `sandwich`, `salad` -> lunch; `curry`,
/// `lasagna` -> dinner). Words are matched whole (`pie` is not in
/// `piece`), in English, Spanish, French, Italian, Portuguese and German.
package enum CategoryGuess {
    package struct Guess: Equatable {
        package var category: RecipeCategory
        /// The words that decided it ("overnight oats").
        package var word: String
    }

    /// Meals named outright.
    package static let meals: [(String, RecipeCategory)] = [
        ("breakfast", .breakfast), ("brunch", .breakfast), ("desayuno", .breakfast), ("petit-déjeuner", .breakfast),
        ("petit déjeuner", .breakfast), ("frühstück", .breakfast), ("colazione", .breakfast), ("café da manhã", .breakfast),
        ("pequeno-almoço", .breakfast),
        ("lunch", .lunch), ("almuerzo", .lunch), ("déjeuner", .lunch), ("mittagessen", .lunch), ("pranzo", .lunch),
        ("almoço", .lunch), ("lunchbox", .lunch),
        ("dinner", .dinner), ("supper", .dinner), ("main course", .dinner), ("main dish", .dinner), ("mains", .dinner),
        ("main", .dinner), ("entree", .dinner), ("entrée", .dinner), ("cena", .dinner), ("dîner", .dinner),
        ("abendessen", .dinner), ("jantar", .dinner), ("plat principal", .dinner), ("secondo", .dinner),
        ("snack", .snack), ("snacks", .snack), ("dessert", .snack), ("desserts", .snack), ("appetizer", .snack),
        ("appetizers", .snack), ("starter", .snack), ("starters", .snack), ("merienda", .snack), ("goûter", .snack),
        ("postre", .snack), ("postres", .snack), ("sobremesa", .snack), ("lanche", .snack), ("merenda", .snack),
        ("dolce", .snack), ("dolci", .snack), ("nachtisch", .snack), ("baking", .snack), ("treat", .snack), ("treats", .snack),
    ]

    /// Kinds of dish.
    package static let dishes: [(String, RecipeCategory)] = [
        ("overnight oats", .breakfast), ("pancake", .breakfast), ("pancakes", .breakfast), ("waffle", .breakfast),
        ("waffles", .breakfast), ("porridge", .breakfast), ("oatmeal", .breakfast), ("granola", .breakfast),
        ("french toast", .breakfast), ("omelette", .breakfast), ("omelet", .breakfast), ("scrambled eggs", .breakfast),
        ("smoothie bowl", .breakfast), ("chia pudding", .breakfast), ("crêpes", .breakfast), ("crepes", .breakfast),
        ("tortitas", .breakfast), ("panquecas", .breakfast), ("avena", .breakfast), ("breakfast burrito", .breakfast),
        ("eggs benedict", .breakfast), ("shakshuka", .breakfast), ("bagel", .breakfast), ("muesli", .breakfast),
        ("cake", .snack), ("cakes", .snack), ("cupcake", .snack), ("cupcakes", .snack), ("cookie", .snack),
        ("cookies", .snack), ("biscuits", .snack), ("brownie", .snack), ("brownies", .snack), ("blondies", .snack),
        ("cheesecake", .snack), ("muffin", .snack), ("muffins", .snack), ("tart", .snack), ("pie", .snack),
        ("fudge", .snack), ("ice cream", .snack), ("energy balls", .snack), ("energy bites", .snack), ("bliss balls", .snack),
        ("protein balls", .snack), ("truffles", .snack), ("macarons", .snack), ("tiramisu", .snack), ("mousse", .snack),
        ("pudding", .snack), ("dip", .snack), ("hummus", .snack), ("popcorn", .snack), ("bars", .snack),
        ("banana bread", .snack), ("scones", .snack), ("donuts", .snack), ("doughnuts", .snack), ("gâteau", .snack),
        ("galletas", .snack), ("bizcocho", .snack), ("pastel", .snack), ("tarta", .snack), ("torta", .snack),
        ("biscotti", .snack), ("bolo", .snack), ("biscoitos", .snack), ("kuchen", .snack), ("kekse", .snack),
        ("sandwich", .lunch), ("sandwiches", .lunch), ("wrap", .lunch), ("wraps", .lunch), ("salad", .lunch),
        ("ensalada", .lunch), ("salade", .lunch), ("insalata", .lunch), ("salada", .lunch), ("grain bowl", .lunch),
        ("buddha bowl", .lunch), ("poke bowl", .lunch), ("quesadilla", .lunch), ("toastie", .lunch), ("panini", .lunch),
        ("curry", .dinner), ("lasagna", .dinner), ("lasagne", .dinner), ("stew", .dinner), ("roast", .dinner),
        ("risotto", .dinner), ("casserole", .dinner), ("stir fry", .dinner), ("stir-fry", .dinner), ("pasta", .dinner),
        ("tacos", .dinner), ("chili", .dinner), ("steak", .dinner),
    ]

    /// The guess from texts in order of weight (the page's category first):
    /// a meal named in any of them beats a kind of dish.
    package static func guess(_ texts: [String]) -> Guess? {
        let words = texts.map(Self.words)
        for table in [meals, dishes] {
            for text in words {
                // The longest phrase first: "main course" before "main".
                var best: (String, RecipeCategory)?
                for (phrase, category) in table where contains(text, phrase) {
                    if best == nil || phrase.count > (best?.0.count ?? 0) { best = (phrase, category) }
                }
                if let best { return Guess(category: best.1, word: best.0) }
            }
        }
        return nil
    }

    /// The text lowercased, its words separated by single spaces (hashtag
    /// marks, punctuation and emoji are separators; `-` inside a word stays).
    package static func words(_ text: String) -> [Substring] {
        let lower = text.prefix(2_000).lowercased()
        return lower.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "'") })
    }

    package static func contains(_ words: [Substring], _ phrase: String) -> Bool {
        let wanted = phrase.split(separator: " ")
        guard let first = wanted.first, wanted.count <= words.count else { return false }
        var i = 0
        while i + wanted.count <= words.count {
            if words[i] == first, Array(words[i..<i + wanted.count]) == wanted { return true }
            i += 1
        }
        return false
    }
}

/// The words `IngredientLineReader` knows about the text around a food's
/// name: what prepares it, what sizes it, what qualifies a unit, and the
/// count units that may follow the food (`6 garlic cloves`).
package enum IngredientWords {
    /// What a cook does to a food before it goes in: notes, not the name
    /// (`2 tsp minced garlic` → garlic, notes minced).
    package static let preparation: Set<String> = [
        "chopped", "minced", "diced", "sliced", "grated", "shredded", "crumbled", "melted", "softened", "beaten",
        "whisked", "peeled", "crushed", "cubed", "halved", "quartered", "trimmed", "rinsed", "drained", "cooked",
        "uncooked", "toasted", "packed", "sifted", "cooled", "chilled", "thawed", "defrosted", "washed",
        "scrubbed", "zested", "juiced", "pitted", "seeded", "deseeded", "stemmed", "cored", "split", "mashed",
        "pureed", "puréed", "julienned", "smashed", "squeezed", "separated", "torn", "picked", "shaved",
        "warmed", "stoned", "skinned", "boned", "hulled", "segmented", "snipped", "blanched", "spiralized",
        "spiralised", "butterflied", "room-temperature", "roughly-chopped", "finely-chopped", "cracked", "boiled",
        "husked", "browned", "pressed", "broken", "dissolved", "unpeeled", "cut", "divided", "measured", "grilled",
        "crunched", "deveined", "tail-on", "tail-off", "tails-on", "tails-off", "buttered",
    ]

    /// The adverbs and joins that go with preparation words (`finely chopped`, `peeled and diced`).
    package static let preparationAdverbs: Set<String> = [
        "finely", "roughly", "coarsely", "thinly", "thickly", "freshly", "lightly", "well", "firmly", "loosely",
        "tightly", "newly", "very", "and", "&", "then", "slightly", "diagonally",
    ]

    /// Words that size a food or say how warm it is: notes, not the name.
    package static let sizes: Set<String> = [
        "small", "medium", "large", "extra-large", "x-large", "xl", "big", "jumbo", "thin", "thick", "very",
        "medium-sized", "large-sized", "small-sized", "medium-large", "small-medium", "good-sized", "generous",
        "heaped", "heaping", "level", "rounded", "scant", "cold", "warm", "lukewarm", "boiling", "ice-cold",
        "lg", "lge", "sm", "med", "md", "average", "average-sized", "very", "sized", "regular", "regular-sized", "solid",
        "med.", "lg.", "sm.", "lge.", "lrg",
        "thumb", "thumbs", "thumb-sized", "smallish", "largish", "biggish", "dessertspoon", "dessertspoons",
    ]

    /// Words that praise or single out a food without naming it (`good olive oil`, `your favourite soft cheese`,
    /// `additional rice`, `8 oz. weight cream cheese`): notes before the name.
    package static let lead: Set<String> = [
        "good", "quality", "good-quality", "high-quality", "best-quality", "top-quality", "additional", "remaining",
        "reserved", "any", "your", "favourite", "favorite", "preferred", "weight", "store-bought", "shop-bought",
        "storebought", "extra", "block", "blocks", "brick", "bricks", "pouch", "pouches", "skinless", "rindless", "tube",
        "tubes", "either", "glass", "glasses", "quantity", "shot", "shots", "desired",
    ]

    /// Words kept in the name when they stand among preparation words (`fresh chopped parsley` → fresh parsley).
    package static let kept: Set<String> = ["fresh", "dried", "frozen"]

    /// What a count counts that is not the food (`2 servings`, `6 Numbers`, `3 Nos`).
    package static let countWords: Set<String> = [
        "serving", "servings", "numbers", "nos", "nos.", "sleeve", "sleeves", "portion", "portions", "spoon", "spoons",
    ]

    /// How ripe a food is and where it was made: notes before the food (`ripe mango`, `homemade pesto`).
    package static let states: Set<String> = [
        "ripe", "homemade", "home-made", "overripe", "over-ripe", "leftover", "stale", "purchased",
    ]

    /// Parts a cook takes off a food (`serrano chile stem removed`): with `removed` after them, a note.
    package static let removedParts: Set<String> = [
        "stem", "stems", "seeds", "seed", "skin", "skins", "core", "cores", "pit", "pits", "tails", "shells", "bones", "rind", "fat",
    ]

    /// Herbs whose leaves are what a recipe uses and the herb what is bought (`basil leaves` → basil).
    package static let herbs: Set<String> = [
        "basil", "mint", "parsley", "cilantro", "coriander", "oregano", "thyme", "sage", "rosemary", "tarragon", "dill",
        "marjoram", "chervil",
    ]

    /// Adjectives a recipe lists before a name with commas (`crisp, sweet apples`).
    package static let listedAdjectives: Set<String> = [
        "crisp", "sweet", "ripe", "firm", "fresh", "boneless", "skinless", "day-old", "lean", "organic", "tart",
        "young", "soft", "hard", "whole", "bone-in", "skin-on", "tender", "juicy", "good-quality", "quality",
        "unpeeled", "unsalted", "salted", "plain", "dry", "raw", "mature", "waxy", "floury", "heirloom", "long", "pure",
    ]

    /// Listed adjectives that name the kind sold, kept in the name after the list (`cold, unsalted butter`).
    package static let soldKinds: Set<String> = ["unsalted", "salted", "unsweetened", "sweetened"]

    /// Count units written after the food (`6 garlic cloves`, `10 thyme sprigs`, `2 celery sticks`).
    package static let unitsAfterName: Set<String> = [
        "clove", "cloves", "sprig", "sprigs", "stick", "sticks", "stalk", "stalks", "slice", "slices", "fillet", "fillets",
        "filet", "filets", "bulb", "bulbs", "stem", "stems",
    ]

    /// Breads that `seeded` names a kind of (`seeded wholemeal bread`, `seeded rolls`).
    package static let breads: Set<String> = [
        "bread", "loaf", "roll", "rolls", "bun", "buns", "bagel", "bagels", "rye", "wholemeal", "multigrain", "wholegrain",
        "sourdough", "baguette", "crackers", "wraps", "tortillas",
    ]

    /// Count units that follow only some foods (`2 celery ribs`; `8 short ribs` are the food).
    package static let unitsAfterFood: [String: Set<String>] = ["rib": ["celery"], "ribs": ["celery"]]

    /// Foods counted in leaves or sheets when the count unit follows them (`2 gelatine leaves`).
    package static let leafFoods: Set<String> = ["gelatine", "gelatin", "cabbage", "lettuce", "nori"]

    /// Units that hold a food bought as a pack: a size before one names the pack (`400g tin`).
    package static let packUnits: Set<String> = ["can", "tin", "pack", "jar", "sachet", "pot", "tub", "bag", "bottle", "carton", "box", "punnet"]

    /// Units that measure a little of something, read with no number before them (`Pinch black pepper`).
    package static let measureUnits: Set<String> = ["pinch", "dash", "handful", "splash", "knob", "sprinkle", "drizzle", "bunch"]

    /// Lengths before a piece (`5cm/2in piece root ginger`, `1 inch ginger root`).
    package static let lengths: Set<String> = ["cm", "mm", "in", "inch", "inches", "\"", "feet", "foot", "ft"]

    /// Phrases at the end of a name that are notes.
    package static let trailingPhrases = [
        "to taste", "to serve", "for serving", "for garnish", "optional", "of choice", "to garnish", "to glaze",
        "to decorate", "to grease", "as needed", "if needed", "or to taste", "or more to taste", "garnish",
        "any variety", "any kind", "any type", "of your choice", "to your taste", "to your liking",
    ]

    /// What a recipe counts a food for (`per sandwich`, `per person`).
    package static let servings: Set<String> = [
        "sandwich", "serving", "person", "portion", "burger", "pizza", "taco", "bowl", "glass", "cup", "plate", "guest",
    ]

    /// What a food is kept in, in a tin or a jar (`in seasoned sauce`, `in olive oil`).
    package static let packingLiquids: Set<String> = ["sauce", "oil", "juice", "water", "brine", "syrup", "liquid"]

    /// Words before which a phrase after the name begins (`oil for frying`, `tomatoes with juice`).
    package static let purposeWords: Set<String> = ["for", "with"]

    /// Products whose name begins with a preparation word: kept whole.
    package static let products: [[String]] = [
        ["crushed", "red", "pepper"], ["crushed", "red", "peppers"], ["crushed", "chili"], ["crushed", "chilli"],
        ["crushed", "chillies"], ["crushed", "red", "chili"], ["crushed", "chili", "pepper"], ["toasted", "sesame"],
        ["split", "peas"], ["split", "pea"], ["mashed", "potato"], ["mashed", "potatoes"], ["packed", "lunch"],
        ["shredded", "wheat"], ["smashed", "avocado"], ["whisked", "eggs"],
        ["cracked", "wheat"], ["boiled", "ham"], ["hard-boiled", "eggs"], ["hard-boiled", "egg"],
        ["shredded", "coconut"], ["blanched", "almond"], ["blanched", "almonds"], ["hulled", "tahini"], ["shredded", "hash"], ["ras", "el"],
        ["pitted", "dates"], ["crushed", "tomatoes"], ["sliced", "almonds"], ["minced", "beef"], ["minced", "meat"],
        ["minced", "pork"], ["minced", "lamb"], ["slivered", "almonds"], ["petite", "diced", "tomatoes"],
    ]

    /// `products` by their first word, so that a word is compared only with the products it may open.
    package static let productsByFirstWord: [String: [[String]]] = Dictionary(grouping: products) { $0[0] }

    /// Foods sold ready prepared in a tin or a pack (`400g tin chopped tomatoes`).
    package static let tinnedFoods: Set<String> = [
        "tomatoes", "tomato", "pineapple", "peaches", "pears", "nuts", "onions", "mushrooms", "olives", "beets",
        "potatoes", "carrots", "apricots", "jalapenos", "jalapeños", "chiles", "chilies", "clams",
    ]

    /// Whether a word (lowercased) is a preparation word: one of the list, or a hyphenated word ending in one (`well-toasted`).
    package static func isPreparation(_ word: String) -> Bool {
        if preparation.contains(word) { return true }
        if let dash = word.lastIndex(of: "-") {
            // thick-cut bacon, pre-cut steak: a kind sold so
            let last = word[word.index(after: dash)...]
            // fresh-ground pepper: freshly ground
            return last != "cut" && (preparation.contains(String(last)) || (word.hasPrefix("fresh") && ["ground", "cracked"].contains(last)))
        }
        return false
    }

    /// Whether a word (lowercased) may open a comma-separated list of adjectives before a name.
    package static func isListedAdjective(_ word: String) -> Bool {
        listedAdjectives.contains(word) || sizes.contains(word) || isPreparation(word)
    }
}

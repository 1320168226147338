/// What the words of an ingredient's name and of the SR28 descriptions mean
/// when an ingredient is mapped to a food (`IngredientMatch`). Everything
/// here is data: word lists and a small table of kitchen names, in one
/// place, each list saying what it is for. Words are written as the search
/// folds them (lower case, singular: "leaves" -> "leave").
package enum KitchenWords {
    // MARK: The ingredient's name

    /// Kitchen names the table spells differently. A name of several words
    /// replaces the end of an ingredient's name ("beef mince", "red bell
    /// pepper" -> "red peppers sweet"); a one-word name only the whole name,
    /// or the name after a cooking state ("cooked rice"), so that "flour
    /// tortillas" and "rice flour" stay themselves. The right side is the
    /// words to look for, not a food: the ranking still chooses among the
    /// foods holding them. Defaults a nutritionist takes for an unqualified
    /// name are written here: all-purpose wheat flour, granulated sugar,
    /// soybean oil as "vegetable oil", dry pasta for the shapes, white
    /// long-grain rice, rolled oats ("oats"), 80 % lean ground beef, green peas, sweet yellow corn.
    package static let names: [[String]: [String]] = table([
        ("flour", "wheat flour white all purpose"),
        ("plain flour", "wheat flour white all purpose"),
        ("all purpose flour", "wheat flour white all purpose"),
        ("white flour", "wheat flour white all purpose"),
        ("bread flour", "wheat flour white bread"),
        ("strong flour", "wheat flour white bread"),
        ("strong white flour", "wheat flour white bread"),
        ("strong white bread flour", "wheat flour white bread"),
        ("self raising flour", "wheat flour white all purpose self rising"),
        ("self rising flour", "wheat flour white all purpose self rising"),
        ("whole wheat flour", "wheat flour whole grain"),
        ("wholemeal flour", "wheat flour whole grain"),
        ("oil", "oil soybean salad cooking"),
        ("vegetable oil", "oil soybean salad cooking"),
        ("cooking oil", "oil soybean salad cooking"),
        ("rapeseed oil", "oil canola"),
        ("sugar", "sugars granulated"),
        ("white sugar", "sugars granulated"),
        ("caster sugar", "sugars granulated"),
        ("granulated sugar", "sugars granulated"),
        ("superfine sugar", "sugars granulated"),
        ("icing sugar", "sugars powdered"),
        ("powdered sugar", "sugars powdered"),
        ("confectioners sugar", "sugars powdered"),
        ("parmesan", "cheese parmesan"),
        ("parmesan cheese", "cheese parmesan"),
        ("parmigiano", "cheese parmesan"),
        ("parmigiano reggiano", "cheese parmesan"),
        ("pecorino", "cheese romano"),
        ("pecorino romano", "cheese romano"),
        ("pasta", "pasta"),
        ("penne", "pasta"),
        ("rigatoni", "pasta"),
        ("spaghetti", "pasta"),
        ("fusilli", "pasta"),
        ("linguine", "pasta"),
        ("tagliatelle", "pasta"),
        ("farfalle", "pasta"),
        ("fettuccine", "pasta"),
        ("macaroni", "pasta"),
        ("orzo", "pasta"),
        ("rice", "rice white long grain"),
        ("white rice", "rice white long grain"),
        ("long grain rice", "rice white long grain"),
        ("long grain white rice", "rice white long grain"),
        ("jasmine rice", "rice white long grain"),
        ("basmati rice", "rice white long grain"),
        ("brown rice", "rice brown long grain"),
        ("oats", "cereals oats regular quick dry"),
        ("porridge oats", "cereals oats regular quick dry"),
        ("ground beef", "beef ground 80 lean 20 fat"),
        ("beef mince", "beef ground 80 lean 20 fat"),
        ("minced beef", "beef ground 80 lean 20 fat"),
        ("pork mince", "pork ground"),
        ("minced pork", "pork ground"),
        ("vegetable stock", "vegetable broth"),
        ("single cream", "cream fluid light coffee"),
        ("light cream", "cream fluid light coffee"),
        ("double cream", "cream fluid heavy whipping"),
        ("heavy cream", "cream fluid heavy whipping"),
        ("whipping cream", "cream fluid heavy whipping"),
        ("sour cream", "cream sour"),
        ("soured cream", "cream sour"),
        ("chili flakes", "spices pepper red cayenne"),
        ("chilli flakes", "spices pepper red cayenne"),
        ("red pepper flakes", "spices pepper red cayenne"),
        ("crushed red pepper", "spices pepper red cayenne"),
        ("bell pepper", "peppers sweet"),
        ("capsicum", "peppers sweet"),
        ("bacon", "pork cured bacon"),
        ("panko", "bread crumbs plain"),
        ("breadcrumbs", "bread crumbs plain"),
        ("bread crumbs", "bread crumbs plain"),
        ("panko breadcrumbs", "bread crumbs plain"),
        ("nori", "seaweed laver"),
        ("peas", "peas green"),
        ("corn", "corn sweet yellow"),
        ("sweetcorn", "corn sweet yellow"),
        ("spring onions", "onions spring scallions"),
        ("green onions", "onions spring scallions"),
        ("scallions", "onions spring scallions"),
        ("zucchini", "squash summer zucchini"),
        ("courgette", "squash summer zucchini"),
        ("aubergine", "eggplant"),
        ("rocket", "arugula"),
        ("cilantro", "coriander cilantro leaves"),
        ("mint", "spearmint"),
        ("mushrooms", "mushrooms white"),
        ("button mushrooms", "mushrooms white"),
        ("sesame seeds", "seeds sesame seeds whole"),
        ("mustard", "mustard prepared yellow"),
        ("dijon mustard", "mustard prepared yellow"),
        ("mayonnaise", "mayonnaise salad dressing"),
        ("mayo", "mayonnaise salad dressing"),
        ("apple cider vinegar", "vinegar cider"),
        ("ice", "water"),
        ("ice cubes", "water"),
        ("skimmed milk", "milk nonfat"),
        ("semi skimmed milk", "milk reduced fat 2"),
        ("soy milk", "soymilk original unfortified"),
        ("soya milk", "soymilk original unfortified"),
        ("cornflour", "cornstarch"),
        ("prawns", "shrimp"),
        ("king prawns", "shrimp"),
        ("sultanas", "raisins golden seedless"),
        ("ketchup", "catsup"),
        ("tomato ketchup", "catsup"),
        ("cider vinegar", "vinegar cider"),
    ])

    /// Single words the table spells another way ("tinned" -> "canned").
    package static let spellings: [String: String] = [
        "tinned": "canned", "tin": "canned", "can": "canned", "dried": "dry", "chilli": "chili", "yoghurt": "yogurt",
        "mince": "ground", "wholemeal": "whole",
    ]

    /// The cook's work and the shopper's adjectives: they never change which
    /// food it is ("chopped", "fresh", "large", "extra virgin", "kosher").
    package static let preparation = set(
        """
        chopped diced sliced minced finely roughly coarsely thinly halved quartered cubed trimmed packed loosely softened
        melted beaten rolled fresh freshly ripe very large small medium big extra jumbo baby virgin free range organic good
        quality room temperature lukewarm boiling med lg sm sized floury waxy in of a thai italian streaky kosher sea flaky
        fine coarse table pure store bought homemade
        """)

    /// Words that may name a different food ("ground turkey", "grated
    /// parmesan", "frozen peas", "red lentils", "whole milk"): looked for
    /// first, left out one at a time (at a cost) when no food has them.
    package static let soft = set(
        """
        whole natural english instant fast action bone hot cold warm ice light dark uncooked crushed ground grated shredded
        peeled skinless boneless dried dry smoked frozen canned cooked roasted toasted pickled red white yellow green brown
        black purple golden cherry plum roma vine heirloom new russet yukon gold plain
        """)

    /// Trailing words naming a part or a cut of the food ("salmon fillet",
    /// "basil leaves", "carrot sticks", "garlic cloves").
    package static let cuts = set("half halves stalk pod thread fillet leaves leaf stick piece chunk floret sprig clove wedge")

    /// States of a food; one the ingredient names is not held against a food.
    package static let forms = set(
        """
        uncooked raw cooked boiled roasted fried baked grilled broiled steamed stewed braised canned frozen dried dry
        dehydrated smoked pickled toasted microwaved prepared
        """)

    /// Words of a lighter product ("nonfat", "fat free", "reduced fat",
    /// "96% lean / 4% fat"): such foods lose unless the name asks for one.
    package static let lighter = set("light lite low reduced nonfat lowfat skim diet calorie fat free")

    /// "light" after a comma ("Caesar dressing, light") also finds these.
    package static let lightAlternatives = set("lite low reduced calorie")

    // MARK: The table's descriptions

    /// Words naming a product made of a food ("Seeds, sesame butter",
    /// "Spices, garlic powder", "Cinnamon buns"): a food whose first
    /// segments hold one the ingredient does not name loses; one whose
    /// description starts with one ("Cookies, chocolate chip"), or whose
    /// first segment turns the ingredient into one ("Kiwi Strawberry Juice
    /// Drink" for kiwi), is not chosen.
    package static let products = set(
        """
        puree cookies pies brownie brownies bran germ butter flour meal oil juice powder paste sauce soup syrup chip spread mix drink noodle bread cake cookie
        cracker pie candy candies pudding dessert cereal sandwich vinegar dressing jam jelly topping substitute bun roll muffin
        bagel pastry biscuit waffle pancake doughnut pizza burger bar nugget stick patty loaf
        """)

    /// First segments that only file a food under a heading ("Spices,
    /// cumin seed", "Cheese, feta", "Nuts, walnuts"): the food is named by
    /// the segment after it.
    package static let headings: Set<[String]> = Set(
        [
            "spices", "nuts", "seeds", "fish", "crustaceans", "mollusks", "cheese", "beverages", "alcoholic beverage",
            "leavening agents", "soup", "sauce", "salad dressing", "oil", "vinegar", "game meat", "candies",
        ].map { FoodSearch.words($0) })

    /// Words of the plain, raw, common form: points for a food holding them.
    package static let preferred: [String: Int] = [
        "raw": 20, "plain": 4, "fresh": 6, "whole": 4, "regular": 4, "average": 6, "all": 6, "generic": 4, "most": 8,
        "enriched": 2, "fluid": 4, "only": 3, "unprepared": 3, "seedless": 3, "smooth": 2, "granulated": 2, "skinless": 3,
        "boneless": 3,
    ]

    /// Words of a cooked, preserved, processed, lighter or unusual form, or of
    /// offal: points off a food holding them when the name does not say so.
    package static let avoided: [String: Int] = [
        "cooked": 40, "boiled": 40, "roasted": 40, "fried": 40, "baked": 40, "microwaved": 40, "broiled": 40, "braised": 40,
        "stewed": 40, "steamed": 40, "grilled": 40, "heated": 40, "sauteed": 40, "prepared": 10, "drained": 4,
        "dehydrated": 20, "freeze": 20, "dried": 12, "dry": 8, "smoked": 12, "pickled": 12, "toasted": 25, "frozen": 15,
        "canned": 15, "refrigerated": 8, "stored": 5, "condensed": 10, "parboiled": 10, "precooked": 10, "instant": 8,
        "quick": 4, "glazed": 10, "sweetened": 6, "flavor": 10, "flavored": 10, "chocolate": 10, "mix": 10, "entree": 20,
        "imitation": 25, "substitute": 25, "babyfood": 40, "industrial": 30, "commodity": 25, "imported": 10, "producer": 10,
        "human": 40, "sprouted": 15, "salted": 3, "salt": 4, "sodium": 12, "hydrolyzed": 10, "fortified": 10, "calcium": 4,
        "solution": 8, "unenriched": 2, "wheat": 8, "peeled": 5, "crushed": 10, "style": 3, "chunk": 2, "hi": 5,
        "composite": 3, "recipe": 6, "goat": 10, "sheep": 10, "buffalo": 10, "greek": 5, "heart": 20, "liver": 20, "gizzard": 20,
        "giblets": 20, "brain": 20, "tongue": 20, "tripe": 20, "feet": 20, "neck": 20, "mechanically": 20,
    ]

    /// Food groups never chosen for an ingredient: dishes, restaurant and
    /// baby foods, snacks.
    package static let remoteGroups: Set<String> = [
        "Baby Foods", "Fast Foods", "Restaurant Foods", "Meals, Entrees, and Side Dishes",
        "American Indian/Alaska Native Foods", "Snacks",
    ]

    /// Words that do not make a description longer to read.
    package static let fillers = set("with and or added vitamin d a in of")

    // MARK: Helpers

    /// The folded, singular words of a list written with spaces.
    package static func set(_ text: String) -> Set<String> {
        Set(FoodSearch.words(text))
    }

    package static func table(_ pairs: [(String, String)]) -> [[String]: [String]] {
        var result: [[String]: [String]] = [:]
        for (name, words) in pairs { result[FoodSearch.words(name)] = FoodSearch.words(words) }
        return result
    }
}

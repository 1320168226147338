import ClipCookCore

/// Which foods `plan fill` may put in a snack slot as they are, and how much
/// of each: a piece of fruit, a pot of yogurt, a handful of nuts, a little
/// cheese, a glass of milk, a slice of bread; never raw meat or a raw egg,
/// flour, oil, a lemon or a spice, and never 150 g of parmesan.
///
/// A food of the table is judged by its group and the words of its name; a
/// collection's own food (no group) by the words of its name, or, when
/// they say nothing, by a portion of its own that is one serving ("1
/// bottle", "1 bowl"). Each kind has its portions: the food's own where it
/// has a fitting one (one whole fruit, one slice of bread, one large egg,
/// a pot or glass the cook gave), else a default (30 g of cheese or nuts,
/// 150 to 250 g of yogurt, 250 ml of milk). Every amount is read back
/// through the food's portions (`FoodAmount`), as the plan line will be.
package enum SnackFood {
    package enum Kind: String, Sendable {
        case fruit, driedFruit, yogurt, cottageCheese, cheese, nuts, milk, bread, crackers, boiledEgg, chocolate, cereal, serving
    }

    /// One amount a snack slot may take: as the plan line writes it ("1
    /// medium", "30 g", "250 ml") and what it weighs.
    package struct Serving: Hashable, Sendable {
        package var amount: String
        package var grams: Double
    }

    /// Words of a name that make a food something one cooks with, not a snack.
    static let cookingWords: Set<String> = [
        "flour", "oil", "butter", "margarine", "lard", "shortening", "cream", "sugar", "syrup", "spice", "powder",
        "paste", "sauce", "stock", "broth", "vinegar", "lemon", "lime", "juice", "nectar", "concentrate", "yeast", "gelatin",
        "baking", "extract", "seasoning", "condensed", "evaporated", "dressing", "meal", "dry", "dried", "imitation",
        "tofu", "tempeh", "chicken", "beef", "pork", "lamb", "mince", "ground", "fish", "salmon", "tuna", "cod", "prawn",
        "shrimp", "bacon", "ham", "turkey", "duck", "sausage", "pancetta", "anchovy", "liver",
    ]
    static let nutWords: Set<String> = [
        "nut", "almond", "cashew", "walnut", "pistachio", "hazelnut", "filbert", "pecan", "macadamia", "brazilnut", "peanut",
    ]
    static let fruitWords: Set<String> = [
        "apple", "banana", "pear", "orange", "clementine", "mandarin", "tangerine", "peach", "nectarine", "plum", "apricot",
        "kiwi", "kiwifruit", "mango", "grape", "berry", "blueberry", "strawberry", "raspberry", "blackberry", "cherry", "melon",
        "pineapple", "fig", "satsuma",
    ]
    /// Portions of a collection's own food that are one serving as it is.
    static let servingWords: Set<String> = [
        "bottle", "glass", "bowl", "bar", "pot", "pack", "packet", "serving", "piece", "can", "carton", "tub", "pouch", "cup",
    ]

    /// The portions `food` may fill a snack slot with, the smallest first;
    /// empty when it is not eaten as a snack as it is.
    package static func servings(of food: Food) -> [Serving] {
        guard let calories = food.per100g.calories, calories.isFinite, calories >= 30, food.per100g.isComplete,
            let kind = kind(of: food)
        else { return [] }
        var amounts: [String]
        switch kind {
        case .fruit:
            if let whole = FoodAmount.wholeItem(in: food.portions.filter(FoodAmount.isCount)), (50...300).contains(whole.grams / whole.amount) {
                amounts = ["1 " + whole.headWord] + (whole.grams / whole.amount < 90 ? ["2 " + whole.headWord] : [])
            } else {
                amounts = ["150 g"]
            }
        case .driedFruit: amounts = ["30 g"]
        case .yogurt: amounts = ownServing(food, in: 100...250).map { [$0] } ?? ["150 g", "200 g", "250 g"]
        case .cottageCheese: amounts = ["150 g", "200 g"]
        case .cheese, .nuts, .crackers: amounts = ownServing(food, in: 15...40).map { [$0] } ?? ["30 g"]
        case .milk: amounts = ownServing(food, in: 150...330).map { [$0] } ?? ["250 ml"]
        case .bread:
            amounts = countServing(food, named: ["slice"], in: 20...60).map { ["1 " + $0, "2 " + $0] } ?? ["40 g"]
        case .boiledEgg: amounts = countServing(food, named: ["large", "medium"], in: 35...70).map { ["1 " + $0, "2 " + $0] } ?? []
        case .chocolate: amounts = ["20 g"]
        case .cereal: amounts = ownServing(food, in: 30...80).map { [$0] } ?? ["45 g"]
        case .serving: amounts = ownServing(food, in: 15...400).map { [$0] } ?? []
        }
        return amounts.compactMap { amount in
            guard case .success(let grams) = FoodAmount.grams(amount, of: food, explaining: false), grams.isFinite, grams > 0, grams <= 400
            else { return nil }
            return Serving(amount: amount, grams: grams)
        }
    }

    /// Whether a cook's `name` names `food` plainly: each of its words is a
    /// word of the food's name ("Greek yogurt" for "Yogurt, Greek, plain,
    /// whole milk", not "very ripe bananas"), and a food of the table's
    /// snacks is named for what it is ("mixed berries" is not the mixed
    /// berry bar the table would match).
    package static func names(_ name: String, _ food: Food) -> Bool {
        let words = Set(FoodSearch.words(name))
        guard !words.isEmpty, words.isSubset(of: Set(FoodSearch.words(food.name))) else { return false }
        let snacks: Set<String> = ["bar", "chip", "crisp", "cracker", "popcorn", "pretzel", "cake", "trail"]
        return food.group != "Snacks" || !words.isDisjoint(with: snacks)
    }

    /// The kind of snack `food` is, or nil when it is not eaten as one.
    package static func kind(of food: Food) -> Kind? {
        let words = FoodSearch.words(food.name)
        guard let first = words.first else { return nil }
        let has = Set(words)
        if first == "egg" {
            return has.contains("boiled") || has.contains("hard") ? .boiledEgg : nil
        }
        if food.group.isEmpty || food.group == "Dairy and Egg Products" {
            if first == "yogurt" || has.contains("yogurt") || has.contains("yoghurt") { return has.contains("frozen") ? nil : .yogurt }
            if has.contains("cottage") { return .cottageCheese }
            if has.contains("cheese") {
                return has.isDisjoint(with: ["cream", "spread", "sauce", "food", "product", "ricotta", "mascarpone", "powder"]) ? .cheese : nil
            }
            if first == "milk" || (food.group.isEmpty && has.contains("milk")) || first == "kefir" {
                return has.isDisjoint(with: cookingWords.union(["coconut", "human", "canned", "buttermilk"])) ? .milk : nil
            }
        }
        guard has.isDisjoint(with: cookingWords) || isDriedFruit(food, has) || isDryRoastedNut(food, has) else { return nil }
        switch food.group {
        case "":
            if isDriedFruit(food, has) { return .driedFruit }
            if !has.isDisjoint(with: nutWords), !has.contains("coconut") { return .nuts }
            if !has.isDisjoint(with: fruitWords) { return .fruit }
            if has.contains("granola") || has.contains("muesli") { return .cereal }
            return .serving
        case "Fruits and Fruit Juices":
            if isDriedFruit(food, has) { return .driedFruit }
            let sour: Set<String> = ["canned", "frozen", "pie", "filling", "rhubarb", "cranberry", "olive", "plantain", "tamarind"]
            return has.isDisjoint(with: sour) ? .fruit : nil
        case "Nut and Seed Products", "Legumes and Legume Products":
            let other: Set<String> = ["coconut", "chia", "flaxseed", "sesame", "tahini", "lotus", "ginkgo", "chestnut", "milk"]
            guard has.isDisjoint(with: other) else { return nil }
            let seeds = has.contains("seed") && !has.isDisjoint(with: ["sunflower", "pumpkin", "squash"])
            return !has.isDisjoint(with: nutWords) || seeds ? .nuts : nil
        case "Baked Products":
            if first == "bread", has.isDisjoint(with: ["crumb", "stuffing", "pudding"]) { return .bread }
            return first == "cracker" || first == "crispbread" ? .crackers : nil
        case "Snacks":
            return .crackers
        case "Breakfast Cereals":
            return has.contains("granola") || has.contains("muesli") ? .cereal : nil
        case "Sweets":
            return has.contains("chocolate") && has.contains("dark") && !has.contains("coated") ? .chocolate : nil
        default:
            return nil
        }
    }

    static func isDriedFruit(_ food: Food, _ has: Set<String>) -> Bool {
        let dried: Set<String> = ["raisin", "prune", "sultana", "date"]
        let fruit = food.group == "Fruits and Fruit Juices" || (food.group.isEmpty && !has.isDisjoint(with: fruitWords.union(dried)))
        return fruit && (has.contains("dried") || !has.isDisjoint(with: dried))
            && has.isDisjoint(with: cookingWords.subtracting(["dry", "dried"]).union(["canned"]))
    }

    static func isDryRoastedNut(_ food: Food, _ has: Set<String>) -> Bool {
        ["Nut and Seed Products", "Legumes and Legume Products"].contains(food.group) && has.contains("dry") && has.contains("roasted")
            && has.isDisjoint(with: cookingWords.subtracting(["dry"]))
    }

    /// "1 pot", "1 bowl": the food's first portion counted in serving words
    /// whose weight is within `range`.
    static func ownServing(_ food: Food, in range: ClosedRange<Double>) -> String? {
        for portion in food.portions where FoodAmount.isCount(portion) && portion.amount > 0 {
            let head = FoodSearch.singular(portion.headWord)
            if servingWords.contains(head), range.contains(portion.grams / portion.amount) { return "1 " + head }
        }
        return nil
    }

    /// The head word of the food's first count portion named one of `names` within `range` grams.
    static func countServing(_ food: Food, named names: [String], in range: ClosedRange<Double>) -> String? {
        for name in names {
            if let portion = food.portions.first(where: {
                FoodAmount.isCount($0) && $0.amount > 0 && FoodSearch.singular($0.headWord) == name && range.contains($0.grams / $0.amount)
            }) {
                return FoodSearch.singular(portion.headWord)
            }
        }
        return nil
    }
}

import ClipCookCore
import ClipCookLanguage

/// Salt, pepper, water and cooking oil: always at home, whatever the pantry
/// says. A name is one of them when every word of it (without notes) is the
/// staple's word or a word that only says which kind (`sea salt`, `freshly
/// ground black pepper`, `extra virgin olive oil`, `cold water`, `salt and
/// pepper`); `bell pepper`, `sesame oil` and `coconut water` are not.
public enum PantryStaples {
    package static let staples: Set<String> = ["salt", "pepper", "peppercorn", "water", "oil"]
    package static let kinds: Set<String> = [
        "sea", "kosher", "table", "fine", "flaky", "coarse", "rock", "black", "white", "ground", "cracked", "freshly",
        "fresh", "cold", "warm", "hot", "boiling", "lukewarm", "tap", "ice", "olive", "extra", "virgin", "light",
        "vegetable", "sunflower", "canola", "rapeseed", "neutral", "cooking", "frying", "and", "or", "to", "taste",
        "more", "for", "a", "pinch", "some", "of", "plus",
    ]

    public static func isStaple(_ name: String) -> Bool {
        let words = ShoppingName.key(name).split(separator: " ").map(String.init)
        guard words.contains(where: staples.contains) else { return false }
        return words.allSatisfy { staples.contains($0) || kinds.contains($0) }
    }
}

/// How much of a recipe is at home: each ingredient looked up in the pantry
/// (by name, else by food) and compared by amount across units.
public struct PantryCoverage: Sendable {
    public var recipe: Recipe
    /// The share of the recipe at home, 0...1, each ingredient weighted by
    /// its grams where the food table converts it (else by the mean of the
    /// recipe's known weights, or equally when none is known). Staples count
    /// as present and weigh nothing.
    public var share: Double
    /// What is missing, as a list writes it (`100 g butter`, `milk`); a
    /// shortfall gives the amount short.
    public var missing: [String]
    /// The pantry items the recipe uses that expire soon.
    public var expiringSoon: [String]

    /// The rank: the share, plus 0.1 for each food expiring soon it uses (up to 0.2).
    public var score: Double { share + 0.1 * Double(min(2, expiringSoon.count)) }

    /// The coverage of `recipe` by `stock`, food expiring from `today` to
    /// `soonUntil` counted as expiring soon.
    public init(_ recipe: Recipe, stock: PantryStock, today: Day?, soonUntil: Day?, table: FoodTable) {
        self.recipe = recipe
        var stock = stock
        var weights: [Double?] = []
        var covered: [Double] = []
        var missing: [String] = []
        var soon: [String] = []
        for ingredient in recipe.ingredients {
            let name = ingredient.name.trimmingBlanks()
            guard !name.isEmpty, !PantryStaples.isStaple(name) else { continue }
            let taking = stock.take(ShoppingAmount(ingredient.amount), of: name)
            if case .success(let found) = RecipeNutrition.map(ingredient, table: table), found.grams > 0 {
                weights.append(found.grams)
            } else {
                weights.append(nil)
            }
            covered.append(taking.covered)
            switch taking.result {
            case .notHeld: missing.append(taking.wanted.map { $0 + " " + name } ?? name)
            case .short(let short): missing.append(short + " " + name)
            default: break
            }
            if let day = taking.expires, let today, let soonUntil, day >= today, day <= soonUntil, let item = taking.item,
                !soon.contains(item)
            {
                soon.append(item)
            }
        }
        let known = weights.compactMap { $0 }
        let fallback = known.isEmpty ? 1 : known.reduce(0, +) / Double(known.count)
        var total = 0.0
        var atHome = 0.0
        for (weight, share) in zip(weights, covered) {
            let w = weight ?? fallback
            total += w
            atHome += w * share
        }
        self.share = total > 0 ? min(1, max(0, atHome / total)) : 1
        self.missing = missing
        self.expiringSoon = soon
    }

    /// Best first: the score, then the share, fewer missing, the title, the id.
    public static func ranked(_ coverages: [PantryCoverage]) -> [PantryCoverage] {
        coverages.sorted { a, b in
            if a.score != b.score { return a.score > b.score }
            if a.share != b.share { return a.share > b.share }
            if a.missing.count != b.missing.count { return a.missing.count < b.missing.count }
            if a.recipe.title != b.recipe.title { return a.recipe.title < b.recipe.title }
            return a.recipe.id < b.recipe.id
        }
    }
}

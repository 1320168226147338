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
///
/// One pass that keeps sums, not a record an ingredient: the weights known,
/// their shares at home, the shares of the ingredients without a weight,
/// and the first `missingKept` missing names with the count of all of them
/// (a recipe of a million lines costs a few numbers, issue 40).
public struct PantryCoverage: Sendable {
    /// How many missing names a coverage keeps; the rest are only counted.
    package static let missingKept = 1_000

    public var recipe: Recipe
    /// The share of the recipe at home, 0...1, each ingredient weighted by
    /// its grams where the food table converts it (else by the mean of the
    /// recipe's known weights, or equally when none is known). Staples count
    /// as present and weigh nothing.
    public var share: Double
    /// What is missing, as a list writes it (`100 g butter`, `milk`); a
    /// shortfall gives the amount short. The first `missingKept` only.
    public var missing: [String]
    /// How many things are missing, all of them.
    public var missingCount: Int
    /// The pantry items the recipe uses that expire soon.
    public var expiringSoon: [String]

    /// The rank: the share, plus 0.1 for each food expiring soon it uses (up to 0.2).
    public var score: Double { share + 0.1 * Double(min(2, expiringSoon.count)) }

    /// The coverage of `recipe` by `stock`, food expiring from `today` to
    /// `soonUntil` counted as expiring soon.
    public init(_ recipe: Recipe, stock: PantryStock, today: Day?, soonUntil: Day?, table: FoodTable) {
        self.recipe = recipe
        var stock = stock
        var sums = CoverageSums()
        var missing: [String] = []
        var missingCount = 0
        var soon: [String] = []
        for ingredient in recipe.ingredients {
            let name = ingredient.name.trimmingBlanks()
            guard !name.isEmpty, !PantryStaples.isStaple(name) else { continue }
            let taking = stock.take(ShoppingAmount(ingredient.amount), of: name)
            if case .success(let found) = RecipeNutrition.map(ingredient, table: table), found.grams > 0 {
                sums.add(weight: found.grams, covered: taking.covered)
            } else {
                sums.add(weight: nil, covered: taking.covered)
            }
            var short: String?
            switch taking.result {
            case .notHeld: short = taking.wanted.map { $0 + " " + name } ?? name
            case .short(let amount): short = amount + " " + name
            default: break
            }
            if let short {
                missingCount += 1
                if missing.count < Self.missingKept { missing.append(short) }
            }
            if let day = taking.expires, let today, let soonUntil, day >= today, day <= soonUntil, let item = taking.item,
                !soon.contains(item)
            {
                soon.append(item)
            }
        }
        self.share = sums.share
        self.missing = missing
        self.missingCount = missingCount
        self.expiringSoon = soon
    }

    /// Best first: the score, then the share, fewer missing, the title, the id.
    public static func ranked(_ coverages: [PantryCoverage]) -> [PantryCoverage] {
        coverages.sorted { a, b in
            if a.score != b.score { return a.score > b.score }
            if a.share != b.share { return a.share > b.share }
            if a.missingCount != b.missingCount { return a.missingCount < b.missingCount }
            if a.recipe.title != b.recipe.title { return a.recipe.title < b.recipe.title }
            return a.recipe.id < b.recipe.id
        }
    }
}

/// The sums behind a coverage's share. An ingredient without a weight
/// weighs the mean of the known ones, known only at the end, so its share
/// at home is summed apart and weighed then: the total is the known weights
/// plus the mean for each unweighed one, the part at home the known weights
/// times their shares plus the mean times the unweighed shares.
struct CoverageSums {
    private var knownWeight = 0.0
    private var knownCount = 0
    private var knownAtHome = 0.0
    private var unweighedCount = 0
    private var unweighedAtHome = 0.0

    mutating func add(weight: Double?, covered: Double) {
        if let weight {
            knownWeight += weight
            knownCount += 1
            knownAtHome += weight * covered
        } else {
            unweighedCount += 1
            unweighedAtHome += covered
        }
    }

    /// The share at home, 0...1 (1 for a recipe of staples only).
    var share: Double {
        let mean = knownCount == 0 ? 1 : knownWeight / Double(knownCount)
        let total = knownWeight + mean * Double(unweighedCount)
        let atHome = knownAtHome + mean * unweighedAtHome
        return total > 0 ? min(1, max(0, atHome / total)) : 1
    }
}

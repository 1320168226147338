import ClipCookCore
import ClipCookLanguage

/// Unit words as cooks write them, for telling a misspelt unit ("2 tbps
/// sugar") from an ordinary word ("2 large eggs"). The parsed `Amount` is
/// asked first; these lists only decide what a miss looks like.
package enum UnitSpelling {
    /// Written units, any case, with or without a trailing period.
    package static let known: Set<String> = [
        "g", "gr", "gm", "gms", "gram", "grams", "gramme", "grammes", "kg", "kgs", "kilo", "kilos",
        "kilogram", "kilograms", "mg", "milligram", "milligrams", "ml", "mls", "milliliter", "milliliters",
        "millilitre", "millilitres", "l", "liter", "liters", "litre", "litres", "dl", "cl",
        "tsp", "tsps", "tspn", "teaspoon", "teaspoons", "tbsp", "tbsps", "tbs", "tbl", "tablespoon", "tablespoons",
        "c", "cup", "cups", "oz", "ozs", "ounce", "ounces", "fl", "floz", "lb", "lbs", "pound", "pounds",
        "pt", "pint", "pints", "qt", "quart", "quarts", "gal", "gallon", "gallons",
        "clove", "cloves", "can", "cans", "tin", "tins", "pinch", "pinches", "dash", "dashes",
        "slice", "slices", "piece", "pieces", "pc", "pcs", "bunch", "bunches", "handful", "handfuls",
        "sprig", "sprigs", "stick", "sticks", "package", "packages", "pkg", "pkgs", "packet", "packets",
        "jar", "jars", "bottle", "bottles", "bag", "bags", "head", "heads", "stalk", "stalks",
        "leaf", "leaves", "drop", "drops", "knob", "knobs", "sheet", "sheets", "fillet", "fillets",
        "scoop", "scoops", "block", "blocks", "bar", "bars", "box", "boxes", "cube", "cubes",
        "loaf", "loaves", "rib", "ribs", "ear", "ears", "splash", "sprinkle",
    ]

    /// The units a short word is compared against: measures whose typos are
    /// common, and far enough from food words ("mint" is not a "pint").
    package static let nearMissTargets: [String] = [
        "gram", "grams", "kilogram", "kilograms", "milligram", "milligrams", "milliliter", "milliliters",
        "millilitre", "millilitres", "liter", "liters", "litre", "litres",
        "tsp", "tsps", "teaspoon", "teaspoons", "tbsp", "tbsps", "tbs", "tablespoon", "tablespoons",
        "cup", "cups", "ounce", "ounces", "pound", "pounds", "quart", "quarts", "gallon", "gallons",
        "pinch", "clove", "cloves", "lbs", "kgs",
    ]

    /// Food and kitchen words one letter away from a unit.
    package static let foodWords: Set<String> = [
        "cut", "cap", "cub", "cubs", "tub", "tubs", "tabs", "round", "glove", "punch", "pup",
    ]

    package static func isKnown(_ word: String) -> Bool {
        known.contains(normalized(word))
    }

    package static func normalized(_ word: String) -> String {
        var w = word.lowercased()
        if w.hasSuffix(".") { w.removeLast() }
        return w
    }

    /// `likelyUnit`, worked out once per distinct word for the whole
    /// collection: a name's first word ("2 chicken breasts") is compared with
    /// every unit, and the same words come back recipe after recipe.
    package static func likelyUnitRemembered(misspeltAs word: String) -> String? {
        likelyUnits.value(for: word) { likelyUnit(misspeltAs: word) }
    }

    private static let likelyUnits = MatchCache<String, String?>()

    /// The unit a word looks like a misspelling of, if any.
    package static func likelyUnit(misspeltAs word: String) -> String? {
        let w = normalized(word)
        guard w.count >= 3, w.count <= 12, w.allSatisfy({ $0.isASCII && $0.isLetter }),
            !known.contains(w), !foodWords.contains(w)
        else { return nil }
        let limit = w.count >= 7 ? 2 : 1
        // Ties go to a target with the same letters: "tbps" is a swapped "tbsp", not a "tsps".
        var best: (target: String, score: Int)?
        for target in nearMissTargets {
            let d = Suggestion.distance(w, target, limit: limit)
            guard d <= limit else { continue }
            let score = d * 2 + (w.sorted() == target.sorted() ? 0 : 1)
            if score < (best?.score ?? .max) { best = (target, score) }
        }
        return best?.target
    }
}

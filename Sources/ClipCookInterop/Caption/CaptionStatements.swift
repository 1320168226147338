import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// What a caption states inside its sentences: the servings ("it serves 2
/// with leftovers", "Dosi per 4 persone", "Makes 12 cookies") and the
/// macros ("Macros per serving: 520 cals | 32P | 48C | 18F", "520 kcal,
/// 32 g protein, 48 g carbs, 18 g fat", "Protein: 32g").
package enum CaptionStatements {
    /// How sure a serving count is: people or servings named ("serves 2",
    /// "4 personas") beat a number of pieces ("makes 12 cookies").
    package enum Strength: Int, Comparable {
        case pieces, people
        package static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    }

    /// Words before a count of people or servings.
    package static let servesWords: Set<String> = [
        "serves", "serve", "servings", "serving", "sirve", "sirven", "porciones", "porzioni", "porções", "raciones",
        "feeds", "feed",
    ]
    /// Words after a count of people or servings.
    package static let peopleWords: Set<String> = [
        "people", "persons", "person", "servings", "serving", "portions", "portion", "bowls", "personas", "persona",
        "porciones", "porción", "raciones", "personnes", "personne", "parts", "portions", "persone", "persona", "porzioni",
        "porzione", "pessoas", "pessoa", "porções", "porção", "personen", "portionen", "pers",
        // A meal-prep caption's servings: "5 lunches sorted", "divide into 5 containers".
        "lunches", "dinners", "breakfasts", "meals", "containers",
    ]
    /// Words before a number of pieces.
    package static let makesWords: Set<String> = ["makes", "make", "yields", "yield", "rende", "rinde", "rinden", "donne", "ergibt", "fa"]
    /// Words after "makes 1" that are no servings: the whole dish.
    package static let wholeDishWords: Set<String> = [
        "loaf", "loaves", "tray", "trays", "pan", "pans", "batch", "batches", "cake", "pie", "tin", "dish", "pot", "jar",
        "litre", "liter", "l", "kg", "teglia", "bolo", "forma", "tarta", "torta", "moule", "plat",
    ]
    /// Words after a number of pieces.
    package static let pieceWords: Set<String> = [
        "slices", "pieces", "squares", "cookies", "muffins", "bars", "balls", "bites", "brownies", "cupcakes", "pancakes",
        "fatias", "pedaços", "rebanadas", "trozos", "porciones", "tranches", "parts", "fette", "pezzi", "stück", "crêpes",
        "tortitas", "panquecas", "galletas", "biscoitos", "bolinhas", "bowls", "containers", "wraps", "tacos", "servings",
    ]

    /// The serving count a text states, and how sure it is.
    package static func servings(in text: String) -> (Int, Strength)? {
        let words = CategoryGuess.words(text).map(String.init)
        var pieces: Int?
        for (i, word) in words.enumerated() {
            guard let n = count(word) else { continue }
            let before = i > 0 ? words[i - 1] : ""
            let after = i + 1 < words.count ? words[i + 1] : ""
            if servesWords.contains(before) || peopleWords.contains(after) { return (n, .people) }
            if pieces == nil, makesWords.contains(before), !wholeDishWords.contains(after) { pieces = n }
            if pieces == nil, pieceWords.contains(after) { pieces = n }
        }
        return pieces.map { ($0, .pieces) }
    }

    /// "12", "12.5" -> 13 (half up); at most five digits before the point.
    package static func whole(_ number: String) -> Int? {
        let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: true)
        guard let first = parts.first, !first.isEmpty, first.count <= 5, let n = Int(first) else { return nil }
        let roundsUp = parts.count > 1 && (parts[1].first.map { "56789".contains($0) } ?? false)
        return roundsUp ? n + 1 : n
    }

    /// Whether a line opens with its serving count: "Serves 4", "Makes 12
    /// cookies", "Para 4 personas", "Serve 2 pessoas" (but not "Serve in 4 bowls").
    package static func startsWithServings(_ text: String) -> Bool {
        let words = CategoryGuess.words(text).prefix(2).map(String.init)
        guard let first = words.first else { return false }
        if ["serve", "sirve"].contains(first) { return words.count > 1 && count(words[1]) != nil }
        return servesWords.contains(first) || makesWords.contains(first) || count(first) != nil
            || ["para", "pour", "per", "for", "für", "dosi"].contains(first)
    }

    package static func count(_ word: String) -> Int? {
        guard word.count <= 4, word.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(word), n >= 1, n <= 1000 else { return nil }
        return n
    }

    // MARK: Macros

    package static let labels: [String: Macros.Field] = {
        var table: [String: Macros.Field] = [:]
        for word in ["cal", "cals", "calorie", "calories", "kcal", "kcals", "calorías", "calorias", "calorie", "kalorien", "kcal."] {
            table[word] = .calories
        }
        for word in [
            "p", "pro", "prot", "protein", "proteins", "proteine", "protéine", "protéines", "proteína", "proteínas",
            "proteina", "proteinas", "eiweiß", "eiweiss",
        ] {
            table[word] = .protein
        }
        for word in [
            "c", "carb", "carbs", "carbohydrate", "carbohydrates", "glucides", "carboidrati", "carbohidratos",
            "carboidratos", "hc", "kh", "kohlenhydrate", "hidratos",
        ] {
            table[word] = .carbs
        }
        for word in ["f", "fat", "fats", "lipides", "grassi", "grasas", "gordura", "gorduras", "fett", "lipidi"] {
            table[word] = .fats
        }
        return table
    }()

    package struct Macros {
        package var calories: Int?
        package var protein: Int?
        package var carbs: Int?
        package var fats: Int?

        package enum Field: Sendable { case calories, protein, carbs, fats }

        package var found: Int { [calories, protein, carbs, fats].compactMap { $0 }.count }

        /// Sets a field not set yet.
        package mutating func set(_ field: Field, _ value: Int) {
            switch field {
            case .calories: calories = calories ?? value
            case .protein: protein = protein ?? value
            case .carbs: carbs = carbs ?? value
            case .fats: fats = fats ?? value
            }
        }

        package var nutrition: Nutrition? {
            guard let calories, let protein, let carbs, let fats else { return nil }
            return Nutrition(calories: calories, protein: protein, carbs: carbs, fats: fats)
        }
    }

    /// The macros a line states, part by part (parts between `|`, `,`,
    /// `/`, `•`, `·`, `;`): a number with its label after it (`520 cals`,
    /// `32P`, `38 g protein`, `14 g de protéines`) or before it
    /// (`Protein: 32g`).
    package static func macros(in text: String) -> Macros {
        var macros = Macros()
        guard text.count <= 300 else { return macros }
        let parts = text.lowercased().split(whereSeparator: { "|,/•·;+".contains($0) })
        for part in parts {
            var tokens: [String] = []
            var current = ""
            var currentIsNumber = false
            for c in part {
                let isDigit = c.isASCII && c.isNumber || (c == "." && currentIsNumber)
                let isWord = c.isLetter
                if (isDigit && currentIsNumber) || (isWord && !currentIsNumber && !current.isEmpty) {
                    current.append(c)
                } else {
                    if !current.isEmpty { tokens.append(current) }
                    current = isDigit || isWord ? String(c) : ""
                    currentIsNumber = isDigit
                }
            }
            if !current.isEmpty { tokens.append(current) }
            for (at, token) in tokens.enumerated() {
                guard token.first?.isNumber ?? false, let value = whole(token) else { continue }
                var label: Macros.Field?
                var k = at + 1
                while k < tokens.count, ["g", "gr", "grams", "gramos", "grammes", "grammi", "gramas", "de", "of", "di"].contains(tokens[k]) { k += 1 }
                if k < tokens.count { label = labels[tokens[k]] }
                if label == nil, at > 0 { label = labels[tokens[at - 1]] }
                if let label { macros.set(label, value) }
            }
        }
        return macros
    }
}

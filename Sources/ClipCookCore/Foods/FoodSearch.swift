/// Ranked search of the nutrition table, word by word.
///
/// Every word of the query must match a word of the food's name (case,
/// accents and singular/plural ignored: "eggs" finds "Egg"). Among the
/// matches, a name whose first comma segment is exactly the query words
/// comes first, then names where the words come early; raw, plain and
/// fresh forms rank above cooked or prepared ones, short names above long
/// ones, and brand names, baby foods and restaurant dishes last. The food
/// an ingredient of that name maps to (`IngredientMatch`) comes first, so
/// that `food search` shows what `nutrition` counts: "parmesan" lists
/// *Cheese, parmesan, hard* before the fat-free topping, "penne" lists
/// *Pasta, dry, enriched*.
public enum FoodSearch {
    public struct Match: Hashable, Sendable {
        public var food: Food
        public var score: Int
    }

    public static func search(_ text: String, in table: FoodTable, limit: Int = 10) -> [Match] {
        let query = words(text)
        guard !query.isEmpty, limit > 0 else { return [] }
        var matches: [(Match, Int)] = []
        // Every word must match: only the foods holding the rarest one are scored.
        let candidates = query.map { table.postings[$0] ?? [] }.min { $0.count < $1.count } ?? []
        for index in candidates {
            guard let score = score(query, table.segments[index], table.foods[index]) else { continue }
            matches.append((Match(food: table.foods[index], score: score), index))
        }
        matches.sort { a, b in
            if a.0.score != b.0.score { return a.0.score > b.0.score }
            if a.0.food.name.count != b.0.food.name.count { return a.0.food.name.count < b.0.food.name.count }
            return a.1 < b.1
        }
        var ranked = matches.map(\.0)
        // A collection's own food is offered only for words it holds all of,
        // as `FoodTable.resolve` promises; an SR28 food the name maps to may
        // come first even so ("penne" -> "Pasta, dry").
        if let chosen = ingredientMatch(text, in: table), ranked.first?.food != chosen,
            chosen.file == nil || ranked.contains(where: { $0.food == chosen })
        {
            ranked.removeAll { $0.food == chosen }
            ranked.insert(Match(food: chosen, score: (ranked.first?.score ?? 0) + 1), at: 0)
        }
        return Array(ranked.prefix(limit))
    }

    /// The best food for `text`: the one named exactly so, else the top
    /// match, else (when no food has every word) the top match of the text
    /// without its first words ("rolled oats" -> "oats").
    public static func best(_ text: String, in table: FoodTable) -> Food? {
        if let food = table.food(named: text) ?? search(text, in: table, limit: 1).first?.food { return food }
        var query = words(text)
        while query.count > 1 {
            query.removeFirst()
            if let food = search(query.joined(separator: " "), in: table, limit: 1).first?.food { return food }
        }
        return nil
    }

    /// The food an ingredient's name stands for, or nil (see
    /// `IngredientMatch`), worked out once per distinct name.
    public static func ingredientMatch(_ name: String, in table: FoodTable) -> Food? {
        let index = table.ingredientMatches.value(for: TextFolding.fold(name)) {
            IngredientMatch.index(for: name, in: table)
        }
        return index.map { table.foods[$0] }
    }

    /// A first word naming a dish or a product made of the food ("Oil,
    /// walnut", "Snacks, pretzels"): such names rank below the food itself
    /// unless the query says so.
    package static let productHeads: Set<String> = [
        "oil", "snack", "pie", "soup", "beverage", "sauce", "candy", "candie", "babyfood", "pudding", "dessert", "cereal",
        "cracker", "cookie", "cake", "bar", "restaurant", "fast", "salad", "sandwich", "vinegar",
    ]

    /// Folded words, each in its singular form.
    package static func words(_ text: some StringProtocol) -> [String] {
        asciiWords(text) ?? TextFolding.words(text).map(singular)
    }

    /// `words` of ASCII text, on its bytes: folding ASCII only lowercases
    /// A-Z, and its letters and digits are a-z, A-Z and 0-9. Nil for any
    /// other text. Building the food table calls this for every name.
    package static func asciiWords(_ text: some StringProtocol) -> [String]? {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            if (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39) {
                current.append(lower)
            } else if !current.isEmpty {
                words.append(asciiSingular(current))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.append(asciiSingular(current)) }
        return words
    }

    /// `singular` of a word of lowercase ASCII letters and digits, on its
    /// bytes (where a character is a byte, the same cuts).
    package static func asciiSingular(_ word: [UInt8]) -> String {
        let n = word.count
        let s = UInt8(ascii: "s")
        guard n > 3, word[n - 1] == s, word[n - 2] != s, word[n - 2] != UInt8(ascii: "u") else {
            return String(decoding: word, as: UTF8.self)
        }
        // At least four bytes, the last "s": the endings are read byte by byte.
        if word[n - 2] == UInt8(ascii: "e") {
            let before = word[n - 3]
            if before == UInt8(ascii: "i") { return String(decoding: word[..<(n - 3)], as: UTF8.self) + "y" }
            let ch = before == UInt8(ascii: "h") && (word[n - 4] == UInt8(ascii: "c") || word[n - 4] == s)
            if before == UInt8(ascii: "o") || before == UInt8(ascii: "x") || ch {
                return String(decoding: word[..<(n - 2)], as: UTF8.self)
            }
        }
        return String(decoding: word[..<(n - 1)], as: UTF8.self)
    }

    /// "eggs" -> "egg", "berries" -> "berry", "tomatoes" -> "tomato",
    /// "peaches" -> "peach"; "glass", "hummus" and short words stay.
    package static func singular(_ word: String) -> String {
        guard word.count > 3, word.last == "s", !word.hasSuffix("ss"), !word.hasSuffix("us") else { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        return String(word.dropLast())
    }

    private static let preferred: [String: Int] = ["raw": 20, "plain": 12, "fresh": 6, "whole": 8, "fluid": 4, "regular": 3]
    private static let avoided: [String: Int] = [
        "dehydrated": 8, "dried": 8, "dry": 8, "glazed": 8, "powder": 6, "frozen": 4, "canned": 4, "imitation": 10, "buttermilk": 10, "chocolate": 6,
        "sheep": 10, "goat": 10, "buffalo": 10, "low": 4, "reduced": 4, "human": 20, "substitute": 10,
    ]
    /// Words that do not make a name longer to read: "with added vitamin D".
    private static let fillers: Set<String> = ["with", "and", "or", "added", "vitamin", "d", "a", "in", "of"]
    private static let remoteGroups: Set<String> = [
        "Baby Foods", "Fast Foods", "Restaurant Foods", "Meals, Entrees, and Side Dishes", "American Indian/Alaska Native Foods",
        "Sausages and Luncheon Meats",
    ]

    package static func score(_ query: [String], _ segments: [[String]], _ food: Food) -> Int? {
        var score = 0
        var matchedWords = 0
        for word in query {
            var found: (segment: Int, position: Int)?
            for (s, segment) in segments.enumerated() {
                if let p = segment.firstIndex(of: word) { found = (s, p); break }
            }
            guard let found else { return nil }
            matchedWords += 1
            score += max(0, 30 - 4 * found.segment) + (found.segment == 0 && found.position == 0 ? 20 : 0)
        }
        let first = segments.first ?? []
        if Set(first) == Set(query) { score += 30 }
        let allWords = segments.flatMap { $0 }
        for word in allWords {
            score += preferred[word] ?? 0
            score -= avoided[word] ?? 0
        }
        score -= max(0, allWords.filter { !fillers.contains($0) && !($0.first?.isNumber ?? false) }.count - matchedWords)
        if isBrand(food.name) { score -= 30 }
        if remoteGroups.contains(food.group) { score -= 30 }
        if let head = first.first, productHeads.contains(head), !query.contains(head) { score -= 25 }
        return score
    }

    /// A brand (CHOBANI, KRAFT) is written in capitals after the first letter.
    package static func isBrand(_ name: String) -> Bool {
        // The table's names are ASCII: a word of capitals, on the bytes (the same answer as below).
        if let brand = asciiIsBrand(name) { return brand }
        guard name.unicodeScalars.contains(where: { $0.properties.isUppercase }) else { return false }
        return name.split(separator: " ").contains {
            $0.count > 2 && $0.contains(where: \.isLetter) && $0.allSatisfy { $0.isUppercase || !$0.isLetter }
        }
    }

    /// `isBrand` of a name of ASCII characters other than a carriage return
    /// (each then one `Character`), or nil for any other name.
    /// Asked for every candidate food of every ingredient, the general
    /// version was a quarter of `lint`.
    package static func asciiIsBrand(_ name: String) -> Bool? {
        var utf8 = name
        return utf8.withUTF8 { bytes -> Bool? in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
            guard bytes.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return false }
            var length = 0, letters = 0, lower = 0
            for byte in bytes {
                if byte == 0x20 {
                    if length > 2, letters > 0, lower == 0 { return true }
                    length = 0; letters = 0; lower = 0
                    continue
                }
                length += 1
                if byte >= 0x41 && byte <= 0x5A { letters += 1 }
                if byte >= 0x61 && byte <= 0x7A { letters += 1; lower += 1 }
            }
            return length > 2 && letters > 0 && lower == 0
        }
    }
}

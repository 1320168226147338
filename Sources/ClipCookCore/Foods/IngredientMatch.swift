/// The food of the table an ingredient's name stands for, as a nutritionist
/// would choose it: the raw, plain, common form, cooked or canned or frozen
/// only when the name says so. The words it reads are in `KitchenWords`.
///
/// 1. A name naming two foods ("salt and pepper", "parsley or coriander")
///    matches none, unless a food holds it as one phrase ("half and half").
///    Text after a comma ("tomatoes, San Marzano") only adds points to the
///    foods holding it.
/// 2. The cook's words ("chopped", "fresh", "large") are left out, and so
///    is a trailing cut ("fillet", "leaves").
/// 3. Kitchen names are spelled the table's way ("plain flour" -> wheat
///    flour white all-purpose); both spellings are tried.
/// 4. Every remaining word must be in a food's description. When no food
///    has them all, words that may only qualify the food ("red" onion,
///    "ground" cumin, "smoked" paprika) are left out one at a time, each at
///    a cost, the left-out words still adding points where they are found.
/// 5. Among the foods holding the words, each is scored: words early in the
///    description and a first segment made only of the name's words score
///    high; raw, plain and common forms gain; cooked, preserved, lighter,
///    processed forms and products made of the food ("sesame butter" for
///    sesame seeds) lose unless the name asks for them; a description that
///    starts with a product ("Cookies, chocolate chip"), brands, dishes,
///    baby foods and snacks are never chosen (a collection's own foods
///    always may be), nor is a food filed under a product the name does
///    not ask for that adds words to it ("Candies, dark chocolate coated
///    coffee beans" for coffee beans; "Candies, milk chocolate" stays milk
///    chocolate).
/// A name whose words the table does not know stays unmatched: nothing is guessed.
package enum IngredientMatch {
    /// The index in `table.foods` of the food for `name`, or nil. A name
    /// in German, Spanish, French or Italian the table does not know is
    /// looked up by its English food name (`FoodWords`: `Zwiebel` → onion).
    package static func index(for name: String, in table: FoodTable) -> Int? {
        if let index = englishIndex(for: name, in: table) { return index }
        guard let english = FoodWords.english(for: name.split(separator: ",", maxSplits: 1).first.map(String.init) ?? name),
            english.lowercased() != name.lowercased()
        else { return nil }
        return englishIndex(for: english, in: table)
    }

    /// `index(for:in:)` for a name in English.
    package static func englishIndex(for name: String, in table: FoodTable) -> Int? {
        if let food = table.food(named: name), let index = table.foods.firstIndex(where: { $0.id == food.id && $0.name == food.name }) {
            return index
        }
        guard !name.contains("&") else { return nil }
        let parts = name.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
        let words = FoodSearch.words(parts.first ?? "")
        // No food is named in more words; a longer name is not looked up word by word.
        guard !words.isEmpty, words.count <= maximumWords else { return nil }
        if words.contains("and") || words.contains("or") {
            return top(words, optional: [], forms: [], hints: Hints(fresh: false, spice: false), phrase: words, in: table)?.index
        }
        var detail = parts.count > 1 ? Array(FoodSearch.words(parts[1]).prefix(maximumWords)) : []
        if detail.contains("light") { detail += KitchenWords.lightAlternatives.sorted() }
        let fresh = words.contains("fresh")
        let hints = Hints(fresh: fresh, spice: !fresh && (words.contains("ground") || words.contains("dried")))
        var core = words.filter { !KitchenWords.preparation.contains($0) }
        if core.isEmpty { core = words }
        while core.count > 1, let last = core.last, KitchenWords.cuts.contains(last) { core.removeLast() }
        let forms = Set(core.map(spelled).filter(KitchenWords.forms.contains))
        var best: (score: Int, index: Int)?
        for (variant, dropped) in variants(of: core) {
            var queries: [(words: [String], bonus: Int)] = []
            if let renamed = renamed(variant) { queries.append((renamed.map(spelled), 10)) }
            queries.append((variant.map(spelled), 0))
            let optional = detail + core.filter { !variant.contains($0) }
            for query in queries {
                guard let hit = top(query.words, optional: optional, forms: forms, hints: hints, in: table) else { continue }
                let score = hit.score - 25 * dropped + query.bonus
                if best.map({ score > $0.score }) ?? true { best = (score, hit.index) }
            }
        }
        return best?.index
    }

    package static let maximumWords = 24

    package struct Hints {
        /// The name says "fresh": dried and ground forms lose.
        package var fresh: Bool
        /// The name says "ground" or "dried": the spice gains.
        package var spice: Bool
    }

    /// The name, then the name without its first soft word, and so on, each
    /// with the number of words left out.
    package static func variants(of core: [String]) -> [([String], Int)] {
        var result = [(core, 0)]
        var current = core
        while current.count > 1, let soft = current.firstIndex(where: KitchenWords.soft.contains) {
            current.remove(at: soft)
            result.append((current, result.count))
        }
        return result
    }

    package static func spelled(_ word: String) -> String {
        KitchenWords.spellings[word] ?? word
    }

    /// The name in the table's words, if the kitchen names hold it (see `KitchenWords.names`).
    package static func renamed(_ words: [String]) -> [String]? {
        if let whole = KitchenWords.names[words] { return whole }
        guard words.count > 1 else { return nil }
        for length in stride(from: words.count - 1, through: 1, by: -1) {
            let start = words.count - length
            guard let name = KitchenWords.names[Array(words[start...])] else { continue }
            if length > 1 || words[..<start].allSatisfy(KitchenWords.forms.contains) { return Array(words[..<start]) + name }
        }
        return nil
    }

    /// Words of the table that stand for a word of a name ("dry" pasta is
    /// "Pasta, dry"; "dried" oregano is "Spices, oregano, dried").
    package static let equivalents: [String: [String]] = [
        "unsalted": ["salt"], "dry": ["dry", "dried", "uncooked"], "skinless": ["skinless", "only"],
    ]
    package static let dry: Set<String> = ["dry", "dried", "uncooked"]

    /// The best scored food holding every word of `query` (and, if given,
    /// the words of `phrase` one after the other in one segment).
    package static func top(
        _ query: [String], optional: [String], forms: Set<String>, hints: Hints, phrase: [String]? = nil,
        in table: FoodTable
    ) -> (score: Int, index: Int)? {
        guard !query.isEmpty, query.allSatisfy({ table.vocabulary.contains($0) || equivalents[$0] != nil }) else { return nil }
        let asked = Set(query + optional)
        let asksLighter = !asked.isDisjoint(with: KitchenWords.lighter)
        let candidates =
            query.map { word -> [Int] in
                let lists = (equivalents[word] ?? [word]).map { table.postings[$0] ?? [] }
                return lists.count == 1 ? lists[0] : Array(Set(lists.joined())).sorted()
            }.min { $0.count < $1.count } ?? []
        var best: (score: Int, index: Int)?
        for index in candidates {
            let food = table.foods[index]
            // A collection's own food (no NDB number) is never left out as a brand.
            guard food.id.isEmpty || (!KitchenWords.remoteGroups.contains(food.group) && !FoodSearch.isBrand(food.name)) else { continue }
            if let phrase, !table.segments[index].contains(where: { holds($0, phrase) }) { continue }
            guard var score = score(query, optional, table.segments[index], food, forms: forms, asksLighter: asksLighter, hints: hints) else {
                continue
            }
            if hints.spice, food.group == "Spices and Herbs" { score += 20 }
            if let current = best {
                let currentName = table.foods[current.index].name.count
                guard score > current.score || (score == current.score && food.name.count < currentName) else { continue }
            }
            best = (score, index)
        }
        return best
    }

    /// Whether `segment` holds the words of `phrase` one after the other.
    package static func holds(_ segment: [String], _ phrase: [String]) -> Bool {
        guard !phrase.isEmpty, segment.count >= phrase.count else { return false }
        return (0...(segment.count - phrase.count)).contains { Array(segment[$0..<($0 + phrase.count)]) == phrase }
    }

    /// Where `word` first stands in the description (segment, position); a
    /// word after "no" or "without" is not there ("Chicken, canned, no broth").
    package static func find(_ word: String, in segments: [[String]]) -> (segment: Int, position: Int)? {
        for (s, segment) in segments.enumerated() {
            for (p, candidate) in segment.enumerated() {
                let negated = p > 0 && ["no", "without", "not", "non"].contains(segment[p - 1])
                if (candidate == word || (word == "dry" && dry.contains(candidate))) && !negated { return (s, p) }
                if word == "unsalted", candidate == "salt", p > 0, ["no", "without"].contains(segment[p - 1]) { return (s, p) }
                if word == "skinless", candidate == "only", p > 0, segment[p - 1] == "meat" { return (s, p) }
            }
        }
        return nil
    }

    /// The segments with a heading ("Spices, ...") moved after the segment
    /// naming the food, and where the heading now is (-1: none).
    package static func named(_ segments: [[String]]) -> ([[String]], Int) {
        guard segments.count > 1, let first = segments.first, KitchenWords.headings.contains(first) else { return (segments, -1) }
        return ([segments[1], first] + segments[2...], 1)
    }

    package static func score(
        _ query: [String], _ optional: [String], _ description: [[String]], _ food: Food, forms: Set<String>,
        asksLighter: Bool, hints: Hints
    ) -> Int? {
        let (segments, heading) = named(description)
        guard let first = segments.first else { return nil }
        if let head = first.first, KitchenWords.products.contains(head), !query.contains(head), !optional.contains(head) {
            return nil  // "Cookies, chocolate chip" are not chocolate chips
        }
        if first.contains(where: query.contains),
            first.contains(where: { KitchenWords.products.contains($0) && !query.contains($0) && !optional.contains($0) })
        {
            return nil  // "Beverages, Kiwi Strawberry Juice Drink" is not kiwi
        }
        if heading >= 0, segments[heading].contains(where: { KitchenWords.products.contains($0) && !query.contains($0) && !optional.contains($0) }),
            first.contains(where: { !query.contains($0) && !optional.contains($0) && !KitchenWords.fillers.contains($0) })
        {
            return nil  // "Candies, dark chocolate coated coffee beans" adds a product and words: not coffee beans
        }
        var score = 0
        var matched = Set<String>()
        for word in query {
            guard let found = find(word, in: segments) else { return nil }
            matched.insert(word)
            if segments[found.segment].first == "with" {
                score += 5  // "Chicken, canned, meat only, with broth" is not broth
                continue
            }
            score += max(0, 30 - 4 * found.segment) + (found.segment == 0 && found.position == 0 && heading < 0 ? 20 : 0)
        }
        for word in optional {
            guard let found = find(word, in: segments) else { continue }
            matched.insert(word)
            score += max(0, 30 - 4 * found.segment) / 2
        }
        if Set(first).isSubset(of: matched) { score += 30 }
        for (s, segment) in segments.enumerated() {
            if s == heading {
                if segment.contains(where: { KitchenWords.products.contains($0) && !matched.contains($0) }) { score -= 25 }
                if !segment.contains(where: matched.contains), segment != ["spice"] { score -= 10 }
                continue
            }
            var extra = false
            for (p, word) in segment.enumerated() where !matched.contains(word) && !forms.contains(word) {
                if p > 0, ["no", "without", "not", "non"].contains(segment[p - 1]) { continue }  // "without salt" is not salt
                score += KitchenWords.preferred[word] ?? 0
                score -= KitchenWords.avoided[word] ?? 0
                if s <= 2, KitchenWords.products.contains(word) { score -= 25 }
                // "Milk, buttermilk" is not milk.
                if s <= 1, matched.contains(where: { $0.count > 2 && $0 != word && QuickText.contains(word, $0) }) { score -= 15 }
                if !asksLighter, KitchenWords.lighter.contains(word) { score -= 40 }
                if hints.fresh, ["dried", "ground", "dry"].contains(word) { score -= 20 }
                if p == 0, word == "skin" { score -= 25 }
                if !KitchenWords.fillers.contains(word), !(word.first?.isNumberQuickly ?? false) { extra = true }
            }
            if extra { score -= s <= 1 ? 4 : 1 }
            if segment.first == "made" { score -= 15 }  // "Mayonnaise, made with tofu"
            if segment.first == "with", segment.count > 1, !["added", "salt", "skin", "bone", "peel"].contains(segment[1]) { score -= 15 }
        }
        // Grains and pasta are weighed dry.
        if food.group == "Cereal Grains and Pasta", segments.contains(where: { !dry.isDisjoint(with: $0) }), forms.subtracting(dry).isEmpty {
            score += 28
        }
        return score
    }
}

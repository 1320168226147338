import Foundation

/// Finding the one food a person means, with a "did you mean" when nothing matches.
extension FoodTable {
    /// The food for `name`: the food named exactly so, else the best of the
    /// collection's own foods that holds every word, else the best ranked
    /// match; an error naming the closest table words when nothing matches.
    /// Each distinct name is worked out once per table: a long plan names
    /// the same few foods on thousands of lines.
    public func resolve(_ name: String) -> Result<Food, CommandError> {
        resolutions.value(for: name) { resolveUncached(name) }
    }

    /// `resolve` without the memo.
    package func resolveUncached(_ name: String) -> Result<Food, CommandError> {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !FoodSearch.words(trimmed).isEmpty else {
            return .failure(CommandError("missing food name", suggestion: "for example: egg, \"greek yogurt\", milk"))
        }
        let known = vocabulary
        let allKnown = FoodSearch.words(trimmed).allSatisfy { known.contains($0) }
        if let food = food(named: trimmed) ?? ownMatch(trimmed) ?? (allKnown ? FoodSearch.best(trimmed, in: self) : nil) {
            return .success(food)
        }
        let fixed = FoodSearch.words(trimmed).map { word in
            known.contains(word) ? word : (Suggestion.closest(to: word, in: vocabularyList, orPrefixed: false) ?? word)
        }.joined(separator: " ")
        let suggestion =
            fixed != FoodSearch.words(trimmed).joined(separator: " ") && FoodSearch.best(fixed, in: self) != nil
            ? "did you mean '\(fixed)'?" : "try 'food search WORD' to find a food in the table"
        return .failure(CommandError("unknown food '\(trimmed)'", suggestion: suggestion, kind: .notFound))
    }

    package var vocabularyList: [String] { vocabulary.sorted() }

    /// The best of the collection's own foods (those with a file, first in
    /// the table) whose name holds every word of `text`: a plan line or
    /// `food show` looks there before the SR28 table.
    package func ownMatch(_ text: String) -> Food? {
        let own = foods.prefix { $0.file != nil }
        guard !own.isEmpty else { return nil }
        return FoodSearch.search(text, in: FoodTable(foods: Array(own)), limit: 1).first?.food
    }
}

extension FoodTable {
    /// The foods nearest to a name that matches none, for a "closest
    /// foods" note: its unknown words replaced by the nearest table words,
    /// then the best matches of all the words, else of the words without
    /// the first ones ("unicorn steak" -> the steaks).
    public func closestFoods(to name: String, limit: Int = 3) -> [Food] {
        let known = vocabulary
        var words: [String] = []
        var list: [String]?
        for word in FoodSearch.words(name) {
            if known.contains(word) {
                words.append(word)
                continue
            }
            if list == nil { list = vocabularyList }
            if let near = Suggestion.closest(to: word, in: list ?? [], orPrefixed: false) { words.append(near) }
        }
        while !words.isEmpty {
            let found = FoodSearch.search(words.joined(separator: " "), in: self, limit: limit).map(\.food)
            if !found.isEmpty { return found }
            words.removeFirst()
        }
        return []
    }
}

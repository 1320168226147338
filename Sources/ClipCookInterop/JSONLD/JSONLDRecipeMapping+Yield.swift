import ClipCookCore

/// How a page's `recipeYield` text is read as a number of servings.
extension JSONLDRecipeMapping {
    /// A yield that is an amount of the dish, not a number of servings:
    /// `750 g di crema pasticcera`, `2 cups`, `1.5 litres` (a weight or a
    /// volume right after the number).
    package static func isAQuantityOfFood(_ text: String) -> Bool {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\u{A0}" })
        guard let at = words.firstIndex(where: { $0.first?.isNumber == true }) else { return false }
        // `750g` in one word, or `750 g`.
        let glued = words[at].drop { $0.isNumber || $0 == "." || $0 == "," }
        let next = glued.isEmpty ? (at + 1 < words.count ? words[at + 1] : "") : glued
        guard let unit = UnitTable.unit(named: next.lowercased()) else { return false }
        return unit.dimension == .mass || unit.dimension == .volume
    }

    /// Words a count of servings is followed by, in the five languages; a
    /// loaf or a pie is served in slices (`1 loaf (16 slices)` is 16).
    static let servingWords = [
        "serving", "portion", "people", "persons", "personnes", "porzioni", "porciones", "personen", "slices", "pieces",
    ]

    /// The number of servings a yield names among other numbers (`1 (9-inch) pie, or 8 to 10 servings` → 8,
    /// the low end of a range), or nil when no number stands right before a word of servings.
    static func servingsCount(in text: String) -> Int? {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\u{A0}" }).map(String.init)
        guard let at = words.firstIndex(where: { word in servingWords.contains { word.hasPrefix($0) } }), at >= 1 else { return nil }
        var k = at - 1
        if k >= 2, ["to", "-", "–", "or", "bis", "à", "a"].contains(words[k - 1]) { k -= 2 }
        let number = words[k].drop { $0 == "(" }
        let digits = number.split(separator: "-").first.map(String.init) ?? String(number)
        guard let n = Int(digits), n >= 1, n <= 10_000 else { return nil }
        return n
    }
}

/// The words before a food that describe it without naming it: runs such
/// as `very ripe` or `boneless and skinless`, and sizes written as numbers.
extension IngredientName {
    /// How firm or ripe a food is (`firm but ripe tomatoes`).
    static let firmness: Set<String> = ["firm", "ripe", "soft", "tender"]

    /// How many words from `word` on describe the food without naming it (nil when `word` does not):
    /// `very ripe` and `medium to large` (the whole run), `boneless skinless`, `store-bought or homemade`,
    /// `good quality`, `extra sugar` (but not `extra virgin`), `small-to-medium`.
    package static func leadRun(_ word: String, _ next: String, _ third: String) -> Int? {
        let sizes = IngredientWords.sizes
        if word == "ice", next == "cold" || next == "cold," { return 2 }
        if word == "the", next.count >= 4, next.hasSuffix("est") { return 2 }  // the creamiest milk, the ripest pears
        // room temperature water, all natural honey, boiling hot stock; firm but ripe tomatoes (looked at by the first
        // letter of the next word first)
        if let letter = next.utf8.first, letter == 0x74 || letter == 0x6E || letter == 0x68 || letter == 0x62 {
            if word == "room", next.hasPrefix("temp") { return 2 }
            if word == "all" && next == "natural" || word == "boiling" && next == "hot" { return 2 }
            if next == "but", firmness.contains(word) || sizes.contains(word), firmness.contains(third) || sizes.contains(third) { return 3 }
        }
        if word == "very" || word == "whole", sizes.contains(next) || ["ripe", "cold", "hot", "soft"].contains(next) { return 2 }
        if sizes.contains(word), ["to", "or", "-", "/"].contains(next), sizes.contains(third) { return 3 }
        if next == "dice", sizes.contains(word) || word == "fine" { return 2 }  // medium dice peeled carrots: a cut
        let parts = word.split(whereSeparator: { $0 == "-" || $0 == "/" }).map(String.init)
        if parts.count >= 2, parts.allSatisfy({ sizes.contains($0) || $0 == "to" || $0 == "or" }) { return 1 }
        let skin: Set<String> = ["boneless", "skinless", "boneless,", "skinless,"]
        if skin.contains(word), skin.contains(next) { return 2 }
        if next == "and" || next == "&", skin.contains(word), skin.contains(third) { return 3 }  // boneless and skinless
        let bought: Set<String> = ["homemade", "store-bought", "storebought", "shop-bought"]
        if next == "bought" || next == "bought,", word == "store" || word == "shop" { return 2 }  // store bought chipotle sauce
        if bought.contains(word), next == "or", bought.contains(third) { return 3 }
        // semi-ripe or ripe bananas, underripe to ripe: how ripe, either way
        let ripe: Set<String> = ["ripe", "semi-ripe", "overripe", "over-ripe", "underripe", "under-ripe", "unripe", "half-ripe"]
        if ripe.contains(word), next == "or" || next == "to", ripe.contains(third) { return 3 }
        if ["high", "best", "top", "good"].contains(word), next == "quality" || next == "quality," { return 2 }
        // good-quality or homemade, ripe or homemade: two such words joined
        let describing = { (w: String) in IngredientWords.lead.contains(w) || IngredientWords.states.contains(w) || bought.contains(w) }
        if next == "or" || next == "and", describing(word), describing(third) { return 3 }
        // thumb sized ginger, bite size pieces: a size by likeness, in two words
        if next == "sized" || next == "size", word.first?.isLetter == true { return 2 }
        if word == "extra", sizes.contains(next) { return 2 }
        if word == "really" || word == "very", IngredientWords.lead.contains(next) { return 2 }  // really good bread
        // extra virgin, extra lean, extra sharp cheddar, extra hot horseradish: a kind
        if word == "extra", next.hasPrefix("virgin") || next.hasPrefix("-") || next == "lean" || extraKinds.contains(next) { return nil }
        if word == "any" && next != "remaining" { return nil }
        if word == "your" && !["favourite", "favorite", "preferred", "choice"].contains(next) { return nil }
        if word == "best" { return nil }
        return IngredientWords.lead.contains(word) ? 1 : nil
    }

    /// `15-ounce`, `1½-inch-thick`, `12-inch`, `unit(s)`, `inch`: a size, not the food.
    package static func isSizeToken(_ word: String) -> Bool {
        if word == "unit(s)" || word == "units" || word == "unit" || IngredientWords.lengths.contains(word) { return true }
        // 2 (5.5-ounce) servings, 6 Numbers basil, 3 nos: what the count counts, not the food
        if IngredientWords.countWords.contains(word) { return true }
        // 8" flour tortillas, 10” pie crust: a length in inches
        if let mark = word.last, mark == "\"" || mark == "”", word.count > 1,
            word.dropLast().allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "/" })
        {
            return true
        }
        // burrito-sized, burrito-size, thumb-sized: a size by likeness
        if word.hasSuffix("-sized") && word.count > 6 || word.hasSuffix("-size") && word.count > 5 && word != "bite-size" { return true }
        guard let first = word.first, first.isNumber, word.contains("-") else { return false }
        return word.contains(where: \.isLetter)
    }
}
